"""Every position legal play reaches can be written by hand: a position from a random game (an open question,
the chain, Combat, the Grim choice, a trick under way included), written as a replay's set-up and read back
through the replay's checks, shows the same ``replay --json`` (uids aside: they are the game's own)."""
import random

import pytest

from game import engine
from game.engine.replay import Replay, dumps, loads
from game.engine.state_json import state_json
from game.lab.positions import position_of
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def without_uids(state) -> dict:
    """``replay --json`` of ``state`` with each uid named by where its card lies, and without the step."""
    data = state_json(state)
    where = {c["uid"]: f"{c['zone']}#{c['index']}" for c in data["cards"]}

    def named(value):
        if isinstance(value, dict):
            return {k: named(v) for k, v in value.items() if k != "step"}
        if isinstance(value, list):
            return [named(v) for v in value]
        if type(value) is int and value in where:
            return where[value]
        if isinstance(value, str):
            for uid, place in where.items():
                value = value.replace(str(uid), place)
        return value
    return named(data)


def sampled(game, seats, games, every=5, steps=600):
    for g in range(games):
        names = [f"P{i}" for i in range(seats)]
        state = engine.new_game(game, names, 1000 + g, CARDS)
        rng = random.Random(g)
        for step in range(steps):
            if state.over:
                break
            if step % every == 0:
                yield state
            engine.apply(state, rng.choice([a for a in engine.legal_actions(state) if a.kind != "concede"]))


@pytest.mark.parametrize("game,seats,games", [("seize", 2, 3), ("pariahs", 2, 3), ("banished", 2, 3),
                                              ("banished", 3, 3), ("banished", 4, 3)])
def test_a_reached_position_written_as_a_set_up_reads_back_the_same(game, seats, games):
    checked = out_of_life = asked = 0
    for state in sampled(game, seats, games):
        setup, notes = position_of(state)
        assert notes == []
        text = dumps(Replay(game, list(state.seats), state.seed, setup=setup))
        again = loads(text, "position.yaml", CARDS).new_state(CARDS)
        assert without_uids(again) == without_uids(state)
        checked += 1
        out_of_life += game == "banished" and 0 in setup["life"]
        asked += state.pending is not None or bool(state.chain) or bool(state.waiting)
    assert checked >= 15
    if game != "seize":
        assert asked, "no sampled position had a question open or the chain waiting"
    if game == "banished" and seats > 2:
        assert out_of_life, "no sampled position had a seat at 0 Life"
