"""Defects from issue 22 ("a table people enjoy"), each driven through real pygame events."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes.table.driver import Driver, card_point  # noqa: E402
from tests.scenes.test_ui_table import LEADING, seize_table, uid_of  # noqa: E402


def rest_on(table, d, pos, seconds=0.6):
    d.move(pos)
    d.frames(int(seconds * 60))


def test_a_dropped_card_closes_its_preview(app):
    table = seize_table(app, LEADING)
    d = Driver(app)
    uid = uid_of(table.match.state, "hand:0", "wisdom demon")
    start = card_point(table, uid)
    rest_on(table, d, start)
    assert table.previewed() == uid                 # resting on a card opens its preview
    target = table.layout.regions["trick"].center
    d.drag(start, target)
    assert table.match.state.zones["trick"].cards[0] == uid
    seen = set()
    for _ in range(90):                            # the card lands, the computer answers: no preview rides along
        d.frames(1)
        if table.sprites[uid].moving or table.animating:
            seen.add(table.previewed())
    assert seen == {None}


def test_a_preview_closes_when_its_card_moves_away_from_the_pointer(app):
    table = seize_table(app, LEADING)
    d = Driver(app)
    uid = uid_of(table.match.state, "hand:0", "youth giver")
    rest_on(table, d, card_point(table, uid))
    assert table.previewed() == uid
    other = uid_of(table.match.state, "hand:0", "wisdom demon")
    d.drag(card_point(table, other), table.layout.regions["trick"].center)   # the hand closes up under the pointer
    d.move(card_point(table, uid))
    d.frames(1)
    assert table.previewed() is None
