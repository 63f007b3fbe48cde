"""Every Banished Grim does what its face says: the Hollow Grim, and each element's Grim of Value 4, 5 and 6."""
from game.engine import events as ev
from tests.game.banished.test_banished_kit import (
    FILLER, act, combat, end_turn, hand_act, ids, last_turn_position, life, my_turn, obol, resolved, uid)


def counter_set(events, name, seat):
    return [e.new for e in events if isinstance(e, ev.CounterChanged) and e.name == name and e.seat == seat]


# -- Hollow Grim -------------------------------------------------------------------------

def test_heart_scale_banishes_itself_for_three_obol_when_it_wins_outright():
    state, _ = combat(["heart_scale", None])
    assert ids(state, "banished:0") == ["heart_scale"] and obol(state, 0) == 3
    state, _ = combat(["heart_scale", "fire_4"])
    assert "heart_scale" in ids(state, "discard:0") and obol(state, 0) == 0


def test_sleeping_death_banishes_itself_for_three_life_when_it_loses():
    state, _ = combat(["sleeping_death", "metal_4"])
    assert ids(state, "banished:0") == ["sleeping_death"] and life(state, 0) == 20 - (4 - 1) + 3
    state, _ = combat(["sleeping_death", None])
    assert "sleeping_death" in ids(state, "discard:0") and life(state, 0) == 20


def test_temporal_sands_banishes_itself_for_an_extra_turn_when_it_ties():
    state, _ = combat(["temporal_sands", "temporal_sands"])
    assert ids(state, "banished:0") == ["temporal_sands"]
    assert (0, True) in state.turn_queue or state.data["turn"] == 0
    state, _ = combat(["temporal_sands", None])
    assert "temporal_sands" in ids(state, "discard:0")
    assert all(not extra for _, extra in state.turn_queue)


def test_a_silenced_hollow_grim_gets_no_perk():
    # Bob has Favor and reveals first: his Cup of Dusk silences the winning Heart Scale
    state, _ = combat(["heart_scale", None], bonds=[[], ["shadow_cup"]], favor=1)
    assert state.data["outcome"][0] == "won"
    assert "heart_scale" in ids(state, "discard:0") and obol(state, 0) == 2     # only the new turn's 2


# -- Fire ---------------------------------------------------------------------------------

def test_cinder_jackal():
    state, _ = combat(["fire_4", None])
    assert state.data["powers"][0] == 4 and life(state, 1) == 20 - 1 - 4
    state = my_turn(["fire_4"])
    hand_act(state, "dispel", "fire_4")
    assert state.counter("damage_bonus", 0) == 1
    state = my_turn(["fire_4"], obol=[4, 0], spread=["water_4"])
    act(state, "conjure", uid(state, "spread", "water_4"), "discard", 0)
    hand_act(state, "banish", "fire_4")
    assert state.counter("damage_bonus", 0) == 1
    state = last_turn_position(favor=1, hands=[["fire_4", "metal_4"] + [FILLER] * 3, [FILLER] * 5])
    hand_act(state, "dispel", "fire_4")
    hand_act(state, "play_grim", "metal_4")
    end_turn(state)
    assert life(state, 1) == 20 - 4 - 1           # the bonus counts in this Round's Combat


def test_pyre_warden():
    state, _ = combat(["fire_5", None])
    assert life(state, 1) == 20 - 5 - 2


def test_phoenix_bride_returns_to_the_top_of_the_deck_after_a_lost_combat():
    state, _ = combat(["fire_6", "metal_6"], bonds=[[], [FILLER, FILLER]])
    assert life(state, 0) == 20 - (6 + 1 + 1 - 6)
    assert ids(state, "deck:0")[-1] == "fire_6" and "fire_6" not in ids(state, "discard:0")
    state, _ = combat(["fire_6", None])
    assert life(state, 1) == 20 - 6 and "fire_6" in ids(state, "discard:0")      # won: discarded as usual


# -- Water --------------------------------------------------------------------------------

def test_drowned_heron():
    state, _ = combat(["water_4", None])
    assert state.data["powers"][0] == 4 + 1 and life(state, 0) == 20
    state = my_turn(["water_4"])
    hand_act(state, "dispel", "water_4")
    assert life(state, 0) == 21


def test_tide_ferryman():
    state, _ = combat(["water_5", None])
    assert life(state, 1) == 20 - 5 - 1 and life(state, 0) == 22
    state, _ = combat(["water_5", "fire_6"])
    assert life(state, 0) == 20 - 1


def test_well_mother():
    state, _ = combat(["water_6", None], discards=[["ice_4"], []])
    assert life(state, 0) == 22 and "ice_4" in ids(state, "hand:0")


# -- Earth --------------------------------------------------------------------------------

def test_barrow_toad():
    state, _ = combat(["earth_4", "fire_6"], bonds=[[], ["hollow_spirit", "hollow_spirit"]])
    assert state.data["powers"][0] == 4 + 2 and life(state, 0) == 20 - (8 - 6 - 1)
    state = my_turn(["earth_4"])
    hand_act(state, "dispel", "earth_4")
    assert state.counter("shield", 0) == 3


def test_cairn_giant():
    state, events = combat(["earth_5", None])
    assert life(state, 1) == 20 - 5 - 1 and counter_set(events, "shield", 0) == [1, 0]


def test_mountain_abbot_prevents_two_and_banishes_from_the_discard_only_when_it_lost():
    state, _ = combat(["earth_6", "fire_6"], bonds=[[], ["metal_cup", "hollow_spirit"]], discards=[["ice_4"], []])
    assert life(state, 0) == 20 - (6 + 2 + 1 - 6 - 2)
    assert ids(state, "banished:0") == ["ice_4"]
    state, _ = combat(["earth_6", "fire_4"], discards=[["ice_4"], []])
    assert ids(state, "banished:0") == [] and "ice_4" in ids(state, "discard:0")


# -- Air ----------------------------------------------------------------------------------

def test_gale_sparrow_swaps_a_bond_card_during_reveal():
    state, _ = combat(["air_4", None], bonds=[[FILLER], []], hands=[["fire_cup"] + [FILLER] * 4, [FILLER] * 5])
    assert "fire_cup" in ids(state, "discard:0")
    assert life(state, 1) == 20 - 2 - (4 + 2 + 1)
    state, _ = combat(["air_4", None], bonds=[[FILLER], []], may=False)
    assert state.data["powers"][0] == 4 + 1 + 1      # the Swap declined: no second +1
    state = my_turn(["air_4"])
    hand_act(state, "dispel", "air_4")
    assert len(state.zones["hand:0"].cards) == 6


def test_storm_herald():
    state, _ = combat(["air_5", None], favor=0)
    assert life(state, 1) == 20 - 5 - 3
    state, _ = combat(["air_5", None], favor=1)
    assert life(state, 1) == 20 - 5 - 1


def test_weathervane_king_conjures_a_card_of_value_4_or_less_for_free():
    spread = ["fire_6", "water_6", "earth_4", "ice_6", "light_6"]
    crypt = ["fire_4", "water_4", "ice_4", "earth_4", "air_4", "light_4"]
    state, _ = combat(["air_6", None], spread=spread, crypt=crypt, obol=[0, 0])
    assert list(state.data["conjured_ids"][0]) == ["earth_4"] and "earth_4" in ids(state, "discard:0")
    state, _ = combat(["air_6", None], spread=["fire_6", "water_6", "earth_5", "ice_6", "light_6"], crypt=crypt)
    assert not (state.data.get("conjured_ids") or {}).get(0)      # no new Spread, so nothing of Value 4 or less


# -- Electric -------------------------------------------------------------------------------

def test_static_moth():
    state, _ = combat(["electric_4", None])
    assert state.data["powers"][0] == 4 + 2 and obol(state, 0) == 0
    state, _ = combat(["electric_4", None], wands={0: 1})
    assert state.data["powers"][0] == 4 + 2                  # a Wand played adds nothing since set Y8
    state = my_turn(["electric_4"], discards=[["wand_greed"], []])
    hand_act(state, "dispel", "electric_4")
    assert "wand_greed" in ids(state, "hand:0") and obol(state, 0) == 4 + 3


def test_thunder_stag():
    state, _ = combat(["electric_5", None], wands={0: 2})
    assert life(state, 1) == 20 - 5 - 3


def test_lantern_witch():
    state, _ = combat(["electric_6", None], discards=[["wand_fortune"], []], wands={0: 2})
    assert "wand_fortune" in ids(state, "hand:0") and obol(state, 0) == 2 + 2


def test_wand_played_this_round_is_counted_from_a_real_wand():
    state = last_turn_position(favor=1, grim=["electric_5", None], hands=[["wand_sight"] + [FILLER] * 4,
                                                                        [FILLER] * 5])
    hand_act(state, "use", "wand_sight")
    end_turn(state)
    assert life(state, 1) == 20 - 5 - 1 - 1      # the Thunder Stag's +1 damage, and +1 for the Wand of Sight


# -- Ice ---------------------------------------------------------------------------------

def test_rime_hare():
    state, _ = combat(["ice_4", "fire_5"], favor=1, obol=[0, 5])
    assert state.data["powers"] == {0: 4, 1: 5 - 1} and obol(state, 1) == 5      # it takes no Obol
    state, _ = combat(["ice_4", "fire_5"], favor=0)
    assert state.data["powers"] == {0: 4, 1: 5 - 1}      # with Favor too
    state = my_turn(["ice_4"])
    hand_act(state, "dispel", "ice_4")
    assert state.counter("power_bonus", 1) == -1


def test_hoarfrost_knight():
    state, _ = combat(["ice_5", "metal_4"])
    assert state.data["powers"][1] == 4 - 1 and life(state, 1) == 20 - 2 - 1


def test_winter_queen():
    state, _ = combat(["ice_6", "metal_4"], obol=[0, 5])
    assert state.data["powers"][1] == 4 - 1 and obol(state, 1) == 4 + 2      # Bob's new turn gives 2


# -- Light -------------------------------------------------------------------------------

def test_candle_lamb():
    state, _ = combat(["light_4", None])
    assert obol(state, 0) == 2
    state = my_turn(["light_4"], spread=["fire_cup", "fire_6"], crypt=["water_4"])
    hand_act(state, "dispel", "light_4")
    assert "fire_cup" in ids(state, "discard:0") and obol(state, 0) == 4
    hand_act(state, "banish", FILLER)      # a free Conjure is a Conjure: Banish is allowed
    assert ids(state, "banished:0") == [FILLER]


def test_dawn_lancer():
    state, _ = combat(["light_5", None], obol=[4, 0])
    assert life(state, 1) == 20 - 5 - 3
    state, _ = combat(["light_5", None], obol=[3, 0])
    assert life(state, 1) == 20 - 5


def test_gilded_saint_pays_four_obol_to_banish_from_the_hand_once_it_holds_seven():
    state, _ = combat(["light_6", None], obol=[4, 0])
    assert obol(state, 0) == 3 and ids(state, "banished:0") == [FILLER]
    state, _ = combat(["light_6", None], obol=[3, 0])
    assert obol(state, 0) == 6 and ids(state, "banished:0") == []


# -- Shadow -------------------------------------------------------------------------------

def test_dusk_cat_silences_a_grim_that_reveals_later():
    state, events = combat(["shadow_4", "fire_4"], favor=0)
    assert "fire_4" not in [e.card_id for e in resolved(events)] and life(state, 0) == 20
    state = my_turn(["shadow_4"], obol=[0, 5])
    hand_act(state, "dispel", "shadow_4")
    assert (obol(state, 0), obol(state, 1)) == (4 + 2, 5 - 2)


def test_night_reaper():
    state, _ = combat(["shadow_5", None], banished=[[FILLER] * 3, []])
    assert life(state, 1) == 20 - 5 - 2
    state, _ = combat(["shadow_5", None], banished=[[FILLER] * 2, []])
    assert life(state, 1) == 20 - 5


def test_veiled_widow():
    state, events = combat(["shadow_6", "fire_4"], favor=0, obol=[0, 5])
    assert "fire_4" not in [e.card_id for e in resolved(events)]
    assert (obol(state, 0), obol(state, 1)) == (2, 3 + 2)      # Bob's new turn gives 2


# -- Nature -------------------------------------------------------------------------------

def test_bramble_fawn():
    state, _ = combat(["nature_4", None], discards=[["ice_4"], []])
    assert ids(state, "banished:0") == ["ice_4"] and life(state, 0) == 20      # it gains no Life for it
    state, _ = combat(["nature_4", None], discards=[["ice_4"], []], may=False)
    assert ids(state, "banished:0") == [] and life(state, 0) == 20
    state = my_turn(["nature_4"])
    hand_act(state, "dispel", "nature_4")
    assert life(state, 0) == 22


def test_thorn_boar():
    state, _ = combat(["nature_5", None], life=[15, 20])
    assert life(state, 1) == 20 - 5 - 3
    state, _ = combat(["nature_5", None], life=[14, 20])
    assert life(state, 1) == 20 - 5 - 1


def test_green_man():
    state, _ = combat(["nature_6", None], discards=[["ice_4"], []])
    assert ids(state, "banished:0") == ["ice_4"] and life(state, 0) == 20 + 2
    state, _ = combat(["nature_6", None])
    assert life(state, 0) == 20          # nothing to banish: no Life for it


# -- Metal --------------------------------------------------------------------------------

def test_brass_beetle():
    state, _ = combat(["metal_4", None], bonds=[[FILLER, FILLER], []])
    assert state.data["powers"][0] == 4 + 2
    state, _ = combat(["metal_4", None], bonds=[["fire_sword", FILLER], []])
    assert state.data["powers"][0] == 4 + 1 + 3 + 1      # +1 for the Sword, whose Power is 3
    state = my_turn(["metal_4"])
    hand_act(state, "dispel", "metal_4")
    assert state.counter("power_bonus", 0) == 0 and obol(state, 0) == 4 + 1


def test_iron_smith():
    state, _ = combat(["metal_5", None], bonds=[["fire_sword"], []])
    assert state.data["powers"][0] == 5 + 3 and life(state, 1) == 20 - 8 - 1


def test_clockwork_duke():
    state, _ = combat(["metal_6", None], bonds=[["fire_sword", FILLER], []], favor=1, life=[15, 20])
    assert state.data["powers"][0] == 6 + 6 + 1
    # only without Favor and behind on Life
    state, _ = combat(["metal_6", None], bonds=[["fire_sword", FILLER], []], favor=0, life=[15, 20])
    assert state.data["powers"][0] == 6 + 3 + 1
    state, _ = combat(["metal_6", None], bonds=[["fire_sword", FILLER], []], favor=1)
    assert state.data["powers"][0] == 6 + 3 + 1


# -- Blood --------------------------------------------------------------------------------

def test_leech_wren():
    state, _ = combat(["blood_4", None])
    assert life(state, 0) == 17 and state.data["powers"][0] == 7
    state, _ = combat(["blood_4", None], may=False)
    assert life(state, 0) == 20 and state.data["powers"][0] == 4
    state = my_turn(["blood_4"])
    hand_act(state, "dispel", "blood_4")
    assert (life(state, 0), life(state, 1)) == (20, 19)


def test_crimson_hound():
    state, _ = combat(["blood_5", None])
    assert life(state, 0) == 18 and life(state, 1) == 20 - 5 - 3


def test_red_countess():
    state, _ = combat(["blood_6", None], life=[15, 20])
    assert life(state, 0) == 15 - 3 and life(state, 1) == 20 - 3 - 6
    state, _ = combat(["blood_6", None])
    assert life(state, 0) == 20 and life(state, 1) == 20 - 6      # only while an opponent has more Life
