"""Random-playout speed of every game on the engine, against RLCard's Uno in the same run; clone, view, simulate.

    python benchmarks/engine.py [--seconds 3] [--game seize] [--no-rlcard] [--json]

For each game registered in ``game.engine.GAMES`` that has cards in
``cards.yaml``: random playouts on the full state (uniform over the legal
actions, never conceding) for a few CPU-seconds, counting actions (legal_actions +
apply, set-ups included) per second of this process's CPU time (``actions_per_cpu_s``:
what a busy machine disturbs least) and per wall second.  A bare playout is quiet
(``new_game(quiet=True)``: nobody reads its events, so none is made); the same playouts
with every state keeping its log, as the table's does, give ``listening_actions_per_cpu_s``.  Then the same random games
as ``simulate`` plays them (``game.lab.playing.play_one``: each seat chooses from its
view, the lab watches the events), as a rate and as a ratio to the bare playout; then
the mean CPU cost of ``state.clone()`` and ``engine.view()`` over positions met along the way
(``view_us``: mostly a seat's first view of a position, which looks at every card;
``view_after_action_us``: a view one action after the seat's last, what a game loop pays).

When RLCard is installed (``pip install rlcard``: for this benchmark only, never a
dependency of the project), its Uno ``env.run`` with random agents is measured in
the same process, and each game's rate is given as a multiple of Uno's.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import engine
from game.engine.cards import CardFileError, default_cards, load_cards
from game import games

MAX_STEPS = 20_000


def cpu_seconds_loop(seconds: float, one_round):
    """Call ``one_round()`` (it returns how many actions it made) until ``seconds`` of CPU time have passed."""
    actions = rounds = 0
    cpu, wall = time.process_time(), time.perf_counter()
    while time.process_time() - cpu < seconds or rounds == 0:
        actions += one_round()
        rounds += 1
    return actions, rounds, time.process_time() - cpu, time.perf_counter() - wall


def playouts(game: str, cards, seconds: float, seed: int, quiet: bool = True) -> dict:
    """Random games back to back for ``seconds`` of CPU; keeps a few positions for the clone measure.

    ``quiet``: states that keep no log (``new_game(quiet=True)``), as a playout nobody watches plays;
    otherwise each keeps its events as the table's does."""
    rules = engine.GAMES[game]
    names = [f"P{i + 1}" for i in range(rules.min_seats)]
    rng = random.Random(seed)
    positions = []
    played = [0]

    def one_game() -> int:
        state = engine.new_game(game, names, seed + played[0], cards, quiet=quiet)
        played[0] += 1
        steps = 0
        while not state.over and steps < MAX_STEPS:
            acts = engine.legal_actions(state)
            playable = [a for a in acts if a.kind != "concede"] or acts
            engine.apply(state, rng.choice(playable))
            steps += 1
            if steps % 17 == 0 and len(positions) < 200:
                positions.append(state.clone())
        return steps

    actions, games, cpu, wall = cpu_seconds_loop(seconds, one_game)
    return {"actions_per_cpu_s": actions / cpu, "actions_per_s": actions / wall, "games_per_s": games / wall,
            "actions_per_game": actions / games, "games": games, "positions": positions}


def simulated(game: str, cards, seconds: float, seed: int) -> float:
    """Actions per CPU-second of ``simulate`` with random seats (views, players and the lab's watchers)."""
    from game.lab.playing import Job, Task, play_one
    job = Job(game, ("ai:random",) * engine.GAMES[game].min_seats, False)
    played = [0]

    def one_game() -> int:
        record = play_one(job, Task("", 0, played[0], seed + played[0]), cards)
        played[0] += 1
        if "error" in record:
            raise RuntimeError(f"{game} seed {record['seed']}: {record['error']}")
        return record["steps"]

    actions, _, cpu, _ = cpu_seconds_loop(seconds, one_game)
    return actions / cpu


def rlcard_uno(seconds: float, seed: int) -> dict | None:
    """RLCard Uno's ``env.run`` with random agents, in actions per CPU-second; None without RLCard."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("uno", config={"seed": seed})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])

    def one_game() -> int:
        trajectories, _ = env.run(is_training=False)
        return sum(1 for t in trajectories for step in t if not isinstance(step, dict))

    actions, games, cpu, wall = cpu_seconds_loop(seconds, one_game)
    return {"actions_per_cpu_s": round(actions / cpu), "actions_per_s": round(actions / wall),
            "actions_per_game": round(actions / games, 1), "version": getattr(rlcard, "__version__", "?")}


def both_ends(first: dict, last: dict) -> dict:
    """Uno measured before and after our games: their mean, so a change of load in between evens out."""
    return {**first, "actions_per_cpu_s": round((first["actions_per_cpu_s"] + last["actions_per_cpu_s"]) / 2),
            "actions_per_s": round((first["actions_per_s"] + last["actions_per_s"]) / 2),
            "actions_per_cpu_s_before_after": [first["actions_per_cpu_s"], last["actions_per_cpu_s"]]}


def per_call_us(fn, items, repeat: int) -> float:
    """The mean CPU time of ``fn(item)``, in microseconds."""
    if not items:
        return float("nan")
    start = time.process_time()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return (time.process_time() - start) / (repeat * len(items)) * 1e6


def view_after_action_us(positions: list, seed: int, actions: int = 5) -> float:
    """The mean CPU cost of a seat's view one action after its last view (what a game loop pays each step),
    in microseconds; ``view_us`` is mostly a first view's (which looks at every card)."""
    rng = random.Random(seed)
    spent, views = 0.0, 0
    for position in positions:
        state = position.clone()
        for _ in range(actions):
            if state.over:
                break
            engine.view(state, 0)
            acts = engine.legal_actions(state)
            engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
            start = time.process_time()
            engine.view(state, 0)
            spent += time.process_time() - start
            views += 1
    return spent / views * 1e6 if views else float("nan")


def bench(game: str, cards, seconds: float, seed: int, simulate: bool = True) -> dict:
    result = playouts(game, cards, seconds, seed)
    positions = result.pop("positions")
    result["listening_actions_per_cpu_s"] = playouts(game, cards, seconds, seed, quiet=False)["actions_per_cpu_s"]
    if simulate:
        result["simulate_actions_per_cpu_s"] = simulated(game, cards, seconds, seed)
        result["simulate_vs_playout"] = result["simulate_actions_per_cpu_s"] / result["actions_per_cpu_s"]
    result["clone_us"] = per_call_us(lambda s: s.clone(), positions, 20)
    result["view_us"] = per_call_us(lambda s: engine.view(s, 0), positions, 10)
    result["view_after_action_us"] = view_after_action_us(positions, seed)
    result["cards_in_play"] = round(sum(len(s.cards) for s in positions) / len(positions)) if positions else 0
    return result


def games_with_cards(cards) -> list[str]:
    return [g for g in sorted(games.names()) if g in cards.games]


ROUNDING = {"actions_per_cpu_s": 0, "listening_actions_per_cpu_s": 0, "actions_per_s": 0, "games_per_s": 2,
            "actions_per_game": 1, "clone_us": 1,
            "view_us": 1, "view_after_action_us": 1, "simulate_actions_per_cpu_s": 0, "simulate_vs_playout": 2,
            "vs_rlcard_uno": 2, "listening_vs_rlcard_uno": 2}


def rounded(result: dict) -> dict:
    return {k: (round(v, ROUNDING[k]) if k in ROUNDING and ROUNDING[k] else round(v) if k in ROUNDING else v)
            for k, v in result.items()}


def table(results: dict, uno: dict | None) -> str:
    lines = [f"{'game':<10} {'per cpu-s':>10} {'vs Uno':>7} {'listening':>10} {'vs Uno':>7} {'actions/s':>10} "
             f"{'games/s':>8} {'act/game':>9} "
             f"{'simulate':>9} {'sim/bare':>8} {'clone µs':>9} {'view µs':>8} {'next view':>9} {'cards':>6}"]
    for name, r in results.items():
        lines.append(f"{name:<10} {r['actions_per_cpu_s']:>10,.0f} "
                     f"{(format(r['vs_rlcard_uno'], '.2f') + '×') if 'vs_rlcard_uno' in r else '—':>7} "
                     f"{r['listening_actions_per_cpu_s']:>10,.0f} "
                     f"{(format(r['listening_vs_rlcard_uno'], '.2f') + '×') if 'vs_rlcard_uno' in r else '—':>7} "
                     f"{r['actions_per_s']:>10,.0f} {r['games_per_s']:>8,.1f} {r['actions_per_game']:>9,.1f} "
                     f"{r.get('simulate_actions_per_cpu_s', float('nan')):>9,.0f} "
                     f"{r.get('simulate_vs_playout', float('nan')):>8.2f} "
                     f"{r['clone_us']:>9,.1f} {r['view_us']:>8,.1f} {r['view_after_action_us']:>9,.1f} "
                     f"{r['cards_in_play']:>6}")
    if uno:
        lines.append(f"{'rlcard uno':<10} {uno['actions_per_cpu_s']:>10,.0f} {'1.00×':>7} {'':>10} {'':>7} "
                     f"{uno['actions_per_s']:>10,.0f} "
                     f"{'':>8} {uno['actions_per_game']:>9,.1f}   (RLCard {uno['version']}, env.run, random agents)")
    else:
        lines.append("rlcard uno: not installed (pip install rlcard to compare), or --no-rlcard")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU-seconds of playouts per game (default 3)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", help="card file (default cards.yaml)")
    parser.add_argument("--no-rlcard", action="store_true", help="leave out RLCard's Uno even when installed")
    parser.add_argument("--no-simulate", action="store_true", help="leave out the simulate measure")
    parser.add_argument("--json", action="store_true",
                        help='print {GAME: {"actions_per_cpu_s", "actions_per_s", "clone_us", ...}, '
                             '"rlcard_uno": {...} or null} instead of a table')
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
    uno = None if args.no_rlcard else rlcard_uno(args.seconds / 2, args.seed)
    results = {}
    for name in names:
        results[name] = bench(name, cards, args.seconds, args.seed, simulate=not args.no_simulate)
    if uno:
        uno = both_ends(uno, rlcard_uno(args.seconds / 2, args.seed + 1))
        for r in results.values():
            r["vs_rlcard_uno"] = r["actions_per_cpu_s"] / uno["actions_per_cpu_s"]
            r["listening_vs_rlcard_uno"] = r["listening_actions_per_cpu_s"] / uno["actions_per_cpu_s"]
    results = {name: rounded(r) for name, r in results.items()}
    if args.json:
        print(json.dumps({**results, "rlcard_uno": uno}, indent=1))
    else:
        print(table(results, uno))
    return 0


if __name__ == "__main__":
    sys.exit(main())
