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

Where the copy comes from, in this order: a shared zone (a Crypt, a supply, a
market), another seat's zone, then one of the holder's own zones other than the
target; a card nowhere in the set-up is created.  It goes to the holder's ``deck``
(shuffled in) or, in a game without one, its ``hand``; a hand keeps its size (a
random other card of it goes back where the copy came from).
"""
from __future__ import annotations

from dataclasses import dataclass

from game import engine
from game.lab.balance import seat_scores
from game.lab.deeds import deed_key
from game.lab.stats import detectable, mean_interval

TARGET_KINDS = ("deck", "hand")
COPIES = 3            # copies seeded: one copy among a dozen starting cards is lost in the games' noise


class SeedingError(ValueError):
    """The card cannot be put into a seat's starting cards in this game."""


def holder_of(seed: int, players: int) -> int:
    """The seat that gets the card: seats take turns by seed, so no seat's advantage is the card's."""
    return seed % players


def _target(state, seat: int) -> str:
    for kind in TARGET_KINDS:
        if f"{kind}:{seat}" in state.zones:
            return f"{kind}:{seat}"
    raise SeedingError(f"{state.game} has no deck or hand for seat {seat + 1} to seed a card into")


def _source(state, card_id: str, holder: int, target: str):
    """The copy of ``card_id`` to move, by the order in the module's note (None: there is none)."""
    ranked = []
    for name, zone in state.zones.items():
        if name == target:
            continue
        rank = 0 if zone.owner is None else (1 if zone.owner != holder else 2)
        for uid in zone.cards:
            if state.cards[uid].card_id == card_id:
                ranked.append((rank, name, zone.cards.index(uid), uid))
    return min(ranked)[3] if ranked else None


def seed_card(state, card_id: str, holder: int) -> str:
    """Put one copy of ``card_id`` into ``holder``'s starting cards; returns the zone it came from."""
    if card_id not in state.defs.cards:
        raise SeedingError(f"{state.game} has no card {card_id!r} to seed")
    target = _target(state, holder)
    uid = _source(state, card_id, holder, target)
    if uid is None:
        state.create_card(card_id, holder, target, face_up=False)
        src = "created"
    else:
        card = state.cards[uid]
        src = card.zone
        if target.startswith("hand:") and state.zones[target].cards:
            others = [u for u in state.zones[target].cards if state.cards[u].card_id != card_id]
            others = others or list(state.zones[target].cards)
            back = others[state.rng.randrange(len(others))]
            engine.move(state, back, src, index=state.zones[src].cards.index(uid), face_up=card.face_up,
                        reason="seeded")
            engine.set_owner(state, back, card.owner)
        engine.move(state, uid, target, face_up=False, reason="seeded")
        engine.set_owner(state, uid, holder)
    if target.startswith("deck:"):
        engine.shuffle(state, target)
    return src


@dataclass(frozen=True)
class CardSeeding:
    """The hook a batch runs on each game right after set-up (picklable, for worker processes)."""
    card_id: str
    copies: int = COPIES

    def __call__(self, state, seed: int) -> dict:
        holder = holder_of(seed, state.players)
        sources = [seed_card(state, self.card_id, holder) for _ in range(self.copies)]
        return {"card": self.card_id, "holder": holder, "copies": self.copies, "from": sources}


def effect(new, old, card_id: str) -> dict:
    """The seeded card's effect from two seeded runs of the same seeds (``new``: the --cards file)."""
    old_by_seed = {r["seed"]: r for r in old.results}
    diffs, deeds = [], {"new": {}, "old": {}}
    players = new.players
    for nb in new.results:
        na = old_by_seed.get(nb["seed"])
        if na is None:
            continue
        holder = nb["prepared"]["holder"]
        diffs.append(seat_scores(nb["winners"], players)[holder] - seat_scores(na["winners"], players)[holder])
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
