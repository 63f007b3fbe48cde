"""Every designed Follower's Ability, used at The Well (1) from the position in pariahs_positions.

The Well (1) first draws the Smith from the top of Yellow's deck; then the
Ability resolves.  Yellow's deck, bottom to top: Mudlark, Cobbler, Tinker.
"""
import pytest

from tests.game.pariahs.abilities_classes_1_2 import SCENARIOS as CLASSES_1_2
from tests.game.pariahs.abilities_classes_3_4 import SCENARIOS as CLASSES_3_4
from tests.game.pariahs.pariahs_positions import CARDS, WELL_1, answer, game, ids, place

SCENARIOS = {**CLASSES_1_2, **CLASSES_3_4}


def _last_placement_with_three_classes_placed():
    """Yellow stands with Classes 1, 2 and 4 and places its last card, the Ragpicker; Blue has nothing left."""
    return game({"location:0": [["c1_beggar", 0]], "location:2": [["c2_cobbler", 0]],
                 "location:5": [["c4_admiral", 0]], "hand:0": ["c1_ragpicker"], "hand:1": [],
                 "supplicants:0": ["c2_weaver", "c3_smith", "c4_duchess"]})


@pytest.mark.parametrize("supplicant,classes", [("c3_smith", [1, 0]), ("c2_weaver", [0, 0])])
def test_the_ragpicker_trades_a_second_class_1_card_for_the_missing_class(supplicant, classes):
    state = _last_placement_with_three_classes_placed()
    place(state, "c1_ragpicker", WELL_1)
    answer(state, "c1_beggar")                        # the Beggar goes to the row ...
    answer(state, supplicant)                         # ... and a Supplicant stands at The Stage (3)
    assert state.data["round"] == 2                   # Blue could not place: the round ended
    assert state.data["ledger"]["classes"] == classes
    assert "c1_beggar" in ids(state, "supplicants:0")


def test_every_follower_has_a_scenario():
    assert set(SCENARIOS) == set(CARDS.game("pariahs").cards)


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_ability(card_id):
    SCENARIOS[card_id]()
