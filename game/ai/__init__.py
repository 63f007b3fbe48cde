"""Computer players.  A player sees only ``engine.view(state, its seat)``.

Seat specs: ``human``, ``ai:random``, ``ai:greedy``, ``ai:hard`` and
``ai:hard:SECONDS`` (the search budget per decision).
"""
from __future__ import annotations

from game.ai.greedy import GreedyPlayer
from game.ai.ismcts import HardPlayer
from game.ai.random_player import RandomPlayer

LEVELS = {"random": RandomPlayer, "greedy": GreedyPlayer, "hard": HardPlayer}


class SeatSpecError(ValueError):
    pass


def parse_seat(spec: str) -> tuple[str, str | None, float | None]:
    """'human' -> ('human', None, None); 'ai:hard:0.05' -> ('ai', 'hard', 0.05)."""
    parts = spec.strip().split(":")
    if parts == ["human"]:
        return "human", None, None
    if parts[0] != "ai" or len(parts) < 2 or parts[1] not in LEVELS or len(parts) > 3:
        raise SeatSpecError(f"bad seat '{spec}': use human, " + ", ".join(f"ai:{k}" for k in LEVELS)
                            + " or ai:hard:SECONDS")
    budget = None
    if len(parts) == 3 and parts[1] != "hard":
        raise SeatSpecError(f"bad seat '{spec}': only ai:hard takes a budget in seconds")
    if len(parts) == 3:
        try:
            budget = float(parts[2])
        except ValueError:
            raise SeatSpecError(f"bad seat '{spec}': '{parts[2]}' is not a number of seconds") from None
        if not 0 < budget < 3600:
            raise SeatSpecError(f"bad seat '{spec}': the budget must be between 0 and 3600 seconds")
    return "ai", parts[1], budget


def make_player(spec: str, seed: int = 0):
    """The computer player for a seat spec, or None for a human seat."""
    kind, level, budget = parse_seat(spec)
    if kind == "human":
        return None
    cls = LEVELS[level]
    return cls(seed=seed, budget=budget) if budget is not None else cls(seed=seed)
