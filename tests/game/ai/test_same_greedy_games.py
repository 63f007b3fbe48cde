"""Every `greedy` level plays the same seeded greedy-versus-greedy game, action for action
(docs/AI.md, "The baselines").

A digest covers both seats' actions, the winners, the end and the public record; it moves only with the cards or with a
change to what a level decides, never with a speed change."""
import pytest

from game import games
from game.ai.greedy import (AllDealsGreedy, EveryDealGreedy, FreshDealsGreedy, UnsettledGreedy,
                             follow_up_depth, game_carry, game_keep_rule, scores_quiet_once)
from tests.game.ai.greedy_digest import greedy_digest
from tests.pinned import pinned_cards

CARDS = pinned_cards()

BEFORE = {                    # `greedy3`: every action on all three deals
    ("seize", 1): "203562f78f62f9ad738e7961",
    ("seize", 2): "16d12be5d4ef8b52a1ad9cb3",
    ("seize", 3): "d5ca43a66f4162352c14b240",
    ("pariahs", 1): "c3d7d5dad921a3effcb4846c",
    ("banished", 2): "f141d71dad4967207208ce16",
}
LONGER = {                    # `greedy3`, games too long for the quick run
    ("pariahs", 2): "14119d078ebdb4a627ac2b2c",
    ("banished", 1): "a61d896696197eec54008f3f",
}
QUIET_ONCE_GAMES = {          # Seize's `greedy22`, `greedy21`, `greedy1`: quiet actions on one deal, nothing carried
    ("seize", 1): "f6e430f18d86a78b5bb7bb7e",
    ("seize", 2): "380587a6cc71ffa14622ee9c",
    ("seize", 3): "3cd4c42beb5c4ad0fd0e6695",
}
FOLLOW_UP_GAMES = {           # `greedy21`: follow-up questions answered, every action on every deal
    ("pariahs", 1): "aff7893960f5f1bf9156660c",
    ("banished", 2): "35113ae0dd795c049dfb113f",
}
HALVING_GAMES = {             # `greedy22`: deals spent by sequential halving, follow-ups answered
    ("pariahs", 1): "e5d1d48f63f15da8c3848d4d",
    ("banished", 2): "d533396f824c3ccc7a04a72a",
}
CARRY_GAMES = {               # `greedy` where it carries its deals to the seat's next decision
    ("banished", 2): "b163464b80d8cb721608c066",
    ("seize", 2): "dc4af257c87388baab2508d3",
    ("seize", 5): "095527f252647b0918fae9be",
}


@pytest.mark.parametrize("game,seed", sorted(BEFORE))
def test_a_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS, AllDealsGreedy) == BEFORE[(game, seed)]


@pytest.mark.slow
@pytest.mark.parametrize("game,seed", sorted(LONGER))
def test_a_longer_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS, AllDealsGreedy) == LONGER[(game, seed)]


@pytest.mark.parametrize("player", [FreshDealsGreedy, UnsettledGreedy, EveryDealGreedy])
@pytest.mark.parametrize("game,seed", sorted(QUIET_ONCE_GAMES))
def test_a_seeded_greedy_game_that_scores_quiet_actions_once_plays_as_pinned(game, seed, player):
    assert greedy_digest(game, seed, CARDS, player) == QUIET_ONCE_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(FOLLOW_UP_GAMES))
def test_a_seeded_greedy21_game_that_answers_its_follow_ups_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS, EveryDealGreedy) == FOLLOW_UP_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(k for k in BEFORE if not scores_quiet_once(k[0])))
def test_greedy1_plays_as_greedy3_where_it_scores_every_action_on_every_deal(game, seed):
    assert greedy_digest(game, seed, CARDS, UnsettledGreedy) == BEFORE[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(HALVING_GAMES))
def test_a_seeded_greedy22_game_that_halves_its_deals_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS, FreshDealsGreedy) == HALVING_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(k for k in HALVING_GAMES if not game_carry(k[0])))
def test_greedy_plays_as_greedy22_where_it_carries_nothing(game, seed):
    assert greedy_digest(game, seed, CARDS) == HALVING_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(CARRY_GAMES))
def test_a_seeded_greedy_game_that_carries_its_deals_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS) == CARRY_GAMES[(game, seed)]


def test_every_game_that_scores_quiet_actions_once_has_pinned_games():
    assert {g for g in games.names() if scores_quiet_once(g)} == {game for game, _ in QUIET_ONCE_GAMES}


def test_every_other_game_that_answers_follow_ups_has_pinned_games():
    answering = {g for g in games.names() if follow_up_depth(g) and not scores_quiet_once(g)}
    assert answering == {game for game, _ in FOLLOW_UP_GAMES}


def test_every_game_that_halves_its_deals_has_pinned_games():
    assert {g for g in games.names() if game_keep_rule(g)} == {game for game, _ in HALVING_GAMES}


def test_every_game_that_carries_has_pinned_games():
    assert {g for g in games.names() if game_carry(g)} == {game for game, _ in CARRY_GAMES}


def test_the_greedy_digest_sees_a_different_game():
    pinned = {*BEFORE.values(), *QUIET_ONCE_GAMES.values(), *FOLLOW_UP_GAMES.values(), *HALVING_GAMES.values(),
              *CARRY_GAMES.values()}
    assert greedy_digest("seize", 4, CARDS) not in pinned
