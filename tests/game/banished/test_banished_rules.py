"""Banished's rules (docs/rules/BANISHED.md), one test per rule, from exact positions."""
from collections import Counter

import pytest

from game import engine
from game.banished.events import Damage
from game.engine import events as ev
from tests.game.banished.test_banished_kit import (
    CARDS, FILLER, NAMES, act, answer_all, end_turn, hand_act, ids, last_turn_position, life, obol, position,
    resolved, uid)


def new(seats=2, **options):
    return engine.new_game("banished", NAMES[:seats], 3, CARDS, **options)


# -- set-up ---------------------------------------------------------------------

def test_the_seat_without_favor_chooses_its_grim_first():
    state = new(favor=0)
    assert state.data["phase"] == "choose"
    acts = engine.legal_actions(state)
    assert {a.seat for a in acts} == {1} and len(acts) == 11
    assert {state.cards[a.args[0]].card_id for a in acts} == {f"{e}_4" for e in
                                                             ("fire", "water", "earth", "air", "electric", "ice",
                                                              "light", "shadow", "nature", "metal", "blood")}
    with pytest.raises(engine.IllegalAction, match="Bob's turn to choose"):
        engine.apply(state, engine.Action("choose_grim", 0, acts[0].args))


@pytest.mark.parametrize("seats,favor,order", [(3, 1, [0, 2, 1]), (4, 0, [3, 2, 1, 0]), (4, 2, [1, 0, 3, 2])])
def test_with_more_seats_grim_are_chosen_against_turn_order_favor_last(seats, favor, order):
    state = new(seats, favor=favor)
    chosen = []
    while state.data["phase"] == "choose":
        a = engine.legal_actions(state)[0]
        chosen.append(a.seat)
        engine.apply(state, a)
    assert chosen == order


def test_a_chosen_grim_is_no_longer_on_offer_and_the_rest_go_to_the_crypt():
    state = new(favor=0)
    first = engine.legal_actions(state)[0]
    engine.apply(state, first)
    offered = [a.args[0] for a in engine.legal_actions(state)]
    assert first.args[0] not in offered and len(offered) == 10
    engine.apply(state, engine.legal_actions(state)[0])
    assert not state.zones["choices"].cards
    in_crypt = Counter(ids(state, "crypt") + ids(state, "spread"))
    assert sum(in_crypt.values()) == 100 - 24 - 2
    assert in_crypt["hollow_spirit"] == 0 and in_crypt["heart_scale"] == 0


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_seat_starts_with_the_starter_deck_and_its_chosen_grim(seats):
    grims = ["fire_4", "water_4", "earth_4", "air_4"][:seats]
    state = new(seats, favor=0, grims=grims)
    for s in range(seats):
        owned = Counter(ids(state, f"deck:{s}") + ids(state, f"hand:{s}"))
        assert owned == Counter({"hollow_spirit": 6, "heart_scale": 2, "sleeping_death": 2,
                                 "temporal_sands": 2, grims[s]: 1})
        assert len(state.zones[f"hand:{s}"].cards) == 5
        assert life(state, s) == 20
    assert len(state.zones["spread"].cards) == 5
    assert state.data["turn"] == 0 and obol(state, 0) == 2 and obol(state, 1) == 0


def test_favor_is_drawn_from_the_seed_when_not_given():
    favors = {new(seats=3).data["favor"] for _ in range(1)} | {
        engine.new_game("banished", NAMES[:3], seed, CARDS).data["favor"] for seed in range(30)}
    assert favors == {0, 1, 2}


# -- a turn ----------------------------------------------------------------------

def test_a_turn_begins_with_two_obol_and_obol_never_exceeds_nine():
    state = position(obol=[3, 8], turn=0, hands=[[FILLER] * 5, ["fire_4"] + [FILLER] * 4])
    act(state, "end_turn")
    assert state.data["turn"] == 1 and obol(state, 1) == 9
    hand_act(state, "dispel", "fire_4")
    assert obol(state, 1) == 9


def test_dispel_gains_the_value_once_per_turn():
    state = position(hands=[["fire_5", "water_4", FILLER, FILLER, FILLER], []], obol=[0, 0])
    hand_act(state, "dispel", "fire_5")
    assert obol(state, 0) == 5 and ids(state, "discard:0") == ["fire_5"]
    with pytest.raises(engine.IllegalAction, match="only once per turn"):
        hand_act(state, "dispel", "water_4")


def test_a_curse_cannot_be_dispelled():
    state = position(hands=[["curse_wounds"] + [FILLER] * 4, []])
    with pytest.raises(engine.IllegalAction, match="Curse cannot be Dispelled"):
        hand_act(state, "dispel", "curse_wounds")


def test_the_hand_refills_to_five_when_nothing_is_resolving():
    state = position(hands=[["fire_5"] + [FILLER] * 4, []], decks=[["water_4", "ice_4"], []])
    hand_act(state, "dispel", "fire_5")
    assert len(state.zones["hand:0"].cards) == 5 and ids(state, "deck:0") == ["water_4"]


def test_no_card_is_drawn_while_an_effect_waits_on_a_choice():
    state = position(hands=[["fire_spirit", "water_4", FILLER, FILLER, FILLER], []],
                     grim=["ice_4", None], decks=[["earth_4", FILLER, FILLER], []])
    hand_act(state, "dispel", "fire_spirit")
    assert state.pending.kind == "may" and len(state.zones["hand:0"].cards) == 4
    answer_all(state)
    assert len(state.zones["hand:0"].cards) == 5 and ids(state, "deck:0") == ["earth_4", FILLER]


def test_an_empty_deck_takes_the_shuffled_discard_at_once():
    state = position(hands=[["fire_5"] + [FILLER] * 4, []], decks=[["water_4"], []], discards=[["ice_4"], []])
    hand_act(state, "dispel", "fire_5")
    # water_4 drawn; the deck ran out, so the discard (ice_4 and the dispelled fire_5) is the new deck
    assert "water_4" in ids(state, "hand:0")
    assert sorted(ids(state, "deck:0")) == ["fire_5", "ice_4"] and not state.zones["discard:0"].cards


def test_conjure_pays_the_value_into_the_discard_and_refills_that_space():
    state = position(obol=[6, 0], spread=["fire_4", "water_5", "ice_6"], crypt=["earth_4", "air_4"])
    target = uid(state, "spread", "water_5")
    act(state, "conjure", target, "discard", 0)
    assert obol(state, 0) == 1 and ids(state, "discard:0") == ["water_5"]
    assert ids(state, "spread") == ["fire_4", "air_4", "ice_6"]
    assert state.cards[target].owner == 0


def test_conjure_to_hand_costs_double():
    state = position(obol=[9, 0], hands=[[FILLER] * 4, []], spread=["fire_4"])
    act(state, "conjure", uid(state, "spread", "fire_4"), "hand", 0)
    assert obol(state, 0) == 1 and "fire_4" in ids(state, "hand:0")


def test_conjure_needs_the_obol():
    state = position(obol=[5, 0], spread=["fire_6"])
    with pytest.raises(engine.IllegalAction, match="costs 6 Obol; you have 5"):
        act(state, "conjure", uid(state, "spread", "fire_6"), "discard", 0)
    state = position(obol=[9, 0], spread=["fire_5"])
    with pytest.raises(engine.IllegalAction, match="costs 10 Obol to hand"):
        act(state, "conjure", uid(state, "spread", "fire_5"), "hand", 0)


def test_a_curse_is_conjured_into_the_discard_of_the_opponent_the_buyer_picks():
    state = position(seats=3, obol=[3, 0, 0], spread=["curse_wounds"])
    curse = uid(state, "spread", "curse_wounds")
    targets = sorted(a.args[2] for a in engine.legal_actions(state) if a.kind == "conjure")
    assert targets == [1, 2]
    with pytest.raises(engine.IllegalAction, match="opponent's discard"):
        act(state, "conjure", curse, "discard", 0)
    with pytest.raises(engine.IllegalAction, match="cannot be Conjured to hand"):
        act(state, "conjure", curse, "hand", 2)
    act(state, "conjure", curse, "discard", 2)
    assert ids(state, "discard:2") == ["curse_wounds"] and state.cards[curse].owner == 2 and obol(state, 0) == 0


def test_banish_only_after_a_conjure_and_only_once():
    state = position(obol=[8, 0], spread=["fire_4", "water_4"])
    with pytest.raises(engine.IllegalAction, match="only after you have Conjured"):
        hand_act(state, "banish", FILLER)
    act(state, "conjure", uid(state, "spread", "fire_4"), "discard", 0)
    hand_act(state, "banish", FILLER)
    assert ids(state, "banished:0") == [FILLER]
    with pytest.raises(engine.IllegalAction, match="only once per turn"):
        hand_act(state, "banish", FILLER)


def test_one_grim_face_down_and_no_replacing_it_without_a_swap():
    state = position(hands=[["fire_4", "water_4", FILLER, FILLER, FILLER], []])
    hand_act(state, "play_grim", "fire_4")
    g = uid(state, "grim:0", "fire_4")
    assert not state.cards[g].face_up
    assert engine.view(state, 1).cards[g].card_id is None
    with pytest.raises(engine.IllegalAction, match="only a Swap can replace it"):
        hand_act(state, "play_grim", "water_4")


def test_up_to_two_bond_cards_and_wands_are_not_bond_cards():
    state = position(hands=[["fire_sword", "water_cup", "ice_spirit", "wand_storms", "fire_4"], []])
    with pytest.raises(engine.IllegalAction, match="not Bond Cards"):
        hand_act(state, "play_bond", "wand_storms")
    with pytest.raises(engine.IllegalAction, match="not a Bond Card"):
        hand_act(state, "play_bond", "fire_4")
    hand_act(state, "play_bond", "fire_sword")
    hand_act(state, "play_bond", "water_cup")
    with pytest.raises(engine.IllegalAction, match="two Bond Cards"):
        hand_act(state, "play_bond", "ice_spirit")


def test_a_wand_is_played_for_its_effect_then_discarded():
    state = position(hands=[["wand_fortune"] + [FILLER] * 4, []], decks=[["fire_4", "water_4", "ice_4"], []])
    hand_act(state, "use", "wand_fortune")
    assert ids(state, "discard:0") == ["wand_fortune"]
    assert len(state.zones["hand:0"].cards) == 6 and state.data["wands_played"] == {0: 1}


def test_a_card_played_for_its_effect_cannot_be_played_again_the_same_turn():
    # wand_renewal cycles through the empty deck straight back to hand
    state = position(hands=[["wand_renewal", "curse_envy", FILLER, FILLER, FILLER], []], decks=[[], []])
    hand_act(state, "use", "wand_renewal")
    assert "wand_renewal" in ids(state, "hand:0")
    with pytest.raises(engine.IllegalAction, match="already played that card this turn"):
        hand_act(state, "use", "wand_renewal")


def test_a_curse_must_be_played_before_the_turn_ends():
    state = position(hands=[["curse_wounds"] + [FILLER] * 4, []])
    assert "end_turn" not in [a.kind for a in engine.legal_actions(state)]
    with pytest.raises(engine.IllegalAction, match="must play the Curse"):
        act(state, "end_turn")
    hand_act(state, "use", "curse_wounds")
    assert life(state, 0) == 18
    act(state, "end_turn")
    assert state.data["turn"] == 1


def test_turns_go_from_favor_to_the_left_then_combat():
    state = position(seats=3, favor=2, turn=2)
    seen = [state.data["turn"]]
    act(state, "end_turn")
    seen.append(state.data["turn"])
    act(state, "end_turn")
    seen.append(state.data["turn"])
    events = act(state, "end_turn")
    assert seen == [2, 0, 1]
    assert any(isinstance(e, ev.PhaseBegan) and e.phase == "combat" for e in events)


# -- Combat ----------------------------------------------------------------------

@pytest.mark.parametrize("seats,favor", [(2, 0), (2, 1), (3, 1), (4, 2), (4, 3)])
def test_reveal_order_is_favor_first_then_to_the_left(seats, favor):
    state = last_turn_position(seats, favor, grim=["light_4"] * seats)
    events = end_turn(state)
    order = [e.controller for e in resolved(events) if e.trigger == "when_revealed"]
    assert order == [(favor + i) % seats for i in range(seats)]


@pytest.mark.parametrize("seats,favor", [(2, 1), (3, 2), (4, 1)])
def test_discard_order_is_favor_first_then_to_the_left(seats, favor):
    state = last_turn_position(seats, favor, grim=["water_5"] * seats, obol=[0] * seats)
    events = end_turn(state)
    discards = [e.src for e in events if isinstance(e, ev.CardMoved) and e.reason == "combat"]
    assert discards == [f"grim:{(favor + i) % seats}" for i in range(seats)]


def test_a_seat_chooses_the_order_of_its_own_reveal_effects():
    state = last_turn_position(grim=["light_4", "earth_4"], bonds=[["light_cup"], []])
    act(state, "end_turn")
    assert state.pending.kind == "order" and state.pending.seat == 0
    cup = next(o for o in state.pending.options if state.cards[o.args[0]].card_id == "light_cup")
    events = answer_all(state, events=engine.apply(state, cup))
    first = [e.card_id for e in resolved(events)]
    assert first[:2] == ["light_cup", "light_4"]


def test_the_seats_below_the_highest_power_lose_the_difference():
    state = last_turn_position(seats=3, favor=0, grim=["fire_6", "water_5", "metal_4"],
                               bonds=[["fire_sword", FILLER], [], []])
    # Phoenix 6 + doubled Sword 6 + 1 = 13
    end_turn(state)
    assert state.data["powers"] == {0: 13, 1: 5, 2: 4}
    assert (life(state, 0), life(state, 1), life(state, 2)) == (20, 20 - 8, 20 - 9)


def test_equal_highest_power_all_win_and_deal_damage():
    state = last_turn_position(seats=3, grim=["fire_5", "fire_5", "heart_scale"])
    end_turn(state)
    assert state.data["outcome"] == {0: "tied", 1: "tied", 2: "lost"}
    assert (life(state, 0), life(state, 1)) == (20, 20)
    assert life(state, 2) == 20 - 2 - 2      # the difference, plus the damage bonus once


def test_no_grim_means_zero_power():
    state = last_turn_position(grim=[None, "earth_4"], bonds=[["fire_sword", "metal_cup"], []])
    end_turn(state)
    assert state.data["powers"][0] == 0 and life(state, 0) == 20 - (4 + 2)


def test_two_seats_a_seat_at_zero_life_loses_at_once():
    state = last_turn_position(life=[20, 3], grim=["fire_6", None])
    end_turn(state)
    assert state.over and state.winners == (0,)


def test_three_seats_a_seat_at_zero_life_plays_on():
    state = last_turn_position(seats=3, life=[20, 2, 20], grim=["earth_6", None, "earth_5"])
    end_turn(state)
    assert not state.over and life(state, 1) == 0
    assert state.data["turn"] == 1        # Favor passed to Bob, who is at 0 Life but takes the turn


def test_a_seat_at_zero_life_that_wins_deals_no_damage_and_gains_one_life():
    state = last_turn_position(seats=3, life=[0, 10, 10], grim=["fire_5", "nature_4", None])
    end_turn(state)
    assert (life(state, 0), life(state, 1), life(state, 2)) == (1, 10, 10)


def test_three_seats_the_game_ends_when_one_seat_has_life():
    state = last_turn_position(seats=3, life=[5, 0, 3], grim=["earth_6", None, None])
    end_turn(state)
    assert state.over and state.winners == (0,)


def test_after_combat_favor_passes_and_the_spread_is_dealt_again():
    spread = ["fire_4", "water_4", "earth_4", "air_4", "ice_4"]
    crypt = ["fire_5", "water_5", "earth_5", "air_5", "ice_5"]
    state = last_turn_position(favor=0, spread=spread, crypt=crypt)
    end_turn(state)
    assert state.data["favor"] == 1 and state.data["turn"] == 1 and state.data["round"] == 2
    assert len(state.zones["spread"].cards) == 5
    assert sorted(ids(state, "spread") + ids(state, "crypt")) == sorted(spread + crypt)
    assert obol(state, 1) == 2


def test_combat_cards_leave_play_and_modifiers_end_with_combat():
    state = last_turn_position(grim=["metal_4", "ice_6"], bonds=[["metal_cup", FILLER], []])
    end_turn(state)
    for s in (0, 1):
        assert not state.zones[f"grim:{s}"].cards and not state.zones[f"bonds:{s}"].cards
        assert state.counter("power_bonus", s) == 0
    assert state.data["doubled"] == () and state.data["silenced"] == ()


def test_cards_played_face_down_are_revealed_in_combat():
    state = last_turn_position(grim=["fire_4", "water_4"])
    events = end_turn(state)
    assert {e.card_id for e in events if isinstance(e, ev.CardRevealed)} == {"fire_4", "water_4"}


def test_banishing_is_not_discarding():
    # the Heart Scale banishes itself after winning: no "when discarded" effect, and it is public
    state = last_turn_position(grim=["heart_scale", None], obol=[0, 0])
    events = end_turn(state)
    assert ids(state, "banished:0") == ["heart_scale"] and obol(state, 0) == 3
    assert not [e for e in resolved(events) if e.trigger == "when_discarded_from_combat"]
    assert any(isinstance(e, ev.Replaced) for e in events)


def test_a_card_entering_play_during_its_seats_reveal_step_is_revealed_there():
    state = last_turn_position(favor=1, grim=["earth_4", "water_4"], bonds=[["air_cup"], []],
                               hands=[["fire_4"] + [FILLER] * 4, [FILLER] * 5])
    events = end_turn(state, pick=None)
    assert "fire_4" in [e.card_id for e in resolved(events)]
    # Ann: the Toad's +2, then the Jackal's 4 (and 1 Life from Bob) and the Cup's 1; Bob: the Heron's 4 and +1
    assert life(state, 1) == 20 - 1 - ((2 + 4 + 1) - (4 + 1))


def test_extra_turns_go_before_the_next_rounds_turns():
    state = last_turn_position(grim=["temporal_sands", "temporal_sands"])
    end_turn(state)
    assert ids(state, "banished:0") == ["temporal_sands"] and ids(state, "banished:1") == ["temporal_sands"]
    # both created in the Discard step (Ann first): the one created last is taken first
    assert state.data["turn"] == 1
    assert state.turn_queue == [(0, True), (1, False), (0, False)]


# -- the game engine's promises ----------------------------------------------------

def test_legal_moves_read_only_what_the_mover_sees():
    state = engine.new_game("banished", NAMES[:3], 11, CARDS)
    import random
    rng = random.Random(5)
    for _ in range(300):
        if state.over:
            break
        seat = state.rules.to_move(state)
        mine = engine.legal_actions(state)
        theirs = engine.legal_actions(engine.view(state, seat))
        assert mine == theirs
        engine.apply(state, rng.choice(mine))


def test_an_onlookers_view_lists_no_move_it_cannot_see():
    state = position(hands=[["curse_wounds", "fire_4", FILLER, FILLER, FILLER], [FILLER] * 5])
    onlooker = engine.legal_actions(engine.view(state, 1))
    assert all(a.kind == "conjure" or a.kind == "end_turn" for a in onlooker)


@pytest.mark.parametrize("action", [
    engine.Action("dispel", 0, ("x",)), engine.Action("conjure", 0, (1,)), engine.Action("fly", 0, ()),
    engine.Action("play_grim", 1, (3,)), engine.Action("conjure", 0, (9999, "discard", 0)),
])
def test_bad_moves_are_refused_with_a_sentence(action):
    state = position()
    with pytest.raises(engine.IllegalAction) as err:
        engine.apply(state, action)
    assert str(err.value) and "Traceback" not in str(err.value)


def test_the_exact_position_lays_out_every_zone():
    state = position(seats=3, favor=1, turn=2, obol=[1, 2, 3], life=[4, 5, 6], grim=["fire_4", None, None],
                     bonds=[[], ["water_cup"], []], discards=[[], [], ["ice_4"]], banished=[["air_4"], [], []],
                     spread=["fire_5"], crypt=["fire_6"])
    assert [obol(state, s) for s in range(3)] == [1, 2, 3] and [life(state, s) for s in range(3)] == [4, 5, 6]
    assert ids(state, "grim:0") == ["fire_4"] and ids(state, "bonds:1") == ["water_cup"]
    assert ids(state, "discard:2") == ["ice_4"] and ids(state, "banished:0") == ["air_4"]
    assert state.data["turn"] == 2 and state.turn_queue == [(0, False)]
    with pytest.raises(engine.GameError, match=r"setup.spread\[0\] must be one of .*not 'nope'"):
        position(spread=["nope"])


# -- what the table and the log read ----------------------------------------------------

def test_faces_show_family_element_value_and_power():
    rules = engine.GAMES["banished"]
    defs = CARDS.game("banished").cards
    face = rules.face(defs["fire_5"], {})
    assert (face.title, face.kind, face.corner, face.corner2, face.family) == ("Pyre Warden", "Grim · Fire", "5", "5",
                                                                               "fire")
    assert face.text == defs["fire_5"].text and face.text.startswith("When Revealed:")
    assert rules.face(defs["water_sword"], {}).kind == "Sword · Water"
    assert rules.face(defs["heart_scale"], {}).kind == "Hollow Grim"
    wand = rules.face(defs["wand_greed"], {})
    assert (wand.kind, wand.corner, wand.corner2) == ("Wand", "4", "")
    colors = {rules.face(defs[f"{e}_4"], {}).color for e in ("fire", "water", "earth", "air", "electric", "ice",
                                                           "light", "shadow", "nature", "metal", "blood")}
    assert len(colors) == 11


def test_the_log_names_zones_and_counters_in_the_games_words():
    from game.engine.describe import describe_event
    state = position()
    assert state.rules.zone_label(state, "banished:1") == "Bob's Banished pile"
    assert state.rules.zone_label(state, "spread") == "the Spread"
    assert describe_event(state, ev.CounterChanged("obol", 0, 2, 4)) == "Ann's Obol: 2 → 4."
    assert describe_event(state, Damage(1, 3, "Combat")) == "Bob loses 3 Life (Combat)."


def test_the_log_tells_a_card_s_move_by_its_reason_and_a_counter_by_the_seat_s_possessive():
    from game.engine.describe import describe_event
    state = position(hands=[["fire_4"], []])
    card = state.zones["hand:0"].cards[0]

    def moved(src, dst, reason):
        return describe_event(state, ev.CardMoved(card, "fire_4", src, dst, reason=reason))

    name = state.defs.cards["fire_4"].name
    assert moved("deck:1", "hand:1", "draw") == f"Bob draws {name}."
    assert moved("discard:0", "deck:0", "reshuffle") == "Ann shuffles a card from the discard into a new deck."
    assert moved("bonds:1", "discard:1", "combat") == f"Bob discards {name}."
    assert moved("crypt", "spread", "deal") == f"{name[:1].upper()}{name[1:]} is dealt to the Spread."
    assert moved("spread", "crypt", "return") == f"{name[:1].upper()}{name[1:]} goes back into the Crypt."
    assert moved("hand:0", "banished:0", "banish") == ""
    assert moved("hand:0", "discard:0", "effect") == (
        f"{name[:1].upper()}{name[1:]} goes from Ann's hand to Ann's discard.")
    alone = engine.new_game("banished", ("You", "Bob"), 7, CARDS)
    assert describe_event(alone, ev.CounterChanged("obol", 0, 2, 4)) == "Your Obol: 2 → 4."


def test_stats_count_rounds_and_what_each_seat_conjured():
    state = position(obol=[9, 0], spread=["fire_4", "water_4"])
    act(state, "conjure", uid(state, "spread", "fire_4"), "discard", 0)
    stats = state.rules.stats(state)
    assert stats["rounds"] == 1 and stats["conjured"] == [["fire_4"], []] and stats["cards_conjured"] == [1, 0]


@pytest.mark.parametrize("lives,winners", [([9, 14], [1]), ([12, 12], [0, 1])])
def test_after_the_round_limits_combat_most_life_wins(lives, winners):
    limit = CARDS.games["banished"].constants["round_limit"]
    assert limit > 0
    state = last_turn_position(round=limit, life=lives)
    end_turn(state)
    answer_all(state)
    assert state.over and list(state.winners) == winners
    assert f"Round limit ({limit})" in state.end_reason


def test_before_the_round_limit_the_game_goes_on():
    limit = CARDS.games["banished"].constants["round_limit"]
    state = last_turn_position(round=limit - 1, life=[9, 14])
    end_turn(state)
    answer_all(state)
    assert not state.over and state.data["round"] == limit
