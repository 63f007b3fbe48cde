"""A rule or behaviour that drifts changes a digest: the same seed plays the same random game, move for move.

A digest covers every legal move (its label and declared move), every event, every seat's view every 7 steps
and the end; it moves only with the cards or with a change to the rules, never with a speed change."""
import pytest

from tests.game.engine.game_digest import game_digest
from tests.pinned import pinned_cards

CARDS = pinned_cards()

BEFORE = {
    ("banished", 2, 1): "f40d5c7fe11d5637a0816986",
    ("banished", 2, 2): "11eec34d975856555ff2bbe4",
    ("banished", 2, 3): "98449c1af2693b44afba3473",
    ("banished", 3, 1): "13126a95fdb592a631a889d0",
    ("banished", 3, 2): "3b35bb1a291ba0ca6aafc458",
    ("pariahs", 2, 1): "01766dd703884720d5f7ad75",
    ("pariahs", 2, 2): "a82ee01320d2379d9385bc95",
    ("pariahs", 2, 3): "325a1fef4f3504760468da1d",
    ("seize", 2, 1): "81a9bd38f4c01b187e113cf5",
    ("seize", 2, 2): "7ff1fbb771ec28ec76a76b82",
    ("seize", 2, 3): "26c2d7b6eac6c66395476714",
}


@pytest.mark.parametrize("game,seats,seed", sorted(BEFORE))
def test_a_seeded_random_game_plays_as_it_did_before_the_speed_work(game, seats, seed):
    assert game_digest(game, seed, CARDS, seats) == BEFORE[(game, seats, seed)]


def test_the_digest_sees_a_different_game():
    assert game_digest("seize", 4, CARDS) not in BEFORE.values()
