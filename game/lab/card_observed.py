"""Per card, from ordinary games: its holder's win rate when it was played, kept at the end, and never seen.

Each seat of each game is one sample (``balance``'s scoring: 1 a sole win, 1/k a shared one).
*Played*: the seat moved the card into play at least once.  *Kept at the end*: the card was in
one of the seat's own zones when the game ended (deck, hand, discard...).  *Never seen*: the seat
never bought, played or kept it.  The *difference* is played minus never seen, with a 95% interval
that treats the two groups as independent samples; it is left out (—) when either group has fewer
than ``MIN_SAMPLES`` seat-games.

These figures are observed, not causal: a seat that played a card was often already ahead (it could
afford it, or drew well), so the card is mixed with the game state that brought it.  The seeded
estimate (``game/lab/causal.py``) is the card's effect; these stand beside it.
"""
from __future__ import annotations

import math

from game.lab.balance import seat_scores, wilson

MIN_SAMPLES = 20
WARNING = ("observed, not causal: a seat that played the card was often already ahead, so this figure "
           "mixes the card with the game state that brought it")


def _rate(score: float, n: int) -> dict:
    low, high = wilson(score, n)
    return {"rate": score / n if n else None, "low": low, "high": high, "n": n}


def figures(summary, card_ids=None) -> dict:
    """card id -> {"played", "kept", "never_seen": {rate, low, high, n}, "difference": {delta, low, high}}."""
    ids = list(card_ids) if card_ids is not None else sorted(summary.cards)
    seen_n = dict.fromkeys(ids, 0)
    seen_score = dict.fromkeys(ids, 0.0)
    samples, total = 0, 0.0
    for result in summary.results:
        scores = seat_scores(result["winners"], summary.players)
        holdings = result.get("holdings") or [[] for _ in scores]
        for seat, score in enumerate(scores):
            samples += 1
            total += score
            held = set(holdings[seat])
            for cid in ids:
                if cid in held:
                    seen_n[cid] += 1
                    seen_score[cid] += score
    out = {}
    for cid in ids:
        played, kept = (summary.balance.row(m, f"card:{cid}") for m in ("played", "held"))
        row = {"played": _rate(played["score"], played["n"]), "kept": _rate(kept["score"], kept["n"]),
               "never_seen": _rate(total - seen_score[cid], samples - seen_n[cid])}
        row["difference"] = _difference(row["played"], row["never_seen"])
        out[cid] = row
    return out


def _difference(a: dict, b: dict) -> dict | None:
    if a["n"] < MIN_SAMPLES or b["n"] < MIN_SAMPLES:
        return None
    pa, pb = a["rate"], b["rate"]
    se = math.sqrt(pa * (1 - pa) / a["n"] + pb * (1 - pb) / b["n"])
    d = pa - pb
    return {"delta": d, "low": d - 1.96 * se, "high": d + 1.96 * se}


def _pct(r: dict) -> str:
    return "—" if r["rate"] is None else f"{r['rate']:.1%} (n={r['n']})"


def _pt(d: dict | None) -> str:
    if d is None:
        return "—"
    return f"{d['delta'] * 100:+.1f} pt (95% {d['low'] * 100:+.1f} to {d['high'] * 100:+.1f})"


def line(row: dict) -> str:
    """One card's observed figures in a sentence."""
    return (f"played {_pct(row['played'])}, kept at the end {_pct(row['kept'])}, never seen "
            f"{_pct(row['never_seen'])}; played − never seen {_pt(row['difference'])}")


HEADER = ["card", "played", "kept at the end", "never seen", "played − never seen"]


def table_row(label: str, row: dict) -> list:
    return [label, _pct(row["played"]), _pct(row["kept"]), _pct(row["never_seen"]), _pt(row["difference"])]


def ranked(rows: dict) -> list[str]:
    """Card ids some seat played or kept: the largest difference (either way) first, those without one last."""
    return sorted((c for c, r in rows.items() if r["played"]["n"] or r["kept"]["n"]),
                  key=lambda c: (rows[c]["difference"] is None,
                                 -abs((rows[c]["difference"] or {"delta": 0})["delta"]), c))
