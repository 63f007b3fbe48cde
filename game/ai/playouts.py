"""Playouts: how a search finishes a line before the evaluation judges it.

A game may register a ``Playout``: a cheap policy (rules of thumb, no
evaluation) and where to stop, so that what the static evaluation cannot see
(a Combat's "When Revealed" abilities, say) is played out by the rules
themselves.  Without one, a playout is ``steps`` uniformly random actions.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from .. import engine


@dataclass(frozen=True)
class Playout:
    policy: Callable          # (state, rng) -> Action, for whoever is to move
    mark: Callable            # state -> a value; the playout stops when it changes
    max_steps: int = 80


PLAYOUTS: dict[str, Playout] = {}


def random_action(state: engine.State, rng: random.Random) -> engine.Action | None:
    actions = engine.legal_actions(state)
    playable = [a for a in actions if a.kind != "concede"] or actions
    return playable[rng.randrange(len(playable))] if playable else None


def play_out(state: engine.State, rng: random.Random, steps: int, use_policy: bool) -> None:
    """Play ``state`` forward in place: the game's playout if asked and registered, else random steps."""
    playout = PLAYOUTS.get(state.game) if use_policy else None
    if playout is None:
        for _ in range(steps):
            if state.over:
                return
            action = random_action(state, rng)
            if action is None:
                return
            engine.apply(state, action)
        return
    start = playout.mark(state)
    for _ in range(playout.max_steps):
        if state.over or playout.mark(state) != start:
            return
        action = playout.policy(state, rng)
        if action is None:
            return
        engine.apply(state, action)
