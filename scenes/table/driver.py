"""Drive the window with real pygame events, without a person: for tests and benchmarks.

Events are posted to pygame's queue and read back the way the main loop reads
them, so a test exercises exactly what a mouse would.
"""
from __future__ import annotations

import pygame

FRAME = 1 / 60


class Driver:
    def __init__(self, app):
        self.app = app

    def pump(self) -> None:
        """Hand every queued event to the app, as the main loop does."""
        for event in pygame.event.get():
            self.app.feed(event)

    def post(self, type_, **attrs) -> None:
        pygame.event.post(pygame.event.Event(type_, **attrs))
        self.pump()

    def frames(self, n: int = 1, dt: float = FRAME) -> None:
        for _ in range(n):
            self.pump()
            self.app.tick(dt)

    def settle(self, limit: int = 3000) -> int:
        """Run frames until the table's animations are done (or ``limit`` frames)."""
        for i in range(limit):
            playback = getattr(self.app.top, "playback", None)
            if playback is None or not playback.animating:
                return i
            self.frames(1)
        return limit

    def until_my_turn(self, table, limit: int = 3000) -> bool:
        """Run frames until the person at ``table`` may move and nothing animates; False if the game ends first."""
        for _ in range(limit):
            self.frames(1)
            if table.my_turn() and not table.playback.animating:
                return True
            if table.match.state.over:
                return False
        raise AssertionError("the person's turn never came")

    def play_first(self, table) -> None:
        """Play the first legal move that is not conceding, as the person at ``table``."""
        table.act(next(a for a in table.match.legal() if a.kind != "concede"))

    def move(self, pos, buttons=(0, 0, 0)) -> None:
        self.post(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=buttons)

    def press(self, pos, button=1) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, pos)), button=button)

    def release(self, pos, button=1) -> None:
        self.post(pygame.MOUSEBUTTONUP, pos=tuple(map(int, pos)), button=button)

    def click(self, pos) -> None:
        self.move(pos)
        self.press(pos)
        self.release(pos)

    def drag(self, start, end, steps: int = 8) -> None:
        """Press at ``start``, move in steps to ``end`` with the button held, release there."""
        self.move(start)
        self.press(start)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i / steps
            y = start[1] + (end[1] - start[1]) * i / steps
            self.move((x, y), buttons=(1, 0, 0))
            self.frames(1)
        self.release(end)

    def key(self, key, mod=0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)

    def type_text(self, text: str) -> None:
        self.post(pygame.TEXTINPUT, text=text)

    def screenshot(self, path: str) -> None:
        self.app.draw(self.app.screen)
        pygame.image.save(self.app.screen, path)


def card_point(table, uid):
    """A point on card ``uid`` that is not covered by a card above it (its visible sliver)."""
    sprite = table.sprites[uid]
    rect = sprite.rect()
    for fy in (0.3, 0.15, 0.5):
        for fx in (0.5, 0.2, 0.12, 0.8, 0.88):
            p = (rect.x + rect.w * fx, rect.y + rect.h * fy)
            top = table.gestures.sprite_at(p)
            if top is not None and top.uid == uid:
                return p
    return rect.center
