"""Pariahs' hand: muted portraits on geometric grounds, a back for each Color, and each Color's sign."""
from __future__ import annotations

import dataclasses
import random

from PIL import Image, ImageDraw, ImageFilter

from game.pariahs import board
from game.pariahs.rules import Pariahs

from scenes.cardart import MUTED, SCALE, noise
from scenes.cardstyle import CardStyle


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
    noise(img, rng, 14, 1400)
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



BACKS = {"pariahs": _back_pariahs,
         "red": lambda rng, size: _back_pariahs(rng, size, (150, 40, 36)),
         "blue": lambda rng, size: _back_pariahs(rng, size, (40, 70, 150)),
         "yellow": lambda rng, size: _back_pariahs(rng, size, (196, 150, 30))}


COLOR_SIGNS = {"yellow": "☀", "blue": "☾"}       # each Color's sign, drawn beside its colour


def color_sign(seat: int) -> str:
    """The sign of the Color seat ``seat`` plays."""
    return COLOR_SIGNS[board.COLORS[seat].lower()]


def _face(defn, props):
    """The rules' face with the Color's sign before the Class marks: the Colors differ without colour too."""
    face = Pariahs.face(defn, props)
    sign = COLOR_SIGNS.get((props or {}).get("color", ""))
    return dataclasses.replace(face, sign=f"{sign} {face.sign}") if sign else face


STYLE = CardStyle(face=_face, paper=(226, 224, 214), ink=(34, 36, 38), art=_portrait, backs=BACKS)
