"""The bundled fonts, with per-glyph fallback so every sign the games use renders.

A *style* names a chain of font files: the first font that has a glyph draws it.
EB Garamond sets titles and names, DejaVu Sans the interface and small print,
and Noto Sans Thai supplies ๑ (the Unbound's sign), which neither has.
"""
from __future__ import annotations

import contextlib
import os
from functools import lru_cache

import pygame

from scenes import shown

FONT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "fonts")

FALLBACK = ("DejaVuSans.ttf", "NotoSansThai-Regular.ttf", "NotoSansSymbols-Regular.ttf")
STYLES = {
    "title": ("EBGaramond12-Regular.otf",) + FALLBACK,
    "title_bold": ("EBGaramond12-Bold.otf", "EBGaramond12-Regular.otf") + FALLBACK,
    "italic": ("EBGaramond12-Italic.otf",) + FALLBACK,
    "ui": FALLBACK,
    "ui_bold": ("DejaVuSans-Bold.ttf",) + FALLBACK,
    "small": ("DejaVuSansCondensed.ttf",) + FALLBACK,
}
_NOT_A_CHARACTER = "\U000F0000"     # a private-use code point no bundled font draws
SCALES = (1.0, 1.5)                  # the text sizes a player may choose, as factors: 100% to 150%
ROOM = ((800, 560, 1.1), (1280, 800, 1.5))   # the largest factor a window of each size has room for
_scale = [1.0]                       # [the factor drawn at, then one 1.0 per ``unscaled`` block open]
_asked = {"factor": 1.0, "room": SCALES[1]}


def set_scale(factor: float) -> None:
    """Draw the interface's text ``factor`` times its designed size (100–150%, as the window has room)."""
    _asked["factor"] = max(SCALES[0], min(SCALES[1], float(factor)))
    _scale[0] = min(_asked["factor"], _asked["room"])


def fit_window(size) -> None:
    """The window is ``size``: a small one holds text up to 110%, 1280x800 and larger the full 150%."""
    (w0, h0, small), (w1, h1, large) = ROOM
    room = max(0.0, min(1.0, (size[0] - w0) / (w1 - w0), (size[1] - h0) / (h1 - h0)))
    _asked["room"] = round(small + (large - small) * room, 2)
    set_scale(_asked["factor"])


def scale() -> float:
    """The factor text is drawn at now (1 inside ``unscaled``)."""
    return _scale[-1]


@contextlib.contextmanager
def unscaled():
    """Text drawn inside is at its designed size whatever the player's scale (card faces, print sheets)."""
    _scale.append(1.0)
    try:
        yield
    finally:
        _scale.pop()


def ensure_init():
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=None)
def _font_px(filename: str, px: int) -> pygame.font.Font:
    ensure_init()
    return pygame.font.Font(os.path.join(FONT_DIR, filename), max(4, int(px)))


def _signature(font: pygame.font.Font, ch: str):
    surf = font.render(ch, True, (0, 0, 0), (255, 255, 255))
    return surf.get_size(), pygame.image.tobytes(surf, "RGB")


@lru_cache(maxsize=None)
def _missing_signature(filename: str):
    return _signature(_font_px(filename, 24), _NOT_A_CHARACTER)


@lru_cache(maxsize=None)
def has_glyph(filename: str, ch: str) -> bool:
    """True when ``filename`` draws ``ch`` itself rather than its missing-glyph box."""
    if ch.isspace() or (ch.isascii() and ch.isprintable()):
        return True
    return _signature(_font_px(filename, 24), ch) != _missing_signature(filename)


def font_for(style: str, ch: str) -> str | None:
    """The first file of ``style``'s chain that has ``ch`` (None: no bundled font draws it)."""
    for filename in STYLES[style]:
        if has_glyph(filename, ch):
            return filename
    return None


class Text:
    """One style at one design size (drawn at the scale it was made at): measure, render and wrap."""

    def __init__(self, style: str, size: int, factor: float = 1.0):
        self.style = style
        self.size = int(size)
        self.factor = factor
        self.px = max(4, int(round(self.size * factor)))
        self.main = _font_px(STYLES[style][0], self.px)

    @property
    def height(self) -> int:
        return self.main.get_linesize()

    def _runs(self, text: str):
        runs: list[list] = []
        for ch in text:
            filename = font_for(self.style, ch) or STYLES[self.style][0]
            if runs and runs[-1][0] == filename:
                runs[-1][1] += ch
            else:
                runs.append([filename, ch])
        return runs

    def width(self, text: str) -> int:
        return sum(_font_px(f, self.px).size(t)[0] for f, t in self._runs(text))

    def render(self, text: str, color) -> pygame.Surface:
        return _render(self.style, self.size, self.factor, text, tuple(color))

    def wrap(self, text: str, width: int) -> list[str]:
        """Lines of ``text`` no wider than ``width`` (a word too long for a line stands alone)."""
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = word if not line else f"{line} {word}"
                if line and self.width(trial) > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines


def text(style: str, size: int) -> Text:
    """``style`` at the design size ``size``, at the current scale."""
    return _text(style, int(size), _scale[-1])


@lru_cache(maxsize=128)
def _text(style: str, size: int, factor: float) -> Text:
    return Text(style, size, factor)


@lru_cache(maxsize=4096)
def _render(style: str, size: int, factor: float, string: str, color: tuple) -> pygame.Surface:
    t = _text(style, size, factor)
    px = t.px
    runs = t._runs(string) if string else []
    if not runs:
        return pygame.Surface((1, t.height), pygame.SRCALPHA)
    parts = []
    for filename, chunk in runs:
        font = _font_px(filename, px)
        parts.append((font.render(chunk, True, color), font.get_ascent()))
    ascent = max(a for _, a in parts)
    height = max(ascent - a + s.get_height() for s, a in parts)
    out = pygame.Surface((sum(s.get_width() for s, _ in parts), height), pygame.SRCALPHA)
    x = 0
    for surf, a in parts:
        out.blit(surf, (x, ascent - a))
        x += surf.get_width()
    return shown.name_text(out, string)


def render(style: str, size: int, string: str, color) -> pygame.Surface:
    return text(style, size).render(string, color)


def fit(style: str, string: str, width: int, size: int, smallest: int = 6) -> Text:
    """The largest design size from ``size`` down at which ``string`` fits in ``width`` (at the current scale)."""
    return _fit(style, string, int(width), int(size), int(smallest), _scale[-1])


@lru_cache(maxsize=2048)
def _fit(style: str, string: str, width: int, size: int, smallest: int, factor: float) -> Text:
    while size > smallest and _text(style, size, factor).width(string) > width:
        size -= 1
    return _text(style, size, factor)


def missing_glyphs(string: str, style: str = "ui") -> set[str]:
    """The characters of ``string`` that no font of ``style``'s chain draws."""
    return {ch for ch in set(string) if font_for(style, ch) is None}


def forget() -> None:
    """Drop every loaded font (pygame.quit invalidates them; a new window loads them again)."""
    for cached in (_font_px, _text, _render, _fit):
        cached.cache_clear()
