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
import re
import subprocess
import sys
import time

import pygame

from scenes import catalog, fonts, theme
from scenes.designer.cardfiles import CompareWith
from scenes.designer.edit_panel import EditOffers, EditPanel
from scenes.dialogs import ask_text
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar, Chooser, draw_title, wrapped

GAME_COUNTS = (10, 20, 50, 100, 200, 500, 1000, 2000, 5000)
TOP = 56
IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)]+\.png)\)")


def reports_dir(root: str) -> str:
    return os.path.join(root, "reports")


def charts_of(folder: str) -> list[tuple[str, str]]:
    """(title, path) of each chart, in the order the report's summary shows them."""
    try:
        with open(os.path.join(folder, "summary.md"), encoding="utf-8") as fh:
            text = fh.read()
    except OSError:
        text = ""
    out = [(alt, os.path.join(folder, src)) for alt, src in IMAGE.findall(text)]
    return [(t, p) for t, p in out if os.path.exists(p)]


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


def path_lines(path: str, text, width: int) -> list[str]:
    """``path`` in lines no wider than ``width``, broken after its separators."""
    parts = re.findall(r"[^/\\]+[/\\]?|[/\\]", path)
    lines, line = [], ""
    for part in parts:
        if line and text.width(line + part) > width:
            lines.append(line)
            line = ""
        line += part
    return lines + [line] if line else lines


def clock(seconds: float) -> str:
    seconds = int(round(seconds))
    m, s = divmod(seconds, 60)
    return f"{m // 60}:{m % 60:02}:{s:02}" if m >= 60 else f"{m}:{s:02}"


def chart_hint(scrolls: bool, width: int):
    """How to see the other charts (and scroll a tall one), wrapped to ``width``: (the Text, its lines)."""
    hint = "↑ ↓ the other charts" + (" · the wheel scrolls this one" if scrolls else "")
    return wrapped("ui", hint, width, 13, smallest=11, max_lines=2)


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
        self.charts: list[tuple[str, str]] = []
        self.chart = 0
        self.chart_scroll = 0
        self._images: dict = {}
        self.started = 0.0
        self.shown = False                 # the finished batch's charts are on screen
        self.side = self.chart_area = pygame.Rect(0, 0, 0, 0)
        self.chart_buttons: list[pygame.Rect] = []
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
        self.charts, self.chart, self._images = [], 0, {}
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
        self.charts = charts_of(self.folder) if self.batch.report else []
        self.chart = 0
        self.chart_scroll = 0
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
            self.side = pygame.Rect(8, 10, 326, h - 20)
            y = self.side.bottom - 44
            for b in reversed(self.bar.buttons):
                b.rect = pygame.Rect(self.side.x + 12, y, self.side.w - 24, 36)
                y -= 44
            t = fonts.text("ui", 14)
            y = self.side.y + 52 + len(self._side_text(t)) * t.height
            buttons_top = y + 44
            step = max(20, min(34, (buttons_top - y - 42) // max(1, len(self.charts))))
            self.chart_buttons = []
            for _ in self.charts:
                self.chart_buttons.append(pygame.Rect(self.side.x + 12, y + 12, self.side.w - 24, step - 4))
                y += step
            self.chart_area = pygame.Rect(self.side.right + 12, 10, w - self.side.right - 22, h - 20)
        else:
            self.bar.layout_row((w // 2, h // 2 + 90))

    # -- input -----------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.edit_panel is not None:
            self.edit_panel.handle(event)
            return
        if self.done and self.charts and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.show_chart((self.chart + (1 if event.key == pygame.K_DOWN else -1)) % len(self.charts))
            return
        if self.bar.handle(event):
            return
        if self.batch is None:
            for c in self._choosers():
                if c.handle(event):
                    return
        elif self.done:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                for i, rect in enumerate(self.chart_buttons):
                    if rect.collidepoint(event.pos):
                        self.show_chart(i)
                        return
            if event.type == pygame.MOUSEWHEEL:
                self.chart_scroll = max(0, self.chart_scroll - event.y * 80)
                return
        if event.type == pygame.DROPFILE and self.batch is None:
            self.pick_card_file(event.file)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def show_chart(self, i: int) -> None:
        self.chart = i
        self.chart_scroll = 0

    def image(self, i: int) -> pygame.Surface | None:
        """Chart ``i`` scaled to the chart area's width (kept)."""
        title, path = self.charts[i]
        width = self.chart_area.w
        key = (path, width)
        if key not in self._images:
            try:
                img = pygame.image.load(path)
            except (pygame.error, FileNotFoundError):
                self._images[key] = None
                return None
            scale = min(1.0, width / img.get_width())
            size = (int(img.get_width() * scale), int(img.get_height() * scale))
            img = pygame.transform.smoothscale(img.convert() if pygame.display.get_surface() else img, size)
            self._images[key] = img
        return self._images[key]

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
            self._draw_done(surface)
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

    def _draw_done(self, surface) -> None:
        w, h = self.app.size
        b = self.batch
        side = self.side
        theme.panel(surface, side, theme.PANEL, 200, 12, theme.GOLD_DARK)
        title = fonts.render("title", 28, catalog.title_of(self.game.value), theme.GOLD)
        surface.blit(title, (side.x + 12, side.y + 8))
        y = side.y + 48
        t = fonts.text("ui", 14)
        for part in self._side_text(t):
            surface.blit(t.render(part, theme.TEXT), (side.x + 12, y))
            y += t.height
        for i, (rect, (name, _)) in enumerate(zip(self.chart_buttons, self.charts)):
            on = i == self.chart
            pygame.draw.rect(surface, theme.GOLD if on else (34, 54, 46), rect, border_radius=8)
            label = fonts.fit("ui", name, rect.w - 16, min(14, rect.h - 6))
            img = label.render(name, theme.INK if on else theme.TEXT)
            surface.blit(img, img.get_rect(midleft=(rect.x + 8, rect.centery)))
        if b.error:
            img = fonts.render("ui", 16, f"The simulation failed: {b.error}", theme.RED)
            surface.blit(img, (self.chart_area.x, self.chart_area.y))
            return
        if not self.charts:
            return
        img = self.image(self.chart)
        if img is None:
            return
        area = self.chart_area
        self.chart_scroll = max(0, min(self.chart_scroll, img.get_height() - area.h))
        clip = surface.get_clip()
        surface.set_clip(area)
        shown = img.get_rect(midtop=(area.centerx, area.y - self.chart_scroll))
        pygame.draw.rect(surface, (255, 255, 255), shown.inflate(8, 8), border_radius=10)
        surface.blit(img, shown)
        surface.set_clip(clip)
        if self.chart_buttons:
            t, lines = chart_hint(img.get_height() > area.h, side.w - 28)
            y = self.chart_buttons[-1].bottom + 10
            for line in lines:
                surface.blit(t.render(line, theme.TEXT_DIM), (side.x + 14, y))
                y += t.height

    def _comparison_lines(self) -> list[str]:
        """The run against the last one before the cards changed (same seats, seeds and games)."""
        a, b = self.batch.summary, self.batch.against
        if b is None or not a.games or not b.games:
            return []
        from game.lab.observed import comparison
        from game.lab.wording import MEASURE_TEXT, primary_measure
        comp = comparison(a, b)
        defs = comp["definitions"]
        counts = [f"{len(v)} card{'s' if len(v) != 1 else ''} {k}" for k, v in defs.items() if v]
        name = os.path.basename(b.cards_path) if os.path.isfile(b.cards_path) else b.cards_path
        out = [f"Against {name} ({', '.join(counts) or 'no card changed'}), same seeds:"]
        for r in comp["seats"] + comp["players"]:
            out.append(f"{r['label']}: {r['b']:.0%} → {r['a']:.0%}")
        primary = primary_measure(a)
        for cid in (defs["changed"] + defs["added"])[:6]:
            for measure in [primary] + [m for m in MEASURE_TEXT if m != primary]:
                r = next((r for r in comp["cards"].get(measure, []) if r["key"] == f"card:{cid}"), None)
                if r is not None:
                    name = a.cards.get(cid, {}).get("name", cid)
                    out.append(f"{name}: wins {MEASURE_TEXT[measure]} {r['b']:.0%} → {r['a']:.0%}")
                    break
        return out

    def _summary_lines(self) -> list[str]:
        b = self.batch
        s = b.summary
        if s is None:
            return []
        out = [f"{s.games} games in {clock(s.seconds)} ({s.games_per_second:.1f} games/s)"
               + (" · stopped early" if s.cancelled else "")]
        for r in s.seat_rates():
            who = f"Seat {r['index'] + 1}" + ("" if s.swap else f" ({r['spec']})")
            out.append(f"{who} wins {r['rate']:.0%} [{r['low']:.0%}–{r['high']:.0%}]")
        if s.swap:
            for r in s.player_rates():
                out.append(f"{chr(65 + r['index'])} · {r['spec']} wins {r['rate']:.0%} "
                           f"[{r['low']:.0%}–{r['high']:.0%}]")
        if s.errors:
            out.append(f"{len(s.errors)} game(s) failed: see the report")
        out += self._comparison_lines()
        return [line for line in out if line]

    def _side_text(self, text) -> list[str]:
        """The side panel's lines: the summary wrapped, then the report's folder broken at its separators."""
        width = self.side.w - 24
        lines = [part for line in self._summary_lines() for part in text.wrap(line, width)]
        if self.batch.report:
            lines += ["The report (index.html) is in:"] + path_lines(self.folder, text, width)
        return lines
