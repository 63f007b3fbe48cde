"""Each Pariahs side's plaque (its name, Color, Influence and Support) and the ledger strip (the round, the
Initiative, the Tie-Breaker); and the kept layers the table's furniture is drawn on."""
from __future__ import annotations

import pygame

from scenes import fonts, shown, theme
from scenes.widgets import draw_wrapped, fitted, wrapped

NBSP = "\u00a0"
TIE_RED = (168, 62, 52)


def new_layer(size) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    return layer.convert_alpha() if pygame.display.get_surface() is not None else layer


_IMAGES: dict = {}


def cached_layer(key, size, paint):
    """What ``paint(layer)`` draws on a clear layer of ``size``, kept while its key stays the same:
    (layer, what paint returned)."""
    found = _IMAGES.get(key)
    if found is None:
        if len(_IMAGES) > 300:
            _IMAGES.clear()
        layer = new_layer(size)
        found = _IMAGES[key] = (layer, paint(layer))
    return found



def draw_side_plaque(surface, box, *args):
    """A side's name and Color, its Influence at the Locations and its Support; returns where Support is."""
    layer, (anchor, words) = cached_layer(("side", box.size, fonts.scale()) + args, box.size,
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
    drawn, y = draw_wrapped(surface, t, lines, (x, y), theme.mix(color, (255, 255, 255), 0.35))
    words += drawn
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
    layer, _ = cached_layer(("strip", strip.size) + args, strip.size,
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
