"""Card art made with Pillow: procedural, deterministic from the card id, once per card.

Each game has its own hand, its ``CardStyle``'s painter (``scenes/<game>/art.py``);
this module holds what they share, the plain geometric art and back for a game
without one, and the files.  The art is cached on disk under
``assets/art/cache/`` (git ignores it); a designer's ``assets/art/<card id>.png``
replaces the generated art of that card.
"""
from __future__ import annotations

import hashlib
import math
import os
import random

from PIL import Image, ImageDraw

from scenes import cardstyle

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

    ``color`` (the frame's) tints the art of games whose style is ``tinted``."""
    own = designer_art(key)
    if own:
        return own
    tint = color if cardstyle.style(game).tinted and color else None
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
    style = cardstyle.style(game)
    painter = style.art or _geometric
    size = (SIZE[0] * SCALE, SIZE[1] * SCALE)
    big = painter(rng, key, size, tuple(color)) if style.tinted and color else painter(rng, key, size)
    return big.resize(SIZE, Image.LANCZOS)


# -- shared helpers -------------------------------------------------------------

def noise(img: Image.Image, rng: random.Random, amount: int, dots: int) -> None:
    draw = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(dots):
        x, y = rng.randrange(w), rng.randrange(h)
        r = rng.choice((1, 1, 2))
        shade = rng.randint(-amount, amount)
        px = img.getpixel((x, y))
        color = tuple(max(0, min(255, c + shade)) for c in px[:3])
        draw.ellipse((x - r, y - r, x + r, y + r), fill=color)


def gradient(size, top, bottom) -> Image.Image:
    w, h = size
    column = Image.new("RGB", (1, 256))
    for y in range(256):
        t = y / 255
        column.putpixel((0, y), tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return column.resize((w, h), Image.BICUBIC)


def radial(size, inner, outer, center=None, radius=None) -> Image.Image:
    w, h = size
    small = Image.new("RGB", (64, 48))
    cx, cy = center or (0.5, 0.5)
    rad = radius or 0.75
    for y in range(48):
        for x in range(64):
            d = min(1.0, math.hypot(x / 63 - cx, (y / 47 - cy) * 0.75) / rad)
            small.putpixel((x, y), tuple(int(a + (b - a) * d) for a, b in zip(inner, outer)))
    return small.resize((w, h), Image.BICUBIC)


def poly(cx, cy, r, n, rot=0.0, squash=1.0):
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + squash * r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


def bezier(p0, p1, p2, p3, steps=40):
    pts = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


MUTED = [(120, 128, 118), (146, 130, 112), (112, 120, 136), (138, 116, 116), (128, 136, 120),
         (150, 142, 120), (104, 112, 108), (132, 124, 140)]


def _geometric(rng: random.Random, key: str, size) -> Image.Image:
    w, h = size
    img = Image.new("RGB", size, rng.choice(MUTED))
    draw = ImageDraw.Draw(img)
    for _ in range(12):
        c = rng.choice(MUTED)
        x, y, s = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(h * 0.1, h * 0.5)
        draw.polygon(poly(x, y, s, rng.choice((3, 4, 5, 6)), rng.random()), fill=c)
    return img


# -- backs ------------------------------------------------------------------------

def make_back(game: str, size=(500, 700)) -> Image.Image:
    """The back of a game's cards, drawn at ``size`` (reduced from twice that)."""
    w, h = size[0] * SCALE, size[1] * SCALE
    rng = random.Random(game)
    painter = cardstyle.back_painter(game) or _back_plain
    return painter(rng, (w, h)).resize(size, Image.LANCZOS)


def _back_plain(rng, size):
    w, h = size
    img = radial(size, (70, 70, 80), (30, 30, 36))
    draw = ImageDraw.Draw(img)
    m = w * 0.07
    draw.rectangle((m, m, w - m, h - m), outline=(190, 180, 150), width=int(w * 0.01))
    return img
