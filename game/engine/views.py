"""A seat's view of a game: the state as that seat may know it, built straight from the state.

A card hidden from the seat is swapped for its mask (``Card.mask``): a twin with no identity
and no props, made once per card and shared by every view until the card changes.  The
identities hidden are listed, sorted, in ``data["hidden_pool"]`` (which cards are hidden is
public: the sets are printed; where they are is not).
"""
from __future__ import annotations

from operator import itemgetter

from game.engine.state import PUBLIC, SECRET, Card, Decision, State

_new_card = object.__new__
_first = itemgetter(0)


def view(state: State, seat: int | None) -> State:
    """What ``seat`` may know: cards it may not see lose their identity and props.

    The view's seed is blanked and its random generator is fresh, and a secret
    zone (a deck) lists its cards by uid, not in their order, so nothing in it
    reveals the order of a shuffled deck.  ``seat=None`` is a spectator who
    sees everything.  The view of the seat to move keeps the state's legal moves
    (they are that seat's own to know, and the same as its view would list).
    """
    out = state.clone()
    if seat is None:
        return out
    out.forget_seed(state.step * 7919 + seat)
    cards = out.cards
    hidden = []
    for zone in out.zones.values():
        visibility, owner, uids = zone.visibility, zone.owner, zone.cards
        if visibility == SECRET:
            spots = []
            for i, uid in enumerate(uids):
                card = cards[uid]
                props = card.props
                if props and seat in props.get("seen_by", ()):
                    continue
                spots.append(i)
                hidden.append(_masked(cards, card))
            if len(spots) == len(uids):
                uids.sort()
            else:
                for i, uid in zip(spots, sorted(uids[i] for i in spots)):
                    uids[i] = uid
            continue
        if owner == seat:
            continue
        public = visibility == PUBLIC
        for uid in uids:
            card = cards[uid]
            if public and card.face_up:
                continue
            if owner is None and card.owner == seat:
                continue
            props = card.props
            if props and seat in props.get("seen_by", ()):
                continue
            hidden.append(_masked(cards, card))
    hidden.sort(key=_first)
    out.data["hidden_pool"] = [entry for _, entry in hidden]
    pending = out.pending
    if pending is not None and pending.seat != seat:
        out.pending = Decision(pending.seat, pending.kind, pending.prompt, [], pending.source)
    cache = state._legal_cache
    if cache is not None and cache[0] == state.step and cache[1] and cache[1][0].seat == seat:
        out._legal_cache = cache
    out.rules.redact(out, seat)
    return out


def _masked(cards: dict, card: Card) -> tuple:
    """Put ``card``'s mask in its place in ``cards``; returns (sort key, (card id, props)) of what it hides."""
    mask = card.mask
    if mask is None:
        twin = _new_card(Card)
        twin.uid, twin.card_id, twin.owner, twin.zone = card.uid, None, card.owner, card.zone
        twin.face_up, twin.props, twin.moves, twin.home, twin.mask = card.face_up, {}, card.moves, None, None
        entry = (card.card_id, tuple(sorted(card.props.items())))
        mask = card.mask = (twin, (repr(entry), entry))
    cards[card.uid] = mask[0]
    return mask[1]
