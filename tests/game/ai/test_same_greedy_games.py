"""Speed work on `greedy` changes no decision: the same seed plays the same greedy-versus-greedy game.

The digests were computed before the speed work of issues 20 and 21 (main at 3e762b9); each covers every
action both seats chose, the winners, the reason the game ended and the public record.  They pin
``ai:greedy3`` (every action scored on all three deals), which is what `greedy` was: leaving out alike
actions and dealing from kept cards (issue 21) did not move them.

Issue 21 then made `greedy` score a quiet action on one deal where that measured no weaker (``greedy_quiet_once``
in the game's AI settings): that changes its decisions on purpose, so those games' `greedy` digests
(``QUIET_ONCE_GAMES``) were computed afresh at that change.  Pariahs' `greedy` then came to answer two of
its own follow-up questions before it scores (``greedy_follow_ups`` in its AI settings, issue 20 part 6): its
game is pinned afresh in ``FOLLOW_UP_GAMES``, with set T's cards.  The rest play `greedy` as `greedy3`.
The Banished digests were recomputed on that engine (3e762b9) with the cards tuned in issue 20, part 6
(Cinder Jackal, Drowned Heron, Barrow Toad, Static Moth, Rime Hare, Leech Wren, Wand of Storms): the
cards moved them, not the engine, which gives the same.
The two Pariahs digests follow the tuned Followers (issue 20, part 6, set N in docs/BALANCE.md: Devotees
and Supplicants into hand); the card file changed them, the evaluation did not.  They moved again with the
third tuning (set T: Ragpicker, Cooper, Cobbler, Fishwife, Bailiff, Merchant, Knight, Prioress), again by the
cards alone.  The two Banished digests moved with the 4-Value Grims tuned on 1,100 dealt games (Barrow Toad, Gale
Sparrow, Dusk Cat, Leech Wren); the tree before this session's speed work (12325b2) gives the same with those cards.
"""
import pytest

from game import games
from game.ai.greedy import AllDealsGreedy, GreedyPlayer, follow_up_depth, scores_quiet_once
from game.engine.cards import default_cards
from tests.game.ai.greedy_digest import greedy_digest

CARDS = default_cards()

BEFORE = {
    ("seize", 1): "203562f78f62f9ad738e7961",
    ("seize", 2): "16d12be5d4ef8b52a1ad9cb3",
    ("seize", 3): "d5ca43a66f4162352c14b240",
    ("pariahs", 1): "f1afec3b702c89d0cf7f46a2",
    ("banished", 2): "97b247dd1819ab6602db473b",
}
LONGER = {
    ("pariahs", 2): "0dc8e6034a93cab02ab4d651",
    ("banished", 1): "23ca1e26479d1d77f14c9c32",
}
QUIET_ONCE_GAMES = {          # `greedy` where it scores quiet actions on one deal (issue 21)
    ("seize", 1): "f6e430f18d86a78b5bb7bb7e",
    ("seize", 2): "380587a6cc71ffa14622ee9c",
    ("seize", 3): "3cd4c42beb5c4ad0fd0e6695",
}
FOLLOW_UP_GAMES = {           # `greedy` where it answers its own follow-up questions before it scores (follow_up.py)
    ("pariahs", 1): "07727fef1a4c337693578041",
}


@pytest.mark.parametrize("game,seed", sorted(BEFORE))
def test_a_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS, AllDealsGreedy) == BEFORE[(game, seed)]


@pytest.mark.slow
@pytest.mark.parametrize("game,seed", sorted(LONGER))
def test_a_longer_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS, AllDealsGreedy) == LONGER[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(QUIET_ONCE_GAMES))
def test_a_seeded_greedy_game_that_scores_quiet_actions_once_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS) == QUIET_ONCE_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(k for k in BEFORE
                                             if not scores_quiet_once(k[0]) and not follow_up_depth(k[0])))
def test_greedy_plays_as_greedy3_where_it_scores_every_action_on_every_deal(game, seed):
    assert greedy_digest(game, seed, CARDS, GreedyPlayer) == BEFORE[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(FOLLOW_UP_GAMES))
def test_a_seeded_greedy_game_that_answers_its_follow_up_questions_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS) == FOLLOW_UP_GAMES[(game, seed)]


def test_every_game_whose_greedy_answers_follow_up_questions_has_pinned_games():
    assert {g for g in games.names() if follow_up_depth(g)} == {game for game, _ in FOLLOW_UP_GAMES}


def test_every_game_that_scores_quiet_actions_once_has_pinned_games():
    assert {g for g in games.names() if scores_quiet_once(g)} == {game for game, _ in QUIET_ONCE_GAMES}


def test_the_greedy_digest_sees_a_different_game():
    assert greedy_digest("seize", 4, CARDS) not in {*BEFORE.values(), *QUIET_ONCE_GAMES.values(),
                                                   *FOLLOW_UP_GAMES.values()}
