"""Live cards from a spreadsheet: `play GAME --cards-csv FILE` (SDL's dummy driver).

The CSV that `cards export` wrote is merged over the card file in memory: saving it changes the
card on the table as saving cards.yaml does, a bad cell is listed as CSV:ROW:COLUMN while the game
goes on with the last good cards, and cards.yaml itself is never written.
"""
import csv
import os
import shutil

import pytest

from game.engine.cards import DEFAULT_PATH
from game.engine.cards_csv import export_csv, write_csv
from scenes.table.driver import Driver
from tests.scenes.designer.live_window import frames_until, live_table, looks_saved


def rows_of(sheet):
    with open(sheet, encoding="utf-8-sig", newline="") as fh:
        return list(csv.reader(fh))


def save_cell(sheet, card_id, column, value):
    """Save the CSV with one cell changed, as a spreadsheet does; the row and column numbers of that cell."""
    rows = rows_of(sheet)
    col = rows[0].index(column)
    row = next(i for i, r in enumerate(rows) if r[0] == card_id)
    rows[row][col] = value
    write_csv(sheet, rows)
    looks_saved(sheet)
    return row + 1, col + 1


@pytest.fixture
def live(tmp_path, monkeypatch):
    """A window on a copy of cards.yaml and its Pariahs CSV, watched every 50 ms, a Pariahs game on the table."""
    path = str(tmp_path / "cards.yaml")
    shutil.copyfile(DEFAULT_PATH, path)
    sheet = str(tmp_path / "pariahs.csv")
    export_csv(path, sheet, "pariahs")
    save_cell(sheet, "c1_beggar", "influence", "4")           # saved before the window opens: it starts with it
    app, watcher, table = live_table(tmp_path, monkeypatch, path, cards_csv=[sheet])
    yield app, watcher, table, path, sheet
    app.stack.clear()


def test_the_window_starts_with_the_csv_and_a_saved_cell_changes_the_card_in_play(live):
    app, watcher, table, path, sheet = live
    before = open(path, "rb").read()
    state = table.match.state
    assert state.defs.cards["c1_beggar"]["influence"] == 4
    uid = state.zones["hand:0"].cards[0]
    card_id = state.cards[uid].card_id
    new = state.defs.cards[card_id]["influence"] + 3
    save_cell(sheet, card_id, "influence", str(new))

    frames_until(app, lambda: watcher.reloads == 1, "the CSV's reload")
    assert watcher.problems == []
    assert table.match.state.defs.cards[card_id]["influence"] == new
    assert table.layout.face(table.shown, uid).corner == str(new)
    assert app.cards.game("pariahs").cards[card_id]["influence"] == new
    assert open(path, "rb").read() == before                   # merged in memory: cards.yaml is not written


def test_a_bad_cell_is_listed_at_its_row_and_column_and_play_goes_on(live):
    app, watcher, table, path, sheet = live
    defs = table.match.state.defs
    row, col = save_cell(sheet, "c2_weaver", "influence", "three")

    frames_until(app, lambda: watcher.problems, "the CSV's reload")
    assert any(line.startswith(f"pariahs.csv:{row}:{col}") and "whole number" in line for line in watcher.lines())
    assert watcher.shown_path() == sheet
    assert table.match.state.defs is defs
    Driver(app).screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or os.path.dirname(path), "live-csv.png"))

    save_cell(sheet, "c2_weaver", "influence", "3")
    frames_until(app, lambda: not watcher.problems, "the CSV's reload")
    assert watcher.reloads == 1 and table.match.state.defs is not defs
