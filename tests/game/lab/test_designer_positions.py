"""A game in progress written back as its set-up (game/positions.py): laying the written set-up
out again gives the same position, card for card; what a set-up cannot hold is said."""
import random

import pytest

from game import engine
from game.lab.positions import owner_for, position_of
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def played(game, seats, seed, steps):
    """Positions met along a random game (no conceding)."""
    state = engine.new_game(game, seats, seed, CARDS)
    rng = random.Random(seed)
    for step in range(steps):
        if state.over:
            break
        yield state
        acts = [a for a in engine.legal_actions(state) if a.kind != "concede"]
        engine.apply(state, rng.choice(acts))


@pytest.mark.parametrize("game,seats", [("seize", 2), ("banished", 2), ("banished", 3), ("pariahs", 2)])
def test_a_written_position_lays_out_the_same_cards_counters_and_turn(game, seats):
    names = ["Ann", "Bob", "Cid"][:seats]
    checked = 0
    for i, state in enumerate(played(game, names, 7, 240)):
        if i % 5:
            continue
        setup, notes = position_of(state)
        if notes:
            continue
        again = engine.new_game(game, names, 99, CARDS, setup)
        assert position_of(again) == (setup, [])
        for name, zone in state.zones.items():
            assert ([state.cards[u].card_id for u in zone.cards]
                    == [again.cards[u].card_id for u in again.zones[name].cards])
        assert {k: v for k, v in again.counters.items() if v} == {k: v for k, v in state.counters.items() if v}
        assert again.rules.to_move(again) == state.rules.to_move(state)
        checked += 1
    assert checked >= 5


def test_a_seize_position_keeps_suits_marks_and_owners():
    setup = {"leader": 1, "trump": "wild", "tonic": "celestial", "trick": ["love wild"],
             "hands": [["beauty wild drained", "youth demon @1"], ["wisdom arcane restored:demon", "death giver"]],
             "deck": ["kingdom celestial", "death unbound"], "pot": ["love wild @1"]}
    written, notes = position_of(engine.new_game("seize", ["Ann", "Bob"], 1, CARDS, setup))
    assert notes == []
    assert written["hands"] == setup["hands"] and written["trick"] == ["love wild"]
    assert written["pot"] == ["love wild @1"] and written["leader"] == 1 and written["trump"] == "wild"


def test_what_the_set_up_fields_cannot_hold_goes_in_its_moment_and_comes_back():
    state = engine.new_game("seize", ["Ann", "Bob"], 1, CARDS, {
        "leader": 0, "trump": "wild", "trick": ["love wild"], "hands": [["beauty wild"], ["youth demon"]],
        "deck": ["kingdom celestial", "death unbound", "youth wild", "love arcane"]})
    uid = state.zones["hand:0"].cards[0]
    engine.move(state, uid, "trick")
    setup, notes = position_of(state)
    assert notes == [] and len(setup["trick"]) == 1 and len(setup["moment"]["zones"]["trick"]) == 2
    again = engine.new_game("seize", ["Ann", "Bob"], 1, CARDS, setup)
    assert [again.cards[u].card_id for u in again.zones["trick"].cards] == ["love", "beauty"]
    pariahs = engine.new_game("pariahs", ["Ann", "Bob"], 1, CARDS)        # the Initiative is being asked
    setup, notes = position_of(pariahs)
    assert notes == [] and setup["moment"]["pending"]["kind"] == "initiative"
    again = engine.new_game("pariahs", ["Ann", "Bob"], 1, CARDS, setup)
    assert engine.legal_actions(again) == engine.legal_actions(pariahs)


def test_a_card_from_the_box_belongs_to_its_color_in_pariahs_and_to_the_zone_elsewhere():
    pariahs = engine.new_game("pariahs", ["Ann", "Bob"], 1, CARDS)
    assert owner_for(pariahs, "location:3", {"color": "blue"}) == 1
    assert owner_for(pariahs, "hand:0", {"color": "blue"}) == 1
    banished = engine.new_game("banished", ["Ann", "Bob"], 1, CARDS)
    assert owner_for(banished, "hand:1", {}) == 1 and owner_for(banished, "spread", {}) is None
