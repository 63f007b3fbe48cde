"""A seat's view of a game: the state as that seat may know it, built straight from the state.

A card hidden from the seat is swapped for its mask (``Card.mask``): a twin with no identity
and no props, made once per card and shared by every view until the card changes.  The
identities hidden are listed, sorted, in ``data["hidden_pool"]`` (which cards are hidden is
public: the sets are printed; where they are is not).

The state keeps, per seat, what its last view showed (a ``Memo``); the next view looks again
only at the cards changed since (``State.writable`` and ``create_card`` list them in
``State._touched``), so a view costs about a clone, whatever the number of hidden cards.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from operator import itemgetter

import game.engine.fast as fast
from game.engine.pieces import Card, Decision, Zone
from game.engine.state import State
from game.engine.visibility import PUBLIC, SECRET

TOUCHED_KEPT = 4096         # State._touched is emptied past this, once every seat's memo has looked at it
_first = itemgetter(0)


class Memo:
    """What one seat's last view of a state showed: each uid's card or mask, and the hidden identities.

    ``keys`` and ``pool`` are the hidden identities' sort keys and the identities, kept sorted as cards
    come and go (``hidden`` maps each hidden uid to its (key, identity)).
    """
    __slots__ = ("cards", "hidden", "keys", "pool", "seen", "orders", "dirty", "secret", "zone_count")

    def __init__(self, state: State, seat: int):
        self.cards, self.hidden = {}, {}
        self.seen = len(state._touched)
        self.orders: dict = {}      # secret zone -> (the state's Zone, the view's Zone) at the last view
        self.dirty: set = set()     # zones where a card changed since the last view
        self.secret: list = []      # the state's secret zones, as of when it had zone_count zones
        self.zone_count = -1
        zones, shown, hidden = state.zones, self.cards, self.hidden
        for uid, card in state.cards.items():
            if _hidden(zones[card.zone], card, seat):
                shown[uid], hidden[uid] = card.mask or _mask(card)
            else:
                shown[uid] = card
        ordered = sorted(self.hidden.values(), key=_first)
        self.keys = [key for key, _ in ordered]
        self.pool = [entry for _, entry in ordered]

    def look(self, zones: dict, card: Card, seat: int) -> None:
        """Show ``card`` as ``seat`` sees it where it lies now."""
        uid = card.uid
        old = self.hidden.get(uid)
        if _hidden(zones[card.zone], card, seat):
            mask = _mask(card, old)
            self.cards[uid] = mask[0]
            pair = mask[1]
            if old is not None and old[0] == pair[0]:
                return
            if old is not None:
                self._drop(old[0])
            self.hidden[uid] = pair
            i = bisect_right(self.keys, pair[0])
            self.keys.insert(i, pair[0])
            self.pool.insert(i, pair[1])
        else:
            self.cards[uid] = card
            if old is not None:
                del self.hidden[uid]
                self._drop(old[0])

    def _drop(self, key: str) -> None:
        i = bisect_left(self.keys, key)
        del self.keys[i], self.pool[i]

    def unordered(self, state: State, out: State) -> None:
        """Give ``out`` each secret zone with its hidden cards in no order of the state's (``_unordered``).

        A zone is sorted again only when it changed: the state's Zone is a new object whenever the state
        changed it since its last clone (copy on write), and a card changed in it marks it dirty.
        """
        orders, dirty, hidden, zones, theirs = self.orders, self.dirty, self.hidden, out.zones, state.zones
        if len(theirs) != self.zone_count:          # zones are only ever added, and keep their visibility
            self.secret = [name for name, zone in theirs.items() if zone.visibility == SECRET]
            self.zone_count = len(theirs)
        for name in self.secret:
            zone = theirs[name]
            if not zone.cards:
                continue
            got = orders.get(name)
            if got is None or got[0] is not zone or name in dirty:
                got = orders[name] = (zone, _unordered(zone, hidden))
            zones[name] = got[1]
        dirty.clear()

    def catch_up(self, state: State, seat: int) -> bool:
        """Look again at the cards changed since; False when the state changed in a way it cannot follow."""
        touched = state._touched
        if self.seen < len(touched):
            cards, zones = state.cards, state.zones
            dirty = self.dirty
            for uid in set(touched[self.seen:]):
                card = cards[uid]
                self.look(zones, card, seat)
                dirty.add(card.zone)
            self.seen = len(touched)
        return len(self.cards) == len(state.cards)


def view(state: State, seat: int | None) -> State:
    """What ``seat`` may know: cards it may not see lose their identity and props.

    The view's seed is blanked and its random generator is fresh, and a secret
    zone (a deck) lists its cards by uid, not in their order, so nothing in it
    reveals the order of a shuffled deck.  ``seat=None`` is a spectator who
    sees everything.  The view of the seat to move keeps the state's legal moves
    (they are that seat's own to know, and the same as its view would list).
    """
    if seat is None:
        return state.clone()
    memo = _memo(state, seat)
    out = state.clone(cards=dict(memo.cards))
    out.forget_seed(state.step * 7919 + seat)
    memo.unordered(state, out)
    out.data["hidden_pool"] = memo.pool[:]
    pending = out.pending
    if pending is not None and pending.seat != seat:
        out.pending = Decision(pending.seat, pending.kind, pending.prompt, [], pending.source)
    cache = state._legal_cache
    if cache is not None and cache[0] == state.step and cache[1] and cache[1][0].seat == seat:
        out._legal_cache = cache
    out.rules.redact(out, seat)
    return out


def _unordered(zone: Zone, hidden: dict) -> Zone:
    """A secret zone as a view shows it: its hidden cards sorted by uid among their places (the seen keep theirs)."""
    uids = zone.cards[:]
    if hidden.keys() >= set(uids):
        uids.sort()
    else:
        spots = [i for i, uid in enumerate(uids) if uid in hidden]
        for i, uid in zip(spots, sorted(uids[i] for i in spots)):
            uids[i] = uid
    return Zone(zone.name, zone.owner, zone.visibility, zone.ordered, uids)


def _memo(state: State, seat: int) -> Memo:
    """The seat's memo, caught up with the state (made afresh the first time, or when it cannot catch up)."""
    if state._memos is None:
        state._memos, state._touched = {}, []
    memo = state._memos.get(seat)
    if memo is None or not memo.catch_up(state, seat):
        memo = state._memos[seat] = Memo(state, seat)
    touched = state._touched
    if len(touched) > TOUCHED_KEPT and all(m.seen == len(touched) for m in state._memos.values()):
        touched.clear()                     # every memo has looked at them: the list need not grow all game
        for m in state._memos.values():
            m.seen = 0
    return memo


def _hidden(zone, card: Card, seat: int) -> bool:
    """Whether ``seat`` may not see ``card`` in ``zone`` (``primitives.hidden_from``, for one card)."""
    visibility = zone.visibility
    if visibility == PUBLIC and card.face_up:
        return False
    props = card.props
    if props and seat in props.get("seen_by", ()):
        return False
    if visibility == SECRET:
        return True
    owner = zone.owner
    return (owner if owner is not None else card.owner) != seat


def _mask(card: Card, hid: tuple | None = None) -> tuple:
    """``card``'s mask and (sort key, (card id, props)) of what it hides: made once, until the card changes.

    ``hid``: the (key, identity) its last mask hid, kept when the identity is the same (most changes are moves).
    """
    mask = card.mask
    if mask is None:
        twin = fast.new_card(card.uid, None, card.owner, card.zone, card.face_up, {}, card.moves, None)
        props = card.props
        entry = (card.card_id, tuple(sorted(props.items())) if props else ())
        if hid is None or hid[1] != entry:
            hid = (repr(entry), entry)
        mask = card.mask = (twin, hid)
    return mask
