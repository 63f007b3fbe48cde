"""No name or status line on a game table is cut with an ellipsis: at 800x560, and with the text at 150%."""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import fonts, shown
from scenes.table.driver import Driver
from scenes.table.launch import table_scene
from tests.conftest import wait_until
from tests.layout_checks import cut_words

NAMES = ["Player", "Computer (Medium)"]


def frame_of(app, tmp_path) -> dict:
    """What the window shows now, as the desktop tests read it."""
    path = tmp_path / "shown.json"
    app.recorder = shown.Recorder(str(path))
    app.draw(app.screen)
    app.recorder = None
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", ["seize", "banished", "pariahs"])
@pytest.mark.parametrize("w,h,scale", [(800, 560, 1.0), (1024, 700, 1.5), (800, 560, 1.5)],
                         ids=["800", "1024-150%", "800-150%"])
def test_the_table_cuts_no_name_or_status_line(app, tmp_path, game, w, h, scale):
    fonts.set_scale(scale)
    try:
        d = Driver(app)
        d.post(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
        table = app.push(table_scene(app, game, ["human", "ai:greedy"], 7, names=NAMES))
        wait_until(lambda: table.gestures.actions_ready and table.my_turn() and not table.playback.animating,
                   lambda: d.frames(1), "the player's move")
        d.move((2, h - 2))
        d.frames(2)
        frame = frame_of(app, tmp_path)
        assert table.prompt
        assert cut_words(frame) == [], table.prompt
    finally:
        fonts.set_scale(1.0)
