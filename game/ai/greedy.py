"""The `greedy` level: try each legal action, keep the one whose position evaluates best.

It looks one decision ahead: each action is played on a few deals of the
cards hidden from it (``determinize``) and the resulting positions are scored
with the game's evaluation (``evaluate``), averaged over the deals.  Ties go
to the earlier action in the legal list, so the choice is reproducible.
"""
from __future__ import annotations

import random

from .. import engine
from .determinize import Dealer, Memory
from .evaluate import evaluate


class GreedyPlayer:
    level = "greedy"

    def __init__(self, seed: int = 0, samples: int = 3):
        self.rng = random.Random(seed)
        self.samples = samples
        self.memory = Memory()

    def choose(self, view: engine.State) -> engine.Action:
        self.memory.observe(view)
        actions = engine.legal_actions(view)
        playable = [a for a in actions if a.kind != "concede"] or actions
        if len(playable) == 1:
            choice = playable[0]
        else:
            me = view.rules.to_move(view)
            dealer = Dealer(view, self.memory)
            deals = [dealer.deal(self.rng) for _ in range(self.samples)]
            choice = max(playable, key=lambda a: self.score(deals, a, me))
        return choice

    @staticmethod
    def score(deals, action, seat) -> float:
        total = 0.0
        for deal in deals:
            after = deal.clone()
            engine.apply(after, action)
            total += evaluate(after, seat)
        return total / len(deals)
