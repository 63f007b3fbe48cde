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


def _game_option(text: str) -> tuple:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


def cmd_simulate(args) -> int:
    from game.ai import SeatSpecError, clock_warning, fixed_seat, parse_seat
    from game.engine import GameError
    from game.lab.batch import CardRun, run_runs
    from game.lab.shards import ShardError, default_folder, parse_shard, write_shard
    if args.game == "merge":
        return _merge(args)
    if args.folders:
        print(f"error: simulate {args.game} takes no folders (to join slices: simulate merge DIR...)", file=sys.stderr)
        return 2
    try:
        shard = parse_shard(args.shard) if args.shard else None
        for s in args.seats.split(","):
            kind, _, _ = parse_seat(s)
            if kind == "human":
                raise SeatSpecError("simulate needs computer seats (ai:random, ai:greedy, ai:hard)")
    except (SeatSpecError, ShardError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    seats = [fixed_seat(s, args.game) for s in args.seats.split(",")]
    if clock_warning(seats):
        print(f"warning: not reproducible: {clock_warning(seats)}", file=sys.stderr)
    options = dict(args.option or [])
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
    runs = [CardRun(_cards(args.cards), args.cards)]
    if args.until_clear:
        return _until_clear(args, seats, options, runs[0])
    if args.against:
        runs.append(CardRun(_cards(args.against), args.against, label="against"))
        runs += _seeded_runs(args, runs[0], runs[1])
    try:
        played = run_runs(args.game, seats, args.games, args.seed, runs, options, workers=args.workers,
                          progress=not args.quiet, swap=args.swap, replays=args.replays, cluster=args.cluster,
                          shard=shard, cache=None if args.no_cache else _lab_cache(args))
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"error: cannot save replays into {args.replays}: {err.strerror or err}", file=sys.stderr)
        return 1
    summary = played.summaries[0]
    against = played.summaries[1] if args.against and not played.cancelled else None
    if shard:
        folder = args.out or default_folder(shard)
        try:
            path = write_shard(folder, shard, played, game=args.game, seats=seats, games=args.games,
                               seed=args.seed, swap=summary.swap, options=options,
                               labels=[run.label for run in runs])
        except OSError as err:
            print(f"error: cannot write the slice into {folder}: {err.strerror or err}", file=sys.stderr)
            return 1
        print(f"slice {shard[0]} of {shard[1]}: {path} (join the slices: main.py simulate merge DIR...)")
    if args.replays:
        print(f"replays: {summary.games + len(summary.errors)} games in {args.replays} "
              f"(watch one: main.py play {args.game} --replay FILE)")
    return _simulate_report(args, summary, against, _seeded_of(played.summaries))


def _until_clear(args, seats, options, new) -> int:
    """simulate --against A --until-clear: paired batches until every changed card is clear (game/lab/until_clear.py)."""
    from game.engine import GameError
    from game.lab import until_clear
    from game.lab.ab import changed_cards
    from game.lab.balance import card_info
    from game.lab.batch import CardRun
    if not args.against or args.shard or args.batch < 1 or (args.smallest is not None and args.smallest <= 0):
        print("error: --until-clear needs --against, no --shard, --batch of 1 or more and a positive --smallest",
              file=sys.stderr)
        return 2
    old = CardRun(_cards(args.against), args.against, label="against")
    new_info, old_info = card_info(new.cards, args.game), card_info(old.cards, args.game)
    cards = [c for c in changed_cards(new_info, old_info) if c in new_info and c in old_info]
    try:
        summaries, stopping = until_clear.play(
            args.game, seats, args.seed, new, old, cards, args.games, batch=args.batch,
            smallest=None if args.smallest is None else args.smallest / 100, copies=args.seeded_copies,
            progress=not args.quiet, options=options, workers=args.workers, swap=args.swap,
            cluster=args.cluster, cache=None if args.no_cache else _lab_cache(args))
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    against = next(s for s in summaries if s.label == "against")
    return _simulate_report(args, summaries[0], against, _seeded_of(summaries), stopping)


def _lab_cache(args):
    """The lab's cache of finished games, in the data folder (game/lab/cache.py)."""
    from game.engine.storage import data_dir
    from game.lab.cache import GameCache
    return GameCache(os.path.join(data_dir(), "lab-cache"))


def _merge(args) -> int:
    from game.lab.shards import ShardError, merge
    try:
        summaries, missing = merge(args.folders)
    except ShardError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if missing:
        print(f"warning: slices {', '.join(map(str, missing))} are missing: the report covers the others",
              file=sys.stderr)
    against = next((s for s in summaries[1:] if s.label == "against"), None)
    return _simulate_report(args, summaries[0], against, _seeded_of(summaries))


def _simulate_report(args, summary, against, seeded, stopping=None) -> int:
    """Print a run's text (and its A/B comparison, and why an --until-clear run stopped); write its JSON
    and report if asked."""
    from game.lab.shares import by_source, text as shares_text
    from game.lab.summary import limit_warning
    print(summary.text())
    if by_source(summary.results):
        print(shares_text(summary.results))
    for run in (summary, against):
        if run is not None and run.limit_ends:
            print(f"warning: {os.path.basename(run.cards_path) or 'cards'}: {limit_warning(run)}", file=sys.stderr)
    ab = None
    if against is not None:
        from game.lab.ab import compare
        ab = compare(summary, against, seeded)
        print(ab.text())
    if stopping is not None:
        print(stopping.text())
    if args.json:
        from game.engine.storage import write_json
        data = summary.to_json()
        data["by_source"] = by_source(summary.results)
        if ab is not None:
            data.update(ab.json_fields())
        if stopping is not None:
            data["stopping"] = stopping.to_json()
        write_json(args.json, data, keep_previous=False)
        print(f"wrote {args.json}")
    if getattr(args, "report", None):
        from game.lab.report import write_report
        try:
            path = write_report(args.report, summary, against=against, seeded=seeded, stopping=stopping)
        except OSError as err:
            print(f"error: cannot write the report into {args.report}: {err.strerror or err}", file=sys.stderr)
            return 1
        print(f"report: {path} (and summary.md, results.json, charts) in {args.report}")
    seeded_errors = any(run.errors for runs in seeded.values() for run in runs)
    return 1 if summary.errors or (against is not None and against.errors) or seeded_errors else 0


def _seeded_runs(args, new, old) -> list:
    from game.lab.ab import seeded_runs
    return seeded_runs(args.game, new, old, args.seeded_games, args.seeded_copies)


def _seeded_of(summaries) -> dict:
    from game.lab.ab import seeded_of
    return seeded_of(summaries)


def cmd_replay(args) -> int:
    from game import engine
    from game.engine.describe import describe_event
    from game.engine.replay import ReplayMismatch, extras_key, load, state_json
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
        print(f"error: {err}" if err.place else f"error: {args.file}: {err}", file=sys.stderr)
        return 1
    if args.json:
        data = state_json(state, args.seat)
        if replay.seat_extras:
            data[extras_key(replay.game)] = replay.extras_after(state, cards)
        print(json.dumps(data, indent=1, ensure_ascii=False))
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
    if not args.out and not args.tts:
        print("error: say where to write: --out FOLDER, --tts FOLDER or both", file=sys.stderr)
        return 1
    if (args.pdf or args.backs) and not args.out:
        print("error: the print sheets need --out FOLDER", file=sys.stderr)
        return 1
    cards = _cards(args.cards)
    sheets = Sheets(paper=args.paper, gap_mm=args.gap, backs=args.backs, sets=args.sets,
                    card_size=args.card_size or "", proof=args.proof)
    try:
        export(args.game, cards, args.out, pdf=args.pdf or args.backs, sheets=sheets, say=print,
               tts_folder=args.tts, url_base=args.url_base)
    except ExportError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


def _window(scene_factory, args):
    for sheet in args.cards_csv:
        if not os.path.isfile(sheet):
            print(f"error: {sheet}: no such CSV (write one with: main.py cards export GAME --csv {sheet})",
                  file=sys.stderr)
            return 1
    try:
        from scenes.app import run_app
    except ImportError as err:
        print(f"error: the window cannot start: {err}", file=sys.stderr)
        return 1
    return run_app(scene_factory, cards_path=args.cards, size=(args.width, args.height), cards_csv=args.cards_csv)


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
    return _window(factory, args)


def _bad_replay(path, cards_path) -> bool:
    """Say why the replay at ``path`` cannot be watched (checked and played through headless), if it cannot."""
    from game.engine.replay import load, plays_through
    from game.engine.storage import SaveFileError
    cards = _cards(cards_path)
    try:
        plays_through(load(path, cards), cards, path)
    except SaveFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return True
    return False


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


def cmd_records(args) -> int:
    from game import records
    from game.engine.database import DatabaseError
    from game.engine.storage import data_dir
    from scenes.catalog import title_of
    root = data_dir()
    try:
        names, profiles = records.players(root)
        if args.name:
            chosen = [(n, False) for n in names if n == args.name] + [(p, True) for p in profiles if p == args.name]
            if not chosen:
                print(f"no game is recorded for {args.name!r} (players: {', '.join(names) or 'none'}; "
                      f"profiles: {', '.join(profiles) or 'none'})")
                return 1
        else:
            chosen = [(n, False) for n in names] + [(p, True) for p in profiles]
        shown = [records.record_of(root, who, profile) for who, profile in chosen]
    except DatabaseError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if not shown:
        print(f"no game is recorded yet (in {os.path.join(root, records.FILE)})")
        return 0
    titles = {g: title_of(g) for g in {g for r in shown for g in r.by_game}}
    for record in shown:
        print("\n".join(records.report(record, titles)))
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
        p.add_argument("--cards-csv", action="append", default=[], metavar="FILE",
                       help="a game's cards as a CSV (cards export), merged over the card file and "
                       "reloaded when saved; may be given once per game")
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

    p = sub.add_parser("records", help="the players' and profiles' records: wins and losses by game and "
                       "opponent, streaks, the last games and their replays")
    p.add_argument("name", nargs="?", help="one player name or profile (default: every one)")
    p.set_defaults(func=cmd_records)

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
    p.add_argument("--option", action="append", type=_game_option, metavar="KEY=VALUE",
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

    p = sub.add_parser("export", help="print and play: every card face and back as a 300-dpi PNG, print "
                       "sheets as a PDF, decks for Tabletop Simulator")
    p.add_argument("game", help=f"{', '.join(GAMES)} or all (each into OUT/GAME)")
    p.add_argument("--out", help="folder for the PNGs and the print sheets")
    p.add_argument("--pdf", action="store_true", help="also print sheets: lossless faces with a 3 mm bleed, "
                   "crop marks at the cuts")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.add_argument("--gap", type=float, default=6.0, help="mm between cut lines on the sheets (default 6: "
                   "every card keeps its whole bleed; 0: neighbours share a cut)")
    p.add_argument("--backs", action="store_true", help="a page of backs after each page (mirrored, for "
                   "duplex); implies --pdf")
    p.add_argument("--proof", action="store_true", help="show each card's cut line and safe area on the sheets")
    p.add_argument("--card-size", choices=("poker", "tarot"), help="poker (63 x 88 mm, every game) or "
                   "tarot (70 x 120 mm, Banished)")
    p.add_argument("--sets", type=int, default=1, help="print every card this many times (Seize: a deck a player)")
    p.add_argument("--tts", metavar="FOLDER", help="write Tabletop Simulator decks there: face sheets, backs "
                   "and a saved-object JSON")
    p.add_argument("--url-base", help="with --tts: the address the images will be uploaded to "
                   "(default: file:/// addresses of the files written)")
    p.add_argument("--cards", default=DEFAULT_PATH)
    p.set_defaults(func=cmd_export)

    from game.engine.cards_command import add_parser as add_cards_parser
    from game.seize.profiles import add_parser as add_profiles_parser
    add_cards_parser(sub, GAMES)
    add_profiles_parser(sub)
    return parser


class _ReaderMayGo:
    """A text stream that goes quiet once its reader has gone (piped into `head`, which closed the pipe): the
    command goes on, and a run still writes its JSON, report and replays."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._gone()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._gone()

    def _gone(self) -> None:
        try:        # what the stream still buffers goes nowhere when the interpreter flushes it at exit
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self._stream.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            pass
        self._stream = open(os.devnull, "w")

    def __getattr__(self, name):
        return getattr(self._stream, name)


def main(argv=None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "data_dir", None):
        os.environ["CARD_TABLE_DATA"] = args.data_dir
    if not getattr(args, "command", None):         # no sub-command: the window at the menu
        args = parser.parse_args(["menu"])
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _ReaderMayGo(out), _ReaderMayGo(err)
    try:
        return args.func(args) or 0
    except KeyboardInterrupt:
        return 130
    finally:
        sys.stdout, sys.stderr = out, err


if __name__ == "__main__":
    sys.exit(main())
