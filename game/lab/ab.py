"""An honest A/B report: the same seeds played with two card files, compared game by game.

``compare(new, old)`` takes two ``Summary`` runs of the same seeds (``--cards`` is
the new file, ``--against`` the old one) and pairs their games by seed.  Every
figure is a paired difference (new minus old) with its 95% interval and its n;
each also states the smallest effect the run could have detected (80% power at
the 5% level) and its Benjamini–Hochberg q over every figure tested.

A *changed card* is one whose definition differs between the files (or that
only one file has).  Its effect is measured by the seeded design of
``game/lab/causal.py`` when its two seeded runs are given (``seeded``): the card
put into one seat's starting cards, the same seed played under each file.  Without
them (a card only one file has, a window's quick A/B) the report falls back on the
*held* design: a seat that alone bought, played or kept the card in either run,
paired with the same seat in the same seed; that figure is marked "held", since a
seat that buys a card is a seat that could afford it.  The report also counts what
the card did (``deeds``), per game, in each run.

Names: a run is called by its card file ("new: edited.yaml", "old: cards.yaml"),
a seat by its number, a player by its number and spec; no letters that could be
either.
"""
from __future__ import annotations

import os

from game.lab import card_observed, causal
from game.lab.balance import seat_scores
from game.lab.deeds import deed_key
from game.lab.stats import benjamini_hochberg, detectable, mean_interval
from game.lab.stats import numeric_stats as _numbers



def changed_cards(new_info: dict, old_info: dict) -> list[str]:
    """Card ids whose definitions differ between two runs' ``card_info`` (added and removed ones too)."""
    ids = sorted(set(new_info) | set(old_info))
    return [cid for cid in ids
            if (new_info.get(cid) or {}).get("signature") != (old_info.get(cid) or {}).get("signature")]


def _by_seed(summary) -> dict:
    return {r["seed"]: r for r in summary.results}


def _diverged(a: dict, b: dict) -> bool:
    return (a["winners"] != b["winners"] or a["steps"] != b["steps"] or a.get("turns") != b.get("turns")
            or a.get("stats") != b.get("stats"))


def _holds(result: dict, seat: int, card_id: str) -> bool:
    """Whether ``seat`` alone held the card in this game (when every seat held it, nobody's edge is the card's)."""
    holdings = result.get("holdings")
    if not holdings or card_id not in holdings[seat]:
        return False
    return not any(card_id in h for s, h in enumerate(holdings) if s != seat)


def _figure(values) -> dict:
    fig = mean_interval(values)
    fig["detectable"] = detectable(fig.pop("se"))
    return fig


class Comparison:
    """The paired comparison of two runs; ``to_json()`` and ``text()``."""

    def __init__(self, new, old, seeded=None):
        if new.game != old.game:
            raise ValueError(f"cannot compare a {new.game} run with a {old.game} run")
        self.new, self.old = new, old
        self.seeded = dict(seeded or {})
        self.game = new.game
        a, b = _by_seed(old), _by_seed(new)
        self.seeds = sorted(set(a) & set(b))
        self.pairs = [(b[s], a[s]) for s in self.seeds]
        self.players = new.players
        self.diverged = sum(_diverged(nb, na) for nb, na in self.pairs)
        self.changed = changed_cards(new.cards, old.cards)
        self.seats = [self._seat(s) for s in range(self.players)]
        self.player_rows = [self._player(p) for p in range(self.players)] if new.swap else []
        self.cards = {cid: self._card(cid) for cid in self.changed}
        self.observed = card_observed.figures(new, [c for c in self.changed if c in new.cards])
        self.measures = self._measures()
        self._adjust()

    # -- figures ---------------------------------------------------------------
    def _scores(self, result):
        return seat_scores(result["winners"], self.players)

    def _seat(self, seat: int) -> dict:
        diffs = [self._scores(nb)[seat] - self._scores(na)[seat] for nb, na in self.pairs]
        return dict(_figure(diffs), label=f"seat {seat + 1}", new_rate=self._rate(self.new, seat),
                    old_rate=self._rate(self.old, seat))

    def _player(self, player: int) -> dict:
        diffs = []
        for nb, na in self.pairs:
            sb, sa = self._scores(nb), self._scores(na)
            diffs.append(sb[nb["order"].index(player)] - sa[na["order"].index(player)])
        return dict(_figure(diffs), label=f"player {player + 1} ({self.new.seats[player]})")

    @staticmethod
    def _rate(summary, seat: int) -> dict:
        return summary.seat_rates()[seat]

    def _card(self, card_id: str) -> dict:
        name = (self.new.cards.get(card_id) or self.old.cards.get(card_id) or {}).get("name", card_id)
        if card_id in self.seeded:
            return dict(causal.effect(*self.seeded[card_id], card_id), name=name)
        diffs, held = [], {"new": 0, "old": 0}
        deeds = {"new": {}, "old": {}}
        for nb, na in self.pairs:
            for seat in range(self.players):
                in_new, in_old = _holds(nb, seat, card_id), _holds(na, seat, card_id)
                if not (in_new or in_old):
                    continue
                diffs.append(self._scores(nb)[seat] - self._scores(na)[seat])
                for side, result, holds in (("new", nb, in_new), ("old", na, in_old)):
                    if holds:
                        held[side] += 1
                        seat_deeds = (result.get("deeds") or [{}] * self.players)[seat]
                        for deed, count in (seat_deeds.get(card_id) or {}).items():
                            deeds[side][deed] = deeds[side].get(deed, 0) + count
        fig = _figure(diffs)
        per_game = {side: {d: round(v / held[side], 4) for d, v in sorted(deeds[side].items(), key=deed_key)}
                    for side in deeds if held[side]}
        return dict(fig, name=name, design="held", held_new=held["new"], held_old=held["old"],
                    deeds_per_holder=per_game)

    def _measures(self) -> dict:
        out = {}
        keys = set()
        for nb, _ in self.pairs:
            keys.update(_numbers(nb["stats"]))
        for key in sorted(keys):
            diffs = []
            for nb, na in self.pairs:
                x, y = _numbers(nb["stats"]).get(key), _numbers(na["stats"]).get(key)
                if x is not None and y is not None:
                    diffs.append(x - y)
            if diffs:
                out[key] = _figure(diffs)
        out["actions"] = _figure([nb["steps"] - na["steps"] for nb, na in self.pairs])
        return out

    def _adjust(self) -> None:
        """Benjamini–Hochberg over every figure tested: seats, players, changed cards and measures."""
        figures = {f"seat:{i}": r for i, r in enumerate(self.seats)}
        figures.update({f"player:{i}": r for i, r in enumerate(self.player_rows)})
        figures.update({f"card:{c}": r for c, r in self.cards.items()})
        figures.update({f"measure:{k}": r for k, r in self.measures.items()})
        q = benjamini_hochberg({k: r["p"] for k, r in figures.items()})
        for k, r in figures.items():
            r["q"] = q[k]
        self.tested = len(figures)

    # -- output ----------------------------------------------------------------
    def names(self) -> tuple[str, str]:
        return (f"new: {os.path.basename(self.new.cards_path) or 'cards'}",
                f"old: {os.path.basename(self.old.cards_path) or 'cards'}")

    def changed_cards_json(self) -> dict:
        return {cid: {"delta": r["delta"], "low": r["low"], "high": r["high"], "n": r["n"], "p": r["p"],
                      "q": r["q"], "detectable": r["detectable"], "name": r["name"], "design": r["design"],
                      "copies": r.get("copies"),
                      "held_new": r["held_new"], "held_old": r["held_old"],
                      "deeds_per_holder": r["deeds_per_holder"], "observed": self.observed.get(cid),
                      "observed_note": card_observed.WARNING}
                for cid, r in self.cards.items()}

    def to_json(self) -> dict:
        new_name, old_name = self.names()
        return {"new": {"name": new_name, "cards": self.new.cards_path, "cards_digest": self.new.cards_digest},
                "old": {"name": old_name, "cards": self.old.cards_path, "cards_digest": self.old.cards_digest},
                "paired_games": len(self.pairs), "diverged": self.diverged, "tested": self.tested,
                "design": "paired by seed; a changed card's effect (design 'seeded'): the card put into seat "
                          "(seed mod seats)'s starting cards, that seat's result with the new file minus its "
                          "result in the same seed with the old file",
                "seeded_runs": {cid: {side: causal.compact(run, cid) for side, run in zip(("new", "old"), runs)}
                                for cid, runs in self.seeded.items()},
                "seats": self.seats, "players": self.player_rows, "measures": self.measures,
                "changed_cards": self.changed_cards_json()}

    def json_fields(self) -> dict:
        """What a results file adds for an A/B run: the old run whole (its per-game results too),
        the comparison, and ``changed_cards`` at the top."""
        return {"against": self.old.to_json(), "ab": self.to_json(), "changed_cards": self.changed_cards_json()}

    def text(self) -> str:
        new_name, old_name = self.names()
        n = len(self.pairs)
        lines = [f"A/B, paired by seed: {new_name} against {old_name}; {n} paired games, "
                 f"{self.diverged} diverged ({self.diverged / n:.0%})" if n else
                 f"A/B: {new_name} against {old_name}: no paired games"]
        lines.append("  each figure: new minus old, 95% interval, n, the smallest effect this run could detect, "
                     f"and q (Benjamini–Hochberg over {self.tested} figures)")
        for r in self.seats:
            lines.append(f"  {r['label']:<24} win rate {r['old_rate']['rate']:6.1%} → {r['new_rate']['rate']:6.1%}  "
                         + _change(r, points=True))
        for r in self.player_rows:
            lines.append(f"  {r['label']:<24} " + _change(r, points=True))
        if not self.changed:
            lines.append("  no card's definition changed")
        for cid, r in self.cards.items():
            lines.append(f"  changed card {r['name']} ({cid}): its holder's chance of winning "
                         + _change(r, points=True))
            if r["design"] == "seeded":
                lines.append(f"      {r['copies']} seeded into one seat's starting cards (seats alternate by seed) "
                             f"in {r['n']} paired games, played with each file")
            else:
                lines.append(f"      held by a seat in {r['held_old']} games ({old_name}) and {r['held_new']} "
                             f"({new_name}); a buyer is a seat that could afford it, so read this with care")
            if cid in self.observed:
                lines.append(f"      observed in the ordinary games with {new_name}: "
                             + card_observed.line(self.observed[cid]))
                lines.append(f"      ({card_observed.WARNING})")
            for side, label in (("old", old_name), ("new", new_name)):
                deeds = r["deeds_per_holder"].get(side)
                if deeds:
                    lines.append(f"      per holder, {label}: " + ", ".join(f"{k} {v:.2f}" for k, v in deeds.items()))
        for key, r in self.measures.items():
            if r["q"] < 0.05:
                lines.append(f"  {key.replace('_', ' '):<24} " + _change(r, points=False))
        return "\n".join(lines)


def _change(r: dict, points: bool) -> str:
    scale, unit = (100, " pt") if points else (1, "")
    mark = "" if r["low"] <= 0 <= r["high"] else (" (up)" if r["low"] > 0 else " (down)")
    mde = r["detectable"]
    return (f"{r['delta'] * scale:+.1f}{unit} (95% {r['low'] * scale:+.1f} to {r['high'] * scale:+.1f}, n={r['n']}, "
            f"detectable ±{mde * scale:.1f}{unit}, q={r['q']:.3f}){mark}" if mde is not None else
            f"{r['delta'] * scale:+.1f}{unit} (n={r['n']})")


def compare(new, old, seeded=None) -> Comparison:
    return Comparison(new, old, seeded)


def seeded_of(summaries) -> dict:
    """card id -> (its seeded run with the new file, with the old one), from the runs' labels."""
    runs = {s.label: s for s in summaries if s.label.startswith("seeded:")}
    return {label.split(":")[1]: (run, runs[label[:-3] + "old"]) for label, run in runs.items()
            if label.endswith(":new") and label[:-3] + "old" in runs}
