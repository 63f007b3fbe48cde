"""Every Pariahs move that moves a card declares it: ``action.card`` goes to ``action.to``, as the rules move it."""
import pytest

from tests.declared_moves import check_declared_moves
from tests.game.pariahs.pariahs_positions import CARDS

GAMES = 12
MOVING = ("place", "initiative")


@pytest.mark.slow
def test_each_move_declares_the_card_it_moves_and_where_it_goes():
    checked = check_declared_moves("pariahs", ("A", "B"), range(GAMES), CARDS, MOVING)
    assert all(checked.values()), checked
