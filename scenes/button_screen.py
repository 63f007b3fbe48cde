"""A full-window screen of buttons on the felt under a title (Records, Settings, Learn to play)."""
from __future__ import annotations

from scenes import theme
from scenes.scene import Scene
from scenes.widgets import ButtonBar, draw_title


class ButtonScreen(Scene):
    """The bar takes keys and clicks first; nothing moves, so the screen waits idle for events."""

    def __init__(self, app, buttons: list):
        super().__init__(app)
        self.bar = ButtonBar(buttons, numbered=True)
        self._felt = None

    def title(self) -> str:
        return ""

    def resize(self, size):
        self._felt = theme.felt(size)

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        super().handle_event(event)

    def frame_need(self) -> str:
        return "still"

    def draw_ground(self, surface, y: int = 70, size: int = 52) -> None:
        """The felt and the title."""
        surface.blit(self._felt, (0, 0))
        draw_title(surface, self.title(), (self.app.size[0] // 2, y), size)
