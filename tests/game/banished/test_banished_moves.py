"""Every Banished move that moves a card declares it: ``action.card`` goes to ``action.to``, as the rules move it."""
import pytest

from tests.declared_moves import check_declared_moves
from tests.game.banished.test_banished_kit import CARDS, NAMES

GAMES = 4
MOVING = ("choose_grim", "dispel", "banish", "play_grim", "play_bond", "use", "conjure")


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_move_declares_the_card_it_moves_and_where_it_goes(seats):
    checked = check_declared_moves("banished", NAMES[:seats], range(GAMES), CARDS, MOVING)
    assert all(checked.values()), checked
