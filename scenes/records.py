"""The records screens: every player and profile with a record, and one's record with its last games to watch."""
from __future__ import annotations

import os
import time

from game.store import records
from game.store.database import DatabaseError
from game.engine.storage import SaveFileError

from scenes import catalog, fonts, theme
from scenes.dialogs import Dialog
from scenes.button_screen import ButtonScreen
from scenes.widgets import Button, fitted

OUTCOME_WORDS = {"win": "won", "loss": "lost", "draw": "drawn"}


class RecordsScene(ButtonScreen):
    """Who has a record: the player names, then the Seize profiles; choosing one shows it."""

    def __init__(self, app):
        self.problem = ""
        try:
            names, profiles = records.players(app.data_dir)
        except DatabaseError as err:
            names, profiles, self.problem = [], [], str(err)
        buttons = [Button(n, lambda n=n: self._open(n, False), size=16) for n in names[:14]]
        buttons += [Button(f"{p} (profile)", lambda p=p: self._open(p, True), size=16) for p in profiles[:6]]
        self.empty = not buttons
        buttons.append(Button("Back", app.pop, cancel=True, size=16))
        buttons[0].primary = True
        super().__init__(app, buttons)

    def title(self) -> str:
        return "Records"

    def _open(self, who: str, profile: bool):
        try:
            self.app.push(PlayerRecordScene(self.app, records.record_of(self.app.data_dir, who, profile)))
        except DatabaseError as err:
            self.app.push(Dialog(self.app, "The records cannot be read", str(err),
                                 [Button("OK", self.app.pop, primary=True, cancel=True)]))

    def resize(self, size):
        super().resize(size)
        w, h = size
        n = len(self.bar.buttons)
        height = max(28, min(40, (h - 190) // n - 6))
        self.bar.layout_column((w // 2 - 220, 140), 440, height, gap=6)

    def draw(self, surface):
        self.draw_ground(surface)
        w, h = self.app.size
        if self.empty or self.problem:
            words = self.problem or "No game is recorded yet: finish a game and it is kept here."
            t, shown = fitted("ui", words, w - 60, 17)
            img = t.render(shown, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(w // 2, 112)))
        self.bar.draw(surface)


def summary_lines(record: records.Record) -> list[str]:
    """The record in a few lines of words."""
    total = record.total
    lines = [f"{total.games} game{'s' if total.games != 1 else ''}: {total.wins} won, {total.losses} lost, "
             f"{total.draws} drawn (below: won–lost, then drawn if any)",
             f"Streak: {record.streak_words()} · best: {record.best_streak} "
             f"win{'s' if record.best_streak != 1 else ''} in a row"]
    for game, tally in record.by_game.items():
        against = ", ".join(f"{records.opponent_name(level)} {record.against(level, game)}"
                            for level in records.in_level_order(record.by_level) if record.against(level, game).games)
        lines.append(f"{catalog.title_of(game)}: {tally} ({against})")
    if record.by_level:
        lines.append("By opponent: " + ", ".join(f"{records.opponent_name(level)} {record.by_level[level]}"
                                                 for level in records.in_level_order(record.by_level)))
    return lines


def past_label(past: records.PastGame) -> str:
    stamp = time.strftime("%d %b %H:%M", time.localtime(past.finished))
    return (f"{stamp} · {catalog.title_of(past.game)} · {OUTCOME_WORDS.get(past.outcome, past.outcome)} "
            f"against {records.opponents_words(past.opponents)}")


class PlayerRecordScene(ButtonScreen):
    """One record: the tallies, then the last games; choosing one with a replay watches it."""

    def __init__(self, app, record: records.Record):
        self.record = record
        self.lines = summary_lines(record)
        buttons = []
        for past in record.last:
            there = bool(past.replay) and os.path.exists(past.replay)
            buttons.append(Button(past_label(past), lambda p=past.replay: self._watch(p), enabled=there, size=14,
                                  tooltip="Watch its replay" if there else "Its replay is no longer there"))
        self.games = buttons
        self.back_button = Button("Back", app.pop, cancel=True, size=16)
        super().__init__(app, buttons + [self.back_button])
        self.wrapped: list[str] = []

    def _watch(self, path: str):
        try:
            scene = self.app.scene("watch", path)
        except (SaveFileError, OSError) as err:
            self.app.push(Dialog(self.app, "That replay cannot be read", str(err),
                                 [Button("OK", self.app.pop, primary=True, cancel=True)]))
            return
        self.app.push(scene)

    def title(self) -> str:
        return self.record.who + (" (profile)" if self.record.profile else "")

    def resize(self, size):
        super().resize(size)
        w, h = size
        width = min(760, w - 60)
        t = fonts.text("ui", 16)
        self.wrapped = [part for line in self.lines for part in t.wrap(line, width)]
        self.text_top = 120
        top = self.text_top + len(self.wrapped) * t.height + 36
        smallest = fonts.text("ui", 14).height + 8
        fits = max(0, (h - top - 20) // (smallest + 6) - 1)       # the games there is room for, and Back
        self.bar.set(self.games[:fits] + [self.back_button])
        n = len(self.bar.buttons)
        height = max(smallest, min(36, (h - top - 20) // n - 6))
        self.bar.layout_column(((w - width) // 2, top), width, height, gap=6)
        self.games_top = top

    def draw(self, surface):
        self.draw_ground(surface, 64, 46)
        t = fonts.text("ui", 16)
        x = self.bar.buttons[-1].rect.x
        y = self.text_top
        for line in self.wrapped:
            surface.blit(t.render(line, theme.TEXT), (x, y))
            y += t.height
        if self.record.last:
            label = fonts.render("ui_bold", 14, "Last games (Enter watches the replay)", theme.GOLD)
            surface.blit(label, (x, self.games_top - label.get_height() - 6))
        self.bar.draw(surface)
