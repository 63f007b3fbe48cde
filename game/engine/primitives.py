"""Primitive changes.  Every change to a state goes through one of these, so every change emits its event;
each makes its change by ``game.engine.changes``, the code its event's ``apply`` runs."""
from __future__ import annotations

import game.engine.changes as changes
import game.engine.draws as draws
import game.engine.events as ev
from game.engine.changes import place, set_card
from game.engine.pieces import Card, Zone
from game.engine.state import State
from game.engine.visibility import PUBLIC, SECRET



def visible_seats(state: State, zone: Zone, card: Card) -> tuple:
    """Who may see this card where it is: () for everyone."""
    if zone.visibility == PUBLIC and card.face_up:
        return ()
    if zone.visibility == SECRET:
        return (-1,)
    return (zone.owner if zone.owner is not None else card.owner,)


def hidden_from(state: State, zone: Zone, card: Card, seat: int) -> bool:
    """Whether ``seat`` may not see this card where it is, and has not been shown it."""
    seen = visible_seats(state, zone, card)
    return bool(seen) and seat not in seen and seat not in card.props.get("seen_by", ())


def move(state: State, uid: int, dst: str, index: int | None = None, face_up=None, reason="") -> None:
    log = state.log
    if log is None:                             # nobody listens: no event, so no one to tell who sees it
        place(state, uid, dst, index, face_up)
        return
    card = state.cards[uid]
    src = state.zones[card.zone]
    owner = card.owner
    if src.visibility == PUBLIC and card.face_up:       # the one seat that sees it before and after, -1: none
        before = EVERYONE
    elif src.visibility == SECRET:
        before = -1
    else:
        before = src.owner if src.owner is not None else owner
    zone = state.zones[dst]
    visibility = zone.visibility
    if face_up is None:
        face_up = visibility == PUBLIC
    index = place(state, uid, dst, index, face_up)
    if visibility == PUBLIC and face_up:
        after = EVERYONE
    elif visibility == SECRET:
        after = -1
    else:
        after = zone.owner if zone.owner is not None else owner
    if before is EVERYONE or after is EVERYONE:
        seen = ()
    elif before == after:
        seen = (before,) if before >= 0 else NOBODY
    elif before < 0:
        seen = (after,) if after >= 0 else NOBODY
    elif after < 0:
        seen = (before,)
    else:
        seen = (before, after) if before < after else (after, before)
    log.append(ev.CardMoved(uid, card.card_id, src.name, dst, index, face_up, seen, reason))


EVERYONE = object()      # move: every seat sees the card
NOBODY = (-1,)           # the visible_to of a card nobody sees


def shuffle(state: State, zone: str) -> None:
    """Shuffle a zone; whatever anyone had seen of its order is forgotten."""
    order = list(state.zones[zone].cards)
    draws.seeded_shuffle(state.draw_seed(), order)
    changes.put_in_order(state, zone, order)
    if state.log is not None:
        state.emit(ev.Shuffled(zone, tuple(order)))


def show(state: State, uids, seat: int, zone: str = "") -> None:
    """Let ``seat`` look at cards hidden from it (they stay known to it until shuffled away)."""
    changes.shown_to(state, uids, (seat,))
    if state.log is not None:
        state.emit(ev.CardPeeked(seat, tuple(uids), tuple(state.cards[u].card_id for u in uids), zone))


def reveal(state: State, uid: int) -> None:
    """Show a card to the whole table where it lies (it stays known to all until shuffled away)."""
    card = state.cards[uid]
    seats = tuple(s for s in range(len(state.seats)) if hidden_from(state, state.zones[card.zone], card, s))
    if seats:
        changes.shown_to(state, (uid,), seats)
        if state.log is not None:
            state.emit(ev.CardRevealed(uid, card.card_id, card.zone, seats=seats))


def set_face(state: State, uid: int, face_up: bool) -> None:
    card = state.cards[uid]
    if card.face_up != face_up:
        changes.turn_face(state, uid, face_up)
        if face_up and state.log is not None:
            state.emit(ev.CardRevealed(uid, card.card_id, card.zone, turned=True))


def set_prop(state: State, uid: int, prop: str, value) -> None:
    old = state.cards[uid].props.get(prop)
    if old != value:
        set_card(state, uid, prop, value)
        if state.log is not None:
            state.emit(ev.CardChanged(uid, prop, old, value))


def set_counter(state: State, name: str, seat, value: int) -> None:
    old = state.counters.get((name, seat), 0)
    if old != value:
        changes.set_counter(state, name, seat, value)
        if state.log is not None:
            state.emit(ev.CounterChanged(name, seat, old, value))


def add_counter(state: State, name: str, seat, delta: int, low=None, high=None) -> int:
    """Add ``delta`` within [low, high]; returns the change actually made."""
    old = state.counters.get((name, seat), 0)
    new = old + delta
    if low is not None and new < low:
        new = low
    if high is not None and new > high:
        new = high
    if old != new:
        changes.set_counter(state, name, seat, new)
        if state.log is not None:
            state.emit(ev.CounterChanged(name, seat, old, new))
    return new - old


def happen(state: State, event: ev.Event) -> None:
    """Make ``event``'s change (its ``change``) and announce it: how a game changes its own data by its events."""
    event.change(state)
    if state.log is not None:
        state.log.append(event)


def insert_extra_turn(state: State, seat: int) -> None:
    """An extra turn goes directly after the current one (the last created is taken first)."""
    state.turn_queue.insert(0, (seat, True))
    if state.log is not None:
        state.emit(ev.Message(f"{state.seats[seat]} will take an extra turn.", seat))


def set_owner(state: State, uid: int, seat: int) -> None:
    """The card changes hands (a pot won): its owner is now ``seat``."""
    old = state.cards[uid].owner
    if old != seat:
        set_card(state, uid, "owner", seat)
        if state.log is not None:
            state.emit(ev.CardChanged(uid, "owner", old, seat))


LIMIT = "limit"      # the end_reason of a game stopped by its rules' bound: a draw


def end_game(state: State, winners, reason: str, scores=()) -> None:
    """The game is over: ``winners`` (none: a draw) and why, as the rules word it."""
    changes.finish(state, winners, reason)
    if state.log is not None:
        state.emit(ev.GameOver(tuple(winners), reason, tuple(scores)))

