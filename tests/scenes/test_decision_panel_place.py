"""The decision panel stands above the hand: it never hides the cards it is about, nor a selected one raised."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.table.driver import Driver
from scenes.table.overlays import LIFT
from tests.scenes.test_ui_table import LEADING, seize_table


@pytest.mark.parametrize("size", [(800, 560), (1024, 700), (1280, 800)])
def test_the_seize_decision_panel_hides_no_card_of_the_hand(app, size):
    d = Driver(app)
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    table = seize_table(app, LEADING)
    table.act(next(a for a in table.match.legal() if a.kind == "extra"))      # Wisdom looks: Youth may act
    d.settle()
    d.frames(3)
    assert table.bar.buttons, "a decision is offered in the panel"
    box = table.overlays.decision_box(table.bar.bounds())[2]
    hand = [table.spots[u].rect.inflate(0, 2 * LIFT) for u in table.match.state.zones["hand:0"].cards]
    assert box.collidelist(hand) < 0, (box, hand)
    assert table.table_rect.contains(box)
