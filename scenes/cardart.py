"""Card art made with Pillow: procedural, deterministic from the card id, once per card.

Each game has its own hand: woodcut emblems and runes for A Bandit's Seize,
tarot plates with art-nouveau arches for Banished, muted portraits on
geometric grounds for Pariahs.  The art is cached on disk under
``assets/art/cache/`` (git ignores it); a designer's ``assets/art/<card id>.png``
replaces the generated art of that card.
"""
from __future__ import annotations

import hashlib
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter

ASSETS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets")
ART_DIR = os.path.join(ASSETS, "art")
CACHE_DIR = os.path.join(ART_DIR, "cache")
STYLE_VERSION = 3
SIZE = (480, 360)          # the art window is 4:3
SCALE = 2                  # drawn at twice the size, then reduced: smooth edges


def designer_art(card_id: str) -> str | None:
    path = os.path.join(ART_DIR, f"{card_id}.png")
    return path if card_id and os.path.isfile(path) else None


def art_path(game: str, key: str, color=None) -> str:
    """The art file of a card: the designer's PNG if there is one, else the generated one (made now).

    ``color`` (the frame's) tints the art of games that take it (Banished's element plates)."""
    own = designer_art(key)
    if own:
        return own
    tint = color if game in TINTED and color else None
    suffix = "-%02x%02x%02x" % tuple(tint) if tint else ""
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in f"{game}-{key}{suffix}")
    path = os.path.join(CACHE_DIR, f"v{STYLE_VERSION}", f"{safe}.png")
    if not os.path.isfile(path):
        image = make_art(game, key, tint)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        image.save(tmp, "PNG")
        os.replace(tmp, path)
    return path


def make_art(game: str, key: str, color=None) -> Image.Image:
    """The generated art of one card, deterministic from (game, key)."""
    seed = int.from_bytes(hashlib.sha256(f"{game}/{key}".encode()).digest()[:8], "big")
    rng = random.Random(seed)
    painter = PAINTERS.get(game, _geometric)
    size = (SIZE[0] * SCALE, SIZE[1] * SCALE)
    big = painter(rng, key, size, tuple(color)) if game in TINTED and color else painter(rng, key, size)
    return big.resize(SIZE, Image.LANCZOS)


# -- shared helpers -------------------------------------------------------------

def _noise(img: Image.Image, rng: random.Random, amount: int, dots: int) -> None:
    draw = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(dots):
        x, y = rng.randrange(w), rng.randrange(h)
        r = rng.choice((1, 1, 2))
        shade = rng.randint(-amount, amount)
        px = img.getpixel((x, y))
        color = tuple(max(0, min(255, c + shade)) for c in px[:3])
        draw.ellipse((x - r, y - r, x + r, y + r), fill=color)


def _gradient(size, top, bottom) -> Image.Image:
    w, h = size
    column = Image.new("RGB", (1, 256))
    for y in range(256):
        t = y / 255
        column.putpixel((0, y), tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return column.resize((w, h), Image.BICUBIC)


def _radial(size, inner, outer, center=None, radius=None) -> Image.Image:
    w, h = size
    small = Image.new("RGB", (64, 48))
    cx, cy = center or (0.5, 0.5)
    rad = radius or 0.75
    for y in range(48):
        for x in range(64):
            d = min(1.0, math.hypot(x / 63 - cx, (y / 47 - cy) * 0.75) / rad)
            small.putpixel((x, y), tuple(int(a + (b - a) * d) for a, b in zip(inner, outer)))
    return small.resize((w, h), Image.BICUBIC)


def _poly(cx, cy, r, n, rot=0.0, squash=1.0):
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + squash * r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


def _bezier(p0, p1, p2, p3, steps=40):
    pts = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


# -- A Bandit's Seize: woodcut ---------------------------------------------------

INK = (32, 24, 20)
PARCHMENT = (232, 214, 178)


def _woodcut(rng: random.Random, key: str, size) -> Image.Image:
    w, h = size
    img = _radial(size, (240, 224, 190), (196, 170, 126))
    draw = ImageDraw.Draw(img)
    cx, cy = w / 2, h * 0.52
    # the rays of a woodcut sun, cut as alternating wedges
    rays = rng.choice((18, 22, 26, 30))
    turn = rng.random() * math.pi
    for i in range(rays):
        if i % 2:
            continue
        a0 = turn + 2 * math.pi * i / rays
        a1 = turn + 2 * math.pi * (i + 1) / rays
        far = max(w, h)
        draw.polygon([(cx, cy), (cx + far * math.cos(a0), cy + far * math.sin(a0)),
                      (cx + far * math.cos(a1), cy + far * math.sin(a1))], fill=(214, 190, 146))
    # gouge marks
    for _ in range(140):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        a = math.atan2(y - cy, x - cx) + rng.uniform(-0.15, 0.15)
        length = rng.uniform(8, 26) * SCALE / 2
        draw.line([(x, y), (x + length * math.cos(a), y + length * math.sin(a))], fill=(150, 120, 84),
                  width=max(1, SCALE))
    # the disc and the emblem
    r = h * 0.33
    draw.ellipse((cx - r - 8 * SCALE, cy - r - 8 * SCALE, cx + r + 8 * SCALE, cy + r + 8 * SCALE), fill=INK)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(226, 206, 166))
    for i in range(rng.choice((24, 32, 40))):
        a = 2 * math.pi * i / 32
        draw.line([(cx + (r - 10 * SCALE) * math.cos(a), cy + (r - 10 * SCALE) * math.sin(a)),
                   (cx + r * math.cos(a), cy + r * math.sin(a))], fill=INK, width=2 * SCALE)
    emblem = next((fn for word, fn in SEIZE_EMBLEMS.items() if word in key.lower()), _emblem_rune)
    emblem(draw, rng, cx, cy, r * 0.72)
    # a rune border top and bottom
    for band_y in (10 * SCALE, h - 26 * SCALE):
        x = 12 * SCALE
        while x < w - 24 * SCALE:
            _rune_glyph(draw, rng, x, band_y, 14 * SCALE)
            x += 22 * SCALE
    _noise(img, rng, 24, 900)
    return img


def _rune_glyph(draw, rng, x, y, s):
    stroke = max(2, s // 7)
    draw.line([(x + s / 2, y), (x + s / 2, y + s)], fill=INK, width=stroke)
    for _ in range(rng.choice((1, 2))):
        y0 = y + rng.choice((0, s / 3, s / 2))
        side = rng.choice((-1, 1))
        draw.line([(x + s / 2, y0), (x + s / 2 + side * s / 2.5, y0 + rng.choice((s / 3, s / 2)))],
                  fill=INK, width=stroke)


def _emblem_youth(draw, rng, cx, cy, r):
    w = max(3, int(r / 12))
    draw.line([(cx, cy + r), (cx, cy - r * 0.3)], fill=INK, width=w)
    for side in (-1, 1):
        leaf = _bezier((cx, cy - r * 0.1), (cx + side * r * 0.7, cy - r * 0.6),
                       (cx + side * r * 0.9, cy - r * 0.1), (cx, cy + r * 0.2))
        draw.polygon(leaf, fill=INK)
    draw.ellipse((cx - r * 0.18, cy - r * 0.65, cx + r * 0.18, cy - r * 0.3), fill=INK)
    draw.line([(cx - r * 0.8, cy + r), (cx + r * 0.8, cy + r)], fill=INK, width=w)


def _emblem_beauty(draw, rng, cx, cy, r):
    petals = rng.choice((5, 6, 7))
    for ring, scale in ((0, 1.0), (1, 0.62)):
        for i in range(petals):
            a = 2 * math.pi * (i + ring * 0.5) / petals
            px, py = cx + r * 0.5 * scale * math.cos(a), cy + r * 0.5 * scale * math.sin(a)
            pr = r * 0.42 * scale
            draw.ellipse((px - pr, py - pr, px + pr, py + pr), fill=INK if ring == 0 else (226, 206, 166),
                         outline=INK, width=max(2, int(r / 30)))
    draw.ellipse((cx - r * 0.16, cy - r * 0.16, cx + r * 0.16, cy + r * 0.16), fill=INK)


def _emblem_strife(draw, rng, cx, cy, r):
    for side in (-1, 1):
        a = math.radians(45 * side)
        dx, dy = math.sin(a), -math.cos(a)
        tip = (cx + dx * r, cy + dy * r)
        base = (cx - dx * r * 0.8, cy - dy * r * 0.8)
        nx, ny = -dy, dx
        bw = r * 0.09
        draw.polygon([tip, (base[0] + nx * bw, base[1] + ny * bw), (base[0] - nx * bw, base[1] - ny * bw)], fill=INK)
        gx, gy = cx - dx * r * 0.45, cy - dy * r * 0.45
        draw.line([(gx + nx * r * 0.3, gy + ny * r * 0.3), (gx - nx * r * 0.3, gy - ny * r * 0.3)],
                  fill=INK, width=max(3, int(r / 10)))


def _emblem_love(draw, rng, cx, cy, r):
    w = max(4, int(r / 8))
    for side in (-1, 1):
        x = cx + side * r * 0.3
        draw.ellipse((x - r * 0.55, cy - r * 0.55, x + r * 0.55, cy + r * 0.55), outline=INK, width=w)


def _emblem_wisdom(draw, rng, cx, cy, r):
    top = _bezier((cx - r, cy), (cx - r * 0.4, cy - r * 0.8), (cx + r * 0.4, cy - r * 0.8), (cx + r, cy))
    bottom = _bezier((cx + r, cy), (cx + r * 0.4, cy + r * 0.8), (cx - r * 0.4, cy + r * 0.8), (cx - r, cy))
    draw.polygon(top + bottom, fill=INK)
    draw.ellipse((cx - r * 0.36, cy - r * 0.36, cx + r * 0.36, cy + r * 0.36), fill=(226, 206, 166))
    draw.ellipse((cx - r * 0.17, cy - r * 0.17, cx + r * 0.17, cy + r * 0.17), fill=INK)
    for i in range(7):
        a = math.pi + math.pi * (i + 0.5) / 7
        draw.line([(cx + r * 0.75 * math.cos(a), cy + r * 0.75 * math.sin(a) - r * 0.15),
                   (cx + r * 1.0 * math.cos(a), cy + r * 1.0 * math.sin(a) - r * 0.2)],
                  fill=INK, width=max(2, int(r / 25)))


def _emblem_kingdom(draw, rng, cx, cy, r):
    base_y = cy + r * 0.45
    pts = [(cx - r * 0.8, base_y), (cx - r * 0.8, cy - r * 0.2), (cx - r * 0.45, cy + r * 0.1),
           (cx, cy - r * 0.6), (cx + r * 0.45, cy + r * 0.1), (cx + r * 0.8, cy - r * 0.2), (cx + r * 0.8, base_y)]
    draw.polygon(pts, fill=INK)
    draw.rectangle((cx - r * 0.8, base_y + r * 0.1, cx + r * 0.8, base_y + r * 0.3), fill=INK)
    for x in (cx - r * 0.8, cx, cx + r * 0.8):
        y = cy - r * 0.6 if x == cx else cy - r * 0.2
        draw.ellipse((x - r * 0.1, y - r * 0.22, x + r * 0.1, y - r * 0.02), fill=INK)


def _emblem_death(draw, rng, cx, cy, r):
    draw.ellipse((cx - r * 0.62, cy - r * 0.75, cx + r * 0.62, cy + r * 0.35), fill=INK)
    draw.rectangle((cx - r * 0.36, cy + r * 0.1, cx + r * 0.36, cy + r * 0.6), fill=INK)
    hole = (226, 206, 166)
    for side in (-1, 1):
        ex = cx + side * r * 0.26
        draw.ellipse((ex - r * 0.17, cy - r * 0.3, ex + r * 0.17, cy + r * 0.02), fill=hole)
    draw.polygon([(cx, cy + r * 0.06), (cx - r * 0.08, cy + r * 0.22), (cx + r * 0.08, cy + r * 0.22)], fill=hole)
    for i in range(4):
        x = cx - r * 0.27 + i * r * 0.18
        draw.line([(x, cy + r * 0.38), (x, cy + r * 0.6)], fill=hole, width=max(2, int(r / 30)))


def _emblem_rune(draw, rng, cx, cy, r):
    w = max(4, int(r / 7))
    draw.line([(cx, cy - r), (cx, cy + r)], fill=INK, width=w)
    for _ in range(3):
        y = cy + rng.uniform(-r, r * 0.5)
        side = rng.choice((-1, 1))
        draw.line([(cx, y), (cx + side * r * 0.6, y + r * rng.uniform(0.2, 0.6))], fill=INK, width=w)


SEIZE_EMBLEMS = {"youth": _emblem_youth, "beauty": _emblem_beauty, "strife": _emblem_strife,
                 "love": _emblem_love, "wisdom": _emblem_wisdom, "kingdom": _emblem_kingdom,
                 "death": _emblem_death}


# -- Banished: tarot, art nouveau ---------------------------------------------------

NOUVEAU_PALETTES = [
    ((40, 36, 78), (196, 150, 84), (232, 206, 150)),
    ((26, 58, 66), (206, 168, 92), (222, 212, 170)),
    ((70, 30, 42), (214, 160, 90), (236, 210, 170)),
    ((34, 52, 34), (198, 170, 100), (226, 216, 176)),
    ((52, 38, 60), (188, 150, 110), (230, 206, 186)),
]


def _tarot(rng: random.Random, key: str, size, color=None) -> Image.Image:
    w, h = size
    deep, gold, pale = rng.choice(NOUVEAU_PALETTES)
    if color is not None:           # the element's colour, deepened, is the plate's night
        deep = tuple(int(c * 0.42) for c in color)
    img = _gradient(size, tuple(min(255, c + 30) for c in deep), deep)
    draw = ImageDraw.Draw(img)
    cx, cy = w / 2, h * 0.56
    # sky: stars
    for _ in range(60):
        x, y = rng.uniform(0, w), rng.uniform(0, h * 0.6)
        s = rng.uniform(1, 3) * SCALE
        draw.ellipse((x - s, y - s, x + s, y + s), fill=pale)
    # halo rays
    for i in range(36):
        a = 2 * math.pi * i / 36
        r0, r1 = h * 0.28, h * (0.42 if i % 2 else 0.5)
        draw.line([(cx + r0 * math.cos(a), cy + r0 * math.sin(a)), (cx + r1 * math.cos(a), cy + r1 * math.sin(a))],
                  fill=gold, width=2 * SCALE)
    motif = rng.choice(("sun", "moon", "star", "eye", "flame", "chalice"))
    r = h * 0.24
    if motif == "sun":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=gold)
        draw.ellipse((cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7), outline=deep, width=3 * SCALE)
    elif motif == "moon":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=pale)
        draw.ellipse((cx - r * 0.55, cy - r * 1.05, cx + r * 1.3, cy + r * 0.8), fill=deep)
    elif motif == "star":
        pts = []
        for i in range(16):
            rr = r if i % 2 == 0 else r * 0.42
            a = -math.pi / 2 + math.pi * i / 8
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        draw.polygon(pts, fill=gold)
    elif motif == "eye":
        top = _bezier((cx - r * 1.3, cy), (cx - r * 0.5, cy - r), (cx + r * 0.5, cy - r), (cx + r * 1.3, cy))
        bottom = _bezier((cx + r * 1.3, cy), (cx + r * 0.5, cy + r), (cx - r * 0.5, cy + r), (cx - r * 1.3, cy))
        draw.polygon(top + bottom, fill=pale)
        draw.ellipse((cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45), fill=gold)
        draw.ellipse((cx - r * 0.2, cy - r * 0.2, cx + r * 0.2, cy + r * 0.2), fill=deep)
    elif motif == "flame":
        pts = _bezier((cx, cy - r * 1.4), (cx + r * 1.2, cy - r * 0.2), (cx + r * 0.9, cy + r), (cx, cy + r)) + \
            _bezier((cx, cy + r), (cx - r * 0.9, cy + r), (cx - r * 1.2, cy - r * 0.2), (cx, cy - r * 1.4))
        draw.polygon(pts, fill=gold)
        inner = [(cx + (x - cx) * 0.55, cy + r * 0.3 + (y - cy - r * 0.3) * 0.55) for x, y in pts]
        draw.polygon(inner, fill=pale)
    else:
        draw.polygon([(cx - r, cy - r * 0.6), (cx + r, cy - r * 0.6), (cx + r * 0.3, cy + r * 0.3),
                      (cx - r * 0.3, cy + r * 0.3)], fill=gold)
        draw.rectangle((cx - r * 0.1, cy + r * 0.3, cx + r * 0.1, cy + r * 0.9), fill=gold)
        draw.ellipse((cx - r * 0.5, cy + r * 0.8, cx + r * 0.5, cy + r * 1.05), fill=gold)
    # ground: hills
    for layer in range(3):
        base = h * (0.8 + layer * 0.07)
        pts = [(0, h)]
        phase = rng.uniform(0, 6)
        for x in range(0, w + 20, 20):
            pts.append((x, base + math.sin(x / w * 6 + phase) * h * 0.03))
        pts.append((w, h))
        shade = tuple(int(c * (0.55 - layer * 0.12)) for c in deep)
        draw.polygon(pts, fill=shade)
    # the art-nouveau arch and its whiplash vines
    arch = Image.new("L", size, 0)
    ad = ImageDraw.Draw(arch)
    ad.rectangle((0, 0, w, h), fill=255)
    ad.rectangle((w * 0.1, h * 0.4, w * 0.9, h), fill=0)
    ad.ellipse((w * 0.1, h * 0.08, w * 0.9, h * 0.72), fill=0)
    frame = Image.new("RGB", size, tuple(int(c * 0.6) for c in deep))
    img.paste(frame, (0, 0), arch)
    draw.arc((w * 0.1, h * 0.08, w * 0.9, h * 0.72), 180, 360, fill=gold, width=3 * SCALE)
    draw.line([(w * 0.1, h * 0.4), (w * 0.1, h)], fill=gold, width=3 * SCALE)
    draw.line([(w * 0.9, h * 0.4), (w * 0.9, h)], fill=gold, width=3 * SCALE)
    for side in (-1, 1):
        x0 = w / 2 + side * w * 0.45
        for k in range(3):
            y0 = h * (0.15 + 0.3 * k)
            curve = _bezier((x0, y0), (x0 - side * w * 0.08, y0 + h * 0.1),
                            (x0 + side * w * 0.06, y0 + h * 0.18), (x0 - side * w * 0.02, y0 + h * 0.3))
            draw.line(curve, fill=gold, width=2 * SCALE)
            lx, ly = curve[len(curve) // 2]
            draw.ellipse((lx - 5 * SCALE, ly - 9 * SCALE, lx + 5 * SCALE, ly + 9 * SCALE), fill=gold)
    _noise(img, rng, 10, 600)
    return img


# -- Pariahs: muted portraits on geometric grounds -----------------------------------

MUTED = [(120, 128, 118), (146, 130, 112), (112, 120, 136), (138, 116, 116), (128, 136, 120),
         (150, 142, 120), (104, 112, 108), (132, 124, 140)]


def _portrait(rng: random.Random, key: str, size) -> Image.Image:
    w, h = size
    ground = rng.choice(MUTED)
    img = Image.new("RGB", size, ground)
    draw = ImageDraw.Draw(img)
    for _ in range(rng.randint(4, 7)):
        c = tuple(max(0, min(255, v + rng.randint(-34, 34))) for v in rng.choice(MUTED))
        kind = rng.random()
        x, y = rng.uniform(-w * 0.2, w), rng.uniform(-h * 0.2, h)
        s = rng.uniform(h * 0.25, h * 0.8)
        if kind < 0.4:
            draw.rectangle((x, y, x + s * rng.uniform(0.5, 1.5), y + s), fill=c)
        elif kind < 0.7:
            draw.ellipse((x, y, x + s, y + s), fill=c)
        else:
            draw.polygon([(x, y + s), (x + s / 2, y), (x + s, y + s)], fill=c)
    for _ in range(rng.randint(2, 4)):
        y = rng.uniform(0, h)
        draw.line([(0, y), (w, y + rng.uniform(-h * 0.2, h * 0.2))], fill=tuple(v - 30 for v in ground), width=SCALE)
    # the sitter, in profile or facing
    skin = rng.choice([(92, 80, 72), (70, 62, 60), (110, 96, 84), (60, 56, 58)])
    coat = tuple(max(0, v - rng.randint(40, 70)) for v in rng.choice(MUTED))
    cx = w * rng.uniform(0.42, 0.58)
    head_r = h * 0.16
    hy = h * 0.42
    draw.ellipse((cx - w * 0.3, h * 0.72, cx + w * 0.3, h * 1.4), fill=coat)
    draw.rectangle((cx - head_r * 0.4, hy + head_r * 0.6, cx + head_r * 0.4, h * 0.8), fill=skin)
    draw.ellipse((cx - head_r * 0.85, hy - head_r, cx + head_r * 0.85, hy + head_r * 1.05), fill=skin)
    if rng.random() < 0.5:          # profile: a nose to one side
        side = rng.choice((-1, 1))
        nx = cx + side * head_r * 0.82
        draw.polygon([(nx, hy - head_r * 0.1), (nx + side * head_r * 0.28, hy + head_r * 0.3),
                      (nx, hy + head_r * 0.35)], fill=skin)
    hat = rng.random()
    dark = tuple(max(0, v - 40) for v in coat)
    if hat < 0.3:
        draw.rectangle((cx - head_r * 1.4, hy - head_r * 0.75, cx + head_r * 1.4, hy - head_r * 0.6), fill=dark)
        draw.rectangle((cx - head_r * 0.8, hy - head_r * 1.6, cx + head_r * 0.8, hy - head_r * 0.7), fill=dark)
    elif hat < 0.6:
        draw.pieslice((cx - head_r * 0.95, hy - head_r * 1.15, cx + head_r * 0.95, hy + head_r * 0.6),
                      180, 360, fill=dark)
    elif hat < 0.8:
        draw.polygon([(cx - head_r, hy - head_r * 0.5), (cx, hy - head_r * 2.0), (cx + head_r, hy - head_r * 0.5)],
                     fill=dark)
    collar = rng.choice(((214, 206, 190), (60, 58, 56), coat))
    draw.polygon([(cx - head_r * 0.7, h * 0.78), (cx, h * 0.92), (cx + head_r * 0.7, h * 0.78)], fill=collar)
    img = img.filter(ImageFilter.GaussianBlur(SCALE * 0.6))
    _noise(img, rng, 14, 1400)
    return img


def _geometric(rng: random.Random, key: str, size) -> Image.Image:
    w, h = size
    img = Image.new("RGB", size, rng.choice(MUTED))
    draw = ImageDraw.Draw(img)
    for _ in range(12):
        c = rng.choice(MUTED)
        x, y, s = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(h * 0.1, h * 0.5)
        draw.polygon(_poly(x, y, s, rng.choice((3, 4, 5, 6)), rng.random()), fill=c)
    return img


PAINTERS = {"seize": _woodcut, "banished": _tarot, "pariahs": _portrait}
TINTED = ("banished",)


# -- backs ------------------------------------------------------------------------

def make_back(game: str, size=(500, 700)) -> Image.Image:
    """The back of a game's cards, drawn at ``size`` (reduced from twice that)."""
    w, h = size[0] * SCALE, size[1] * SCALE
    rng = random.Random(game)
    painter = BACKS.get(game, _back_plain)
    return painter(rng, (w, h)).resize(size, Image.LANCZOS)


def _back_seize(rng, size):
    w, h = size
    img = _radial(size, (118, 34, 30), (52, 14, 14))
    draw = ImageDraw.Draw(img)
    gold = (214, 178, 92)
    m = w * 0.07
    draw.rectangle((m, m, w - m, h - m), outline=gold, width=int(w * 0.012))
    draw.rectangle((m * 1.4, m * 1.4, w - m * 1.4, h - m * 1.4), outline=gold, width=int(w * 0.005))
    cx, cy, r = w / 2, h / 2, w * 0.34
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=gold, width=int(w * 0.012))
    draw.ellipse((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), outline=gold, width=int(w * 0.006))
    for i in range(6):                  # the wheel's six spokes, dissonant pairs opposite
        a = -math.pi / 2 + i * math.pi / 3
        draw.line([(cx, cy), (cx + r * 0.8 * math.cos(a), cy + r * 0.8 * math.sin(a))], fill=gold,
                  width=int(w * 0.006))
        px, py = cx + r * 0.9 * math.cos(a), cy + r * 0.9 * math.sin(a)
        draw.ellipse((px - w * 0.03, py - w * 0.03, px + w * 0.03, py + w * 0.03), fill=gold)
    for i in range(24):
        a = 2 * math.pi * i / 24
        draw.line([(cx + r * 1.05 * math.cos(a), cy + r * 1.05 * math.sin(a)),
                   (cx + r * 1.25 * math.cos(a), cy + r * 1.25 * math.sin(a))], fill=gold, width=int(w * 0.005))
    draw.ellipse((cx - w * 0.06, cy - w * 0.06, cx + w * 0.06, cy + w * 0.06), fill=gold)
    return img


def _back_banished(rng, size):
    w, h = size
    img = _radial(size, (40, 46, 100), (14, 16, 40))
    draw = ImageDraw.Draw(img)
    gold = (212, 180, 110)
    m = w * 0.06
    draw.rounded_rectangle((m, m, w - m, h - m), radius=w * 0.05, outline=gold, width=int(w * 0.01))
    cx, cy = w / 2, h / 2
    for i in range(12):
        a = 2 * math.pi * i / 12
        draw.line([(cx, cy), (cx + w * 0.36 * math.cos(a), cy + w * 0.36 * math.sin(a))], fill=gold,
                  width=int(w * 0.004))
    r = w * 0.16
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=gold)
    draw.ellipse((cx - r * 0.55, cy - r * 1.0, cx + r * 1.25, cy + r * 0.75), fill=(28, 32, 72))
    for _ in range(50):
        x, y = rng.uniform(m * 1.5, w - m * 1.5), rng.uniform(m * 1.5, h - m * 1.5)
        s = rng.uniform(1, 3) * SCALE
        draw.ellipse((x - s, y - s, x + s, y + s), fill=(232, 220, 180))
    for side in (-1, 1):
        for k in range(4):
            y0 = h * (0.12 + 0.2 * k)
            x0 = cx + side * w * 0.36
            draw.line(_bezier((x0, y0), (x0 - side * w * 0.1, y0 + h * 0.06), (x0 + side * w * 0.05, y0 + h * 0.12),
                              (x0, y0 + h * 0.18)), fill=gold, width=int(w * 0.006))
    return img


def _back_pariahs(rng, size, tint=None):
    w, h = size
    img = Image.new("RGB", size, (70, 76, 72))
    draw = ImageDraw.Draw(img)
    cell = w / 6
    for row in range(int(h / cell) + 1):
        for col in range(6):
            x, y = col * cell, row * cell
            c = rng.choice([(86, 92, 86), (96, 88, 78), (78, 84, 96), (104, 100, 90)])
            kind = (row + col) % 3
            if kind == 0:
                draw.rectangle((x, y, x + cell, y + cell), fill=c)
            elif kind == 1:
                draw.pieslice((x, y, x + 2 * cell, y + 2 * cell), 180, 270, fill=c)
            else:
                draw.polygon([(x, y + cell), (x + cell / 2, y), (x + cell, y + cell)], fill=c)
    m = w * 0.06
    draw.rectangle((m, m, w - m, h - m), outline=(200, 190, 160), width=int(w * 0.012))
    cx, cy, r = w / 2, h / 2, w * 0.18
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(200, 190, 160))
    draw.ellipse((cx - r * 0.4, cy - r * 0.55, cx + r * 0.4, cy + r * 0.2), fill=(70, 76, 72))
    draw.pieslice((cx - r * 0.75, cy + r * 0.1, cx + r * 0.75, cy + r * 1.2), 180, 360, fill=(70, 76, 72))
    if tint is not None:
        img = Image.blend(img, Image.new("RGB", size, tint), 0.35)
    return img


def _back_plain(rng, size):
    w, h = size
    img = _radial(size, (70, 70, 80), (30, 30, 36))
    draw = ImageDraw.Draw(img)
    m = w * 0.07
    draw.rectangle((m, m, w - m, h - m), outline=(190, 180, 150), width=int(w * 0.01))
    return img


BACKS = {"seize": _back_seize, "banished": _back_banished, "pariahs": _back_pariahs,
         "red": lambda rng, size: _back_pariahs(rng, size, (150, 40, 36)),
         "blue": lambda rng, size: _back_pariahs(rng, size, (40, 70, 150)),
         "yellow": lambda rng, size: _back_pariahs(rng, size, (196, 150, 30))}
