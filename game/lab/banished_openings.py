"""Banished's win rates by starting Element and by Favor in Round 1, from a run's games
(``python -m game.lab.banished_openings RUN.json``)."""
from __future__ import annotations

import json
import sys

from game.banished.core import ELEMENTS
from game.lab.balance import seat_scores, wilson


def _rate(key: str, scores: list) -> dict:
    n, score = len(scores), sum(scores)
    low, high = wilson(score, n)
    return {"key": key, "n": n, "rate": score / n if n else 0.0, "low": low, "high": high}


def opening_rates(results, players: int = 2) -> dict:
    """Win rates of a run's games (``simulate --json``'s ``results``): by starting Element, and for
    the seat that had Favor in Round 1; fair is 1/players.  A shared win counts 1/k to each winner."""
    by_element: dict = {}
    favor = []
    for r in results:
        scores = seat_scores(r["winners"], players)
        stats = r.get("stats") or {}
        for seat, card_id in enumerate(stats.get("chosen") or []):
            if card_id:
                by_element.setdefault(card_id.rsplit("_", 1)[0], []).append(scores[seat])
        if stats.get("first_favor"):
            favor.append(scores[int(stats["first_favor"][len("seat"):]) - 1])
    order = sorted(by_element, key=lambda e: ELEMENTS.index(e) if e in ELEMENTS else len(ELEMENTS))
    return {"fair": 1.0 / players, "elements": [_rate(e, by_element[e]) for e in order],
            "favor": _rate("Favor in Round 1", favor)}


def rates_text(rates: dict) -> str:
    lines = [f"{'':18} {'n':>5} {'win':>7}  95% interval   vs fair"]
    for row in [rates["favor"], *rates["elements"]]:
        lines.append(f"{row['key']:18} {row['n']:5d} {row['rate']:7.1%}  {row['low']:5.1%}-{row['high']:5.1%}"
                     f"  {100 * (row['rate'] - rates['fair']):+6.1f} pt")
    return "\n".join(lines)


def read_results(path: str) -> tuple[list, int]:
    """A run's games and seat count: ``simulate --json``'s file, or a lab-cache ``.jsonl`` (a game a
    line, readable while its run is still playing; a torn last line is skipped)."""
    with open(path, encoding="utf-8") as f:
        if not path.endswith(".jsonl"):
            data = json.load(f)
            return data["results"], len(data["seats"])
        results = []
        for line in f:
            try:
                results.append(json.loads(line))
            except ValueError:
                continue
    return results, len(results[0]["order"]) if results else 2


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        print("usage: python -m game.lab.banished_openings RUN.json|CACHE.jsonl [...]  (simulate banished --json, "
              "or the run's file in the lab cache)", file=sys.stderr)
        return 2
    results, players = [], 2
    for path in argv:
        games, players = read_results(path)
        results += games
    print(rates_text(opening_rates(results, players)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
