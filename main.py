"""The card table's command line.  Run `python main.py --help` for the sub-commands."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from game import games

GAMES = games.names()


def _cards(path):
    from game.engine.cards import CardFileError, load_cards
    try:
        return load_cards(path)
    except CardFileError as err:
        print(err, file=sys.stderr)
        print(f"{path}: fix the problems above (python main.py lint {path})", file=sys.stderr)
        raise SystemExit(1)


def cmd_lint(args) -> int:
    from game.engine.cards import lint
    problems = lint(args.file)
    for p in problems:
        print(p)
    failing = [p for p in problems if p.is_error or args.strict]
    if not failing:
        print(f"{args.file}: ok" + (f" ({len(problems)} warnings; --strict counts them)" if problems else ""))
    return 1 if failing else 0


def cmd_simulate(args) -> int:
    from game.ai import SeatSpecError, clock_warning, fixed_seat, parse_seat
    from game.engine import GameError
    from game.lab.batch import run_batch
    try:
        for s in args.seats.split(","):
            kind, _, _ = parse_seat(s)
            if kind == "human":
                raise SeatSpecError("simulate needs computer seats (ai:random, ai:greedy, ai:hard)")
    except SeatSpecError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    seats = [fixed_seat(s, args.game) for s in args.seats.split(",")]
    if clock_warning(seats):
        print(f"warning: not reproducible: {clock_warning(seats)}", file=sys.stderr)
    cards = _cards(args.cards)
    options = {}
    if args.ante is not None:
        options["ante"] = args.ante
    if args.games < 1 or (args.workers is not None and args.workers < 1):
        print("error: --games and --workers must be at least 1", file=sys.stderr)
        return 2
    if args.seeded_games is None:
        args.seeded_games = args.games
    if args.seeded_games < 0 or args.seeded_copies < 1:
        print("error: --seeded-games must be 0 or more and --seeded-copies at least 1", file=sys.stderr)
        return 2
    against_cards = _cards(args.against) if args.against else None
    try:
        summary = run_batch(args.game, seats, args.games, args.seed, cards, options,
                            workers=args.workers, progress=not args.quiet, cards_path=args.cards,
                            swap=args.swap, replays=args.replays)
        against = None if summary.cancelled else _against(args, seats, options, against_cards)
        seeded = _seeded(args, seats, options, cards, against_cards, summary, against)
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"error: cannot save replays into {args.replays}: {err.strerror or err}", file=sys.stderr)
        return 1
    print(summary.text())
    from game.lab.shares import by_source, text as shares_text
    if by_source(summary.results):
        print(shares_text(summary.results))
    if args.replays:
        print(f"replays: {summary.games} games in {args.replays} (watch one: main.py play {args.game} --replay FILE)")
    ab = None
    if against is not None:
        from game.lab.ab import compare
        ab = compare(summary, against, seeded)
        print(ab.text())
    if args.json:
        from game.engine.storage import write_json
        data = summary.to_json()
        data["by_source"] = by_source(summary.results)
        if ab is not None:
            data.update(ab.json_fields())
        write_json(args.json, data, keep_previous=False)
        print(f"wrote {args.json}")
    if getattr(args, "report", None):
        from game.lab.report import write_report
        try:
            path = write_report(args.report, summary, against=against, seeded=seeded)
        except OSError as err:
            print(f"error: cannot write the report into {args.report}: {err.strerror or err}", file=sys.stderr)
            return 1
        print(f"report: {path} (and summary.md, results.json, charts) in {args.report}")
    seeded_errors = any(run.errors for runs in seeded.values() for run in runs)
    return 1 if summary.errors or (against is not None and against.errors) or seeded_errors else 0


def _seeded(args, seats, options, cards, against_cards, summary, against) -> dict:
    """Each changed card's two seeded runs (game/lab/causal.py), or none without --against."""
    if against is None or against.cancelled or not args.seeded_games:
        return {}
    from game.lab.ab import changed_cards
    from game.lab.batch import run_batch
    from game.lab.causal import seeded_runs

    def run(side, seeding):
        if not args.quiet:
            print(f"seeding {seeding.card_id} ({side} file)", file=sys.stderr)
        return run_batch(args.game, seats, args.seeded_games, args.seed, cards if side == "new" else against_cards,
                         options, workers=args.workers, progress=not args.quiet,
                         cards_path=args.cards if side == "new" else args.against, swap=args.swap, prepare=seeding)
    return seeded_runs(run, summary, against, changed_cards(summary.cards, against.cards), args.seeded_copies)


def _against(args, seats, options, cards):
    """The same seeds played with the --against card file, or None."""
    if cards is None:
        return None
    from game.lab.batch import run_batch
    return run_batch(args.game, seats, args.games, args.seed, cards, options,
                     workers=args.workers, progress=not args.quiet, cards_path=args.against, swap=args.swap)


def cmd_replay(args) -> int:
    from game import engine
    from game.engine.describe import describe_event
    from game.engine.replay import ReplayMismatch, load, state_json
    from game.engine.storage import SaveFileError
    cards = _cards(args.cards)
    try:
        replay = load(args.file, cards)
    except SaveFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if replay.game not in cards.games:
        print(f"error: {args.cards} has no cards for {replay.game}", file=sys.stderr)
        return 1
    digest = cards.game(replay.game).digest
    if replay.cards_digest and replay.cards_digest != digest:
        print(f"note: {args.file} was recorded with other {replay.game} cards "
              f"({replay.cards_digest}, now {digest}); replaying anyway", file=sys.stderr)
    try:
        state = replay.new_state(cards)
    except (engine.GameError, KeyError, ValueError, TypeError) as err:
        print(f"error: {args.file}: its set-up cannot start a game: {err}", file=sys.stderr)
        return 1
    if args.readable:
        from game.engine.readable import written_replay
        try:
            print(written_replay(replay, cards), end="")
        except engine.IllegalAction as err:
            print(f"error: {args.file}: {err}", file=sys.stderr)
            return 1
        return 0
    if args.seat is not None and not 0 <= args.seat < len(state.seats):
        print(f"error: --seat {args.seat}: the game has seats 0 to {len(state.seats) - 1}", file=sys.stderr)
        return 1
    if args.step is not None and not 0 <= args.step <= len(replay.actions):
        print(f"error: --step {args.step}: the replay has steps 0 to {len(replay.actions)}", file=sys.stderr)
        return 1
    try:
        for step, action in replay.steps_on(state, args.step):
            if not args.json:
                print(f"{step:4}. {state.seats[action.seat]}: {action}")
                for e in state.log:
                    text = describe_event(state, e)
                    if text:
                        print(f"        {text}")
    except ReplayMismatch as err:
        print(f"error: {args.file}: {err}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(state_json(state, args.seat), indent=1, ensure_ascii=False))
    return 0


def cmd_vocabulary(args) -> int:
    from game.engine.vocabulary import markdown
    text = markdown([args.game] if args.game else GAMES)
    if args.out:
        from game.engine.storage import write_atomic
        write_atomic(args.out, text, keep_previous=False)
        print(f"wrote {args.out}")
    else:
        print(text, end="")
    return 0


def cmd_export(args) -> int:
    from scenes.designer.export import ExportError, Sheets, export
    cards = _cards(args.cards)
    sheets = Sheets(paper=args.paper, gap_mm=args.gap, backs=args.backs, sets=args.sets)
    try:
        export(args.game, cards, args.out, pdf=args.pdf or args.backs, sheets=sheets, say=print)
    except ExportError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


def _window(scene_factory, args):
    try:
        from scenes.app import run_app
    except ImportError as err:
        print(f"error: the window cannot start: {err}", file=sys.stderr)
        return 1
    return run_app(scene_factory, cards_path=args.cards, size=(args.width, args.height))


def cmd_menu(args) -> int:
    return _window(lambda app: __import__("scenes.menu", fromlist=["MenuScene"]).MenuScene(app), args)


def cmd_gallery(args) -> int:
    return _window(lambda app: __import__("scenes.designer.gallery", fromlist=["GalleryScene"]).GalleryScene(
        app, args.game), args)


def cmd_sandbox(args) -> int:
    if args.position and not os.path.exists(args.position):
        print(f"error: {args.position}: no such position or replay file", file=sys.stderr)
        return 1

    def factory(app):
        from scenes.designer.sandbox import SandboxScene
        scene = SandboxScene(app, args.game)
        if args.position:
            scene.open_file(args.position)
        return scene
    return _window(factory, args)


def cmd_play(args) -> int:
    from game.ai import SeatSpecError, parse_seat
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None
    try:
        for s in seats or []:
            parse_seat(s)
    except SeatSpecError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.replay and not os.path.exists(args.replay):
        print(f"error: {args.replay}: no such replay file", file=sys.stderr)
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
    return _window(factory, args)


def _resume(args) -> int:
    from game.engine.storage import SaveFileError
    from game.seize.profiles import data_dir
    from scenes.table.autosave import find
    try:
        find(data_dir(), args.resume)
    except SaveFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1

    def factory(app):
        from scenes.table.launch import resume_scene
        return resume_scene(app, args.resume)
    return _window(factory, args)


def cmd_saves(args) -> int:
    from game.seize.profiles import data_dir
    from scenes.table.autosave import saved_games, saves_dir
    games_saved = saved_games(data_dir())
    if not games_saved:
        print(f"no game is saved in {saves_dir(data_dir())}")
        return 0
    for g in games_saved:
        print(f"{g.id}  {g.game}  {', '.join(g.seats)}  step {g.step}  {g.when}")
    print("continue one: main.py play --resume ID")
    return 0


def build_parser() -> argparse.ArgumentParser:
    from game.engine.cards import DEFAULT_PATH
    parser = argparse.ArgumentParser(prog="main.py", description="A desktop card table: "
                                     "Banished, A Bandit's Seize and Pariahs. "
                                     "With no sub-command it opens the window at the menu.")
    parser.add_argument("--data-dir", help="where profiles and saves live (default $CARD_TABLE_DATA, "
                        "else ~/.local/share/card-table)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def window_args(p):
        p.add_argument("--cards", default=DEFAULT_PATH, help="card file (default cards.yaml)")
        p.add_argument("--width", type=int, default=1280)
        p.add_argument("--height", type=int, default=800)

    p = sub.add_parser("menu", help="open the window at the main menu (what `make play` runs)")
    window_args(p)
    p.set_defaults(func=cmd_menu)

    p = sub.add_parser("play", help="open the window straight at a game's table")
    p.add_argument("game", nargs="?", choices=GAMES)
    p.add_argument("--seats", help="comma-separated: human, ai:random, ai:greedy, ai:hard[:SECONDS] "
                   "(a time budget, 1 s by default) or ai:hard@ITERATIONS (a fixed search)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--ante", type=int, default=None, help="A Bandit's Seize: cards each player antes (3-7)")
    p.add_argument("--replay", help="watch a saved game step by step")
    p.add_argument("--resume", metavar="ID", help="continue the saved game ID where it was left (main.py saves)")
    window_args(p)
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("saves", help="list the games in progress, saved after every move (play --resume ID)")
    p.set_defaults(func=cmd_saves)

    p = sub.add_parser("gallery", help="open the window at a game's card gallery (designers)")
    p.add_argument("game", nargs="?", choices=GAMES)
    window_args(p)
    p.set_defaults(func=cmd_gallery)

    p = sub.add_parser("sandbox", help="open the sandbox table: set up any position and play on (designers)")
    p.add_argument("game", nargs="?", choices=GAMES)
    p.add_argument("--position", help="start from this position or replay file")
    window_args(p)
    p.set_defaults(func=cmd_sandbox)

    p = sub.add_parser("simulate", help="play many headless games between computer players",
                       description="Play many headless games between computer players. The same --seed "
                       "plays the same games, whatever the machine's load and --workers, unless a seat "
                       "searches for a time (ai:hard:SECONDS).")
    p.add_argument("game", choices=GAMES)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seats", default="ai:random,ai:random",
                   help="comma-separated: ai:random, ai:greedy, ai:hard (here the game's fixed number of "
                   "search iterations a decision, about what 1 s reaches), ai:hard@ITERATIONS (that many "
                   "a decision) or ai:hard:SECONDS (a time budget: the games then depend on the machine's "
                   "load and are not reproducible)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ante", type=int, default=None)
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
    p.add_argument("--replays", metavar="DIR", help="save every game's replay into this folder")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("lint", help="check a card file; one line per problem, exit 1 if any error")
    p.add_argument("file", nargs="?", default=DEFAULT_PATH)
    p.add_argument("--strict", action="store_true", help="warnings (the rulebook's set shapes) are errors too")
    p.set_defaults(func=cmd_lint)

    p = sub.add_parser("vocabulary", help="list the card language: triggers, conditions, instructions")
    p.add_argument("game", nargs="?", choices=GAMES)
    p.add_argument("--out", help="write it to this file (docs/CARDS.md)")
    p.set_defaults(func=cmd_vocabulary)

    p = sub.add_parser("replay", help="replay a saved game headless: its events as text, or --json")
    p.add_argument("file")
    p.add_argument("--json", action="store_true",
                   help="print the position reached as JSON: every card, zone, counter and the table's state")
    p.add_argument("--seat", type=int, help="with --json: what this seat sees (hidden cards as backs)")
    p.add_argument("--readable", action="store_true",
                   help="print the replay in words: cards by name (wisdom/arcane, hollow_spirit#2), not uids")
    p.add_argument("--step", type=int, help="stop after this many actions (default: all)")
    p.add_argument("--cards", default=DEFAULT_PATH)
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("export", help="print and play: every card face and back as a 300-dpi PNG, "
                       "and print sheets as a PDF")
    p.add_argument("game", help=f"{', '.join(GAMES)} or all (each into OUT/GAME)")
    p.add_argument("--out", required=True, help="folder to write into")
    p.add_argument("--pdf", action="store_true", help="also print sheets: 3 x 3 cards a page, crop marks")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.add_argument("--gap", type=float, default=3.0, help="mm between cards on the sheets (default 3, or 0)")
    p.add_argument("--backs", action="store_true", help="a page of backs after each page (mirrored, for "
                   "duplex); implies --pdf")
    p.add_argument("--sets", type=int, default=1, help="print every card this many times (Seize: a deck a player)")
    p.add_argument("--cards", default=DEFAULT_PATH)
    p.set_defaults(func=cmd_export)

    from game.seize.profiles import add_parser as add_profiles_parser
    add_profiles_parser(sub)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "data_dir", None):
        os.environ["CARD_TABLE_DATA"] = args.data_dir
    if not getattr(args, "command", None):         # no sub-command: the window at the menu
        args = parser.parse_args(["menu"])
    try:
        return args.func(args) or 0
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:                 # piped into `head`: the reader has gone
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
