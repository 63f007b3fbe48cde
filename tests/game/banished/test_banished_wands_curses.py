"""Every Banished Wand and Curse does what its face says."""
from game import engine
from tests.game.banished.test_banished_kit import (
    FILLER, end_turn, hand_act, ids, last_turn_position, life, my_turn, obol, resolved)


# -- Wands --------------------------------------------------------------------------------

def test_wand_of_greed_takes_from_the_chosen_opponent():
    state = my_turn(["wand_greed"], obol=[0, 5])
    hand_act(state, "use", "wand_greed")
    assert (obol(state, 0), obol(state, 1)) == (2, 3)
    state = my_turn(["wand_greed"], seats=3, obol=[0, 5, 1])
    hand_act(state, "use", "wand_greed")
    assert state.pending.kind == "choose" and [o.args[0] for o in state.pending.options] == [1, 2]
    engine.apply(state, state.pending.options[1])
    assert (obol(state, 0), obol(state, 2)) == (1, 0)


def test_wand_of_sight_shows_the_hand_and_the_face_down_cards():
    state = my_turn(["wand_sight"], grim=[None, "fire_6"])
    before = engine.view(state, 0)
    assert before.cards[state.zones["grim:1"].cards[0]].card_id is None
    hand_act(state, "use", "wand_sight")
    after = engine.view(state, 0)
    assert after.cards[state.zones["grim:1"].cards[0]].card_id == "fire_6"
    assert all(after.cards[u].card_id == FILLER for u in state.zones["hand:1"].cards)
    assert len(state.zones["hand:0"].cards) == 5


def test_wand_of_fortune():
    state = my_turn(["wand_fortune"])
    hand_act(state, "use", "wand_fortune")
    assert len(state.zones["hand:0"].cards) == 6


def test_wand_of_renewal_deals_a_new_spread_and_gains_one_obol():
    spread = ["fire_6", "water_6", "ice_6", "earth_6", "air_6"]
    crypt = ["earth_4", "air_4", "metal_4", "ice_4", "fire_4"]
    state = my_turn(["wand_renewal"], discards=[["ice_4"], []], spread=spread, crypt=crypt)
    assert ids(state, "spread") == spread
    hand_act(state, "use", "wand_renewal")
    assert sorted(ids(state, "spread") + ids(state, "crypt")) == sorted(spread + crypt)
    assert len(ids(state, "spread")) == 5 and ids(state, "spread") != spread and obol(state, 0) == 1
    assert ids(state, "discard:0") == ["ice_4", "wand_renewal"] and ids(state, "banished:0") == []


def test_wand_of_storms_adds_power_only_behind_on_life():
    state = my_turn(["wand_storms"], life=[15, 16])
    hand_act(state, "use", "wand_storms")
    assert state.counter("power_bonus", 0) == 1
    state = my_turn(["wand_storms"], life=[16, 16])
    hand_act(state, "use", "wand_storms")
    assert state.counter("power_bonus", 0) == 0 and "wand_storms" in ids(state, "discard:0")


# -- Curses -------------------------------------------------------------------------------

def test_curse_of_wounds():
    state = my_turn(["curse_wounds"])
    hand_act(state, "use", "curse_wounds")
    assert life(state, 0) == 18 and "curse_wounds" in ids(state, "discard:0")


def test_curse_of_silence():
    state = last_turn_position(favor=1, grim=["fire_4", None], hands=[["curse_silence"] + [FILLER] * 4,
                                                                     [FILLER] * 5])
    hand_act(state, "use", "curse_silence")
    events = end_turn(state)
    assert "fire_4" not in [e.card_id for e in resolved(events)] and life(state, 1) == 20 - 4


def test_curse_of_poverty():
    state = my_turn(["curse_poverty"], obol=[6, 0])
    hand_act(state, "use", "curse_poverty")
    assert obol(state, 0) == 2


def test_curse_of_frailty():
    state = my_turn(["curse_frailty"])
    hand_act(state, "use", "curse_frailty")
    assert state.counter("power_bonus", 0) == -3


def test_curse_of_envy():
    state = my_turn(["curse_envy"], seats=3, obol=[0, 1, 8])
    hand_act(state, "use", "curse_envy")
    assert (obol(state, 1), obol(state, 2)) == (3, 9)
