"""Banished's own events: what its rules do that the engine's events do not tell."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Event


@dataclass(slots=True)
class Damage(Event):
    """``seat`` lost ``amount`` Life to ``source`` (the Life counter's own change is a CounterChanged)."""
    kind = "damage"
    sound = "hit"
    hold = 0.35
    seat: int
    amount: int
    source: str = ""


@dataclass(slots=True)
class GrimSilenced(Event):
    """A seat's Grim loses its effects for the rest of this Combat."""
    kind = "grim_silenced"
    seat: int
    card: int | None                # the Grim in the slot then, if any

    def change(self, state):
        silenced = state.data.get("silenced") or ()
        if self.seat not in silenced:
            state.data["silenced"] = (*silenced, self.seat)


@dataclass(slots=True)
class WonAtZeroLife(Event):
    """A seat at 0 Life wins Combat: no one takes damage and it gains 1 Life."""
    kind = "won_at_zero_life"
    seat: int
