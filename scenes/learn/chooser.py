"""Learn to play, from the menu: for each game, its How to play pages or a guided first game."""
from __future__ import annotations

import pygame

from scenes import catalog, fonts, theme
from scenes.guided.guide import open_guided
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar, draw_title


class LearnScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = [g for g in catalog.ORDER if not catalog.available().get(g)]
        buttons = []
        for game in self.games:
            buttons.append(Button("How to play", lambda g=game: self.app.push("howto", g), size=16,
                                  tooltip=f"The rules of {catalog.title_of(game)}, with pictures of the table"))
            buttons.append(Button("Guided first game", lambda g=game: open_guided(self.app, g), size=16,
                                  tooltip="A fixed deal: each step lit and explained"))
        buttons.append(Button("Back", self.back, cancel=True, size=16))
        buttons[0].primary = True
        self.bar = ButtonBar(buttons, numbered=True)
        self._felt = None

    def resize(self, size):
        self._felt = theme.felt(size)
        w, h = size
        self.row_height = min(110, (h - 250) // max(1, len(self.games)))
        top = 150
        for i, _ in enumerate(self.games):
            y = top + i * self.row_height + 34
            how, guided = self.bar.buttons[2 * i], self.bar.buttons[2 * i + 1]
            how.rect = pygame.Rect(w // 2 - 210, y, 200, 40)
            guided.rect = pygame.Rect(w // 2 + 10, y, 200, 40)
        self.bar.buttons[-1].rect = pygame.Rect(w // 2 - 80, top + len(self.games) * self.row_height + 20, 160, 40)

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        super().handle_event(event)

    def frame_need(self) -> str:
        return "idle"

    def draw(self, surface):
        surface.blit(self._felt, (0, 0))
        w, _ = self.app.size
        draw_title(surface, "Learn to play", (w // 2, 70), 52)
        for i, game in enumerate(self.games):
            y = 150 + i * self.row_height
            title = fonts.render("title", 26, catalog.title_of(game), theme.GOLD)
            surface.blit(title, title.get_rect(midtop=(w // 2, y - 4)))
        self.bar.draw(surface)
