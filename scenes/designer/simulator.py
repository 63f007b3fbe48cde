"""The balance simulator in the window: pick a game, the computer seats and a number of games;
a progress bar with the time left while ``game.batch.BackgroundBatch`` plays them on every core;
then the report's charts, one at a time, scrolled with the wheel.

The report (JSON, CSV, the charts as PNG, a summary page) is written into
``<data dir>/reports/<game>-<time>/``, exactly as ``main.py simulate --report`` writes it.  A run is
compared with the one before the last card edit, or with a second card file the designer picks
(``scenes/designer/cardfiles.py``), played on the same seeds as ``simulate --against`` plays it.

When the card file is saved while the simulator is open, it offers to measure the edit
(``scenes/designer/edit_panel.py``): the new cards against the last good ones, ``--until-clear``.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pygame

from scenes import catalog, fonts, theme
from scenes.designer.cardfiles import CompareWith
from scenes.designer.edit_panel import EditOffers, EditPanel
from scenes.designer.run_report import RunReport, clock
from scenes.dialogs import ask_text
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar, Chooser, draw_title

GAME_COUNTS = (10, 20, 50, 100, 200, 500, 1000, 2000, 5000)
TOP = 56


def reports_dir(root: str) -> str:
    return os.path.join(root, "reports")


def open_folder(path: str) -> str | None:
    """Show ``path`` in the system's file manager; None, or why it could not be opened."""
    try:
        if sys.platform.startswith("win"):
            os.startfile(path)               # the designer's own report folder
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, path], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError as err:
        return f"No file manager could open it ({err.strerror or err})"
    return None


class SimulatorScene(Scene):
    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        games = [g for g in catalog.order(app) if g in app.cards.games]
        self.levels = catalog.computer_levels() or ["random"]
        self.game = Chooser("Game", games, games.index(game) if game in games else 0,
                            on_change=lambda _: self._seat_rows(), names=[catalog.title_of(g) for g in games])
        self.count = Chooser("Seats", [2], 0, on_change=lambda _: self._seat_rows(keep=True))
        self.seats: list[Chooser] = []
        self.games = Chooser("Games", list(GAME_COUNTS), GAME_COUNTS.index(100),
                             names=[f"{n} games" for n in GAME_COUNTS])
        cores = os.cpu_count() or 1
        self.workers = Chooser("Workers", list(range(1, cores + 1)), cores - 1,
                               names=[f"{n} worker{'s' if n > 1 else ''}" for n in range(1, cores + 1)])
        self.compare = CompareWith(app.cards_path, app.data_dir)
        self.message = ("", 0.0)
        self.batch = None
        self.folder = None
        self.report: RunReport | None = None   # the finished batch's side panel and charts
        self.started = 0.0
        self.shown = False                 # the finished batch's charts are on screen
        self.bar = ButtonBar()
        self._felt = None
        self.edit_panel: EditPanel | None = None
        self.edits = EditOffers(app)
        self._seat_rows()
        self._setup_buttons()

    # -- the set-up ------------------------------------------------------------------
    def _seat_rows(self, keep=False) -> None:
        lo, hi = catalog.seat_range(self.game.value)
        n = self.count.value if keep else lo
        self.count.options = list(range(lo, hi + 1))
        self.count.names = [f"{k} seats" for k in self.count.options]
        self.count.index = self.count.options.index(max(lo, min(hi, n)))
        old = [s.value for s in self.seats]
        default = "greedy" if "greedy" in self.levels else self.levels[0]
        self.seats = [Chooser(f"Seat {i + 1}", self.levels,
                              self.levels.index(old[i] if i < len(old) else default),
                              names=[f"Seat {i + 1}: computer ({lvl})" for lvl in self.levels])
                      for i in range(self.count.value)]
        if self._felt is not None:
            self.resize(self.app.size)

    def _choosers(self) -> list[Chooser]:
        return [self.game, self.count] + self.seats + [self.games, self.workers, self.compare]

    def _setup_buttons(self) -> None:
        self.bar.set([Button("Start", self.start, primary=True),
                      Button("Another card file…", self.ask_card_file,
                             tooltip="Compare with a card file named by its path (or drop one on the window)"),
                      Button("Back", self.back, cancel=True)])

    def ask_card_file(self) -> None:
        start = os.path.dirname(os.path.abspath(self.app.cards_path or "cards.yaml")) + os.sep
        ask_text(self.app, "Compare with a card file", "The card file to compare the cards in play against:",
                 self.pick_card_file, initial=start, max_len=400)

    def pick_card_file(self, path: str) -> None:
        if not path:
            return
        if not os.path.isfile(os.path.expanduser(path)):
            self.say(f"There is no file {path}.")
            return
        self.compare.add(path)

    def say(self, text: str, seconds: float = 6.0) -> None:
        self.message = (text, seconds)

    def specs(self) -> list[str]:
        return [f"ai:{c.value}" for c in self.seats]

    # -- a saved edit ----------------------------------------------------------------
    def cards_changed(self, cards) -> None:
        """The card file was saved: offer to measure what changed against the last good cards."""
        panel = self.edits.saved(cards, self.game.options, self.game.value, self._seats_of, self.workers.value,
                                 self._close_edit)
        if panel is not None:
            if self.edit_panel is not None:
                self.edit_panel.stop()
            self.edit_panel = panel

    def _seats_of(self, game: str) -> list[str]:
        if game == self.game.value:
            return self.specs()
        return ["ai:greedy" if "greedy" in self.levels else f"ai:{self.levels[0]}"] * catalog.seat_range(game)[0]

    def _close_edit(self) -> None:
        self.edit_panel = None
        self.resize(self.app.size)

    # -- running ---------------------------------------------------------------------
    def start(self, workers: int | None = None) -> None:
        from game.lab.batch import BackgroundBatch
        from game.lab.observed import previous_run
        game = self.game.value
        try:
            against = self.compare.run(game)
        except ValueError as err:
            self.say(str(err), 10.0)
            return
        self.folder = os.path.abspath(os.path.join(reports_dir(self.app.data_dir),
                                                   f"{game}-{time.strftime('%Y%m%d-%H%M%S')}"))
        self.report = None
        reports, folder = reports_dir(self.app.data_dir), self.folder
        last_edit = None if against else (lambda summary: previous_run(reports, summary, folder))
        self.batch = BackgroundBatch(game, self.specs(), self.games.value, 1, self.app.cards,
                                     workers=workers or self.workers.value, report_dir=self.folder,
                                     cards_path=self.app.cards_path or "", compare=last_edit,
                                     against_run=against).start()
        self.started = time.perf_counter()
        self.shown = False
        self.bar.set([Button("Stop", self.stop, cancel=True)])
        self.resize(self.app.size)

    def stop(self) -> None:
        if self.batch is not None:
            self.batch.stop()
            self.bar.set([])

    @property
    def running(self) -> bool:
        return self.batch is not None and not self.shown

    @property
    def done(self) -> bool:
        """The finished batch's results are laid out (``_finished`` ran): drawn only from then on."""
        return self.batch is not None and self.shown

    def update(self, dt: float) -> None:
        if self.edit_panel is not None:
            self.edit_panel.update()
        if self.message[1] > 0:
            self.message = (self.message[0], self.message[1] - dt)
        if self.batch is not None and self.batch.finished and not self.shown:
            self._finished()

    def _finished(self) -> None:
        self.shown = True
        self.report = RunReport(self.batch, self.folder, catalog.title_of(self.game.value))
        buttons = [Button("Run again", self.start, primary=True), Button("Change the set-up", self._again),
                   Button("Back", self.back, cancel=True)]
        if self.batch.report:
            buttons.insert(0, Button("Open the report folder", self.open_report,
                                     tooltip="The summary page (index.html), its data and its charts"))
        self.bar.set(buttons)
        self.resize(self.app.size)

    def open_report(self) -> None:
        problem = open_folder(self.folder)
        self.say(f"{problem}: the report is in {self.folder}" if problem else f"Opened {self.folder}", 10.0)

    def _again(self) -> None:
        self.batch = None
        self._setup_buttons()
        self.resize(self.app.size)

    def back(self) -> None:
        self.close()
        self.app.pop()

    def close(self) -> None:
        self.stop()
        if self.edit_panel is not None:
            self.edit_panel.stop()

    # -- layout ----------------------------------------------------------------------
    def resize(self, size) -> None:
        w, h = size
        self._felt = theme.felt(size)
        if self.edit_panel is not None:
            self.edit_panel.layout()
        if self.batch is None:
            choosers = self._choosers()
            top = 170 if h >= 700 else 150
            step = max(30, min(48, (h - top - 64) // len(choosers)))
            x, y = w // 2 - 220, top
            for c in choosers:
                c.rect = pygame.Rect(x, y, 440, min(38, step - 6))
                y += step
            self.bar.layout_row((w // 2, y + 24))
        elif self.done:
            self.report.layout(size, self.bar.buttons)
        else:
            self.bar.layout_row((w // 2, h // 2 + 90))

    # -- input -----------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.edit_panel is not None:
            self.edit_panel.handle(event)
            return
        if self.done and self.report.handle_key(event):
            return
        if self.bar.handle(event):
            return
        if self.batch is None:
            for c in self._choosers():
                if c.handle(event):
                    return
        elif self.done and self.report.handle_mouse(event):
            return
        if event.type == pygame.DROPFILE and self.batch is None:
            self.pick_card_file(event.file)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        if self.edit_panel is not None:
            self.edit_panel.draw(surface)
        elif self.batch is None:
            draw_title(surface, "Balance simulator", (w // 2, 80), 52)
            sub = "Computer players play many games; the report shows who wins and which cards matter."
            img = fonts.fit("italic", sub, w - 40, 20).render(sub, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=(w // 2, 128 if h >= 700 else 116)))
            for c in self._choosers():
                c.draw(surface)
        elif self.done:
            self.report.draw(surface)
        else:
            self._draw_progress(surface)
        if self.edit_panel is None:
            self.bar.draw(surface)
        if self.message[1] > 0 and self.message[0]:
            t = fonts.text("ui", 16)
            lines = t.wrap(self.message[0], min(w - 40, 900))
            box = pygame.Rect(0, 0, max(t.width(line) for line in lines) + 28, len(lines) * t.height + 16)
            box.midbottom = (w // 2, h - 10)
            theme.panel(surface, box, theme.PANEL, 240, 10, theme.GOLD_DARK)
            for i, line in enumerate(lines):
                surface.blit(t.render(line, theme.TEXT), (box.x + 14, box.y + 8 + i * t.height))

    def _draw_progress(self, surface) -> None:
        w, h = self.app.size
        b = self.batch
        title = f"{catalog.title_of(self.game.value)}: {b.total} games, " + " vs ".join(self.specs())
        draw_title(surface, "Simulating", (w // 2, h // 2 - 130), 48)
        img = fonts.render("ui", 18, title, theme.TEXT)
        surface.blit(img, img.get_rect(center=(w // 2, h // 2 - 78)))
        track = pygame.Rect(w // 2 - 320, h // 2 - 30, 640, 30)
        pygame.draw.rect(surface, (20, 30, 26), track, border_radius=15)
        part = b.done / max(1, b.total)
        if part > 0:
            pygame.draw.rect(surface, theme.GOLD, (track.x, track.y, max(30, int(track.w * part)), track.h),
                             border_radius=15)
        pygame.draw.rect(surface, theme.GOLD_DARK, track, width=2, border_radius=15)
        elapsed = time.perf_counter() - self.started
        rate = b.done / elapsed if elapsed > 0 else 0.0
        eta = b.eta
        left = f"about {clock(eta)} left" if eta is not None else "the first games are being played…"
        if b._stop.is_set():
            left = "stopping after the games in play…"
        line = f"{b.done} of {b.total} games · {part:.0%} · {rate:.1f} games/s · {left}"
        img = fonts.render("ui", 17, line, theme.TEXT)
        surface.blit(img, img.get_rect(center=(w // 2, track.bottom + 28)))
