"""A set-up's moment (game.engine.moment): a position inside a question, the chain or a step between turns is
written as what it adds to its set-up, and every field of it is checked where it is written (FILE:LINE:COL)."""
import random

import pytest

from game import engine
from game.engine.replay import Replay, dumps, loads
from game.lab.positions import position_of
from tests.game.engine.test_setup_rules import refusal
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def reached(game, seats, wanted, seed=7, steps=400):
    """The first position of a random game that ``wanted(state)`` picks."""
    state = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, CARDS)
    rng = random.Random(seed)
    for _ in range(steps):
        if wanted(state):
            return state
        engine.apply(state, rng.choice([a for a in engine.legal_actions(state) if a.kind != "concede"]))
    pytest.fail("no such position in the game")


def test_a_question_the_chain_asks_is_asked_again_from_the_chain_written():
    state = reached("pariahs", 2, lambda s: s.pending is not None and s.pending.source == "chain")
    setup, notes = position_of(state)
    assert notes == [] and "pending" not in setup["moment"] and setup["moment"]["chain"]
    again = loads(dumps(Replay("pariahs", list(state.seats), state.seed, setup=setup)), "p.yaml", CARDS)
    rebuilt = again.new_state(CARDS)
    assert rebuilt.pending.prompt == state.pending.prompt
    assert [a.label for a in rebuilt.pending.options] == [a.label for a in state.pending.options]


def test_a_question_the_rules_ask_is_written_with_its_answers():
    state = reached("pariahs", 2, lambda s: s.pending is not None and s.pending.kind == "initiative")
    setup, _ = position_of(state)
    asked = setup["moment"]["pending"]
    assert asked["kind"] == "initiative" and asked["seat"] == state.pending.seat
    rebuilt = loads(dumps(Replay("pariahs", list(state.seats), state.seed, setup=setup)), "p.yaml",
                    CARDS).new_state(CARDS)
    assert engine.legal_actions(rebuilt) == engine.legal_actions(state)


BASE = ["hands: [[fire_4, water_5], []]", "moment:"]


@pytest.mark.parametrize("lines,said", [
    (["  zones: {nowhere: []}"], "bad.yaml:10:22: setup.moment.zones.nowhere is not a zone of this banished game"),
    (["  zones: {'hand:1': [[no_such_card, 1, false, {}]]}"], "bad.yaml:10:25: setup.moment.zones.hand:1[0][0] is "
                                                             "'no_such_card', not a banished card"),
    (["  zones: {'hand:1': [[fire_4, 5, false, {}]]}"], "setup.moment.zones.hand:1[0][1] must be a seat from 0 to 1"),
    (["  chain: [{card: {card: 'hand:0#9'}, ability: 0, controller: 0, trigger: played}]"],
     "bad.yaml:10:20: setup.moment.chain[0].card names 'hand:0#9': no card lies there"),
    (["  chain: [{card: {card: 'hand:0#0'}, ability: 40, controller: 0, trigger: played}]"],
     "setup.moment.chain[0].ability must be the number of one of fire_4's"),
    (["  waiting: [{card: {card: 'hand:0#1'}, ability: 0, controller: 3, trigger: played}]"],
     "setup.moment.waiting[0].controller must be a seat from 0 to 1"),
    (["  counters: [[life, 2, 5]]"], "setup.moment.counters[0][1] must be a seat from 0 to 1 or null"),
    (["  turn_queue: [[0, false], [7, false]]"], "setup.moment.turn_queue[1] must be [seat 0 to 1, true or false]"),
    (["  pending: {seat: 0, kind: pick, prompt: Pick, options: []}"],
     "setup.moment.pending.options must list at least one answer"),
    (["  data_gone: [no_such_data]"], "setup.moment.data_gone[0] is 'no_such_data'"),
    (["  clock: 3"], "bad.yaml:10:5: setup.moment has an unknown key 'clock'"),
])
def test_a_bad_moment_is_refused_at_its_field(lines, said):
    assert said in refusal("banished", 2, BASE + lines)


def test_a_set_up_without_a_moment_reads_as_before():
    state = engine.new_game("banished", ["A", "B"], 1, CARDS, {"hands": [["fire_4"], []]})
    assert [state.cards[u].card_id for u in state.zones["hand:0"].cards] == ["fire_4"]
