"""Live cards: while the window is open, saving the card file reloads it within a second.

``CardWatcher`` is an app-wide helper (``app.helpers``).  Every ``POLL`` seconds it
compares the file's modification time and size with what it last read (in a thread of its own that
wakes the window's loop on a change, so a still window sleeps); on a change it parses the file in a
thread, so no frame waits on YAML.  Good cards go
to ``app.cards_changed``: the table goes on with the new definitions wherever
the card ids still exist, and new games use them.  A broken save changes
nothing in play and shows ``draw_problems`` in a bar at the foot of the window (the
table makes room for it above) until a later save fixes the file.  A good save with warnings
(``W`` codes: the rulebooks' set shapes) goes into play and lists them in a gold note instead,
until a save without them.

With CSVs (``play --cards-csv FILE``, the sheets ``cards export`` writes) it watches them too and
merges each over the card file in memory (the file is not written): saving the CSV from a spreadsheet
reloads as saving the YAML does, and a bad cell is listed as ``FILE:ROW:COLUMN``.
"""
from __future__ import annotations

import os
import threading
import time
import weakref

import pygame

from scenes import fonts, theme
from scenes.wake import wake
from scenes.widgets import fitted

POLL = 0.3                      # seconds between two looks at the file
MAX_LINES = 7                   # problems listed in the overlay; the rest are counted
BAR_LINES = 3                   # the lines of problems the bar at the foot shows


def signature(path: str):
    """What changes when the file is saved: (modification time, size), or None when it is missing."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


class CardWatcher:
    def __init__(self, app, path: str, poll: float = POLL):
        self.app = app
        self.path = path
        self.csvs = tuple(getattr(app, "cards_csv", ()) or ())
        self.poll = poll
        self.seen = self.signatures()
        self.problems: list = []
        self.reloads = 0
        self.latency = None          # seconds from the save to the cards in play, for the last reload
        self._next = time.monotonic() + poll
        self._job = None             # (thread, result holder, signature read)
        self._closed = threading.Event()
        threading.Thread(target=_look_for_saves, args=(weakref.ref(self), self._closed, poll),
                         name="card-file-watch", daemon=True).start()

    def frame_need(self) -> str:
        return "still"               # its threads wake the loop

    def close(self) -> None:
        self._closed.set()

    # -- watching ---------------------------------------------------------------
    def signatures(self) -> tuple:
        """The card file's and each CSV's signature."""
        return tuple(signature(p) for p in (self.path, *self.csvs))

    def update(self, dt: float) -> None:
        if self._job is not None:
            self._collect()
            return
        now = time.monotonic()
        if now < self._next:
            return
        self._next = now + self.poll
        current = self.signatures()
        if current != self.seen and None not in current:
            self.seen = current
            self._start(current)

    def _start(self, sig) -> None:
        holder: dict = {}

        def load():
            from game.engine.cards import CardFileError
            from game.engine.cards_csv import load_card_source
            try:
                holder["cards"] = load_card_source(self.path, self.csvs)
            except CardFileError as err:
                holder["problems"] = list(err.problems)
            except Exception as err:  # a watcher never stops the window
                holder["problems"] = [f"{self.path}: cannot be read: {type(err).__name__}: {err}"]
            wake()

        thread = threading.Thread(target=load, name="card-file-reload", daemon=True)
        self._job = (thread, holder, sig)
        thread.start()

    def _collect(self) -> None:
        thread, holder, sig = self._job
        if thread.is_alive():
            return
        self._job = None
        had = bool(self.problems)
        if "cards" in holder:
            self.problems = list(holder["cards"].warnings)
            self.reloads += 1
            go_on_with(self.app, holder["cards"])
            self.latency = max(0.0, time.time() - max(s[0] for s in sig) / 1e9)
        else:
            self.problems = holder.get("problems", [])
        self._next = time.monotonic()          # a save made while parsing is seen at once
        if bool(self.problems) != had:          # the bar comes or goes: the scenes make room for it
            for scene in list(self.app.stack):
                scene.resize(self.app.size)

    def wait(self, timeout: float = 5.0) -> None:
        """Finish a reload in progress (tests)."""
        if self._job is not None:
            self._job[0].join(timeout)
            self._collect()

    def handle_event(self, event) -> bool:
        return False

    # -- the overlay ------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.problems:
            draw_problems(surface, self.shown_path(), self.problems)

    def shown_path(self) -> str:
        """The file the note is about: the one the first problem is in (a CSV's bad cell), else the card file."""
        first = self.problems[0] if self.problems else None
        return getattr(first, "file", None) or self.path

    def bar_rect(self, size) -> pygame.Rect | None:
        """Where the problems bar lies in a window of ``size`` (None: no problems, no bar)."""
        return problems_bar(size, self.path, self.problems) if self.problems else None

    def lines(self) -> list[str]:
        """The overlay's lines: ``FILE:LINE:COL  message`` for each problem (and how many more)."""
        return problem_lines(self.shown_path(), self.problems)


def _look_for_saves(watcher_ref, closed, poll: float) -> None:
    """Every ``poll`` seconds while the watcher lives: wake the loop if a file changed since it last read them."""
    while not closed.wait(poll):
        watcher = watcher_ref()
        if watcher is None:
            return
        current = watcher.signatures()
        if watcher._job is None and current != watcher.seen and None not in current:
            wake()
        del watcher


def _is_error(problem) -> bool:
    return isinstance(problem, str) or problem.is_error


def problem_lines(path: str, problems) -> list[str]:
    out = []
    for p in problems[:MAX_LINES]:
        if isinstance(p, str):
            out.append(p)
        elif p.is_error:
            out.append(f"{os.path.basename(p.file)}:{p.line}:{p.col}  {p.message}")
        else:
            out.append(f"{os.path.basename(p.file)}:{p.line}:{p.col}  warning {p.code}: {p.message}")
    if len(problems) > MAX_LINES:
        more = len(problems) - MAX_LINES
        out.append(f"… and {more} more in {path}" if path.lower().endswith(".csv")
                   else f"… and {more} more: python main.py lint {path}")
    return out


def problems_title(path: str, problems) -> tuple[str, str]:
    """The note's title and line: errors (the last good cards play on) or only warnings (these cards play)."""
    errors = sum(map(_is_error, problems))
    warnings = len(problems) - errors
    name = os.path.basename(path)
    if not errors:
        return (f"{name} has {warnings} warning{'s' if warnings != 1 else ''}",
                "These cards are in play. Warnings never stop play; lint --strict counts them as errors.")
    extra = f" and {warnings} warning{'s' if warnings != 1 else ''}" if warnings else ""
    return (f"{name} has {errors} problem{'s' if errors != 1 else ''}{extra}",
            "Play goes on with the last good cards. Fix the file and save: this note goes away.")


def _bar_lines(width: int, path: str, problems) -> list[str]:
    body = fonts.text("small", 14)
    lines = []
    for line in problem_lines(path, problems):
        lines += body.wrap(line, width - 40)
    if len(lines) > BAR_LINES:
        lines = lines[:BAR_LINES - 1] + [f"… and more: python main.py lint {path}"]
    return lines


def problems_bar(size, path: str, problems) -> pygame.Rect:
    """The bar at the foot of the window the problems are listed in."""
    w, h = size
    height = 12 + fonts.text("title_bold", 19).height + len(_bar_lines(w, path, problems)) * fonts.text(
        "small", 14).height + 8
    return pygame.Rect(0, h - height, w, height)


def draw_problems(surface, path: str, problems) -> None:
    """A calm bar at the foot of the window, red for errors, gold for warnings only: the title and what it
    means on one line, the first problems below; the game goes on above it."""
    box = problems_bar(surface.get_size(), path, problems)
    title, note = problems_title(path, problems)
    errors = any(map(_is_error, problems))
    head = fonts.text("title_bold", 19)
    body = fonts.text("small", 14)
    theme.panel(surface, box, (58, 22, 18) if errors else (52, 42, 18), 245, 0,
                theme.RED if errors else theme.GOLD_DARK)
    pygame.draw.line(surface, theme.RED if errors else theme.GOLD_DARK, box.topleft, box.topright, 2)
    y = box.y + 8
    img = head.render(title, theme.CREAM)
    surface.blit(img, (box.x + 20, y))
    small = fonts.text("italic", 15)
    room = box.w - 60 - img.get_width()
    if room > 80:
        t, note = fitted("italic", note, room, 15, 11)
        surface.blit(t.render(note, theme.TEXT_DIM),
                     (box.x + 40 + img.get_width(), y + (head.height - small.height) // 2 + 1))
    y += head.height
    for line in _bar_lines(box.w, path, problems):
        surface.blit(body.render(line, theme.CREAM), (box.x + 20, y))
        y += body.height


# -- the table goes on with the new cards ------------------------------------------

def go_on_with(app, cards) -> None:
    """The app takes the new cards; every scene is told (a table's game goes on with them)."""
    app.cards_changed(cards)
