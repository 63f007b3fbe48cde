"""A finished simulator run in the window: a side panel with the summary, the comparison with the run before
and the report's folder, and the report's charts, one at a time, scrolled with the wheel."""
from __future__ import annotations

import os
import re

import pygame

from scenes import fonts, theme
from scenes.widgets import wrapped

IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)]+\.png)\)")


def charts_of(folder: str) -> list[tuple[str, str]]:
    """(title, path) of each chart, in the order the report's summary shows them."""
    try:
        with open(os.path.join(folder, "summary.md"), encoding="utf-8") as fh:
            text = fh.read()
    except OSError:
        text = ""
    out = [(alt, os.path.join(folder, src)) for alt, src in IMAGE.findall(text)]
    return [(t, p) for t, p in out if os.path.exists(p)]


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
    """``seconds`` as m:ss, or h:mm:ss from an hour on."""
    seconds = int(round(seconds))
    m, s = divmod(seconds, 60)
    return f"{m // 60}:{m % 60:02}:{s:02}" if m >= 60 else f"{m}:{s:02}"


def chart_hint(scrolls: bool, width: int):
    """How to see the other charts (and scroll a tall one), wrapped to ``width``: (the Text, its lines)."""
    hint = "↑ ↓ the other charts" + (" · the wheel scrolls this one" if scrolls else "")
    return wrapped("ui", hint, width, 13, smallest=11, max_lines=2)


def comparison_lines(batch) -> list[str]:
    """The run against the last one before the cards changed (same seats, seeds and games)."""
    a, b = batch.summary, batch.against
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


def summary_lines(batch) -> list[str]:
    """What the run found, a line each: its games, each seat's (and player's) win rate, the comparison."""
    s = batch.summary
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
    out += comparison_lines(batch)
    return [line for line in out if line]


class RunReport:
    """One finished run's side panel and charts; ``layout`` places them, then ``handle_*`` and ``draw``."""

    def __init__(self, batch, folder: str, title: str):
        self.batch = batch
        self.folder = folder
        self.title = title                 # the game's name, at the top of the side panel
        self.charts = charts_of(folder) if batch.report else []
        self.chart = 0
        self.scroll = 0
        self._images: dict = {}
        self.side = self.area = pygame.Rect(0, 0, 0, 0)
        self.chart_buttons: list[pygame.Rect] = []

    def side_text(self, text) -> list[str]:
        """The side panel's lines: the summary wrapped, then the report's folder broken at its separators."""
        width = self.side.w - 24
        lines = [part for line in summary_lines(self.batch) for part in text.wrap(line, width)]
        if self.batch.report:
            lines += ["The report (index.html) is in:"] + path_lines(self.folder, text, width)
        return lines

    def layout(self, size, buttons) -> None:
        """The side panel down the left with ``buttons`` (the scene's bar) at its foot, the charts beside it."""
        w, h = size
        self.side = pygame.Rect(8, 10, 326, h - 20)
        y = self.side.bottom - 44
        for b in reversed(buttons):
            b.rect = pygame.Rect(self.side.x + 12, y, self.side.w - 24, 36)
            y -= 44
        t = fonts.text("ui", 14)
        y = self.side.y + 52 + len(self.side_text(t)) * t.height
        buttons_top = y + 44
        step = max(20, min(34, (buttons_top - y - 42) // max(1, len(self.charts))))
        self.chart_buttons = []
        for _ in self.charts:
            self.chart_buttons.append(pygame.Rect(self.side.x + 12, y + 12, self.side.w - 24, step - 4))
            y += step
        self.area = pygame.Rect(self.side.right + 12, 10, w - self.side.right - 22, h - 20)

    def show_chart(self, i: int) -> None:
        self.chart = i
        self.scroll = 0

    def handle_key(self, event) -> bool:
        """↑ and ↓ step through the charts."""
        if self.charts and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.show_chart((self.chart + (1 if event.key == pygame.K_DOWN else -1)) % len(self.charts))
            return True
        return False

    def handle_mouse(self, event) -> bool:
        """A click on a chart's name shows it; the wheel scrolls the chart shown."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.chart_buttons):
                if rect.collidepoint(event.pos):
                    self.show_chart(i)
                    return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 80)
            return True
        return False

    def image(self, i: int) -> pygame.Surface | None:
        """Chart ``i`` scaled to the chart area's width (kept)."""
        title, path = self.charts[i]
        width = self.area.w
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

    def draw(self, surface) -> None:
        side = self.side
        theme.panel(surface, side, theme.PANEL, 200, 12, theme.GOLD_DARK)
        title = fonts.render("title", 28, self.title, theme.GOLD)
        surface.blit(title, (side.x + 12, side.y + 8))
        y = side.y + 48
        t = fonts.text("ui", 14)
        for part in self.side_text(t):
            surface.blit(t.render(part, theme.TEXT), (side.x + 12, y))
            y += t.height
        for i, (rect, (name, _)) in enumerate(zip(self.chart_buttons, self.charts)):
            on = i == self.chart
            pygame.draw.rect(surface, theme.GOLD if on else (34, 54, 46), rect, border_radius=8)
            label = fonts.fit("ui", name, rect.w - 16, min(14, rect.h - 6))
            img = label.render(name, theme.INK if on else theme.TEXT)
            surface.blit(img, img.get_rect(midleft=(rect.x + 8, rect.centery)))
        if self.batch.error:
            img = fonts.render("ui", 16, f"The simulation failed: {self.batch.error}", theme.RED)
            surface.blit(img, (self.area.x, self.area.y))
            return
        if not self.charts:
            return
        img = self.image(self.chart)
        if img is None:
            return
        area = self.area
        self.scroll = max(0, min(self.scroll, img.get_height() - area.h))
        clip = surface.get_clip()
        surface.set_clip(area)
        shown = img.get_rect(midtop=(area.centerx, area.y - self.scroll))
        pygame.draw.rect(surface, (255, 255, 255), shown.inflate(8, 8), border_radius=10)
        surface.blit(img, shown)
        surface.set_clip(clip)
        if self.chart_buttons:
            t, lines = chart_hint(img.get_height() > area.h, side.w - 28)
            y = self.chart_buttons[-1].bottom + 10
            for line in lines:
                surface.blit(t.render(line, theme.TEXT_DIM), (side.x + 14, y))
                y += t.height
