"""The hint, "What would you do?" (the Hint button or H): the hard player, asked on the person's own view,
lights the card it would play and where it would go, with its label.

The question is answered off the window's thread (``scenes/table/aiproc.py``: a process of its own, a
thread if none can start), on the person's view of the position as it was asked (never a game rebuilt
from a deal, which a sandbox's position has not), with a fixed number of iterations so the answer is
quick and the same every time for a position.  An answer is used only while the position it was asked
for is still the table's.  ``Spotlight`` is the lighting itself, shared with the
guided game (``scenes/guided/guide.py``).  The setting ``hints`` (default on) turns the hint off.
"""
from __future__ import annotations

import sys

import pygame

from game.ai import make_player, player_seed
from game import engine

from scenes import fonts, theme
from scenes.table.aiproc import ProcessWorker
from scenes.table.match import AIWorker
from scenes.table.overlays import LIFT

HINT_ITERATIONS = 300
HINT_SPEC = f"ai:hard@{HINT_ITERATIONS}"
SETTING = "hints"


def hints_on(settings: dict) -> bool:
    """The ``hints`` setting, on unless it says off (False, "off", 0)."""
    value = settings.get(SETTING, True)
    return value not in (False, 0, "off", "false", "no")


def position_of_match(match) -> tuple:
    """What tells one position of a match from another: its step, its actions and the moves taken back."""
    return match.state.step, len(match.actions), len(match.taken_back)


class Spotlight:
    """Lights how to make ``action`` on the table: its card, the place it is dropped on, or its button; and says
    why in a panel (with a Next button when the words wait to be read)."""

    def __init__(self, table, action: engine.Action, title: str, text: str, button=None):
        self.table, self.action, self.title, self.text, self.button = table, action, title, text, button

    def parts(self):
        """(card rect or None, target rect or None, button rect or None) of the action, as the table shows it."""
        t = self.table
        g = t.layout.gesture(self.action, t.match.state, t.viewer)
        card = t.sprites[g.card].rect() if g.card in t.sprites and g.kind in ("drag", "click") else None
        if card is not None and g.card == t.gestures.selected:
            card = card.move(0, -LIFT)                   # the raised card keeps its light
        target = t.layout.regions.get(g.target) if g.kind == "drag" else None
        label = t.layout.button_label(self.action)
        button = next((b.rect for b in t.bar.buttons if b.label == label and b.rect.w), None)
        return card, target, button

    def banner_rect(self) -> pygame.Rect:
        return place_banner(self.table, self.title, self.text, self.button)[0]

    def draw_line(self, surface) -> None:
        """The line from the card to the place it goes, drawn before the cards: it runs under the hand (and
        under any card on its way) instead of across the other cards in hand."""
        card, target, _ = self.parts()
        if card is not None and target is not None:
            pygame.draw.line(surface, theme.HIGHLIGHT, card.center, target.center, 2)

    def draw_lights(self, surface) -> None:
        """The card and the place it goes, and the panel of words (under any question)."""
        card, target, _ = self.parts()
        for rect, width in ((target, 3), (card, 4)):
            if rect is not None:
                _glow(surface, rect.inflate(14, 14), width)
        draw_banner(surface, self.table, self.title, self.text, self.button)

    def draw_button_glow(self, surface) -> None:
        """The lit button of the decision panel, drawn over the panel it lights."""
        button = self.parts()[2]
        if button is not None:
            _glow(surface, button.inflate(14, 14), 4)


def place_banner(table, title: str, text: str, button=None):
    """(box, lines, body font) of the panel: over the top of the log, where it covers nothing on the table
    (across the top of the table when the log is folded away); ``button`` is placed at its bottom right."""
    log = getattr(getattr(table, "log", None), "rect", None)
    beside = log is not None and log.w >= 180 and log.h >= 240
    area = log if beside else table.table_rect
    width = area.w if beside else min(area.w - 40, 660)
    body = fonts.text("ui", 15 if beside or area.w < 700 else 16)
    lines = body.wrap(text, width - 28) if text else []
    head = fonts.text("title", 22)
    bw, bh = button.natural_size() if button is not None else (0, 0)
    box = pygame.Rect(0, 0, width, head.height + len(lines) * body.height + 22 + (bh + 8 if button else 0))
    box.midtop = (area.centerx, area.y + (0 if beside else 6))
    if button is not None:
        button.rect = pygame.Rect(box.right - 14 - bw, box.bottom - 10 - bh, bw, bh)
    return box, lines, body


def draw_banner(surface, table, title: str, text: str, button=None) -> pygame.Rect:
    """A calm panel with a gold title, a few lines of words and perhaps a button (see ``place_banner``)."""
    box, lines, body = place_banner(table, title, text, button)
    head = fonts.text("title", 22)
    theme.panel(surface, box, theme.PANEL, 255, 12, theme.GOLD)
    surface.blit(head.render(title, theme.GOLD), (box.x + 14, box.y + 6))
    y = box.y + 10 + head.height
    for line in lines:
        surface.blit(body.render(line, theme.TEXT), (box.x + 14, y))
        y += body.height
    if button is not None:
        button.draw(surface)
    return box


def _glow(surface, rect, width):
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.HIGHLIGHT, 40), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*theme.HIGHLIGHT, 255), layer.get_rect(), width=width, border_radius=14)
    surface.blit(layer, rect.topleft)


class Hint:
    """One table's hint: asked, thought about off the window's thread, then lit until the position moves on."""

    def __init__(self, table):
        self.table = table
        self.worker = None
        self.step = None          # the position the hint is for (position_of_match), or None
        self.action = None        # the hard player's move there, as the legal action (card and target declared)

    def offered(self) -> bool:
        t = self.table
        return (hints_on(t.app.settings) and not t.watch and t.guide is None and t.viewer is not None
                and t.match.is_human(t.viewer) and not t.match.state.over)

    def _here(self) -> bool:
        return self.step is not None and self.step == position_of_match(self.table.match)

    @property
    def busy(self) -> bool:
        return self.worker is not None and self.worker.busy and self._here()

    def ask(self) -> bool:
        """What would hard do in the person's place?  False (and the reason said) when no hint can be given."""
        t = self.table
        if not hints_on(t.app.settings):
            t.say("Hints are turned off in the settings.")
            return False
        if not self.offered() or not t.my_turn() or t.playback.animating:
            t.say("A hint is for your own move: ask when it is your turn.")
            return False
        state = t.match.state
        if self._here() and (self.action is not None or self.busy):
            return True
        self.step, self.action = position_of_match(t.match), None
        worker = self._worker()
        worker.cancel()
        view, seed = engine.view(state, t.viewer), player_seed(t.match.seed, t.viewer)
        if isinstance(worker, ProcessWorker):
            worker.ask_view(view, t.viewer, HINT_SPEC, seed, state.step)
        else:
            worker.start(make_player(HINT_SPEC, seed), view, t.viewer, state.step)
        return True

    def _worker(self):
        if self.worker is None:
            try:
                app = self.table.app
                self.worker = ProcessWorker(app.cards_path, getattr(app, "cards_csv", ()),
                                            getattr(app, "game_list", None))
            except (OSError, ValueError, RuntimeError) as err:
                print(f"the hint runs in a thread: {err}", file=sys.stderr)
                self.worker = AIWorker()
        return self.worker

    def update(self) -> None:
        t = self.table
        if self.step is not None and not self._here():
            self.clear()
            return
        if self.worker is None or self.action is not None or self.step is None:
            return
        answer = self.worker.poll()
        if answer is None:
            if getattr(self.worker, "error", None) and not self.worker.busy:
                t.say(f"No hint: {self.worker.error}")
                self.worker.error = None
                self.step = None
            return
        self.action = next((a for a in t.match.legal() if a == answer), None)
        if self.action is None:
            self.step = None

    def clear(self) -> None:
        self.step, self.action = None, None
        if self.worker is not None:
            self.worker.cancel()

    def spotlight(self) -> Spotlight | None:
        t = self.table
        if not self._here() or t.playback.animating:
            return None
        if self.action is not None:
            label = t.layout.button_label(self.action)
            return Spotlight(t, self.action, "What would you do?", f"The hard player would: {label}.")
        if self.busy:
            return Spotlight(t, engine.Action("thinking", t.viewer), "What would you do?", "Thinking about your move…")
        return None

    def close(self) -> None:
        if isinstance(self.worker, ProcessWorker):
            self.worker.close()
        self.worker = None
