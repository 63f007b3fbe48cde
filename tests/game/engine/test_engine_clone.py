"""A clone shares its cards until one side changes them: neither side ever sees the other's moves."""
import random

import pytest

from game import engine
from game.ai.determinize import Dealer, redeal_for
from tests.pinned import pinned_cards


CARDS = pinned_cards()


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


def test_the_list_the_rules_hold_while_drawing_stays_the_one_changed_after_a_clone_took_the_zone():
    state = engine.new_game("pariahs", ["a", "b"], 13, CARDS)
    copy = state.clone()                          # every zone is shared now
    deck = state.zones["deck:0"].cards
    hand = state.zones["hand:0"].cards[:]
    before = list(deck)
    for _ in range(3):                            # the rules' way: draw from the top of the list they hold
        engine.move(state, deck[-1], "hand:0")
    assert state.zones["deck:0"].cards is deck and deck == before[:-3]
    assert state.zones["hand:0"].cards == hand + before[-1:-4:-1]
    assert copy.zones["deck:0"].cards == before and copy.zones["hand:0"].cards == hand


def test_a_zone_changed_on_a_clone_is_the_clones_own_and_the_others_keep_theirs():
    state = engine.new_game("seize", ["a", "b"], 14, CARDS)
    first, second = state.clone(), state.clone()
    top = state.zones["deck"].cards[-1]
    engine.move(first, top, "hand:0")
    assert top in first.zones["hand:0"].cards and top not in first.zones["deck"].cards
    for other in (state, second):
        assert other.zones["deck"].cards[-1] == top and top not in other.zones["hand:0"].cards
    engine.move(second, top, "hand:1")
    assert top in second.zones["hand:1"].cards and top not in first.zones["hand:1"].cards
    assert state.zones["deck"].cards[-1] == top


def test_a_clone_and_its_original_each_record_only_the_actions_applied_to_it():
    state = engine.new_game("seize", ["a", "b"], 15, CARDS)
    played = []
    for _ in range(4):
        action = engine.legal_actions(state)[0]
        engine.apply(state, action)
        played.append((action.seat, action.kind, action.args))
    copy = state.clone()
    on_copy = engine.legal_actions(copy)[-1]
    engine.apply(copy, on_copy)
    on_state = engine.legal_actions(state)[0]
    engine.apply(state, on_state)
    assert on_copy != on_state
    assert copy.record == tuple(played) + ((on_copy.seat, on_copy.kind, on_copy.args),)
    assert state.record == tuple(played) + ((on_state.seat, on_state.kind, on_state.args),)
    assert engine.view(state, 1).record == state.record
