"""What the set-up and profile tests share: a window with the window's own scenes (no designer's tools), the
pinned cards, instant animations and its own data folder; and a game's set-up screen opened in it.

A module takes the window as its ``app`` fixture with ``from tests.scenes.plain_window import instant_app``.
"""
import pytest

from scenes.app import App
from scenes.setup import SetupScene
from scenes.table.driver import Driver
from tests.pinned import pinned_cards

CARDS = pinned_cards()


@pytest.fixture(name="app")
def instant_app(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    a = App((1280, 800), data_dir=str(tmp_path / "data"))
    a.settings["speed"] = "instant"
    a._cards = CARDS
    yield a
    a.stack.clear()


def open_setup(app, game):
    """``game``'s set-up screen on top, drawn once; it and the driver."""
    setup = SetupScene(app, game)
    app.push(setup)
    d = Driver(app)
    d.frames(1)
    return setup, d
