"""How good a position is for a seat: a number in [0, 1], roughly its chance to win.

``evaluate_all(state)`` (every seat) and ``evaluate(state, seat)`` are exact
on a finished game (1 for a sole winner, 1/k for one of k winners, 0 for a
loser) and otherwise ask the game's own evaluation, registered here with
``@evaluator(game)``.  The evaluations read a
full state (a determinization, never the real game), and each one is written
down, with its reasons, next to its code in ``game/ai/eval_<game>.py``.
"""
from __future__ import annotations

import importlib
import math

from game import engine

EVALUATORS: dict = {}
_GAME_MODULES = {"seize": "game.seize.evaluation", "pariahs": "game.pariahs.evaluation", "banished": "game.banished.evaluation"}


def evaluator(game: str):
    """Register ``fn(state) -> [value of each seat]`` as the game's evaluation."""
    def wrap(fn):
        EVALUATORS[game] = fn
        return fn
    return wrap


def outcome(state: engine.State, seat: int) -> float:
    """A finished game's result for ``seat``."""
    if seat in state.winners:
        return 1.0 / len(state.winners)
    return 0.0


def evaluate(state: engine.State, seat: int) -> float:
    return evaluate_all(state)[seat]


def evaluate_all(state: engine.State) -> list[float]:
    """Each seat's value of the position (a finished game is exact)."""
    if state.over:
        return [outcome(state, s) for s in range(state.players)]
    fn = _lookup(state.game)
    if fn is None:
        return [0.5] * state.players
    return fn(state)


def two_sided(margin: float, scale: float) -> list[float]:
    """Two seats' values from seat 0's margin: a win chance and its complement."""
    v = squash(margin, scale)
    return [v, 1.0 - v]


def squash(margin: float, scale: float) -> float:
    """A margin (mine minus theirs) as a win chance: 0.5 at even, towards 0 or 1 as it grows."""
    x = max(-40.0, min(40.0, margin / scale))
    return 1.0 / (1.0 + math.exp(-x))


def load(game: str) -> None:
    """Import the game's evaluation module (it also registers the game's deal constraints)."""
    if game not in EVALUATORS and game in _GAME_MODULES:
        try:
            importlib.import_module(_GAME_MODULES[game])
        except ModuleNotFoundError as err:
            if err.name != _GAME_MODULES[game]:
                raise


def _lookup(game: str):
    load(game)
    return EVALUATORS.get(game)
