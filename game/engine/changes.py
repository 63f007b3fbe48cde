"""The changes events make to a state: the one code the primitives run, and an event's ``apply`` runs again.

The engine's primitives change the true state through these functions and then announce the change; an
event's ``apply(state)`` calls the same function with its own fields, so a copy that sees only the events
(the table's shown position) changes exactly as the state that made them.  Each takes the state's own copy
of a card or zone before changing it (``State.writable``), never a clone's shared one.
"""
from __future__ import annotations

import game.engine.fast as fast
from game.engine.visibility import PUBLIC


def place(state, uid: int, dst: str, index: int | None = None, face_up: bool | None = None) -> int:
    """Card ``uid`` into zone ``dst`` at ``index`` (None or past the end: on top), face up or down (None: as
    the zone shows its cards: up in a public zone); returns the index it went to."""
    cards, zones, home = state.cards, state.zones, state._home
    card = cards[uid]                           # state.writable(uid) and writable_zone, without the calls: every move
    if card.home is not home:
        card = cards[uid] = fast.copy_card(card, home)
    card.mask = None
    if state._touched is not None:
        state._touched.append(uid)
    src = zones[card.zone]
    if src.home is not home:
        src = zones[src.name] = fast.own_zone(src, home)
    held = src.cards
    if held[-1] == uid:                         # the commonest: the top card (a draw)
        held.pop()
    else:
        held.remove(uid)
    zone = zones[dst]
    if zone.home is not home:
        zone = zones[dst] = fast.own_zone(zone, home)
    listed = zone.cards
    if index is None or index >= len(listed):
        listed.append(uid)
        index = len(listed) - 1
    else:
        listed.insert(index, uid)
    card.zone = dst
    card.face_up = zone.visibility == PUBLIC if face_up is None else face_up
    card.moves += 1
    return index


def set_card(state, uid: int, prop: str, value) -> None:
    """A card's ``prop`` is ``value`` (None: it has none); ``"owner"`` is the card's owner, not a mark."""
    card = state.writable(uid)
    if prop == "owner":
        card.owner = value
    elif value is None:
        card.props.pop(prop, None)
    else:
        card.props[prop] = value


def set_counter(state, name: str, seat, value: int) -> None:
    state.counters[(name, seat)] = value


def shown_to(state, uids, seats) -> None:
    """``seats`` have seen these cards (they stay known to them until shuffled away)."""
    for uid in uids:
        seen = state.cards[uid].props.get("seen_by", ())
        new = tuple(s for s in seats if s not in seen)
        if new:
            state.writable(uid).props["seen_by"] = tuple(seen) + new


def turn_face(state, uid: int, face_up: bool) -> None:
    state.writable(uid).face_up = face_up


def put_in_order(state, zone: str, order) -> None:
    """The zone's cards now lie in ``order``; whatever anyone had seen of them is forgotten."""
    state.writable_zone(zone).cards[:] = order
    known = state.cards
    for uid in order:
        if "seen_by" in known[uid].props:
            del state.writable(uid).props["seen_by"]


def finish(state, winners, reason: str) -> None:
    state.over = True
    state.end_reason = reason
    state.winners = tuple(winners)
    state.pending = None
    state.chain.clear()
    state.waiting.clear()
