"""The players' plates on the Seize table: each player's name over their well, lit when it is their move,
whether they lead or respond this trick, and how many times they have bought back."""
from __future__ import annotations

import pygame

from game.seize import state as seize

from scenes import fonts, theme
from scenes.widgets import draw_wrapped, wrapped


PLATE_ROOM = 44            # the plate's height above its well's card, at 100% text


def plate_room() -> int:
    """The plate's height above the well's card (at the text size): a name on up to two lines and the role line."""
    return int(PLATE_ROOM * fonts.scale())


def draw_plate(surface, shown, seat: int, name: str, box: pygame.Rect, moving: bool) -> None:
    """``seat``'s plate in ``box`` (its well's): its name on one line, or two smaller ones, and under it whether
    they lead or respond this trick, all above the well's card."""
    role = "leads" if seize.leader(shown) == seat else "responds"
    bought = seize.buybacks(shown, seat)
    lit = 10 if moving else 0
    sub = f"{role} · well" + (f" · {bought} buyback{'s' if bought > 1 else ''}" if bought else "")
    small = fonts.fit("small", sub, box.w - 12, 12, 9)
    t, lines = plate_name_lines(name, box.w - 16 - lit, plate_room() - small.height - 4)
    _, y = draw_wrapped(surface, t, lines, (box.x + 8 + lit, box.y + 3), theme.GOLD if moving else theme.TEXT)
    if moving:
        pygame.draw.circle(surface, theme.HIGHLIGHT, (box.x + 10, box.y + 3 + t.height // 2), 4)
    surface.blit(small.render(sub, theme.TEXT_DIM), (box.x + 8, y - 3))


def plate_name_lines(name: str, width: int, height: int):
    """The name in ``width`` and ``height``: whole on one line if it fits at 13 px or more, else on two."""
    for most, smallest in ((1, 13), (2, 10)):
        for px in range(17, smallest - 1, -1):
            t = fonts.text("title_bold", px)
            if most * t.height > height:
                continue
            lines = t.wrap(name, width)
            if len(lines) <= most and all(t.width(line) <= width for line in lines):
                return t, lines
    return wrapped("title_bold", name, width, 10, 9)
