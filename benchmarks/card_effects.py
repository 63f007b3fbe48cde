"""Every card of a game against a blank copy of itself: each card's causal effect on its holder, card by card.

For each card with abilities, a copy of the card file is written with that card's abilities removed
(``abilities: []``, its numbers kept), and

    main.py simulate GAME --games 1 --seeded-games N --seeded-copies C --seats ai:greedy,ai:greedy \\
        --cards CARDS --against BLANK --json OUT/ID.json

is run as its own process: the card is seeded into one seat's starting cards, seats alternating by
seed, and ``changed_cards[ID]`` is the holder's gain in win probability from the card's abilities.
A card whose ``OUT/ID.json`` exists is not run again, so a long run can be stopped and resumed.
At the end (or with ``--table``) every card's figure is printed, highest first, those whose point
estimate is above ``--limit`` flagged.

    python benchmarks/card_effects.py banished --out DIR [--games 200] [--copies 1] [--only ID,ID]
                                      [--seed 1] [--workers 2] [--limit 0.08] [--table]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cards_with_abilities(data: dict, game: str) -> list[str]:
    return [c["id"] for c in data[game]["cards"] if c.get("abilities")]


def blanked(data: dict, game: str, card_id: str) -> str:
    """The card file's text with one card's abilities removed."""
    copy = yaml.safe_load(yaml.safe_dump(data, sort_keys=False))
    card = next(c for c in copy[game]["cards"] if c.get("id") == card_id)
    card["abilities"] = []
    return yaml.safe_dump(copy, sort_keys=False, allow_unicode=True)


def run_card(card_id: str, data: dict, args) -> dict:
    blank = os.path.join(args.out, "blank", f"{card_id}.yaml")
    with open(blank, "w", encoding="utf-8") as fh:
        fh.write(blanked(data, args.game, card_id))
    result = os.path.join(args.out, f"{card_id}.json")
    command = [sys.executable, os.path.join(ROOT, "main.py"), "simulate", args.game, "--games", "1",
               "--seeded-games", str(args.games), "--seeded-copies", str(args.copies), "--seed", str(args.seed),
               "--seats", args.seats, "--cards", args.cards, "--against", blank, "--json", result, "--quiet"] \
        + (["--workers", str(args.workers)] if args.workers else [])
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1) or not os.path.exists(result):
        print(f"{card_id}: the run failed: {done.stderr.strip()[-500:]}", file=sys.stderr)
        return {}
    print(f"{card_id}: {time.perf_counter() - start:.0f} s wall, {cpu:.0f} CPU-s", file=sys.stderr)
    return figure(result, card_id)


def figure(path: str, card_id: str) -> dict:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh).get("changed_cards", {}).get(card_id) or {}


def table(ids: list[str], names: dict, args) -> str:
    rows = []
    for card_id in ids:
        path = os.path.join(args.out, f"{card_id}.json")
        if os.path.exists(path) and (fig := figure(path, card_id)):
            rows.append((fig["delta"], card_id, fig))
    lines = [f"{'card':34} {'gain':>7}  95% interval      n   deeds per holder (card's file)"]
    for delta, card_id, fig in sorted(rows, reverse=True):
        flag = "  ABOVE" if delta > args.limit else ""
        deeds = fig.get("deeds_per_holder", {}).get("new", {})
        said = ", ".join(f"{k} {v:.1f}" for k, v in list(deeds.items())[:3])
        lines.append(f"{names.get(card_id, card_id)[:34]:34} {100 * delta:+6.1f}  [{100 * fig['low']:+5.1f}, "
                     f"{100 * fig['high']:+5.1f}] {fig['n']:5}   {said}{flag}")
    missing = [c for c in ids if not os.path.exists(os.path.join(args.out, f"{c}.json"))]
    if missing:
        lines.append(f"not yet run: {len(missing)} ({', '.join(missing[:8])}{' …' if len(missing) > 8 else ''})")
    return "\n".join(lines)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("game")
    p.add_argument("--cards", default=os.path.join(ROOT, "cards.yaml"))
    p.add_argument("--out", required=True)
    p.add_argument("--games", type=int, default=200, help="seeded games a side (default 200)")
    p.add_argument("--copies", type=int, default=1, help="copies seeded (default 1: the dose the set deals)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seats", default="ai:greedy,ai:greedy")
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--only", default="", help="card ids, comma-separated, run in this order")
    p.add_argument("--limit", type=float, default=0.08, help="flag a gain above this (default 0.08)")
    p.add_argument("--table", action="store_true", help="print the table of what is done; run nothing")
    args = p.parse_args()
    args.cards = os.path.abspath(args.cards)
    with open(args.cards, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if args.game not in data:
        print(f"error: {args.cards} has no cards for {args.game}", file=sys.stderr)
        return 2
    ids = cards_with_abilities(data, args.game)
    if args.only:
        wanted = args.only.split(",")
        unknown = sorted(set(wanted) - set(ids))
        if unknown:
            print(f"error: no card with abilities named {', '.join(unknown)}", file=sys.stderr)
            return 2
        ids = [c for c in wanted if c in ids]
    names = {c["id"]: c.get("name", c["id"]) for c in data[args.game]["cards"]}
    os.makedirs(os.path.join(args.out, "blank"), exist_ok=True)
    if not args.table:
        for card_id in ids:
            if not os.path.exists(os.path.join(args.out, f"{card_id}.json")):
                run_card(card_id, data, args)
    print(table(ids, names, args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
