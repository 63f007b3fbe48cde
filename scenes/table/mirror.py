"""The position the screen shows: a copy of the game moved on one event at a time.

The engine resolves an action at once and returns its events; the table
replays them on this copy, one animation each, so the player sees the
resolution in the order it happened.  When the queue runs dry the copy is
replaced by a fresh clone of the true state, which also brings over what no
event tells (a game's own bookkeeping).
"""
from __future__ import annotations

from game import engine
from game.engine import events as ev


def _own_card(shown: engine.State, uid):
    """``shown``'s own copy of card ``uid`` to change (other states made by cloning share the rest), or None."""
    return shown.writable(uid) if uid in shown.cards else None


def apply_event(shown: engine.State, e: ev.Event, truth: engine.State | None = None) -> None:
    """Move ``shown`` on by one event (a best effort: the resync at the end makes it exact)."""
    if isinstance(e, ev.CardMoved):
        card = _own_card(shown, e.card)
        if card is None or e.dst not in shown.zones:
            return
        src = shown.zones.get(card.zone)
        if src is not None and e.card in src.cards:
            shown.writable_zone(card.zone).cards.remove(e.card)
        dst = shown.writable_zone(e.dst)
        if e.index is None or e.index < 0 or e.index >= len(dst.cards):
            dst.cards.append(e.card)
        else:
            dst.cards.insert(e.index, e.card)
        card.zone = e.dst
        card.face_up = e.face_up
        card.moves += 1
        if e.card_id is not None:
            card.card_id = e.card_id
    elif isinstance(e, ev.CardRevealed):
        card = _own_card(shown, e.card)
        if card is not None:
            card.face_up = True
            card.card_id = e.card_id or card.card_id
            card.props["seen_by"] = tuple(range(len(shown.seats)))
    elif isinstance(e, ev.CardChanged):
        card = _own_card(shown, e.card)
        if card is not None:
            if e.new is None:
                card.props.pop(e.prop, None)
            else:
                card.props[e.prop] = e.new
    elif isinstance(e, ev.CounterChanged):
        shown.counters[(e.name, e.seat)] = e.new
    elif isinstance(e, ev.CardPeeked):
        for uid in e.cards:
            card = _own_card(shown, uid)
            if card is not None:
                seen = card.props.get("seen_by", ())
                if e.seat not in seen:
                    card.props["seen_by"] = tuple(seen) + (e.seat,)
    elif isinstance(e, ev.Shuffled):
        zone = shown.zones.get(e.zone)
        if zone is not None:
            for uid in zone.cards:
                if "seen_by" in shown.cards[uid].props:
                    shown.writable(uid).props.pop("seen_by", None)
            if truth is not None and e.zone in truth.zones:
                order = [u for u in truth.zones[e.zone].cards if u in zone.cards]
                shown.writable_zone(e.zone).cards[:] = order + [u for u in zone.cards if u not in order]
    elif isinstance(e, ev.DecisionAsked):
        shown.pending = engine.Decision(e.seat, e.decision, e.prompt, [], source="shown")
    elif isinstance(e, ev.GameOver):
        shown.over = True
        shown.winners = tuple(e.winners)
        shown.pending = None


def knows(shown: engine.State, uid: int, viewer) -> bool:
    """May ``viewer`` (None: a spectator who sees all) know which card ``uid`` is?"""
    card = shown.cards[uid]
    if card.card_id is None:
        return False
    if viewer is None:
        return True
    seen = engine.visible_seats(shown, shown.zones[card.zone], card)
    return not seen or viewer in seen or viewer in card.props.get("seen_by", ())


def face_shown(shown: engine.State, uid: int, viewer) -> bool:
    """Is the card drawn face up for ``viewer``: known, and face up or held in a private zone?"""
    card = shown.cards[uid]
    zone = shown.zones[card.zone]
    if not knows(shown, uid, viewer):
        return False
    return card.face_up or zone.visibility == engine.PRIVATE
