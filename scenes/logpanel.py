"""The log: every event told in words, as the viewing seat may know it."""
from __future__ import annotations

import pygame

from game.describe import describe_event

from . import fonts, theme

STYLE, SIZE = "small", 14


class LogPanel:
    def __init__(self):
        self.events: list = []
        self.rect = pygame.Rect(0, 0, 260, 400)
        self.scroll = 0                  # lines scrolled up from the bottom
        self._lines: list[tuple[str, tuple]] = []
        self._told = 0
        self._key = None
        self._surface = None

    def add(self, state, event) -> None:
        self.events.append((state, event))

    def clear(self) -> None:
        self.events.clear()
        self._key = None
        self.scroll = 0

    def _build(self, viewer) -> None:
        """Tell the events not told yet (all of them again when the viewer or the size changed)."""
        key = (viewer, self.rect.size)
        if self._key is None or self._key[0] != key:
            self._lines = []
            self._told = 0
        t = fonts.text(STYLE, SIZE)
        width = self.rect.w - 24
        for state, e in self.events[self._told:]:
            try:
                text = describe_event(state, e.redacted(viewer))
            except Exception:       # noqa: BLE001 - a sentence that cannot be made is left out
                text = ""
            if not text:
                continue
            color = theme.GOLD if e.kind in ("turn_began", "game_over", "trump_turned") else theme.TEXT
            for i, line in enumerate(t.wrap(text, width)):
                self._lines.append(((" " if i else "") + line, color))
        self._told = len(self.events)
        self._key = (key, self._told, self.scroll)
        self._surface = None

    def handle(self, event, mouse=None) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse or pygame.mouse.get_pos()):
            self.scroll = max(0, min(max(0, len(self._lines) - 5), self.scroll + event.y * 3))
            self._key = None
            return True
        return False

    def draw(self, surface, viewer) -> None:
        if self._key != ((viewer, self.rect.size), len(self.events), self.scroll):
            self._build(viewer)
        if self._surface is None:
            self._surface = self._render()
        surface.blit(self._surface, self.rect.topleft)

    def _render(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        pygame.draw.rect(surf, (*theme.PANEL, 215), surf.get_rect(), border_radius=10)
        title = fonts.render("title", 20, "Log", theme.GOLD)
        surf.blit(title, (12, 6))
        t = fonts.text(STYLE, SIZE)
        room = (self.rect.h - 40) // t.height
        end = len(self._lines) - self.scroll
        start = max(0, end - room)
        y = 36
        for text, color in self._lines[start:end]:
            surf.blit(t.render(text, color), (12, y))
            y += t.height
        if self.scroll:
            more = fonts.render("ui", 12, f"↓ {self.scroll} more lines", theme.TEXT_DIM)
            surf.blit(more, (self.rect.w - more.get_width() - 10, 10))
        return surf
