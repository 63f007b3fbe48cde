"""`greedy` with a keep rule for its deals against `greedy` scoring every action on every deal, side by side.

    python benchmarks/greedy_deals.py banished --keep half [--games 300] [--seed 5000] [--workers 1]
                                      [--against greedy21] [--quiet-once / --no-quiet-once]
    python benchmarks/greedy_deals.py banished --carry answers,deals --against greedy22

Seats alternate by seed (the new player sits first in even seeds); players are seeded as
``arena.play_match`` seeds them.  Reports the new player's score (a draw counts a half) with its
95% Wilson interval, and for each side the CPU seconds it spent choosing a game
(``time.process_time`` around ``choose``: both sides measured in the same games, so the same load)
and the candidate positions it evaluated a game.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.ai import wilson

_CARDS = {}


def _play(job):
    game, seed, keep, against, quiet_once, carry = job
    from game import engine, games
    import game.ai.greedy as greedy
    from game.ai import LEVELS
    from game.engine.cards import default_cards
    cards = _CARDS.setdefault("default", default_cards())
    new_seat = seed % 2
    players = [None, None]
    players[new_seat] = greedy.GreedyPlayer(seed * 31 + new_seat, keep=keep, quiet_once=quiet_once,
                                                 carry=carry)
    players[1 - new_seat] = LEVELS[against](seed * 31 + 1 - new_seat)
    cpu, candidates = [0.0, 0.0], [0, 0]
    evaluate, mover = greedy.evaluate, [0]

    def counted(state, seat):
        candidates[mover[0]] += 1
        return evaluate(state, seat)
    greedy.evaluate = counted
    try:
        state = engine.new_game(games.find(game).name, ["new", "old"] if new_seat == 0 else ["old", "new"], seed, cards)
        while not state.over:
            seat = mover[0] = state.rules.to_move(state)
            view = engine.view(state, seat)
            start = time.process_time()
            action = players[seat].choose(view)
            cpu[seat] += time.process_time() - start
            engine.apply(state, action)
    finally:
        greedy.evaluate = evaluate
    winners = tuple(state.winners)
    score = 1.0 if winners == (new_seat,) else 0.5 if len(winners) != 1 else 0.0
    return {"seed": seed, "score": score, "cpu": (cpu[new_seat], cpu[1 - new_seat]),
            "candidates": (candidates[new_seat], candidates[1 - new_seat])}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--keep", help="the new player's keep rule: half, topN, withinX (default: the game's AI settings)")
    p.add_argument("--carry", help="what the new player carries to its next decision: answers, deals, both "
                                   "joined by a comma, or '' (default: the game's AI settings)")
    p.add_argument("--against", default="greedy21", help="the level it plays (default greedy21: every deal)")
    p.add_argument("--quiet-once", action=argparse.BooleanOptionalAction, default=None,
                   help="the new player scores quiet actions once (default: as the game's AI settings say)")
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=5000)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--json", help="append the result, with each seed's score, to this file (one JSON a line)")
    args = p.parse_args(argv)
    jobs = [(args.game, args.seed + i, args.keep, args.against, args.quiet_once, args.carry) for i in range(args.games)]
    if args.workers > 1:
        with mp.get_context("spawn").Pool(args.workers) as pool:
            results = list(pool.imap_unordered(_play, jobs))
    else:
        results = [_play(job) for job in jobs]
    n = len(results)
    score = sum(r["score"] for r in results)
    low, high = wilson(score, n)
    cpu = [sum(r["cpu"][i] for r in results) / n for i in (0, 1)]
    cands = [sum(r["candidates"][i] for r in results) / n for i in (0, 1)]
    print(f"{args.game} keep={args.keep} carry={args.carry} vs {args.against}: "
          f"{score / n:.1%} [{low:.1%}, {high:.1%}] of {n} "
          f"(seeds {args.seed}-{args.seed + n - 1}); CPU-s a seat a game new {cpu[0]:.3f} / old {cpu[1]:.3f} "
          f"({cpu[0] / cpu[1]:.2f}x); candidates a seat a game new {cands[0]:.0f} / old {cands[1]:.0f}", flush=True)
    if args.json:
        with open(args.json, "a") as fh:
            fh.write(json.dumps({"game": args.game, "keep": args.keep, "carry": args.carry, "against": args.against,
                                 "rate": score / n, "interval": [low, high], "cpu": cpu, "candidates": cands,
                                 "scores": {r["seed"]: r["score"] for r in results}}) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
