"""The card gallery: every card of a game drawn as on the table, filtered, enlarged with its YAML.

The filters come from the card data: the family (Banished's Grim, Pariahs' Class),
every field with a handful of values (Element, Value, Power, Influence) and the
printed versions of a card (Seize's suits, Pariahs' Colors).  ``CardGrid`` and
``FilterBar`` are shared with the sandbox's card box.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from scenes import cardface, catalog, fonts, theme
from scenes.designer.export import printed
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar, fitted

SKIP_FIELDS = ("copies", "flavor")
MAX_CHOICES = 16                 # a field with more values than this is not a filter
TOP = 56
CAPTION_SIZE, CAPTION_H = 14, 22  # each card's name under it in the grid: its face's own title is too small there
YAML_KEY = re.compile(r"^\s*(?:- )?[A-Za-z_][\w]*:(?=\s|$)")


@dataclass(frozen=True)
class Entry:
    """One printed card: its definition, the props of this version, and its face."""
    defn: object
    props: tuple
    face: object

    @property
    def key(self) -> tuple:
        return self.defn.id, self.props

    def value(self, dim: str):
        if dim == "family":
            return self.defn.family
        props = dict(self.props)
        if dim in props:
            return props[dim]
        return self.defn.fields.get(dim)


def entries_for(game: str, section) -> list[Entry]:
    """Every card of the game as it is printed (each card in each suit, or in each Color)."""
    return [Entry(defn, tuple(sorted(props.items())), cardface.face_for(game, defn, props))
            for _, props, defn in printed(game, section)]


@dataclass
class Dimension:
    key: str
    label: str
    values: list
    names: list


def _family_names(values):
    """('Class', ['1', '2']) for class1, class2; else ('Family', ['Grim', 'Spirit'])."""
    parts = [re.fullmatch(r"([a-z]+)_?(\d+)", str(v)) for v in values]
    if all(parts) and len({p.group(1) for p in parts}) == 1:
        return parts[0].group(1).title(), [p.group(2) for p in parts]
    return "Family", [_pretty(v) for v in values]


def _pretty(value) -> str:
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if value is None:
        return "none"
    return str(value).replace("_", " ").title() if isinstance(value, str) else str(value)


def dimensions(entries: list[Entry]) -> list[Dimension]:
    """The filters the cards allow: each with two or more values, in the order a reader expects."""
    if not entries:
        return []
    keys = ["family"] + [k for k, _ in entries[0].props]
    for e in entries:
        keys += [k for k in e.defn.fields if k not in keys and k not in SKIP_FIELDS]
    out = []
    for key in keys:
        values = []
        for e in entries:
            v = e.value(key)
            if isinstance(v, (str, int, bool)) or v is None:
                if v not in values:
                    values.append(v)
            else:
                values = None
                break
        if not values or not 2 <= len(values) <= MAX_CHOICES:
            continue
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            values.sort()
        if key == "family":
            label, names = _family_names(values)
        else:
            label, names = key.replace("_", " ").title(), [_pretty(v) for v in values]
        out.append(Dimension(key, label, values, names))
    return out


# -- filters ------------------------------------------------------------------------

class FilterBar:
    """Rows of chips, one row per dimension: 'All' or one value; the rows combine."""

    def __init__(self, dims: list[Dimension], on_change=None, size=14, pad=20, gap=6):
        self.dims = dims
        self.pad = pad
        self.gap = gap
        self.chosen: dict[str, object] = {}
        self.on_change = on_change
        self.size = size
        self.chips: list[tuple] = []         # (rect, dim key, value or ALL, label)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = None

    ALL = object()

    def keep(self, entry: Entry) -> bool:
        return all(entry.value(k) == v for k, v in self.chosen.items())

    def layout(self, rect: pygame.Rect, flow: bool = False) -> int:
        """Place the chips in ``rect`` (wrapping); returns the height used.  ``flow`` (a short window): a
        dimension goes on along the row the last one ended on when the whole of it fits there."""
        self.rect = pygame.Rect(rect)
        t = fonts.text("ui", self.size)
        label_t = fonts.text("ui_bold", self.size)
        widest = max((label_t.width(d.label) for d in self.dims), default=0) + 16
        h = t.height + (8 if self.pad >= 16 else 4)
        self.chips = []
        x, y = rect.x, rect.y
        for dim in self.dims:
            label_w = label_t.width(dim.label) + 16 if flow else widest
            whole = label_w + 3 * self.gap + sum(t.width(n) + self.pad + self.gap for n in ["All", *dim.names])
            if not flow or x == rect.x or x + whole > rect.right:
                x, y = rect.x, (y if x == rect.x else y + h + self.gap + 2)
            else:
                x += 3 * self.gap
            left = x + label_w
            self.chips.append((pygame.Rect(x, y, label_w, h), dim.key, None, dim.label))
            x = left
            for value, name in [(self.ALL, "All")] + list(zip(dim.values, dim.names)):
                w = t.width(name) + self.pad
                if x + w > rect.right:
                    x = left if not flow else rect.x + label_w
                    y += h + self.gap
                self.chips.append((pygame.Rect(x, y, w, h), dim.key, value, name))
                x += w + self.gap
            if not flow:
                x = rect.x
                y += h + self.gap + 2
        return y - rect.y + (h + self.gap + 2 if flow and self.dims else 0)

    def set(self, key, value) -> None:
        if value is self.ALL:
            self.chosen.pop(key, None)
        else:
            self.chosen[key] = value
        if self.on_change:
            self.on_change()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((r for r, _, v, _ in self.chips if v is not None and r.collidepoint(event.pos)), None)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, key, value, _ in self.chips:
                if value is not None and rect.collidepoint(event.pos):
                    self.set(key, value)
                    return True
        return False

    def labels(self) -> list[str]:
        return [name for _, _, _, name in self.chips]

    def draw(self, surface) -> None:
        t = fonts.text("ui", self.size)
        label_t = fonts.text("ui_bold", self.size)
        for rect, key, value, name in self.chips:
            if value is None:
                img = label_t.render(name, theme.GOLD)
                surface.blit(img, img.get_rect(midleft=(rect.x, rect.centery)))
                continue
            on = key not in self.chosen if value is self.ALL else key in self.chosen and self.chosen[key] == value
            fill = theme.GOLD if on else (34, 54, 46)
            if rect == self.hover and not on:
                fill = theme.mix(fill, (255, 255, 255), 0.12)
            pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2)
            pygame.draw.rect(surface, theme.HIGHLIGHT if on else theme.FELT_LINE, rect, width=1,
                             border_radius=rect.h // 2)
            img = t.render(name, theme.INK if on else theme.TEXT)
            surface.blit(img, img.get_rect(center=rect.center))


# -- the grid of cards ----------------------------------------------------------------

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


# -- the scene ------------------------------------------------------------------------

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
                 f"{entry.defn.get('copies', 1)} in the game"] + [f"{k} {_pretty(v)}" for k, v in entry.props]
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
