"""How fast a replay loads: 15,000 actions as the table saves them, and a game written in words.

    python benchmarks/replays.py [--actions 15000] [--repeat 3]

Times are CPU seconds (``time.process_time``), the best of ``--repeat`` runs, so a busy
machine does not inflate them.  Reports:

- the load of a replay of ``--actions`` actions in the table's own lines (the header of a real
  Banished game, its actions repeated): by the line reader, and through YAML alone (the way
  every line went before), with the ratio;
- a real game written in words, read back (which plays it along): CPU per action, beside the
  CPU per action of replaying its uids, so the reading's own cost shows apart from the rules'.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return min(times)


def played(game: str, seats: int, seed: int):
    from game import engine
    from game.ai import make_player
    from game.engine.cards import default_cards
    from game.engine.replay import Replay
    cards = default_cards()
    players = [make_player("ai:random", seed + i) for i in range(seats)]
    state = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, cards)
    actions = []
    while not state.over:
        action = players[state.rules.to_move(state)].choose(engine.view(state, state.rules.to_move(state)))
        engine.apply(state, action)
        actions.append(action)
    return Replay.of(state, actions, ["ai:random"] * seats)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=15000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    from game import games
    from game.engine.cards import default_cards
    from game.engine.carddefs import parse_yaml
    from game.engine.readable import written_replay
    from game.engine.replay import dumps, loads
    cards = default_cards()
    game_replay = played(games.find("banished").name, 3, 0)
    long = type(game_replay).from_dict(game_replay.to_dict())
    long.actions = (game_replay.actions * (args.actions // len(game_replay.actions) + 1))[:args.actions]
    text = dumps(long)
    fast = best(lambda: loads(text, "long.yaml", cards), args.repeat)
    slow = best(lambda: parse_yaml(text, "long.yaml", sections=False), args.repeat)
    print(f"{args.actions} actions, {len(text) // 1000} kB, as the table saves them:")
    print(f"  load (line reader + every field checked + set-up started): {fast:.3f} CPU s")
    print(f"  YAML alone, as before (parsing only, nothing checked):       {slow:.3f} CPU s  ({slow / fast:.0f}x)")
    words = written_replay(game_replay, cards)
    steps = len(game_replay.actions)
    read = best(lambda: loads(words, "words.yaml", cards), args.repeat)
    uids = best(lambda: loads(dumps(game_replay), "uids.yaml", cards).final_state(cards), args.repeat)
    print(f"a Banished game of {steps} actions written in words ({len(words) // 1000} kB):")
    print(f"  read back (plays it along): {1000 * read / steps:.3f} CPU ms an action "
          f"(15,000 actions: {15000 * read / steps:.1f} s)")
    print(f"  its uids loaded and played:  {1000 * uids / steps:.3f} CPU ms an action (the rules' own cost)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
