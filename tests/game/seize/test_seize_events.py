"""Seize's typed events and the moves' declared cards: what the table reads instead of the log's words."""
import random

import pytest

from game.engine.describe import describe_event
from game.engine.events import event_from_dict
from game.seize import events as sev
from game.seize import state as seize
from tests.game.seize.test_seize_support import (
    ANN, BOB, CARDS, answer, engine, ev, find, lead, of_type, position, seize as seize_with)
from tests.game.seize.test_seize_property import random_deck

FILLER = [f"{v} arcane" for v in ("love", "kingdom", "strife", "beauty", "death")]


def negation_position(bob_extra):
    return position(trump="celestial", tonic="giver", leader=ANN, deck=list(FILLER),
                    hands=[["wisdom giver", "strife wild drained"], ["beauty demon"] + bob_extra])


def test_a_seize_is_declared_with_who_which_card_and_the_trump_it_turns_from():
    state = negation_position(["strife arcane"])
    lead(state, "wisdom giver")
    events = seize_with(state, "beauty demon")
    [declared] = of_type(events, sev.SeizeDeclared)
    assert (declared.seat, declared.card, declared.card_id, declared.suit, declared.trump) == \
        (BOB, find(state, "beauty demon"), "beauty", "demon", "celestial")
    assert declared.led == find(state, "wisdom giver")
    assert describe_event(state, declared) == "Bob seizes with the Beauty of the Demon!"
    assert seize.seizing(state) == declared.card and seize.seizer(state) == BOB


def test_a_negation_then_the_seize_turned_back():
    state = negation_position(["strife arcane"])
    lead(state, "wisdom giver")
    seize_with(state, "beauty demon")
    events = answer(state, "negate", find(state, "strife wild"))
    [negation] = of_type(events, sev.NegationPlayed)
    assert (negation.seat, negation.card, negation.card_id, negation.suit, negation.seizing) == \
        (ANN, find(state, "strife wild"), "strife", "wild", find(state, "beauty demon"))
    assert describe_event(state, negation) == "Ann negates the Seize with the colorless Strife of the Wild."
    [back] = of_type(events, sev.SeizeTurnedBack)
    assert (back.seat, back.card, back.trump) == (BOB, find(state, "beauty demon"), "celestial")
    assert describe_event(state, back) == \
        "The Seize is negated: the seizing card turns back and the Trump stays."
    assert events.index(negation) < events.index(back)
    assert not of_type(events, sev.SeizeRecognized)


def test_a_recognized_seize_tells_the_turn_and_its_price():
    state = negation_position(["strife arcane"])
    lead(state, "wisdom giver")
    seize_with(state, "beauty demon")
    events = answer(state, "negate")
    [turned] = of_type(events, sev.TrumpTurned)
    [recognized] = of_type(events, sev.SeizeRecognized)
    assert events.index(turned) < events.index(recognized)
    assert (recognized.seat, recognized.card, recognized.old, recognized.new) == \
        (BOB, find(state, "beauty demon"), "celestial", "demon")
    t = state.rules.table(state)
    assert recognized.relation == t.relation[("celestial", "demon")]
    assert recognized.price == t.prices[recognized.relation]
    paid = {"led_card": "the led card drains", "seizing_card": "the seizing card drains"}.get(
        recognized.price, "nothing drains")
    assert describe_event(state, recognized) == f"Bob's Seize is recognized: a {recognized.relation} turn, {paid}."


@pytest.mark.parametrize("cls", [sev.SeizeDeclared, sev.NegationPlayed, sev.SeizeTurnedBack, sev.SeizeRecognized])
def test_seize_events_go_to_a_dict_and_back(cls):
    state = negation_position(["strife arcane"])
    lead(state, "wisdom giver")
    events = seize_with(state, "beauty demon")
    events += answer(state, "negate", find(state, "strife wild")) if cls is not sev.SeizeRecognized \
        else answer(state, "negate")
    [e] = of_type(events, cls)
    assert event_from_dict(e.to_dict()) == e


def first_move(events, uid):
    return next((e for e in events if isinstance(e, ev.CardMoved) and e.card == uid), None)


MOVES = {"lead", "play", "seize", "extra", "retire"}


def test_every_legal_move_declares_the_card_it_moves_and_where_it_goes():
    """Across whole random games, each legal action's card moves first to ``action.to`` (or stays)."""
    checked = set()
    for seed in range(24):
        rng = random.Random(seed)
        options = {"ante": 3 + seed % 5}
        if seed % 3 == 2:
            defs = CARDS.game("seize")
            options["decks"] = [random_deck(rng, defs, "Ann"), random_deck(rng, defs, "Bob")]
        state = engine.new_game("seize", ("Ann", "Bob"), seed, CARDS, **options)
        while not state.over:
            acts = engine.legal_actions(state)
            for action in acts:
                if action.kind in MOVES or (action.kind in ("negate", "answer") and action.args):
                    assert action.card == action.args[0], action
                if action.card is None:
                    continue
                trial = state.clone()
                moved = first_move(engine.apply(trial, action), action.card)
                assert (moved.dst if moved else None) == action.to, (seed, action)
                checked.add((action.kind, action.to))
            engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"]))
    assert {("lead", "trick"), ("play", "trick"), ("seize", "trick"), ("negate", "trick")} <= checked
    print(sorted(checked, key=str))
    assert {kind for kind, _ in checked} >= {"extra", "answer", "retire"}
