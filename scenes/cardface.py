"""Card faces drawn from ``game.faces.Face``: frame, name, numbers, rules text, sign, art and marks.

``render_face(face, size)`` draws a face at any size (the table, the enlarged
hover view, a 300-dpi export) and caches it; ``render_back(game, size)`` does
the same for a game's back.  Small faces leave out the rules text (hovering a
card shows it large); large ones wrap it to fit.
"""
from __future__ import annotations

import hashlib
import math
import random
from functools import lru_cache

import pygame

from game.engine.faces import Face

from scenes import cardart, cardstyle, fonts, theme

RATIO = 1.4                      # height / width of every card
FULL_TEXT_WIDTH = 170            # from this width the rules text is printed


def style_of(face: Face) -> str:
    """Which game's hand draws this face: ``Face.back`` names the game, or one of its backs."""
    return cardstyle.owner(face.back)


def card_size(width: int) -> tuple:
    return int(width), int(round(width * RATIO))


def face_of(state, uid: int) -> Face | None:
    """The face of a card as the rules describe it (None when its identity is hidden)."""
    card = state.cards[uid]
    if card.card_id is None:
        return None
    return face_for(state.game, state.defs.cards[card.card_id], card.props)


def face_for(game: str, defn, props) -> Face:
    """The face the game's style gives a card (its rules' ``face``), else a plain one from its fields."""
    face = cardstyle.style(game).face
    return face(defn, props) if face is not None else default_face(game, defn)


def default_face(game: str, defn) -> Face:
    """A face for a game whose rules do not describe one."""
    numbers = [v for k, v in defn.fields.items() if isinstance(v, int) and not isinstance(v, bool)]
    return Face(title=defn.name, kind=defn.family.replace("_", " ").title(),
                corner=str(numbers[0]) if numbers else "", text=defn.text,
                family=defn.family, art_key=defn.id, back=game,
                flavor=str(defn.get("flavor", "") or ""))


@lru_cache(maxsize=512)
def render_face(face: Face, size) -> pygame.Surface:
    """The face at ``size`` (width, height) or at a width (the height follows the card ratio); a card's
    words are printed at its own size, whatever the player's text scale."""
    with fonts.unscaled():
        return _painted_face(face, size)


def face_without_art(face: Face, size) -> pygame.Surface:
    """The face with its art window (``art_window``) left transparent, for print, where the art is stored
    once on its own (``face_art``) and drawn under it."""
    with fonts.unscaled():
        return _painted_face(face, size, art=False)


def _size(size) -> tuple:
    return card_size(size) if isinstance(size, (int, float)) else (int(size[0]), int(size[1]))


def art_window(face: Face, size) -> pygame.Rect:
    """Where a face of ``size`` shows its art; a dark outline is drawn over the window's edge."""
    w, h = _size(size)
    band, _ = title_band(w, h, bool(face.corner), bool(face.corner2))
    border = frame_width(w)
    art_h = int(h * (0.40 if w >= FULL_TEXT_WIDTH else 0.50))
    return pygame.Rect(border + int(w * 0.03), band.bottom + max(1, int(h * 0.01)),
                       w - 2 * border - int(w * 0.06), art_h)


def face_art(face: Face, size) -> tuple[str, pygame.Surface]:
    """The file a face's art comes from (faces showing the same file share it) and the picture as it
    fills the face's art window."""
    game = style_of(face)
    window = art_window(face, size)
    return (cardart.art_path(game, face.art_key or "?", tuple(face.color)),
            _art(game, face.art_key, window.size, tuple(face.color)))


def _painted_face(face: Face, size, art: bool = True) -> pygame.Surface:
    w, h = _size(size)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    game = style_of(face)
    style = cardstyle.style(game)
    color, paper = frame_colors(face)
    ink = style.ink or theme.INK
    drained = bool(face.marks) and face.marks[0] in ("drained", "restored")

    _frame(surf, color, paper, w, h)
    border = frame_width(w)
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)
    full = w >= FULL_TEXT_WIDTH

    band, title_room = title_band(w, h, bool(face.corner), bool(face.corner2))
    corner_d = band.h + max(2, int(w * 0.02))
    _title(surf, face.title, title_room, ink)

    window = art_window(face, (w, h))
    if art:
        surf.blit(_art(game, face.art_key, window.size, tuple(face.color)), window.topleft)
    else:
        surf.fill((0, 0, 0, 0), window)
    pygame.draw.rect(surf, theme.mix(color, (0, 0, 0), 0.45), window, width=max(1, w // 120))

    # type line, with the sign at its right
    line_h = max(12, int(h * (0.07 if full else 0.1)))
    line = pygame.Rect(inner.x, window.bottom + max(1, int(h * 0.008)), inner.w, line_h)
    pygame.draw.rect(surf, theme.mix(color, paper, 0.55), line.inflate(-int(w * 0.04), 0),
                     border_radius=max(2, line_h // 3))
    sign_w = 0
    if face.sign:
        s = fonts.render("ui_bold", int(line_h * 0.82), face.sign, theme.mix(color, (0, 0, 0), 0.35))
        sign_w = s.get_width() + int(w * 0.04)
        surf.blit(s, s.get_rect(midright=(line.right - int(w * 0.05), line.centery)))
    kind_room = line.w - sign_w - int(w * 0.12)
    k = fonts.fit("small" if not full else "italic", face.kind, kind_room, int(line_h * 0.8), smallest=6)
    img = k.render(face.kind, ink)
    surf.blit(img, img.get_rect(midleft=(line.x + int(w * 0.06), line.centery)))

    # rules text (and flavour) on large faces; a large sign on small ones
    box = pygame.Rect(inner.x + int(w * 0.06), line.bottom + int(h * 0.015),
                      inner.w - int(w * 0.12), inner.bottom - line.bottom - int(h * 0.03))
    if full:
        _rules_text(surf, face, box, ink, w)
    elif face.sign:
        s = fonts.render("ui_bold", int(box.h * 0.8), face.sign, theme.mix(color, (0, 0, 0), 0.3))
        surf.blit(s, s.get_rect(center=box.center))

    # corner numbers
    for text, left in ((face.corner, True), (face.corner2, False)):
        if not text:
            continue
        cx = band.x + corner_d // 2 + 1 if left else band.right - corner_d // 2 - 1
        center = (cx, band.y + corner_d // 2)
        pygame.draw.circle(surf, theme.mix(color, (0, 0, 0), 0.25), center, corner_d // 2)
        pygame.draw.circle(surf, theme.mix(color, (255, 255, 255), 0.35), center, corner_d // 2,
                           width=max(1, w // 90))
        n = fonts.fit("ui_bold", text, int(corner_d * 0.8), int(corner_d * 0.58))
        img = n.render(text, (250, 244, 230))
        surf.blit(img, img.get_rect(center=center))

    if drained:
        _deface(surf, face, w, h)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def frame_colors(face: Face) -> tuple:
    """The face's frame colour and paper colour (a drained card's go grey)."""
    color = tuple(face.color)
    paper = cardstyle.style(style_of(face)).paper
    if face.marks and face.marks[0] == "drained":
        paper = theme.mix(paper, (200, 200, 200), 0.45)
        color = theme.mix(color, (128, 128, 128), 0.7)
    return color, paper


def frame_width(w: int) -> int:
    """The width of the frame round the paper panel of a face ``w`` pixels wide."""
    return max(3, int(w * 0.05))


def with_bleed(face: Face, drawn: pygame.Surface, bleed: int) -> pygame.Surface:
    """A drawn face for print: square-cornered, its frame colour running ``bleed`` pixels past every edge
    and without the dark outline at the edge, so a cut a little off the line shows no seam."""
    w, h = drawn.get_size()
    out = pygame.Surface((w + 2 * bleed, h + 2 * bleed))
    color, _ = frame_colors(face)
    out.fill(color)
    out.blit(drawn, (bleed, bleed))
    pygame.draw.rect(out, color, out.get_rect(), width=bleed + frame_width(w) - 2)
    return out


def title_band(w: int, h: int, corner: bool, corner2: bool):
    """The title band of a ``w`` x ``h`` face, and the room in it for the name between its corner numbers."""
    border = max(3, int(w * 0.05))
    band_h = max(14, int(h * (0.105 if w >= FULL_TEXT_WIDTH else 0.14)))
    band = pygame.Rect(border, border, w - 2 * border, band_h)
    corner_d = band_h + max(2, int(w * 0.02))
    left = band.x + (corner_d + 2 if corner else int(w * 0.04))
    right = band.right - (corner_d + 2 if corner2 else int(w * 0.04))
    return band, pygame.Rect(left, band.y, right - left, band_h)


def _title(surf, title: str, band: pygame.Rect, ink) -> None:
    """The card's name, whole (see ``title_lines``), in the title band."""
    t, lines = title_lines(title, band.w, band.h)
    step = t.height - (max(1, t.height // 4) if len(lines) > 1 else 0)
    y = band.centery - (step * (len(lines) - 1) + t.height) // 2
    for line in lines:
        img = t.render(line, ink)
        surf.blit(img, img.get_rect(midtop=(band.centerx, y)))
        y += step


def title_lines(title: str, width: int, band_h: int):
    """A card's name in a title band ``width`` wide: one line while it is readable there, else two lines
    split at the word nearest its middle.  Returns (the Text to render with, the lines)."""
    one = fonts.fit("title_bold", title, width, int(band_h * 0.78), smallest=7)
    words = title.split(" ")
    if (one.width(title) <= width and one.height >= band_h * 0.6) or len(words) < 2:
        return one, [title]
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    wider = max(lines, key=fonts.text("title_bold", 20).width)
    return fonts.fit("title_bold", wider, width, max(7, int(band_h * 0.52)), smallest=6), lines


def _frame(surf, color, paper, w, h):
    """The card's outer frame in its family colour, with a paper panel inside (drawn smooth)."""
    k = 2
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    radius = int(w * 0.07 * k)
    dark = theme.mix(color, (0, 0, 0), 0.35)
    pygame.draw.rect(big, dark, big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, color, big.get_rect().inflate(-2 * k, -2 * k), border_radius=radius)
    border = max(3, int(w * 0.05)) * k
    panel = big.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(big, paper, panel, border_radius=max(2, radius // 2))
    pygame.draw.rect(big, theme.mix(color, (255, 255, 255), 0.3), panel.inflate(k * 2, k * 2),
                     width=max(1, k), border_radius=max(2, radius // 2))
    pygame.transform.smoothscale(big, (w, h), surf)


def _rules_text(surf, face: Face, box: pygame.Rect, ink, w: int):
    body = face.text.strip()
    flavor = face.flavor.strip()
    top = max(8, int(w * 0.062))
    legible = max(8, int(w * 0.05))       # below this the flavour gives way before the rules shrink further
    size, lines, f_lines, used = _fit_text(body, flavor, box, top, legible if flavor else 7)
    if used > box.h and flavor:
        size, lines, f_lines, used = _fit_text(body, "", box, top, 7)
    t = fonts.text("small", size)
    y = box.y + max(0, (box.h - used) // 2) if len(lines) <= 2 and not f_lines else box.y
    for line in lines:
        if y + t.height > box.bottom + 2:
            break
        img = t.render(line, ink)
        surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += t.height
    if f_lines:
        y += int(t.height * 0.4)
        ft = fonts.text("italic", size + 1)
        for line in f_lines:
            if y + ft.height > box.bottom + 2:
                break
            img = ft.render(line, theme.mix(ink, (128, 110, 90), 0.5))
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += ft.height


def _fit_text(body: str, flavor: str, box: pygame.Rect, size: int, smallest: int):
    """The largest size from ``size`` down to ``smallest`` at which the rules and flavour fit ``box``:
    (that size, the rules' lines, the flavour's lines, the height used)."""
    while True:
        t = fonts.text("small", size)
        lines = t.wrap(body, box.w) if body else []
        used = len(lines) * t.height
        f_lines = []
        if flavor:
            ft = fonts.text("italic", size + 1)
            f_lines = ft.wrap(flavor, box.w)
            used += int(t.height * 0.4) + len(f_lines) * ft.height
        if used <= box.h or size <= smallest:
            return size, lines, f_lines, used
        size -= 1


def _deface(surf, face: Face, w: int, h: int):
    """A drained card: one edge gouged; restored: a ring scored round it with the rune it left."""
    rng = random.Random(int(hashlib.md5(face.art_key.encode()).hexdigest()[:8], 16))
    ink = (46, 30, 24)
    edge_w = max(5, int(w * 0.11))
    x0 = w - edge_w
    top, bottom = int(h * 0.16), int(h * 0.84)
    pts = [(w, top)]
    y = top
    while y < bottom:
        pts.append((x0 + rng.randint(0, edge_w // 2), y))
        y += max(3, int(h * 0.03))
    pts.append((w, bottom))
    scar = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(scar, (60, 46, 38, 150), pts)
    for _ in range(max(6, h // 12)):
        yy = rng.randint(top, bottom)
        xx = x0 + rng.randint(0, edge_w // 2)
        pygame.draw.line(scar, (*ink, 230), (xx, yy), (w - 2, yy + rng.randint(-h // 30, h // 30)),
                         max(1, w // 100))
    surf.blit(scar, (0, 0))
    if face.marks[0] == "restored":
        r = max(7, int(w * 0.13))
        center = (w - edge_w // 2 - r // 3, (top + bottom) // 2)
        pygame.draw.circle(surf, (240, 230, 204), center, r)
        pygame.draw.circle(surf, ink, center, r, width=max(2, w // 60))
        rune = face.marks[1] if len(face.marks) > 1 else ""
        if rune:
            img = fonts.render("ui_bold", int(r * 1.2), rune, ink)
            surf.blit(img, img.get_rect(center=center))


@lru_cache(maxsize=256)
def _art(game: str, key: str, size, color=None) -> pygame.Surface:
    path = cardart.art_path(game, key or "?", color)
    try:
        img = pygame.image.load(path).convert() if pygame.display.get_surface() else pygame.image.load(path)
    except pygame.error:
        img = pygame.Surface(cardart.SIZE)
        img.fill((90, 90, 90))
    return _cover(img, size)


def _cover(img: pygame.Surface, size) -> pygame.Surface:
    """Scale ``img`` to fill ``size``, cropping what overflows (keeps the aspect)."""
    w, h = size
    iw, ih = img.get_size()
    scale = max(w / iw, h / ih)
    scaled = pygame.transform.smoothscale(img, (max(1, math.ceil(iw * scale)), max(1, math.ceil(ih * scale))))
    out = pygame.Surface((w, h))
    out.blit(scaled, ((w - scaled.get_width()) // 2, (h - scaled.get_height()) // 2))
    return out


@lru_cache(maxsize=64)
def render_back(game: str, size) -> pygame.Surface:
    """A game's card back at ``size`` (or a width)."""
    w, h = card_size(size) if isinstance(size, (int, float)) else (int(size[0]), int(size[1]))
    img = _back_image(game)
    pic = pygame.image.frombytes(img.tobytes(), img.size, img.mode)
    k = 2
    mask = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(w * 0.07 * k))
    mask = pygame.transform.smoothscale(mask, (w, h))
    out = pygame.transform.smoothscale(pic, (w, h)).convert_alpha() if pygame.display.get_surface() \
        else pygame.transform.smoothscale(pic, (w, h))
    out = out.copy()
    if out.get_flags() & pygame.SRCALPHA == 0:
        tmp = pygame.Surface((w, h), pygame.SRCALPHA)
        tmp.blit(out, (0, 0))
        out = tmp
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(out, (20, 14, 12), out.get_rect(), width=max(1, w // 90), border_radius=int(w * 0.07))
    return out


@lru_cache(maxsize=8)
def _back_image(game: str):
    return cardart.make_back(game, (250, 350))


def clear_caches() -> None:
    render_face.cache_clear()
    render_back.cache_clear()
    _art.cache_clear()
