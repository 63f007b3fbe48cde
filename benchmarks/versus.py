"""Two versions of the engine side by side in one run: random playouts, clone, view and simulate, as ratios.

    git archive main | tar -x -C /tmp/before
    python benchmarks/versus.py /tmp/before [--rounds 3] [--seconds 2] [--game banished] [--json]

Measured: random playouts (legal_actions + apply), listening and quiet (``new_game(quiet=True)``: a state
that keeps no log; an older tree without quiet states plays them listening), ``simulate``'s games with random seats
(``play_one``: views, players and the lab's watchers), the bare game loop with random seats
(``game_loop.play_game``: views and players), and the CPU cost of clone and view (a first view,
and a view one action after the seat's last).
Each measure runs in a fresh interpreter whose ``game`` package is the named tree's
(``.`` by default for the second), the two trees taking turns round after round,
so that both see the same load; the median of the rounds is kept, and each ratio is the
median of the rounds' own after/before ratios (a round's two runs saw the same load).
Rates are per CPU-second of the measuring process.
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
import json, random, sys, time
sys.path.insert(0, ".")
from game import engine
import game.games
from game.engine.cards import default_cards
from game.ai.game_loop import play_game
try:                                    # a tree from after the lab's split (game/lab/playing.py)
    from game.lab.playing import Job, Task, play_one as _play_one

    def play_one(game, specs, index, seed, swap, cards, options):
        return _play_one(Job(game, tuple(specs), swap, dict(options or {})), Task("", 0, index, seed), cards)
except ImportError:                     # an older tree
    from game.lab.batch import play_one

game, seconds, seed = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
cards = default_cards()
seats = engine.GAMES[game].min_seats
positions, rng = [], random.Random(seed)

def loop(one):
    n = rounds = 0
    cpu = time.process_time()
    while time.process_time() - cpu < seconds or rounds == 0:
        n += one(seed + rounds)
        rounds += 1
    return n / (time.process_time() - cpu)

QUIET = {"quiet": True} if hasattr(engine.State, "quiet") else {}     # an older tree: every state keeps its log

def bare(s, **quiet):
    state = engine.new_game(game, [f"P{i + 1}" for i in range(seats)], s, cards, **quiet)
    steps = 0
    while not state.over:
        acts = engine.legal_actions(state)
        engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
        steps += 1
        if steps % 17 == 0 and len(positions) < 200:
            positions.append(state.clone())
    return steps

def simulated(s):
    return play_one(game, ["ai:random"] * seats, s, s, False, cards, None)["steps"]

def looped(s):
    return play_game(game, ["ai:random"] * seats, s, cards)[1].steps

def per_call_us(fn, repeat):
    cpu = time.process_time()
    for _ in range(repeat):
        for p in positions:
            fn(p)
    return (time.process_time() - cpu) / (repeat * len(positions)) * 1e6

out = {"actions_per_cpu_s": loop(bare), "quiet_actions_per_cpu_s": loop(lambda s: bare(s, **QUIET)),
       "simulate_actions_per_cpu_s": loop(simulated),
       "game_loop_actions_per_cpu_s": loop(looped)}
out["clone_us"] = per_call_us(lambda p: p.clone(), 20)
out["view_us"] = per_call_us(lambda p: engine.view(p, 0), 10)

def view_after_action_us():
    spent, views = 0.0, 0
    for p in positions:
        state = p.clone()
        for _ in range(5):
            if state.over:
                break
            engine.view(state, 0)
            acts = engine.legal_actions(state)
            engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
            cpu = time.process_time()
            engine.view(state, 0)
            spent += time.process_time() - cpu
            views += 1
    return spent / views * 1e6

out["view_after_action_us"] = view_after_action_us()
print(json.dumps(out))
'''

MEASURES = ("actions_per_cpu_s", "quiet_actions_per_cpu_s", "simulate_actions_per_cpu_s", "game_loop_actions_per_cpu_s",
            "clone_us", "view_us",
            "view_after_action_us")


def measure(tree: str, game: str, seconds: float, seed: int) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH="")
    done = subprocess.run([sys.executable, "-c", MEASURE, game, str(seconds), str(seed)], cwd=tree, env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{tree}: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else 'failed'}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", help="the tree measured first (a checkout of the old code)")
    parser.add_argument("after", nargs="?", default=HERE, help="the tree measured second (default: this one)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU-seconds per measure and tree")
    parser.add_argument("--game", action="append", help="only this game (repeatable; default all three)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = args.game or ["banished", "pariahs", "seize"]
    runs = {g: {"before": [], "after": []} for g in games}
    for _ in range(args.rounds):
        for game in games:
            for side, tree in (("before", args.before), ("after", args.after)):
                runs[game][side].append(measure(tree, game, args.seconds, args.seed))
    report = {}
    for game, sides in runs.items():
        med = {side: {k: statistics.median(r[k] for r in rs) for k in MEASURES} for side, rs in sides.items()}
        report[game] = {**{f"{k}_{side}": round(med[side][k], 1) for k in MEASURES for side in med},
                        **{f"{k}_ratio": round(statistics.median(a[k] / b[k] for b, a in zip(*sides.values())), 2)
                           for k in MEASURES},
                        **{f"{k}_vs_playout_{side}": round(med[side][k] / med[side]["actions_per_cpu_s"], 2)
                           for k in ("simulate_actions_per_cpu_s", "game_loop_actions_per_cpu_s") for side in med}}
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"{'game':<10} {'playout before→after':>24} {'×':>6} {'quiet before→after':>24} {'×':>6} "
          f"{'simulate before→after':>24} {'×':>6} "
          f"{'clone µs':>14} {'view µs':>16} {'next view µs':>16}")
    for game, r in report.items():
        print(f"{game:<10} {r['actions_per_cpu_s_before']:>11,.0f} → {r['actions_per_cpu_s_after']:>10,.0f} "
              f"{r['actions_per_cpu_s_ratio']:>6.2f} {r['quiet_actions_per_cpu_s_before']:>11,.0f} → "
              f"{r['quiet_actions_per_cpu_s_after']:>10,.0f} {r['quiet_actions_per_cpu_s_ratio']:>6.2f} "
              f"{r['simulate_actions_per_cpu_s_before']:>11,.0f} → "
              f"{r['simulate_actions_per_cpu_s_after']:>10,.0f} {r['simulate_actions_per_cpu_s_ratio']:>6.2f} "
              f"{r['clone_us_before']:>6.1f} → {r['clone_us_after']:>5.1f} {r['view_us_before']:>7.1f} → "
              f"{r['view_us_after']:>6.1f} {r['view_after_action_us_before']:>7.1f} → "
              f"{r['view_after_action_us_after']:>6.1f}")
    print("\nas a share of the bare playout, before → after (simulate: play_one with random seats and the lab's "
          "watchers; game loop: game.ai.game_loop.play_game, views and players only)")
    for game, r in report.items():
        print(f"{game:<10} simulate {r['simulate_actions_per_cpu_s_vs_playout_before']:.2f} → "
              f"{r['simulate_actions_per_cpu_s_vs_playout_after']:.2f}   game loop "
              f"{r['game_loop_actions_per_cpu_s_vs_playout_before']:.2f} → "
              f"{r['game_loop_actions_per_cpu_s_vs_playout_after']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
