"""Seeded random window events (clicks, drags, right-clicks, keys, resizes) at a table of each game and
in the sandbox: none may reach the error screen, and the sandbox's position stays one the game can go on from."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pytest

from game.lab.positions import position_problem
from scenes.designer.sandbox import SandboxScene
from scenes.table.driver import Driver
from scenes.table.launch import table_scene
from tests.scenes.window_fuzz import Errors, random_event

EVENTS = 250
TABLES = [("seize", ["human", "human"]), ("pariahs", ["human", "ai:random"]),
          ("banished", ["human", "human", "ai:random"])]


@pytest.fixture
def app(app):
    app.settings["speed"] = "instant"
    return app


def fuzz(app, scene, seed, check=None):
    errors = Errors(app)
    app.push(scene)
    driver = Driver(app)
    driver.frames(1)
    rng = random.Random(seed)
    for _ in range(EVENTS):
        if app.top is None:
            app.push(scene)
        random_event(rng, app, driver)
        assert not errors.seen, errors.seen
        if check is not None:
            check()


@pytest.mark.slow
@pytest.mark.parametrize("game,seats", TABLES)
def test_random_events_at_a_table_never_reach_the_error_screen(app, game, seats):
    fuzz(app, table_scene(app, game, seats, 11), seed=11)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["seize", "pariahs", "banished"])
def test_random_events_in_the_sandbox_keep_a_legal_position(app, game):
    sandbox = SandboxScene(app, game)

    def legal():
        if app.top is sandbox:
            assert position_problem(sandbox.state, app.cards) is None
    fuzz(app, sandbox, seed=5, check=legal)
