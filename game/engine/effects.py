"""The card language: each game's triggers, conditions, quantities and instructions, and how they run.

A card ability in ``cards.yaml`` names a trigger, optionally a condition and
"you may", and a list of instructions.  Each name is looked up in the game's
``Language`` (its manifest carries it; a name it lacks is looked up in the
engine's ``SHARED`` one), and its arguments are checked against the typed
parameters declared with it.  A game declares its verbs with its language's
decorators, in its verbs module.

An instruction is ``fn(ctx, **args) -> bool | None``; returning False means it
did not happen (so a later "if you do" instruction is skipped).  An instruction
that needs a player's choice calls ``ctx.choose``; the first time, that raises
``NeedChoice`` and the engine asks the player, then runs the instruction again
with the answer.  So an instruction makes no change before its last choice.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable


class _Null:
    """The value of a reference whose card has moved: every calculation using it is skipped."""
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self):
        return "NULL"

    def __bool__(self):
        return False


NULL = _Null()
REQUIRED = object()


class NeedChoice(Exception):
    """A choice the chain must ask a player: ``NeedChoice(prompt, options, labels, seat, moves)``, all five given
    (``Context.choose`` raises it; the chain unpacks ``args``): ``seat`` None for the ability's controller,
    ``moves`` None or, per option, the (card, zone) it sends where.  The fields are kept only in ``args`` (the
    exception's own C ``__init__``: it is raised often); the properties read them back.
    """

    @property
    def prompt(self) -> str:
        return self.args[0]

    @property
    def options(self) -> list:
        return self.args[1]

    @property
    def labels(self) -> list:
        return self.args[2]

    @property
    def seat(self):
        return self.args[3] if len(self.args) > 3 else None

    @property
    def moves(self) -> list:
        moves = self.args[4] if len(self.args) > 4 else None
        return moves or [(None, None)] * len(self.options)

    def __str__(self):
        return self.args[0]


INT_LIMIT = 999                    # a whole number without a declared range lies within ±INT_LIMIT


@dataclass(frozen=True)
class Param:
    """A typed argument: int, amount (int or a quantity name), str, bool, enum, card, seat, condition.

    ``min``/``max`` bound a number's value (an int without them lies within ±INT_LIMIT), or a
    text's or a list's length; ``item`` is the Param every entry of a list must match.
    """
    type: str
    default: object = REQUIRED
    choices: tuple = ()
    min: int | float | None = None
    max: int | float | None = None
    item: "Param | None" = None

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    def bounds(self) -> tuple:
        """The (lowest, highest) a value (a number) or a length (a text, a list) may be; None is open."""
        if self.type in ("int", "amount"):
            return (-INT_LIMIT if self.min is None else self.min, INT_LIMIT if self.max is None else self.max)
        return self.min, self.max


@dataclass(frozen=True)
class Spec:
    name: str
    kind: str                      # instruction | condition | quantity | trigger
    text: object                   # str template or callable(args) -> str
    params: dict = field(default_factory=dict)
    fn: Callable | None = None
    scope: str = "self"            # triggers: self | observer
    positional: str | None = None  # the parameter a bare value fills ("draw: 2")
    game: str = "*"                # the language that declares it: a game's name, "*" the shared one

    def describe(self, args: dict) -> str:
        if callable(self.text):
            return self.text(args)
        values = {k: p.default for k, p in self.params.items() if not p.required}
        values.update(args)
        values = {k: _words(v) for k, v in values.items()}
        count = values.get("count", values.get("amount", 1))
        values.setdefault("s", "" if str(count) == "1" else "s")
        try:
            return self.text.format(**values)
        except (KeyError, IndexError):
            return self.text


def _words(value):
    if isinstance(value, str):
        return value.replace("_", " ")
    return value


KINDS = ("trigger", "condition", "quantity", "instruction")


class Language:
    """One game's card language: its triggers, conditions, quantities and instructions by name.

    A game builds its own in its verbs module (``VERBS = Language("pariahs")``, then ``@VERBS.instruction(...)``)
    and its manifest carries it; a name it lacks is looked up in ``SHARED``, the verbs the engine gives every game.
    """

    def __init__(self, game: str):
        self.game = game
        self.specs: dict[str, dict[str, Spec]] = {kind: {} for kind in KINDS}

    def add(self, spec: Spec) -> Spec:
        self.specs[spec.kind][spec.name] = spec
        return spec

    def lookup(self, kind: str, name: str) -> Spec | None:
        """The ``kind`` ("trigger", "condition", "quantity", "instruction") called ``name``, or None."""
        found = self.specs[kind].get(name)
        return found if found is not None or self is SHARED else SHARED.specs[kind].get(name)

    def names(self, kind: str) -> list[str]:
        return sorted(set(self.specs[kind]) | set(SHARED.specs[kind]))

    def _decorator(self, kind, name, text, positional, params):
        def wrap(fn):
            self.add(Spec(name, kind, text, dict(params), fn, "self",
                          positional or (next(iter(params)) if len(params) == 1 else None), self.game))
            return fn
        return wrap

    def instruction(self, name: str, text, positional=None, **params: Param):
        return self._decorator("instruction", name, text, positional, params)

    def condition(self, name: str, text, positional=None, **params: Param):
        return self._decorator("condition", name, text, positional, params)

    def quantity(self, name: str, text):
        return self._decorator("quantity", name, text, None, {})

    def trigger(self, name: str, text: str, scope="self") -> Spec:
        """Triggers named ``instead_of_X`` are replacement effects; ``activated`` ones are used by choice."""
        return self.add(Spec(name, "trigger", text, {}, None, scope, None, self.game))


SHARED = Language("*")
LANGUAGES: dict[str, Language] = {}      # game name -> its language, as register_game hands it over


def language_of(game: str) -> Language:
    """The language of the registered game called ``game`` (the shared one for a game that brings none)."""
    return LANGUAGES.get(game, SHARED)


# -----------------------------------------------------------------------------
# Parsed abilities (built by game.cards, shared and frozen)
# -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Instr:
    name: str
    args: dict
    spec: Spec
    linked: bool = False           # "if you do": runs only if the previous instruction did

    @cached_property
    def text(self) -> str:
        return self.spec.describe(self.args)

    @cached_property
    def arg_plan(self) -> tuple:
        """(the arguments that read nothing of the game, worked out once; (name, Param, value) of those that
        ``Context.resolve`` reads from the game each time the instruction runs)."""
        return arg_plan(self.spec, self.args)


def arg_plan(spec: Spec, args: dict) -> tuple:
    """``Instr.arg_plan`` of ``spec`` given ``args``: what ``Context.resolve_args`` would give, split into the
    values it passes as they are and those it resolves."""
    fixed, resolved = {}, []
    for name, param in spec.params.items():
        value = args.get(name, param.default)
        if value is REQUIRED:
            continue
        if param.type in _REFERRING and _READS_GAME[param.type](value):
            resolved.append((name, param, value))
        else:
            fixed[name] = value
    return fixed, tuple(resolved)


@dataclass(frozen=True)
class Cond:
    name: str
    args: dict
    spec: Spec | None = None       # None for all / any / not

    @cached_property
    def text(self) -> str:
        if self.name in ("all", "any"):
            joiner = " and " if self.name == "all" else " or "
            return joiner.join(c.text for c in self.args["of"])
        if self.name == "not":
            return "not " + self.args["of"].text
        return self.spec.describe(self.args)


@dataclass(frozen=True)
class Ability:
    trigger: str
    do: tuple
    condition: Cond | None = None
    may: bool = False
    cost: tuple = ()
    override: str | None = None
    trigger_spec: Spec | None = None

    @cached_property
    def text(self) -> str:
        """The ability in words, worded once (an ability never changes; a new card file makes new ones)."""
        if self.override:
            return self.override
        parts = []
        for instr in self.do:
            sentence = instr.text
            if instr.linked:
                sentence = "if you do, " + sentence[:1].lower() + sentence[1:]
            parts.append(sentence[:1].upper() + sentence[1:])
        body = ". ".join(p.rstrip(".") for p in parts) + "."
        if self.may:
            body = "You may " + body[:1].lower() + body[1:]
        if self.cost:
            body = " and ".join(c.text for c in self.cost) + ": " + body
        if self.condition is not None:
            body = "If " + self.condition.text + ", " + body[:1].lower() + body[1:]
        head = self.trigger_spec.text if self.trigger_spec else ""
        return (head + " " + body).strip() if head else body


# -----------------------------------------------------------------------------
# The context an instruction runs in
# -----------------------------------------------------------------------------

class Context:
    """What an instruction may read and whom it may ask: the state, its source, its memory."""
    __slots__ = ("state", "item", "source", "you", "allow_choice", "_asked")

    def __init__(self, state, item, allow_choice=True):
        self.state = state
        self.item = item
        self.source = item.card              # the card whose ability this is
        self.you = item.controller           # the seat that controls it
        self.allow_choice = allow_choice
        self._asked = 0

    @property
    def memory(self) -> dict:
        return self.item.memory

    @property
    def info(self) -> dict:
        return self.item.info

    def opponents(self) -> list[int]:
        return [s for s in range(self.state.players) if s != self.you]

    def remember(self, uid: int) -> None:
        """Make ``uid`` what a later linked instruction calls "it"."""
        self.item.memory["it"] = ref(self.state, uid)

    def it(self):
        return deref(self.state, self.item.memory.get("it"))

    def choose(self, prompt: str, options: list, labels=None, seat=None, moves=None):
        """The chooser's pick among ``options``; a lone option is taken without asking.

        ``labels``: one per option, or a function of an option, called only when the choice is put to
        a player (an instruction played again with its answers so far never words them).

        ``moves``, one ``(card, zone)`` per option, declares where each answer sends which card
        (the window drags it there); by default an option that is a card is that card, going nowhere
        it can say.  Returns NULL when there is nothing to choose from.
        """
        if not options:
            return NULL
        if len(options) == 1:
            return options[0]
        k = self._asked
        self._asked += 1
        if k < len(self.item.answers):
            return self.item.answers[k]
        if not self.allow_choice:
            return options[0]
        if callable(labels):
            labels = [labels(o) for o in options]
        elif not labels:
            labels = [str(o) for o in options]
        raise NeedChoice(prompt, options, labels, seat, moves)      # read at once by the chain: not copied

    def resolve_args(self, spec: Spec, args: dict) -> dict:
        out = {}
        given = args.get
        for name, param in spec.params.items():
            value = given(name, param.default)
            if value is REQUIRED:
                continue
            out[name] = self.resolve(param, value) if param.type in _REFERRING else value
        return out

    def resolve(self, param: Param, value):
        if param.type == "amount" and isinstance(value, str):
            q = language_of(self.state.game).lookup("quantity", value)
            return q.fn(self) if q else NULL
        if param.type == "card":
            if value == "self":
                item = self.item
                if self.state.cards[self.source].moves != item.moves_at_trigger and not item.info.get("self_may_move"):
                    return NULL
                return self.source
            if value == "it":
                return self.it()
            if value == "subject":
                return deref(self.state, self.item.info.get("subject"))
            return value
        if param.type == "seat":
            if value == "you":
                return self.you
            if value == "opponent":
                opp = self.item.info.get("opponent")
                if opp is None:
                    opps = self.opponents()
                    return opps[0] if len(opps) == 1 else NULL
                return opp
            if value == "owner_of_it":
                uid = self.it()
                return NULL if uid is NULL else self.state.cards[uid].owner
            return value
        return value


_REFERRING = frozenset(("amount", "card", "seat"))     # the Param types whose values ``resolve`` may read
_READS_GAME = {                                         # per such type: whether ``resolve`` reads a value from the game
    "amount": lambda value: isinstance(value, str),
    "card": lambda value: isinstance(value, str) and value in ("self", "it", "subject"),
    "seat": lambda value: isinstance(value, str) and value in ("you", "opponent", "owner_of_it"),
}


def ref(state, uid: int) -> tuple:
    """A reference to a card as it is now; it reads null once the card moves."""
    return (uid, state.cards[uid].moves)


def deref(state, reference):
    """The uid of a reference, or NULL when the card has moved since."""
    if reference is None or reference is NULL:
        return NULL
    uid, moves = reference
    card = state.cards.get(uid)
    if card is None or card.moves != moves:
        return NULL
    return uid
