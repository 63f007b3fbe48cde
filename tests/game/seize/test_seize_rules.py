"""A Bandit's Seize, RULINGS points 1-13, each from an exact position."""
from collections import Counter

import pytest

from game.seize import events as sev
from game.seize.cardset import table
from game.seize.rules import Seize
from game.seize.setup import standard_origin
from tests.game.seize.test_seize_support import (
    ANN, BOB, CARDS, answer, do, drained, engine, ev, find, lead, names, of_type, play, position, seize)

FILLER = ["beauty unbound", "strife celestial", "love celestial", "kingdom celestial", "youth unbound"]


# -- 1. The deck -----------------------------------------------------------------

def test_standard_origin_is_every_suit_with_every_value():
    deck = standard_origin(CARDS.game("seize"), "Ann")
    assert len(deck) == 42
    assert Counter(r["card"] for r in deck) == {c: 6 for c in ("youth", "beauty", "strife", "love", "wisdom",
                                                                 "kingdom", "death")}
    assert len({(r["card"], r["suit"]) for r in deck}) == 42
    values = {c: CARDS.game("seize").cards[c]["value"] for c in ("youth", "beauty", "strife", "love", "wisdom",
                                                                 "kingdom", "death")}
    assert values == {"youth": 2, "beauty": 7, "strife": 8, "love": 9, "wisdom": 11, "kingdom": 12, "death": 14}


def test_a_deck_holds_at_most_seven_of_one_value():
    deck = standard_origin(CARDS.game("seize"))
    crafted = deck[:-1] + [{"card": "youth", "suit": "demon"}, {"card": "youth", "suit": "demon"}]
    with pytest.raises(engine.GameError, match="at most 7 of one value"):
        engine.new_game("seize", ("Ann", "Bob"), 1, CARDS, decks=[crafted, deck])


def test_cards_keep_their_suit_and_marks_at_the_table():
    deck = standard_origin(CARDS.game("seize"), "Ann")
    deck[0] = dict(deck[0], suit="wild", drained=True, id="a-1")
    deck[1] = dict(deck[1], suit="giver", restored_from=["demon"], id="a-2")
    state = engine.new_game("seize", ("Ann", "Bob"), 1, CARDS, decks=[deck, standard_origin(CARDS.game("seize"))])
    by_serial = {c.props.get("serial"): c for c in state.cards.values()}
    assert by_serial["a-1"].props["drained"] and by_serial["a-1"].props["suit"] == "wild"
    assert by_serial["a-2"].props["restored_from"] == ("demon",) and "drained" not in by_serial["a-2"].props
    assert state.data["profiles"] == ["Ann", "Bob"]


# -- 2. The wheel ----------------------------------------------------------------

def test_the_wheel_is_read_from_the_card_data():
    t = table(CARDS.game("seize"))
    assert t.relation[("celestial", "demon")] == t.relation[("demon", "celestial")] == "dissonant"
    assert t.relation[("giver", "wild")] == t.relation[("arcane", "unbound")] == "dissonant"
    assert t.relation[("celestial", "arcane")] == t.relation[("unbound", "wild")] == "kin"
    assert t.relation[("demon", "giver")] == t.relation[("celestial", "wild")] == "complacent"
    assert Counter(t.relation.values()) == {"dissonant": 6, "kin": 12, "complacent": 12}


def seize_position(trump, tonic="giver", led="wisdom arcane", seizer="beauty celestial"):
    return position(trump=trump, tonic=tonic, leader=ANN, deck=list(FILLER),
                    hands=[[led, "strife wild"], [seizer, "death arcane"]])


def test_dissonant_turn_drains_the_led_card():
    state = seize_position("demon")
    lead(state, "wisdom arcane")
    events = seize(state, "beauty celestial")
    assert state.data["trump"] == "celestial"
    assert [(e.old, e.new) for e in of_type(events, sev.TrumpTurned)] == [("demon", "celestial")]
    assert drained(state, "wisdom arcane") and not drained(state, "beauty celestial")
    assert names(state, "well:1") == ["wisdom arcane", "beauty celestial"]
    assert state.data["leader"] == BOB


def test_kin_turn_drains_nothing():
    state = seize_position("arcane", led="wisdom demon", seizer="beauty celestial")
    lead(state, "wisdom demon")
    seize(state, "beauty celestial")
    assert state.data["trump"] == "celestial"
    assert not drained(state, "wisdom demon") and not drained(state, "beauty celestial")
    assert names(state, "well:1") == ["wisdom demon", "beauty celestial"]


def test_complacent_turn_drains_the_seizing_card_and_the_seizer_still_leads():
    state = seize_position("demon", led="wisdom arcane", seizer="beauty giver", tonic="wild")
    lead(state, "wisdom arcane")
    events = seize(state, "beauty giver")
    assert state.data["trump"] == "giver"
    assert drained(state, "beauty giver") and not drained(state, "wisdom arcane")
    assert [e.card for e in of_type(events, ev.CardChanged) if e.prop == "drained"] == [find(state, "beauty giver")]
    # the drained seizing card cannot win: the led card takes the trick, but the seizer leads
    assert names(state, "well:0") == ["wisdom arcane", "beauty giver"]
    assert state.data["leader"] == BOB


def test_changing_the_prices_in_the_data_changes_the_game():
    from game.engine.cards import parse_cards
    text = open(CARDS.path, encoding="utf-8").read().replace(
        "prices: {dissonant: led_card, kin: nothing, complacent: seizing_card}",
        "prices: {dissonant: nothing, kin: nothing, complacent: nothing}")
    cards, problems = parse_cards(text)
    assert not problems
    state = engine.new_game("seize", ("Ann", "Bob"), 7, cards, setup=dict(
        trump="demon", tonic="giver", leader=ANN, deck=list(FILLER),
        hands=[["wisdom arcane", "strife wild"], ["beauty celestial", "death arcane"]]))
    lead(state, "wisdom arcane")
    seize(state, "beauty celestial")
    assert not drained(state, "wisdom arcane")


# -- 3. Set-up ---------------------------------------------------------------------

@pytest.mark.parametrize("ante", [3, 5, 7])
def test_setup_antes_n_from_each_deck_and_deals_five_each(ante):
    state = engine.new_game("seize", ("Ann", "Bob"), 11, CARDS, ante=ante)
    pot = [state.cards[u] for u in state.zones["pot"].cards]
    assert Counter(c.owner for c in pot) == {0: ante, 1: ante}
    assert state.zones["pot"].visibility == engine.SECRET
    assert len(state.zones["hand:0"].cards) == len(state.zones["hand:1"].cards) == 5
    assert len(state.zones["deck"].cards) == 84 - 2 * ante - 10


def test_the_owner_of_the_higher_lead_card_leads():
    values = table(CARDS.game("seize")).value
    leaders = Counter()
    for seed in range(60):
        state = engine.new_game("seize", ("Ann", "Bob"), seed, CARDS)
        ann_drew, bob_drew = state.data["lead_draw"]     # Ann drew from Bob's deck, Bob from Ann's
        a, b = values[ann_drew[0]], values[bob_drew[0]]
        if a != b:
            assert state.data["leader"] == (BOB if a > b else ANN)
        leaders[state.data["leader"]] += 1
    assert leaders[0] and leaders[1]


def test_ante_outside_the_range_and_a_deck_too_small_are_refused():
    with pytest.raises(engine.GameError, match="3 to 7"):
        engine.new_game("seize", ("Ann", "Bob"), 1, CARDS, ante=8)
    small = standard_origin(CARDS.game("seize"))[:9]
    with pytest.raises(engine.GameError, match="cannot sit at ante 5"):
        engine.new_game("seize", ("Ann", "Bob"), 1, CARDS, ante=5, decks=[small, standard_origin(CARDS.game("seize"))])


# -- 4. The Tonic ------------------------------------------------------------------

def test_the_first_colored_card_sets_trump_and_tonic():
    state = position(leader=ANN, deck=list(FILLER),
                     hands=[["strife wild drained", "love demon"], ["beauty giver", "youth arcane"]])
    lead(state, "strife wild")
    assert state.data["trump"] is None and state.data["tonic"] is None
    events = play(state, "beauty giver")
    assert state.data["trump"] == state.data["tonic"] == "giver"
    assert [(e.old, e.new) for e in of_type(events, sev.TrumpTurned)] == [(None, "giver")]
    assert names(state, "well:1") == ["strife wild", "beauty giver"]


# -- 5. The trick ------------------------------------------------------------------

def trick(led, response, trump="demon"):
    state = position(trump=trump, tonic=trump, leader=ANN, deck=list(FILLER),
                     hands=[[led, "wisdom unbound"], [response, "death unbound"]])
    lead(state, led)
    play(state, response)
    return state


def test_a_trump_beats_a_higher_card():
    state = trick("death giver", "youth demon")
    assert names(state, "well:1") == ["death giver", "youth demon"] and state.data["leader"] == BOB


def test_otherwise_the_higher_number_wins_whatever_the_suits():
    state = trick("beauty giver", "strife wild")
    assert names(state, "well:1") == ["beauty giver", "strife wild"]


def test_ties_go_to_the_first_card_played():
    state = trick("kingdom giver", "kingdom wild")
    assert names(state, "well:0") == ["kingdom giver", "kingdom wild"] and state.data["leader"] == ANN


def test_a_colorless_card_cannot_win():
    state = trick("death demon drained", "youth giver")
    assert names(state, "well:1") == ["death demon", "youth giver"]


def test_a_trick_no_card_can_win_goes_to_the_flames_and_the_leader_leads_again():
    state = position(trump="demon", tonic="demon", leader=BOB, deck=list(FILLER),
                     hands=[["death demon drained", "youth giver"], ["beauty wild drained", "youth wild"]])
    lead(state, "beauty wild")
    events = play(state, "death demon")
    assert names(state, "flames") == ["beauty wild", "death demon"]
    assert not state.zones["well:0"].cards and not state.zones["well:1"].cards
    assert state.data["leader"] == BOB and state.data["phase"] == "lead"
    assert any("flames" in e.text for e in of_type(events, ev.Message))


# -- 6. Who may seize --------------------------------------------------------------

def respond_position(hand_bob, trump="demon", led="wisdom giver"):
    state = position(trump=trump, tonic=trump, leader=ANN, deck=list(FILLER),
                     hands=[[led, "youth giver"], hand_bob])
    lead(state, led)
    return state


def test_the_weaker_colored_non_trump_card_may_seize():
    state = respond_position(["beauty wild", "kingdom arcane", "beauty demon", "wisdom arcane",
                              "strife unbound drained", "death celestial"])
    seizers = {state.cards[a.args[0]].card_id + " " + state.cards[a.args[0]].props["suit"]
               for a in engine.legal_actions(state) if a.kind == "seize"}
    assert seizers == {"beauty wild"}


@pytest.mark.parametrize("card, why", [
    ("kingdom arcane", "only the weaker card"),
    ("wisdom arcane", "equal numbers cannot seize"),
    ("beauty demon", "Trump suit cannot seize"),
    ("strife unbound drained", "colorless card cannot seize"),
])
def test_who_may_not_seize_is_told_why(card, why):
    state = respond_position([card, "youth wild"])
    with pytest.raises(engine.IllegalAction, match=why):
        seize(state, card)


def test_death_cannot_seize():
    state = respond_position(["death arcane", "youth wild"], led="death giver")
    with pytest.raises(engine.IllegalAction, match="Death cannot seize"):
        seize(state, "death arcane")
    state = respond_position(["death arcane", "kingdom wild"])
    assert not [a for a in engine.legal_actions(state) if a.kind == "seize"]


def test_the_card_that_leads_never_turns():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["beauty giver", "youth giver"], ["death wild"]])
    assert {a.kind for a in engine.legal_actions(state)} <= {"lead", "extra", "concede"}
    with pytest.raises(engine.IllegalAction, match="only the card played in response"):
        do(state, "seize", ANN, find(state, "beauty giver"))


# -- 7. Victory --------------------------------------------------------------------

def test_a_seize_back_to_the_tonic_wins_at_once_and_takes_the_pot():
    state = position(trump="giver", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["wisdom celestial", "youth giver"], ["beauty demon", "youth wild"]],
                     pot=["death wild @0", "love wild @0", "strife arcane @1", "love unbound @1"])
    events = seize_after_lead(state, "wisdom celestial", "beauty demon")
    assert state.over and state.winners == (BOB,)
    assert {state.cards[u].owner for u in state.zones["pot"].cards} == {BOB}
    assert len([e for e in of_type(events, ev.CardChanged) if e.prop == "owner"]) == 2
    assert of_type(events, ev.GameOver)[0].reason == "Bob's Seize turned the Trump back to the Tonic"
    # giver -> demon is complacent: the price is paid before the game ends, and marks are kept
    assert drained(state, "beauty demon")
    assert names(state, "trick") == ["wisdom celestial", "beauty demon"]


def seize_after_lead(state, led, seizer):
    lead(state, led)
    return seize(state, seizer)


def test_a_negated_seize_to_the_tonic_does_not_win():
    state = position(trump="giver", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["wisdom celestial", "strife wild drained"], ["beauty demon", "youth wild drained"]])
    seize_after_lead(state, "wisdom celestial", "beauty demon")
    answer(state, "negate", find(state, "strife wild"))
    assert not state.over and state.data["trump"] == "giver"


# -- 8. Negation and the two answers ------------------------------------------------

def negation_position(bob_extra, trump="celestial", tonic="giver"):
    return position(trump=trump, tonic=tonic, leader=ANN, deck=list(FILLER),
                    hands=[["wisdom giver", "strife wild drained", "love unbound drained"],
                           ["beauty demon"] + bob_extra])


def test_no_colorless_card_no_negation_window():
    state = position(trump="celestial", tonic="giver", leader=ANN, deck=list(FILLER),
                     hands=[["wisdom giver", "strife wild"], ["beauty demon", "youth arcane"]])
    seize_after_lead(state, "wisdom giver", "beauty demon")
    assert state.pending is None and state.data["trump"] == "demon"


def test_negation_keeps_the_trump_drains_nothing_and_judges_the_trick_as_if_no_seize():
    state = negation_position(["strife arcane"])
    seize_after_lead(state, "wisdom giver", "beauty demon")
    assert state.pending.kind == "negate" and state.pending.seat == ANN
    assert len(state.pending.options) == 3                 # two colorless cards, or let it stand
    events = answer(state, "negate", find(state, "strife wild"))
    assert state.pending is None                           # Bob has no Youth or Death to answer with
    assert state.data["trump"] == "celestial" and not of_type(events, sev.TrumpTurned)
    assert not [e for e in events if isinstance(e, ev.CardChanged) and e.prop == "drained"]
    # judged as if no Seize: the higher card wins; the negating card goes with the trick
    assert names(state, "well:0") == ["wisdom giver", "beauty demon", "strife wild"]
    assert state.data["leader"] == ANN


def test_letting_the_seize_stand():
    state = negation_position(["strife arcane"])
    seize_after_lead(state, "wisdom giver", "beauty demon")
    answer(state, "negate")
    assert state.data["trump"] == "demon" and drained(state, "wisdom giver")


def test_answer_by_draining_a_youth_recognizes_the_seize():
    state = negation_position(["youth arcane"])
    seize_after_lead(state, "wisdom giver", "beauty demon")
    answer(state, "negate", find(state, "strife wild"))
    assert state.pending.kind == "answer" and state.pending.seat == BOB
    youth = find(state, "youth arcane")
    events = answer(state, "answer", youth, 1)
    assert state.cards[youth].zone == "hand:1" and drained(state, "youth arcane")
    assert state.data["trump"] == "demon"                     # celestial -> demon: dissonant
    assert drained(state, "wisdom giver")
    assert names(state, "well:1") == ["wisdom giver", "beauty demon", "strife wild"]
    assert state.data["leader"] == BOB
    assert state.pending is None                              # an answer cannot be negated
    assert of_type(events, sev.TrumpTurned)


def test_a_youth_drained_to_answer_is_shown_to_the_leader():
    state = negation_position(["youth arcane"])
    seize_after_lead(state, "wisdom giver", "beauty demon")
    answer(state, "negate", find(state, "strife wild"))
    youth = find(state, "youth arcane")
    answer(state, "answer", youth, 1)
    seen = engine.view(state, ANN).cards[youth]
    assert seen.card_id == "youth" and seen.props["drained"]


def test_answer_by_discarding_a_death_retires_the_negating_card():
    state = negation_position(["death wild"])
    seize_after_lead(state, "wisdom giver", "beauty demon")
    answer(state, "negate", find(state, "strife wild"))
    answer(state, "answer", find(state, "death wild"), 0)
    assert names(state, "flames") == ["strife wild"]
    assert state.data["trump"] == "demon"
    assert names(state, "well:1") == ["wisdom giver", "beauty demon", "death wild"]
    assert state.data["leader"] == BOB and state.pending is None


def test_a_colorless_youth_cannot_answer_and_the_seizer_may_decline():
    state = negation_position(["youth arcane drained", "death wild"])
    seize_after_lead(state, "wisdom giver", "beauty demon")
    answer(state, "negate", find(state, "love unbound"))
    assert [a.args for a in state.pending.options] == [(find(state, "death wild"), 0), ()]
    answer(state, "answer")
    assert state.data["trump"] == "celestial"
    assert names(state, "well:0") == ["wisdom giver", "beauty demon", "love unbound"]


# -- 9. Extras before you play ------------------------------------------------------

def extras(state):
    return [a for a in engine.legal_actions(state) if a.kind == "extra"]


def test_wisdom_drains_to_see_the_top_two_cards_of_a_deck_of_your_choice():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["youth wild", "love giver", "death arcane"],
                     welldecks=[[], ["strife demon", "beauty demon"]],
                     hands=[["wisdom demon", "beauty giver"], ["kingdom wild"]])
    wisdom = find(state, "wisdom demon")
    (use,) = extras(state)
    assert use.args == (wisdom, 0)
    engine.apply(state, use)
    assert state.pending.kind == "choose" and [a.args[0] for a in state.pending.options] == ["deck", "welldeck:1"]
    events = answer(state, "choose", "deck")
    (peek,) = of_type(events, ev.CardPeeked)
    assert peek.seat == ANN and peek.card_ids == ("love", "death")
    assert drained(state, "wisdom demon") and state.cards[wisdom].zone == "hand:0"
    mine, theirs = engine.view(state, ANN), engine.view(state, BOB)
    top = state.zones["deck"].cards[-2:]
    assert [mine.cards[u].card_id for u in top] == ["love", "death"]
    assert [theirs.cards[u].card_id for u in top] == [None, None]
    assert not extras(state)                                  # a drained Wisdom cannot look again
    assert state.data["phase"] == "lead" and state.rules.to_move(state) == ANN


def test_a_card_used_from_hand_is_shown_to_the_table():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["youth wild", "love giver", "death arcane"],
                     hands=[["wisdom demon", "beauty giver"], ["kingdom wild"]])
    wisdom, beauty = find(state, "wisdom demon"), find(state, "beauty giver")
    assert engine.view(state, BOB).cards[wisdom].card_id is None
    events = engine.apply(state, extras(state)[0])
    assert [e.card for e in of_type(events, ev.CardRevealed)] == [wisdom]
    seen = engine.view(state, BOB).cards
    assert seen[wisdom].card_id == "wisdom" and seen[wisdom].props["drained"]
    assert seen[beauty].card_id is None                       # the rest of the hand stays hidden


def test_a_restored_card_is_shown_with_its_new_suit():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["youth giver", "strife demon drained", "beauty wild"], ["kingdom wild"]])
    engine.apply(state, extras(state)[0])
    strife = find(state, "strife giver")
    seen = engine.view(state, BOB).cards[strife]
    assert seen.card_id == "strife" and seen.props["suit"] == "giver" and seen.props["restored_from"] == ("demon",)
    assert engine.view(state, BOB).cards[find(state, "beauty wild")].card_id is None


def test_youth_restores_a_drained_card_into_its_suit():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["youth giver", "strife demon drained", "beauty wild"], ["kingdom wild"]])
    (use,) = extras(state)
    events = engine.apply(state, use)
    strife = find(state, "strife giver")
    assert names(state, "flames") == ["youth giver"]
    props = state.cards[strife].props
    assert props["suit"] == "giver" and props["restored_from"] == ("demon",) and "drained" not in props
    assert {(e.prop, e.new) for e in of_type(events, ev.CardChanged)} >= {("suit", "giver"), ("drained", None)}
    face = state.rules.face(state.definition(strife), props)
    assert face.marks == ("restored", "╲")


def test_youth_chooses_which_drained_card_to_restore():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["youth giver", "strife demon drained", "death wild drained"], ["kingdom wild"]])
    engine.apply(state, extras(state)[0])
    answer(state, "choose", find(state, "death wild"))
    assert state.cards[find(state, "death giver")].props["restored_from"] == ("wild",)
    assert drained(state, "strife demon")


def test_love_and_kingdom_restore_a_youth_and_shuffle_it_into_the_table_deck():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["beauty wild", "strife arcane"],
                     hands=[["love demon", "kingdom wild", "youth arcane drained", "beauty giver"], ["kingdom giver"]])
    uses = extras(state)
    assert sorted(state.cards[a.args[0]].card_id for a in uses) == ["kingdom", "love"]
    engine.apply(state, next(a for a in uses if state.cards[a.args[0]].card_id == "love"))
    youth = find(state, "youth arcane")
    assert sorted(names(state, "flames")) == ["kingdom wild", "love demon"]
    assert state.cards[youth].zone == "deck" and len(state.zones["deck"].cards) == 3
    assert not state.cards[youth].props.get("drained") and state.cards[youth].props["restored_from"] == ("arcane",)
    assert names(state, "hand:0") == ["beauty giver"]


def test_love_and_kingdom_need_a_card_left_to_play():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["beauty wild"],
                     hands=[["love demon", "kingdom wild", "youth arcane drained"], ["kingdom giver"]])
    assert not extras(state)


def test_the_responder_has_extras_too():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["beauty giver"], ["wisdom wild", "youth arcane"]])
    lead(state, "beauty giver")
    assert [state.cards[a.args[0]].card_id for a in extras(state)] == ["wisdom"]


def test_the_responder_is_offered_plays_then_seizes_then_extras_each_in_hand_order():
    """The greedy player keeps the first of equal moves, so the order of the list is part of the game."""
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["kingdom giver"], ["wisdom wild", "youth arcane", "beauty unbound drained",
                                                "beauty celestial"]])
    lead(state, "kingdom giver")
    listed = [(a.kind, state.cards[a.args[0]].card_id + " " + state.cards[a.args[0]].props["suit"])
              for a in engine.legal_actions(state) if a.kind != "concede"]
    assert listed == [("play", "wisdom wild"), ("play", "youth arcane"), ("play", "beauty unbound"),
                      ("play", "beauty celestial"),
                      ("seize", "wisdom wild"), ("seize", "youth arcane"), ("seize", "beauty celestial"),
                      ("extra", "wisdom wild"), ("extra", "youth arcane")]


def test_either_player_may_concede_at_any_time():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["wisdom giver", "strife wild drained"], ["beauty wild"]], pot=["death wild @0"])
    assert engine.Action("concede", ANN) in engine.legal_actions(state)
    assert engine.Action("concede", BOB) not in engine.legal_actions(state)
    lead(state, "wisdom giver")
    seize(state, "beauty wild")
    assert state.pending.seat == ANN                          # Ann is deciding on a negation...
    events = do(state, "concede", BOB)                        # ...and Bob concedes meanwhile
    assert state.over and state.winners == (ANN,)
    assert of_type(events, ev.GameOver)[0].reason == "Bob concedes"
    assert state.cards[find(state, "death wild")].owner == ANN


def test_concede_during_a_choice_of_a_card():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["youth wild", "love giver"],
                     welldecks=[["strife demon"], []], hands=[["wisdom demon", "beauty giver"], ["kingdom wild"]])
    engine.apply(state, extras(state)[0])
    assert state.pending.source == "chain"
    do(state, "concede", BOB)
    assert state.winners == (ANN,)


# -- 10. Drawing -------------------------------------------------------------------

def test_empty_hands_draw_five_the_next_leader_first_fewer_if_fewer_remain():
    deck = ["youth wild", "love giver", "death arcane", "beauty demon", "strife arcane", "kingdom unbound",
            "wisdom celestial"]
    state = position(trump="demon", tonic="demon", leader=ANN, deck=deck,
                     hands=[["beauty giver"], ["strife giver"]])
    lead(state, "beauty giver")
    events = play(state, "strife giver")                     # Bob wins: he leads and draws first
    draws = [e.dst for e in of_type(events, ev.CardMoved) if e.reason == "draw"]
    assert draws == ["hand:1"] * 5 + ["hand:0"] * 2
    assert names(state, "hand:1")[0] == "wisdom celestial"     # the top of the deck first
    assert not state.zones["deck"].cards


# -- 11. Running out and buying back ------------------------------------------------

WELL = ["youth demon", "beauty demon", "strife demon", "love demon", "wisdom demon", "kingdom demon",
        "death demon", "youth celestial"]


def run_out_position(buybacks=(0, 0), well=WELL, ante=3):
    # Ann leads her last card, Bob answers with one of several: Ann takes the trick and has run out
    return position(trump="giver", tonic="giver", leader=ANN, ante=ante, buybacks=list(buybacks),
                    wells=[list(well), []], pot=["love wild @0", "love wild @1"],
                    hands=[["death giver"], ["beauty wild", "strife wild", "kingdom wild"]])


def test_buyback_antes_from_the_well_draws_five_retires_one_and_leads():
    state = run_out_position()
    lead(state, "death giver")
    play(state, "beauty wild")
    assert state.pending.kind == "buyback" and state.pending.seat == ANN
    engine.apply(state, engine.Action("buy_back", ANN))
    assert len(state.zones["pot"].cards) == 2 + 3
    assert len(state.zones["hand:0"].cards) == 5 and len(state.zones["welldeck:0"].cards) == 2
    assert not state.zones["well:0"].cards
    assert state.pending.kind == "retire" and "1 more card" in state.pending.prompt
    retired = state.pending.options[2].args[0]
    answer(state, "retire", retired)
    assert names(state, "flames") == [f"{state.cards[retired].card_id} {state.cards[retired].props['suit']}"]
    assert state.pending is None and len(state.zones["hand:0"].cards) == 4
    assert state.data["buybacks"] == [1, 0] and state.data["leader"] == ANN and state.data["phase"] == "lead"


def test_second_buyback_retires_two():
    state = run_out_position(buybacks=(1, 0))
    lead(state, "death giver")
    play(state, "beauty wild")
    assert "retire 2" in state.pending.prompt
    engine.apply(state, engine.Action("buy_back", ANN))
    first = state.pending.options[0].args[0]
    answer(state, "retire", first)
    assert state.pending.kind == "retire" and "1 more card" in state.pending.prompt
    answer(state, "retire", state.pending.options[0].args[0])
    assert len(state.zones["flames"].cards) == 2 and len(state.zones["hand:0"].cards) == 3
    assert state.data["buybacks"] == [2, 0] and state.data["leader"] == ANN


def test_declining_to_buy_back_loses_the_pot():
    state = run_out_position()
    lead(state, "death giver")
    play(state, "beauty wild")
    engine.apply(state, engine.Action("decline_buyback", ANN))
    assert state.winners == (BOB,)
    assert {state.cards[u].owner for u in state.zones["pot"].cards} == {BOB}


def test_too_few_cards_to_buy_back_loses():
    state = run_out_position(well=WELL[:3], ante=3)
    lead(state, "death giver")
    play(state, "beauty wild")                                # 5 in the well: ante 3, draw 2, retire 1: ok
    assert state.pending.kind == "buyback"
    state = run_out_position(well=WELL[:2], ante=3)           # 4 in the well: ante 3, draw 1, retire 1: none left
    lead(state, "death giver")
    events = play(state, "beauty wild")
    assert state.winners == (BOB,)
    assert "cannot buy back" in of_type(events, ev.GameOver)[0].reason


def test_both_out_and_neither_can_buy_back_is_a_draw():
    state = position(trump="giver", tonic="giver", leader=ANN, pot=["love wild @0", "love wild @1"],
                     hands=[["death giver"], ["beauty wild"]])
    lead(state, "death giver")
    play(state, "beauty wild")
    assert state.over and state.winners == ()
    assert [state.cards[u].owner for u in state.zones["pot"].cards] == [0, 1]


def test_the_buyer_draws_from_the_well_deck_and_others_can_peek_at_it():
    state = run_out_position()
    lead(state, "death giver")
    play(state, "beauty wild")
    engine.apply(state, engine.Action("buy_back", ANN))
    answer(state, "retire", state.pending.options[0].args[0])
    assert state.zones["welldeck:0"].visibility == engine.SECRET


# -- 12. The end ---------------------------------------------------------------------

def test_cards_return_to_their_owners_and_the_flames_keep_theirs():
    state = position(trump="giver", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["wisdom celestial", "youth giver @1"], ["beauty demon", "youth wild @0"]],
                     pot=["death wild @0", "strife arcane @1"], flames=["love arcane @1"])
    seize_after_lead(state, "wisdom celestial", "beauty demon")
    owners = {f"{c.card_id} {c.props['suit']}": c.owner for c in state.cards.values()}
    assert owners["death wild"] == BOB and owners["strife arcane"] == BOB      # the pot changed hands
    assert owners["youth giver"] == BOB and owners["youth wild"] == ANN        # every other card stays its owner's
    assert owners["wisdom celestial"] == ANN


# -- the log and the faces -------------------------------------------------------------

def test_the_log_tells_the_seize_in_words():
    from game.engine.describe import describe_event
    state = seize_position("demon")
    events = lead(state, "wisdom arcane") + seize(state, "beauty celestial")
    text = [describe_event(state, e) for e in events]
    assert "Ann leads the Wisdom of the Arcane." in text
    assert "Bob seizes with the Beauty of the Celestial!" in text
    assert "The Trump turns from The Demon\u00a0╲ to The Celestial\u00a0†." in text
    assert any("drains" in t for t in text)


@pytest.mark.parametrize("reason,told", [("retire", "{} is retired to the flames."),
                                         ("discard", "{} is discarded into the trick."),
                                         ("shuffle_in", "{} is shuffled into the table deck."), ("lead", "")])
def test_the_log_tells_a_card_s_move_by_its_reason(reason, told):
    from game.engine.describe import describe_event
    state = seize_position("demon")
    uid = find(state, "wisdom arcane")
    words = describe_event(state, ev.CardMoved(uid, "wisdom", "hand:0", "flames", reason=reason))
    assert words == told.format("The Wisdom of the Arcane")


def test_faces_show_suit_value_sign_and_marks():
    defs = CARDS.game("seize")
    face = Seize.face(defs.cards["wisdom"], {"suit": "demon"})
    assert (face.title, face.kind, face.corner, face.sign, face.marks) == \
        ("Wisdom", "Wisdom · The Demon", "11", "╲", ())
    assert "look at the top 2 cards" in face.text.lower()
    assert Seize.face(defs.cards["youth"], {"suit": "arcane", "drained": True}).marks == ("drained",)
    assert "Death cannot Seize." in Seize.face(defs.cards["death"], {"suit": "wild"}).text


def test_stats_count_tricks():
    state = trick("beauty giver", "strife wild")
    assert state.rules.stats(state)["tricks"] == 1


def test_a_move_out_of_turn_is_refused_with_a_reason():
    state = seize_position("demon")
    with pytest.raises(engine.IllegalAction, match="it is Ann's turn to lead, not Bob's"):
        do(state, "lead", BOB, find(state, "beauty celestial"))
    with pytest.raises(engine.IllegalAction, match="not in your hand"):
        do(state, "lead", ANN, find(state, "beauty celestial"))
    lead(state, "wisdom arcane")
    with pytest.raises(engine.IllegalAction, match="not leading this trick"):
        do(state, "lead", BOB, find(state, "beauty celestial"))


def test_a_bad_position_is_a_clear_error():
    with pytest.raises(engine.GameError, match="unknown set-up key 'hand'"):
        position(hand=[["youth demon"], []])
    with pytest.raises(engine.GameError, match="no suit is called 'purple'"):
        position(hands=[["youth purple"], []])
