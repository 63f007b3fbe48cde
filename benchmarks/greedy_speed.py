"""What a `greedy` game costs, two trees side by side: CPU seconds a game of greedy against greedy.

    git worktree add /tmp/before main
    python benchmarks/greedy_speed.py /tmp/before [--rounds 3] [--games banished:6,pariahs:6,seize:40]

Each round plays the same seeds in each tree, each in a fresh interpreter whose ``game`` package is
that tree's, the two trees taking turns (the first to go alternates by round), so both see the same
load.  A game's cost is ``time.process_time`` over the whole game (both seats' decisions, views and
the rules).  Reported: each tree's median CPU-s a game over the rounds, and the median of the
rounds' own after/before ratios with their range.  The decisions must be the same in both trees:
the moves of every game are hashed and compared.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MEASURE = r'''
import hashlib, json, sys, time
sys.path.insert(0, ".")
from game import engine
import game.games
from game.engine.cards import default_cards
from game.ai.greedy import GreedyPlayer
game, count = sys.argv[1], int(sys.argv[2])
cards = default_cards()
digest = hashlib.sha256()
cpu = time.process_time()
for seed in range(1, count + 1):
    players = [GreedyPlayer(seed * 31 + i) for i in range(2)]
    state = engine.new_game(game, ["P1", "P2"], seed, cards)
    while not state.over:
        action = players[state.rules.to_move(state)].choose(engine.view(state, state.rules.to_move(state)))
        engine.apply(state, action)
    digest.update(repr(state.record).encode())
print(json.dumps({"cpu": (time.process_time() - cpu) / count, "digest": digest.hexdigest()}))
'''


def _run(tree: str, game: str, count: int) -> dict:
    out = subprocess.run([sys.executable, "-c", MEASURE, game, str(count)], cwd=tree, check=True,
                         capture_output=True, text=True, env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    return json.loads(out.stdout)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", help="the tree to compare with (a worktree or an unpacked archive)")
    parser.add_argument("--after", default=HERE)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", default="banished:6,pariahs:6,seize:40", help="game:count,...")
    args = parser.parse_args(argv)
    for spec in args.games.split(","):
        game, count = spec.split(":")
        before, after, ratios = [], [], []
        for r in range(args.rounds):
            order = [(args.before, before), (args.after, after)]
            for tree, into in (order if r % 2 == 0 else order[::-1]):
                into.append(_run(tree, game, int(count)))
            ratios.append(after[-1]["cpu"] / before[-1]["cpu"])
        same = {run["digest"] for run in before + after}
        print(f"{game:9s} n={count} x{args.rounds}: before {statistics.median(r['cpu'] for r in before):.3f} "
              f"after {statistics.median(r['cpu'] for r in after):.3f} CPU-s a game; after/before "
              f"{statistics.median(ratios):.3f} (rounds {min(ratios):.3f}-{max(ratios):.3f}); "
              f"{'same moves' if len(same) == 1 else 'MOVES DIFFER'}", flush=True)


if __name__ == "__main__":
    main()
