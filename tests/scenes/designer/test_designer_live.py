"""Live cards: saving the card file while a game is on the table (SDL's dummy driver).

A good save changes a card's number on the table's live game and on its face; a
broken save lists its problems as FILE:LINE:COL over the table while the game
goes on with the last good cards; fixing the file clears the list.
"""
import os
import re
import shutil

import pytest

from game import engine
from scenes import cardface
from scenes.designer.gallery import GalleryScene
from scenes.table.driver import Driver
from tests.pinned import PINNED_PATH
from tests.scenes.designer.live_window import frames_until, live_table, looks_saved


@pytest.fixture
def live(tmp_path, monkeypatch):
    """A window on a copy of cards.yaml, watched every 50 ms, with a Pariahs game on the table."""
    path = str(tmp_path / "cards.yaml")
    shutil.copyfile(PINNED_PATH, path)
    app, watcher, table = live_table(tmp_path, monkeypatch, path)
    yield app, watcher, table, path
    app.stack.clear()


def save(path, text):
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    looks_saved(path)


def card_in_hand(state, seat=0):
    uid = state.zones[f"hand:{seat}"].cards[0]
    return uid, state.cards[uid].card_id


def with_influence(text, card_id, value):
    block = re.search(rf"- id: {card_id}\n(?:.*\n)*?\s+influence: (\d+)", text)
    start, end = block.span(1)
    return text[:start] + str(value) + text[end:]


def test_a_good_save_changes_the_card_in_play_and_on_its_face(live, monkeypatch):
    app, watcher, table, path = live
    cleared = []
    clear = cardface.render_face.cache_clear
    monkeypatch.setattr(cardface.render_face, "cache_clear", lambda: (cleared.append(1), clear()))
    state = table.match.state
    uid, card_id = card_in_hand(state)
    old = state.defs.cards[card_id]["influence"]
    new = old + 3
    old_face = table.layout.face(table.shown, uid)
    gallery = GalleryScene(app, "pariahs")                  # a gallery open over the table redraws too
    app.push(gallery)
    save(path, with_influence(open(path, encoding="utf-8").read(), card_id, new))

    frames_until(app, lambda: watcher.reloads == 1)
    assert watcher.problems == []
    assert table.match.state.defs.cards[card_id]["influence"] == new
    assert table.shown.defs.cards[card_id]["influence"] == new
    assert app.cards.game("pariahs").cards[card_id]["influence"] == new        # new games use it
    face = table.layout.face(table.shown, uid)
    assert face != old_face and face.corner == str(new)
    assert table.sprites[uid].face == face                                      # the sprite redraws
    assert {e.face.corner for e in gallery.all if e.defn.id == card_id} == {str(new)}
    assert cleared                                                              # the old faces are gone
    before = table.match.state.step
    assert table.act(engine.legal_actions(table.match.state)[0])               # the game goes on
    assert table.match.state.step == before + 1


def test_a_broken_save_lists_its_problems_and_play_goes_on_until_it_is_fixed(live):
    app, watcher, table, path = live
    good = open(path, encoding="utf-8").read()
    defs = table.match.state.defs
    lines = good.splitlines(keepends=True)
    row = next(i for i, line in enumerate(lines) if "influence:" in line and i > 100)
    col = lines[row].index("influence:") + 1
    lines[row] = lines[row].replace("influence:", "influense:")
    save(path, "".join(lines))

    frames_until(app, lambda: watcher.problems)
    where = f"cards.yaml:{row + 1}:{col}"
    assert any(line.startswith(where) and "influense" in line for line in watcher.lines())
    assert table.match.state.defs is defs                                       # the last good cards
    Driver(app).screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or os.path.dirname(path), "live-broken.png"))
    before = table.match.state.step
    assert table.act(engine.legal_actions(table.match.state)[0])
    assert table.match.state.step == before + 1 and table.match.state.defs is defs

    save(path, good)
    frames_until(app, lambda: not watcher.problems)
    assert watcher.reloads == 1
    assert table.match.state.defs is not defs


def test_a_save_with_only_warnings_plays_its_cards_and_lists_the_warnings_in_the_note(live):
    app, watcher, table, path = live
    good = open(path, encoding="utf-8").read()
    moved = re.findall(r"- id: (\w+)\n.*\n\s+family: class2", good)[0]
    save(path, good.replace("family: class2", "family: class3", 1))       # 11 Followers of Class 2, 13 of 3

    frames_until(app, lambda: watcher.reloads == 1)
    assert watcher.problems and not any(p.is_error for p in watcher.problems)
    lines = watcher.lines()
    assert any("warning W402" in line and "class2 has 11" in line for line in lines)
    assert table.match.state.defs.cards[moved].family == "class3"          # the new cards are in play
    assert app.cards.game("pariahs").cards[moved].family == "class3"
    Driver(app).screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or os.path.dirname(path), "live-warnings.png"))
    save(path, good)
    frames_until(app, lambda: watcher.reloads == 2)
    assert watcher.problems == []
