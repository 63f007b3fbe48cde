"""Drawing Pariahs' table furniture: the Location plaques, each side's plaque, the ledger strip."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import fonts, shown, theme
from scenes.widgets import fitted, wrapped

NBSP = "\u00a0"
STONE = (24, 38, 33)
STONE_LIGHT = (34, 52, 45)
INK_CREAM = (232, 224, 204)
TIE_RED = (168, 62, 52)
SHORT_LABELS = {"Supplicant Deck": "Supp. Deck", "Supplicants": "Supplic."}


def _layer(size) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    return layer.convert_alpha() if pygame.display.get_surface() is not None else layer


# -- the Locations ---------------------------------------------------------------------

def draw_locations(surface, pairs, locations, texts, plaques, slots) -> None:
    """The Locations two by two under their name's ribbon, each with its Influence and its effect, every
    effect printed at one size (the largest at which all of them fit)."""
    layouts = [_plaque_layout(plaques[i], slots[i]) for i in range(len(locations))]
    roomy = _common_size(texts, [lay["roomy"] for lay in layouts], (0, 0), 10) or 0
    indent = (2 * layouts[0]["medal_r"] + 6, 2 * layouts[0]["medal_r"] + 2)
    beside = _common_size(texts, [lay["area"] for lay in layouts], indent, 8) or 8
    if roomy >= min(12, beside - 1):    # the seal with its word above the text, unless that is cramped
        indent, size = None, roomy
    else:
        size = beside
    for k, pair in enumerate(pairs):
        _pair_frame(surface, pair, locations[2 * k]["name"])
    for i, loc in enumerate(locations):
        lay = layouts[i]
        theme.panel(surface, plaques[i], STONE_LIGHT, 235, 9, theme.FELT_LINE)
        _slot(surface, slots[i])
        _medal(surface, lay["center"], lay["medal_r"], loc["influence"])
        if loc.get("tie_breaker"):
            tie_tag(surface, plaques[i])
        if indent is None:
            label = fonts.fit("small", "Influence", lay["area"].w - 2 * lay["medal_r"] - 8, 13)
            img = label.render("Influence", theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(lay["center"][0] + lay["medal_r"] + 6, lay["center"][1])))
            _effect_text(surface, texts[i], lay["roomy"], size, (0, 0))
        else:
            _effect_text(surface, texts[i], lay["area"], size, indent)


def _plaque_layout(plaque, slot) -> dict:
    area = pygame.Rect(slot.right + 8, plaque.y + 6, plaque.right - slot.right - 14, plaque.h - 10)
    medal_r = max(10, min(14, area.h // 8))
    roomy = pygame.Rect(area.x, area.y + 2 * medal_r + 5, area.w, area.h - 2 * medal_r - 5)
    return {"area": area, "roomy": roomy, "medal_r": medal_r, "center": (area.x + medal_r, area.y + medal_r)}


def _pair_frame(surface, pair, name) -> None:
    theme.panel(surface, pair, (12, 22, 19), 215, 12, theme.GOLD_DARK)
    title = fonts.render("title_bold", 21, name, theme.GOLD)
    cy = pair.y + 13
    surface.blit(title, title.get_rect(center=(pair.centerx, cy)))
    half = title.get_width() // 2 + 12
    for sign in (-1, 1):
        x0 = pair.centerx + sign * half
        x1 = pair.centerx + sign * (pair.w // 2 - 18)
        pygame.draw.line(surface, theme.GOLD_DARK, (x0, cy), (x1, cy), 1)
        pygame.draw.circle(surface, theme.GOLD_DARK, (x1, cy), 2)


def _medal(surface, center, r, value) -> None:
    """The Location's Influence, on a gold seal."""
    pygame.draw.circle(surface, theme.mix(theme.GOLD, (0, 0, 0), 0.35), center, r + 1)
    pygame.draw.circle(surface, theme.GOLD, center, r)
    pygame.draw.circle(surface, theme.HIGHLIGHT, center, r, 1)
    n = fonts.render("ui_bold", int(r * 1.25), str(value), theme.INK)
    surface.blit(n, n.get_rect(center=center))


def _slot(surface, slot) -> None:
    """Where a placed card lies: a dark recess with a dashed edge."""
    surface.blit(_slot_layer(slot.size), slot.topleft)


@lru_cache(maxsize=16)
def _slot_layer(size) -> pygame.Surface:
    layer = _layer(size)
    rect = layer.get_rect()
    pygame.draw.rect(layer, (0, 0, 0, 70), rect, border_radius=8)
    inner = rect.inflate(-4, -4)
    color = (*theme.FELT_LINE, 255)
    for x in range(inner.x + 8, inner.right - 8, 10):
        pygame.draw.line(layer, color, (x, inner.y), (min(x + 5, inner.right - 8), inner.y))
        pygame.draw.line(layer, color, (x, inner.bottom - 1), (min(x + 5, inner.right - 8), inner.bottom - 1))
    for y in range(inner.y + 8, inner.bottom - 8, 10):
        pygame.draw.line(layer, color, (inner.x, y), (inner.x, min(y + 5, inner.bottom - 8)))
        pygame.draw.line(layer, color, (inner.right - 1, y), (inner.right - 1, min(y + 5, inner.bottom - 8)))
    return layer


def tie_tag(surface, plaque, color=TIE_RED, holder="") -> None:
    """The Tie-Breaker's tag on its Location; in the holder's Color, with their name, once held."""
    text = "TIE-BREAKER" + (f" · {holder.upper()}" if holder else "")
    img = fonts.render("ui_bold", 10, text, theme.CREAM)
    tag = img.get_rect().inflate(10, 4)
    tag.bottomright = (plaque.right - 6, plaque.y + 3)
    pygame.draw.rect(surface, theme.mix(color, (0, 0, 0), 0.15), tag, border_radius=4)
    pygame.draw.rect(surface, theme.mix(color, (255, 255, 255), 0.35), tag, width=1, border_radius=4)
    surface.blit(img, img.get_rect(center=tag.center))


def _sentences(text) -> list:
    return [s.strip() + "." for s in text.rstrip(".").split(". ") if s.strip()]


def _common_size(texts, boxes, indent, smallest):
    """The largest text size from 15 down at which every effect fits its box (None: none does)."""
    for size in range(15, smallest - 1, -1):
        t = fonts.text("small", size)
        if all(_flow(t, _sentences(text), box.w, indent)[1] <= box.h for text, box in zip(texts, boxes)):
            return size
    return None


def _effect_text(surface, text, box, size, indent) -> None:
    """Each sentence of the effect on its own line(s); lines beside the Influence seal (``indent``: its
    width and height) start after it."""
    t = fonts.text("small", size)
    lines, height = _flow(t, _sentences(text), box.w, indent)
    top = box.y + (max(0, (box.h - height) // 3) if not indent[0] else 0)
    for line, x, y in lines:
        surface.blit(t.render(line, INK_CREAM), (box.x + x, top + y))


def _flow(t, sentences, width, indent):
    """Greedy wrapping where lines above ``indent[1]`` start ``indent[0]`` further right (a word too
    long for such a line goes below them); returns (line, x, y) and the height used."""
    lines = []
    y = 0

    def room():
        return width - (indent[0] if y < indent[1] else 0)

    for k, sentence in enumerate(sentences):
        if k:
            y += 3
        line = ""
        for word in sentence.split(" "):
            trial = word if not line else f"{line} {word}"
            if t.width(trial) <= room():
                line = trial
                continue
            if line:
                lines.append((line, width - room(), y))
                y += t.height
            while y < indent[1] and t.width(word) > room():
                y += t.height
            line = word
        lines.append((line, width - room(), y))
        y += t.height
    return lines, y


def glow_rect(surface, rect, color, strength: float) -> None:
    """A soft light round a rect (a Location whose effect resolves, one you may choose)."""
    strength = max(0.0, min(1.0, strength))
    if strength <= 0:
        return
    big = rect.inflate(14, 14)
    layer = _layer(big.size)
    pygame.draw.rect(layer, (*color, int(50 * strength)), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*color, int(230 * strength)), layer.get_rect(), width=3, border_radius=14)
    surface.blit(layer, big.topleft)


def ring_card(surface, rect, color) -> None:
    """An outline round a card that may be clicked to answer a choice."""
    pygame.draw.rect(surface, color, rect.inflate(8, 8), width=3, border_radius=10)


# -- each side ------------------------------------------------------------------------------

_IMAGES: dict = {}


def _cached(key, size, paint):
    """What ``paint(layer)`` draws on a clear layer of ``size``, kept while its key stays the same:
    (layer, what paint returned)."""
    found = _IMAGES.get(key)
    if found is None:
        if len(_IMAGES) > 300:
            _IMAGES.clear()
        layer = _layer(size)
        found = _IMAGES[key] = (layer, paint(layer))
    return found


def draw_pile_label(surface, box, label, count, label_h) -> None:
    img = _pile_label(label, count, box.w)
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + max(1, (label_h - img.get_height()) // 2 + 1))))


@lru_cache(maxsize=256)
def _pile_label(label, count, width) -> pygame.Surface:
    def told(name):
        return name if count is None else f"{name} · {count}"

    text = told(label)
    if fonts.text("small", 11).width(text) > width - 10 and label in SHORT_LABELS:
        text = told(SHORT_LABELS[label])
    t = fonts.fit("small", text, width - 10, 13, smallest=8)
    return t.render(text, theme.TEXT_DIM)


def draw_side_plaque(surface, box, *args):
    """A side's name and Color, its Influence at the Locations and its Support; returns where Support is."""
    layer, (anchor, words) = _cached(("side", box.size, fonts.scale()) + args, box.size,
                                     lambda layer: _paint_side(layer, layer.get_rect(), *args))
    surface.blit(layer, box.topleft)
    for label, rect in words:                    # the words the kept layer shows, for what the window shows
        shown.note("text", label, rect.move(box.topleft))
    return anchor[0] + box.x, anchor[1] + box.y


def status_lines(color_name: str, doing: str, width: int):
    """A side's colour and what it is doing ('Yellow · to choose'), wrapped whole into ``width``, the
    words of each part kept together.  Returns (the Text to render with, the lines)."""
    sub = color_name + (f" · {doing.replace(' ', NBSP)}" if doing else "")
    return wrapped("small", sub, width, 12, 10)


def _paint_side(surface, box, name, color_name, color, influence, support, doing, holds_tie):
    moving = bool(doing)
    edge = theme.HIGHLIGHT if moving else theme.mix(color, (0, 0, 0), 0.2)
    theme.panel(surface, box, (12, 20, 18), 225, 10, None)
    pygame.draw.rect(surface, edge, box, width=2 if moving else 1, border_radius=10)
    stripe = pygame.Rect(box.x + 1, box.y + 6, 5, box.h - 12)
    pygame.draw.rect(surface, color, stripe, border_radius=3)
    x = box.x + 12
    t, name = fitted("title_bold", name, box.w - (52 if holds_tie else 22), 19, smallest=11)
    img = t.render(name, theme.HIGHLIGHT if moving else theme.TEXT)
    surface.blit(img, (x, box.y + 3))
    words = [(name, img.get_bounding_rect().move(x, box.y + 3))]
    y = box.y + 3 + img.get_height() - 2
    t, lines = status_lines(color_name, doing, box.right - 6 - x)
    for line in lines:
        img = t.render(line, theme.mix(color, (255, 255, 255), 0.35))
        surface.blit(img, (x, y))
        words.append((line, img.get_bounding_rect().move(x, y)))
        y += t.height
    y += max(0, 15 - t.height)
    row_h = max(14, (box.bottom - 4 - y) // 2)
    anchors = {}
    for k, (label, value) in enumerate((("Influence", influence), ("Support", support))):
        mid = y + row_h * k + row_h // 2
        lab = fonts.render("small", 12, label, theme.TEXT_DIM)
        surface.blit(lab, lab.get_rect(midleft=(x, mid)))
        num = fonts.render("title_bold", max(14, min(26, row_h + 2)), str(value),
                           theme.GOLD if k == 0 else theme.CREAM)
        rect = num.get_rect(midright=(box.right - 10, mid))
        surface.blit(num, rect)
        anchors[label] = rect.center
        if k == 0:
            pygame.draw.line(surface, (40, 56, 50), (x, y + row_h), (box.right - 10, y + row_h))
    if holds_tie:
        tag = fonts.render("ui_bold", 9, "TIE", theme.CREAM)
        r = tag.get_rect().inflate(8, 2)
        r.topright = (box.right - 6, box.y + 6)
        pygame.draw.rect(surface, TIE_RED, r, border_radius=3)
        surface.blit(tag, tag.get_rect(center=r.center))
    return anchors["Support"], words


# -- the ledger strip -------------------------------------------------------------------------

def draw_strip(surface, strip, *args) -> None:
    """The round with its pips, the Initiative Deck's place, who goes first and who holds the Tie-Breaker."""
    layer, _ = _cached(("strip", strip.size) + args, strip.size,
                       lambda layer: _paint_strip(layer, layer.get_rect(), *args))
    surface.blit(layer, strip.topleft)


def _paint_strip(surface, strip, round_, rounds, init_w, tie_seat, first, names) -> None:
    theme.panel(surface, strip, (10, 18, 16), 200, 10, theme.FELT_LINE)
    cy = strip.centery
    x = strip.x + 14
    label = fonts.render("title_bold", 19, f"Round {max(round_, 1)} of {rounds}", theme.GOLD)
    surface.blit(label, label.get_rect(midleft=(x, cy)))
    x += label.get_width() + 14
    r = max(4, strip.h // 7)
    for k in range(rounds):
        c = (x + r + k * (2 * r + 6), cy)
        if k < round_ - 1:
            pygame.draw.circle(surface, theme.GOLD_DARK, c, r)
        elif k == round_ - 1:
            pygame.draw.circle(surface, theme.HIGHLIGHT, c, r)
        pygame.draw.circle(surface, theme.GOLD, c, r, 1)
    pips_end = x + rounds * (2 * r + 6)
    for words in ("Initiative Deck", "Initiative"):
        lab = fonts.render("small", 13, words, theme.TEXT_DIM)
        place = lab.get_rect(midright=(strip.centerx - init_w * 0.5 - 10, cy))
        if place.x > pips_end + 6:
            surface.blit(lab, place)
            break
    right = strip.right - 14
    parts = []
    if first is not None:
        parts.append(("First this round: ", names[first], theme.TEXT))
    holder = "open" if tie_seat is None else names[tie_seat]
    parts.append(("Tie-Breaker: ", holder, theme.CREAM if tie_seat is None else theme.HIGHLIGHT))
    for prefix, value, color in reversed(parts):
        v = fonts.render("ui_bold", 14, value, color)
        p = fonts.render("small", 13, prefix, theme.TEXT_DIM)
        vr = v.get_rect(midright=(right, cy))
        pr = p.get_rect(midright=(vr.x, cy))
        if pr.x < strip.centerx + init_w:
            break
        surface.blit(v, vr)
        surface.blit(p, pr)
        right = pr.x - 18
