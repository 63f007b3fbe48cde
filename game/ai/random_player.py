"""The `random` level: uniform over the legal actions, never conceding."""
from __future__ import annotations

import random

from game import engine


class RandomPlayer:
    level = "random"
    reads_only_legal = True      # it may be handed the state instead of its view (the lab does)

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: engine.State) -> engine.Action:
        actions = engine.legal_actions(view)
        playable = [a for a in actions if a.kind != "concede"] or actions
        return self.rng.choice(playable)
