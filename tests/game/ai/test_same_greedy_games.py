"""Speed work on `greedy` changes no decision: the same seed plays the same greedy-versus-greedy game.

The digests were computed before the speed work of issues 20 and 21 (main at 3e762b9); each covers every
action both seats chose, the winners, the reason the game ended and the public record.
The two Pariahs digests follow the tuned Followers (issue 20, part 6, set N in docs/BALANCE.md: Devotees
and Supplicants into hand); the card file changed them, the evaluation did not.
"""
import pytest

from game.engine.cards import default_cards
from tests.game.ai.greedy_digest import greedy_digest

CARDS = default_cards()

BEFORE = {
    ("seize", 1): "203562f78f62f9ad738e7961",
    ("seize", 2): "16d12be5d4ef8b52a1ad9cb3",
    ("seize", 3): "d5ca43a66f4162352c14b240",
    ("pariahs", 1): "396777d4483c720a8f36b63c",
    ("banished", 2): "8a507d0b7e0ccf99ad8ad11d",
}
LONGER = {
    ("pariahs", 2): "cac7220e0f0ce1e1be1fd20e",
    ("banished", 1): "cd2a45bd308e455abc293353",
}


@pytest.mark.parametrize("game,seed", sorted(BEFORE))
def test_a_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS) == BEFORE[(game, seed)]


@pytest.mark.slow
@pytest.mark.parametrize("game,seed", sorted(LONGER))
def test_a_longer_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS) == LONGER[(game, seed)]


def test_the_greedy_digest_sees_a_different_game():
    assert greedy_digest("seize", 4, CARDS) not in BEFORE.values()
