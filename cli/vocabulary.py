"""``vocabulary``: the card language (triggers, conditions, instructions) as Markdown."""
from __future__ import annotations

from cli.common import GAMES


def add_parser(sub) -> None:
    p = sub.add_parser("vocabulary", help="list the card language: triggers, conditions, instructions")
    p.add_argument("game", nargs="?", choices=GAMES)
    p.add_argument("--out", help="write it to this file (docs/CARDS.md)")
    p.set_defaults(func=run)


def run(args) -> int:
    from game.engine.vocabulary import markdown
    text = markdown([args.game] if args.game else GAMES)
    if args.out:
        from game.engine.storage import write_atomic
        write_atomic(args.out, text, keep_previous=False)
        print(f"wrote {args.out}")
    else:
        print(text, end="")
    return 0
