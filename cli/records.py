"""``records``: the players' and profiles' wins and losses."""
from __future__ import annotations

import os


def add_parser(sub) -> None:
    p = sub.add_parser("records", help="the players' and profiles' records: wins and losses by game and "
                       "opponent, streaks, the last games and their replays")
    p.add_argument("name", nargs="?", help="one player name or profile (default: every one)")
    p.set_defaults(func=run)


def run(args) -> int:
    from game.store import records
    from game.engine.storage import data_dir
    from scenes.catalog import title_of
    root = data_dir()
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
    if not shown:
        print(f"no game is recorded yet (in {os.path.join(root, records.FILE)})")
        return 0
    titles = {g: title_of(g) for g in {g for r in shown for g in r.by_game}}
    for record in shown:
        print("\n".join(records.report(record, titles)))
    return 0
