"""A changed card's causal effect: the card seeded into one seat's starting cards, the same seed under both files.

For a changed card C and each seed s, the *holder* is seat ``s % players``.  Right
after set-up, before anyone acts, ``COPIES`` copies of C are put into the holder's
starting cards (``seed_card``, once per copy).  The same seed is played twice, once with each card file, so
the two games start from the same cards in the same places and differ only in what
C's definition says.  The holder's result with the new file minus its result with
the old file, averaged over the seeds, is the effect of the edit on the chance of
winning of a seat that has the card; no seat is chosen by what it bought, so the
wealth that buys a card cannot leak into the estimate (a "holder" found by looking
at who bought the card would select rich seats).

Where the copies come from and where they go: ``game/engine/seeding.py``, which a
replay of a seeded game uses too.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.seeding import seed_copies
from game.lab.balance import seat_scores
from game.lab.deeds import deed_key
from game.lab.stats import detectable, mean_interval

COPIES = 3            # copies seeded: one copy among a dozen starting cards is lost in the games' noise


def holder_of(seed: int, players: int) -> int:
    """The seat that gets the card: seats take turns by seed, so no seat's advantage is the card's."""
    return seed % players


@dataclass(frozen=True)
class CardSeeding:
    """The hook a batch runs on each game right after set-up (picklable, for worker processes)."""
    card_id: str
    copies: int = COPIES

    def __call__(self, state, seed: int) -> dict:
        holder = holder_of(seed, state.players)
        sources = seed_copies(state, self.card_id, self.copies, holder)
        return {"card": self.card_id, "holder": holder, "copies": self.copies, "from": sources}


def paired_diffs(new, old) -> list[float]:
    """Per seed both seeded runs played: the holder's result with the new file minus with the old one."""
    return [seat_scores(nb["winners"], new.players)[nb["prepared"]["holder"]]
            - seat_scores(na["winners"], new.players)[nb["prepared"]["holder"]] for nb, na in _pairs(new, old)]


def _pairs(new, old) -> list[tuple]:
    old_by_seed = {r["seed"]: r for r in old.results}
    return [(nb, old_by_seed[nb["seed"]]) for nb in new.results if nb["seed"] in old_by_seed]


def effect(new, old, card_id: str) -> dict:
    """The seeded card's effect from two seeded runs of the same seeds (``new``: the --cards file)."""
    diffs, deeds = paired_diffs(new, old), {"new": {}, "old": {}}
    players = new.players
    for nb, na in _pairs(new, old):
        holder = nb["prepared"]["holder"]
        for side, result in (("new", nb), ("old", na)):
            for deed, count in ((result.get("deeds") or [{}] * players)[holder].get(card_id) or {}).items():
                deeds[side][deed] = deeds[side].get(deed, 0) + count
    fig = mean_interval(diffs)
    fig["detectable"] = detectable(fig.pop("se"))
    n = len(diffs)
    fig["design"] = "seeded"
    fig["copies"] = new.results[0]["prepared"].get("copies", 1) if new.results else 0
    fig["deeds_per_holder"] = {side: {d: round(v / n, 4) for d, v in sorted(counts.items(), key=deed_key)}
                               for side, counts in deeds.items()} if n else {}
    fig["held_new"] = fig["held_old"] = n
    return fig


def seedable(new, old, card_ids) -> list[str]:
    """The changed cards both runs' files define (a card only one file has cannot be seeded on the other side)."""
    return [cid for cid in card_ids if cid in new.cards and cid in old.cards]


def seeded_runs(run, new, old, card_ids, copies: int = COPIES) -> dict:
    """For each seedable changed card, its two seeded runs; ``run(side, seeding)`` plays one ("new"/"old")."""
    return {cid: (run("new", CardSeeding(cid, copies)), run("old", CardSeeding(cid, copies)))
            for cid in seedable(new, old, card_ids)}


def compact(run, card_id: str) -> list[dict]:
    """A seeded run's per-game results, as the JSON keeps them: seed, winners, holder, the card's deeds."""
    out = []
    for r in run.results:
        holder = r["prepared"]["holder"]
        out.append({"seed": r["seed"], "winners": r["winners"], "holder": holder, "steps": r["steps"],
                    "deeds": ((r.get("deeds") or [{}] * run.players)[holder].get(card_id) or {})})
    return out
