"""The Banished table is calm at every window size and text size: nothing it draws overlaps anything else
and everything is inside the window, for two to four seats, at the set-up, on a turn and in Combat."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.banished import progress
from scenes.table.driver import Driver
from scenes.banished.layout import BanishedLayout
from scenes.table.match import Match
from scenes.table.scene import TableScene
from tests.scenes.banished.test_ui_banished import CARDS, human_move
from tests.scenes.table_marks import assert_calm, window

SIZES = ((1280, 800), (1024, 700), (800, 560))
NAMES = ("Ann", "Computer (random)", "Computer (greedy)", "Computer (random) 2")


def check_every_size(app, table, scale, stage, shots=None):
    for size in SIZES:
        with window(app, size, scale):
            Driver(app).frames(1)
            assert_calm(app, table, f"{stage} at {size} and {int(scale * 100)}%")
            if shots:
                Driver(app).screenshot(os.path.join(shots, f"calm_{stage}_{len(table.match.names)}_"
                                                           f"{size[0]}x{size[1]}_{int(scale * 100)}.png"))


def named_table(app, players):
    """A new game against the computer, the long names a player meets ("Computer (random)")."""
    match = Match("banished", list(NAMES[:players]), ["human"] + ["ai:random"] * (players - 1), 8, CARDS,
                  options={"favor": 1})
    table = TableScene(app, match, BanishedLayout)
    app.push(table)
    return table


@pytest.mark.slow
@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_overlaps_at_set_up_on_a_turn_and_in_combat(app, shots, players, scale):
    app.settings["speed"] = "fast"
    table = named_table(app, players)
    d = Driver(app)
    d.settle()
    assert table.layout.phase == "choose" and table.my_turn()
    check_every_size(app, table, scale, "choose", shots)
    for _ in range(4000):
        d.frames(1)
        if table.layout.phase == "turn" and table.my_turn() and not table.playback.animating:
            break
        if not table.playback.animating and table.gestures.actions_ready and table.my_turn():
            human_move(app, table, d)
    check_every_size(app, table, scale, "turn", shots)
    for _ in range(6000):
        d.frames(1)
        if progress.outcome(table.shown) and table.layout.phase == "combat":
            break
        if not table.playback.animating and table.gestures.actions_ready and table.my_turn():
            human_move(app, table, d)
    assert progress.outcome(table.shown), "no Combat was reached"
    check_every_size(app, table, scale, "combat", shots)


@pytest.mark.parametrize("size", SIZES)
def test_the_offer_of_grim_lies_below_its_title_and_line_at_150_percent(app, size):
    table = named_table(app, 2)
    Driver(app).settle()
    with window(app, size, 1.5):
        Driver(app).frames(1)
        marks = assert_calm(app, table, f"choose at {size}")
    words = [m for m in marks if m.owner == "stage"]
    offer = [m for m in marks if m.owner.startswith("offer:")]
    assert len(words) >= 2 and len(offer) == len(table.shown.zones["choices"].cards)
    assert max(m.rect.bottom for m in words) <= min(m.rect.top for m in offer)


def test_the_offer_goes_away_before_the_spread_is_dealt(app):
    table = named_table(app, 2)
    d = Driver(app)
    d.settle()
    human_move(app, table, d)                        # Ann takes a Grim; the computer takes its own
    dealt = 0
    for _ in range(3000):
        d.frames(1)
        if table.shown.zones["spread"].cards:
            dealt += 1
            assert table.layout.phase != "choose"
            assert not [m for m in table.marks if m.owner == "stage" or m.owner.startswith("offer:")]
        if table.layout.phase == "turn" and table.my_turn() and not table.playback.animating:
            break
    assert dealt and len(table.shown.zones["spread"].cards) == 5


@pytest.mark.parametrize("size", SIZES)
def test_banners_are_told_on_a_dark_plate_in_the_middle_of_the_free_area(app, size):
    from game.engine import events as ev
    from scenes.table.sprites import Banner
    from tests.scenes.banished.test_ui_banished import position, table_for
    table = table_for(app, position())
    with window(app, size):
        Driver(app).frames(1)
        free = table.layout.board.centre
        for event in (ev.Message("The Tonic: Ann gains 3 Life and draws a card."), ev.GameOver((1,), "life")):
            table.playback.effects = []
            table.playback.play(event, 1.0)
            banner = next(f for f in table.playback.effects if isinstance(f, Banner))
            banner.t = banner.duration / 2
            table.draw(app.screen)
            box = next(m.rect for m in table.marks if m.kind == "banner")
            assert abs(box.centerx - free.centerx) <= 2 and abs(box.centery - free.centery) <= 2, (box, free)
            assert table.table_rect.contains(box)
            for x in range(box.x + 16, box.right - 16, 7):          # its plate, whatever lies under it
                backing = app.screen.get_at((x, box.y + 4))[:3]
                assert max(abs(a - b) for a, b in zip(backing, Banner.BACKING)) <= 24, (x, backing)


@pytest.mark.parametrize("size", SIZES)
def test_a_broken_card_file_is_told_in_a_bar_the_table_makes_room_for(tmp_path, monkeypatch, size):
    import shutil

    from game.engine.cards import DEFAULT_PATH
    from scenes.app import App
    from scenes.designer.livecards import CardWatcher
    from tests.scenes.designer.test_designer_live import frames_until, save
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    path = str(tmp_path / "cards.yaml")
    shutil.copyfile(DEFAULT_PATH, path)
    app = App(size, cards_path=path, data_dir=str(tmp_path / "data"))
    watcher = CardWatcher(app, path, poll=0.05)
    app.helpers.append(watcher)
    table = named_table(app, 3)
    Driver(app).settle()
    before = table.layout.board.stations[0].hand.bottom
    good = open(path, encoding="utf-8").read()
    save(path, good.replace("influence:", "influense:", 1))
    frames_until(app, lambda: watcher.problems)
    marks = assert_calm(app, table, f"broken cards.yaml at {size}")
    bar = next(m.rect for m in marks if m.owner == "problems")
    assert bar.bottom == size[1] and bar.w == size[0]                  # at the foot, across the window
    assert table.layout.board.stations[0].hand.bottom < min(before, bar.top)
    save(path, good)
    frames_until(app, lambda: not watcher.problems)
    assert table.layout.board.stations[0].hand.bottom == before         # the room goes with the bar
    app.stack.clear()
