"""A Bandit's Seize, RULINGS points 1-7 and 12, each from an exact position; the log and the faces."""
from collections import Counter

import pytest

from game.seize import events as sev
from game.seize.cardset import table
from game.seize.rules import Seize
from game.seize.setup import standard_origin
from tests.game.seize.test_seize_support import (
    ANN, BOB, CARDS, FILLER, answer, do, drained, engine, ev, find, lead, names, of_type, play, position, seize,
    seize_after_lead)


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


def test_a_negated_seize_to_the_tonic_does_not_win():
    state = position(trump="giver", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["wisdom celestial", "strife wild drained"], ["beauty demon", "youth wild drained"]])
    seize_after_lead(state, "wisdom celestial", "beauty demon")
    answer(state, "negate", find(state, "strife wild"))
    assert not state.over and state.data["trump"] == "giver"


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
