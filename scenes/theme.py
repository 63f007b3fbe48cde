"""The table's colours and a few drawing helpers shared by every scene."""
from __future__ import annotations

from functools import lru_cache

import pygame

FELT = (28, 52, 44)
FELT_DARK = (18, 36, 30)
FELT_LINE = (54, 86, 72)
INK = (34, 26, 20)
PAPER = (238, 228, 204)
CREAM = (246, 238, 220)
GOLD = (214, 178, 92)
GOLD_DARK = (150, 118, 52)
TEXT = (236, 230, 214)
TEXT_DIM = (170, 176, 164)
RED = (196, 70, 60)
HIGHLIGHT = (250, 214, 96)
TARGET = (120, 220, 150)
PANEL = (16, 22, 20)
SHADOW = (0, 0, 0)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def mix(c1, c2, t: float) -> tuple:
    return tuple(int(round(lerp(a, b, t))) for a, b in zip(c1, c2))


def panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, alpha=200, radius=10, border=None):
    """A translucent rounded panel."""
    rect = pygame.Rect(rect)
    surface.blit(panel_layer(rect.size, tuple(color), int(alpha), radius, tuple(border) if border else None),
                 rect.topleft)


@lru_cache(maxsize=128)
def panel_layer(size, color, alpha, radius, border) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    if pygame.display.get_surface() is not None:
        layer = layer.convert_alpha()
    pygame.draw.rect(layer, (*color, alpha), layer.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(layer, border, layer.get_rect(), width=1, border_radius=radius)
    return layer


def felt(size) -> pygame.Surface:
    """The table cloth: a soft vignette of green felt."""
    w, h = size
    surf = pygame.Surface((w, h))
    surf.fill(FELT)
    small = pygame.Surface((32, 20))
    for y in range(20):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 9.5) / 10
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), mix(FELT, FELT_DARK, d * d))
    pygame.transform.smoothscale(small, (w, h), surf)
    return surf.convert() if pygame.display.get_surface() is not None else surf
