"""The set-up screen's form: one column of labelled rows, sized to the window and the text size.

Every label is drawn at one size (the largest at which the widest fits its column), and every
rectangle drawn is recorded in ``placed`` so a test can check that nothing overlaps or leaves the window.
"""
from __future__ import annotations

import pygame

from scenes import fonts, theme

LABEL_SIZE = 16
NOTE_SIZE = 13


class Form:
    """Where the rows go: ``x`` and ``width`` of the form, its label column, row height and gap."""

    def __init__(self, size, labels, top, gap=12):
        w = size[0]
        self.width = min(w - 40, int(720 * max(1.0, fonts.scale())))       # larger text, a wider form
        self.x = (w - self.width) // 2
        widest = max(labels, key=lambda s: fonts.text("ui", LABEL_SIZE).width(s), default="")
        room = int(self.width * 0.28)
        self.label_font = fonts.fit("ui", widest, room, LABEL_SIZE, 11)
        self.label_w = min(room, self.label_font.width(widest)) + 16
        self.field_x = self.x + self.label_w
        self.field_w = self.width - self.label_w
        self.row_h = max(34, fonts.text("ui", 17).height + 12)
        self.gap = gap
        self.note_font = fonts.text("small", NOTE_SIZE)
        self.top = top
        self.placed: list[tuple[str, pygame.Rect]] = []

    def row(self, y, width=None) -> pygame.Rect:
        """A field's rectangle on the row at ``y`` (the whole field column unless ``width``)."""
        return pygame.Rect(self.field_x, y, width or self.field_w, self.row_h)

    def note_lines(self, text) -> list[str]:
        return self.note_font.wrap(text, self.field_w)

    def note_height(self, text) -> int:
        return len(self.note_lines(text)) * self.note_font.height

    # -- drawing, each rectangle recorded -------------------------------------------------------------------

    def place(self, what: str, rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        self.placed.append((what, rect))
        return rect

    def label(self, surface, text, field_rect):
        img = self.label_font.render(text, theme.TEXT_DIM)
        at = img.get_rect(midleft=(self.x, field_rect.centery))
        surface.blit(img, self.place(f"label {text}", at))

    def note(self, surface, text, y) -> int:
        """A dim line (or two) of help under a field, from ``y``; returns the y below it."""
        for line in self.note_lines(text):
            img = self.note_font.render(line, theme.TEXT_DIM)
            surface.blit(img, self.place(f"note {line}", img.get_rect(topleft=(self.field_x + 4, y))))
            y += self.note_font.height
        return y

    def widget(self, what, widget):
        self.place(what, widget.rect)
