"""The side-by-side report of a ``--levels`` run: each level's full report in its own folder, and one page
(summary.md, index.html, levels.json) with the seats, the changed cards, the skill gaps and the flags."""
from __future__ import annotations

import json
import os

from game.lab.page import Document
from game.lab.report import write_report
from game.lab.wording import points


def folder_name(level: str) -> str:
    return "level-" + "".join(c if c.isalnum() else "-" for c in level)


def write(folder: str, levels) -> str:
    """Write every level's report and the side-by-side page into ``folder``; the page's path."""
    os.makedirs(folder, exist_ok=True)
    for run in levels.runs:
        write_report(os.path.join(folder, folder_name(run.level)), run.summary, against=run.against,
                     seeded=run.seeded)
    doc = Document()
    names = [run.level for run in levels.runs]
    doc.h1(f"Balance at {len(names)} levels: {levels.game}")
    doc.p("The same run with every seat at each level, on the same seeds: " + ", ".join(
        f"[{lv}]({folder_name(lv)}/index.html)" for lv in names) + " (each level's full report).")
    flags = levels.flags()
    doc.h2("Flagged: effects that change across levels")
    doc.p("A figure is flagged when two levels' 95% intervals do not overlap; *sign* when one level's is wholly "
          "above zero and another's wholly below, else *size*. Causal figures are the changed cards' seeded "
          "effects; observed ones are a card's or group's win rate minus every seat's.")
    if flags:
        doc.table(["figure", "design", "changes", *names],
                  [[f["label"], f["design"], f["shift"], *[_cell(f["effects"].get(lv)) for lv in names]]
                   for f in flags])
    else:
        doc.p("None: every pair of levels' intervals overlaps.")
    doc.h2("Seats")
    players = levels.runs[0].summary.players if levels.runs else 0
    doc.table(["level", "games", *[f"seat {s + 1}" for s in range(players)]],
              [[row["level"], row["games"], *[f"{r['rate']:.1%} ({r['low']:.0%}–{r['high']:.0%})"
                                              for r in row["seats"]]] for row in levels.seat_rows()])
    effects = levels.card_effects()
    if effects:
        doc.h2("Changed cards: the holder's chance of winning (causal), per level")
        doc.table(["card", *names],
                  [[next(iter(e.values())).get("name", cid), *[_cell(e.get(lv), q=True) for lv in names]]
                   for cid, e in effects.items()])
    gaps = levels.gap_rows()
    if gaps:
        doc.h2("Skill gap")
        doc.table(["stronger", "weaker", "stronger's score", "95% interval", "games"],
                  [[g["stronger"], g["weaker"], f"{g['rate']:.0%}", f"{g['low']:.0%}–{g['high']:.0%}", g["n"]]
                   for g in gaps])
    with open(os.path.join(folder, "levels.json"), "w", encoding="utf-8") as fh:
        json.dump(levels.to_json(), fh, indent=1, ensure_ascii=False, default=str)
    with open(os.path.join(folder, "summary.md"), "w", encoding="utf-8") as fh:
        fh.write(doc.markdown())
    page = os.path.join(folder, "index.html")
    with open(page, "w", encoding="utf-8") as fh:
        fh.write(doc.html(f"Balance at every level: {levels.game}"))
    return page


def _cell(r, q=False) -> str:
    if r is None:
        return ""
    text = f"{points(r['delta'])} ({points(r['low'])} to {points(r['high'])}, n={r['n']})"
    return text + (f", q={r['q']:.3f}" if q and r.get("q") is not None else "")
