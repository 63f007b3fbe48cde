"""Balance targets (docs/BALANCE.md) as checks on a run: each figure, its bounds, and how far outside it lies.

A target is written ``KIND:ARGS``:

- ``seats:45-55``: every seat's win rate within 45–55%;
- ``stat:NAME:45-55``: for every value of the per-seat text statistic NAME, the win rate of the
  seats that had it; values seen fewer than ``MIN_SEEN`` times are left out;
- ``share:NAME:10-40``: every source's share of NAME (``NAME_from_SOURCE`` statistics);
- ``card:8``: no card's effect on its holder above +8 points: the card (one copy) seeded into a seat
  against a blank copy of it (its abilities removed), for the cards ``tune`` may edit.

``--target balance`` is docs/BALANCE.md's set for the game, and a target may need game options to read
well (a statistic dealt by the seed): both are the game's lab facts (``BalanceFacts.targets`` and
``target_options``, game/lab/<game>_facts.py).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.lab.balance import facts as balance_facts
from game.lab.shares import by_source
from game.lab.stats import mean_interval

MIN_SEEN = 20


class TargetError(ValueError):
    pass


@dataclass(frozen=True)
class Target:
    kind: str
    name: str
    low: float
    high: float

    @property
    def spec(self) -> str:
        bounds = f"{self.high * 100:g}" if self.kind == "card" else f"{self.low * 100:g}-{self.high * 100:g}"
        return ":".join(p for p in (self.kind, self.name, bounds) if p)


@dataclass
class Figure:
    """One checked figure: what it is, its value, its bounds, and the card it is about (if any)."""
    target: str
    label: str
    value: float
    low: float
    high: float
    n: int
    card: str | None = None

    @property
    def excess(self) -> float:
        """How far outside its bounds the figure lies (0 within)."""
        return max(0.0, self.low - self.value, self.value - self.high)

    def text(self) -> str:
        mark = "within" if not self.excess else f"OUT by {self.excess * 100:.1f} pt"
        return (f"{self.label}: {self.value * 100:.1f}% (target {self.low * 100:g}–{self.high * 100:g}%, n={self.n}): "
                f"{mark}" if self.target != "card" else
                f"{self.label}: {self.value * 100:+.1f} pt (target at most +{self.high * 100:g}, n={self.n}): {mark}")


def parse(specs: list, game: str) -> tuple[list, dict]:
    """The targets written on the command line, and the game options they need (the game's ``target_options``)."""
    targets, options = [], {}
    facts = balance_facts(game)
    for spec in specs:
        if spec == "balance":
            if not facts.targets:
                raise TargetError(f"docs/BALANCE.md has no targets for {game}")
            got, needed = parse(list(facts.targets), game)
            targets += got
            options.update(needed)
            continue
        parts = spec.split(":")
        try:
            if parts[0] == "card" and len(parts) == 2:
                targets.append(Target("card", "", -1.0, float(parts[1]) / 100))
            elif parts[0] == "seats" and len(parts) == 2:
                targets.append(Target("seats", "", *_bounds(parts[1])))
            elif parts[0] in ("stat", "share") and len(parts) == 3:
                targets.append(Target(parts[0], parts[1], *_bounds(parts[2])))
                options.update(facts.target_options.get(f"{parts[0]}:{parts[1]}", {}))
            else:
                raise ValueError
        except ValueError:
            raise TargetError(f"{spec!r}: a target is seats:LOW-HIGH, stat:NAME:LOW-HIGH, share:NAME:LOW-HIGH, "
                              "card:MAX or balance") from None
    return targets, options


def narrowed(target: Target, margin: float) -> Target:
    """``target`` with each bound ``margin`` further in (a card's lower bound is no bound and stays)."""
    if not margin:
        return target
    low = target.low if target.kind == "card" else min(target.low + margin, (target.low + target.high) / 2)
    high = max(target.high - margin, (target.low + target.high) / 2 if target.kind != "card" else -1.0)
    return Target(target.kind, target.name, low, high)


def _bounds(text: str) -> tuple[float, float]:
    low, _, high = text.partition("-")
    low, high = float(low) / 100, float(high) / 100
    if not 0 <= low <= high <= 1:
        raise ValueError
    return low, high


def figures(target: Target, summary, card_effects: dict | None = None, names: dict | None = None) -> list[Figure]:
    """The figures a run gives for one target (``card_effects``: card id -> its seeded effect's diffs)."""
    names = names or {}
    if target.kind == "seats":
        return [Figure(target.kind, f"seat {r['index'] + 1}", r["rate"], target.low, target.high, summary.games)
                for r in summary.seat_rates()]
    if target.kind == "stat":
        rows = summary.choices().get(target.name, [])
        return [Figure(target.kind, f"{target.name} {names.get(r['key'], r['key'])}", r["rate"], target.low,
                       target.high, r["n"], card=r["key"] if r["key"] in names else None)
                for r in rows if r["n"] >= MIN_SEEN]
    if target.kind == "share":
        sources = by_source(summary.results).get(target.name, {})
        return [Figure(target.kind, f"{target.name} from {source}", row["share"], target.low, target.high, row["n"])
                for source, row in sources.items()]
    out = []
    for card, diffs in (card_effects or {}).items():
        fig = mean_interval(diffs)
        out.append(Figure("card", f"card {names.get(card, card)}", fig["delta"], target.low, target.high,
                          fig["n"], card=card))
    return out
