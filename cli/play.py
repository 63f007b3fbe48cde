"""``play``: the window straight at a game's table, a replay to watch, or a saved game resumed."""
from __future__ import annotations

from cli.common import GAMES, load_cards
from cli.usage import UsageError
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
    from game.ai import parse_seat
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None
    for s in seats or []:
        parse_seat(s)
    if args.replay:
        _check_replay(args.replay, args.cards)
    if args.resume is not None:
        return _resume(args)
    if args.game is None:
        raise UsageError("play needs a GAME (or --resume ID)")

    def factory(app):
        from scenes.table.launch import table_scene
        return table_scene(app, args.game, seats, args.seed, replay_path=args.replay,
                           options={"ante": args.ante} if args.ante else {})
    return open_window(factory, args)


def _check_replay(path, cards_path) -> None:
    """SaveFileError saying why the replay at ``path`` cannot be watched (checked and played through headless)."""
    from game.engine.replay import load, plays_through
    cards = load_cards(cards_path)
    plays_through(load(path, cards), cards, path)


def _resume(args) -> int:
    from game.engine.storage import data_dir
    from scenes.table.autosave import find
    find(data_dir(), args.resume)

    def factory(app):
        from scenes.table.launch import resume_scene
        return resume_scene(app, args.resume)
    return open_window(factory, args)
