"""``simulate``: many headless games between computer players, an A/B comparison of two card files, or the
slices of a sharded run joined (``simulate merge``)."""
from __future__ import annotations

import argparse
import json
import os
import sys

from cli.common import GAMES, load_cards
from cli.simulate_report import report, seeded_of
from cli.usage import UsageError
from game.engine.cards import DEFAULT_PATH
from game.engine.errors import CardTableError


def game_option(text: str) -> tuple:
    """``KEY=VALUE`` -> (key, value), the value read as JSON where it is JSON."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


def add_parser(sub) -> None:
    p = sub.add_parser("simulate", help="play many headless games between computer players",
                       description="Play many headless games between computer players. The same --seed "
                       "plays the same games, whatever the machine's load and --workers, unless a seat "
                       "searches for a time (ai:hard:SECONDS).")
    p.add_argument("game", choices=[*GAMES, "merge"], metavar="GAME",
                   help=f"{', '.join(GAMES)}, or merge: join the slices of a --shard run")
    p.add_argument("folders", nargs="*", metavar="DIR", help="merge: the folders the slices wrote (--out)")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seats", default="ai:random,ai:random",
                   help="comma-separated: ai:random, ai:greedy, ai:hard (here the game's fixed number of "
                   "search iterations a decision, about what 1 s reaches), ai:hard@ITERATIONS (that many "
                   "a decision) or ai:hard:SECONDS (a time budget: the games then depend on the machine's "
                   "load and are not reproducible)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ante", type=int, default=None)
    p.add_argument("--option", action="append", type=game_option, metavar="KEY=VALUE",
                   help="a game option for every game, VALUE read as JSON (Banished: grims_by_seed=true, favor=0)")
    p.add_argument("--json", help="write the results as JSON to this file")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                   help=f"processes to use (default: every core, {os.cpu_count() or 1})")
    p.add_argument("--swap", action=argparse.BooleanOptionalAction, default=None,
                   help="rotate the players through the seats each game (default: on for two seats)")
    p.add_argument("--report", help="write a report (JSON, charts, summary) into this folder")
    p.add_argument("--cards", default=DEFAULT_PATH)
    p.add_argument("--against", help="a second card file to compare with --cards")
    p.add_argument("--seeded-games", type=int, default=None, metavar="N",
                   help="with --against: games per file that measure each changed card with the card seeded "
                   "into one seat's starting cards (default: --games; 0: skip, and use the held design)")
    p.add_argument("--seeded-copies", type=int, default=3, metavar="K",
                   help="copies of a changed card seeded into the holder's starting cards (default 3)")
    p.add_argument("--until-clear", action="store_true",
                   help="with --against: play paired games in batches and stop when every changed card's "
                   "effect is clear (its repeated 95%% interval excludes zero, or --smallest), or at --games")
    p.add_argument("--smallest", type=float, default=None, metavar="POINTS",
                   help="with --until-clear: also stop for a card whose effect is shown smaller than this many "
                   "points of win rate")
    p.add_argument("--batch", type=int, default=100, metavar="N",
                   help="with --until-clear: paired games per look (default 100)")
    p.add_argument("--levels", metavar="LIST", help="the same run at each level, side by side: random,greedy,"
                   "hard@N (every seat at the level; --seats gives the number of seats)")
    p.add_argument("--gap-games", type=int, default=20, metavar="N",
                   help="with --levels: head-to-head games a pair of neighbouring levels plays (default 20)")
    p.add_argument("--replays", metavar="DIR", help="save every game's replay into this folder")
    p.add_argument("--no-cache", action="store_true",
                   help="play every game, even those played before with the same code, cards and seats "
                        "(kept in the data folder's lab-cache/)")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.add_argument("--cluster", metavar="tcp://HOST:8786", help="play on this Dask scheduler's workers "
                   "(pip install -e '.[cluster]'); --workers is then the cluster's")
    p.add_argument("--shard", metavar="I/N", help="play only slice I of N of the seeds (join them: simulate merge)")
    p.add_argument("--out", metavar="DIR", help="with --shard: the folder the slice's games go to "
                   "(default shard-I-of-N)")
    p.set_defaults(func=run)


def run(args) -> int:
    from game.ai import SeatSpecError, clock_warning, fixed_seat, parse_seat
    from game.engine import GameError
    from game.lab.batch import CardRun, run_runs
    from game.lab.shards import ShardError, default_folder, parse_shard, write_shard
    if args.game == "merge":
        return _merge(args)
    if args.folders:
        raise UsageError(f"simulate {args.game} takes no folders (to join slices: simulate merge DIR...)")
    try:
        shard = parse_shard(args.shard) if args.shard else None
    except ShardError as err:
        raise UsageError(str(err)) from None
    for s in args.seats.split(","):
        kind, _, _ = parse_seat(s)
        if kind == "human":
            raise SeatSpecError("simulate needs computer seats (ai:random, ai:greedy, ai:hard)")
    seats = [fixed_seat(s, args.game) for s in args.seats.split(",")]
    if clock_warning(seats):
        print(f"warning: not reproducible: {clock_warning(seats)}", file=sys.stderr)
    options = dict(args.option or [])
    if args.ante is not None:
        options["ante"] = args.ante
    if args.games < 1 or (args.workers is not None and args.workers < 1):
        raise UsageError("--games and --workers must be at least 1")
    if args.seeded_games is None:
        args.seeded_games = args.games
    if args.seeded_games < 0 or args.seeded_copies < 1:
        raise UsageError("--seeded-games must be 0 or more and --seeded-copies at least 1")
    runs = [CardRun(load_cards(args.cards), args.cards)]
    if args.levels:
        from cli.simulate_levels import run as run_levels
        return run_levels(args, len(seats), options, runs[0], load_cards, None if args.no_cache else _lab_cache())
    if args.until_clear:
        return _until_clear(args, seats, options, runs[0])
    if args.against:
        from game.lab.batch import seeded_runs
        runs.append(CardRun(load_cards(args.against), args.against, label="against"))
        runs += seeded_runs(args.game, runs[0], runs[1], args.seeded_games, args.seeded_copies)
    try:
        played = run_runs(args.game, seats, args.games, args.seed, runs, options, workers=args.workers,
                          progress=not args.quiet, swap=args.swap, replays=args.replays, cluster=args.cluster,
                          shard=shard, cache=None if args.no_cache else _lab_cache())
    except GameError as err:
        raise UsageError(str(err)) from None
    except OSError as err:
        raise CardTableError(f"cannot save replays into {args.replays}: {err.strerror or err}",
                             file=args.replays) from None
    summary = played.summaries[0]
    against = played.summaries[1] if args.against and not played.cancelled else None
    if shard:
        folder = args.out or default_folder(shard)
        try:
            path = write_shard(folder, shard, played, game=args.game, seats=seats, games=args.games,
                               seed=args.seed, swap=summary.swap, options=options,
                               labels=[run.label for run in runs])
        except OSError as err:
            raise CardTableError(f"cannot write the slice into {folder}: {err.strerror or err}", file=folder) from None
        print(f"slice {shard[0]} of {shard[1]}: {path} (join the slices: main.py simulate merge DIR...)")
    if args.replays:
        print(f"replays: {summary.games + len(summary.errors)} games in {args.replays} "
              f"(watch one: main.py play {args.game} --replay FILE)")
    return report(args, summary, against, seeded_of(played.summaries))


def _until_clear(args, seats, options, new) -> int:
    """simulate --against A --until-clear: paired batches until every changed card is clear
    (game/lab/until_clear.py)."""
    from game.engine import GameError
    from game.lab import until_clear
    from game.lab.ab import changed_cards
    from game.lab.balance import card_info
    from game.lab.batch import CardRun
    if not args.against or args.shard or args.batch < 1 or (args.smallest is not None and args.smallest <= 0):
        raise UsageError("--until-clear needs --against, no --shard, --batch of 1 or more and a positive --smallest")
    old = CardRun(load_cards(args.against), args.against, label="against")
    new_info, old_info = card_info(new.cards, args.game), card_info(old.cards, args.game)
    cards = [c for c in changed_cards(new_info, old_info) if c in new_info and c in old_info]
    try:
        summaries, stopping = until_clear.play(
            args.game, seats, args.seed, new, old, cards, args.games, batch=args.batch,
            smallest=None if args.smallest is None else args.smallest / 100, copies=args.seeded_copies,
            progress=not args.quiet, options=options, workers=args.workers, swap=args.swap,
            cluster=args.cluster, cache=None if args.no_cache else _lab_cache())
    except GameError as err:
        raise UsageError(str(err)) from None
    against = next(s for s in summaries if s.label == "against")
    return report(args, summaries[0], against, seeded_of(summaries), stopping)


def _lab_cache():
    """The lab's cache of finished games, in the data folder (game/lab/cache.py)."""
    from game.engine.storage import data_dir
    from game.lab.cache import GameCache
    return GameCache(os.path.join(data_dir(), "lab-cache"))


def _merge(args) -> int:
    from game.lab.shards import merge
    summaries, missing = merge(args.folders)
    if missing:
        print(f"warning: slices {', '.join(map(str, missing))} are missing: the report covers the others",
              file=sys.stderr)
    against = next((s for s in summaries[1:] if s.label == "against"), None)
    return report(args, summaries[0], against, seeded_of(summaries))
