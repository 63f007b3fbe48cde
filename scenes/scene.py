"""A screen of the app, and the lifecycle the window drives it through.

``enter`` when it comes to the top of the stack (first pushed, or uncovered
again), ``pause`` when another scene is pushed over it, ``close`` when it
leaves the stack for good.  A scene opens another by name through the app
(``self.app.push("menu")``): no scene imports another.
"""
from __future__ import annotations

import pygame


class Scene:
    """A screen of the app.  Subclasses override what they need."""
    opaque = True            # False: the scenes below show through (a dialog)

    def __init__(self, app):
        self.app = app

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resize(self, size) -> None:
        """The window changed size: lay the scene out again."""

    def back(self) -> None:
        """Esc: leave this scene."""
        self.app.pop()

    def enter(self) -> None:
        """This scene became the top of the stack (pushed, or the one above it left): resume."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def close(self) -> None:
        """This scene left the stack for good."""

    def holds_quit(self) -> bool:
        """The window is being closed: True if this scene asks first (a game in progress)."""
        return False

    def cards_changed(self, cards) -> None:
        """The card file was saved and reloaded: show ``cards`` from now on."""


def reserved_foot(app) -> int:
    """How high the app-wide helpers' bars at the foot of the window are (a scene lays itself out above them)."""
    rects = [h.bar_rect(app.size) for h in getattr(app, "helpers", ()) if hasattr(h, "bar_rect")]
    return max((r.h for r in rects if r is not None), default=0)
