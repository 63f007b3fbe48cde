"""The table's top bar: the game's title, the status line (whose move it is and what to do) and the buttons
(Undo, ?, Hint, Concede or Results, the speed, Menu)."""
from __future__ import annotations

import time

import pygame

from scenes import fonts, settings as settings_mod, theme
from scenes.catalog import title_of
from scenes.table.undo import undo_point
from scenes.widgets import Button, ButtonBar, wrapped

TOP_BAR = 44
STATUS_ROOM = 380         # the width the status line needs before the buttons turn compact
GUIDE_WAITING = "Read the step, then press Next (or Enter) to go on."


class TopBar:
    """The bar across the top of the table; its buttons take compact forms when the status line needs room."""

    def __init__(self, table):
        self.table = table
        self.buttons = ButtonBar()
        self.compact = False

    def make(self) -> None:
        """The buttons, right-aligned; when they would leave the status line short of room (a narrow window,
        large text) they take compact forms: the speed in one word, Concede left to the Menu's pause dialog."""
        size = self.table.app.size
        for compact in (False, True):
            buttons = self._buttons(compact)
            x = size[0] - 8
            for b in reversed(buttons):
                bw, _ = b.natural_size()
                b.rect = pygame.Rect(x - bw, 6, bw, TOP_BAR - 12)
                x -= bw + 8
            if x - self.title_width(compact) >= STATUS_ROOM * fonts.scale():
                break
        self.compact = compact
        self.buttons.set(buttons)
        for b in buttons:
            b.focus = False

    def title_width(self, compact: bool) -> int:
        """How much of the bar the game's title takes, with its margins."""
        return self.title_text(compact).width(title_of(self.table.match.game)) + 14 + 26

    def title_text(self, compact: bool):
        """The game's title's text: smaller when the bar is compact."""
        if not compact:
            return fonts.text("title", 24)
        return fonts.fit("title", title_of(self.table.match.game), int(self.table.app.size[0] * 0.16), 24, 16)

    def _buttons(self, compact: bool) -> list:
        t = self.table
        app = t.app
        speed = app.settings.get("speed", "normal")
        label = speed.capitalize() if compact else f"Speed: {speed}"
        buttons = [Button(label, self.cycle_speed, size=14, tooltip=f"Animation speed: {speed} (click to change)"),
                   Button("Menu", t.back, size=14)]
        if t.finished and not t.watch:
            buttons.insert(0, Button("Results", lambda: app.push("result", t), size=14))
        elif t.seats.concede_action() is not None and not compact:
            buttons.insert(0, Button("Concede", t.seats.concede, size=14))
        if t.hint.offered():
            buttons.insert(0, Button("Hint", t.hint.ask, size=14, tooltip="What would you do? (H)"))
        buttons.insert(0, Button("?", t.how_to_play, size=14, tooltip="How to play (F1)"))
        if t.undo_allowed and not t.match.state.over:
            point = undo_point(t.match, t.viewer)
            buttons.insert(0, Button("Undo", t.undo, enabled=point.keep is not None, size=14,
                                     tooltip=point.why or "Take back your last move (Ctrl+Z)"))
        return buttons

    def cycle_speed(self) -> None:
        app = self.table.app
        names = list(settings_mod.SPEEDS)
        cur = app.settings.get("speed", "normal")
        app.settings["speed"] = names[(names.index(cur) + 1) % len(names)] if cur in names else "normal"
        settings_mod.save(app.data_dir, app.settings)
        self.make()

    def status(self) -> str:
        """The status line: whose move it is and what to do, a computer thinking, a guided step waiting to
        be read, a replay's step."""
        t = self.table
        if t.guide is not None and t.guide.waiting():
            return GUIDE_WAITING
        thinking = t.seats.thinking()
        if thinking is not None and time.perf_counter() - thinking.started > 0.3:
            return f"{t.match.names[thinking.seat]} is thinking…"
        return t.replay.status() if t.watch else t.prompt

    def draw(self, surface) -> None:
        t = self.table
        surface.blit(theme.panel_layer((t.app.size[0], TOP_BAR), (8, 14, 12), 210, 0, None), (0, 0))
        title = self.title_text(self.compact).render(title_of(t.match.game), theme.GOLD)
        surface.blit(title, (14, (TOP_BAR - title.get_height()) // 2))
        t.marks.add("text", "top", title.get_rect(topleft=(14, (TOP_BAR - title.get_height()) // 2)))
        x = title.get_width() + 14 + 16
        bounds = self.buttons.bounds()
        room = max(40, (bounds.x if bounds else x + 400) - x - 12)
        text, lines = status_lines(self.status(), room)
        y = (TOP_BAR - len(lines) * text.height) // 2
        for line in lines:
            img = text.render(line, theme.TEXT)
            surface.blit(img, (x, y))
            t.marks.add("text", "top", img.get_rect(topleft=(x, y)), line)
            y += text.height
        self.buttons.draw(surface)
        for b in self.buttons.buttons:
            t.marks.add("button", f"button:{b.label}", b.rect, b.label)


def status_lines(status: str, room: int):
    """The status line in ``room``: one line when it fits, else two (or three) smaller lines that fit the
    bar's height, cut only when nothing smaller fits.  Returns (the Text, the lines)."""
    if fonts.text("ui", 16).width(status) <= room:
        return fonts.text("ui", 16), [status]
    for lines_most in (2, 3):
        size = 13
        while size > 8 and lines_most * fonts.text("ui", size).height > TOP_BAR - 2:
            size -= 1
        t = fonts.text("ui", size)
        lines = t.wrap(status, room)
        if len(lines) <= lines_most and all(t.width(line) <= room for line in lines):
            return t, lines
    return wrapped("ui", status, room, size, size, max_lines=lines_most)
