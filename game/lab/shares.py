"""Where a game's points come from: every ``NAME_from_SOURCE`` statistic as a share of all NAME.

A game announces its sources by naming its statistics so (Pariahs: ``support_from_placements``,
``support_from_deck`` ...); nothing here names a game.
"""
from __future__ import annotations

from game.lab.stats import mean_interval

SEP = "_from_"


def by_source(results) -> dict[str, dict[str, dict]]:
    """Per NAME, per source: the mean per game, its 95% interval, and its share of NAME's total."""
    totals: dict[str, dict[str, list]] = {}
    for r in results:
        for key, value in (r.get("stats") or {}).items():
            if SEP in key and isinstance(value, (int, float)) and not isinstance(value, bool):
                name, source = key.split(SEP, 1)
                totals.setdefault(name, {}).setdefault(source, []).append(value)
    out = {}
    for name, sources in totals.items():
        whole = sum(sum(v) for v in sources.values())
        out[name] = {}
        for source, values in sorted(sources.items()):
            fig = mean_interval(values)
            out[name][source] = {"per_game": fig["delta"], "low": fig["low"], "high": fig["high"],
                                 "share": sum(values) / whole if whole else 0.0, "n": fig["n"]}
    return out


def text(results) -> str:
    """``support by source: deck 62% (16.8 a game), placements 21% ...``, one line per NAME."""
    lines = []
    for name, sources in by_source(results).items():
        parts = [f"{source.replace('_', ' ')} {row['share']:.0%} ({row['per_game']:.1f} a game)"
                 for source, row in sorted(sources.items(), key=lambda kv: -kv[1]["share"])]
        lines.append(f"  {name.replace('_', ' ')} by source: " + ", ".join(parts))
    return "\n".join(lines)
