"""Banished before and after a game: who starts with Favor (a set-up option), and the summary on the result screen."""
from __future__ import annotations


from game.banished import progress

from scenes.widgets import Chooser

BY_LOT = -1
FAVOR_HELP = "Favor plays first each Round; it passes to the left after Combat."


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

    def labels(self):
        return ["Favor"]

    def layout(self, form, y):
        self.favor.rect = form.row(y, min(form.field_w, 300))
        return y + form.row_h + form.note_height(FAVOR_HELP) + form.gap

    def draw(self, surface, now, form):
        self.favor.names = self._labels()           # the seats' names as they are typed
        form.label(surface, "Favor", self.favor.rect)
        self.favor.draw(surface)
        form.widget("favor", self.favor)
        form.note(surface, FAVOR_HELP, self.favor.rect.bottom + 2)

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
