"""A Bandit's Seize's hand: woodcut emblems and runes on parchment, and its wheel back."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw

from game.seize.rules import Seize

from scenes.cardart import SCALE, bezier, noise, radial
from scenes.cardstyle import CardStyle

INK = (32, 24, 20)
PARCHMENT = (232, 214, 178)


def _woodcut(rng: random.Random, key: str, size) -> Image.Image:
    w, h = size
    img = radial(size, (240, 224, 190), (196, 170, 126))
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
    noise(img, rng, 24, 900)
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
        leaf = bezier((cx, cy - r * 0.1), (cx + side * r * 0.7, cy - r * 0.6),
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
    top = bezier((cx - r, cy), (cx - r * 0.4, cy - r * 0.8), (cx + r * 0.4, cy - r * 0.8), (cx + r, cy))
    bottom = bezier((cx + r, cy), (cx + r * 0.4, cy + r * 0.8), (cx - r * 0.4, cy + r * 0.8), (cx - r, cy))
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




def _back_seize(rng, size):
    w, h = size
    img = radial(size, (118, 34, 30), (52, 14, 14))
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


STYLE = CardStyle(face=Seize.face, paper=(236, 222, 190), ink=(40, 28, 22), art=_woodcut,
                  backs={"seize": _back_seize})
