"""``cards export|import GAME --csv FILE``: a game's cards to a spreadsheet and back (cards_csv)."""
from __future__ import annotations

import sys

from cli.common import GAMES
from game.engine.cards import DEFAULT_PATH, CardFileError, lint


def add_parser(sub) -> None:
    p = sub.add_parser("cards", help="a game's cards to a CSV (one row a card) and back into the card file")
    p.add_argument("action", choices=("export", "import"),
                   help="export: write the CSV; import: merge it into the card file (only changed cells)")
    p.add_argument("game", choices=GAMES, metavar="GAME", help=", ".join(GAMES))
    p.add_argument("--csv", required=True, metavar="FILE", help="the spreadsheet file (CSV, UTF-8)")
    p.add_argument("--cards", default=DEFAULT_PATH, help="card file (default cards.yaml)")
    p.set_defaults(func=run)


def run(args) -> int:
    from game.engine.cards_csv import export_csv, import_csv
    errors = [p for p in lint(args.cards) if p.is_error]
    if errors:
        for p in errors:
            print(p, file=sys.stderr)
        print(f"{args.cards}: fix the problems above first (python main.py lint {args.cards})", file=sys.stderr)
        return 1
    if args.action == "export":
        try:
            count = export_csv(args.cards, args.csv, args.game)
        except (CardFileError, OSError) as err:
            print(f"error: {err}", file=sys.stderr)
            return 1
        print(f"{args.csv}: {count} {args.game} cards from {args.cards}")
        return 0
    try:
        merged = import_csv(args.cards, args.csv, args.game)
    except OSError as err:
        print(f"error: {args.cards}: cannot be written: {err}", file=sys.stderr)
        return 1
    for p in merged.problems:
        print(p, file=sys.stderr if p.is_error else sys.stdout)
    if not merged.ok:
        errors = sum(p.is_error for p in merged.problems)
        print(f"{args.csv}: {errors} problem{'s' if errors != 1 else ''}; nothing was written to {args.cards}",
              file=sys.stderr)
        return 1
    for line in merged.changes:
        print(line)
    count = len(merged.changes)
    print(f"{args.cards}: {count} change{'s' if count != 1 else ''} from {args.csv}" if count
          else f"{args.cards}: no change ({args.csv} matches it)")
    return 0
