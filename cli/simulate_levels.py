"""``simulate GAME --levels random,greedy,hard@N``: the run of ``game/lab/levels.py`` on the command line."""
from __future__ import annotations

import sys

from cli.common import write_json_file


def run(args, players: int, options: dict, new, load_cards, cache) -> int:
    """Play the balance (or, with --against, the A/B) run at each level; print, and write --json and --report."""
    from game.ai import SeatSpecError, clock_warning
    from game.engine import GameError
    from game.lab import levels as lab_levels
    from game.lab.batch import CardRun
    from cli.rank import entrants_of
    if args.until_clear or args.shard or args.replays or args.cluster:
        print("error: --levels plays a fixed number of games here: no --until-clear, --shard, --replays or "
              "--cluster", file=sys.stderr)
        return 2
    try:
        specs = entrants_of(args.levels, args.game)
    except SeatSpecError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if clock_warning(specs):
        print(f"warning: not reproducible: {clock_warning(specs)}", file=sys.stderr)
    old = CardRun(load_cards(args.against), args.against, label="against") if args.against else None
    try:
        levels = lab_levels.play(args.game, specs, players, args.games, args.seed, new, old,
                                 seeded_games=args.seeded_games, copies=args.seeded_copies, options=options,
                                 workers=args.workers, progress=not args.quiet, swap=args.swap, cache=cache,
                                 gap_games=args.gap_games)
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(levels.text())
    write_json_file(args.json, levels.to_json())
    if args.report:
        from game.lab.levels_report import write
        try:
            page = write(args.report, levels)
        except OSError as err:
            print(f"error: cannot write the report into {args.report}: {err.strerror or err}", file=sys.stderr)
            return 1
        print(f"report: {page} (each level's own report beside it)")
    failed = any(run.summary.errors or (run.against is not None and run.against.errors) for run in levels.runs)
    return 1 if failed else 0
