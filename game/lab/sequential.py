"""A group-sequential test for paired differences: look after every batch, stop when the answer is clear.

The design is a two-sided group-sequential test with Lan–DeMets alpha spending of
the Pocock type, ``spent(t) = alpha * ln(1 + (e - 1) * t)``, where ``t`` is the
information fraction: the paired games so far over the cap (``--games``).  At
look ``k`` the critical value ``c_k`` is chosen so that, when the true effect is
zero, the chance of first crossing ``|Z| >= c`` at look ``k`` is exactly
``spent(t_k) - spent(t_{k-1})`` (the recursive integration of Armitage, McPherson
and Rowe, on a grid).  The interval ``mean ± c_k * se`` is then a *repeated
confidence interval* (Jennison and Turnbull): it holds the true effect at every
look at once with probability at least 1 − alpha, so any decision read from it,
at whichever look the run stops, keeps its error rate:

- ``up`` / ``down``: the interval excludes zero;
- ``smaller``: the interval lies within ±``smallest``: the effect is shown to be
  smaller than the size the designer cares about;
- otherwise the run goes on, up to the cap.

Pocock-type spending spends alpha evenly over the looks, so a large effect (most
card edits a designer tries) is called at an early look; the price is a final
critical value above 1.96 when a run reaches its cap.  With several changed
cards each gets ``alpha / m`` (Bonferroni), so the chance that any of them is
called wrongly stays at ``alpha``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from statistics import NormalDist

ALPHA = 0.05
GRID = 121              # points across the continuation region at each look
_N = NormalDist()


def pocock_spent(t: float, alpha: float = ALPHA) -> float:
    """Alpha spent by information fraction ``t`` (Lan–DeMets, Pocock type)."""
    t = min(max(t, 0.0), 1.0)
    return alpha * math.log(1.0 + (math.e - 1.0) * t)


def _tail(x: float) -> float:
    """P(N(0,1) >= x)."""
    return 0.5 * math.erfc(x / math.sqrt(2.0))


@lru_cache(maxsize=64)
def boundaries(fractions: tuple, alpha: float = ALPHA) -> tuple:
    """The two-sided critical values (Z scale) at looks with information ``fractions`` (rising, at most 1)."""
    out = []
    density: list | None = None      # (points, weights) of the score S = Z * sqrt(t) still going on
    previous_t, previous_spent = 0.0, 0.0
    for t in fractions:
        if t <= previous_t:
            raise ValueError("information fractions must rise")
        target = pocock_spent(t, alpha) - previous_spent
        step = t - previous_t
        sd = math.sqrt(step)
        if density is None:
            c = _N.inv_cdf(1.0 - target / 2.0)
        else:
            points, weights = density

            def crossing(b: float) -> float:
                return sum(w * (_tail((b - u) / sd) + _tail((b + u) / sd)) for u, w in zip(points, weights))

            lo, hi = 0.0, 40.0
            for _ in range(50):
                mid = (lo + hi) / 2.0
                if crossing(mid * math.sqrt(t)) > target:
                    lo = mid
                else:
                    hi = mid
            c = hi
        out.append(c)
        density = _carry(density, c * math.sqrt(t), sd)
        previous_t, previous_spent = t, pocock_spent(t, alpha)
    return tuple(out)


def _carry(density, bound: float, sd: float):
    """The density of the score at this look within (-bound, bound), as points and trapezoid weights."""
    points = [-bound + 2.0 * bound * i / (GRID - 1) for i in range(GRID)]
    h = 2.0 * bound / (GRID - 1)
    base = [0.0] if density is None else density[0]
    mass = [1.0] if density is None else density[1]
    norm = 1.0 / (sd * math.sqrt(2.0 * math.pi))
    weights = []
    for i, s in enumerate(points):
        f = sum(w * norm * math.exp(-0.5 * ((s - u) / sd) ** 2) for u, w in zip(base, mass))
        weights.append(f * h * (0.5 if i in (0, GRID - 1) else 1.0))
    return points, weights


@dataclass
class Look:
    """One card's figure at one look: the paired mean, its repeated interval, and what it decides."""
    n: int
    delta: float
    low: float
    high: float
    critical: float
    decision: str          # "up", "down", "smaller" or "" (not clear yet)


def look(diffs, fractions: tuple, alpha: float, smallest: float | None) -> Look:
    """The repeated confidence interval after the looks ``fractions`` and the decision it allows."""
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n) if n else float("inf")
    c = boundaries(tuple(round(t, 9) for t in fractions), alpha)[-1]
    low, high = mean - c * se, mean + c * se
    if n < 2 or se == 0.0 and mean == 0.0:
        decision = ""
    elif low > 0:
        decision = "up"
    elif high < 0:
        decision = "down"
    elif smallest is not None and -smallest < low and high < smallest:
        decision = "smaller"
    else:
        decision = ""
    return Look(n, mean, low, high, c, decision)


@dataclass
class SequentialTest:
    """The stopping rule over several changed cards: ``add`` each batch's paired differences, then ``done``.

    ``cap``: paired games at most (t = n / cap); ``smallest``: the size (a fraction, 0.03 for
    3 points) below which an effect counts as shown small; ``None`` never stops for that.
    """
    cards: list
    cap: int
    smallest: float | None = None
    alpha: float = ALPHA
    diffs: dict = field(default_factory=dict)
    fractions: dict = field(default_factory=dict)
    looks: dict = field(default_factory=dict)      # card -> its Look list, one per look it took part in

    def __post_init__(self):
        for card in self.cards:
            self.diffs.setdefault(card, [])
            self.fractions.setdefault(card, ())
            self.looks.setdefault(card, [])

    @property
    def card_alpha(self) -> float:
        return self.alpha / max(1, len(self.cards))

    def open_cards(self) -> list:
        """The cards not yet decided: those the next batch must play."""
        return [c for c in self.cards if not self.decision(c)]

    def add(self, card, diffs) -> Look:
        """One look at ``card`` after its batch's paired differences ``diffs``."""
        self.diffs[card].extend(diffs)
        n = len(self.diffs[card])
        self.fractions[card] = self.fractions[card] + (min(1.0, n / self.cap),)
        result = look(self.diffs[card], self.fractions[card], self.card_alpha, self.smallest)
        self.looks[card].append(result)
        return result

    def decision(self, card) -> str:
        looks = self.looks.get(card)
        return looks[-1].decision if looks else ""

    def done(self) -> bool:
        return not self.open_cards() or all(len(self.diffs[c]) >= self.cap for c in self.open_cards())

    def reason(self) -> str:
        """Why the run stopped (or would stop now), a sentence."""
        undecided = self.open_cards()
        if not self.cards:
            return "no card's definition changed, so there is nothing to measure"
        if not undecided:
            return "every changed card's answer is clear"
        return f"it reached the cap of {self.cap} paired games with {len(undecided)} card(s) not yet clear"
