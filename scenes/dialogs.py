"""Small overlay scenes: an error message, a question with buttons."""
from __future__ import annotations

import pygame

from scenes import fonts, theme
from scenes.app import Scene
from scenes.widgets import Button, ButtonBar


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
        w = min(self.width, size[0] - 40)
        body = fonts.text("ui", 17)
        lines = []
        for para in self.message.split("\n"):
            lines += body.wrap(para, w - 48)
        self.lines = lines
        h = 70 + len(lines) * (body.height + 2) + 80
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.bar.layout_row((self.rect.centerx, self.rect.bottom - 38))

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
        from scenes.menu import MenuScene
        self.app.reset(MenuScene(self.app))

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
