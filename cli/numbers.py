"""The ``sensitivity`` and ``tune`` sub-commands: their arguments and what they print and write."""
from __future__ import annotations

import os
import sys

from cli.common import GAMES
from game.engine.cards import DEFAULT_PATH


def _common(p, default_cards) -> None:
    p.add_argument("--cards", default=default_cards)
    p.add_argument("--seats", default="ai:random,ai:random", help="computer seats (default ai:random,ai:random)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1, help="processes to use (default 1)")
    p.add_argument("--batch", type=int, default=100, metavar="N", help="seeds a look (default 100)")
    p.add_argument("--copies", type=int, default=3, metavar="K", help="copies seeded into the holder (default 3)")
    p.add_argument("--cluster", metavar="tcp://HOST:8786", help="play on this Dask scheduler's workers")
    p.add_argument("--no-cache", action="store_true", help="play every game, even those the lab's cache keeps")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (JSON value)")


def add_parsers(sub) -> None:
    """The `sensitivity` and `tune` sub-commands."""
    games, default_cards = GAMES, DEFAULT_PATH
    p = sub.add_parser("sensitivity", help="what one step of each of a card's numbers is worth to its holder",
                       description="Play seeded, paired games with each number of a card one step down and one "
                       "step up, and report points of its holder's win rate per step, with intervals; a number "
                       "stops being played once its answer is clear (the --until-clear test).")
    p.add_argument("game", metavar="GAME", help=", ".join(games))
    p.add_argument("card", nargs="*", help="card ids")
    p.add_argument("--family", help="every card of this family")
    p.add_argument("--all", action="store_true", help="every card of the game")
    p.add_argument("--games", type=int, default=400, help="seeds a number at most (default 400)")
    p.add_argument("--smallest", type=float, default=2.0, metavar="POINTS",
                   help="a step shown smaller than this many points is clear (default 2)")
    p.add_argument("--out", metavar="DIR", help="write sensitivity.png (the cards side by side) and .json here")
    p.add_argument("--json", help="write the figures as JSON to this file")
    _common(p, default_cards)
    p.set_defaults(func=cmd_sensitivity)

    p = sub.add_parser("tune", help="the fewest number edits that bring a card set within balance targets",
                       description="Search card numbers, greedy step by step on their measured worth, for the "
                       "fewest edits that meet the targets; write the edited file and print its diff; check it "
                       "on fresh seeds. An interrupted run resumes (its state is in the data folder's lab-cache/).")
    p.add_argument("game", metavar="GAME", help=", ".join(games))
    p.add_argument("--target", action="append", required=True, metavar="SPEC",
                   help="balance (docs/BALANCE.md's targets for the game), seats:45-55, stat:NAME:45-55, "
                   "share:NAME:10-40 or card:8; may be given more than once")
    p.add_argument("--edit", default="", metavar="ID,ID", help="cards whose numbers may change (besides those a "
                   "figure out of bounds is about)")
    p.add_argument("--edit-family", metavar="F", help="every card of this family may change")
    p.add_argument("--games", type=int, default=200, help="games a check on the search seeds (default 200)")
    p.add_argument("--sensitivity-games", type=int, default=200, metavar="N",
                   help="seeds a number at most when measuring its worth (default 200)")
    p.add_argument("--verify-games", type=int, default=None, metavar="N",
                   help="games of fresh seeds the result is checked on (default --games)")
    p.add_argument("--max-edits", type=int, default=6)
    p.add_argument("--retries", type=int, default=1, metavar="N",
                   help="after a fresh-seed check that fails, search again on twice the seeds and check on new "
                   "fresh ones, up to N times (default 1)")
    p.add_argument("--margin", type=float, default=2.0, metavar="POINTS",
                   help="the search aims this many points inside every bound, so the check on fresh seeds "
                   "(against the bounds as given) holds (default 2; 0 aims at the bounds)")
    p.add_argument("--out", default=None, metavar="FILE", help="the edited card file (default CARDS.tuned.yaml)")
    p.add_argument("--restart", action="store_true", help="forget a saved state and search from the start")
    _common(p, default_cards)
    p.set_defaults(func=cmd_tune)


def _setup(args):
    """(seats, options, text, cards, cache) or an exit code, with the problem said."""
    import json
    from game.ai import SeatSpecError, fixed_seat, parse_seat
    from game import games
    from game.engine.cards import parse_cards, read_card_text
    if games.find(args.game) is None:
        print(f"error: unknown game {args.game!r} (games: {', '.join(games.names())})", file=sys.stderr)
        return 2
    try:
        for s in args.seats.split(","):
            if parse_seat(s)[0] == "human":
                raise SeatSpecError("needs computer seats (ai:random, ai:greedy, ai:hard)")
    except SeatSpecError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    options = {}
    for item in args.option:
        key, _, value = item.partition("=")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    text, problems = read_card_text(args.cards)
    cards = parse_cards(text, args.cards)[0] if text is not None else None
    if cards is None:
        print("\n".join(map(str, problems)) or f"error: cannot read {args.cards}", file=sys.stderr)
        return 1
    if args.games < 1 or args.batch < 1 or args.copies < 1:
        print("error: --games, --batch and --copies must be at least 1", file=sys.stderr)
        return 2
    cache = None
    if not args.no_cache:
        from game.engine.storage import data_dir
        from game.lab.cache import GameCache
        cache = GameCache(os.path.join(data_dir(), "lab-cache"))
    seats = [fixed_seat(s, args.game) for s in args.seats.split(",")]
    return seats, options, text, cards, cache


def cmd_sensitivity(args) -> int:
    from game.engine import GameError
    from game.lab import sensitivity
    from game.lab.numbers import EditError, Numbers
    got = _setup(args)
    if isinstance(got, int):
        return got
    seats, options, text, cards, cache = got
    try:
        numbers = Numbers(text, args.game, args.cards)
        ids = list(args.card)
        if args.family:
            ids += [c for c in numbers.family(args.family) if c not in ids]
        if args.all:
            ids = list(numbers.definitions)
        if not ids:
            print("error: name a card, or --family F, or --all", file=sys.stderr)
            return 2
        wanted = sensitivity.numbers_of(numbers, ids)
        result = sensitivity.measure(args.game, seats, args.seed, numbers, cards, wanted, args.games,
                                     batch=args.batch, smallest=args.smallest / 100, copies=args.copies,
                                     options=options, workers=args.workers, cluster=args.cluster, cache=cache)
    except (EditError, GameError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(result.text())
    for path in sensitivity.write_outputs(result, args.out, args.json):
        print(f"wrote {path}")
    return 0


def cmd_tune(args) -> int:
    from game.engine import GameError
    from game.engine.storage import data_dir, write_atomic
    from game.lab import targets, tune
    from game.lab.numbers import EditError, Numbers
    got = _setup(args)
    if isinstance(got, int):
        return got
    seats, options, text, cards, cache = got
    try:
        target_list, needed = targets.parse(args.target, args.game)
        numbers = Numbers(text, args.game, args.cards)
    except (targets.TargetError, EditError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    options = {**needed, **options}
    editable = [c for c in args.edit.split(",") if c]
    if args.edit_family:
        editable += [c for c in numbers.family(args.edit_family) if c not in editable]
    unknown = [c for c in editable if c not in numbers.definitions]
    if unknown:
        print(f"error: {args.cards} has no {args.game} card {', '.join(unknown)}", file=sys.stderr)
        return 2
    state = tune.state_file(os.path.join(data_dir(), "lab-cache"), args.game, text, args.seats.split(","),
                            args.target, args.games, args.seed, editable, args.margin)
    if args.restart and os.path.exists(state):
        os.remove(state)
    try:
        tuner = tune.Tuner(args.game, seats, text, args.cards, target_list, games=args.games, seed=args.seed,
                           options=options, sensitivity_games=args.sensitivity_games, batch=args.batch,
                           verify_games=args.verify_games, editable=editable, max_edits=args.max_edits,
                           margin=args.margin / 100, retries=max(0, args.retries),
                           state_path=state, workers=args.workers, cluster=args.cluster, cache=cache)
        result = tuner.run()
    except (EditError, GameError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(result.text_report(numbers))
    out = args.out or os.path.splitext(args.cards)[0] + ".tuned.yaml"
    if result.edits:
        write_atomic(out, result.text, keep_previous=False)
        print(f"wrote {out}; the edits as a diff (apply: cp {out} {args.cards}):")
        print(result.diff(text, out), end="")
    else:
        print("no edit proposed")
    print(f"state: {state}")
    return 0 if result.verify is not None and result.verify.met else 1
