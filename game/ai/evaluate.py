"""How good a position is for a seat: a number in [0, 1], roughly its chance to win.

``evaluate_all(state)`` (every seat) and ``evaluate(state, seat)`` are exact
on a finished game (1 for a sole winner, 1/k for one of k winners, 0 for a
loser) and otherwise ask the game's own evaluation, its manifest's
``evaluator``.  The evaluations read a full state (a determinization, never
the real game), and each one is written down, with its reasons, next to its
code in ``game/<game>/evaluation.py``.
"""
from __future__ import annotations

import math

from game import engine
from game.engine.registry import MANIFESTS

def evaluator(game: str):
    """Marks ``fn(state) -> [value of each seat]`` as a game's evaluation; its manifest names it (``evaluator``)."""
    def wrap(fn):
        return fn
    return wrap


def outcome(state: engine.State, seat: int) -> float:
    """A finished game's result for ``seat``."""
    if seat in state.winners:
        return 1.0 / len(state.winners)
    return 0.0


def evaluate(state: engine.State, seat: int) -> float:
    """``evaluate_all(state)[seat]``, without its list on a finished game."""
    if state.over:
        return outcome(state, seat)
    manifest = MANIFESTS.get(state.game)
    fn = manifest.evaluator if manifest is not None else None
    return 0.5 if fn is None else fn(state)[seat]


def evaluate_all(state: engine.State) -> list[float]:
    """Each seat's value of the position (a finished game is exact)."""
    if state.over:
        return [outcome(state, s) for s in range(state.players)]
    manifest = MANIFESTS.get(state.game)
    fn = manifest.evaluator if manifest is not None else None
    if fn is None:
        return [0.5] * state.players
    return fn(state)


def two_sided(margin: float, scale: float) -> list[float]:
    """Two seats' values from seat 0's margin: a win chance and its complement."""
    v = squash(margin, scale)
    return [v, 1.0 - v]


def squash(margin: float, scale: float) -> float:
    """A margin (mine minus theirs) as a win chance: 0.5 at even, towards 0 or 1 as it grows."""
    x = margin / scale
    if not x <= 40.0:                    # max(-40.0, min(40.0, x)) without the two calls (a NaN goes to 40.0 too)
        x = 40.0
    elif x < -40.0:
        x = -40.0
    return 1.0 / (1.0 + math.exp(-x))
