"""The replay format, declared: the type and range of every field, checked on load.

A shape says what a value must be (``Int(0, 9)``, ``Text(choices=...)``, ``Seq(item, 2, 2)``,
``Fields({...})`` ...).  ``first_problem(shape, value)`` walks a value against its shape and
returns the path of the first value that does not fit and what is wrong with it; the
loader turns the path into ``FILE:LINE:COL``.  The header's shape is here; each game declares
the shapes of its options and its set-up (``GameManifest.replay_shapes``: a
function ``(seats, defs) -> {"options": shape, "setup": shape}``), so every field of every
game is checked by the same walk.  What a shape cannot say (a card's family against its zone,
a seat written inside a card's text, how many seats may be out of Life) a game declares as
``"setup_rules"``: ``fn(setup) -> (path, what is wrong) | None``, run once the set-up fits its
shape; the game's own set-up code runs the same function (``refuse_setup``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from game.engine.carddefs import BIDI_CONTROLS, text_problem
from game.engine.storage import SaveFileError

NUMBER_LIMIT = 2 ** 128          # no count, seat or uid in a replay comes near it; a seed is at most this
MAX_ACTIONS = 100_000
MAX_TEXT = 200
LISTED_CHOICES = 12      # an error lists this many of a field's choices (a game's card ids are many more)


@dataclass(frozen=True)
class Int:
    min: int = -NUMBER_LIMIT
    max: int = NUMBER_LIMIT

    def problem(self, value):
        if isinstance(value, bool) or not isinstance(value, int):
            return f"must be a whole number, not {_shown(value)}"
        if not self.min <= value <= self.max:
            return f"must be a whole number from {self.min} to {self.max}, not {_shown(value)}"
        return None


@dataclass(frozen=True)
class Real:
    """A finite number with a fraction (only inside free-form data: a save's context)."""

    def problem(self, value):
        if type(value) is not float or value != value or value in (float("inf"), float("-inf")):
            return f"must be a finite number, not {_shown(value)}"
        return None


@dataclass(frozen=True)
class Text:
    min_len: int = 0
    max_len: int = MAX_TEXT
    choices: tuple = ()

    def problem(self, value):
        if not isinstance(value, str):
            return f"must be text, not {_shown(value)}"
        if self.choices and value not in self.choices:
            shown = ", ".join(map(str, self.choices[:LISTED_CHOICES]))
            if len(self.choices) > LISTED_CHOICES:
                shown += f" ... ({len(self.choices)} in all)"
            return f"must be one of {shown}, not {_shown(value)}"
        if not self.min_len <= len(value) <= self.max_len:
            return f"must be {self.min_len} to {self.max_len} characters long, not {len(value)}"
        return text_problem(value, lines=False)


@dataclass(frozen=True)
class Bool:
    def problem(self, value):
        return None if isinstance(value, bool) else f"must be true or false, not {_shown(value)}"


@dataclass(frozen=True)
class Null:
    def problem(self, value):
        return None if value is None else f"must be empty (null), not {_shown(value)}"


@dataclass(frozen=True)
class Seq:
    """A list of ``item``s, ``min_len`` to ``max_len`` long."""
    item: object
    min_len: int = 0
    max_len: int = 1000

    def problem(self, value):
        if not isinstance(value, list):
            return f"must be a list, not {_shown(value)}"
        if not self.min_len <= len(value) <= self.max_len:
            want = str(self.min_len) if self.min_len == self.max_len else f"{self.min_len} to {self.max_len}"
            return f"must list {want} entries, not {len(value)}"
        return None

    def children(self, value):
        return ((i, self.item, v) for i, v in enumerate(value))


@dataclass(frozen=True)
class Fields:
    """A map with these keys (``required`` ones must be there); no other key is allowed."""
    fields: dict
    required: tuple = ()

    def problem(self, value):
        if not isinstance(value, dict):
            return f"must be a map with the keys {', '.join(self.fields)}, not {_shown(value)}"
        for key in value:
            if key not in self.fields:
                return f"has an unknown key {_shown(key)}; the keys are {', '.join(self.fields)}"
        missing = [k for k in self.required if k not in value]
        return f"needs the key '{missing[0]}'" if missing else None

    def children(self, value):
        return ((k, self.fields[k], v) for k, v in value.items())


@dataclass(frozen=True)
class Table:
    """A map from text keys (``key``) to ``value``s."""
    key: object
    value: object
    max_len: int = 100

    def problem(self, value):
        if not isinstance(value, dict):
            return f"must be a map, not {_shown(value)}"
        if len(value) > self.max_len:
            return f"must hold at most {self.max_len} entries, not {len(value)}"
        for key in value:
            bad = self.key.problem(key)
            if bad:
                return f"has a key {_shown(key)} that {bad}"
        return None

    def children(self, value):
        return ((k, self.value, v) for k, v in value.items())


@dataclass(frozen=True)
class Either:
    """One of ``shapes``: the first whose type fits decides (a list fits Seq, a map Fields or Table)."""
    shapes: tuple
    what: str = ""

    def pick(self, value):
        for shape in self.shapes:
            if _same_kind(shape, value):
                return shape
        return None

    def problem(self, value):
        shape = self.pick(value)
        if shape is None:
            return f"must be {self.what or ' or '.join(_kind_word(s) for s in self.shapes)}, not {_shown(value)}"
        return None


@dataclass(frozen=True)
class Maybe:
    """``shape`` or null."""
    shape: object

    def problem(self, value):
        return None


@dataclass(frozen=True)
class Plain:
    """Any plain value (numbers within NUMBER_LIMIT, printable text, lists and maps of them) ``depth`` deep."""
    depth: int = 4

    def problem(self, value):
        return None


def _same_kind(shape, value) -> bool:
    if isinstance(shape, Int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(shape, Real):
        return isinstance(value, float)
    if isinstance(shape, Text):
        return isinstance(value, str)
    if isinstance(shape, Bool):
        return isinstance(value, bool)
    if isinstance(shape, Null):
        return value is None
    if isinstance(shape, Seq):
        return isinstance(value, list)
    if isinstance(shape, (Fields, Table)):
        return isinstance(value, dict)
    return True


def _kind_word(shape) -> str:
    return {Int: "a whole number", Text: "text", Bool: "true or false", Null: "null", Seq: "a list",
            Fields: "a map", Table: "a map"}.get(type(shape), "a value")


def _shown(value) -> str:
    text = repr(value)
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class Later:
    """A field checked once more is known (the game's own fields, before the game is read)."""

    def problem(self, value):
        return None


BAD_TEXT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff" + "".join(sorted(BIDI_CONTROLS)) + "]")


def accepts(shape):
    """A quick yes/no test of ``shape`` (what ``first_problem`` finds nothing in), for the common case of a
    good file."""
    if isinstance(shape, Int):
        lo, hi = shape.min, shape.max
        return lambda v: type(v) is int and lo <= v <= hi
    if isinstance(shape, Text):
        lo, hi, choices = shape.min_len, shape.max_len, frozenset(shape.choices)
        if choices:
            return lambda v: type(v) is str and v in choices and lo <= len(v) <= hi and not BAD_TEXT.search(v)
        return lambda v: type(v) is str and lo <= len(v) <= hi and not BAD_TEXT.search(v)
    if isinstance(shape, Bool):
        return lambda v: type(v) is bool
    if isinstance(shape, Real):
        return lambda v: shape.problem(v) is None
    if isinstance(shape, Null):
        return lambda v: v is None
    if isinstance(shape, Maybe):
        inner = accepts(shape.shape)
        return lambda v: v is None or inner(v)
    if isinstance(shape, Seq):
        item, lo, hi = accepts(shape.item), shape.min_len, shape.max_len
        return lambda v: type(v) is list and lo <= len(v) <= hi and all(map(item, v))
    if isinstance(shape, Fields):
        tests = {k: accepts(f) for k, f in shape.fields.items()}
        required = shape.required
        return lambda v: (type(v) is dict and all(k in tests and tests[k](x) for k, x in v.items())
                          and all(k in v for k in required))
    if isinstance(shape, Table):
        key, value, most = accepts(shape.key), accepts(shape.value), shape.max_len
        return lambda v: type(v) is dict and len(v) <= most and all(key(k) and value(x) for k, x in v.items())
    if isinstance(shape, Either):
        options = [(s, accepts(s)) for s in shape.shapes]
        return lambda v: next((test(v) for s, test in options if _same_kind(s, v)), False)
    if isinstance(shape, Plain):
        return lambda v: _plain_problem(v, shape.depth, ()) is None
    return lambda v: True


def first_problem(shape, value, path=()) -> tuple[tuple, str] | None:
    """(path, what is wrong) for the first value under ``value`` that does not fit ``shape``, or None."""
    if accepts(shape)(value):
        return None
    stack = [(shape, value, path, 0)]
    while stack:
        shape, value, path, depth = stack.pop()
        if isinstance(shape, Maybe):
            if value is not None:
                stack.append((shape.shape, value, path, depth))
            continue
        if isinstance(shape, Either):
            bad = shape.problem(value)
            if bad:
                return path, bad
            stack.append((shape.pick(value), value, path, depth))
            continue
        if isinstance(shape, Plain):
            bad = _plain_problem(value, shape.depth, path)
            if bad:
                return bad
            continue
        bad = shape.problem(value)
        if bad:
            return path, bad
        if hasattr(shape, "children"):
            stack.extend((s, v, path + (k,), depth + 1) for k, s, v in reversed(list(shape.children(value))))
    return None


PLAIN_ATOM = Either((Int(), Real(), Text(), Bool(), Null()), "a number, text, true/false or null")


def _plain_problem(value, depth, path):
    if isinstance(value, (list, dict)):
        if depth <= 0:
            return path, "is nested too deep"
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for k, v in items:
            bad = _plain_problem(v, depth - 1, path + (k,))
            if bad:
                return bad
        return None
    return first_problem(PLAIN_ATOM, value, path)


# -- the header ------------------------------------------------------------------------------

ARG = Either((Int(), Text(), Bool(), Null(), Seq(Either((Int(), Text(), Bool(), Null())), 0, 10)),
             "a card's uid, a number, a word or a short list of them")


WRITTEN_ACTION = Table(Text(1, 40), Plain(3), max_len=2)     # {seat: S, KIND: ARGUMENT}; readable.py reads it


def action_shape(seats: int, arg=ARG) -> Fields:
    return Fields({"kind": Text(1, 40), "seat": Int(0, max(0, seats - 1)), "args": Seq(arg, 0, 10)},
                  required=("kind", "seat"))


def result_shape(seats: int) -> Fields:
    return Fields({"winners": Seq(Int(0, max(0, seats - 1)), 0, seats), "final_step": Int(0, MAX_ACTIONS),
                   "end_reason": Maybe(Text(0, MAX_TEXT))})


EXTRAS = "seat_extras"      # the field of what seats bring, in a game that does not name it


def extras_key(game: str) -> str:
    """The replay field that holds what each seat brought to ``game`` (its manifest's ``seat_extras.key``)."""
    from game.engine.registry import manifest_of
    manifest = manifest_of(game)
    return manifest.seat_extras.key if manifest is not None and manifest.seat_extras is not None else EXTRAS


def header_shape(games) -> Fields:
    """What every replay holds, whatever its game (the game's own fields are checked after it)."""
    return Fields({
        "format": Int(1, 2), "game": Text(1, 40, tuple(games)), "cards_digest": Maybe(Text(0, 64)),
        "seed": Int(-NUMBER_LIMIT, NUMBER_LIMIT), "seats": Seq(Text(1, 80), 1, 8),
        "players": Later(), "options": Later(), "setup": Later(), "actions": Later(),
        "result": Maybe(result_shape(8)),
        "taken_back": Later(), "seeded": Later(), "save": Maybe(Table(Text(1, 40), Plain(8))),
        "uid_secret": Maybe(Int(0, NUMBER_LIMIT)), EXTRAS: Later(), **{extras_key(g): Later() for g in games},
    }, required=("format", "game", "seed", "seats"))


def game_shape(seats: int, written: bool, game_shapes: dict, extras: str = EXTRAS) -> Fields:
    """The whole file's shape once its game and seats are known: the game's options and set-up in it."""
    action = action_shape(seats)
    actions = Seq(WRITTEN_ACTION if written else action, 0, MAX_ACTIONS)
    fields = dict(header_shape(()).fields)
    fields.update({
        "game": Text(1, 40), "seats": Seq(Text(1, 80), seats, seats),
        "players": Maybe(Seq(Text(1, 80), 0, seats)),
        "options": Maybe(game_shapes.get("options", Table(Text(1, 40), Plain(6)))),
        "setup": Maybe(_with_moment(game_shapes.get("setup", Table(Text(1, 40), Plain(6))))),
        "actions": Maybe(actions),
        "result": Maybe(result_shape(seats)),
        "taken_back": Maybe(Seq(Fields({"step": Int(0, MAX_ACTIONS), "actions": Maybe(Seq(action, 0, MAX_ACTIONS))},
                                       required=("step",)), 0, MAX_ACTIONS)),
        extras: Maybe(game_shapes.get("seat_extras", Seq(Plain(6), 0, 0))),
        "seeded": Maybe(Fields({"card": Text(1, 80), "copies": Int(1, 100), "holder": Int(0, max(0, seats - 1))},
                               required=("card", "holder"))),
    })
    return Fields(fields, required=("format", "game", "seed", "seats"))


MOMENT_DEPTH = 12        # a moment's data: a game's own values, their collections tagged (game.engine.moment)


def moment_shape() -> Fields:
    """A set-up's ``moment``: its fields' shapes (what each holds is checked as the game reads it)."""
    from game.engine.moment import KEYS
    return Fields({key: Maybe(Plain(MOMENT_DEPTH)) for key in KEYS})


def _with_moment(setup_shape):
    """A game's set-up shape, with the ``moment`` every set-up may carry."""
    if isinstance(setup_shape, Fields):
        return Fields({**setup_shape.fields, "moment": Maybe(moment_shape())}, setup_shape.required)
    return setup_shape


def dotted(path: tuple) -> str:
    """('setup', 'life', 1) -> 'setup.life[1]'."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the file"


def refuse_setup(state, setup) -> None:
    """GameError naming the field, when ``setup`` does not fit ``state``'s game's set-up shape or breaks one
    of its ``setup_rules`` (the checks a replay's set-up gets, for a set-up given in code)."""
    from game.engine.state import GameError
    from game.engine.state_json import plain
    shapes = declared_shapes(state.game, state.players, None, state.defs)
    setup = plain(setup)
    bad = first_problem(shapes["setup"], setup) if "setup" in shapes else None
    if bad is None and shapes.get("setup_rules") is not None:
        bad = shapes["setup_rules"](setup)
    if bad:
        raise GameError(f"{dotted(('setup',) + tuple(bad[0]))} {bad[1]}")


def _refuse(reader, file, path, message):
    line, col = reader.position(path)
    raise SaveFileError(f"{file}:{line}:{col}: {dotted(path)} {message}", file=file, line=line, column=col,
                        reason=f"{dotted(path)} {message}")


def declared_shapes(game: str, seats: int, cards, defs=None) -> dict:
    """The game's own shapes (options, setup, seat_extras, setup_rules) from its manifest (``defs``: the game's
    cards, else read from ``cards``); {} when it declares none."""
    from game.engine.carddefs import game_cards
    from game.engine.registry import manifest_of
    manifest = manifest_of(game)
    make = manifest.replay_shapes if manifest is not None else None
    if make is None:
        return {}
    if defs is None:
        try:
            defs = game_cards(cards, game)
        except (KeyError, AttributeError, TypeError, ValueError):
            return {}                          # no cards for the game: starting it says so
    return make(seats, defs)


def check_fields(data: dict, reader, file: str, cards, written: bool) -> None:
    """Every field of a replay's data against its declared shape; SaveFileError at the first that is wrong."""
    from game.engine.registry import registered
    bad = first_problem(header_shape(registered()), data)
    if bad:
        _refuse(reader, file, *bad)
    seats = len(data["seats"])
    shapes = declared_shapes(data["game"], seats, cards)
    bad = first_problem(game_shape(seats, written, shapes, extras_key(data["game"])), data)
    if bad:
        _refuse(reader, file, *bad)
    rules = shapes.get("setup_rules")
    if rules is not None and data.get("setup") is not None:
        bad = rules(data["setup"])
        if bad:
            _refuse(reader, file, ("setup",) + tuple(bad[0]), bad[1])
    played = len(data.get("actions") or [])
    for i, undone in enumerate(data.get("taken_back") or []):
        if undone["step"] > played + 1:                 # the step the undone moves began at: at most the next one
            _refuse(reader, file, ("taken_back", i, "step"), f"is past the next step ({played + 1})")
