"""What the live cards tests share: a window on a card file (and CSVs) watched every 50 ms with a Pariahs game
on the table, a save that always looks new, and frames run until a reload is seen."""
import os

from scenes import games
from scenes.app import App
from scenes.designer.livecards import CardWatcher
from scenes.table.driver import Driver
from scenes.table.match import Match
from scenes.table.scene import TableScene
from tests.conftest import wait_until


def live_table(tmp_path, monkeypatch, path, cards_csv=()):
    """The window on ``path`` (and ``cards_csv``), its watcher and the table; ``app.stack.clear()`` ends it."""
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    app = App((1280, 800), cards_path=path, data_dir=str(tmp_path / "data"), cards_csv=list(cards_csv))
    app.settings["speed"] = "instant"
    watcher = CardWatcher(app, path, poll=0.05)
    app.helpers.append(watcher)
    match = Match("pariahs", ["Ann", "Bob"], ["human", "ai:random"], 11, app.cards)
    table = TableScene(app, match, games.layout_for("pariahs"))
    app.push(table)
    Driver(app).frames(3)
    return app, watcher, table


def looks_saved(path):
    """A save in the same tick as the last one still looks new to the watcher."""
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))


def frames_until(app, done, what="the card file's reload"):
    """Run frames (sleeping a little, as the real loop does) until ``done()``."""
    driver = Driver(app)
    wait_until(done, lambda: driver.frames(1), what)
