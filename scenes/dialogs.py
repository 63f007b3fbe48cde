"""Small overlay scenes: an error message, a question with buttons, a question with a text field."""
from __future__ import annotations

import pygame

from scenes import fonts, theme
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar, TextField, layout_row


class Dialog(Scene):
    """A centred panel over the scene below, with a message and buttons."""
    opaque = False

    def __init__(self, app, title: str, message: str, buttons: list[Button], width=560):
        super().__init__(app)
        self.title = title
        self.message = message
        self.bar = ButtonBar(buttons, numbered=True)
        self.width = width
        self.rect = pygame.Rect(0, 0, width, 200)

    def resize(self, size):
        """Lay the panel out to fit the window: many buttons widen it to more a row, then close the rows up."""
        body = fonts.text("ui", 17)
        room = size[1] - 20
        widest = max(200, size[0] - 40)
        w = min(self.width, widest)
        while True:
            lines = [line for para in self.message.split("\n") for line in body.wrap(para, w - 48)]
            rows = self._button_rows(w - 40)
            text_h = 70 + len(lines) * (body.height + 2)
            if text_h + 80 + (len(rows) - 1) * 50 <= room or w >= widest:
                break
            w = min(widest, w + 160)
        self.lines = lines
        pitch = 50
        if len(rows) > 1 and text_h + 80 + (len(rows) - 1) * pitch > room:
            pitch = max(28, (room - text_h - 80) // (len(rows) - 1))
        height = None if pitch >= 50 else pitch - 6
        h = text_h + 80 + (len(rows) - 1) * pitch
        self.rect = pygame.Rect(0, 0, w, min(h, room))
        self.rect.center = (size[0] // 2, size[1] // 2)
        y = self.rect.bottom - 38 - (len(rows) - 1) * pitch
        for row in rows:
            layout_row(row, (self.rect.centerx, y), height=height)
            y += pitch

    def _button_rows(self, width) -> list[list[Button]]:
        """The buttons in rows no wider than ``width``, as many to a row as fit, rows about even."""
        buttons = self.bar.buttons
        widths = [max(110, b.natural_size()[0]) + 12 for b in buttons]
        per_row = len(buttons)
        while per_row > 1 and any(sum(widths[i:i + per_row]) > width for i in range(0, len(buttons), per_row)):
            per_row -= 1
        rows = -(-len(buttons) // max(1, per_row))
        per_row = -(-len(buttons) // max(1, rows))
        return [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)] or [[]]

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def draw(self, surface):
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.rect, theme.PANEL, 240, 14, theme.GOLD_DARK)
        title = fonts.render("title", 30, self.title, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 14)))
        t = fonts.text("ui", 17)
        y = self.rect.y + 64
        for line in self.lines:
            surface.blit(t.render(line, theme.TEXT), (self.rect.x + 24, y))
            y += t.height + 2
        self.bar.draw(surface)


class ErrorScene(Dialog):
    """Shown instead of a traceback: what failed, and a way back to the menu."""
    opaque = True

    def __init__(self, app, message: str):
        super().__init__(app, "Something went wrong", message,
                         [Button("Back to the menu", self._menu, primary=True),
                          Button("Quit", app.quit, cancel=True)], width=720)

    def _menu(self):
        self.app.reset("menu")

    def back(self):
        self._menu()

    def draw(self, surface):
        surface.fill(theme.FELT_DARK)
        super().draw(surface)


def confirm(app, title, message, yes_label, on_yes, no_label="Cancel"):
    """Push a yes/no question; Enter answers yes, Esc no."""
    def yes():
        app.pop()
        on_yes()
    app.push(Dialog(app, title, message,
                    [Button(yes_label, yes, primary=True), Button(no_label, app.pop, cancel=True)]))


def ask_text(app, title: str, prompt: str, on_done, initial="", max_len=40):
    """A small dialog with one text field; Enter accepts, Esc cancels."""
    field = TextField(initial, max_len=max_len)
    field.focus = True

    class Ask(Dialog):
        def resize(self, size):
            super().resize(size)
            self.rect.h += 50
            self.rect.center = (size[0] // 2, size[1] // 2)
            field.rect = pygame.Rect(self.rect.x + 24, self.rect.bottom - 120, self.rect.w - 48, 36)
            self.bar.layout_row((self.rect.centerx, self.rect.bottom - 38))

        def handle_event(self, event):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                accept()
                return
            if field.handle(event):
                return
            super().handle_event(event)

        def draw(self, surface):
            super().draw(surface)
            field.draw(surface, pygame.time.get_ticks())

    def accept():
        app.pop()
        on_done(field.text.strip())

    app.push(Ask(app, title, prompt, [Button("OK", accept, primary=True), Button("Cancel", app.pop, cancel=True)]))
