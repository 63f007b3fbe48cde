"""Every Banished Bond card does what its face says: each element's Cup, Spirit and Sword."""
import pytest

from game.banished.core import ELEMENTS
from tests.game.banished.test_banished_kit import (
    FILLER, answer_all, combat, hand_act, ids, life, my_turn, obol, resolved)


# -- Cups ---------------------------------------------------------------------------------

def test_cup_of_embers():
    state, _ = combat(["metal_4", None], bonds=[["fire_cup"], []])
    assert life(state, 1) == 20 - 1 - 6


def test_cup_of_tides():
    state, _ = combat(["air_4", None], bonds=[["water_cup"], []])
    assert life(state, 0) == 23


def test_cup_of_stone():
    state, _ = combat([None, "water_4"], bonds=[["earth_cup"], []])
    assert life(state, 0) == 20 - (5 - 4)      # the Heron's Power 4 + 1, less the Cup's 4


def test_cup_of_gales_swaps_the_grim_and_reveals_the_new_one():
    state, events = combat(["earth_4", None], bonds=[["air_cup"], []], favor=1,
                           hands=[["fire_5"] + [FILLER] * 4, [FILLER] * 5])
    assert "earth_4" in ids(state, "hand:0")
    assert "fire_5" in [e.card_id for e in resolved(events)]
    assert life(state, 1) == 20 - (5 + 1 + 2) - 2      # the Barrow Toad's +2 Power stays with the seat
    state, _ = combat(["earth_4", None], bonds=[["air_cup"], []], favor=0,
                      hands=[["fire_5"] + [FILLER] * 4, [FILLER] * 5])
    assert "earth_4" not in ids(state, "hand:0")      # only without Favor


def test_cup_of_sparks():
    state, _ = combat(["air_4", None], bonds=[["electric_cup"], []], discards=[["wand_storms"], []])
    assert "wand_storms" in ids(state, "hand:0") and obol(state, 0) == 2
    state, _ = combat(["air_4", None], bonds=[["electric_cup"], []], discards=[["ice_4"], []])
    assert obol(state, 0) == 0


def test_cup_of_rime():
    state, _ = combat(["earth_4", "metal_4"], bonds=[["ice_cup"], []])
    assert state.data["powers"][1] == 4 - 1


def test_cup_of_dawn():
    state, _ = combat(["air_4", None], bonds=[["light_cup"], []])
    assert obol(state, 0) == 3


def test_cup_of_dusk():
    state, events = combat(["air_4", "fire_4"], bonds=[["shadow_cup"], []], favor=0)
    assert "fire_4" not in [e.card_id for e in resolved(events)] and life(state, 0) == 20


def test_cup_of_thorns_banishes_from_the_discard_for_two_life_only_while_behind_on_life():
    state, _ = combat(["air_4", None], bonds=[["nature_cup"], []], discards=[["ice_4"], []], life=[15, 20])
    assert ids(state, "banished:0") == ["ice_4"] and life(state, 0) == 17
    state, _ = combat(["air_4", None], bonds=[["nature_cup"], []], discards=[["ice_4"], []])
    assert ids(state, "banished:0") == [] and "ice_4" in ids(state, "discard:0") and life(state, 0) == 20


def test_cup_of_iron_gives_one_power_and_one_more_for_each_sword_in_play():
    state, _ = combat(["earth_4", None], bonds=[["metal_cup"], []])
    assert state.data["powers"][0] == 4 + 2 + 1 + 1
    state, _ = combat(["earth_4", None], bonds=[["metal_cup", "fire_sword"], []])
    assert state.data["powers"][0] == 4 + 2 + 1 + 1 + 1 + 3


def test_cup_of_veins_if_you_do():
    state, _ = combat(["metal_4", None], bonds=[["blood_cup"], []], favor=1)
    assert life(state, 0) == 18 and state.data["powers"][0] == 4 + 3 + 1
    # at 0 Life (three seats) there is no Life to lose, so no Power either
    state, _ = combat(["metal_4", None, None], bonds=[["blood_cup"], [], []], seats=3, favor=1, life=[0, 5, 5])
    assert state.data["powers"][0] == 5
    # with Favor the Cup does nothing
    state, _ = combat(["metal_4", None], bonds=[["blood_cup"], []], favor=0)
    assert life(state, 0) == 20 and state.data["powers"][0] == 4 + 1


def test_silence_cannot_reach_back_to_a_grim_already_revealed():
    state, events = combat(["fire_4", "air_4"], bonds=[[], ["shadow_cup"]], favor=0)
    assert "fire_4" in [e.card_id for e in resolved(events)]


# -- Elemental Spirits and Swords ------------------------------------------------------------

@pytest.mark.parametrize("element", ELEMENTS)
def test_an_elemental_spirit_dispelled_swaps_the_grim(element):
    state = my_turn([f"{element}_spirit", "water_6"], grim=["fire_4", None])
    hand_act(state, "dispel", f"{element}_spirit")
    answer_all(state)
    new = state.zones["grim:0"].cards[0]
    assert state.cards[new].card_id == "water_6" and not state.cards[new].face_up
    assert "fire_4" in ids(state, "hand:0") and obol(state, 0) == 2


SWORDS = {
    "fire": ({"grim": ["fire_4", None]}, {}),
    "water": ({"life": [15, 20]}, {}),
    "earth": ({"obol": [3, 0]}, {"obol": [2, 0]}),
    "air": ({"obol": [0, 0]}, {"obol": [1, 0]}),
    "ice": ({"favor": 1, "life": [15, 20]}, {"favor": 1}),      # without Favor, and only while behind on Life
    "light": ({"favor": 0, "obol": [5, 0]}, {"favor": 0, "obol": [4, 0]}),
    "shadow": ({"banished": [[FILLER] * 15, []]}, {"banished": [[FILLER] * 14, []]}),
    "nature": ({"favor": 1, "life": [15, 20]}, {"favor": 1, "life": [14, 20]}),      # and only without Favor
    "metal": ({"bonds": [["metal_sword", "metal_spirit"], []]}, {"bonds": [["metal_sword", FILLER], []]}),
    "blood": ({"life": [7, 20]}, {"life": [8, 20]}),
}


@pytest.mark.parametrize("element", [e for e in ELEMENTS if e in SWORDS])
def test_a_sword_doubles_its_power_when_its_condition_holds(element):
    powers = []
    for extra in SWORDS[element]:
        options = {"grim": ["earth_4", None], "bonds": [[f"{element}_sword"], []]}
        options.update(extra)
        state, _ = combat(options.pop("grim"), options.pop("bonds"), **options)
        powers.append(state.data["powers"][0])
    bonds_power = {"metal": 2}.get(element, 0)
    toad = 4 + 2                        # the Barrow Toad's Power and its +2 at Reveal
    grim = 4 if element == "fire" else toad      # Fire's condition is met by the Cinder Jackal (no Power of its own)
    assert powers == [grim + 6 + bonds_power, toad + 3 + (1 if element == "metal" else 0)]


def test_sword_of_dawn_needs_favor_as_well_as_five_obol():
    state, _ = combat(["earth_4", None], bonds=[["light_sword"], []], favor=1, obol=[5, 0])
    assert state.data["powers"][0] == 4 + 2 + 3


def test_sword_of_sparks_gains_a_power_for_each_wand_played_this_round():
    powers = []
    for wands in ({0: 2}, {0: 1}, None):
        state, _ = combat(["earth_4", None], bonds=[["electric_sword"], []], wands=wands)
        powers.append(state.data["powers"][0])
    assert powers == [4 + 2 + 3 + 2, 4 + 2 + 3 + 1, 4 + 2 + 3]
