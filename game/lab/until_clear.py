"""``simulate --against A --until-clear``: paired games in batches, stopped when every changed card's answer is clear.

Each batch plays the next ``batch`` seeds with the new and old files, and each changed
card not yet decided with its copies seeded into a seat (``game/lab/causal.py``).  After
the batch every such card is looked at with the group-sequential test of
``game/lab/sequential.py``; the run stops when every card is decided (its repeated
interval excludes zero, or lies within ±``smallest``), at the cap (``--games``), or when
stopped by hand.  The batches are one run's games in order (same indices, seeds and
seating), so a stopped run's games are those a fixed run of that many games plays.
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass

from game.lab import causal
from game.lab.batch import CardRun, ProgressBar, run_runs, summarise
from game.lab.sequential import SequentialTest

BATCH = 100           # paired games per look


@dataclass
class Stopping:
    """Why and when a ``--until-clear`` run stopped, with every look's figures per card."""
    test: SequentialTest
    games: int              # paired games of the plain A/B when it stopped
    batch: int
    looks: int
    names: dict             # card id -> name
    stopped_by_hand: bool = False

    def reason(self) -> str:
        return "it was stopped by hand" if self.stopped_by_hand else self.test.reason()

    def sentence(self) -> str:
        smallest = (f", or shown smaller than ±{self.test.smallest * 100:g} points" if self.test.smallest
                    else "")
        return (f"--until-clear stopped after {self.games} paired games ({self.looks} look"
                f"{'s' if self.looks != 1 else ''} of up to {self.batch}; cap {self.test.cap}): {self.reason()}. "
                f"A card is clear when its repeated 95% interval excludes zero{smallest}; group-sequential, "
                "Pocock-type alpha spending (docs/BALANCE.md).")

    def card_sentence(self, card: str) -> str:
        last = self.test.looks[card][-1]
        what = {"up": "clear: up", "down": "clear: down",
                "smaller": f"clear: smaller than ±{(self.test.smallest or 0) * 100:g} points",
                "": "not clear"}[last.decision]
        return (f"Sequential figure after {last.n} paired games: {last.delta * 100:+.1f} pt, repeated 95% interval "
                f"{last.low * 100:+.1f} to {last.high * 100:+.1f} pt (critical value {last.critical:.2f}): {what}.")

    def text(self) -> str:
        return "\n".join(["  " + self.sentence()] + [f"    {self.names.get(c, c)}: {self.card_sentence(c)}"
                                                     for c in self.test.cards if self.test.looks[c]])

    def to_json(self) -> dict:
        return {"reason": self.reason(), "paired_games": self.games, "batch": self.batch, "looks": self.looks,
                "cap": self.test.cap, "smallest": self.test.smallest, "alpha": self.test.alpha,
                "design": "group-sequential, Lan-DeMets alpha spending of the Pocock type, repeated confidence "
                          "intervals; alpha split evenly over the changed cards",
                "cards": {c: [vars(lk) for lk in looks] for c, looks in self.test.looks.items()}}


def play(game, seats, seed, new: CardRun, old: CardRun, card_ids, cap: int, *, batch: int = BATCH,
         smallest: float | None = None, copies: int = causal.COPIES, progress=True, log=None,
         on_games=None, on_look=None, **kw):
    """Play batches until clear; returns (the Summary of every card run, as ``run_runs`` would, and the Stopping).

    ``on_games(played)``: the games played so far, after each game; ``on_look(test, paired, looks)``: after
    each look (a window shows them).  ``kw`` goes to ``run_runs`` (options, workers, swap, cluster, cache,
    should_stop).
    """
    log = log or (lambda line: print(line, file=sys.stderr, flush=True))
    test = SequentialTest(list(card_ids), cap, smallest)
    seedings = {cid: causal.CardSeeding(cid, copies) for cid in card_ids}
    records: dict = {}
    labels = {new.label: new, old.label: old}
    bar = ProgressBar(game, cap * (2 + 2 * len(card_ids))) if progress else None
    played_games, seconds, n, looks, cancelled = 0, 0.0, 0, 0, False
    workers, swap = 1, kw.get("swap")
    while n < cap:
        end = min(cap, n + batch)
        runs = [new, old]
        for cid in test.open_cards():
            runs += [CardRun(new.cards, new.cards_path, new.cards_text, f"seeded:{cid}:new", seedings[cid]),
                     CardRun(old.cards, old.cards_path, old.cards_text, f"seeded:{cid}:old", seedings[cid])]
        base = played_games
        start = time.perf_counter()

        def counted(done, total, base=base):
            if bar:
                bar.update(base + done)
            if on_games:
                on_games(base + done)
        played = run_runs(game, seats, end, seed, runs, progress=False, first=n, on_progress=counted, **kw)
        seconds += time.perf_counter() - start
        looks += 1
        played_games += sum(s.games + len(s.errors) - s.cached for s in played.summaries)
        workers, swap = played.summaries[0].workers, played.summaries[0].swap
        for run, summary, kept in zip(runs, played.summaries, played.records):
            labels[run.label] = run
            records.setdefault(run.label, []).extend(kept)
        by_label = {s.label: s for s in played.summaries}
        for cid in [c for c in test.open_cards() if f"seeded:{c}:new" in by_label]:
            diffs = causal.paired_diffs(by_label[f"seeded:{cid}:new"], by_label[f"seeded:{cid}:old"])
            if diffs:                   # a batch stopped before any of its games ended is no look
                test.add(cid, diffs)
        n = end
        if on_look:
            on_look(test, n, looks)
        if log and progress:
            log(_look_line(game, looks, n, test, new.cards_path))
        if played.cancelled:
            cancelled = True
            break
        if test.done():
            break
    if bar:
        bar.done(played_games)
    summaries = []
    for label, run in labels.items():
        kept = records.get(label, [])
        summary = summarise(game, seats, kept, seconds, run.cards, cards_path=run.cards_path, seed=seed,
                            swap=swap, workers=workers,
                            requested=n, cancelled=cancelled)
        summary.label = label
        summary.batch_games, summary.batch_seconds = played_games, seconds
        summaries.append(summary)
    names = {cid: (summaries[0].cards.get(cid) or {}).get("name", cid) for cid in card_ids}
    return summaries, Stopping(test, n, batch, looks, names, stopped_by_hand=cancelled)


def _look_line(game, look, n, test, path) -> str:
    parts = []
    for cid in test.cards:
        if test.looks[cid]:
            last = test.looks[cid][-1]
            parts.append(f"{cid} {last.delta * 100:+.1f} pt [{last.low * 100:+.1f}, {last.high * 100:+.1f}]"
                         + (f" {last.decision}" if last.decision else ""))
    return f"{game}: look {look}, {n} paired games: " + ("; ".join(parts) or "no changed card")
