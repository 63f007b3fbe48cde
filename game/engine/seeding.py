"""Copies of a card put into one seat's starting cards right after set-up (a *seeded* game).

The balance lab seeds a changed card this way to measure it (``game/lab/causal.py``), and a
replay of a seeded game records ``seeded: {card, copies, holder}`` so that playing it again
seeds the same copies from the same places before its first action.

Where a copy comes from, in this order: a shared zone (a Crypt, a supply, a market),
another seat's zone, then one of the holder's own zones other than the target; a card
nowhere in the set-up is created.  It goes to the holder's ``deck`` (shuffled in) or, in a
game without one, its ``hand``; a hand keeps its size (a random other card of it goes back
where the copy came from).
"""
from __future__ import annotations

from game.engine import primitives
from game.engine.errors import CardTableError

TARGET_KINDS = ("deck", "hand")


class SeedingError(CardTableError, ValueError):
    """The card cannot be put into a seat's starting cards in this game."""


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
            primitives.move(state, back, src, index=state.zones[src].cards.index(uid), face_up=card.face_up,
                            reason="seeded")
            primitives.set_owner(state, back, card.owner)
        primitives.move(state, uid, target, face_up=False, reason="seeded")
        primitives.set_owner(state, uid, holder)
    if target.startswith("deck:"):
        primitives.shuffle(state, target)
    return src


def seed_copies(state, card_id: str, copies: int, holder: int) -> list[str]:
    """``copies`` copies of ``card_id`` into ``holder``'s starting cards; the zone each came from."""
    if not 0 <= holder < state.players:
        raise SeedingError(f"seat {holder + 1} is not a seat of this {state.players}-seat game")
    return [seed_card(state, card_id, holder) for _ in range(copies)]
