"""A Bandit's Seize's own events: the Trump turned; a Seize declared, negated, turned back or recognized.

They are typed like the engine's (``to_dict`` / ``event_from_dict`` through the
kind), so the table reacts to what happened and the log tells it in words
(``game.seize.words.describe``).  Each names its cards by uid and by what they
were at the time (card id and suit), so its sentence never depends on later changes.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Event


@dataclass(slots=True)
class TrumpTurned(Event):
    """The Trump turned from ``old`` (None: the first Trump of the game, which is also the Tonic) to ``new``."""
    kind = "trump_turned"
    sound = "chime"
    headline = True
    hold = 0.8
    old: str | None
    new: str

    def banner(self, state) -> str:
        return f"The Trump turns to {self.new}"

    def change(self, state):
        d = state.data
        d["trump"] = self.new
        if d["tonic"] is None:
            d["tonic"] = self.new
        else:
            d["turns"] += 1


@dataclass(slots=True)
class SeizeDeclared(Event):
    """``seat`` played ``card`` in response to ``led`` as a Seize, to turn the Trump from ``trump`` to ``suit``."""
    kind = "seize_declared"
    seat: int
    card: int
    card_id: str
    suit: str
    led: int
    trump: str | None

    def change(self, state):
        d = state.data
        d["seizer"], d["seizing"] = self.seat, self.card
        d["seizes"] += 1


@dataclass(slots=True)
class NegationPlayed(Event):
    """The leader ``seat`` negated the Seize of ``seizing`` with the colorless ``card`` (once of ``suit``)."""
    kind = "negation_played"
    seat: int
    card: int
    card_id: str
    suit: str
    seizing: int


@dataclass(slots=True)
class SeizeTurnedBack(Event):
    """The negation stands: ``seat``'s seizing ``card`` turns back and the Trump stays ``trump``."""
    kind = "seize_turned_back"
    seat: int
    card: int
    trump: str | None

    def change(self, state):
        state.data["seizer"] = state.data["seizing"] = None


@dataclass(slots=True)
class SeizeRecognized(Event):
    """``seat``'s Seize with ``card`` stands: the Trump turned from ``old`` to ``new``, a ``relation``
    turn ('dissonant', 'kin', 'complacent') whose ``price`` is 'led_card', 'seizing_card' or 'nothing'."""
    kind = "seize_recognized"
    seat: int
    card: int
    old: str
    new: str
    relation: str
    price: str
