"""A Bandit's Seize, RULINGS point 8: negating a Seize and the two answers, each from an exact position."""
from game.seize import events as sev
from tests.game.seize.test_seize_support import (
    ANN, BOB, FILLER, answer, drained, engine, ev, find, names, of_type, position, seize_after_lead)


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
