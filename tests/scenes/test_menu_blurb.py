"""The menu's blurb (the game under the pointer, in words) has a band of its own: clear of every button,
inside the window and above the key hints, at every window size and text size, with Continue shown or not."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from scenes import catalog, fonts
from scenes.menu import BLURB_CLEAR, SHADOW

SIZES = [(1280, 800), (1024, 700), (800, 560)]


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("saved", [False, True])
def test_the_blurb_is_clear_of_every_button(app, size, scale, saved):
    if saved:
        table = app.reset("table", "pariahs", ["human", "ai:random"], 7)
        table.act(next(a for a in table.match.legal() if a.kind != "concede"))
    try:
        app.settings["scale"] = scale
        fonts.set_scale(scale / 100)
        app._resized(size)
        menu = app.reset("menu")
        assert any(b.label == "Continue" for b in menu.bar.buttons) == saved
        w, h = app.size
        hint_top = h - 12 - fonts.text("ui", 13).height
        for game in catalog.order(app):
            blurb = menu.blurb_rect(menu.games.get(game) or catalog.blurb_of(game))
            assert blurb.left >= 0 and blurb.right <= w and blurb.bottom <= hint_top
            for b in menu.bar.buttons:
                shape = b.rect.inflate(0, 0)
                shape.h += SHADOW
                gap = max(shape.top - blurb.bottom, blurb.top - shape.bottom)
                overlaps_across = blurb.left < shape.right and shape.left < blurb.right
                assert not overlaps_across or gap >= BLURB_CLEAR, (game, b.label, gap)
    finally:
        fonts.set_scale(1.0)
