"""``main.py rank GAME``: the round robin of ``game/lab/rank.py`` on the command line."""
from __future__ import annotations

import os
import sys

from cli.common import GAMES, write_json_file

DEFAULT_LEVELS = "random,greedy,hard"


def add_parser(sub) -> None:
    games = GAMES
    p = sub.add_parser("rank", help="how strong each computer level is: a round robin, a win matrix and Elo "
                       "ratings with intervals",
                       description="Play every pair of levels (and --seats) head to head, the two swapping "
                       "seats each game, and fit Elo ratings (Bradley–Terry) with 95% intervals.")
    p.add_argument("game", choices=games, metavar="GAME", help=", ".join(games))
    p.add_argument("--levels", default=DEFAULT_LEVELS,
                   help="comma-separated levels: random, greedy, hard (the game's fixed search), hard@ITERATIONS, "
                   f"or any lab level (greedy0, greedy21...) (default {DEFAULT_LEVELS})")
    p.add_argument("--seats", default="", help="more entrants, as seat specs (ai:hard@400,ai:greedy3)")
    p.add_argument("--games", type=int, default=20, help="games a pair (default 20)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1, help="processes to use (default 1)")
    p.add_argument("--cards", default=None, help="card file (default cards.yaml)")
    p.add_argument("--json", help="write the pairings, matrix and ratings as JSON to this file")
    p.add_argument("--no-cache", action="store_true", help="play every game, even those the lab's cache holds")
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.set_defaults(func=run)


def entrants_of(text: str, game: str) -> list[str]:
    """The seat specs a comma-separated list of levels and specs names, each once, in order."""
    from game.lab.rank import entrant
    out = []
    for part in (p for p in text.split(",") if p.strip()):
        spec = entrant(part, game)
        if spec not in out:
            out.append(spec)
    return out


def run(args) -> int:
    from game.ai import SeatSpecError, clock_warning
    from game.engine import GameError
    from game.engine.cards import DEFAULT_PATH, CardFileError, load_cards
    from game.lab.rank import head_to_head, round_robin
    try:
        entrants = entrants_of(args.levels + "," + args.seats, args.game)
    except SeatSpecError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if len(entrants) < 2 or args.games < 1 or args.workers < 1:
        print("error: rank needs two entrants or more, and --games and --workers of 1 or more", file=sys.stderr)
        return 2
    if clock_warning(entrants):
        print(f"warning: not reproducible: {clock_warning(entrants)}", file=sys.stderr)
    path = args.cards or DEFAULT_PATH
    try:
        cards = load_cards(path)
    except CardFileError as err:
        print(f"{err}\n{path}: fix the problems above (python main.py lint {path})", file=sys.stderr)
        return 1
    cache = None if args.no_cache else _cache()

    def play(a, b, games, seed):
        if not args.quiet:
            print(f"{a} against {b}: {games} games", file=sys.stderr)
        return head_to_head(args.game, a, b, games, seed, cards, cards_path=path, workers=args.workers,
                            progress=not args.quiet, cache=cache)
    try:
        ranking = round_robin(args.game, entrants, args.games, args.seed, play)
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(ranking.text())
    write_json_file(args.json, ranking.to_json())
    return 1 if any(p.errors for p in ranking.pairings) else 0


def _cache():
    from game.engine.storage import data_dir
    from game.lab.cache import GameCache
    return GameCache(os.path.join(data_dir(), "lab-cache"))
