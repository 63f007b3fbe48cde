"""What a random-playout action costs in machine work, counted by valgrind, beside RLCard's Uno: no load moves it.

    python benchmarks/instructions.py [--games 10] [--game banished] [--no-rlcard] [--json] [--players greedy]

CPU-seconds depend on the host: on a shared machine RLCard's Uno has read from 8,200 to 43,000
actions a CPU-second from one day to the next while this engine's playouts moved far less, so the
``vs Uno`` of ``benchmarks/engine.py`` swings with the machine.  This script counts instead,
under ``valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes`` with ``PYTHONHASHSEED=0``:
instructions, first-level data-cache misses and mispredicted branches an action, in the same
quiet random playouts ``engine.py`` times (uniform over the legal actions but conceding,
set-ups included) and in Uno's ``env.run`` with random agents.  Each is run twice, with one
game and with ``1 + --games``, and the difference is divided by the actions between: the
interpreter's start, the imports and the card file are left out.  ``uno_per_action_over_game``
is Uno's count over the game's (above 1: the game does less work an action than Uno).
``--players greedy`` counts greedy-against-greedy games instead (views, copies, determinizations: the
work of a search), without Uno.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PLAYOUTS = r'''
import random, sys
sys.path.insert(0, sys.argv[1])
from game import engine
import game.games
from game.engine.cards import default_cards
game, games, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
cards = default_cards()
names = [f"P{i + 1}" for i in range(engine.GAMES[game].min_seats)]
rng, actions = random.Random(seed), 0
for played in range(games):
    state = engine.new_game(game, names, seed + played, cards, quiet=True)
    while not state.over:
        acts = engine.legal_actions(state)
        engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
        actions += 1
print("actions", actions)
'''

GREEDY = r'''
import sys
sys.path.insert(0, sys.argv[1])
from game import engine
import game.games
from game.engine.cards import default_cards
from game.ai.greedy import GreedyPlayer
game, games, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
cards = default_cards()
names = [f"P{i + 1}" for i in range(engine.GAMES[game].min_seats)]
actions = 0
for played in range(games):
    players = [GreedyPlayer((seed + played) * 31 + i) for i in range(len(names))]
    state = engine.new_game(game, names, seed + played, cards)
    while not state.over:
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))
        actions += 1
print("actions", actions)
'''

UNO = r'''
import sys
import rlcard
from rlcard.agents import RandomAgent
games, seed = int(sys.argv[3]), int(sys.argv[4])
env = rlcard.make("uno", config={"seed": seed})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
actions = 0
for _ in range(games):
    trajectories, _ = env.run(is_training=False)
    actions += sum(1 for t in trajectories for step in t if not isinstance(step, dict))
print("actions", actions)
'''

COUNTS = {"instructions": r"I\s+refs:\s+([\d,]+)", "d1_misses": r"D1\s+misses:\s+([\d,]+)",
          "mispredicts": r"Mispredicts:\s+([\d,]+)"}


def counted(script: str, game: str, games: int, seed: int) -> dict:
    """One run of ``script`` under cachegrind: its actions and its whole-process counts."""
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "run.py")
        with open(path, "w") as out:
            out.write(script)
        done = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=yes", "--branch-sim=yes",
             f"--cachegrind-out-file={os.path.join(scratch, 'cachegrind.out')}",
             sys.executable, path, HERE, game, str(games), str(seed)],
            capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    if done.returncode != 0:
        raise RuntimeError(f"{game}: {done.stderr[-1500:]}")
    result = {"actions": int(re.search(r"^actions (\d+)$", done.stdout, re.M).group(1))}
    for name, pattern in COUNTS.items():
        result[name] = int(re.search(pattern, done.stderr).group(1).replace(",", ""))
    return result


def per_action(script: str, game: str, games: int, seed: int) -> dict:
    """Counts an action: a run of ``1 + games`` games less a run of one, over the actions between."""
    one, many = counted(script, game, 1, seed), counted(script, game, 1 + games, seed)
    actions = many["actions"] - one["actions"]
    return {"actions": actions, **{name: (many[name] - one[name]) / actions for name in COUNTS}}


def rlcard_present() -> bool:
    return importlib.util.find_spec("rlcard") is not None


def table(results: dict) -> str:
    lines = [f"{'game':<10} {'actions':>8} {'instr/action':>13} {'D1 miss/action':>15} {'mispredict/action':>18} "
             f"{'Uno instr ÷ game':>17}"]
    for game, r in results.items():
        ratio = r.get("uno_per_action_over_game", {}).get("instructions")
        lines.append(f"{game:<10} {r['actions']:>8,} {r['instructions']:>13,.0f} {r['d1_misses']:>15,.0f} "
                     f"{r['mispredicts']:>18,.0f} {format(ratio, '.2f') + '×' if ratio else '—':>17}")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games counted past the first (default 10)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-rlcard", action="store_true", help="leave out RLCard's Uno even when installed")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON instead of a table")
    parser.add_argument("--players", choices=("random", "greedy"), default="random",
                        help="random playouts (default, beside Uno) or greedy-against-greedy games")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("error: valgrind is not installed (apt-get install -y valgrind)", file=sys.stderr)
        return 2
    sys.path.insert(0, HERE)
    from game import engine
    from game.engine.cards import default_cards
    import game.games
    playable = sorted(g for g in engine.GAMES if g in default_cards().games)
    names = args.game or playable
    unknown = [g for g in names if g not in playable]
    if unknown:
        print(f"error: no playable game {', '.join(unknown)} (with cards: {', '.join(playable)})", file=sys.stderr)
        return 2
    script = GREEDY if args.players == "greedy" else PLAYOUTS
    results = {game: per_action(script, game, args.games, args.seed) for game in names}
    if args.players == "random" and not args.no_rlcard and rlcard_present():
        uno = results["rlcard uno"] = per_action(UNO, "uno", 4 * args.games, args.seed)
        for game in names:
            results[game]["uno_per_action_over_game"] = {name: uno[name] / results[game][name] for name in COUNTS}
    print(json.dumps(results, indent=1) if args.json else table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
