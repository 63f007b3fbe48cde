"""Computer players.  A player sees only ``engine.view(state, its seat)``.

Seat specs: ``human``, ``ai:random``, ``ai:greedy``, ``ai:hard``, ``ai:hard:SECONDS`` (a time budget per
decision) and ``ai:hard@ITERATIONS`` (a fixed number of search iterations per decision: the same seed then
plays the same game whatever the machine's load).  The lab registers its baselines (``register_level``,
game/lab/levels.py), which main.py makes seat specs too.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache

from game.ai.greedy import GreedyPlayer
from game.ai.ismcts import HardPlayer, default_iterations
from game.ai.random_player import RandomPlayer
from game.engine.errors import CardTableError

LEVELS = {"random": RandomPlayer, "greedy": GreedyPlayer, "hard": HardPlayer}   # the levels people play against
PLAYED = tuple(LEVELS)
SEARCHING = {"hard"}              # the levels that take a search budget
DEFAULT_SECONDS = 1.0


class SeatSpecError(CardTableError, ValueError):
    """A seat the command line or the set-up names that no player answers to (``ai:nonsense``)."""


def register_level(name: str, cls, searching: bool = False) -> None:
    """Make ``ai:NAME`` a seat spec played by ``cls``.

    ``searching``: it takes ``ai:NAME:SECONDS`` and ``@ITERATIONS``."""
    LEVELS[name] = cls
    if searching:
        SEARCHING.add(name)
    _parse.cache_clear()


@dataclass(frozen=True)
class Budget:
    """How long a seat searches a decision: ``kind`` is "seconds" or "iterations"."""
    kind: str
    amount: float

    @property
    def reproducible(self) -> bool:
        return self.kind == "iterations"

    def to_json(self) -> dict:
        return {"kind": self.kind, "amount": self.amount}


def parse_seat(spec: str) -> tuple[str, str | None, float | None]:
    """A seat spec's kind, level and time budget in seconds (None when it gives none).

    'human' -> ('human', None, None); 'ai:greedy' -> ('ai', 'greedy', None);
    'ai:hard:0.05' -> ('ai', 'hard', 0.05), a time budget of 0.05 s a decision;
    'ai:hard@2000' -> ('ai', 'hard', None), 2,000 search iterations a decision
    (``seat_budget`` says which budget a seat has).
    """
    kind, level, budget = _parse(spec)
    return kind, level, budget.amount if budget is not None and budget.kind == "seconds" else None


def seat_budget(spec: str) -> Budget | None:
    """The search budget a seat spec gives (None: no search, or the level's default)."""
    return _parse(spec)[2]


@lru_cache(maxsize=256)
def _parse(spec: str) -> tuple[str, str | None, Budget | None]:
    text = spec.strip()
    if text == "human":
        return "human", None, None
    text, at, iterations = text.partition("@")
    parts = text.split(":")
    if parts[0] != "ai" or len(parts) < 2 or parts[1] not in LEVELS or len(parts) > 3 or (at and len(parts) > 2):
        lab = [f"ai:{k}" for k in LEVELS if k not in PLAYED]
        raise SeatSpecError(f"bad seat '{spec}': use human, " + ", ".join(f"ai:{k}" for k in PLAYED)
                            + ", ai:hard:SECONDS or ai:hard@ITERATIONS"
                            + (f" (or a lab baseline: {', '.join(lab)})" if lab else ""))
    if (len(parts) == 3 or at) and parts[1] not in SEARCHING:
        raise SeatSpecError(f"bad seat '{spec}': only ai:hard takes a budget")
    if at:
        if not iterations.isdigit() or not 0 < int(iterations) <= 10_000_000:
            raise SeatSpecError(f"bad seat '{spec}': '{iterations}' is not a number of iterations (1 to 10000000)")
        return "ai", parts[1], Budget("iterations", int(iterations))
    if len(parts) == 3:
        try:
            seconds = float(parts[2])
        except ValueError:
            raise SeatSpecError(f"bad seat '{spec}': '{parts[2]}' is not a number of seconds") from None
        if not 0 < seconds < 3600:
            raise SeatSpecError(f"bad seat '{spec}': the budget must be between 0 and 3600 seconds")
        return "ai", parts[1], Budget("seconds", seconds)
    return "ai", parts[1], None


def effective_budget(spec: str) -> Budget | None:
    """The budget a seat searches with when played: a bare ``ai:hard`` has the default time budget."""
    kind, level, budget = _parse(spec)
    if level in SEARCHING and budget is None:
        return Budget("seconds", DEFAULT_SECONDS)
    return budget


def fixed_seat(spec: str, game: str) -> str:
    """The spec a reproducible run plays: a bare ``ai:hard`` becomes ``ai:hard@N``, N the game's
    iteration count that matches the default time budget (its ``Settings.iterations``)."""
    kind, level, budget = _parse(spec)
    if level in SEARCHING and budget is None:
        return f"ai:{level}@{default_iterations(game)}"
    return spec.strip()


def seat_budgets(seats) -> list:
    """Each seat's search budget as JSON ({"kind": "seconds" or "iterations", "amount"}), None for no search."""
    return [b.to_json() if (b := effective_budget(spec)) is not None else None for spec in seats]


def clock_warning(seats) -> str:
    """Why seats that search for a time cannot play the same games again (naming them); "" if none does."""
    timed = [spec for spec in seats if (b := effective_budget(spec)) is not None and not b.reproducible]
    if not timed:
        return ""
    return (f"{', '.join(timed)} search{'es' if len(timed) == 1 else ''} for a time, so the games depend on "
            "the machine's load and the number of workers; ai:hard@ITERATIONS plays the same games every time")


def make_player(spec: str, seed: int = 0):
    """The computer player for a seat spec, or None for a human seat."""
    kind, level, budget = _parse(spec)
    if kind == "human":
        return None
    cls = LEVELS[level]
    if budget is None:
        return cls(seed=seed)
    if budget.kind == "iterations":
        return cls(seed=seed, iterations=int(budget.amount))
    return cls(seed=seed, budget=budget.amount)


def player_seed(game_seed: int, seat: int) -> int:
    """A computer seat's own seed: a one-way hash of the game's, so its play cannot lead back to the deal."""
    digest = hashlib.blake2b(f"player {game_seed} {seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")
