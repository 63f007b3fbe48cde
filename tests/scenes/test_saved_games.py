"""The games in progress: Continue lists every one (game, players, step, when) to pick from, each can be
deleted after a question, and a game picked comes back with its log as it read and its Undo as it stood."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.dialogs import Dialog
from scenes.menu import MenuScene
from scenes.saves_list import SavedGamesScene
from scenes.table import autosave
from scenes.table.driver import Driver
from scenes.table.scene import TableScene
from scenes.table.undo import undo_point
from tests.scenes.test_resume import continue_from_menu

CTRL_Z = dict(key=pygame.K_z, mod=pygame.KMOD_LCTRL)


def started(app, game, seed, moves=1):
    """A game against the computer with ``moves`` of the person's moves played; its table."""
    table = app.reset("table", game, ["human", "ai:random"], seed)
    d = Driver(app)
    for _ in range(moves):
        assert d.until_my_turn(table)
        d.play_first(table)
    d.until_my_turn(table)
    return table


def open_list(app):
    menu = app.reset("menu")
    d = Driver(app)
    d.frames(1)
    d.click(next(b for b in menu.bar.buttons if b.label == "Continue").rect.center)
    d.frames(1)
    return app.top


def test_continue_lists_every_game_in_progress_and_resumes_the_one_chosen(app):
    pariahs = started(app, "pariahs", 7)
    os.utime(pariahs.match.save_id and os.path.join(autosave.saves_dir(app.data_dir),
                                                     f"{pariahs.match.save_id}.yaml"), (1000, 1000))
    banished = started(app, "banished", 5)
    listing = open_list(app)
    assert isinstance(listing, SavedGamesScene)
    labels = [play.label for play, _ in listing.rows]
    assert len(labels) == 2
    assert labels[0].startswith("Banished · ") and labels[1].startswith("Pariahs · ")
    assert f"step {len(pariahs.match.actions)}" in labels[1] and "Computer (Easy)" in labels[1]
    back = continue_from_menu(app, pariahs.match.save_id)
    assert isinstance(back, TableScene) and back.match.game == "pariahs"
    assert back.match.actions == pariahs.match.actions
    assert banished.match.save_id in {s.id for s in autosave.saved_games(app.data_dir)}


def test_delete_asks_first_then_the_game_is_gone(app):
    pariahs = started(app, "pariahs", 7)
    banished = started(app, "banished", 5)
    listing = open_list(app)
    d = Driver(app)
    row = [s.id for s in listing.saved].index(pariahs.match.save_id)
    d.click(listing.rows[row][1].rect.center)
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == "Delete this game?" and "Pariahs" in dialog.message
    d.key(pygame.K_ESCAPE)                             # Esc keeps it
    assert app.top is listing and len(autosave.saved_games(app.data_dir)) == 2
    d.click(listing.rows[row][1].rect.center)
    d.click(next(b for b in app.top.bar.buttons if b.label == "Delete").rect.center)
    assert app.top is listing
    assert [s.id for s in autosave.saved_games(app.data_dir)] == [banished.match.save_id]
    assert [s.id for s in listing.saved] == [banished.match.save_id]
    d.click(listing.rows[0][1].rect.center)
    d.click(next(b for b in app.top.bar.buttons if b.label == "Delete").rect.center)
    assert isinstance(app.top, MenuScene)               # nothing left: the menu, without Continue
    assert not any(b.label == "Continue" for b in app.top.bar.buttons)


def test_the_log_reads_as_before_and_undo_works_after_a_move_taken_back(app):
    table = started(app, "pariahs", 7, moves=2)
    d = Driver(app)
    for _ in range(40):
        if undo_point(table.match, table.viewer).keep is not None:
            break
        d.play_first(table)
        d.until_my_turn(table)
    assert undo_point(table.match, table.viewer).keep is not None
    d.key(**CTRL_Z)
    d.settle()
    d.play_first(table)
    d.until_my_turn(table)
    assert table.match.taken_back
    before = table.log.sentences(table.viewer)
    point = undo_point(table.match, table.viewer)
    assert "Move taken back." in before and point.keep is not None
    back = continue_from_menu(app, table.match.save_id)
    assert back.log.sentences(back.viewer) == before
    assert back.match.taken_back == table.match.taken_back
    assert back.match.knowledge.reveal_step == table.match.knowledge.reveal_step
    undo = next(b for b in back.top_bar.buttons.buttons if b.label == "Undo")
    assert undo.enabled
    d.click(undo.rect.center)
    d.frames(2)
    assert back.match.actions == table.match.actions[:point.keep]
    assert back.log.sentences(back.viewer)[:len(before)] == before
