"""`greedy` spending its deals by sequential halving: only the leaders are scored on the next deal."""
import random

import pytest

from game import engine
from game.ai.determinize import Dealer, hidden_uids
from game.ai.greedy import Deals, GreedyPlayer, best_by_change, best_by_halving, best_one_step, keep_rule
from tests.game.ai.duel import new_duel
from tests.game.ai.applies import counting_applies as _counting_applies
from tests.pinned import pinned_cards

KEEP_ALL = keep_rule("all")


def test_the_better_half_is_kept_rounded_up_in_the_order_given_the_earlier_of_equals_first():
    score = {"a": 0.2, "b": 0.9, "c": 0.5, "d": 0.5, "e": 0.1}
    assert keep_rule("half")(list(score), score) == ["b", "c", "d"]
    assert keep_rule("top2")(list(score), score) == ["b", "c"]
    assert keep_rule("top9")(list(score), score) == list(score)
    assert keep_rule("all")(list(score), score) == list(score)


def test_within_keeps_every_action_whose_score_is_at_most_the_margin_below_the_best():
    score = {"a": 0.50, "b": 0.56, "c": 0.545, "d": 0.53}
    assert keep_rule("within0.02")(list(score), score) == ["b", "c"]


def test_rules_joined_by_a_slash_are_used_deal_after_deal_the_last_for_the_rest():
    score = {"a": 0.2, "b": 0.9, "c": 0.5}
    keep = keep_rule("top2/top1")
    assert [keep(list(score), score, dealt) for dealt in (1, 2, 3)] == [["b", "c"], ["b"], ["b"]]


def test_an_unknown_keep_rule_is_refused():
    with pytest.raises(ValueError):
        keep_rule("best")


def _deals(view, seed):
    """The same three deals twice: once dealt as a player deals them, once as plain copies."""
    rng = random.Random(seed)
    dealer = Dealer(view)
    lazy = Deals(dealer, rng, None, 3)
    eager = [lazy[k].clone() for k in range(3)]
    return lazy, eager


def _answering(seed):
    """A duel position whose answers end the trick, so that every answer draws from the deck."""
    state = new_duel(seed)
    engine.apply(state, engine.legal_actions(state)[0])
    return engine.view(state, 1)


def test_keeping_every_action_chooses_as_scoring_every_action_on_every_deal():
    for seed in range(10):
        view = _answering(seed)
        actions = dict(enumerate(engine.legal_actions(view)))
        lazy, eager = _deals(view, seed)
        assert best_by_halving(lazy, actions, 1, KEEP_ALL) == best_one_step(eager, actions, 1)


def test_keeping_every_action_by_change_chooses_as_scoring_quiet_actions_once():
    for seed in range(10):
        view = engine.view(new_duel(seed), 0)
        actions = dict(enumerate(engine.legal_actions(view)))
        lazy, eager = _deals(view, seed)
        hidden = hidden_uids(view)
        assert best_by_halving(lazy, actions, 0, KEEP_ALL, hidden) == best_by_change(eager, actions, 0, hidden)


def test_only_the_leaders_of_a_deal_are_scored_on_the_next(monkeypatch):
    view = next(v for v in map(_answering, range(20)) if len(engine.legal_actions(v)) >= 3)
    actions = dict(enumerate(engine.legal_actions(view)))
    counts = _counting_applies(monkeypatch)
    deals = Deals(Dealer(view), random.Random(3), None, 3)
    best = best_by_halving(deals, actions, 1, keep_rule("top2"))
    assert sorted(counts.values()) == [1] * (len(actions) - 2) + [3, 3]
    assert counts[actions[best].args] == 3


def test_the_next_deal_is_not_dealt_when_one_leader_is_left():
    view = _answering(4)
    actions = dict(enumerate(engine.legal_actions(view)))
    deals = Deals(Dealer(view), random.Random(4), None, 3)
    best_by_halving(deals, actions, 1, keep_rule("top1"))
    assert len(deals.dealt) == 1


def test_the_third_deal_is_not_dealt_when_the_second_leaves_one_leader(monkeypatch):
    view = next(v for v in map(_answering, range(20)) if len(engine.legal_actions(v)) >= 3)
    actions = dict(enumerate(engine.legal_actions(view)))
    counts = _counting_applies(monkeypatch)
    deals = Deals(Dealer(view), random.Random(7), None, 3)
    best_by_halving(deals, actions, 1, keep_rule("top2/top1"))
    assert len(deals.dealt) == 2
    assert sorted(counts.values()) == [1] * (len(actions) - 2) + [2, 2]


def test_a_quiet_leader_needs_no_second_deal(monkeypatch):
    view = engine.view(new_duel(5), 0)           # a lead moves a card of its own hand: nothing hidden
    actions = dict(enumerate(engine.legal_actions(view)))
    counts = _counting_applies(monkeypatch)
    deals = Deals(Dealer(view), random.Random(5), None, 3)
    best_by_halving(deals, actions, 0, keep_rule("half"), hidden_uids(view))
    assert set(counts.values()) == {1}
    assert len(deals.dealt) == 1


def test_deals_are_made_in_order_when_first_read_and_kept():
    view = engine.view(new_duel(6), 0)
    dealer = Dealer(view)
    deals = Deals(dealer, random.Random(6), view._legal_cache, 3)
    assert deals.dealt == [] and len(deals) == 3
    second = deals[1]
    assert len(deals.dealt) == 2 and deals[1] is second
    again = random.Random(6)
    dealer.deal(again)
    assert {u: c.card_id for u, c in dealer.deal(again).cards.items()} == {
        u: c.card_id for u, c in second.cards.items()}


@pytest.mark.parametrize("game", ["banished", "pariahs", "seize"])
def test_a_player_that_halves_its_deals_plays_whole_games(game):
    state = engine.new_game(game, ("Ann", "Bob"), 11, pinned_cards())
    players = [GreedyPlayer(1, keep="half"), GreedyPlayer(2, keep="top2")]
    steps = 0
    while not state.over and steps < 2000:
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))
        steps += 1
    assert state.over and state.winners
