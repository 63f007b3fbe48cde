"""The end of a game: who won, what changed hands, where the replay is; rematch or menu."""
from __future__ import annotations

import os

import pygame

from game.store import records
from game.engine import events as ev
from game.store.database import DatabaseError
from game.engine.describe import card_name, sentence_start

from scenes import fonts, theme
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar


def changed_hands(table) -> list[str]:
    """Cards whose owner changed during the game, in words (a generic answer for any game)."""
    state = table.match.state
    moved: dict[tuple, list] = {}
    for _, e in table.log.events:
        if isinstance(e, ev.CardChanged) and e.prop == "owner" and e.old is not None:
            moved.setdefault((e.old, e.new), []).append(e.card)
    lines = []
    for (old, new), uids in moved.items():
        names = [card_name(state, state.cards[u].card_id) for u in uids]
        shown = ", ".join(names[:8]) + (f" and {len(names) - 8} more" if len(names) > 8 else "")
        lines.append(f"{state.seats[new]} takes {len(uids)} card{'s' if len(uids) != 1 else ''} "
                     f"from {state.seats[old]}: {shown}.")
    return lines


def record_lines(table) -> list[str]:
    """Each person's (and profile's) record against this game's opponents, from the records just written."""
    if getattr(table, "record_id", None) is None:
        return []
    match, root = table.match, table.app.data_dir
    results = records.seat_results(match.state.seats, match.specs, match.state.winners,
                                   records.seat_identities(match))
    alone = sum(1 for r in results if r.level == records.HUMAN) == 1
    lines = []
    try:
        for r in results:
            if r.level == records.HUMAN:
                lines.append(records.result_line(records.record_of(root, r.name), match.game, r.opponents, alone))
            if r.identity:
                lines.append(records.result_line(records.record_of(root, r.identity, profile=True), match.game,
                                                 r.opponents))
    except DatabaseError as err:
        return [f"The records cannot be read: {err}"]
    return lines


class ResultScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        state = table.match.state
        names = [state.seats[w] for w in state.winners]
        told = lambda text: table.layout.told(state, text) if text else text        # noqa: E731 - as the log says it
        self.title = told((" and ".join(names) + (" win" if len(names) > 1 else " wins")) if names else "No winner")
        over = [e for _, e in table.log.events if isinstance(e, ev.GameOver)]
        self.reason = told(over[-1].reason if over else "")
        self.lines = [told(line) for line in getattr(table, "finish_lines", None) or changed_hands(table)]
        self.lines += record_lines(table)
        if table.replay_path:
            self.lines.append(f"The replay is saved as {os.path.basename(table.replay_path)} "
                              f"(in {os.path.dirname(table.replay_path)}).")
        else:
            self.lines.append("The replay could not be saved (see the terminal).")
        buttons = []
        if table.rematch is not None:
            buttons.append(Button("Rematch", self._rematch, primary=True))
        buttons += [Button("Look at the table", self.back, cancel=True), Button("Menu", self._menu)]
        self.bar = ButtonBar(buttons, numbered=True)
        self.rect = pygame.Rect(0, 0, 640, 360)

    def resize(self, size):
        t = fonts.text("ui", 16)
        w = min(720, size[0] - 60)
        self.wrapped = []
        for line in self.lines:
            self.wrapped += t.wrap(line, w - 60) + [""]
        self.header = fonts.text("title", 46).height + fonts.text("italic", 21).height + 44
        h = self.header + len(self.wrapped) * t.height + 90
        self.rect = pygame.Rect(0, 0, w, min(h, size[1] - 40))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.bar.layout_row((self.rect.centerx, self.rect.bottom - 36))

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def frame_need(self) -> str:
        return "still"          # nothing moves here by itself

    def back(self):
        self.app.pop()
        self.table.results_button()

    def _rematch(self):
        scene = self.table.rematch()
        self.app.reset(scene)

    def _menu(self):
        self.app.reset("menu")

    def draw(self, surface):
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 140))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.rect, theme.PANEL, 240, 16, theme.GOLD_DARK)
        title = fonts.render("title", 46, self.title, theme.GOLD)
        top = title.get_rect(midtop=(self.rect.centerx, self.rect.y + 12))
        surface.blit(title, top)
        if self.reason:
            said = sentence_start(self.reason) + "."
            img = fonts.fit("italic", said, self.rect.w - 40, 21).render(said, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, top.bottom + 4)))
        t = fonts.text("ui", 16)
        y = self.rect.y + self.header
        for line in self.wrapped:
            if y > self.rect.bottom - 70:
                break
            surface.blit(t.render(line, theme.TEXT), (self.rect.x + 30, y))
            y += t.height if line else t.height // 2
        self.bar.draw(surface)
