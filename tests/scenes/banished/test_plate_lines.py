"""The player's plate keeps every turn fact (Dispel, Banish, Conjured) at large text in a small window."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import fonts
from scenes.banished.paint import BanishedPainting

LINES = ["Round 1 · your turn", ("Dispel: once this turn", "Dispel ready"), ("Banish: ready", "Banish ready"),
         ("Conjured this turn: 1", "Conjured 1")]


@pytest.fixture(autouse=True)
def fonts_at_their_size():
    pygame.init()
    yield
    fonts.set_scale(1.0)


def test_with_room_every_line_is_written_in_full():
    rows, size = BanishedPainting._packed(LINES, 200, 200)
    assert rows == ["Round 1 · your turn", "Dispel: once this turn", "Banish: ready", "Conjured this turn: 1"]
    assert size == 14


@pytest.mark.parametrize("scale,height", [(1.5, 70), (1.5, 50), (1.0, 40)])
def test_short_of_room_the_short_forms_keep_every_fact(scale, height):
    fonts.set_scale(scale)
    rows, size = BanishedPainting._packed(LINES, 190, height)
    text = " · ".join(rows)
    for fact in ("Dispel ready", "Banish ready", "Conjured 1"):
        assert fact in text
    assert len(rows) * max(int(18 * size / 14), fonts.text("small", size).height) <= height or size == 9
