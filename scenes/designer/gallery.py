"""The card gallery: every card of a game drawn as on the table, filtered (``card_filters``), shown in a grid
(``card_grid``) and enlarged with its YAML."""
from __future__ import annotations

import re

import pygame

from scenes import cardface, catalog, fonts, theme
from scenes.designer.card_filters import FilterBar, dimensions, entries_for, pretty
from scenes.designer.card_grid import CardGrid
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar

TOP = 56
YAML_KEY = re.compile(r"^\s*(?:- )?[A-Za-z_][\w]*:(?=\s|$)")


class GalleryScene(Scene):
    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.games = [g for g in catalog.order(app) if g in app.cards.games]
        self.game = game if game in self.games else self.games[0]
        self.grid = CardGrid()
        self.detail: int | None = None       # index in the grid's entries of the enlarged card
        self.yaml_scroll = 0
        self._felt = None
        self.tabs = ButtonBar()
        self.bar = ButtonBar([Button("Back", self.back, cancel=True, size=15)])
        self._load()

    # -- data -------------------------------------------------------------------------
    def _load(self, keep=None) -> None:
        self.all = entries_for(self.game, self.app.cards.game(self.game))
        chosen = dict(self.filters.chosen) if keep and hasattr(self, "filters") else {}
        self.filters = FilterBar(dimensions(self.all), on_change=self._filter)
        self.filters.chosen = {k: v for k, v in chosen.items()
                               if any(d.key == k and v in d.values for d in self.filters.dims)}
        self._filter(keep_scroll=bool(keep))
        self._make_tabs()

    def _filter(self, keep_scroll=False) -> None:
        shown = self.grid.entries[self.detail].key if self.detail is not None and self.grid.entries else None
        self.grid.entries = [e for e in self.all if self.filters.keep(e)]
        if not keep_scroll:
            self.grid.scroll = 0
        self.grid.clamp()
        keys = [e.key for e in self.grid.entries]
        self.detail = keys.index(shown) if shown in keys else None
        self.grid.hover = None

    def choose_game(self, game: str) -> None:
        self.game = game
        self.detail = None
        self._load()
        self.resize(self.app.size)

    def cards_changed(self, cards) -> None:
        if self.game not in cards.games:
            self.game = next(iter(cards.games))
        self._load(keep=True)
        self.resize(self.app.size)

    def _make_tabs(self) -> None:
        buttons = [Button(catalog.title_of(g), lambda g=g: self.choose_game(g), primary=g == self.game, size=15)
                   for g in self.games]
        self.tabs.set(buttons)

    # -- layout -----------------------------------------------------------------------
    def resize(self, size) -> None:
        w, h = size
        self._felt = theme.felt(size)
        x = 250
        for b in self.tabs.buttons:
            bw, _ = b.natural_size()
            b.rect = pygame.Rect(x, 10, max(120, bw), TOP - 20)
            x += b.rect.w + 8
        back = self.bar.buttons[0]
        back.rect = pygame.Rect(w - 110, 10, 96, TOP - 20)
        short = h < 700                       # the filters flow along their rows and the cards are smaller
        used = self.filters.layout(pygame.Rect(24, TOP + 10, w - 48, 200), flow=short)
        top = TOP + 10 + used + 22
        self.grid.card_w = max(80 if short else 96, min(150, (w - 80) // 8 - 16))
        self.grid.rect = pygame.Rect(12, top, w - 24, h - top - 8)
        self.grid.clamp()

    # -- input ------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.detail is not None:
            self._detail_event(event)
            return
        if self.tabs.handle(event) or self.bar.handle(event):
            return
        if self.filters.handle(event):
            return
        if self.grid.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            i = self.grid.at(event.pos)
            if i is not None:
                self.open(i)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def open(self, i: int) -> None:
        self.detail = i
        self.yaml_scroll = 0

    def _detail_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
                self.detail = None
            elif event.key in (pygame.K_RIGHT, pygame.K_LEFT) and self.grid.entries:
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.open((self.detail + step) % len(self.grid.entries))
                self.grid.scroll_to(self.detail)
        elif event.type == pygame.MOUSEWHEEL:
            self.yaml_scroll = max(0, self.yaml_scroll - event.y * 3)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self._detail_rect().collidepoint(event.pos):
                self.detail = None

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        surface.blit(theme.panel_layer((w, TOP), (8, 14, 12), 210, 0, None), (0, 0))
        title = fonts.render("title", 30, "Card gallery", theme.GOLD)
        surface.blit(title, title.get_rect(midleft=(18, TOP // 2)))
        self.tabs.draw(surface)
        self.bar.draw(surface)
        self.filters.draw(surface)
        n, total = len(self.grid.entries), len(self.all)
        count = f"{n} of {total} cards" if n != total else f"{total} cards"
        hint = f"{count} · click a card to enlarge it · the wheel scrolls"
        img = fonts.render("ui", 13, hint, theme.TEXT_DIM)
        surface.blit(img, (24, self.grid.rect.y - 18))
        self.grid.draw(surface)
        if not self.grid.entries:
            img = fonts.render("italic", 22, "No card matches these filters.", theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=self.grid.rect.center))
        if self.detail is not None:
            self._draw_detail(surface)

    def _detail_rect(self) -> pygame.Rect:
        w, h = self.app.size
        box = pygame.Rect(0, 0, min(1100, w - 60), min(720, h - 60))
        box.center = (w // 2, h // 2 + 10)
        return box

    def _draw_detail(self, surface) -> None:
        entry = self.grid.entries[self.detail]
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        box = self._detail_rect()
        theme.panel(surface, box, theme.PANEL, 242, 14, theme.GOLD_DARK)
        card_w = min(400, int((box.h - 60) / cardface.RATIO), box.w // 2 - 40)
        img = cardface.render_face(entry.face, card_w)
        card = img.get_rect(topleft=(box.x + 28, box.y + 28))
        surface.blit(img, card)
        x = card.right + 32
        y = box.y + 24
        head = fonts.render("title", 34, entry.defn.name, theme.GOLD)
        surface.blit(head, (x, y))
        y += head.get_height() + 2
        facts = [f"id {entry.defn.id}", f"{self.app.cards.path.rsplit('/', 1)[-1]} line {entry.defn.line}",
                 f"{entry.defn.get('copies', 1)} in the game"] + [f"{k} {pretty(v)}" for k, v in entry.props]
        sub = fonts.render("ui", 14, " · ".join(facts), theme.TEXT_DIM)
        surface.blit(sub, (x, y))
        y += sub.get_height() + 14
        lines = yaml_lines(entry.defn.source, box.right - x - 24)
        t = fonts.text("small", 15)
        room = (box.bottom - 44 - y) // t.height
        self.yaml_scroll = max(0, min(self.yaml_scroll, len(lines) - room))
        code = pygame.Rect(x - 10, y - 6, box.right - x - 14, min(room, len(lines)) * t.height + 12)
        pygame.draw.rect(surface, (24, 30, 28), code, border_radius=8)
        for line in lines[self.yaml_scroll:self.yaml_scroll + room]:
            m = YAML_KEY.match(line)
            if m:
                img = t.render(m.group(0), theme.GOLD)
                surface.blit(img, (x, y))
                surface.blit(t.render(line[m.end():], theme.CREAM), (x + img.get_width(), y))
            else:
                surface.blit(t.render(line, theme.CREAM), (x, y))
            y += t.height
        hint = "← → the next card · the wheel scrolls the YAML · Esc or a click outside closes"
        img = fonts.render("ui", 13, hint, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - 12)))

    # -- checks -----------------------------------------------------------------------
    def missing_glyphs(self) -> set[str]:
        """Characters the gallery draws that no bundled font has (the test wants none)."""
        missing = set()
        for e in self.all:
            f = e.face
            for style, text in (("title_bold", f.title), ("italic", f.kind), ("small", f.kind),
                                ("small", f.text), ("italic", f.flavor), ("ui_bold", f.sign),
                                ("ui_bold", f.corner), ("ui_bold", f.corner2), ("small", e.defn.source),
                                ("title", e.defn.name)):
                missing |= fonts.missing_glyphs(text or "", style)
        for label in self.filters.labels():
            missing |= fonts.missing_glyphs(label, "ui")
        return missing


def yaml_lines(source: str, width: int) -> list[str]:
    """The card's YAML, long lines wrapped under their own indentation."""
    t = fonts.text("small", 15)
    out = []
    for line in source.rstrip().splitlines():
        indent = len(line) - len(line.lstrip(" "))
        pad = " " * (indent + 2)
        first = True
        for part in t.wrap(line.strip(), width - t.width(" " * indent)):
            out.append((" " * indent if first else pad) + part)
            first = False
    return out
