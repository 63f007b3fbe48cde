"""The computer levels a player is offered at the table: a plain name, how it plays, and the seat spec it is.

The lab's levels (game/lab/levels.py: baselines such as ``greedy0`` or ``greedy21``) stay
reachable by their specs on the command line; the set-up screens offer only these.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ai import parse_seat


@dataclass(frozen=True)
class PlayerLevel:
    name: str
    how: str            # one line on how it plays
    spec: str           # the seat spec it stands for


PLAYER_LEVELS = (
    PlayerLevel("Easy", "Plays any move it may, at random.", "ai:random"),
    PlayerLevel("Medium", "Takes the move that scores best right now, guessing the cards it cannot see.", "ai:greedy"),
    PlayerLevel("Hard", "Searches many moves ahead over the cards it cannot see, about a second a move.", "ai:hard"),
)
DEFAULT_LEVEL = PLAYER_LEVELS[1]


def level_of(spec: str) -> PlayerLevel | None:
    """The player-facing level a seat spec is, or None (a person, or a lab baseline)."""
    return next((lvl for lvl in PLAYER_LEVELS if lvl.spec == spec.strip()), None)


def level_name(spec: str) -> str:
    """How a computer seat's level is called: its plain name, else the lab's level (``greedy21``)."""
    level = level_of(spec)
    return level.name if level is not None else (parse_seat(spec)[1] or "")
