"""Random-playout speed of every game on the engine, and what clone() and view() cost.

    python benchmarks/engine.py [--seconds 3] [--game seize] [--json]

For each game registered in ``game.engine.GAMES`` that has cards in
``cards.yaml``: random playouts on the full state (uniform over the legal
actions, never conceding) for a few seconds, counting actions per second
(legal_actions + apply, set-ups included; per wall second, and per second of this
process's CPU time, which a busy machine disturbs less) and games per second; then the mean
cost of ``state.clone()`` and ``engine.view()`` over positions met along the way.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import engine  # noqa: E402
from game.engine.cards import CardFileError, default_cards, load_cards  # noqa: E402
import game.games  # noqa: E402,F401  (registers every game)

MAX_STEPS = 20_000


def playouts(game: str, cards, seconds: float, seed: int) -> dict:
    """Random games back to back for ``seconds``; keeps a few positions for the clone measure."""
    rules = engine.GAMES[game]
    names = [f"P{i + 1}" for i in range(rules.min_seats)]
    rng = random.Random(seed)
    positions = []
    actions = games = 0
    cpu = time.process_time()
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline or games == 0:
        state = engine.new_game(game, names, seed + games, cards)
        steps = 0
        while not state.over and steps < MAX_STEPS:
            acts = engine.legal_actions(state)
            playable = [a for a in acts if a.kind != "concede"] or acts
            engine.apply(state, rng.choice(playable))
            steps += 1
            if steps % 17 == 0 and len(positions) < 200:
                positions.append(state.clone())
        actions += steps
        games += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    return {"actions_per_second": actions / elapsed, "actions_per_cpu_second": actions / cpu,
            "games_per_second": games / elapsed,
            "actions_per_game": actions / games, "games": games, "positions": positions}


def per_call_us(fn, items, repeat: int) -> float:
    if not items:
        return float("nan")
    start = time.perf_counter()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return (time.perf_counter() - start) / (repeat * len(items)) * 1e6


def bench(game: str, cards, seconds: float, seed: int) -> dict:
    result = playouts(game, cards, seconds, seed)
    positions = result.pop("positions")
    result["clone_us"] = per_call_us(lambda s: s.clone(), positions, 20)
    result["view_us"] = per_call_us(lambda s: engine.view(s, 0), positions, 10)
    result["cards_in_play"] = round(sum(len(s.cards) for s in positions) / len(positions)) if positions else 0
    return result


def games_with_cards(cards) -> list[str]:
    return [g for g in sorted(engine.GAMES) if g in cards.games]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="playout time per game (default 3)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", help="card file (default cards.yaml)")
    parser.add_argument("--json", action="store_true",
                        help='print {GAME: {"actions_per_s", "games_per_s", "clone_us", ...}} instead of a table')
    args = parser.parse_args(argv)
    try:
        cards = load_cards(args.cards) if args.cards else default_cards()
    except CardFileError as err:
        print(err, file=sys.stderr)
        return 1
    names = args.game or games_with_cards(cards)
    unknown = [g for g in names if g not in engine.GAMES or g not in cards.games]
    if unknown:
        print(f"error: no playable game {', '.join(unknown)} (with cards: {', '.join(games_with_cards(cards))})",
              file=sys.stderr)
        return 2
    results = {}
    if not args.json:
        print(f"{'game':<10} {'actions/s':>10} {'per cpu-s':>10} {'games/s':>9} {'actions/game':>13} {'clone µs':>9} "
              f"{'view µs':>8} {'cards':>6}")
    for game in names:
        r = bench(game, cards, args.seconds, args.seed)
        results[game] = {**r, "actions_per_s": round(r["actions_per_second"]),
                         "games_per_s": round(r["games_per_second"], 2), "clone_us": round(r["clone_us"], 1)}
        if args.json:
            continue
        print(f"{game:<10} {r['actions_per_second']:>10,.0f} {r['actions_per_cpu_second']:>10,.0f} "
              f"{r['games_per_second']:>9,.1f} "
              f"{r['actions_per_game']:>13,.1f} {r['clone_us']:>9,.1f} {r['view_us']:>8,.1f} "
              f"{r['cards_in_play']:>6}")
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
