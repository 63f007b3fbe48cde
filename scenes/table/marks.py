"""What the last frame drew where: each text, panel, pile, badge, button and banner as a rectangle.

The table's drawing adds a ``Mark`` for every element a player reads; the list is cleared at the start of
each frame.  Marks of one ``owner`` belong together (a plate and the name on it); marks of different owners
must not overlap, and every mark lies inside the window.  ``overlaps`` is that check.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

KINDS = ("text", "panel", "pile", "badge", "button", "banner")


@dataclass(frozen=True)
class Mark:
    kind: str                 # one of KINDS
    owner: str                # what it belongs to: "plate:1", "discard:0", "top", "decision"…
    rect: pygame.Rect
    text: str = ""


class Marks(list):
    """The marks of the frame being drawn."""

    def add(self, kind: str, owner: str, rect, text: str = "") -> None:
        self.append(Mark(kind, owner, pygame.Rect(rect), text))


def overlaps(marks, slack: int = 1) -> list[tuple[Mark, Mark]]:
    """Every pair that collides wrongly: two owners' marks, or two texts of one owner (shrunk by ``slack``
    so that edges which only touch pass).  A banner lies over the table on purpose and is left out."""
    out = []
    flat = [m for m in marks if m.kind != "banner" and m.rect.w > 2 * slack and m.rect.h > 2 * slack]
    for i, a in enumerate(flat):
        ra = a.rect.inflate(-2 * slack, -2 * slack)
        for b in flat[i + 1:]:
            if a.owner == b.owner and not (a.kind == b.kind == "text"):
                continue
            if ra.colliderect(b.rect.inflate(-2 * slack, -2 * slack)):
                out.append((a, b))
    return out


def outside(marks, window: pygame.Rect) -> list[Mark]:
    return [m for m in marks if not window.contains(m.rect)]
