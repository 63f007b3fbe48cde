"""The big preview of a card opens only when the pointer comes to rest on it, not when a card lands under a
resting pointer (a drop), and it goes when its card moves away."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes.table.driver import Driver, card_point
from scenes.table.match import Match
from scenes.table.gestures import HOVER_DELAY
from scenes.table.scene import TableScene
from scenes.seize.layout import SeizeLayout
from tests.scenes.test_ui_table import CARDS, RESPONDING, uid_of


def test_a_dropped_card_under_the_resting_pointer_opens_no_preview_until_the_pointer_moves(app):
    match = Match("seize", ["Player", "Computer"], ["human", "ai:random"], 3, CARDS, setup=RESPONDING)
    table = app.push(TableScene(app, match, SeizeLayout))
    d = Driver(app)
    d.frames(2)
    youth = uid_of(table.match.state, "hand:0", "youth demon")
    drop = table.layout.regions["trick"].center
    d.drag(card_point(table, youth), drop)
    seconds = 0.0
    while seconds < 3 * HOVER_DELAY + 2.0:
        d.frames(1)
        seconds += 1 / 60
        assert table.overlays.previewed() is None, "a preview opened under a pointer that never moved"
    d.move((drop[0] + 1, drop[1] + 1))
    d.frames(int(60 * (HOVER_DELAY + 0.2)))
    under = table.gestures.sprite_at(table.gestures.mouse)
    assert under is not None and table.overlays.previewed() == under.uid
