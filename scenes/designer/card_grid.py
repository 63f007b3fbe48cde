"""A grid of card faces, each with its name under it, scrolled with the wheel (the gallery, the sandbox's card box)."""
from __future__ import annotations

import pygame

from scenes import cardface, theme
from scenes.designer.card_filters import Entry
from scenes.widgets import fitted

CAPTION_SIZE, CAPTION_H = 14, 22  # each card's name under it in the grid: its face's own title is too small there


class CardGrid:
    """Cards in rows inside ``rect``, scrolled with the wheel; a click names the card under it."""

    def __init__(self, card_w=132, gap=16):
        self.card_w = card_w
        self.gap = gap
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.entries: list[Entry] = []
        self.scroll = 0
        self.hover = None
        self.selected = None
        self.mouse = (0, 0)

    @property
    def card_h(self) -> int:
        return cardface.card_size(self.card_w)[1] + CAPTION_H      # the face, and its name legible under it

    def columns(self) -> int:
        return max(1, (self.rect.w + self.gap) // (self.card_w + self.gap))

    def content_height(self) -> int:
        rows = -(-len(self.entries) // self.columns())
        return rows * (self.card_h + self.gap) + self.gap

    def clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.content_height() - self.rect.h))

    def cell(self, i: int) -> pygame.Rect:
        cols = self.columns()
        r, c = divmod(i, cols)
        used = cols * self.card_w + (cols - 1) * self.gap
        x0 = self.rect.x + (self.rect.w - used) // 2
        return pygame.Rect(x0 + c * (self.card_w + self.gap),
                           self.rect.y + self.gap + r * (self.card_h + self.gap) - self.scroll,
                           self.card_w, self.card_h)

    def visible(self):
        """(index, rect) of the cards inside the grid's window."""
        for i in range(len(self.entries)):
            r = self.cell(i)
            if r.bottom >= self.rect.y and r.y <= self.rect.bottom:
                yield i, r

    def at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        return next((i for i, r in self.visible() if r.collidepoint(pos)), None)

    def scroll_to(self, i: int) -> None:
        r = self.cell(i)
        if r.y < self.rect.y:
            self.scroll -= self.rect.y - r.y + self.gap
        elif r.bottom > self.rect.bottom:
            self.scroll += r.bottom - self.rect.bottom + self.gap
        self.clamp()

    def handle(self, event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.mouse):
            self.scroll -= int(event.y * (self.card_h // 2))
            self.clamp()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.at(event.pos)
        return False

    def draw(self, surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for i, r in self.visible():
            entry = self.entries[i]
            img = cardface.render_face(entry.face, self.card_w)
            if i == self.selected or i == self.hover:
                glow = r.inflate(8, 8)
                pygame.draw.rect(surface, theme.HIGHLIGHT if i == self.selected else theme.GOLD_DARK, glow,
                                 width=3, border_radius=12)
            surface.blit(img, r)
            t, name = fitted("ui", entry.defn.name, self.card_w, CAPTION_SIZE, 12)
            caption = t.render(name, theme.CREAM if i in (self.selected, self.hover) else theme.TEXT)
            surface.blit(caption, caption.get_rect(midtop=(r.centerx, r.y + img.get_height() + 3)))
        surface.set_clip(clip)
        self._scrollbar(surface)

    def _scrollbar(self, surface) -> None:
        total = self.content_height()
        if total <= self.rect.h:
            return
        track = pygame.Rect(self.rect.right - 6, self.rect.y + 4, 4, self.rect.h - 8)
        knob_h = max(30, track.h * self.rect.h // total)
        y = track.y + (track.h - knob_h) * self.scroll // max(1, total - self.rect.h)
        pygame.draw.rect(surface, (40, 60, 52), track, border_radius=2)
        pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, y, 4, knob_h), border_radius=2)
