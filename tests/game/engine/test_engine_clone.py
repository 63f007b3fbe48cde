"""A clone shares its cards until one side changes them: neither side ever sees the other's moves."""
import random

import pytest

from game import engine
from game.ai.determinize import Dealer, redeal_for
from game.engine.cards import default_cards

CARDS = default_cards()


def fingerprint(state: engine.State) -> tuple:
    cards = tuple(sorted((u, c.card_id, c.owner, c.zone, c.face_up, tuple(sorted(c.props.items())), c.moves)
                         for u, c in state.cards.items()))
    zones = tuple((name, tuple(z.cards)) for name, z in sorted(state.zones.items()))
    return cards, zones, tuple(sorted(state.counters.items())), state.step


@pytest.mark.parametrize("game", ["seize", "pariahs", "banished"])
def test_a_move_on_a_clone_leaves_the_original_alone_and_the_other_way_round(game):
    state = engine.new_game(game, ["a", "b"], 11, CARDS)
    rng = random.Random(3)
    steps = 0
    while not state.over and steps < 150:
        actions = [a for a in engine.legal_actions(state) if a.kind != "concede"]
        action = actions[rng.randrange(len(actions))]
        before = fingerprint(state)
        copy = state.clone()
        engine.apply(copy, action)
        assert fingerprint(state) == before
        after_on_copy = fingerprint(copy)
        engine.apply(state, action)
        assert fingerprint(copy) == after_on_copy
        steps += 1
    assert steps > 20


@pytest.mark.parametrize("game", ["seize", "pariahs", "banished"])
def test_views_and_deals_leave_the_position_alone(game):
    state = engine.new_game(game, ["a", "b"], 12, CARDS)
    rng = random.Random(4)
    for _ in range(30):
        actions = [a for a in engine.legal_actions(state) if a.kind != "concede"]
        engine.apply(state, actions[rng.randrange(len(actions))])
        if state.over:
            break
        before = fingerprint(state)
        seat = state.rules.to_move(state)
        view = engine.view(state, seat)
        seen = fingerprint(view)
        deal = Dealer(view).deal(rng)
        engine.apply(deal, engine.legal_actions(deal)[0])
        other = redeal_for(state, 1 - seat, rng)
        engine.apply(other, engine.legal_actions(other)[0])
        assert fingerprint(state) == before
        assert fingerprint(view) == seen
