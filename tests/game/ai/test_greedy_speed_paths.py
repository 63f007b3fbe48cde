"""The shortcuts that make a `greedy` decision cheaper without changing it."""
import random

from game import engine
from game.ai.determinize import Dealer, hidden_uids
from game.ai.follow_up import own_answers, settled_value
from game.ai.greedy import Deals, best_by_change
from tests.game.ai.duel import new_duel
from tests.game.ai.test_follow_up import CIRCLE_1, _placed, _ragpicker_or_mudlark


def _identities(state) -> dict:
    return {uid: (card.card_id, card.props) for uid, card in state.cards.items()}


def test_deals_drawn_at_once_are_the_deals_dealt_at_once_and_move_the_generator_as_far():
    for seed in range(5):
        view = engine.view(new_duel(seed), 0)
        dealer = Dealer(view)
        drawn, dealt = random.Random(seed), random.Random(seed)
        deals = Deals(dealer, drawn, view._legal_cache, 3, drawn_now=True)
        eager = [dealer.deal(dealt) for _ in range(3)]
        assert deals.dealt == []                     # drawn, not made
        assert drawn.getrandbits(64) == dealt.getrandbits(64)
        for k in (2, 0, 1):                          # made in any order, each from its own draws
            assert _identities(deals[k]) == _identities(eager[k])
            assert deals[k].rng.random() == eager[k].rng.random()


def test_scoring_quiet_actions_once_makes_no_other_deal_when_every_action_is_quiet():
    view = engine.view(new_duel(5), 0)               # a lead moves a card of its own hand: nothing hidden
    actions = dict(enumerate(engine.legal_actions(view)))
    hidden = hidden_uids(view)
    dealer = Dealer(view)
    deals = Deals(dealer, random.Random(5), view._legal_cache, 3, drawn_now=True)
    eager = [dealer.deal(random.Random(5)) for _ in range(3)]
    assert best_by_change(deals, actions, 0, hidden) == best_by_change(eager, actions, 0, hidden)
    assert len(deals.dealt) == 1


def test_an_action_that_draws_makes_the_other_deals_and_scores_on_them_as_before():
    state = new_duel(3)
    engine.apply(state, engine.legal_actions(state)[0])
    view = engine.view(state, 1)                     # every answer ends the trick and draws from the deck
    actions = dict(enumerate(engine.legal_actions(view)))
    hidden = hidden_uids(view)
    dealer = Dealer(view)
    rng = random.Random(8)
    deals = Deals(dealer, rng, view._legal_cache, 3, drawn_now=True)
    eager = [dealer.deal(random.Random(8)) for _ in range(3)]
    for deal in eager:
        deal._legal_cache = view._legal_cache
    assert best_by_change(deals, actions, 1, hidden) == best_by_change(eager, actions, 1, hidden)
    assert len(deals.dealt) == 3


def test_settling_a_position_leaves_it_as_it_was():
    state, ragpicker, _ = _ragpicker_or_mudlark()
    after = _placed(state, ragpicker, CIRCLE_1)
    record, question = after.record, after.pending.prompt
    first = settled_value(after, 0, 2)
    assert after.record == record and after.pending.prompt == question and own_answers(after, 0) is not None
    assert settled_value(after, 0, 2) == first
