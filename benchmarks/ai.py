"""How strong and how fast the computer players are, game by game.

    python benchmarks/ai.py [--games 200] [--budget 0.05] [--game seize] [--workers 2]
                            [--pairings hard-random,hard-greedy,greedy-random] [--json out.json]
                            [--iterations N]

For each game and each pairing A-B, plays ``--games`` games with seeds
``--seed``, ``--seed + 1``, ...; A sits in seat 1 in even games and seat 2 in
odd ones.  Reports A's win rate (a draw counts a half) with its 95% Wilson
interval, the median and 95th-percentile time of each level's decisions (a
decision with one legal action is free and not counted), and the `hard`
level's search iterations per second; ``--json`` also keeps A's score in each
game by seed, so that two runs on the same seeds compare game for game.  ``hard`` runs as ``ai:hard:BUDGET``;
with ``--iterations N`` it runs as ``ai:hard@N``, exactly N iterations a decision, so
that a result does not depend on how busy the machine is (nor on ``--workers``).

Each result also gives the CPU time a game costs (both seats and the rules,
``time.process_time`` in the process that played it: a load-free measure) and,
for searching seats, the iterations per CPU second; ``--pairings greedy-greedy``
is the greedy-per-game cost.  ``greedy0`` and ``hard0`` are the baselines that
price cards by their printed numbers; ``greedy3`` is `greedy` scoring every action on all
three deals (``--pairings greedy-greedy3`` measures the shortcut); ``greedy1``
is `greedy` without its follow-up questions answered (``--pairings greedy-greedy1``).

``peek`` is a measuring stick, not a level: ``hard`` handed its view plus the
cards in the other seats' hands.  ``peek-greedy`` against ``hard-greedy`` says
what reading the opponent's hand perfectly would be worth.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TARGETS = {"hard-random": 0.95, "hard-greedy": 0.70}
LEVELS = ("random", "greedy", "hard", "peek", "greedy0", "hard0", "greedy3", "greedy1", "greedy21")
SEARCHING = ("hard", "peek", "hard0")   # the levels that run the search, and report its iterations
_CARDS = {}


def _spec(level: str, budget: float, iterations: int | None = None) -> str:
    if level not in SEARCHING:
        return f"ai:{level}"
    base = "hard0" if level == "hard0" else "hard"
    return f"ai:{base}@{iterations}" if iterations else f"ai:{base}:{budget:g}"


def hands_shown(state, seat):
    """The seat's view, plus the identity of every card in the other seats' hands (private zones)."""
    from game import engine
    view = engine.view(state, seat)
    pool = [(cid, tuple(props)) for cid, props in view.data["hidden_pool"]]
    for zone in view.zones.values():
        if zone.visibility != engine.PRIVATE or zone.owner == seat:
            continue
        for uid in zone.cards:
            real = state.cards[uid]
            if view.cards[uid].card_id is None:
                card = view.writable(uid)
                card.card_id, card.props = real.card_id, dict(real.props)
                pool.remove((real.card_id, tuple(sorted(real.props.items()))))
    view.data["hidden_pool"] = pool
    return view


def _play(job):
    name, a, b, seed, budget, iterations = job
    from game.ai import arena
    from game import games
    from game.engine.cards import default_cards
    cards = _CARDS.setdefault("default", default_cards())
    a_seat = seed % 2
    specs = [None, None]
    specs[a_seat], specs[1 - a_seat] = _spec(a, budget, iterations), _spec(b, budget, iterations)
    levels = {a_seat: a, 1 - a_seat: b}
    shown = {s: hands_shown for s, level in levels.items() if level == "peek"}
    start, cpu = time.perf_counter(), time.process_time()
    m = arena.play_match(games.find(name).name, specs, seed, cards, shown=shown)
    cpu = time.process_time() - cpu
    score = 1.0 if m.winners == (a_seat,) else 0.5 if len(m.winners) != 1 else 0.0
    b_searches = b in SEARCHING
    return {"seed": seed, "score": score, "steps": m.steps, "seconds": time.perf_counter() - start, "cpu": cpu,
            "times": {a: m.times[a_seat], b if b != a else b + "'": m.times[1 - a_seat]},
            "iterations": m.iterations[a_seat] + (m.iterations[1 - a_seat] if b_searches else 0),
            "search_seconds": m.search_seconds[a_seat] + (m.search_seconds[1 - a_seat] if b_searches else 0)}


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values: list, q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def run_pairing(game, a, b, games, seed, budget, workers, iterations=None) -> dict:
    jobs = [(game, a, b, seed + i, budget, iterations) for i in range(games)]
    results = []
    start = time.perf_counter()
    if workers > 1:
        with mp.get_context("spawn").Pool(workers) as pool:
            for r in pool.imap_unordered(_play, jobs):
                results.append(r)
                _progress(game, a, b, len(results), games, start)
    else:
        for job in jobs:
            results.append(_play(job))
            _progress(game, a, b, len(results), games, start)
    sys.stderr.write("\n")
    score = sum(r["score"] for r in results)
    low, high = wilson(score, games)
    times: dict[str, list] = {}
    for r in results:
        for level, ts in r["times"].items():
            times.setdefault(level.rstrip("'"), []).extend(t for t in ts)
    iterations = sum(r["iterations"] for r in results)
    search = sum(r["search_seconds"] for r in results)
    return {
        "game": game, "pairing": f"{a}-{b}", "games": games, "budget": budget, "iterations": iterations,
        "score": score, "rate": score / games, "interval": [round(low, 3), round(high, 3)],
        "target": TARGETS.get(f"{a}-{b}"),
        "decision_ms": {lvl: {"median": round(1000 * percentile(ts, 0.5), 2),
                              "p95": round(1000 * percentile(ts, 0.95), 2), "decisions": len(ts)}
                        for lvl, ts in times.items()},
        "iterations_per_second": round(iterations / search) if search else None,
        # a game's CPU seconds (both seats, the rules included): per game, and the search's
        # iterations per CPU second (exact when the other seat costs little or searches too)
        "cpu_ms_per_game": round(1000 * sum(r["cpu"] for r in results) / games, 1),
        "iterations_per_cpu_second": round(iterations / cpu) if iterations and (cpu := sum(
            r["cpu"] for r in results)) else None,
        "seconds": round(time.perf_counter() - start, 1),
        "mean_actions": round(sum(r["steps"] for r in results) / games, 1),
        "scores": {r["seed"]: r["score"] for r in sorted(results, key=lambda r: r["seed"])},
    }


def _progress(game, a, b, done, total, start):
    rate = done / max(1e-9, time.perf_counter() - start)
    sys.stderr.write(f"\r{game} {a}-{b}: {done}/{total} games, {rate:.2f}/s, "
                     f"ETA {(total - done) / rate if rate else 0:.0f}s   ")
    sys.stderr.flush()


def line(r: dict) -> str:
    target = r["target"]
    verdict = "" if target is None else ("  ok" if r["rate"] >= target else f"  BELOW {target:.0%}")
    times = "  ".join(f"{lvl} {t['median']:.1f}/{t['p95']:.1f} ms" for lvl, t in sorted(r["decision_ms"].items())
                      if lvl != "random")
    its = f"  {r['iterations_per_second']} it/s" if r["iterations_per_second"] else ""
    its += f"  {r['cpu_ms_per_game']:.0f} CPU-ms/game"
    if r["iterations_per_cpu_second"]:
        its += f"  {r['iterations_per_cpu_second']} it/CPU-s"
    return (f"{r['game']:9} {r['pairing']:14} {r['rate']:6.1%} [{r['interval'][0]:.0%}–{r['interval'][1]:.0%}]"
            f" of {r['games']}{verdict}   median/p95 {times}{its}  ({r['seconds']:.0f}s)")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--budget", type=float, default=0.05, help="seconds per decision of the hard level")
    p.add_argument("--iterations", type=int, help="search iterations per decision of the hard level, "
                                                  "in place of the budget")
    p.add_argument("--game", action="append", help="a game (repeatable); default: all three")
    p.add_argument("--pairings", default="hard-random,hard-greedy,greedy-random")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--json", help="write the results to this file")
    args = p.parse_args(argv)
    games = args.game or ["seize", "pariahs", "banished"]
    pairings = [tuple(x.split("-")) for x in args.pairings.split(",")]
    for a, b in pairings:
        if a not in LEVELS or b not in LEVELS:
            p.error(f"unknown pairing {a}-{b}")
    results = []
    for game in games:
        for a, b in pairings:
            r = run_pairing(game, a, b, args.games, args.seed, args.budget, args.workers, args.iterations)
            results.append(r)
            print(line(r), flush=True)
            if args.json:
                with open(args.json, "w") as fh:
                    json.dump(results, fh, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
