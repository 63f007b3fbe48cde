"""The players' plates on the Seize table: each player's name over their well, lit when it is their move,
whether they lead or respond this trick, and how many times they have bought back."""
from __future__ import annotations

import pygame

from game.seize import state as seize

from scenes import fonts, theme
from scenes.widgets import draw_wrapped, wrapped


def draw_plate(surface, shown, seat: int, name: str, box: pygame.Rect, moving: bool) -> None:
    """``seat``'s plate in ``box`` (its well's), its name ``name`` on up to two lines."""
    role = "leads" if seize.leader(shown) == seat else "responds"
    bought = seize.buybacks(shown, seat)
    lit = 10 if moving else 0
    t, lines = wrapped("title_bold", name, box.w - 16 - lit, 17)
    _, y = draw_wrapped(surface, t, lines, (box.x + 8 + lit, box.y + 3), theme.GOLD if moving else theme.TEXT)
    if moving:
        pygame.draw.circle(surface, theme.HIGHLIGHT, (box.x + 10, box.y + 3 + t.height // 2), 4)
    sub = f"{role} · well" + (f" · {bought} buyback{'s' if bought > 1 else ''}" if bought else "")
    surface.blit(fonts.fit("small", sub, box.w - 12, 12, 9).render(sub, theme.TEXT_DIM), (box.x + 8, y - 3))
