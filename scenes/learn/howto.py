"""How to play one game: short pages read from docs/howto/<game>.md, each beside a real table frame.

Right, Page Down or Space turn the page on, Left, Page Up or Backspace back, Home and End jump,
Esc goes back to where it was opened from (the menu, or the table with F1).
"""
from __future__ import annotations

import sys

import pygame

from scenes import catalog, fonts, theme
from scenes.guided.script import ScriptError, load_script
from scenes.learn.pages import HowToError, load_pages
from scenes.learn.picture import fitted, table_frame
from scenes.guided.guide import open_guided
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar, draw_title

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE)
BACK_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE)


class HowToScene(Scene):
    def __init__(self, app, game: str, from_table: bool = False):
        super().__init__(app)
        self.game = game
        self.from_table = from_table
        self.page = 0
        self.error = ""
        try:
            self.pages = load_pages(game)
        except HowToError as err:
            self.pages, self.error = [], str(err)
        try:
            self.script = load_script(game)
        except ScriptError as err:
            self.script = None
            print(f"how to play: no pictures: {err}", file=sys.stderr)
        self._pictures: dict = {}
        self._felt = None
        self.prev_button = Button("◀ Previous", self.previous, size=16)
        self.next_button = Button("Next ▶", self.next, primary=True, size=16)
        buttons = [self.prev_button, self.next_button]
        if not from_table:
            buttons.append(Button("Guided first game", self._guided, size=16,
                                  tooltip="Play a fixed deal with every step lit and explained"))
        buttons.append(Button("Back", self.back, cancel=True, size=16))
        self.bar = ButtonBar(buttons)
        self._enable()

    # -- pages -------------------------------------------------------------------
    def turn_to(self, index: int) -> None:
        if self.pages:
            self.page = max(0, min(len(self.pages) - 1, index))
        self._enable()

    def next(self) -> None:
        self.turn_to(self.page + 1)

    def previous(self) -> None:
        self.turn_to(self.page - 1)

    def _enable(self):
        self.prev_button.enabled = self.page > 0
        self.next_button.enabled = self.page < len(self.pages) - 1
        if not self.bar.buttons[self.bar.focus].enabled:
            self.bar.focus = next(i for i, b in enumerate(self.bar.buttons) if b.enabled)
            self.bar._show_focus()

    def _guided(self):
        open_guided(self.app, self.game)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in NEXT_KEYS:
                self.next()
                return
            if event.key in BACK_KEYS:
                self.previous()
                return
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.turn_to(0 if event.key == pygame.K_HOME else len(self.pages) - 1)
                return
        if self.bar.handle(event):
            return
        super().handle_event(event)

    def frame_need(self) -> str:
        return "still"

    # -- layout and drawing -----------------------------------------------------
    def resize(self, size):
        self._felt = theme.felt(size)
        self._pictures.clear()
        w, h = size
        self.bar.layout_row((w // 2, h - 36), gap=10, min_width=96 if w < 1000 else 120)
        self.text_rect = pygame.Rect(32, 120, int(w * 0.40) - 32, h - 190)
        self.picture_rect = pygame.Rect(self.text_rect.right + 24, 120, w - self.text_rect.right - 56, h - 236)

    def picture(self):
        """The current page's table frame at this window size, made once (None: the page has none)."""
        page = self.pages[self.page] if self.pages else None
        if page is None or page.picture is None or self.script is None:
            return None
        key = (self.page, self.app.size)
        if key not in self._pictures:
            try:
                frame = table_frame(self.app, self.script, page.picture)
                self._pictures[key] = fitted(frame, self.picture_rect)
            except ScriptError as err:
                print(f"how to play: picture left out: {err}", file=sys.stderr)
                self._pictures[key] = None
        return self._pictures[key]

    def draw(self, surface):
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        draw_title(surface, f"How to play {catalog.title_of(self.game)}", (w // 2, 44), 44 if w >= 1000 else 34)
        if self.error:
            img = fonts.fit("ui", self.error, w - 60, 16).render(self.error, theme.RED)
            surface.blit(img, img.get_rect(center=(w // 2, h // 2)))
            self.bar.draw(surface)
            return
        page = self.pages[self.page]
        count = f"{self.page + 1} / {len(self.pages)}"
        num = fonts.render("ui", 14, count, theme.TEXT_DIM)
        surface.blit(num, num.get_rect(midtop=(w // 2, 78)))
        self._draw_text(surface, page)
        img = self.picture()
        if img is not None:
            r = img.get_rect(midtop=(self.picture_rect.centerx, self.picture_rect.y))
            pygame.draw.rect(surface, theme.GOLD_DARK, r.inflate(6, 6), width=3, border_radius=6)
            surface.blit(img, r)
            if page.picture.caption:
                cap = fonts.fit("italic", page.picture.caption, self.picture_rect.w, 18)
                text = cap.render(page.picture.caption, theme.TEXT_DIM)
                surface.blit(text, text.get_rect(midtop=(r.centerx, r.bottom + 8)))
        self.bar.draw(surface)
        keys = "◀ ▶ turn the pages · Esc goes back"
        hint = fonts.render("ui", 12, keys, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 62)))

    def text_layout(self, page):
        """(rect, title Text, body Text, wrapped paragraphs) for ``page``: beside its picture, or without one
        a wider column centred on the page in larger text, its lines kept to a readable measure."""
        if page.picture is not None and self.script is not None:
            rect, sizes = self.text_rect, (19, 17, 15, 14, 13)
        else:
            w, h = self.app.size
            room = pygame.Rect(32, 120, w - 64, h - 190)
            rect = pygame.Rect(0, room.y, min(room.w, max(self.text_rect.w, int(w * 0.62), 520)), room.h)
            rect.centerx = w // 2
            sizes = (23, 21, 19, 17, 15, 14, 13)
        for size in sizes:
            title = fonts.text("title", size + 9)
            body = fonts.text("ui", size)
            measure = min(rect.w, body.width("m") * 62)
            blocks = [body.wrap(p, measure) for p in page.paragraphs]
            height = title.height + 10 + sum(len(b) * body.height + size // 2 for b in blocks)
            if height <= rect.h:
                break
        if rect is not self.text_rect:               # the column as wide as its lines, in the middle of the page
            widest = max([body.width(line) for b in blocks for line in b] + [title.width(page.title)])
            rect = pygame.Rect(0, rect.y, min(rect.w, widest), min(rect.h, height))
            rect.centerx = self.app.size[0] // 2
            rect.y = 120 + max(0, (self.app.size[1] - 190 - rect.h) // 3)
        return rect, title, body, blocks

    def _draw_text(self, surface, page):
        rect, title, body, blocks = self.text_layout(page)
        y = rect.y
        surface.blit(title.render(page.title, theme.GOLD), (rect.x, y))
        y += title.height + 10
        for block in blocks:
            for line in block:
                if y + body.height > self.text_rect.bottom:
                    return
                surface.blit(body.render(line, theme.TEXT), (rect.x, y))
                y += body.height
            y += body.size // 2
