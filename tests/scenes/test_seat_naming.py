"""Banners and the log name seats one way: by the seat's name, "You" for the person alone at the table."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from scenes.table.driver import Driver
from scenes.table.launch import table_scene
from scenes.table.sprites import Banner
from tests.conftest import wait_until

NAMES = ["Player", "Computer (Medium)"]


def played_to_my_move(app, game, seed, moves=0):
    """A table of ``game`` played to the person's move (after ``moves`` of theirs); the banners it showed."""
    table = app.push(table_scene(app, game, ["human", "ai:greedy"], seed, names=NAMES))
    d = Driver(app)
    banners = []

    def frame():
        d.frames(1)
        banners.extend(e.text for e in table.playback.effects if isinstance(e, Banner) and e.text not in banners)

    for n in range(moves + 1):
        wait_until(lambda: table.gestures.actions_ready and table.my_turn() and not table.playback.animating,
                   frame, "my move")
        if n < moves:
            table.act(table.match.legal()[0])
    return table, banners


@pytest.mark.parametrize("seed", [3, 4])
def test_the_pariahs_first_banner_names_the_seats_as_the_log_does(app, seed):
    table, banners = played_to_my_move(app, "pariahs", seed, moves=1)
    log = table.log.sentences(table.viewer)
    shun = next(line for line in log if line.endswith((" first.", " second.")))
    assert shun.rstrip(".") in banners, (shun, banners)
    assert not any("Player" in text for text in banners + log), (banners, log)


def test_the_pariahs_log_names_every_seat_by_its_name(app):
    table, _ = played_to_my_move(app, "pariahs", 7, moves=3)
    log = table.log.sentences(table.viewer)
    assert any(line.startswith("You gain ") or line.startswith("You draw ") for line in log), log
    assert any("Computer (Medium) gains " in line or "Computer (Medium) draws " in line for line in log), log
    colours = [line for line in log if any(w in line.replace("(Yellow)", "").replace("(Blue)", "")
                                           for w in ("Yellow", "Blue"))]
    assert colours == []
    assert not any("Player" in line for line in log), log
