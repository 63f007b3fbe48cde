"""The seize section of cards.yaml, read once per card set: its schema check and the ``Table`` of facts.

Suits, values, the wheel, the ante, the draw and the special cards' abilities
are data; the ``Table`` holds what the rules ask of them (a suit's name and
sign, the relation of two suits, a card's value, which abilities are extras or
answers and their compiled conditions).
"""
from __future__ import annotations

import dataclasses
import functools

from game import engine

PRICES = ("led_card", "seizing_card", "nothing")
RELATIONS = ("dissonant", "kin", "complacent")
NBSP = "\u00a0"
# the instructions that move the card whose ability it is, and where to
MOVES_THIS = {"retire_this": "flames", "discard_this_into_trick": "trick"}


def check_section(cards, report) -> None:
    """Cross-checks of the seize section: the suits, the wheel, the prices, card references."""
    c = cards.constants
    suits = [s.get("id") for s in c.get("suits", ())]
    for s in c.get("suits", ()):
        for key in ("id", "name", "sign"):
            if not isinstance(s.get(key), str) or not s.get(key):
                report(None, "constants", "E202", f"each suit needs '{key}' (text): {dict(s)}")
    if len(set(suits)) != len(suits):
        report(None, "constants", "E204", "two suits share an id")
    for pair in c.get("dissonant", ()):
        if len(pair) != 2 or any(x not in suits for x in pair):
            report(None, "constants", "E304", f"dissonant pair {list(pair)} must name two suits of {suits}")
    seen = set()
    for kin in c.get("kin", ()):
        for x in kin:
            if x not in suits:
                report(None, "constants", "E304", f"kin set {list(kin)}: '{x}' is not a suit")
            if x in seen:
                report(None, "constants", "E204", f"'{x}' is in two kin sets")
            seen.add(x)
    prices = c.get("prices", {})
    for rel in RELATIONS:
        if prices.get(rel) not in PRICES:
            report(None, "constants", "E304", f"prices: '{rel}' must be one of {', '.join(PRICES)}")
    ante = c.get("ante", ())
    if len(ante) != 2 or not all(isinstance(a, int) for a in ante) or not 1 <= ante[0] <= ante[1]:
        report(None, "constants", "E202", "ante must be [lowest, highest], whole numbers")
    elif not ante[0] <= c.get("default_ante", ante[0]) <= ante[1]:
        report(None, "constants", "E202", "default_ante must lie within ante")
    values = [d["value"] for d in cards.cards.values()]
    if len(set(values)) != len(values):
        report(None, "cards", "E204", "two seize cards share a value")
    for cid, defn in cards.cards.items():
        for ability in defn.abilities:
            for name, args in _verbs(ability):
                for key in ("card", "partner"):
                    ref = args.get(key)
                    if isinstance(ref, str) and ref and ref not in cards.cards:
                        report(cid, "abilities", "E306", f"'{name}': no seize card has the id '{ref}'")
    _remember_constants(cards)


def _verbs(ability):
    """Every (name, args) of an ability's condition tree and instructions."""
    out = []

    def walk(cond):
        if cond is None:
            return
        if cond.name in ("all", "any"):
            for c in cond.args["of"]:
                walk(c)
        elif cond.name == "not":
            walk(cond.args["of"])
        else:
            out.append((cond.name, cond.args))
    walk(ability.condition)
    out.extend((i.name, i.args) for i in ability.cost + ability.do)
    return out


class Table:
    """The seize section read once: suits, the wheel, values and which abilities are extras or answers."""

    def __init__(self, defs):
        c = defs.constants
        self.defs = defs
        self.suits = {s["id"]: s for s in c["suits"]}
        self.suit_ids = tuple(self.suits)
        kin_of = {x: frozenset(k) for k in c["kin"] for x in k}
        dissonant = {frozenset(p) for p in c["dissonant"]}
        self.relation = {}
        for a in self.suit_ids:
            for b in self.suit_ids:
                if a != b:
                    self.relation[(a, b)] = ("dissonant" if frozenset((a, b)) in dissonant else
                                             "kin" if b in kin_of.get(a, ()) else "complacent")
        self.prices = dict(c["prices"])
        self.ante_range = tuple(c["ante"])
        self.default_ante = c["default_ante"]
        self.hand_size = c["hand_size"]
        self.most_of_one_value = c["most_of_one_value"]
        self.value = {cid: d["value"] for cid, d in defs.cards.items()}
        self.seizes = {cid: d["seizes"] for cid, d in defs.cards.items()}
        self.names = {cid: d.name for cid, d in defs.cards.items()}
        self.by_value = sorted(defs.cards, key=self.value.get)
        self.extras = self._abilities(defs, "turn_extra")
        self.answers = self._abilities(defs, "answer_negation")
        self.conditions = {(cid, i): _compile(a.condition)
                           for cid, d in defs.cards.items() for i, a in enumerate(d.abilities)}
        self.activated = {}
        for cid, d in defs.cards.items():
            for i, ability in enumerate(d.abilities):
                # an ability used by choice resolves its cost, then its effect, on the chain
                self.activated[(cid, i)] = dataclasses.replace(
                    ability, do=ability.cost + ability.do, cost=(), override=_short_text(ability))
        self.text = {key: ability.override for key, ability in self.activated.items()}
        self.moves_this = {key: _moves_this(ability) for key, ability in self.activated.items()}
        self.labels = {}
        self.move_words = {}
        self.names_in_text = {}
        self.standard_fits = set()  # the antes the standard origin has been checked to sit at (setup.check_deck)

    @staticmethod
    def _abilities(defs, trig):
        return {cid: tuple((i, a) for i, a in enumerate(d.abilities) if a.trigger == trig)
                for cid, d in defs.cards.items()}

    def suit_name(self, suit) -> str:
        return self.suits[suit]["name"] if suit in self.suits else str(suit)

    def of_suit(self, suit) -> str:
        """'The Demon' -> 'of the Demon'."""
        name = self.suit_name(suit)
        return "of " + (name[:1].lower() + name[1:] if name.startswith("The ") else name)

    def sign(self, suit) -> str:
        return self.suits[suit]["sign"] if suit in self.suits else ""

    def suit_signed(self, suit) -> str:
        """'The Demon ╲': the name and its sign joined by a non-breaking space, so no line parts them."""
        sign = self.sign(suit)
        return f"{self.suit_name(suit)}{NBSP}{sign}" if sign else self.suit_name(suit)

    def label(self, card_id, props) -> str:
        """A short name for buttons: 'Wisdom ╲', 'Youth † (colorless)'."""
        key = (card_id, props.get("suit"), bool(props.get("drained")))
        text = self.labels.get(key)
        if text is None:
            text = f"{self.names.get(card_id, card_id)} {self.sign(key[1])}"
            if key[2]:
                text += " (colorless)"
            self.labels[key] = text
        return text


    def move_texts(self, key, props) -> tuple[str, str]:
        """('Play Wisdom ╲', 'Seize with Wisdom ╲') for a card's (id, suit, drained) ``key``."""
        texts = self.move_words.get(key)
        if texts is None:
            label = self.label(key[0], props)
            texts = self.move_words[key] = (f"Play {label}", f"Seize with {label}", label)
        return texts


class _Probe:
    """What a seize condition reads: the state, its card and its player (a light Context)."""
    __slots__ = ("state", "source", "you")

    def __init__(self, state, source, you):
        self.state, self.source, self.you = state, source, you


def _compile(cond):
    """A condition tree as a function of (state, card, seat): one probe made a test, shared by every part."""
    if cond is None:
        return None
    test = _compile_part(cond)
    return lambda st, uid, seat: bool(test(_Probe(st, uid, seat)))


def _compile_part(cond):
    """A condition tree as a function of a probe; conditions of other games go through the engine."""
    if cond.name in ("all", "any", "not"):
        inner = cond.args["of"]
        if cond.name == "not":
            f = _compile_part(inner)
            return lambda p: not f(p)
        parts = [_compile_part(c) for c in inner]
        if cond.name == "all":
            return _all_of(parts)
        return lambda p: any(f(p) for f in parts)
    spec = cond.spec
    if spec.game != "seize":
        return lambda p: engine.check(p.state, cond, engine.ChainItem(p.source, p.state.cards[p.source].card_id,
                                                                      -1, p.you, ""))
    args = {k: p.default for k, p in spec.params.items() if not p.required}
    args.update(cond.args)
    return functools.partial(spec.fn, **args) if args else spec.fn


def _all_of(parts):
    """Every part holds, asked in order until one fails (unrolled for the short lists the cards use)."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        a, b = parts
        return lambda p: a(p) and b(p)
    if len(parts) == 3:
        a, b, c = parts
        return lambda p: a(p) and b(p) and c(p)
    return lambda p: all(f(p) for f in parts)


def _moves_this(ability) -> str | None:
    """The zone the first instruction that moves the ability's own card sends it to, or None."""
    return next((MOVES_THIS[i.name] for i in ability.do if i.name in MOVES_THIS), None)


def _short_text(ability) -> str:
    """What using an ability does, for a button and the log: its cost, then its effect."""
    parts = [i.text for i in ability.cost + ability.do]
    return "; ".join(parts)[:1].upper() + "; ".join(parts)[1:]


_TABLES: dict[int, Table] = {}
_CONSTANTS: dict[int, tuple] = {}


def table(defs) -> Table:
    """The Table of a seize card set (made once per set; the one last asked for is nearly always asked next)."""
    t = _LAST[0]
    if t is not None and t.defs is defs:
        return t
    t = _TABLES.get(id(defs))
    if t is None or t.defs is not defs:
        t = _TABLES[id(defs)] = Table(defs)
    _LAST[0] = t
    return t


_LAST: list = [None]


def _remember_constants(cards) -> None:
    """Faces need the suits; a face is asked for with a card definition only."""
    for defn in cards.cards.values():
        _CONSTANTS[id(defn)] = (defn, cards)


def table_of(defn) -> Table | None:
    found = _CONSTANTS.get(id(defn))
    if found is None or found[0] is not defn:
        return None
    return table(found[1])

