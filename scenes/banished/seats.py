"""Banished before and after a game: who starts with Favor (a set-up option), and the summary on the result screen."""
from __future__ import annotations

import pygame

from game.banished import progress

from scenes import fonts, theme
from scenes.widgets import Chooser

BY_LOT = -1


class BanishedSetup:
    """The seat set-up's Banished part: Favor decided by lot or given to a seat."""

    def __init__(self, scene):
        self.scene = scene
        self.favor = Chooser("Favor", [BY_LOT], 0, names=["Decided by lot"])
        self.seats_changed()

    def seats_changed(self, keep=None):
        old = self.favor.value
        options = [BY_LOT] + list(range(len(self.scene.rows)))
        rect = self.favor.rect
        self.favor = Chooser("Favor", options, options.index(old) if old in options else 0, names=self._labels())
        self.favor.rect = rect                      # a seat changing kind keeps the row where it was laid out

    def _labels(self):
        return ["Decided by lot"] + [f"Seat {i + 1} ({row.name.text.strip() or 'no name'})"
                                    for i, row in enumerate(self.scene.rows)]

    def widgets(self):
        return [self.favor]

    def layout(self, x, y, width):
        self.favor.rect = pygame.Rect(x + 160, y, 300, 36)
        return y + 50

    def draw(self, surface, now):
        self.favor.names = self._labels()           # the seats' names as they are typed
        surface.blit(fonts.render("ui", 16, "Favor", theme.TEXT_DIM), (self.favor.rect.x - 160, self.favor.rect.y + 8))
        self.favor.draw(surface)
        room = surface.get_width() - self.favor.rect.right - 24
        t = fonts.text("small", 13)
        lines = t.wrap("Favor plays first each Round; it passes to the left after Combat.", room)
        if room >= 150 and len(lines) <= 2:
            y = self.favor.rect.centery - len(lines) * t.height // 2
            for line in lines:
                surface.blit(t.render(line, theme.TEXT_DIM), (self.favor.rect.right + 14, y))
                y += t.height

    def handle(self, event):
        return False

    def check(self):
        return None

    def options(self):
        return {} if self.favor.value == BY_LOT else {"favor": self.favor.value}

    def context(self):
        return {}


def setup_panel(scene):
    return BanishedSetup(scene)


def finish(table):
    """The result screen's lines: the Life left, the Rounds played, what each seat built."""
    state = table.match.state
    rounds = progress.round_number(state)
    lives = ", ".join(f"{state.seats[s]} {state.counter('life', s)}" for s in range(state.players))
    lines = [f"After {rounds} Round{'s' if rounds != 1 else ''}, Life: {lives}."]
    chosen = progress.chosen(state)
    conjured = progress.conjured_ids(state)
    for s in range(state.players):
        grim = chosen.get(s)
        start = f"started with {state.defs.cards[grim].name}, " if grim in state.defs.cards else ""
        n = len(conjured.get(s, ()))
        gone = len(state.zones[f"banished:{s}"].cards)
        lines.append(f"{state.seats[s]} {start}conjured {n} card{'s' if n != 1 else ''} and banished {gone}.")
    table.finish_lines = lines
