"""Run balance probes: card edits with the direction an A/B run must show.

Each probe (a YAML list: id, game, card, set: {field: value}, expect: up|down) is applied to a
copy of cards.yaml, and

    main.py simulate GAME --games N --seats ai:greedy,ai:greedy --cards EDITED --against cards.yaml --json F

is run as its own process. The probe passes when ``changed_cards[CARD]`` has the expected sign
with its 95% interval on that side of zero. Printed per probe: delta, interval, n, pass or fail,
and the run's wall-clock and CPU seconds.

    python benchmarks/probes.py ../shared/balance-probes/probes.yaml --games 2000 [--only ID,ID] [--out DIR]

With ``--until-clear`` each run stops once the probe's card is clear (``--games`` is then the
cap) and the line also gives how many paired games it needed and why it stopped.
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


def edited_cards(cards_text: str, probe: dict) -> str:
    """cards.yaml with the probe's fields set on its card."""
    data = yaml.safe_load(cards_text)
    cards = data[probe["game"]]["cards"]
    card = next((c for c in cards if c.get("id") == probe["card"]), None)
    if card is None:
        raise SystemExit(f"probe {probe['id']}: {probe['game']} has no card {probe['card']!r}")
    card.update(probe["set"])
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def run_probe(probe: dict, args, out: str) -> dict:
    edited = os.path.join(out, f"{probe['id']}.yaml")
    with open(os.path.join(ROOT, "cards.yaml"), encoding="utf-8") as fh:
        text = edited_cards(fh.read(), probe)
    with open(edited, "w", encoding="utf-8") as fh:
        fh.write(text)
    result = os.path.join(out, f"{probe['id']}.json")
    command = [sys.executable, os.path.join(ROOT, "main.py"), "simulate", probe["game"], "--games", str(args.games),
               "--seats", args.seats, "--cards", edited, "--against", os.path.join(ROOT, "cards.yaml"),
               "--json", result, "--quiet"] + (["--workers", str(args.workers)] if args.workers else []) \
        + (["--no-cache"] if args.no_cache else []) + (["--until-clear"] if args.until_clear else [])
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1) or not os.path.exists(result):
        return {"id": probe["id"], "error": done.stderr.strip()[-2000:], "wall_s": wall, "cpu_s": cpu}
    with open(result, encoding="utf-8") as fh:
        data = json.load(fh)
    fig = data["changed_cards"].get(probe["card"])
    stopping = data.get("stopping") or {}
    up = probe["expect"] == "up"
    passed = fig is not None and ((fig["low"] > 0) if up else (fig["high"] < 0))
    return {"id": probe["id"], "game": probe["game"], "card": probe["card"], "expect": probe["expect"],
            "delta": fig and fig["delta"], "low": fig and fig["low"], "high": fig and fig["high"],
            "n": fig and fig["n"],
            "passed": passed, "wall_s": round(wall, 1), "cpu_s": round(cpu, 1),
            "paired_games": stopping.get("paired_games", fig and fig["n"]), "stopped": stopping.get("reason", "")}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("probes", help="the probe file (YAML list)")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seats", default="ai:greedy,ai:greedy")
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--only", default="", help="comma-separated probe ids")
    p.add_argument("--out", default=os.path.join(ROOT, "probe-runs"), help="where the edited files and JSON go")
    p.add_argument("--no-cache", action="store_true", help="pass --no-cache to simulate")
    p.add_argument("--until-clear", action="store_true", help="stop each run once its card is clear (--games: the cap)")
    args = p.parse_args(argv)
    with open(args.probes, encoding="utf-8") as fh:
        probes = yaml.safe_load(fh)
    wanted = {s for s in args.only.split(",") if s}
    os.makedirs(args.out, exist_ok=True)
    failed = 0
    for probe in probes:
        if wanted and probe["id"] not in wanted:
            continue
        r = run_probe(probe, args, args.out)
        if "error" in r:
            failed += 1
            print(f"{r['id']}: ERROR {r['error']}")
            continue
        failed += not r["passed"]
        print(f"{r['id']:<24} {r['game']:<9} {r['card']:<14} expect {r['expect']:<4} "
              f"delta {100 * r['delta']:+6.1f} pt [{100 * r['low']:+6.1f}, {100 * r['high']:+6.1f}] n={r['n']:<5} "
              f"{'pass' if r['passed'] else 'FAIL'}   {r['wall_s']:.0f} s wall, {r['cpu_s']:.0f} CPU-s"
              + (f"   {r['paired_games']} paired games: {r['stopped']}" if r["stopped"] else ""), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
