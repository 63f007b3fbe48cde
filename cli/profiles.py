"""``profiles``: A Bandit's Seize profiles listed, shown, created, exported and imported."""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from game.engine.storage import DATA_ENV, data_dir, write_json


def add_parser(sub) -> None:
    p = sub.add_parser("profiles", help="A Bandit's Seize: list, show, create, export or import the profiles "
                       "that keep decks")
    p.add_argument("action", choices=("list", "show", "new", "export", "import"))
    p.add_argument("name", nargs="?", help="the profile's NAME (with import: the FILE to read)")
    p.add_argument("--house", action="store_true", help="with new: the profile is a house")
    p.add_argument("--out", help="with export: write the JSON to this file (default: print it)")
    p.add_argument("--replace", action="store_true", help="with import: write over a profile of the same name")
    p.add_argument("--data-dir", default=argparse.SUPPRESS, help="where profiles are saved "
                   f"(default ${DATA_ENV} or ~/.local/share/card-table)")
    p.set_defaults(func=run)


def run(args) -> int:
    """list, show NAME, new NAME [--house], export NAME [--out FILE], import FILE."""
    from game.seize import profiles
    from game.store.profiles import ProfileError
    folder = getattr(args, "data_dir", None)
    if args.action == "list":
        names = profiles.list_profiles(folder)
        print("\n".join(names) if names else f"no profiles yet in {data_dir(folder)}")
    elif args.action == "show":
        profile = profiles.load_profile(_need_name(args), folder)
        for w in profile.warnings:
            print(f"warning: {w}", file=sys.stderr)
        print(describe_profile(profile))
    elif args.action == "new":
        profile = profiles.create_profile(_need_name(args), "house" if args.house else "player", folder)
        print(f"created {profile.summary()} in {profiles.database_path(folder)}")
    elif args.action == "export":
        text = profiles.export_profile(_need_name(args), folder)
        if not args.out:
            sys.stdout.write(text)
        else:
            try:
                write_json(args.out, json.loads(text), keep_previous=False)
            except OSError as err:
                raise ProfileError(f"{args.out}: cannot be written ({err.strerror or err})") from None
            print(f"exported {args.name} to {args.out}")
    elif args.action == "import":
        profile = profiles.import_profile(_need_name(args, "FILE"), folder, replace=args.replace)
        print(f"imported {profile.summary()}")
    return 0


def _need_name(args, what="NAME") -> str:
    from game.store.profiles import ProfileError
    if not args.name:
        raise ProfileError(f"'profiles {args.action}' needs a {what}")
    return args.name


def describe_profile(profile, cards=None) -> str:
    """A profile's summary, its collection as a card-by-suit grid, its marks, its deck and its last games."""
    from game.seize.origins import seize_table
    from game.seize.profiles import deck_for_table
    t = seize_table(cards)
    lines = [profile.summary()]
    grid = Counter((r["card"], r["suit"]) for r in profile.collection)
    lines.append("        " + " ".join(f"{t.sign(s):>3}" for s in t.suit_ids))
    for cid in t.by_value:
        lines.append(f"{t.names[cid]:<8}" + " ".join(f"{grid.get((cid, s), 0) or '.':>3}" for s in t.suit_ids))
    drained = sum(1 for r in profile.collection if r["drained"])
    restored = sum(1 for r in profile.collection if r["restored_from"])
    won = sum(1 for r in profile.collection if r.get("won_from"))
    lines.append(f"marks: {drained} drained, {restored} restored; {won} cards won from others")
    deck = deck_for_table(profile, cards=cards)
    lines.append(f"deck for the table: {len(deck)} cards ({len(profile.collection) - len(deck)} in reserve)")
    for h in profile.history[-5:]:
        lines.append(f"  {h.get('when', '')[:16]}  {h.get('result', '?'):<4} vs {h.get('opponent', '?')}, "
                     f"ante {h.get('ante', '?')}: +{h.get('cards_won', 0)} -{h.get('cards_lost', 0)}, "
                     f"{h.get('flames', 0)} to the flames")
    return "\n".join(lines)
