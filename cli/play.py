"""``play``: the window straight at a game's table, a replay to watch, or a saved game resumed."""
from __future__ import annotations

import sys

from cli.common import GAMES, load_cards
from cli.window import add_window_args, open_window


def add_parser(sub) -> None:
    p = sub.add_parser("play", help="open the window straight at a game's table")
    p.add_argument("game", nargs="?", choices=GAMES)
    p.add_argument("--seats", help="comma-separated: human, ai:random, ai:greedy, ai:hard[:SECONDS] "
                   "(a time budget, 1 s by default) or ai:hard@ITERATIONS (a fixed search)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--ante", type=int, default=None, help="A Bandit's Seize: cards each player antes (3-7)")
    p.add_argument("--replay", help="watch a saved game step by step")
    p.add_argument("--resume", metavar="ID", help="continue the saved game ID where it was left (main.py saves)")
    add_window_args(p)
    p.set_defaults(func=run)


def run(args) -> int:
    from game.ai import SeatSpecError, parse_seat
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None
    try:
        for s in seats or []:
            parse_seat(s)
    except SeatSpecError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.replay and _bad_replay(args.replay, args.cards):
        return 1
    if args.resume is not None:
        return _resume(args)
    if args.game is None:
        print("error: play needs a GAME (or --resume ID)", file=sys.stderr)
        return 2

    def factory(app):
        from scenes.table.launch import table_scene
        return table_scene(app, args.game, seats, args.seed, replay_path=args.replay,
                           options={"ante": args.ante} if args.ante else {})
    return open_window(factory, args)


def _bad_replay(path, cards_path) -> bool:
    """Say why the replay at ``path`` cannot be watched (checked and played through headless), if it cannot."""
    from game.engine.replay import load, plays_through
    from game.engine.storage import SaveFileError
    cards = load_cards(cards_path)
    try:
        plays_through(load(path, cards), cards, path)
    except SaveFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return True
    return False


def _resume(args) -> int:
    from game.engine.storage import SaveFileError, data_dir
    from scenes.table.autosave import find
    try:
        find(data_dir(), args.resume)
    except SaveFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1

    def factory(app):
        from scenes.table.launch import resume_scene
        return resume_scene(app, args.resume)
    return open_window(factory, args)
