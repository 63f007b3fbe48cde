"""The cards a gallery shows and the filters they allow: each printed version of a card (``Entry``), the
fields with a handful of values (``dimensions``), and the rows of chips that pick among them (``FilterBar``).

The filters come from the card data: the family (Banished's Grim, Pariahs' Class), every field with a handful
of values (Element, Value, Power, Influence) and the printed versions of a card (Seize's suits, Pariahs' Colors).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from scenes import cardface, fonts, theme
from scenes.designer.export import printed

SKIP_FIELDS = ("copies", "flavor")
MAX_CHOICES = 16                 # a field with more values than this is not a filter


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


def family_names(values):
    """How the families are named: ('Class', ['1', '2']) for class1, class2; else ('Family', ['Grim', 'Spirit'])."""
    parts = [re.fullmatch(r"([a-z]+)_?(\d+)", str(v)) for v in values]
    if all(parts) and len({p.group(1) for p in parts}) == 1:
        return parts[0].group(1).title(), [p.group(2) for p in parts]
    return "Family", [pretty(v) for v in values]


def pretty(value) -> str:
    """A field value as a reader writes it: yes, no, none, or the words of a name in title case."""
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
            label, names = family_names(values)
        else:
            label, names = key.replace("_", " ").title(), [pretty(v) for v in values]
        out.append(Dimension(key, label, values, names))
    return out



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
