"""Banished's hand: tarot plates with art-nouveau arches, tinted by the element, and its starry back."""
from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw

from game.banished.rules import Banished

from scenes.cardart import SCALE, bezier, gradient, noise, radial
from scenes.cardstyle import CardStyle

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
    img = gradient(size, tuple(min(255, c + 30) for c in deep), deep)
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
        top = bezier((cx - r * 1.3, cy), (cx - r * 0.5, cy - r), (cx + r * 0.5, cy - r), (cx + r * 1.3, cy))
        bottom = bezier((cx + r * 1.3, cy), (cx + r * 0.5, cy + r), (cx - r * 0.5, cy + r), (cx - r * 1.3, cy))
        draw.polygon(top + bottom, fill=pale)
        draw.ellipse((cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45), fill=gold)
        draw.ellipse((cx - r * 0.2, cy - r * 0.2, cx + r * 0.2, cy + r * 0.2), fill=deep)
    elif motif == "flame":
        pts = bezier((cx, cy - r * 1.4), (cx + r * 1.2, cy - r * 0.2), (cx + r * 0.9, cy + r), (cx, cy + r)) + \
            bezier((cx, cy + r), (cx - r * 0.9, cy + r), (cx - r * 1.2, cy - r * 0.2), (cx, cy - r * 1.4))
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
            curve = bezier((x0, y0), (x0 - side * w * 0.08, y0 + h * 0.1),
                            (x0 + side * w * 0.06, y0 + h * 0.18), (x0 - side * w * 0.02, y0 + h * 0.3))
            draw.line(curve, fill=gold, width=2 * SCALE)
            lx, ly = curve[len(curve) // 2]
            draw.ellipse((lx - 5 * SCALE, ly - 9 * SCALE, lx + 5 * SCALE, ly + 9 * SCALE), fill=gold)
    noise(img, rng, 10, 600)
    return img




def _back_banished(rng, size):
    w, h = size
    img = radial(size, (40, 46, 100), (14, 16, 40))
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
            draw.line(bezier((x0, y0), (x0 - side * w * 0.1, y0 + h * 0.06), (x0 + side * w * 0.05, y0 + h * 0.12),
                              (x0, y0 + h * 0.18)), fill=gold, width=int(w * 0.006))
    return img


STYLE = CardStyle(face=Banished.face, paper=(240, 230, 206), ink=(36, 30, 40), art=_tarot, tinted=True,
                  backs={"banished": _back_banished})
