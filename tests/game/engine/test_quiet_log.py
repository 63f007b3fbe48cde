"""A quiet state (``State.quiet``: nobody reads its events) plays exactly the game a listening one plays,
and the listening state keeps every event it kept before."""
import random

import pytest

from game import engine
import game.engine.events as ev
from tests.game.engine.game_digest import view_text
from tests.pinned import pinned_cards

CARDS = pinned_cards()
GAMES = ("banished", "pariahs", "seize")


def _play(state, seed: int, steps: int = 10_000):
    """Random moves from ``Random(seed)``; yields each position's legal moves, the events and the whole table."""
    rng = random.Random(seed)
    while not state.over and steps:
        acts = engine.legal_actions(state)
        events = engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
        steps -= 1
        moves = [(a.kind, a.seat, a.args, a.label, a.card, a.to) for a in acts]
        yield moves, events, view_text(engine.view(state, None))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_quiet_game_is_the_same_game_with_no_events(game, seed):
    names = ["P1", "P2"]
    heard = engine.new_game(game, names, seed, CARDS)
    quiet = engine.new_game(game, names, seed, CARDS, quiet=True)
    assert quiet.log is None and heard.log == []
    assert view_text(engine.view(quiet, None)) == view_text(engine.view(heard, None))
    told = 0
    for (acts, events, table), (quiet_acts, quiet_events, quiet_table) in zip(_play(heard, seed), _play(quiet, seed)):
        assert quiet_acts == acts and quiet_table == table
        assert quiet_events == []
        told += len(events)
    assert heard.over and quiet.over and told > 20
    assert (quiet.record, quiet.winners, quiet.end_reason, quiet.step) == (
        heard.record, heard.winners, heard.end_reason, heard.step)


@pytest.mark.parametrize("game", GAMES)
def test_a_quiet_copy_goes_on_alike_and_leaves_the_listening_state_its_events(game):
    state = engine.new_game(game, ["P1", "P2"], 5, CARDS)
    for _ in _play(state, 5, steps=40):
        pass
    twin = state.clone()
    copy = state.clone(quiet=True)
    assert copy.log is None and state.log is not None and copy.clone().log is None
    heard = list(_play(state, 9))
    quiet = list(_play(copy, 9))
    assert [(acts, table) for acts, _, table in quiet] == [(acts, table) for acts, _, table in heard]
    assert [events for _, events, _ in heard] == [events for _, events, _ in _play(twin, 9)]
    assert any(events for _, events, _ in heard) and not any(events for _, events, _ in quiet)


def test_a_state_goes_quiet_at_any_time():
    state = engine.new_game("pariahs", ["P1", "P2"], 3, CARDS)
    assert state.quiet() is state and state.log is None
    state.emit(ev.Message("nobody hears this"))
    assert state.log is None and state.clone().log is None
