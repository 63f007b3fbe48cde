"""The hint at a sandbox's table is the hard player's move for the position on the table, which no deal
can rebuild; an answer to a question withdrawn never stands for the next one."""
import os
import random
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import engine
from game.ai import make_player, player_seed
from game.engine.cards import load_cards
from game.lab.positions import position_of
from scenes.designer.sandbox import SandboxScene
from scenes.table.aiproc import ProcessWorker
from scenes.table.driver import Driver
from scenes.table.hint import HINT_SPEC
from scenes.table.match import AIWorker
from tests.conftest import wait_until

CARDS = load_cards()


def played_into_a_question(seed=1, moves=5):
    """A Pariahs game a few random moves in, at a question: no deal rebuilds it."""
    state = engine.new_game("pariahs", ["Ann", "Bob"], seed, CARDS)
    rng = random.Random(seed)
    for _ in range(moves):
        engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


@pytest.mark.slow
def test_the_hint_at_a_sandbox_table_is_for_the_position_on_the_table(app):
    app.settings["speed"] = "instant"
    state = played_into_a_question()
    setup, notes = position_of(state)
    assert notes == [] and state.pending is not None and engine.legal_actions(state)[0].seat == 0
    sandbox = SandboxScene(app, state=state, source="a test")
    app.push(sandbox)
    table = sandbox.table()
    app.push(table)
    match = table.match
    assert match.actions == []
    again = engine.new_game("pariahs", list(state.seats), state.seed, CARDS, match.setup)   # kept whole
    assert [a.label for a in engine.legal_actions(again)] == [a.label for a in engine.legal_actions(state)]
    driver = Driver(app)
    for _ in range(2):           # ask, then ask again once a move has been played from the sandbox's position
        wait_until(lambda: table.my_turn() and not table.playback.animating, lambda: driver.frames(1),
                   "the person's turn")
        asked = match.state.clone()
        assert table.hint.ask()
        assert isinstance(table.hint.worker, ProcessWorker)
        wait_until(lambda: table.hint.action is not None or table.hint.step is None,
                   lambda: driver.frames(1), "the hint")
        hard = make_player(HINT_SPEC, player_seed(match.seed, 0)).choose(engine.view(asked, 0))
        assert table.hint.action == hard, table.message
        assert table.act(table.hint.action)
    assert match.actions


def test_an_answer_to_a_withdrawn_question_is_never_taken_for_the_next(app):
    class Held:
        """A player that answers ``move`` once the test lets it go."""
        def __init__(self, move, release):
            self.move, self.release = move, release

        def choose(self, view):
            self.release.wait()
            return self.move

    worker = AIWorker()
    view = engine.view(engine.new_game("pariahs", ["Ann", "Bob"], 1, CARDS), 0)
    late, slow = engine.Action("late", 0), threading.Event()
    worker.start(Held(late, slow), view, 0, 1)
    first = worker.thread
    worker.cancel()                                         # the position moved on
    now, quick = engine.Action("now", 0), threading.Event()
    quick.set()
    worker.start(Held(now, quick), view, 0, 2)
    worker.thread.join()
    slow.set()
    first.join()                                            # the withdrawn question ends last
    assert worker.poll() == now
