"""``lint``: check a card file, one line per problem."""
from __future__ import annotations

from game.engine.cards import DEFAULT_PATH


def add_parser(sub) -> None:
    p = sub.add_parser("lint", help="check a card file; one line per problem, exit 1 if any error")
    p.add_argument("file", nargs="?", default=DEFAULT_PATH)
    p.add_argument("--strict", action="store_true", help="warnings (the rulebook's set shapes) are errors too")
    p.set_defaults(func=run)


def run(args) -> int:
    from game.engine.cards import lint
    problems = lint(args.file)
    for p in problems:
        print(p)
    failing = [p for p in problems if p.is_error or args.strict]
    if not failing:
        print(f"{args.file}: ok" + (f" ({len(problems)} warnings; --strict counts them)" if problems else ""))
    return 1 if failing else 0
