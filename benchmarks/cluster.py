"""simulate on a Dask LocalCluster of 1 and of 2 worker processes (loopback), in one run.

    python benchmarks/cluster.py [--game banished] [--games 100] [--seats ai:greedy,ai:greedy] [--json]

Needs ``pip install -e '.[cluster]'``.  For each cluster size: wall seconds, the CPU
seconds the workers and this process spent, games per wall second and per CPU
second, and the speed-up of 2 workers against 1 (both per wall and per CPU second).
On a shared machine read the CPU figures: wall time depends on the other load.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.engine.cards import default_cards
from game.lab.batch import run_batch


def _cpu(client) -> float:
    return sum(client.run(time.process_time).values())


def measure(game, seats, games, workers) -> dict:
    from distributed import Client, LocalCluster
    cards = default_cards()
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None, silence_logs=50) as cluster, \
            Client(cluster.scheduler_address, set_as_default=False) as client:
        run_batch(game, seats, 2 * workers, 1, cards, progress=False, cards_path=cards.path,
                  cluster=cluster.scheduler_address)                       # warm: imports, cards parsed
        workers_cpu, own_cpu, wall = _cpu(client), time.process_time(), time.perf_counter()
        summary = run_batch(game, seats, games, 1, cards, progress=False, cards_path=cards.path,
                            cluster=cluster.scheduler_address)
        wall = time.perf_counter() - wall
        cpu = _cpu(client) - workers_cpu + time.process_time() - own_cpu
    return {"workers": workers, "games": summary.games, "failed": len(summary.errors), "wall_s": round(wall, 2),
            "cpu_s": round(cpu, 2), "games_per_wall_s": round(summary.games / wall, 3),
            "games_per_cpu_s": round(summary.games / cpu, 3)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="banished")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", default="ai:greedy,ai:greedy")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    seats = args.seats.split(",")
    rows = [measure(args.game, seats, args.games, n) for n in (1, 2)]
    out = {"game": args.game, "seats": seats, "runs": rows,
           "speedup_wall": round(rows[1]["games_per_wall_s"] / rows[0]["games_per_wall_s"], 3),
           "speedup_per_cpu": round(rows[1]["games_per_cpu_s"] / rows[0]["games_per_cpu_s"], 3)}
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for r in rows:
            print(f"{r['workers']} worker(s): {r['games']} games in {r['wall_s']} s wall, {r['cpu_s']} CPU-s: "
                  f"{r['games_per_wall_s']} games/s wall, {r['games_per_cpu_s']} games per CPU-s")
        print(f"2 workers against 1: {out['speedup_wall']}x per wall second, {out['speedup_per_cpu']}x per CPU second")
    return 0


if __name__ == "__main__":
    sys.exit(main())
