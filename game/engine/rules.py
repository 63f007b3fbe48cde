"""The hooks every game fills in (``Rules``) and a sandbox's table settings (``Setting``)."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.describe import possessive
from game.engine.faces import Face
from game.engine.play import legal_actions
from game.engine.action import Action
from game.engine.state import State


@dataclass(frozen=True)
class Setting:
    """A value of the table a sandbox may set: ``state.data[key]``, one of ``choices`` ((value, text), ...)."""
    key: str
    label: str
    choices: tuple

    def text(self, value) -> str:
        return next((t for v, t in self.choices if v == value), str(value))

    def step(self, value, delta: int):
        """The choice ``delta`` places after ``value``, round the list."""
        values = [v for v, _ in self.choices]
        i = values.index(value) if value in values else -1
        return values[(i + delta) % len(values)]


class Rules:
    """One game's turn structure.  Subclasses fill in the hooks.

    ``setup``, ``legal`` and ``perform`` are required; every other hook has a
    default here, so shared code calls any hook on any game without asking
    whether it has one (docs/ENGINE.md lists them all).
    """
    name = "?"
    min_seats = 2
    max_seats = 2
    # What a copy moved on by events alone (the table's shown position) keeps of this game (docs/ENGINE.md):
    announced_props: tuple = ()     # card props the rules work out from their data and only announce by a
                                    # CardChanged: such a copy keeps the announced value as the card's prop

    @classmethod
    def setup(cls, state: State, options: dict) -> None:
        raise NotImplementedError

    @classmethod
    def legal(cls, state: State) -> list[Action]:
        """The moves of whoever must act when no decision is pending."""
        raise NotImplementedError

    @classmethod
    def perform(cls, state: State, action: Action) -> None:
        """Carry out a legal action (and answers to decisions with source 'game')."""
        raise NotImplementedError

    @classmethod
    def explain(cls, state: State, action: Action) -> str:
        """Why ``action`` is not legal now (the engine only asks when it is not)."""
        return f"{action} is not a legal move now"

    @classmethod
    def chain_empty(cls, state: State) -> bool:
        """Called whenever the chain empties; return True if it changed anything."""
        return False

    @classmethod
    def priority_order(cls, state: State) -> list[int]:
        return list(range(state.players))

    @classmethod
    def active_zones(cls, state: State) -> list[str]:
        return []

    @classmethod
    def controller(cls, state: State, uid: int) -> int:
        return state.cards[uid].owner

    @classmethod
    def to_move(cls, state: State) -> int | None:
        """The seat that must act now (None when the game is over)."""
        if state.over:
            return None
        if state.pending is not None:
            return state.pending.seat
        acts = legal_actions(state)
        return acts[0].seat if acts else None

    @classmethod
    def redact(cls, state: State, seat: int) -> None:
        """Game-specific hiding beyond zones, applied to a view."""

    @classmethod
    def settings(cls, state: State) -> list["Setting"]:
        """What a sandbox may set on the table besides cards and counters (Seize's Trump)."""
        return []

    @classmethod
    def change_setting(cls, state: State, key: str, value) -> None:
        """Set one of ``settings``; a game keeps its own invariants here."""
        state.data[key] = value

    @classmethod
    def always_legal(cls, state: State) -> list[Action]:
        """Actions any seat may take at any time, whoever is to move (conceding).

        ``legal_actions`` lists those of the seat to move; ``apply`` accepts those
        of any seat, even while a decision is pending, and hands them to ``perform``.
        """
        return []

    always_legal.__func__.lists_none = True        # the default: ``legal_actions`` need not ask it

    @classmethod
    def describe(cls, state: State, event) -> str | None:
        """An event told in the game's own words for the log, or None for the engine's wording."""
        return None

    @classmethod
    def zone_label(cls, state: State, zone: str) -> str:
        """A zone's name in a sentence: 'hand:1' -> "Bob's hand", 'deck' -> 'the deck'."""
        kind, _, seat = zone.partition(":")
        kind = kind.replace("_", " ")
        if seat.isdigit() and int(seat) < len(state.seats):
            return f"{possessive(state.seats[int(seat)], in_sentence=True)} {kind}"
        return f"the {kind}"

    @classmethod
    def face(cls, definition, props=None) -> Face:
        """What the card's face shows; by default its name, family, first number and text."""
        numbers = [v for v in definition.fields.values() if isinstance(v, int) and not isinstance(v, bool)]
        return Face(title=definition.name, kind=definition.family.replace("_", " ").title(),
                    corner=str(numbers[0]) if numbers else "", text=definition.text,
                    family=definition.family, art_key=definition.id, back=cls.name,
                    flavor=str(definition.get("flavor", "") or ""))

    @classmethod
    def card_qualifier(cls, state: State, uid: int) -> str | None:
        """What tells apart cards of one id in words, as the rulebook would (a Seize card's suit), or None."""
        return None

    @classmethod
    def table_json(cls, state: State) -> dict:
        """The game's own table state as plain data (the Trump, the phase, the round, Favor…) for
        ``replay --json``; it must hold only what the state's viewer may know (it is given a view)."""
        return {}

    @classmethod
    def step_limit(cls, state: State) -> int:
        """The most actions a game can take by these rules; a game that reaches it ends as a draw ("limit")."""
        return 20_000

    @classmethod
    def progress(cls, state: State):
        """A mark that changes whenever the game gets anywhere (a round, a trick, Life lost); None: no check.

        If it stays the same for ``stall_limit`` actions in a row the game ends as a draw ("limit").
        """
        return None

    stall_limit = 2_000
    chain_limit = 10_000      # chain items resolved in one action before the game ends as a draw ("limit")

    @classmethod
    def stats(cls, state: State) -> dict:
        """Numbers about a finished game for the lab's summaries (tricks, rounds): name -> number."""
        return {}
