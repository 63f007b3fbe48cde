"""The statistics an A/B report stands on: paired differences, their intervals, detectable effects, FDR."""
from __future__ import annotations

import math

Z95 = 1.959964


def mean_interval(values, z: float = Z95) -> dict:
    """The mean of ``values`` with its 95% normal interval, n, and the p-value of "the mean is 0"."""
    values = list(values)
    n = len(values)
    if n == 0:
        return {"delta": 0.0, "low": -1.0, "high": 1.0, "n": 0, "p": 1.0, "se": None}
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    if se == 0.0:
        p = 1.0 if mean == 0 else 0.0
        return {"delta": mean, "low": mean, "high": mean, "n": n, "p": p, "se": 0.0}
    return {"delta": mean, "low": mean - z * se, "high": mean + z * se, "n": n,
            "p": two_sided_p(mean / se), "se": se}


def two_sided_p(t: float) -> float:
    """The two-sided normal p-value of a statistic ``t``."""
    return math.erfc(abs(t) / math.sqrt(2.0))


def detectable(se: float | None, z: float = Z95, power_z: float = 0.841621) -> float | None:
    """The smallest true effect a test at 5% finds 80% of the time, given the standard error."""
    if se is None:
        return None
    return (z + power_z) * se


def benjamini_hochberg(p_values: dict) -> dict:
    """Benjamini–Hochberg adjusted p-values (q), key by key: the false discovery rate of calling each one."""
    items = sorted(p_values.items(), key=lambda kv: kv[1])
    m = len(items)
    out, running = {}, 1.0
    for rank in range(m, 0, -1):
        key, p = items[rank - 1]
        running = min(running, p * m / rank)
        out[key] = min(1.0, running)
    return out


def numeric_stats(stats: dict, prefix: str = "") -> dict:
    """The numeric values of a game's stats, lists flattened per seat (``score.seat1``)."""
    out = {}
    for k, v in (stats or {}).items():
        name = f"{prefix}{k}"
        if isinstance(v, bool):
            continue
        if isinstance(v, (int, float)):
            out[name] = v
        elif isinstance(v, (list, tuple)) and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v):
            for i, x in enumerate(v):
                out[f"{name}.seat{i + 1}"] = x
        elif isinstance(v, dict):
            out.update(numeric_stats(v, f"{name}."))
    return out
