"""Checking one game's section of the card file: its constants, its cards and their abilities."""
from __future__ import annotations

import hashlib
import json
from types import MappingProxyType

from game.engine.carddefs import (
    ABILITY_KEYS, CARD_KEYS, CARD_REFS, MAX_NAME, SCHEMAS, SEAT_REFS, CardDef, GameCards, YamlReader, did_you_mean,
    freeze, text_problem)
from game.engine.effects import Ability, Cond, Instr, Language, Param, language_of

COPIES = Param("int", 1, min=0, max=100)
NAME = Param("str", min=1, max=MAX_NAME)


class SetReport:
    """What a game's ``check`` reports with: ``report.error(card_id, key, code, message)`` stops the set
    loading; ``report.warn(...)`` (a W code) is shown by lint and never stops play.  Calling ``report(...)``
    itself goes by the code's letter.  ``card_id``/``key`` place it (None: the section)."""

    def __init__(self, place):
        self.place = place

    def __call__(self, card_id, key, code, message):
        self.place(card_id, key, code, message)

    def error(self, card_id, key, code, message):
        self.place(card_id, key, "E" + code.lstrip("EW"), message)

    def warn(self, card_id, key, code, message):
        self.place(card_id, key, "W" + code.lstrip("EW"), message)


class _AbilityChecker:
    """The card language part of a check: abilities, their instructions, conditions and arguments."""
    r: YamlReader
    game: str
    language: Language

    def ability(self, raw, path) -> Ability | None:
        if not isinstance(raw, dict):
            self.report(path, "E202", "an ability must be a map with 'trigger' and 'do'")
            return None
        ok = True
        for key in raw:
            if key not in ABILITY_KEYS:
                self.report(path + (key,), "E201",
                            f"unknown key '{key}' in an ability{did_you_mean(key, ABILITY_KEYS)}")
                ok = False
        trig = raw.get("trigger")
        spec = self.language.lookup("trigger", trig) if isinstance(trig, str) else None
        if trig is None:
            self.report(path, "E203", "an ability needs a 'trigger'")
            ok = False
        elif spec is None:
            self.report(path + ("trigger",), "E301", f"unknown trigger '{trig}' for {self.game}"
                        f"{did_you_mean(trig, self.language.names('trigger'))}")
            ok = False
        condition = None
        if "condition" in raw:
            condition = self.condition(raw["condition"], path + ("condition",))
            ok = ok and condition is not None
        may = raw.get("may", False)
        if not isinstance(may, bool):
            self.report(path + ("may",), "E202", "'may' must be true or false")
            ok = False
        cost = self.instructions(raw.get("cost", []), path + ("cost",))
        if "do" not in raw:
            self.report(path, "E203", "an ability needs 'do' (a list of instructions)")
            return None
        do = self.instructions(raw["do"], path + ("do",))
        if cost is None or do is None or not ok:
            return None
        text = raw.get("text")
        return Ability(trig, do, condition, may, cost, text if isinstance(text, str) else None, spec)

    def instructions(self, raw, path):
        if not isinstance(raw, list):
            self.report(path, "E202", "instructions must be a list")
            return None
        out = []
        ok = True
        for i, item in enumerate(raw):
            instr = self.instruction(item, path + (i,))
            if instr is None:
                ok = False
            else:
                out.append(instr)
        return tuple(out) if ok else None

    def _named(self, raw, path, what, code, extra=()):
        """Split '{name: args}' (or a bare 'name') and check the name and the arguments."""
        if isinstance(raw, str):
            name, value, rest = raw, None, {}
        elif isinstance(raw, dict) and raw:
            names = [k for k in raw if k not in extra]
            if len(names) != 1:
                self.report(path, "E202", f"an {what} is a map with exactly one {what} name")
                return None
            name = names[0]
            value = raw[name]
            rest = {k: raw[k] for k in extra if k in raw}
        else:
            self.report(path, "E202", f"expected an {what}")
            return None
        spec = self.language.lookup(what, name)
        if spec is None:
            self.report(path + ((name,) if isinstance(raw, dict) else ()), code,
                        f"unknown {what} '{name}' for {self.game}{did_you_mean(name, self.language.names(what))}")
            return None
        args = self.arguments(spec, value, path + ((name,) if isinstance(raw, dict) else ()), name)
        if args is None:
            return None
        return name, spec, args, rest

    def arguments(self, spec, value, path, name):
        if value is None:
            args = {}
        elif isinstance(value, dict):
            args = dict(value)
        elif spec.positional:
            args = {spec.positional: value}
        else:
            self.report(path, "E304", f"'{name}' takes named arguments: {', '.join(spec.params) or 'none'}")
            return None
        ok = True
        for key in args:
            if key not in spec.params:
                self.report(path + (key,), "E304", f"'{name}' has no argument '{key}'"
                            f"{did_you_mean(key, spec.params)}", at_key=True)
                ok = False
        for key, param in spec.params.items():
            if key in args:
                if param.type == "condition":
                    cond = self.condition(args[key], path + (key,))
                    ok = ok and cond is not None
                    args[key] = cond
                elif param.type == "instructions":
                    instrs = self.instructions(args[key], path + (key,))
                    ok = ok and instrs is not None
                    args[key] = instrs
                elif not self.value_ok(param, args[key], path + (key,), f"argument '{key}' of '{name}'"):
                    ok = False
            elif param.required:
                self.report(path, "E305", f"'{name}' needs the argument '{key}'")
                ok = False
        return MappingProxyType({k: freeze(v) for k, v in args.items()}) if ok else None

    def instruction(self, raw, path) -> Instr | None:
        named = self._named(raw, path, "instruction", "E303", extra=("if_you_do",))
        if named is None:
            return None
        name, spec, args, rest = named
        linked = rest.get("if_you_do", False)
        if not isinstance(linked, bool):
            self.report(path + ("if_you_do",), "E202", "'if_you_do' must be true or false")
            return None
        return Instr(name, args, spec, linked)

    def condition(self, raw, path) -> Cond | None:
        if isinstance(raw, dict) and len(raw) == 1 and next(iter(raw)) in ("all", "any"):
            key = next(iter(raw))
            items = raw[key]
            if not isinstance(items, list):
                self.report(path + (key,), "E202", f"'{key}' takes a list of conditions")
                return None
            parts = [self.condition(c, path + (key, i)) for i, c in enumerate(items)]
            return None if any(p is None for p in parts) else Cond(key, MappingProxyType({"of": tuple(parts)}))
        if isinstance(raw, dict) and len(raw) == 1 and "not" in raw:
            inner = self.condition(raw["not"], path + ("not",))
            return None if inner is None else Cond("not", MappingProxyType({"of": inner}))
        named = self._named(raw, path, "condition", "E302")
        if named is None:
            return None
        name, spec, args, _ = named
        return Cond(name, args, spec)



class SectionChecker(_AbilityChecker):
    """Turns one game's section into GameCards, reporting every problem it meets."""

    def __init__(self, reader: YamlReader, game: str):
        self.r = reader
        self.game = game
        self.schema = SCHEMAS[game]
        self.language = language_of(game)

    def report(self, path, code, message, at_key=None):
        if at_key is None:
            at_key = code in ("E201", "E302", "E303", "E307")
        self.r.report(path, code, message, at_key=at_key)

    def section(self, data, path) -> GameCards | None:
        if not isinstance(data, dict):
            self.report(path, "E202", f"the '{self.game}' section must be a map with 'cards'")
            return None
        for key in data:
            if key not in ("constants", "cards"):
                self.report(path + (key,), "E201",
                            f"unknown key '{key}' in section '{self.game}'{did_you_mean(key, ('constants', 'cards'))}")
        before = len(self.r.problems)
        constants = self.constants(data.get("constants", {}), path + ("constants",))
        raw_cards = data.get("cards")
        if not isinstance(raw_cards, list):
            self.report(path, "E203", f"the '{self.game}' section needs a list 'cards'")
            return None
        cards: dict[str, CardDef] = {}
        for i, raw in enumerate(raw_cards):
            card = self.card(raw, path + ("cards", i))
            if card is None:
                continue
            if card.id in cards:
                self.report(path + ("cards", i, "id"), "E204", f"duplicate card id '{card.id}'")
                continue
            cards[card.id] = card
        digest = hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]
        result = GameCards(self.game, MappingProxyType(cards), MappingProxyType(constants), digest)
        self.references(raw_cards, cards, path)
        if self.schema.check and not self.errors_since(before):
            self.run_check(result, raw_cards, path)
        return result

    def errors_since(self, count) -> bool:
        return any(p.is_error for p in self.r.problems[count:])

    def run_check(self, result, raw_cards, path):
        """The game's set check, on a section whose every card and constant read cleanly (so no cascade)."""
        report = SetReport(lambda card_id, key, code, msg: self.report(
            self._card_path(raw_cards, card_id, key, path), code, msg))
        try:
            self.schema.check(result, report)
        except Exception as err:  # the check met a shape its game did not declare: a problem, not a crash
            self.report(path, "E400", f"the {self.game} set check could not read this section "
                        f"({type(err).__name__}: {err}); declare the shape in the game's schema")

    @staticmethod
    def _card_path(raw_cards, card_id, key, path):
        for i, raw in enumerate(raw_cards):
            if isinstance(raw, dict) and raw.get("id") == card_id:
                return path + ("cards", i) + ((key,) if key else ())
        return path

    def constants(self, data, path) -> dict:
        if not isinstance(data, dict):
            self.report(path, "E202", "'constants' must be a map")
            return {}
        out = {}
        for key, value in data.items():
            param = self.schema.constants.get(key)
            if param is None:
                self.report(path + (key,), "E201",
                            f"unknown constant '{key}' for {self.game}{did_you_mean(key, self.schema.constants)}")
                continue
            if param.type == "records":
                records = self.records(param, value, path + (key,), key)
                if records is not None:
                    out[key] = records
            elif self.value_ok(param, value, path + (key,), f"constant '{key}'"):
                out[key] = freeze(value)
        for key, param in self.schema.constants.items():
            if key not in out and key not in data:
                if param.required:
                    self.report(path, "E203", f"constant '{key}' is missing")
                else:
                    out[key] = freeze(param.default)
        return out

    def records(self, param, value, path, what):
        """A constant that is a list of maps; ``param.choices`` holds (field, Param) pairs.

        A field of type ``instructions`` is written in the card language (a Location's effect).
        """
        if not isinstance(value, list):
            self.report(path, "E202", f"constant '{what}' must be a list of maps")
            return None
        if not self.in_bounds(param, value, path, f"constant '{what}'"):
            return None
        fields = dict(param.choices)
        out, ok = [], True
        for i, raw in enumerate(value):
            where = path + (i,)
            if not isinstance(raw, dict):
                self.report(where, "E202", f"each entry of '{what}' must be a map")
                ok = False
                continue
            for key in raw:
                if key not in fields:
                    self.report(where + (key,), "E201", f"unknown key '{key}' in '{what}'"
                                f"{did_you_mean(key, fields)}")
                    ok = False
            record = {}
            for key, fp in fields.items():
                if key not in raw:
                    if fp.required:
                        self.report(where, "E203", f"an entry of '{what}' needs '{key}'")
                        ok = False
                    else:
                        record[key] = freeze(fp.default)
                elif fp.type == "instructions":
                    record[key] = self.instructions(raw[key], where + (key,))
                    ok = ok and record[key] is not None
                elif self.value_ok(fp, raw[key], where + (key,), f"'{key}' of '{what}'"):
                    record[key] = freeze(raw[key])
                else:
                    ok = False
            out.append(MappingProxyType(record))
        return tuple(out) if ok else None

    def card(self, raw, path) -> CardDef | None:
        if not isinstance(raw, dict):
            self.report(path, "E202", "each card must be a map")
            return None
        ok = True
        allowed = set(CARD_KEYS) | set(self.schema.fields)
        for key in raw:
            if key not in allowed:
                self.report(path + (key,), "E201", f"unknown key '{key}' on a {self.game} card"
                            f"{did_you_mean(key, sorted(allowed))}")
                ok = False
        for key in ("id", "name"):
            if not isinstance(raw.get(key), str) or not raw.get(key):
                self.report(path + ((key,) if key in raw else ()), "E203" if key not in raw else "E202",
                            f"a card needs a '{key}' (text)")
                ok = False
            elif not self.value_ok(NAME, raw[key], path + (key,), f"the card's '{key}'"):
                ok = False
        family = raw.get("family", self.schema.families[0] if len(self.schema.families) == 1 else None)
        if family not in self.schema.families:
            self.report(path + (("family",) if "family" in raw else ()), "E202",
                        f"family must be one of {', '.join(self.schema.families)}"
                        f"{did_you_mean(family, self.schema.families) if family else ''}")
            ok = False
        fields = {}
        for key, param in self.schema.fields.items():
            if key in raw:
                if self.value_ok(param, raw[key], path + (key,), f"'{key}'"):
                    fields[key] = freeze(raw[key])
                else:
                    ok = False
            elif param.required:
                self.report(path, "E203", f"card '{raw.get('id', '?')}' needs '{key}'")
                ok = False
            else:
                fields[key] = freeze(param.default)
        if "copies" in raw:
            if not self.value_ok(COPIES, raw["copies"], path + ("copies",), "'copies'"):
                ok = False
        fields["copies"] = raw.get("copies", 1)
        if "flavor" in raw:
            fields["flavor"] = raw["flavor"]
        abilities = []
        raw_abilities = raw.get("abilities", [])
        if not isinstance(raw_abilities, list):
            self.report(path + ("abilities",), "E202", "'abilities' must be a list")
            raw_abilities = []
            ok = False
        for i, a in enumerate(raw_abilities):
            ability = self.ability(a, path + ("abilities", i))
            if ability is None:
                ok = False
            else:
                abilities.append(ability)
        override = raw.get("text")
        if override is not None and not isinstance(override, str):
            self.report(path + ("text",), "E202", "'text' must be text")
            ok = False
        if not ok:
            return None
        line = self.r.position(path)[0]
        return CardDef(raw["id"], raw["name"], self.game, family, MappingProxyType(fields),
                       tuple(abilities), override, line, raw)

    def value_ok(self, param: Param, value, path, what) -> bool:
        t = param.type
        good = True
        message = ""
        if t == "int":
            good = isinstance(value, int) and not isinstance(value, bool)
            message = "a whole number"
        elif t == "amount":
            if isinstance(value, str):
                if self.language.lookup("quantity", value) is None:
                    self.report(path, "E304", f"{what}: unknown quantity '{value}'"
                                f"{did_you_mean(value, self.language.names('quantity'))}")
                    return False
            else:
                good = isinstance(value, int) and not isinstance(value, bool)
            message = "a whole number or a quantity name"
        elif t in ("str", "card_id", "text"):
            good = isinstance(value, str)
            message = "text"
        elif t == "bool":
            good = isinstance(value, bool)
            message = "true or false"
        elif t == "list":
            good = isinstance(value, list)
            message = "a list"
        elif t == "map":
            good = isinstance(value, dict)
            message = "a map"
        elif t == "any":
            good = True
        elif t == "card":
            good = value in CARD_REFS
            message = "one of " + ", ".join(CARD_REFS)
        elif t == "seat":
            good = value in SEAT_REFS
            message = "one of " + ", ".join(SEAT_REFS)
        elif t == "enum":
            good = value in param.choices
            message = "one of " + ", ".join(map(str, param.choices))
        if not good:
            hint = did_you_mean(value, param.choices if t == "enum" else SEAT_REFS if t == "seat"
                                 else CARD_REFS if t == "card" else ()) if isinstance(value, str) else ""
            self.report(path, "E202" if t not in ("enum", "seat", "card") else "E304",
                        f"{what} must be {message}, not {value!r}{hint}")
            return False
        return self.in_bounds(param, value, path, what) and self.items_ok(param, value, path, what)

    def in_bounds(self, param: Param, value, path, what) -> bool:
        """A number within the Param's range, a text or a list of a length within it; a 'str' on one line."""
        if isinstance(value, bool) or not isinstance(value, (int, float, str, list)):
            return True
        if isinstance(value, str) and param.type == "amount":
            return True
        if isinstance(value, str) and param.type == "str" and text_problem(value, lines=False):
            self.report(path, "E206", f"{what} must be one line of text: it has {text_problem(value, lines=False)}")
            return False
        low, high = param.bounds()
        size = value if isinstance(value, (int, float)) else len(value)
        if (low is None or size >= low) and (high is None or size <= high):
            return True
        span = (f"from {low} to {high}" if low is not None and high is not None
                else f"at least {low}" if low is not None else f"at most {high}")
        if isinstance(value, (int, float)):
            self.report(path, "E208", f"{what} must be {span}, not {value}")
        else:
            unit = "characters" if isinstance(value, str) else "entries"
            self.report(path, "E208", f"{what} must be {span} {unit} long, not {size}")
        return False

    def items_ok(self, param: Param, value, path, what) -> bool:
        if param.item is None or not isinstance(value, list):
            return True
        results = [self.value_ok(param.item, v, path + (i,), f"entry {i + 1} of {what}") for i, v in enumerate(value)]
        return all(results)

    def references(self, raw_cards, cards, path):
        """Arguments of type card_id must name a card of the same game."""
        for cid, card in cards.items():
            for ai, ability in enumerate(card.abilities):
                for part, instrs in (("cost", ability.cost), ("do", ability.do)):
                    for ii, instr in enumerate(instrs):
                        for key, param in instr.spec.params.items():
                            if param.type == "card_id" and key in instr.args and instr.args[key] not in cards:
                                p = self._card_path(raw_cards, cid, None, path) + ("abilities", ai, part, ii,
                                                                                   instr.name, key)
                                self.report(p, "E306", f"no {self.game} card has the id '{instr.args[key]}'"
                                            f"{did_you_mean(instr.args[key], cards)}")
