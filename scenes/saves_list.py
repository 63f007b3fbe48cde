"""The games in progress, newest first: choosing one continues it, Delete (asked first) throws it away."""
from __future__ import annotations

import time

import pygame

from game.engine import GameError
from game.engine.storage import SaveFileError

from scenes import fonts, theme
from scenes.catalog import title_of
from scenes.dialogs import Dialog
from scenes.scene import Scene
from scenes.table.autosave import SavedGame, delete, saved_games
from scenes.widgets import Button, ButtonBar, draw_title

DELETE_WIDTH = 96


def saved_label(saved: SavedGame) -> str:
    """'Pariahs · Ann vs Computer (random) · step 12 · 3 Jan 2026 14:05': what a saved game is, in words."""
    seats = list(saved.replay.seats)
    players = " vs ".join(seats) if len(seats) <= 2 else ", ".join(seats)
    return f"{title_of(saved.game)} · {players} · step {saved.step} · {when_saved(saved.when)}"


def when_saved(stamp: str) -> str:
    """'2026-01-03 14:05:09' -> '3 Jan 2026 14:05' (a stamp that does not read so is shown as it is)."""
    try:
        return time.strftime("%-d %b %Y %H:%M", time.strptime(stamp, "%Y-%m-%d %H:%M:%S"))
    except ValueError:
        return stamp


class SavedGamesScene(Scene):
    """The menu's Continue: one row per game in progress, each with its Delete."""

    def __init__(self, app):
        super().__init__(app)
        self.saved: list[SavedGame] = []
        self.bar = ButtonBar(numbered=True)
        self.rows: list[tuple[Button, Button]] = []
        self._felt = None
        self._refresh()

    def _refresh(self) -> None:
        self.saved = saved_games(self.app.data_dir)
        self.rows = [(Button(saved_label(s), lambda s=s: self._continue(s), size=16, tooltip=s.id),
                      Button("Delete", lambda s=s: self._ask_delete(s), size=15, tooltip=f"Delete {s.id}"))
                     for s in self.saved]
        back = Button("Back", self.app.pop, cancel=True, size=17)
        self.bar.set([r[0] for r in self.rows] + [r[1] for r in self.rows] + [back])
        if self.rows:
            self.rows[0][0].primary = True
            self.bar.set(self.bar.buttons)
        self.back_button = back

    def resize(self, size):
        self._felt = theme.felt(size)
        w, h = size
        width = min(900, w - 40)
        top = 150
        height = max(28, min(42, (h - top - 30) // (len(self.rows) + 1) - 10))
        x = w // 2 - width // 2
        y = top
        for play, drop in self.rows:
            play.rect = pygame.Rect(x, y, width - DELETE_WIDTH - 10, height)
            drop.rect = pygame.Rect(x + width - DELETE_WIDTH, y, DELETE_WIDTH, height)
            y += height + 10
        bw = max(140, self.back_button.natural_size()[0])
        self.back_button.rect = pygame.Rect(w // 2 - bw // 2, y + 10, bw, height)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            focused = self.bar.buttons[self.bar.focus] if self.bar.buttons else None
            row = next((s for s, (play, _) in zip(self.saved, self.rows) if play is focused), None)
            if row is not None:
                self._ask_delete(row)
                return
        if self.bar.handle(event):
            return
        super().handle_event(event)

    def frame_need(self) -> str:
        return "still"

    def _continue(self, saved: SavedGame) -> None:
        try:
            scene = self.app.scene("resume", saved.id)
        except (SaveFileError, GameError) as err:
            self.app.push(Dialog(self.app, "That game cannot be continued", str(err),
                                 [Button("OK", self.app.pop, primary=True, cancel=True)]))
            return
        self.app.reset(scene)

    def _ask_delete(self, saved: SavedGame) -> None:
        self.app.push(Dialog(self.app, "Delete this game?", f"{saved_label(saved)}\nIt cannot be continued after this.",
                             [Button("Keep it", self.app.pop, primary=True, cancel=True),
                              Button("Delete", lambda: self._delete(saved))]))

    def _delete(self, saved: SavedGame) -> None:
        self.app.pop()
        problem = delete(self.app.data_dir, saved.id)
        if problem:
            self.app.push(Dialog(self.app, "That game cannot be deleted", problem,
                                 [Button("OK", self.app.pop, primary=True, cancel=True)]))
        elif not saved_games(self.app.data_dir):
            self.app.reset("menu")                  # nothing left to continue: the menu without Continue
            return
        self._refresh()
        self.resize(self.app.size)

    def draw(self, surface):
        surface.blit(self._felt, (0, 0))
        w = self.app.size[0]
        draw_title(surface, "Games in progress", (w // 2, 80), 52)
        if not self.saved:
            img = fonts.render("ui", 17, "No game is in progress.", theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=(w // 2, 130)))
        else:
            img = fonts.render("ui", 15, "Choose one to continue it where it was left.", theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=(w // 2, 128)))
        self.bar.draw(surface)
