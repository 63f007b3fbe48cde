"""Observed figures of two runs side by side: each run's own rates, compared; not a card's causal effect.

A card's observed win rate (when bought, played or held) mixes the card with the game
state that brought it: a seat that could buy a costly card was already doing well.
The causal figure of a changed card is ``game/lab/ab.py``'s; these come after it.
"""
from __future__ import annotations

import json
import math
import os
import time

from game.lab import charts
from game.lab.balance import MEASURES, category_title
from game.lab.wording import MEASURE_TEXT, base as _base, card_label as _card_label, letter as _letter
from game.lab.wording import num as _num, pretty, primary_measure, signed as _signed



def changed_cards(a, b) -> dict:
    """Card ids whose definition differs between two runs: changed, added (in a only), removed."""
    ca, cb = a.cards or {}, b.cards or {}
    return {"changed": sorted(k for k in ca.keys() & cb.keys() if ca[k]["signature"] != cb[k]["signature"]),
            "added": sorted(ca.keys() - cb.keys()), "removed": sorted(cb.keys() - ca.keys())}


def difference(ra: dict, rb: dict, na: int, nb: int) -> dict:
    """The change of a rate from run b to run a, with a 95% interval (samples taken as independent)."""
    pa, pb = ra["rate"], rb["rate"]
    se = math.sqrt(pa * (1 - pa) / max(1, na) + pb * (1 - pb) / max(1, nb))
    d = pa - pb
    return {"delta": d, "low": d - 1.96 * se, "high": d + 1.96 * se, "a": pa, "b": pb, "n": na, "n_b": nb}


def comparison(a, b) -> dict:
    """Every number of run a next to run b's: seats, players, length, statistics, cards."""
    seats = [dict(difference(x, y, a.games, b.games), label=f"Seat {x['index'] + 1}")
             for x, y in zip(a.seat_rates(), b.seat_rates())]
    players = [dict(difference(x, y, a.games, b.games), label=f"{_letter(x['index'])} · {x['spec']}")
               for x, y in zip(a.player_rates(), b.player_rates())] if a.swap and b.swap else []
    avg_a, avg_b = a.averages(), b.averages()
    stats = [{"name": k, "a": avg_a.get(k), "b": avg_b.get(k)} for k in sorted(set(avg_a) | set(avg_b))]
    cards = {}
    for m in MEASURES:
        keys = set(a.balance.with_n[m]) | set(b.balance.with_n[m])
        rows = []
        for key in sorted(keys):
            ra, rb = a.balance.row(m, key), b.balance.row(m, key)
            if ra["n"] and rb["n"]:
                rows.append(dict(difference(ra, rb, ra["n"], rb["n"]), key=key))
        if rows:
            cards[m] = rows
    return {"seats": seats, "players": players, "stats": stats, "cards": cards, "definitions": changed_cards(a, b)}


def previous_run(reports: str, summary, exclude: str = ""):
    """The newest earlier report in ``reports`` of the same game, seats, seeds and games, played with
    other cards: its Summary (labelled with its time), or None.  It pairs a run with the one before
    the designer's last edit, game by game on the same seeds."""
    try:
        folders = sorted((f for f in os.listdir(reports) if f.startswith(f"{summary.game}-")), reverse=True)
    except OSError:
        return None
    for name in folders:
        path = os.path.join(reports, name)
        if exclude and os.path.abspath(path) == os.path.abspath(exclude):
            continue
        try:
            with open(os.path.join(path, "results.json"), encoding="utf-8") as fh:
                data = json.load(fh)
            other = type(summary).from_json(data)
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if (other.game, list(other.seats), other.seed, other.games, other.swap) != \
                (summary.game, list(summary.seats), summary.seed, summary.games, summary.swap) or other.cancelled:
            continue
        if other.cards_digest == summary.cards_digest:
            continue
        other.cards_path = f"the cards of {_when(name)}"
        return other
    return None


def _when(folder: str) -> str:
    """'pariahs-20261130-142501' -> '30 Nov 14:25'."""
    stamp = folder.rsplit("-", 2)[-2:]
    try:
        return time.strftime("%d %b %H:%M", time.strptime("-".join(stamp), "%Y%m%d-%H%M%S")).lstrip("0")
    except ValueError:
        return folder


MIN_SAMPLES = 20            # observed rows with fewer seat-games are never called out


def chart_sections(a, b, comp) -> list:
    """The delta chart's observed sections: the other cards that moved most, and groups; no q, so never 'surely'."""
    defs = comp["definitions"]
    measure = primary_measure(a)
    card_rows = {r["key"].partition(":")[2]: r for r in comp["cards"].get(measure, []) if r["key"].startswith("card:")}
    sections = []
    others = sorted((r for c, r in card_rows.items() if c not in defs["changed"] and r["n"] >= MIN_SAMPLES),
                    key=lambda r: -abs(r["delta"]))[:12]
    if others:
        sections.append((f"Observed, not causal: other cards' win rate {MEASURE_TEXT[measure]}",
                         [dict(r, label=_card_label(a, r["key"].partition(":")[2])) for r in others]))
    groups = sorted((r for r in comp["cards"].get(measure, []) if not r["key"].startswith("card:")),
                    key=lambda r: -abs(r["delta"]))[:10]
    if groups:
        sections.append((f"Observed, not causal: groups {MEASURE_TEXT[measure]}",
                         [dict(r, label=f"{category_title(a.game, r['key'].partition(':')[0])}: "
                                        f"{pretty(r['key'].partition(':')[2])}") for r in groups]))
    return sections


def observed_section(doc, a, b, comp) -> None:
    """Each run's own figures side by side (A = --cards, B = --against), labelled as observed."""
    na, nb = _base(a.cards_path), _base(b.cards_path)
    doc.h2(f"Observed figures: {na} against {nb}")
    doc.p(f"Each run's own rates over the same {a.requested} seeds, side by side: A = `{na}`, B = `{nb}`; "
          "changes are A − B. These are *observed*, not causal: a card's observed win rate mixes the card "
          "with the game state that brought it (a seat that could buy a costly card was already ahead). "
          "What an edit did to its card is the causal figure above.")
    rows = [["games", a.games, b.games, a.games - b.games]]
    rows += [[r["label"] + " win rate", f"{r['a']:.1%}", f"{r['b']:.1%}", charts.signed_points(r["delta"])]
             for r in comp["seats"] + comp["players"]]
    rows += [[st["name"].replace("_", " "), _num(st["a"]), _num(st["b"]),
              _signed(st["a"] - st["b"]) if st["a"] is not None and st["b"] is not None else ""]
             for st in comp["stats"]]
    doc.table(["observed", "A", "B", "change"], rows)
    defs = comp["definitions"]
    if any(defs.values()):
        doc.table(["card", "definition", "observed", "A", "B", "change"],
                  [[_card_label(a if c in a.cards else b, c), kind, MEASURE_TEXT[m],
                    f"{r['a']:.1%}", f"{r['b']:.1%}", charts.signed_points(r["delta"])]
                   for kind in ("changed", "added", "removed") for c in defs[kind]
                   for m, rows in comp["cards"].items() for r in rows if r["key"] == f"card:{c}"]
                  or [[c, kind, "", "", "", ""] for kind in ("changed", "added", "removed") for c in defs[kind]])
