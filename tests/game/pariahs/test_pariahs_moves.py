"""Every Pariahs move that moves a card declares it: ``action.card`` goes to ``action.to``, as the rules move it."""
import random

import pytest

from game import engine
from game.engine import events as ev
from tests.game.pariahs.pariahs_positions import CARDS

GAMES = 12
MOVING = ("place", "initiative")


def first_move(state, action):
    trial = state.clone()
    events = engine.apply(trial, action)
    return next(e for e in events if isinstance(e, ev.CardMoved) and e.card == action.card)


@pytest.mark.slow
def test_each_move_declares_the_card_it_moves_and_where_it_goes():
    checked = {kind: 0 for kind in MOVING}
    for seed in range(GAMES):
        state = engine.new_game("pariahs", ("A", "B"), seed, CARDS)
        rng = random.Random(seed)
        while not state.over:
            acts = engine.legal_actions(state)
            for action in acts:
                if action.kind not in MOVING:
                    continue
                assert action.card is not None and action.to is not None, f"{action} declares no card"
                assert first_move(state, action).dst == action.to, action
                checked[action.kind] += 1
            engine.apply(state, rng.choice(acts))
    assert all(checked.values()), checked
