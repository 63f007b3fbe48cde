"""`greedy`'s shortcuts: alike actions tried once, quiet actions scored on one deal."""
import random

from game import engine
from game.ai.determinize import Dealer, hidden_uids
from game.ai.greedy import GreedyPlayer, best_by_change, best_one_step, distinct
from tests.game.ai.duel import new_duel
from tests.game.ai.applies import counting_applies as _counting_applies


def _twins(state, seat):
    """The state with the first two cards of ``seat``'s hand made the same number (the first one's)."""
    a, b = state.zones[f"hand:{seat}"].cards[:2]
    state.writable(b).card_id = state.cards[a].card_id
    return a, b


def test_two_actions_on_alike_cards_are_tried_once_and_the_first_is_kept():
    state = new_duel(3)
    a, b = _twins(state, 0)
    view = engine.view(state, 0)
    actions = engine.legal_actions(view)
    kept = distinct(view, actions)
    assert [act.args[0] for act in kept.values()] == [u for u in state.zones["hand:0"].cards if u != b]
    assert all(actions[i] is act for i, act in kept.items())


def test_cards_the_view_hides_are_never_taken_as_alike():
    view = engine.view(new_duel(3), 0)
    hidden = view.zones["hand:1"].cards
    actions = [engine.Action("play", 1, (uid,)) for uid in hidden]
    assert len(distinct(view, actions)) == len(hidden)


def test_leaving_out_alike_actions_chooses_as_trying_them_all():
    for seed in range(12):
        state = new_duel(seed)
        _twins(state, 0)
        view = engine.view(state, 0)
        actions = engine.legal_actions(view)
        deals = [Dealer(view).deal(random.Random(seed)) for _ in range(3)]
        again = [d.clone() for d in deals]
        assert best_one_step(deals, distinct(view, actions), 0) == best_one_step(again, dict(enumerate(actions)), 0)


def test_a_quiet_action_is_scored_on_one_deal_and_one_that_draws_on_every_deal(monkeypatch):
    state = new_duel(5)
    leading = engine.view(state, 0)              # a lead moves a card of its own hand: nothing hidden
    deals = [Dealer(leading).deal(random.Random(i)) for i in range(3)]
    counts = _counting_applies(monkeypatch)
    best_by_change(deals, dict(enumerate(engine.legal_actions(leading))), 0, hidden_uids(leading))
    assert set(counts.values()) == {1}
    engine.apply(state, engine.legal_actions(state)[0])
    answering = engine.view(state, 1)            # an answer ends the trick: both seats draw from the deck
    deals = [Dealer(answering).deal(random.Random(i)) for i in range(3)]
    counts.clear()
    best_by_change(deals, dict(enumerate(engine.legal_actions(answering))), 1, hidden_uids(answering))
    assert set(counts.values()) == {3}


def test_the_change_each_deal_saw_ranks_the_actions_as_the_totals_do_when_every_action_uses_every_deal():
    for seed in range(10):
        state = new_duel(seed)
        engine.apply(state, engine.legal_actions(state)[0])
        view = engine.view(state, 1)
        deals = [Dealer(view).deal(random.Random(seed)) for _ in range(3)]
        actions = dict(enumerate(engine.legal_actions(view)))
        again = [d.clone() for d in deals]
        assert best_by_change(deals, actions, 1, hidden_uids(view)) == best_one_step(again, actions, 1)


def test_a_player_that_scores_quiet_actions_once_plays_whole_games():
    for seed in range(4):
        state = new_duel(seed)
        players = [GreedyPlayer(seed, quiet_once=True), GreedyPlayer(seed + 1, quiet_once=False)]
        while not state.over:
            seat = state.rules.to_move(state)
            engine.apply(state, players[seat].choose(engine.view(state, seat)))
        assert state.winners
