"""Pariahs' own events: what its rules do that the engine's events do not tell."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.events import Event


@dataclass(frozen=True)
class InfluenceScored(Event):
    """A round's end: each Color's Influence at the Locations, and the seat it secures Support for."""
    kind = "influence_scored"
    scores: tuple                   # (Yellow's, Blue's)
    winner: int | None              # None: tied, and nobody holds the Tie-Breaker

    @property
    def tied(self) -> bool:
        return self.scores[0] == self.scores[1]


@dataclass(frozen=True)
class DeckScored(Event):
    """The game's end: the Influence in a seat's deck and the Support it is worth."""
    kind = "deck_scored"
    seat: int
    influence: int
    support: int


@dataclass(frozen=True)
class PlacedAnother(Event):
    """An effect lets a seat place another card from its hand at a Location."""
    kind = "placed_another"
    seat: int
    card: int
    card_id: str
    location: int
