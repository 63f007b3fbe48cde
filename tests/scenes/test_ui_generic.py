"""Games without a table layout of their own are laid out from their zones and play to the end."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.engine import GAMES
from scenes.app import App
from scenes.table.driver import Driver
from scenes.table.launch import table_scene
from scenes.table.layout import GenericLayout
from scenes.result import ResultScene
from tests.pinned import pinned_cards

CARDS = pinned_cards()


@pytest.mark.slow
@pytest.mark.parametrize("game,seats", [("pariahs", 2), ("banished", 3)])
def test_computer_seats_play_a_game_to_the_result_screen(game, seats, tmp_path):
    if game not in GAMES:
        pytest.skip(f"{game} is not written yet")
    app = App((1280, 800), data_dir=str(tmp_path))
    app._cards = CARDS
    app.settings["speed"] = "instant"
    table = table_scene(app, game, ["ai:random"] * seats, 4)
    app.push(table)
    assert table.viewer is None                       # nobody at the table: a spectator sees it all
    d = Driver(app)
    for _ in range(20000):
        d.frames(1)
        if isinstance(app.top, ResultScene) or app.top is not table:
            break
    assert isinstance(app.top, ResultScene), getattr(app.top, "message", app.top)
    assert table.match.state.over
    if isinstance(table.layout, GenericLayout):
        for uid, spot in table.spots.items():
            if spot.visible:
                assert table.table_rect.inflate(40, 40).collidepoint(spot.x, spot.y), uid
