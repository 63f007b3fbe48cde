"""The report's opening for an A/B run: what each changed card's edit was and what it did, causally.

Per changed card: the exact change (field, old → new, from the two files' definitions), the
effect on its holder's chance of winning with its 95% interval, n and q (``game/lab/ab.py``),
and its deeds per holder; the sequential run's stop, when there was one
(``game/lab/until_clear.py``).  The headline calls a card or seat *surely* up or down only
from these corrected (q < 0.05) paired figures, never from the observed ones.
"""
from __future__ import annotations

import os

from game.lab import card_observed, charts
from game.lab.edits import change_text, field_changes
from game.lab.observed import chart_sections
from game.lab.wording import base, card_label, points

SURE = 0.05                 # a figure is "surely" up or down when its q is below this


def verdict(r: dict) -> str:
    """'surely up', 'surely down' or '' from a paired figure's interval and q."""
    if r.get("q") is None or r["q"] >= SURE:
        return ""
    return "surely up" if r["low"] > 0 else "surely down" if r["high"] < 0 else ""


def effect_text(r: dict, tested: int) -> str:
    mark = verdict(r)
    return (f"**{points(r['delta'])}** (95% interval {points(r['low'])} to {points(r['high'])}; "
            f"n = {r['n']} paired games; q = {r['q']:.3f}, Benjamini–Hochberg over {tested} figures)"
            + (f": **{mark}**" if mark else ": not clear, the change could be nothing"))


def headline(ab, stopping=None) -> list[str]:
    """The 'At a glance' lines of an A/B run: each changed card, and the seats that surely moved."""
    out = []
    for cid, r in ab.cards.items():
        changes = field_changes(ab.new.cards, ab.old.cards, cid)
        out.append(f"Changed card **{r['name']}** ({change_text(changes)}): its holder's chance of winning "
                   + effect_text(r, ab.tested) + ".")
    if not ab.cards:
        out.append(f"No card's definition differs between `{base(ab.new.cards_path)}` and "
                   f"`{base(ab.old.cards_path)}`.")
    for r in ab.seats:
        if verdict(r):
            out.append(f"{r['label'].capitalize()}'s win rate {r['old_rate']['rate']:.1%} → "
                       f"{r['new_rate']['rate']:.1%}: {points(r['delta'])}, {verdict(r)} (q = {r['q']:.3f}).")
    if stopping is not None:
        out.append(stopping.sentence())
    return out


def edit_section(doc, folder, ab, comp, stopping=None) -> None:
    """'What the edit did': per changed card its change, causal effect and deeds; then the delta chart."""
    a, b = ab.new, ab.old
    na, nb = base(a.cards_path), base(b.cards_path)
    doc.h2("What the edit did")
    doc.p(f"`{na}` (new) against `{nb}` (old), game by game on the same seeds. A changed card's effect is "
          "causal: its copies are put into one seat's starting cards (seats take turns by seed) and the same "
          "seed is played with each file, so only the card's definition differs; the figure is that seat's "
          "result with the new file minus its result with the old one.")
    if stopping is not None:
        doc.p(stopping.sentence())
    for cid, r in ab.cards.items():
        changes = field_changes(a.cards, b.cards, cid)
        doc.p(f"**{card_label(a if cid in a.cards else b, cid)}** (`{cid}`): {change_text(changes)}.")
        doc.p("Its holder's chance of winning: " + effect_text(r, ab.tested) + ". " + _design(r, na, nb))
        if cid in ab.observed:
            doc.table(["beside it, observed in the ordinary games with " + na, "holder's win rate"],
                      [[k, v] for k, v in zip(card_observed.HEADER[1:],
                                              card_observed.table_row("", ab.observed[cid])[1:])])
            doc.p(f"The observed figures are {card_observed.WARNING}; the seeded estimate above is the card's effect.")
        if stopping is not None and cid in stopping.test.looks:
            doc.p(stopping.card_sentence(cid))
        deeds = r.get("deeds_per_holder") or {}
        names = list(dict.fromkeys(list(deeds.get("old", {})) + list(deeds.get("new", {}))))
        if names:
            doc.table(["what the card did, per holder per game", f"old: {nb}", f"new: {na}"],
                      [[d, _per(deeds.get("old", {}).get(d)), _per(deeds.get("new", {}).get(d))] for d in names])
    if not ab.cards:
        doc.p("No card's definition differs between the two files.")
    doc.table(["seat (paired by seed)", "old → new", "change", "95% interval", "n", "q"],
              [[r["label"].capitalize(), f"{r['old_rate']['rate']:.1%} → {r['new_rate']['rate']:.1%}",
                points(r["delta"]), f"{points(r['low'])} to {points(r['high'])}", r["n"], f"{r['q']:.3f}"]
               for r in ab.seats])
    sections = []
    if ab.cards:
        sections.append(("Changed cards: the holder's chance of winning (causal)",
                         [dict(r, label=card_label(a if cid in a.cards else b, cid), note="changed")
                          for cid, r in ab.cards.items()]))
    sections.append(("Seats, paired by seed", [dict(r, label=r["label"].capitalize()) for r in ab.seats]))
    sections += chart_sections(a, b, comp)
    charts.delta_chart(os.path.join(folder, "delta.png"), f"{a.game}: what the edit did",
                       f"new = {na}, old = {nb} · same seeds · bars: new − old · coloured only when q < {SURE}",
                       sections)
    doc.img("delta.png", "What the edit did: each changed card's causal effect, the seats, then observed moves")


def _design(r: dict, na: str, nb: str) -> str:
    if r.get("design") == "seeded":
        return (f"Measured with {r.get('copies')} copies seeded into the holder's starting cards in {r['n']} "
                "paired games.")
    return (f"Measured on the seats that alone held it ({r['held_old']} games with {nb}, {r['held_new']} with "
            f"{na}): a seat that buys a card is a seat that could afford it, so read this with care.")


def _per(v) -> str:
    return "" if v is None else f"{v:.2f}"
