"""`greedy` scoring a candidate after answering its own follow-up questions (game/ai/follow_up.py)."""
import random

import pytest

from game import engine
from game.ai.determinize import Dealer
from game.ai.evaluate import evaluate
from game.ai.follow_up import FollowUps, own_answers, settled_value
from game.ai.greedy import GreedyPlayer, UnsettledGreedy, best_one_step, follow_up_depth
from tests.game.pariahs.pariahs_positions import CARDS, find, game

CIRCLE_1 = 2        # The Circle (1): Gain a Supplicant. Use the Ability of the card you placed here.
WELL_1 = 6          # The Well (1): Draw 1 card. Use the Ability of the card you placed here.


def _ragpicker_or_mudlark():
    """Yellow to place Ragpicker (its Ability: earn a Convert, then exchange a placed card with a Supplicant,
    which asks which) or Mudlark (earn 2 Converts: nothing to ask)."""
    state = game({"hand:0": ["c1_ragpicker", "c1_mudlark"]})
    return state, find(state, "c1_ragpicker"), find(state, "c1_mudlark")


def _deals(state, n=3):
    view = engine.view(state, 0)
    dealer = Dealer(view)
    return [dealer.deal(random.Random(i)) for i in range(n)], dealer.hidden


def test_the_old_greedy_places_the_follower_that_asks_nothing_and_the_new_one_the_ability_it_answers():
    state, ragpicker, mudlark = _ragpicker_or_mudlark()
    for seed in range(4):
        old = UnsettledGreedy(seed).choose(engine.view(state, 0))
        new = GreedyPlayer(seed, follow_ups=2).choose(engine.view(state, 0))
        assert old.args[0] == mudlark
        assert new.args == (ragpicker, CIRCLE_1)      # gain a Supplicant, then Ragpicker's exchange: both answered


def test_at_the_well_the_answered_exchange_outscores_the_two_converts_the_unanswered_one_does_not():
    state, ragpicker, mudlark = _ragpicker_or_mudlark()
    actions = {0: engine.Action("place", 0, (ragpicker, WELL_1)), 1: engine.Action("place", 0, (mudlark, WELL_1))}
    deals, hidden = _deals(state)
    assert best_one_step([d.clone() for d in deals], actions, 0) == 1
    assert best_one_step([d.clone() for d in deals], actions, 0, FollowUps(hidden, 1)) == 0


def _placed(state, uid, location):
    after = state.clone()
    engine.apply(after, engine.Action("place", 0, (uid, location)))
    return after


def test_the_depth_bounds_how_many_questions_are_answered_before_the_position_is_scored():
    state, ragpicker, _ = _ragpicker_or_mudlark()
    after = _placed(state, ragpicker, CIRCLE_1)
    scored = []

    def spy(position, seat):
        scored.append(position.pending.prompt if position.pending is not None else None)
        return evaluate(position, seat)

    assert settled_value(after, 0, 0, spy) == evaluate(after, 0) and scored == ["Gain which Supplicant?"]
    for depth, left in ((1, {"Exchange it with which Supplicant?"}), (2, {None}), (5, {None})):
        scored.clear()
        settled_value(after, 0, depth, spy)
        assert set(scored) == left
    assert len(scored) == 9                   # three Supplicants to gain, then three to exchange with: no more


def test_another_seats_question_and_a_position_without_one_are_scored_as_they_stand():
    state, ragpicker, _ = _ragpicker_or_mudlark()
    after = _placed(state, ragpicker, CIRCLE_1)
    assert own_answers(after, 0) is not None and own_answers(after, 1) is None
    assert settled_value(after, 1, 2) == evaluate(after, 1)
    assert own_answers(state, 0) is None and settled_value(state, 0, 2) == evaluate(state, 0)


def _gains_then_exchanges(deals, ragpicker, follow_ups):
    """Each deal's value of Ragpicker placed at The Circle (1), and how many positions were scored for it."""
    values, counts = [], []
    for deal in deals:
        before = len(follow_ups.calls)
        values.append(follow_ups(_placed(deal, ragpicker, CIRCLE_1), 0))
        counts.append(len(follow_ups.calls) - before)
    return values, counts


class _Counted(FollowUps):
    def __init__(self, hidden):
        self.calls = []
        super().__init__(hidden, 2, self._count)

    def _count(self, position, seat):
        self.calls.append(position)
        return evaluate(position, seat)


def test_the_answers_found_on_the_first_deal_are_replayed_on_the_others_and_score_as_searching_them():
    state, ragpicker, _ = _ragpicker_or_mudlark()
    deals, hidden = _deals(state)
    none_hidden = [u for u in hidden if u not in state.zones["supdeck:0"].cards]     # as if the refills were seen
    follow_ups = _Counted(none_hidden)
    values, counts = _gains_then_exchanges(deals, ragpicker, follow_ups)
    assert counts == [9, 1, 1]
    assert values[0] == settled_value(_placed(deals[0], ragpicker, CIRCLE_1), 0, 2)
    (gain, exchange), = follow_ups.answers.values()
    for deal, value in zip(deals[1:], values[1:]):
        answered = _placed(deal, ragpicker, CIRCLE_1)
        engine.apply(answered, gain)
        engine.apply(answered, exchange)
        assert value == evaluate(answered, 0)


def test_an_answer_naming_a_card_hidden_from_the_player_is_searched_again_on_every_deal():
    state, ragpicker, _ = _ragpicker_or_mudlark()
    deals, hidden = _deals(state)
    follow_ups = _Counted(hidden)
    _, counts = _gains_then_exchanges(deals, ragpicker, follow_ups)
    # the first deal's best exchange is for the Supplicant that refilled the row from the hidden deck
    (key, replayed), = follow_ups.answers.items()
    assert len(replayed) == 1 and replayed[0].args[0] in state.zones["supplicants:0"].cards
    assert counts == [9, 3, 3]                  # the gain replayed, the exchange searched on each deal
    supplicants = set(state.zones["supplicants:0"].cards)
    _, counts = _gains_then_exchanges(deals, ragpicker, _Counted(set(hidden) | supplicants))
    assert counts == [9, 9, 9]                  # as if the Supplicants were hidden: nothing replayed


@pytest.mark.parametrize("name", ["pariahs", "seize", pytest.param("banished", marks=pytest.mark.slow)])
def test_a_greedy_that_answers_its_follow_ups_plays_whole_games(name):
    state = engine.new_game(name, ("Ann", "Bob"), 3, CARDS)
    players = [GreedyPlayer(1, follow_ups=2), UnsettledGreedy(2)]
    while not state.over:
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))
    assert state.end_reason


def test_greedy_answers_its_follow_ups_as_the_games_ai_settings_say():
    state, ragpicker, _ = _ragpicker_or_mudlark()
    assert follow_up_depth("pariahs") == 2
    assert GreedyPlayer(0).choose(engine.view(state, 0)).args == (ragpicker, CIRCLE_1)
