"""Learn to play, from the menu: for each game, its How to play pages or a guided first game."""
from __future__ import annotations

import pygame

from scenes import catalog, fonts, theme
from scenes.guided.guide import open_guided
from scenes.button_screen import ButtonScreen
from scenes.widgets import Button


class LearnScene(ButtonScreen):
    def __init__(self, app):
        self.app = app
        self.games = [g for g in catalog.order(app) if not catalog.available(app).get(g)]
        buttons = []
        for game in self.games:
            buttons.append(Button("How to play", lambda g=game: self.app.push("howto", g), size=16,
                                  tooltip=f"The rules of {catalog.title_of(game)}, with pictures of the table"))
            buttons.append(Button("Guided first game", lambda g=game: open_guided(self.app, g), size=16,
                                  tooltip="A fixed deal: each step lit and explained"))
        buttons.append(Button("Back", self.back, cancel=True, size=16))
        buttons[0].primary = True
        super().__init__(app, buttons)

    def title(self) -> str:
        return "Learn to play"

    def resize(self, size):
        super().resize(size)
        w, h = size
        self.row_height = min(110, (h - 250) // max(1, len(self.games)))
        top = 150
        for i, _ in enumerate(self.games):
            y = top + i * self.row_height + 34
            how, guided = self.bar.buttons[2 * i], self.bar.buttons[2 * i + 1]
            how.rect = pygame.Rect(w // 2 - 210, y, 200, 40)
            guided.rect = pygame.Rect(w // 2 + 10, y, 200, 40)
        self.bar.buttons[-1].rect = pygame.Rect(w // 2 - 80, top + len(self.games) * self.row_height + 20, 160, 40)

    def draw(self, surface):
        self.draw_ground(surface)
        w, _ = self.app.size
        for i, game in enumerate(self.games):
            y = 150 + i * self.row_height
            title = fonts.render("title", 26, catalog.title_of(game), theme.GOLD)
            surface.blit(title, title.get_rect(midtop=(w // 2, y - 4)))
        self.bar.draw(surface)
