"""The same balance or A/B run at several skill levels, side by side (``simulate GAME --levels random,greedy``).

Each level plays the run with every seat at that level (``--seats`` gives only the number of seats), on
the same seeds.  Per level: the seats' win rates; with ``--against``, each changed card's causal effect
(``game/lab/ab.py``); and the observed effect of each card and group (Element, family...) in the
game's leading measure: its win rate minus the baseline of every seat.

The *skill gap* is how often the stronger of two neighbouring levels (in the order given) beats the weaker,
from a few head-to-head games (``game/lab/rank.py``).

A figure is *flagged* when two levels' 95% intervals do not overlap: "sign" when one level's interval is
wholly above zero and another's wholly below, else "size".  Intervals that miss each other differ at
well under the 5% level, so a flag is no artefact of looking at many levels.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.lab.balance import category_title
from game.lab.rank import Pairing, short
from game.lab.wording import primary_measure

MIN_SAMPLES = 20            # observed rows with fewer seat-games at some level are not compared


@dataclass
class LevelRun:
    """One level's run: its summary, and with ``--against`` the old file's run, the seeded runs, the comparison."""
    spec: str
    summary: object
    against: object = None
    seeded: dict = field(default_factory=dict)
    ab: object = None

    @property
    def level(self) -> str:
        return short(self.spec)


def shift(effects: dict) -> str | None:
    """'sign', 'size' or None for one figure's {level: {delta, low, high}} (see the module's docstring)."""
    rows = [r for r in effects.values() if r is not None]
    apart = [(a, b) for i, a in enumerate(rows) for b in rows[i + 1:] if a["high"] < b["low"] or b["high"] < a["low"]]
    if not apart:
        return None
    if any((a["low"] > 0 and b["high"] < 0) or (a["high"] < 0 and b["low"] > 0) for a, b in apart):
        return "sign"
    return "size"


def observed_effects(summary) -> dict:
    """key (``card:ID``, ``element:Fire``...) -> {delta, low, high, n}: the win rate in the leading measure
    minus every seat's baseline, for rows with at least ``MIN_SAMPLES`` seat-games."""
    measure = primary_measure(summary)
    base = summary.balance.baseline
    return {r["key"]: {"delta": r["rate"] - base, "low": r["low"] - base, "high": r["high"] - base, "n": r["n"]}
            for r in summary.balance.rows(measure) if r["n"] >= MIN_SAMPLES}


@dataclass
class Levels:
    """Every level's run, the skill gaps between neighbours, and the flagged figures."""
    game: str
    runs: list
    gaps: list = field(default_factory=list)          # Pairing per neighbouring pair, in the order given

    def seat_rows(self) -> list[dict]:
        return [{"level": run.level, "games": run.summary.games,
                 "seats": [{"rate": r["rate"], "low": r["low"], "high": r["high"]} for r in run.summary.seat_rates()]}
                for run in self.runs]

    def card_effects(self) -> dict:
        """Changed card id -> {level: its causal effect row}, with ``--against``."""
        out: dict = {}
        for run in self.runs:
            for cid, r in (run.ab.cards.items() if run.ab is not None else ()):
                out.setdefault(cid, {})[run.level] = r
        return out

    def observed(self) -> dict:
        """key -> {level: observed effect}, for keys measured at every level."""
        per = [observed_effects(run.summary) for run in self.runs]
        keys = set.intersection(*(set(p) for p in per)) if per else set()
        return {k: {run.level: p[k] for run, p in zip(self.runs, per)} for k in sorted(keys)}

    def flags(self) -> list[dict]:
        """The figures whose effect changes sign or size across levels: causal ones first."""
        out = []
        for cid, effects in self.card_effects().items():
            if (kind := shift(effects)):
                name = next(iter(effects.values())).get("name", cid)
                out.append({"key": f"card:{cid}", "label": name, "design": "causal", "shift": kind,
                            "effects": _plain(effects)})
        for key, effects in self.observed().items():
            if (kind := shift(effects)):
                out.append({"key": key, "label": self.label(key), "design": "observed", "shift": kind,
                            "effects": _plain(effects)})
        return out

    def label(self, key: str) -> str:
        category, _, value = key.partition(":")
        if category == "card":
            cards = self.runs[0].summary.cards
            return (cards.get(value) or {}).get("name", value)
        return f"{category_title(self.game, category)} {value}"

    def gap_rows(self) -> list[dict]:
        out = []
        for p in self.gaps:
            stronger = p.a if p.score_a >= p.score_b else p.b
            weaker = p.b if stronger == p.a else p.a
            out.append(dict(p.rate(stronger), stronger=short(stronger), weaker=short(weaker), draws=p.draws))
        return out

    def to_json(self) -> dict:
        return {"game": self.game, "levels": [run.level for run in self.runs], "seats": self.seat_rows(),
                "changed_cards": {cid: {lvl: {k: r.get(k) for k in ("delta", "low", "high", "n", "q")}
                                        for lvl, r in eff.items()} for cid, eff in self.card_effects().items()},
                "skill_gap": self.gap_rows(), "flags": self.flags(),
                "flag_rule": "two levels' 95% intervals do not overlap; sign: one wholly above zero, another "
                             "wholly below",
                "per_level": {run.level: _level_json(run) for run in self.runs}}

    def text(self) -> str:
        levels = [run.level for run in self.runs]
        width = max(10, *(len(lv) for lv in levels))
        lines = [f"{self.game} at {len(levels)} levels, side by side (every seat at the level; the same seeds)"]
        players = self.runs[0].summary.players if self.runs else 0
        lines.append("  " + f"{'level':<{width}}" + "".join(f"{'seat ' + str(s + 1):>22}" for s in range(players))
                     + "   games")
        for row in self.seat_rows():
            lines.append("  " + f"{row['level']:<{width}}"
                         + "".join(f"{_rate(r):>22}" for r in row["seats"]) + f"   {row['games']:>5}")
        for cid, effects in self.card_effects().items():
            name = next(iter(effects.values())).get("name", cid)
            lines.append(f"  changed card {name} ({cid}), its holder's chance of winning (causal):")
            for lvl in levels:
                if lvl in effects:
                    lines.append(f"    {lvl:<{width}} {_effect(effects[lvl])}  q={effects[lvl].get('q', 1):.3f}")
        for g in self.gap_rows():
            lines.append(f"  skill gap: {g['stronger']} beats {g['weaker']} in {g['rate']:.0%} of {g['n']} games "
                         f"(95% {g['low']:.0%}–{g['high']:.0%}; draws count half)")
        flags = self.flags()
        if flags:
            lines.append("  flagged: the effect changes across levels (95% intervals do not overlap):")
            for f in flags:
                lines.append(f"    {f['label']} ({f['design']}): changes {f['shift']}: "
                             + "; ".join(f"{lvl} {_effect(r)}" for lvl, r in f["effects"].items()))
        else:
            lines.append("  no card or group's effect changes sign or size across the levels "
                         "(every pair of 95% intervals overlaps)")
        return "\n".join(lines)


def _plain(effects: dict) -> dict:
    return {lvl: {k: r[k] for k in ("delta", "low", "high", "n")} for lvl, r in effects.items()}


def _level_json(run: LevelRun) -> dict:
    data = {"spec": run.spec, "games": run.summary.games, "seat_rates": run.summary.seat_rates()}
    if run.ab is not None:
        data["ab"] = run.ab.to_json()
    return data


def _rate(r: dict) -> str:
    return f"{r['rate']:.1%} [{r['low']:.0%}–{r['high']:.0%}]"


def _effect(r: dict) -> str:
    return f"{r['delta'] * 100:+.1f} pt (95% {r['low'] * 100:+.1f} to {r['high'] * 100:+.1f}, n={r['n']})"


def play(game, specs, players, games, seed, new, old=None, *, seeded_games=None, copies=3, options=None,
         workers=1, progress=False, swap=None, cache=None, gap_games=20) -> Levels:
    """Every level of ``specs`` played as one run (``old``: the --against CardRun), then its skill gaps."""
    from game.lab.ab import compare, seeded_of
    from game.lab.batch import run_runs, seeded_runs
    from game.lab.rank import head_to_head
    runs = []
    for spec in specs:
        cards_runs = [new] + ([old] + seeded_runs(game, new, old, games if seeded_games is None else seeded_games,
                                                  copies) if old is not None else [])
        played = run_runs(game, [spec] * players, games, seed, cards_runs, options, workers=workers,
                          progress=progress, swap=swap, cache=cache)
        summary = played.summaries[0]
        run = LevelRun(spec, summary)
        if old is not None and not played.cancelled:
            run.against, run.seeded = played.summaries[1], seeded_of(played.summaries)
            run.ab = compare(summary, run.against, run.seeded)
        runs.append(run)
    gaps = [head_to_head(game, a, b, gap_games, seed, new.cards, cards_path=new.cards_path, options=options,
                         workers=workers, progress=progress, cache=cache)
            for a, b in zip(specs, specs[1:])] if gap_games else []
    return Levels(game, runs, gaps)


__all__ = ["Levels", "LevelRun", "Pairing", "play", "shift", "observed_effects"]
