"""Report charts drawn with Pillow: intervals against a baseline, histograms, differences.

Every chart is drawn at twice its size and scaled down, so lines and text are smooth.
Rows are dicts: ``label``, ``rate`` (or ``delta``), ``low``, ``high``, ``n`` and
optionally ``note`` (a short tag after the label, e.g. "changed").
"""
from __future__ import annotations

import math
import os

from PIL import Image, ImageDraw, ImageFont

WIDTH = 960
SCALE = 2

PAPER = (22, 34, 30)            # the table's dark felt: the charts sit in the dark UI
PANEL = (30, 46, 40)
INK = (236, 228, 208)
MUTED = (160, 168, 158)
GRID = (52, 70, 62)
BASELINE = (150, 160, 150)
NEUTRAL = (170, 178, 170)
ABOVE = (92, 160, 230)          # blue: wins more than the baseline
BELOW = (232, 120, 96)          # vermilion: wins less
BAR = (92, 150, 210)
BAR_LIGHT = (70, 100, 130)
BAND = (27, 41, 36)
TAG = (120, 96, 40)

_FONT_DIRS = (os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                           "assets", "fonts"),
              "/usr/share/fonts/truetype/dejavu")
_FONTS: dict = {}


def font(size: int, bold: bool = False):
    key = (size, bold)
    if key not in _FONTS:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        for folder in _FONT_DIRS:
            path = os.path.join(folder, name)
            if os.path.exists(path):
                _FONTS[key] = ImageFont.truetype(path, size * SCALE)
                break
        else:
            _FONTS[key] = ImageFont.load_default(size * SCALE)
    return _FONTS[key]


class Canvas:
    """A dark image in chart coordinates (1 unit = 1 output pixel), drawn at SCALE."""

    def __init__(self, width: int, height: int):
        self.width, self.height = width, height
        self.image = Image.new("RGB", (width * SCALE, height * SCALE), PAPER)
        self.draw = ImageDraw.Draw(self.image)

    def text(self, xy, s, size=13, fill=INK, bold=False, anchor="la"):
        self.draw.text((xy[0] * SCALE, xy[1] * SCALE), s, font=font(size, bold), fill=fill, anchor=anchor)

    def text_width(self, s, size=13, bold=False) -> float:
        return self.draw.textlength(s, font=font(size, bold)) / SCALE

    def fit(self, s, width, size=13, bold=False) -> str:
        """``s`` shortened with an ellipsis to fit ``width``."""
        if self.text_width(s, size, bold) <= width:
            return s
        while s and self.text_width(s + "…", size, bold) > width:
            s = s[:-1]
        return s + "…"

    def line(self, a, b, fill=INK, width=1.0):
        self.draw.line([(a[0] * SCALE, a[1] * SCALE), (b[0] * SCALE, b[1] * SCALE)], fill=fill,
                       width=max(1, round(width * SCALE)))

    def dashed(self, a, b, fill=BASELINE, width=1.0, dash=5, gap=4):
        (x0, y0), (x1, y1) = a, b
        length = math.hypot(x1 - x0, y1 - y0)
        if length == 0:
            return
        dx, dy = (x1 - x0) / length, (y1 - y0) / length
        pos = 0.0
        while pos < length:
            end = min(length, pos + dash)
            self.line((x0 + dx * pos, y0 + dy * pos), (x0 + dx * end, y0 + dy * end), fill, width)
            pos = end + gap

    def rect(self, box, fill=None, outline=None, radius=0.0, width=1.0):
        x0, y0, x1, y1 = (v * SCALE for v in box)
        if x1 < x0:
            x0, x1 = x1, x0
        self.draw.rounded_rectangle((x0, y0, x1, y1), radius=radius * SCALE, fill=fill, outline=outline,
                                    width=max(1, round(width * SCALE)))

    def dot(self, centre, r, fill, outline=PAPER):
        x, y = centre
        self.draw.ellipse(((x - r) * SCALE, (y - r) * SCALE, (x + r) * SCALE, (y + r) * SCALE), fill=fill,
                          outline=outline, width=SCALE)

    def save(self, path: str) -> str:
        out = self.image.resize((self.width, self.height), Image.LANCZOS)
        out.save(path, optimize=True)
        return path


def percent(x: float) -> str:
    return f"{x * 100:.0f}%"


def signed_points(x: float) -> str:
    return f"{x * 100:+.0f} pt" if abs(x) >= 0.005 else "0"


def nice_step(span: float, target: int = 6) -> float:
    raw = span / max(1, target)
    power = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return m * power
    return 10 * power


def _domain(values, lo_limit=0.0, hi_limit=1.0, pad=0.04):
    lo, hi = min(values), max(values)
    if hi - lo < 0.1:
        mid = (hi + lo) / 2
        lo, hi = mid - 0.05, mid + 0.05
    span = hi - lo
    lo, hi = lo - span * pad, hi + span * pad
    step = nice_step(hi - lo)
    lo, hi = math.floor(lo / step) * step, math.ceil(hi / step) * step
    return max(lo_limit, lo), min(hi_limit, hi), step


def _header(c: Canvas, title: str, subtitle: str) -> float:
    c.text((24, 18), title, 19, INK, bold=True)
    if subtitle:
        c.text((24, 46), subtitle, 12, MUTED)
        return 74
    return 56


def _legend(c: Canvas, y: float, items):
    """items: (kind, colour, text) with kind dot | line | dash | bar | tag."""
    x = 24
    for kind, colour, label in items:
        if kind == "dot":
            c.dot((x + 6, y), 5, colour)
        elif kind == "line":
            c.line((x, y), (x + 14, y), colour, 2)
        elif kind == "dash":
            c.dashed((x + 7, y - 7), (x + 7, y + 7), colour, 1.5, 3, 2)
        elif kind == "bar":
            c.rect((x, y - 6, x + 14, y + 6), fill=colour, radius=2)
        elif kind == "box":
            c.rect((x, y - 6, x + 14, y + 6), outline=colour, width=2)
        elif kind == "tag":
            c.rect((x - 2, y - 8, x + 16, y + 8), fill=TAG, radius=3)
        c.text((x + 22, y), label, 12, MUTED, anchor="lm")
        x += 22 + c.text_width(label, 12) + 22


def interval_chart(path, title, subtitle, sections, baseline=None, style="dot", axis_label="win rate",
                   domain=None, count_label="n", legend=True) -> str:
    """Horizontal rows of a rate and its 95% interval, grouped in titled sections.

    ``sections``: [(heading or "", rows)].  ``style``: "dot" (a dot on its interval) or
    "bar" (a bar from the axis' start).  Colour says whether the whole interval is above
    or below the baseline.
    """
    rows_all = [r for _, rows in sections for r in rows]
    if domain is None:
        values = [v for r in rows_all for v in (r["low"], r["high"])] + ([baseline] if baseline is not None else [])
        lo, hi, step = _domain(values or [0, 1])
        if style == "bar":
            lo, step = 0.0, nice_step(hi)
            hi = min(1.0, math.ceil(hi / step) * step)
    else:
        lo, hi = domain
        step = nice_step(hi - lo)
    ticks = [lo + i * step for i in range(int(round((hi - lo) / step)) + 1)]
    frame = _RowFrame(title, subtitle, sections, ticks, (lo, hi), count_label, legend)
    c, sx = frame.canvas, frame.sx
    if baseline is not None:
        frame.reference(baseline, dashed=True)

    def mark(r, mid):
        colour = _colour(r, baseline)
        if style == "bar":
            c.rect((sx(lo), mid - 7, sx(r["rate"]), mid + 7), fill=colour if colour != NEUTRAL else BAR, radius=2)
            c.line((sx(r["low"]), mid), (sx(r["high"]), mid), INK, 1.5)
            for v in (r["low"], r["high"]):
                c.line((sx(v), mid - 5), (sx(v), mid + 5), INK, 1.5)
            label = percent(r["rate"])
            x = sx(r["high"]) + 6
            c.rect((x, mid - 8, x + c.text_width(label, 11) + 6, mid + 8), fill=PANEL, radius=3)
            c.text((x + 3, mid), label, 11, INK, anchor="lm")
        else:
            c.line((sx(r["low"]), mid), (sx(r["high"]), mid), colour, 2)
            for v in (r["low"], r["high"]):
                c.line((sx(v), mid - 4), (sx(v), mid + 4), colour, 1.5)
            c.dot((sx(r["rate"]), mid), 5, colour)
        return _count(r.get("n", 0)), MUTED

    frame.rows(mark)
    frame.axis(percent, axis_label)
    if legend:
        items = [("dot" if style == "dot" else "bar", NEUTRAL if style == "dot" else BAR, axis_label),
                 ("line", INK if style == "bar" else NEUTRAL, "95% interval")]
        if baseline is not None:
            items.append(("dash", BASELINE, f"baseline {baseline:.1%}"))
            items += [(("dot" if style == "dot" else "bar"), ABOVE, "above it"),
                      (("dot" if style == "dot" else "bar"), BELOW, "below it")]
        frame.legend(items)
    return c.save(path)


def delta_chart(path, title, subtitle, sections, axis_label="change in win rate") -> str:
    """Rows of a difference (``delta``, ``low``, ``high``) around zero: what a change did.

    A row is coloured up or down only when it carries a corrected ``q`` below 0.05 and its
    interval is off zero; rows without a ``q`` (observed figures) are never called."""
    rows_all = [r for _, rows in sections for r in rows]
    reach = max([abs(v) for r in rows_all for v in (r["low"], r["high"])] + [0.02])
    step = nice_step(2 * reach, 6)
    reach = math.ceil(reach / step) * step
    ticks = [-reach + i * step for i in range(int(round(2 * reach / step)) + 1)]
    frame = _RowFrame(title, subtitle, sections, ticks, (-reach, reach), "change", True, bold_notes=True)
    c, sx = frame.canvas, frame.sx
    frame.reference(0.0, dashed=False)

    def mark(r, mid):
        sure = r.get("q") is not None and r["q"] < 0.05
        colour = NEUTRAL if not sure else ABOVE if r["low"] > 0 else BELOW if r["high"] < 0 else NEUTRAL
        c.rect((sx(0), mid - 6, sx(r["delta"]), mid + 6), fill=colour if colour != NEUTRAL else BAR_LIGHT, radius=2)
        c.line((sx(r["low"]), mid), (sx(r["high"]), mid), INK, 1.2)
        for v in (r["low"], r["high"]):
            c.line((sx(v), mid - 4), (sx(v), mid + 4), INK, 1.2)
        return signed_points(r["delta"]), (colour if colour != NEUTRAL else MUTED)

    frame.rows(mark)
    frame.axis(lambda t: f"{t * 100:+.0f}" if abs(t) > 1e-9 else "0", axis_label + " (percentage points)")
    frame.legend([("bar", BAR_LIGHT, "change"), ("line", INK, "95% interval"), ("bar", ABOVE, "surely up (q < 0.05)"),
                  ("bar", BELOW, "surely down (q < 0.05)"), ("tag", TAG, "card definition changed")])
    return c.save(path)


class _RowFrame:
    """The shared frame of the row charts: header, label column, banded rows, sections, axis, legend."""
    ROW, HEAD = 24, 34

    def __init__(self, title, subtitle, sections, ticks, domain, count_label, legend, bold_notes=False):
        self.sections = sections
        self.ticks = ticks
        self.lo, self.hi = domain
        self.bold_notes = bold_notes
        rows_all = [r for _, rows in sections for r in rows]
        probe = Canvas(10, 10)
        self.label_w = min(300, max([probe.text_width(_label(r), 13, bold_notes and bool(r.get("note")))
                                     + (64 if r.get("note") else 0) for r in rows_all] + [80]) + 8)
        body = sum((self.HEAD if heading else 0) + self.ROW * len(rows) for heading, rows in sections)
        self.top_axis = 30 if len(rows_all) > 18 else 0
        height = int(74 + self.top_axis + body + (86 if legend else 56))
        self.canvas = c = Canvas(WIDTH, height)
        y = _header(c, title, subtitle)
        self.left, self.right = 24 + self.label_w + 12, WIDTH - 24 - 70
        if self.top_axis:
            y += self.top_axis
        self.plot_top = y
        self.plot_bottom = y + body
        c.text((WIDTH - 24, self.plot_top - 6), count_label, 11, MUTED, anchor="rd")
        for _, r, mid, band in self._places():
            if r is not None and band:
                c.rect((self.left, mid - self.ROW / 2, self.right, mid + self.ROW / 2), fill=BAND)
        for t in ticks:
            c.line((self.sx(t), self.plot_top), (self.sx(t), self.plot_bottom), GRID, 1)

    def sx(self, v):
        v = min(max(v, self.lo), self.hi)
        return self.left + (v - self.lo) / (self.hi - self.lo) * (self.right - self.left)

    def _places(self):
        """(heading, row, middle y, banded) for every heading (row None) and row, top to bottom."""
        y = self.plot_top
        for heading, rows in self.sections:
            if heading:
                yield heading, None, y + self.HEAD / 2, False
                y += self.HEAD
            for i, r in enumerate(rows):
                yield heading, r, y + self.ROW / 2, i % 2 == 0
                y += self.ROW

    def reference(self, value, dashed):
        a, b = (self.sx(value), self.plot_top), (self.sx(value), self.plot_bottom + 2)
        if dashed:
            self.canvas.dashed(a, b, BASELINE, 1.5)
        else:
            self.canvas.line(a, b, BASELINE, 1.5)

    def rows(self, mark):
        """Draw every row: its label (and note tag), ``mark(row, mid)`` -> (right column text, colour)."""
        c = self.canvas
        for heading, r, mid, _ in self._places():
            if r is None:
                c.rect((24, mid - self.HEAD / 2, WIDTH - 24, mid + self.HEAD / 2), fill=PAPER)
                c.text((24, mid + self.HEAD / 2 - 9), heading, 13, INK, bold=True, anchor="ld")
                c.line((24, mid + self.HEAD / 2 - 3), (WIDTH - 24, mid + self.HEAD / 2 - 3), GRID, 1)
                continue
            bold = self.bold_notes and bool(r.get("note"))
            label = c.fit(_label(r), self.label_w - (64 if r.get("note") else 0), 13, bold)
            c.text((24, mid), label, 13, INK, anchor="lm", bold=bold)
            if r.get("note"):
                tx = 24 + c.text_width(label, 13, bold) + 8
                c.rect((tx, mid - 8, tx + c.text_width(r["note"], 10) + 10, mid + 8), fill=TAG, radius=3)
                c.text((tx + 5, mid), r["note"], 10, INK, anchor="lm")
            text, colour = mark(r, mid)
            c.text((WIDTH - 24, mid), text, 11, colour, anchor="rm")

    def axis(self, fmt, label):
        c, bottom = self.canvas, self.plot_bottom
        c.line((self.left, bottom), (self.right, bottom), MUTED, 1)
        for t in self.ticks:
            c.line((self.sx(t), bottom), (self.sx(t), bottom + 4), MUTED, 1)
            c.text((self.sx(t), bottom + 16), fmt(t), 11, MUTED, anchor="mm")
            if self.top_axis:
                c.text((self.sx(t), self.plot_top - 14), fmt(t), 11, MUTED, anchor="mm")
        c.text(((self.left + self.right) / 2, bottom + 36), label, 12, MUTED, anchor="mm")

    def legend(self, items):
        _legend(self.canvas, self.plot_bottom + 62, items)


def histogram(path, title, subtitle, values, axis_label="turns", height=380, overlay=None) -> str:
    """A histogram of whole numbers with the mean and median marked.

    ``overlay``: a second list of values drawn as an outline (a comparison run).
    """
    c = Canvas(WIDTH, height)
    y0 = _header(c, title, subtitle)
    if not values:
        c.text((WIDTH / 2, height / 2), "no finished games", 14, MUTED, anchor="mm")
        return c.save(path)
    both = list(values) + list(overlay or [])
    lo, hi = min(both), max(both)
    width = max(1, math.ceil((hi - lo + 1) / 40))
    start = lo - lo % width
    nbins = (hi - start) // width + 1

    def counts(vals):
        out = [0] * nbins
        for v in vals:
            out[(v - start) // width] += 1
        return out

    main = counts(values)
    other = counts(overlay) if overlay else None
    top = max(main + (other or []))
    left, right = 70, WIDTH - 30
    plot_top, plot_bottom = y0 + 20, height - 80
    ystep = nice_step(top, 5)
    ymax = math.ceil(top / ystep) * ystep or 1

    def sy(v):
        return plot_bottom - v / ymax * (plot_bottom - plot_top)

    bw = (right - left) / nbins
    for i in range(int(ymax / ystep) + 1):
        v = i * ystep
        c.line((left, sy(v)), (right, sy(v)), GRID, 1)
        c.text((left - 8, sy(v)), f"{v:g}", 11, MUTED, anchor="rm")
    for i, n in enumerate(main):
        if n:
            c.rect((left + i * bw + 1, sy(n), left + (i + 1) * bw - 1, plot_bottom), fill=BAR, radius=1)
    if other:
        for i, n in enumerate(other):
            if n:
                c.rect((left + i * bw + 2, sy(n), left + (i + 1) * bw - 2, plot_bottom), outline=BELOW, width=2)
    c.line((left, plot_bottom), (right, plot_bottom), MUTED, 1)
    label_every = max(1, math.ceil(nbins / 16))
    for i in range(nbins):
        if i % label_every == 0:
            v = start + i * width
            c.text((left + (i + 0.5) * bw, plot_bottom + 14), str(v) if width == 1 else f"{v}–{v + width - 1}",
                   11, MUTED, anchor="mm")
    c.text(((left + right) / 2, plot_bottom + 36), axis_label, 12, MUTED, anchor="mm")
    c.text((left - 8, plot_top - 16), "games", 11, MUTED, anchor="rm")

    def sx(v):
        return left + ((v - start) / width + 0.5) * bw

    mean = sum(values) / len(values)
    median = sorted(values)[len(values) // 2]
    c.line((sx(mean), plot_top - 4), (sx(mean), plot_bottom), INK, 2)
    c.dashed((sx(median), plot_top - 4), (sx(median), plot_bottom), BELOW, 2)
    items = [("bar", BAR, f"games by {axis_label}"), ("line", INK, f"mean {mean:.1f}"),
             ("dash", BELOW, f"median {median}")]
    if other:
        items.append(("box", BELOW, "outline: the other card file"))
    _legend(c, height - 24, items)
    return c.save(path)


def _label(r) -> str:
    return str(r.get("label", r.get("key", "?")))


def _count(n) -> str:
    return f"{n:,}" if isinstance(n, int) else str(n)


def _colour(r, baseline):
    if baseline is None:
        return NEUTRAL
    if r["low"] > baseline:
        return ABOVE
    if r["high"] < baseline:
        return BELOW
    return NEUTRAL
