"""Shared fixtures: the window tests run on SDL's dummy driver with a throw-away data folder."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import games
from game.lab.baselines import register_lab_levels
from tests.pinned import pinned_cards

register_lab_levels()           # the lab's seat specs (ai:greedy21...), as main.py makes them


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path_factory, monkeypatch):
    """Each test's data folder is its own (saves, settings, the lab's cache of games), never the user's."""
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path_factory.mktemp("data")))


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    """Where window tests save their screenshots ($UI_SCREENSHOTS to keep them)."""
    folder = os.environ.get("UI_SCREENSHOTS") or str(tmp_path_factory.mktemp("screens"))
    os.makedirs(folder, exist_ok=True)
    return folder


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A window at 1280x800 as main.py opens it (its games and scenes) with the project's cards, fast animations
    and its own data folder."""
    from scenes.app import App
    from scenes.compose import window_scenes
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    a = App((1280, 800), data_dir=str(tmp_path / "data"), games=games, scenes=window_scenes())
    a.settings["speed"] = "fast"
    a._cards = pinned_cards()
    yield a
    a.stack.clear()



HANG_GUARD = 600     # seconds: only a hang takes this long; how fast things are is benchmarks/' business


def wait_until(done, step=lambda: None, what="it"):
    """Call ``step`` until ``done()``; fail only if it never comes (a hang, not a slow machine)."""
    import time
    start = time.monotonic()
    while not done():
        if time.monotonic() - start > HANG_GUARD:
            pytest.fail(f"{what} never happened")
        step()
        time.sleep(0.01)
