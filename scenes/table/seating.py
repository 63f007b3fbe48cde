"""Who sits at a new table when nobody says: the default seats and the names of unnamed seats."""
from __future__ import annotations

from game.ai import parse_seat
from game.ai.player_levels import DEFAULT_LEVEL, level_name

DEFAULT_SEATS = ("human", DEFAULT_LEVEL.spec)


def seat_names(specs) -> list[str]:
    """Names for seats nobody named: 'You' against the computer, 'Player 1', 'Player 2' hot-seat."""
    humans = sum(1 for s in specs if parse_seat(s)[0] == "human")
    names = []
    for i, spec in enumerate(specs):
        if parse_seat(spec)[0] == "human":
            names.append("Player" if humans == 1 else f"Player {i + 1}")
        else:
            level = level_name(spec)
            names.append(f"Computer ({level})" if sum(1 for s in specs if s == spec) == 1
                         else f"Computer {i + 1} ({level})")
    return names
