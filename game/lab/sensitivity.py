"""``sensitivity GAME CARD``: what one step of each of a card's numbers is worth to its holder's chance of winning.

For every number of the card (``game/lab/numbers.py``) two edited card sets are built in
memory, the number one step down and one step up, and the same seeds are played with
each, the card's copies seeded into one seat's starting cards (``game/lab/causal.py``,
the holder alternating by seed).  Per seed the holder's result one step up minus one step
down, halved, is the worth of one step; when one side cannot be built (a number at 0, an
edit the file's checks refuse) that side is the shipped file instead, and the step is
whole.  The games are played in batches, each number looked at after every batch with
the group-sequential test of ``game/lab/sequential.py``: a number whose repeated interval
excludes zero, or lies within ±``smallest``, stops being played (``--until-clear``'s rule),
so the run ends when every number is clear or at the cap.
"""
from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass, field

from game.lab import causal
from game.lab.batch import CardRun, run_runs
from game.lab.numbers import EditError, Number, Numbers
from game.lab.sequential import SequentialTest
from game.lab.stats import benjamini_hochberg, mean_interval

STEP = 1
BATCH = 100
SMALLEST = 0.02          # a step worth less than 2 points counts as clear ("smaller")


@dataclass
class Slope:
    """One number's worth: points of its holder's win rate per step, its repeated 95% interval, n, and its decision."""
    number: Number
    name: str
    down: int | None
    up: int | None
    diffs: list = field(default_factory=list)
    low: float = -1.0
    high: float = 1.0
    decision: str = ""
    q: float = 1.0

    @property
    def delta(self) -> float:
        return sum(self.diffs) / len(self.diffs) if self.diffs else 0.0

    @property
    def n(self) -> int:
        return len(self.diffs)

    def to_json(self) -> dict:
        return {"card": self.number.card, "name": self.name, "number": self.number.label,
                "path": list(self.number.path), "value": self.number.value, "down": self.down, "up": self.up,
                "per_step": self.delta, "low": self.low, "high": self.high, "n": self.n, "q": self.q,
                "decision": self.decision}

    def text(self) -> str:
        span = f"{self.down if self.down is not None else self.number.value} ↔ " \
               f"{self.up if self.up is not None else self.number.value}"
        what = {"up": "clear: up", "down": "clear: down", "smaller": "clear: small",
                "same": "clear: no game's result changed", "": "not clear"}[self.decision]
        return (f"{self.number.label} {self.number.value} ({span}): {self.delta * 100:+.1f} pt a step "
                f"(95% {self.low * 100:+.1f} to {self.high * 100:+.1f}, n={self.n}, q={self.q:.3f}): {what}")


@dataclass
class Sensitivity:
    """Every measured number's ``Slope``, what could not be moved, and what the run cost."""
    game: str
    slopes: list
    fixed: list                 # numbers no step could be built for, with the reason
    games: int                  # paired seeds at the end (the cap, or fewer when all were clear)
    played: int                 # games played (every seeded run's games; cached ones not counted)
    seconds: float
    copies: int
    cap: int

    def by_card(self) -> dict:
        out: dict = {}
        for s in self.slopes:
            out.setdefault(s.number.card, []).append(s)
        return out

    def text(self) -> str:
        lines = [f"{self.game}: what one step of each number is worth to its holder ({self.copies} copies seeded "
                 f"into one seat, seats alternating by seed); {self.played} games in {self.seconds:.1f} s, "
                 f"up to {self.cap} seeds a number"]
        for card, slopes in self.by_card().items():
            lines.append(f"  {slopes[0].name} ({card})")
            lines += [f"    {s.text()}" for s in slopes]
        lines += [f"  {n.card}: {n.label} {n.value}: not measured: {why}" for n, why in self.fixed]
        lines.append("  per step: the holder's result one step up minus one step down, halved; the interval is "
                     "the group-sequential repeated 95% interval (alpha split over the numbers); q: "
                     "Benjamini–Hochberg over the numbers")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {"game": self.game, "copies": self.copies, "cap": self.cap, "paired_seeds": self.games,
                "games_played": self.played, "seconds": round(self.seconds, 2),
                "numbers": [s.to_json() for s in self.slopes],
                "not_measured": [{"card": n.card, "number": n.label, "value": n.value, "why": why}
                                 for n, why in self.fixed]}

    def chart(self, path: str, title: str | None = None) -> str:
        """The cards side by side, one section a card, a bar a number: points a step with its interval."""
        from game.lab import charts
        sections = [(f"{slopes[0].name} ({card})",
                     [{"label": f"{s.number.label} {s.number.value}", "delta": s.delta, "low": s.low,
                       "high": s.high, "n": s.n, "q": s.q} for s in slopes])
                    for card, slopes in self.by_card().items()]
        return charts.delta_chart(path, title or f"{self.game}: what one step of each number is worth",
                                  f"its holder's win rate, points per step; repeated 95% intervals; "
                                  f"{self.copies} copies seeded", sections, axis_label="points a step")


def steps(numbers: Numbers, number: Number, step: int = STEP) -> tuple:
    """``(down, up)``: each a ``(value, text, cards)``, or a sentence saying why that side cannot be built."""
    out = []
    for value in (number.value - step, number.value + step):
        if value < 0:
            out.append("it cannot go below 0")
            continue
        try:
            text, cards = numbers.edited({(number.card, number.path): value})
        except EditError as err:
            out.append(str(err))
            continue
        out.append((value, text, cards))
    return tuple(out)


def measure(game, seats, seed, numbers: Numbers, base_cards, wanted: list, cap: int, *, batch: int = BATCH,
            smallest: float | None = SMALLEST, copies: int = causal.COPIES, progress=True, log=None,
            **kw) -> Sensitivity:
    """Measure the numbers ``wanted`` (``Number`` list) of ``numbers``' file; ``kw`` goes to ``run_runs``."""
    log = log or (lambda line: print(line, file=sys.stderr, flush=True))
    base = CardRun(base_cards, numbers.path, numbers.text)
    names = {cid: d.name for cid, d in base_cards.game(game).cards.items()}
    slopes, fixed, sides = [], [], {}
    for number in wanted:
        down, up = steps(numbers, number)
        if isinstance(down, str) and isinstance(up, str):
            fixed.append((number, f"neither step could be built ({down}; {up})"))
            continue
        seeding = causal.CardSeeding(number.card, copies)
        sides[number.key] = [None if isinstance(side, str) else
                             CardRun(side[2], numbers.path, side[1], f"sens:{number.key}:{label}", seeding)
                             for side, label in ((down, "down"), (up, "up"))]
        slopes.append(Slope(number, names.get(number.card, number.card),
                            None if isinstance(down, str) else down[0], None if isinstance(up, str) else up[0]))
    test = SequentialTest([s.number.key for s in slopes], cap, smallest)
    n, played, start = 0, 0, time.perf_counter()
    while n < cap and slopes:
        end = min(cap, n + batch)
        runs, open_keys = [], set(test.open_cards())
        for s in slopes:
            if s.number.key in open_keys:
                down_run, up_run = sides[s.number.key]
                runs += [down_run or _base_run(base, s.number.card, copies),
                         up_run or _base_run(base, s.number.card, copies)]
        runs = list({run.label: run for run in runs}.values())
        done = run_runs(game, seats, end, seed, runs, progress=False, first=n, **kw)
        played += sum(x.games + len(x.errors) - x.cached for x in done.summaries)
        by_label = {x.label: x for x in done.summaries}
        for s in slopes:
            if s.number.key not in open_keys:
                continue
            down_run, up_run = sides[s.number.key]
            lower = by_label[(down_run or _base_run(base, s.number.card, copies)).label]
            upper = by_label[(up_run or _base_run(base, s.number.card, copies)).label]
            half = 0.5 if (down_run and up_run) else 1.0
            diffs = [d * half for d in causal.paired_diffs(upper, lower)]
            s.diffs.extend(diffs)
            look = test.add(s.number.key, diffs)
            s.low, s.high, s.decision = look.low, look.high, look.decision
            if not s.decision and s.n >= batch and not any(s.diffs):
                s.decision = "same"             # no seed's result moved: the number does nothing in these games
                test.looks[s.number.key][-1].decision = "smaller"
        n = end
        if progress:
            log(f"{game}: {n} seeds, {played} games, {len(test.open_cards())} of {len(slopes)} numbers not clear")
        if done.cancelled or test.done():
            break
    q = benjamini_hochberg({s.number.key: mean_interval(s.diffs)["p"] for s in slopes})
    for s in slopes:
        s.q = q[s.number.key]
    return Sensitivity(game, slopes, fixed, n, played, time.perf_counter() - start, copies, cap)


def _base_run(base: CardRun, card: str, copies: int) -> CardRun:
    return CardRun(base.cards, base.cards_path, base.cards_text, f"sens:{card}:base", causal.CardSeeding(card, copies))


def numbers_of(numbers: Numbers, cards: list) -> list[Number]:
    out = []
    for card in cards:
        out += numbers.of(card)
    return out


def write_outputs(result: Sensitivity, out: str | None, json_path: str | None) -> list[str]:
    """The chart (``OUT/sensitivity.png``) and the JSON, where asked; the paths written."""
    from game.engine.storage import write_json
    written = []
    if out:
        os.makedirs(out, exist_ok=True)
        written.append(result.chart(os.path.join(out, "sensitivity.png")))
        write_json(os.path.join(out, "sensitivity.json"), result.to_json(), keep_previous=False)
        written.append(os.path.join(out, "sensitivity.json"))
    if json_path:
        write_json(json_path, result.to_json(), keep_previous=False)
        written.append(json_path)
    return written
