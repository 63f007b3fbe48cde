"""Primitive changes.  Every change to a state goes through one of these, so every change emits its event."""
from __future__ import annotations

import game.engine.draws as draws
import game.engine.events as ev
from game.engine.state import PUBLIC, SECRET, Card, State, Zone

_new_card = _new_zone = _new_event = object.__new__
_CARD_MOVED = ev.CardMoved


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
    cards, zones, home = state.cards, state.zones, state._home
    card = cards[uid]
    if card.home is not home:                   # state.writable(uid) and Card.copy, inline: the commonest change
        shared = card
        card = cards[uid] = _new_card(Card)
        props = shared.props
        card.props = props.copy() if props else {}
        card.uid = uid
        card.card_id = shared.card_id
        card.owner = shared.owner
        card.zone = shared.zone
        card.face_up = shared.face_up
        card.moves = shared.moves
        card.home = home
    card.mask = None
    touched = state._touched
    if touched is not None:
        touched.append(uid)
    src = zones[card.zone]
    if src.home is not home:                    # state._own_zone(src), inline
        shared = src
        src = zones[shared.name] = _new_zone(Zone)
        src.name, src.owner, src.visibility, src.ordered, src.cards, src.home = (
            shared.name, shared.owner, shared.visibility, shared.ordered, shared.cards, home)
        shared.cards = shared.cards[:]
    held = src.cards
    if held[-1] == uid:                         # the commonest: the top card (a draw)
        held.pop()
    else:
        held.remove(uid)
    zone = zones[dst]
    if zone.home is not home:
        shared = zone
        zone = zones[dst] = _new_zone(Zone)
        zone.name, zone.owner, zone.visibility, zone.ordered, zone.cards, zone.home = (
            dst, shared.owner, shared.visibility, shared.ordered, shared.cards, home)
        shared.cards = shared.cards[:]
    listed = zone.cards
    visibility = zone.visibility
    if face_up is None:
        face_up = visibility == PUBLIC
    if state.log is None:                       # nobody listens: no event, so no one to tell who sees it
        if index is None:
            listed.append(uid)
        else:
            listed.insert(index, uid)           # past the end: on top
        card.zone = dst
        card.face_up = face_up
        card.moves += 1
        return
    if index is None or index >= len(listed):
        listed.append(uid)
        index = len(listed) - 1
    else:
        listed.insert(index, uid)
    log = state.log
    owner = card.owner
    if src.visibility == PUBLIC and card.face_up:       # the one seat that sees it before and after, -1: none
        before = EVERYONE
    elif src.visibility == SECRET:
        before = -1
    else:
        before = src.owner if src.owner is not None else owner
    if visibility == PUBLIC and face_up:
        after = EVERYONE
    elif visibility == SECRET:
        after = -1
    else:
        after = zone.owner if zone.owner is not None else owner
    card.zone = dst
    card.face_up = face_up
    card.moves += 1
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
    moved = _new_event(_CARD_MOVED)             # ev.CardMoved(...) without the call to its __init__
    moved.card = uid
    moved.card_id = card.card_id
    moved.src = src.name
    moved.dst = dst
    moved.index = index
    moved.face_up = face_up
    moved.visible_to = seen
    moved.reason = reason
    log.append(moved)


EVERYONE = object()      # move: every seat sees the card
NOBODY = (-1,)           # the visible_to of a card nobody sees


def shuffle(state: State, zone: str) -> None:
    """Shuffle a zone; whatever anyone had seen of its order is forgotten."""
    cards = state.writable_zone(zone).cards
    draws.seeded_shuffle(state.draw_seed(), cards)
    known = state.cards
    for uid in cards:
        if "seen_by" in known[uid].props:
            del state.writable(uid).props["seen_by"]
    if state.log is not None:
        state.emit(ev.Shuffled(zone))


def show(state: State, uids, seat: int, zone: str = "") -> None:
    """Let ``seat`` look at cards hidden from it (they stay known to it until shuffled away)."""
    for uid in uids:
        seen = state.cards[uid].props.get("seen_by", ())
        if seat not in seen:
            state.writable(uid).props["seen_by"] = tuple(seen) + (seat,)
    if state.log is not None:
        state.emit(ev.CardPeeked(seat, tuple(uids), tuple(state.cards[u].card_id for u in uids), zone))


def reveal(state: State, uid: int) -> None:
    """Show a card to the whole table where it lies (it stays known to all until shuffled away)."""
    card = state.cards[uid]
    seats = tuple(s for s in range(len(state.seats)) if hidden_from(state, state.zones[card.zone], card, s))
    if seats:
        state.writable(uid).props["seen_by"] = tuple(card.props.get("seen_by", ())) + seats
        if state.log is not None:
            state.emit(ev.CardRevealed(uid, card.card_id, card.zone))


def set_face(state: State, uid: int, face_up: bool) -> None:
    card = state.cards[uid]
    if card.face_up != face_up:
        card = state.writable(uid)
        card.face_up = face_up
        if face_up and state.log is not None:
            state.emit(ev.CardRevealed(uid, card.card_id, card.zone))


def set_prop(state: State, uid: int, prop: str, value) -> None:
    old = state.cards[uid].props.get(prop)
    if old != value:
        card = state.writable(uid)
        if value is None:
            card.props.pop(prop, None)
        else:
            card.props[prop] = value
        if state.log is not None:
            state.emit(ev.CardChanged(uid, prop, old, value))


def set_counter(state: State, name: str, seat, value: int) -> None:
    old = state.counters.get((name, seat), 0)
    if old != value:
        state.counters[(name, seat)] = value
        if state.log is not None:
            state.emit(ev.CounterChanged(name, seat, old, value))


def add_counter(state: State, name: str, seat, delta: int, low=None, high=None) -> int:
    """Add ``delta`` within [low, high]; returns the change actually made."""
    counters, key = state.counters, (name, seat)
    old = counters.get(key, 0)
    new = old + delta
    if low is not None and new < low:
        new = low
    if high is not None and new > high:
        new = high
    if old != new:                              # set_counter, inline
        counters[key] = new
        if state.log is not None:
            state.emit(ev.CounterChanged(name, seat, old, new))
    return new - old


def insert_extra_turn(state: State, seat: int) -> None:
    """An extra turn goes directly after the current one (the last created is taken first)."""
    state.turn_queue.insert(0, (seat, True))
    if state.log is not None:
        state.emit(ev.Message(f"{state.seats[seat]} will take an extra turn.", seat))


def set_owner(state: State, uid: int, seat: int) -> None:
    """The card changes hands (a pot won): its owner is now ``seat``."""
    card = state.cards[uid]
    if card.owner != seat:
        card = state.writable(uid)
        old, card.owner = card.owner, seat
        if state.log is not None:
            state.emit(ev.CardChanged(uid, "owner", old, seat))


LIMIT = "limit"      # the end_reason of a game stopped by its rules' bound: a draw


def end_game(state: State, winners, reason: str, scores=()) -> None:
    """The game is over: ``winners`` (none: a draw) and why, as the rules word it."""
    state.over = True
    state.end_reason = reason
    state.winners = tuple(winners)
    state.pending = None
    state.chain.clear()
    state.waiting.clear()
    if state.log is not None:
        state.emit(ev.GameOver(tuple(winners), reason, tuple(scores)))

