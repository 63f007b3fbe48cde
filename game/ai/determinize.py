"""Deal the cards hidden from a seat at random, consistently with what that seat knows.

A view (``engine.view(state, seat)``) keeps every card's uid, owner and zone but
blanks the identity of the cards the seat may not see, and lists the multiset
of those identities in ``view.data["hidden_pool"]``.  A determinization gives
each blank card one identity from that pool, at random from the computer
player's own generator, so that

- the multiset of identities is exactly the pool;
- a card the seat remembers (``Memory``) keeps the identity it was seen with;
- the game's constraint (its manifest's ``deal_constraint``) holds: a card is only dealt an
  identity of its own group (a Pariahs card is its owner's Color).

The uid order of a deck is never used: decks are shuffled, and whatever the
uids would say about it is not something a player at the table knows.
"""
from __future__ import annotations

import random

from game import engine

Entry = tuple           # (card_id, props items): one identity from the hidden pool

# Hand-off tables: a game's evaluation module may leave its deal facts here, keyed by its
# name, for its own manifest to pick up.  The AI reads only the manifest.
CONSTRAINTS: dict = {}
REMEMBERED_CONSTRAINTS: dict = {}
UNTRACKED: dict[str, tuple] = {}
IDENTITIES: dict = {}


def constraint(game: str, card_key, entry_key) -> None:
    CONSTRAINTS[game] = (card_key, entry_key)


def _facts(game: str):
    """The game's manifest (its deal facts), or an empty one for a game registered without it."""
    return engine.manifest_of(game) or _NO_FACTS


_NO_FACTS = engine.GameManifest(name="", title="", blurb="", rules=engine.Rules)


def hidden_uids(view: engine.State) -> list[int]:
    """The cards whose identity this view blanks, in zone order."""
    return [uid for zone in view.zones.values() for uid in zone.cards
            if view.cards[uid].card_id is None]


class Memory:
    """What a seat saw of cards that are hidden from it now.

    A card seen face up that then moved at most once, while out of sight, is
    still known: everyone at the table watched it go where it is (a Supplicant
    taken into the opponent's hand, a trick card gained to the bottom of a
    deck).  In a hand that fixes the card; in a deck (a secret zone) only that
    the deck holds it, not where, since decks are shuffled.  A card that moved
    again out of sight is forgotten, and so is anything in the zones a game
    lists in its manifest's ``untracked_zones`` (cards that got there by a random pick nobody saw,
    like a Seize buyback's ante).
    """

    def __init__(self):
        self.seen: dict[int, tuple] = {}     # uid -> (card_id, props items, moves)

    def observe(self, view: engine.State) -> None:
        """Called with each view the player decides on."""
        for uid, card in view.cards.items():
            if card.card_id is not None:
                self.seen[uid] = (card.card_id, tuple(sorted(card.props.items())), card.moves)

    def known(self, view: engine.State, uid: int) -> Entry | None:
        """The identity a hidden card still has for this seat, or None."""
        got = self.seen.get(uid)
        if got is None:
            return None
        card = view.cards[uid]
        if card.zone in _facts(view.game).untracked_zones or not got[2] <= card.moves <= got[2] + 1:
            return None
        return got[0], got[1]


def identity_key(game: str):
    """identity(card): what of a card stays the same while it is played and marked, for telling
    which card an action named (``read``); by default everything but who has seen it."""
    return _facts(game).card_identity or card_identity


def card_identity(card) -> tuple:
    """What a card is, marks and all (who has seen it aside)."""
    return card.card_id, tuple(sorted((k, v) for k, v in card.props.items() if k != "seen_by"))


def determinize(view: engine.State, rng: random.Random, memory: Memory | None = None) -> engine.State:
    """A full state: the view with every hidden card dealt an identity from the pool."""
    return Dealer(view, memory).deal(rng)


class Dealer:
    """Deals one view again and again: what is fixed is worked out once, each deal only shuffles.

    - a remembered card outside the secret zones keeps its identity;
    - a secret zone (a deck) gets the identities remembered in it, on random cards of it;
    - every other hidden card gets a random identity of its group from what is left;
    - with ``hands`` (what a read of the other seats' actions found, ``read.Reading``), all
      but a share ``plain`` of the deals then trade identities so that the cards of one of
      those hands, picked at random, have the identities read for them.
    """

    def __init__(self, view: engine.State, memory: Memory | None = None, remembered: bool = False,
                 hands: list | None = None, plain: float = 0.1):
        self.view = view
        self.hands = hands or []
        self.plain = plain
        hidden = hidden_uids(view)
        left = [(cid, tuple(props)) for cid, props in view.data.get("hidden_pool", ())]
        self.fixed: dict[int, Entry] = {}
        in_secret: dict[str, list] = {}
        for uid in hidden:
            entry = memory.known(view, uid) if memory else None
            entry = _take(left, entry) if entry is not None else None
            if entry is None:
                continue
            zone = view.cards[uid].zone
            if view.zones[zone].visibility == engine.SECRET:
                in_secret.setdefault(zone, []).append(entry)
            else:
                self.fixed[uid] = entry
        self.secret = []                     # (cards of the zone not fixed, identities remembered there)
        blank = set(hidden)
        for zone, entries in in_secret.items():
            self.secret.append(([u for u in view.zones[zone].cards if u in blank and u not in self.fixed],
                                entries))
        rest = [uid for uid in hidden if uid not in self.fixed]
        facts = _facts(view.game)
        keys = facts.deal_constraint
        if remembered and memory is not None and facts.remembered_constraint is not None:
            keys = facts.remembered_constraint(view, memory)
        self.groups = _groups(view, rest, left, keys)
        self._dealt: dict[tuple, engine.Card] = {}
        self._bare: dict[int, Entry | None] = {}   # id of a dealt Card -> its identity (``card_identity``), once asked

    def deal(self, rng: random.Random) -> engine.State:
        state = self.view.clone()
        state.rng = random.Random(rng.getrandbits(64))
        for uid, entry in self.fixed.items():
            self._give(state, uid, entry)
        taken = set()
        for spots, entries in self.secret:
            for uid, entry in zip(rng.sample(spots, len(entries)), entries):
                self._give(state, uid, entry)
                taken.add(uid)
        odd_cards, odd_entries = [], []
        for uids, entries in self.groups:
            free = [u for u in uids if u not in taken] if taken else uids
            shuffled = list(entries)
            rng.shuffle(shuffled)
            if len(free) > len(shuffled):
                free = rng.sample(free, len(free))
            n = min(len(free), len(shuffled))
            for uid, entry in zip(free[:n], shuffled[:n]):
                self._give(state, uid, entry)
            odd_cards += free[n:]
            odd_entries += shuffled[n:]
        rng.shuffle(odd_entries)
        for uid, entry in zip(odd_cards, odd_entries):
            self._give(state, uid, entry)
        if self.hands and rng.random() >= self.plain:
            self._patch(state, self.hands[rng.randrange(len(self.hands))], taken, rng)
        return state

    def _patch(self, state: engine.State, hand: dict, taken: set, rng: random.Random) -> None:
        """Trade identities so that each card of ``hand`` has the one read for it, when a card of
        its constraint group dealt freely has it."""
        cards = state.cards
        wanted = set(hand.values())
        holders: dict[tuple, list] = {}          # (group, identity) -> the cards dealt it
        group_of = {}
        for g, (uids, _) in enumerate(self.groups):
            for uid in uids:
                group_of[uid] = g
                if uid not in taken:
                    bare = self._bare_of(cards[uid])
                    if bare in wanted:
                        holders.setdefault((g, bare), []).append(uid)
        for uid, want in hand.items():
            g = group_of.get(uid)
            spots = holders.get((g, want))
            if not spots or uid in taken:
                continue
            if uid in spots:
                spots.remove(uid)
                continue
            other = spots.pop(rng.randrange(len(spots)))
            trade(state, uid, other)
            had = holders.get((g, self._bare_of(cards[other])))
            if had is not None:                  # ``other`` now holds what ``uid`` held
                if uid in had:
                    had.remove(uid)
                had.append(other)

    def _bare_of(self, card: engine.Card) -> Entry:
        key = id(card)
        if key not in self._bare:
            return card_identity(card)
        bare = self._bare[key]
        if bare is None:                     # a dealt card, never changed in place: its identity, worked out once
            bare = self._bare[key] = card_identity(card)
        return bare

    def _give(self, state: engine.State, uid: int, entry: Entry) -> None:
        """Deal one hidden card its identity: one Card per card and identity, shared by every deal
        (copied on write like any card a clone shares)."""
        card = self._dealt.get((uid, entry))
        if card is None:
            card = self._dealt[(uid, entry)] = self.view.cards[uid].copy()
            card.card_id, card.props = entry[0], dict(entry[1])
            self._bare[id(card)] = None
        state.cards[uid] = card


def redeal_for(state: engine.State, seat: int, rng: random.Random) -> engine.State:
    """A copy of a full position with the cards ``seat`` cannot see dealt again, as that seat would imagine them.

    Its own cards and everything public stay.  Each card it cannot see outside
    a deck (another player's hand, a face-down play) trades identities with a
    random card of its group (the game's constraint) among all the cards it
    cannot see, decks included: the cards held are a fresh random pick.  A deck
    is taken as already shuffled from the seat's side (so it is in a search's
    deal), and only the cards traded into it move.  It needs no view and copies
    only the cards it changes, so it is cheap enough for every opponent's node
    of a search.
    """
    out = state.clone()
    cards = out.cards
    keys = _facts(out.game).deal_constraint
    held: dict = {}
    stacked: dict = {}
    for zone in out.zones.values():
        if zone.visibility == engine.SECRET:
            into, unseen = stacked, [u for u in zone.cards if seat not in cards[u].props.get("seen_by", ())]
        elif zone.owner == seat:
            continue
        else:
            into, unseen = held, [u for u in zone.cards if engine.hidden_from(out, zone, cards[u], seat)]
        if keys:
            for uid in unseen:
                into.setdefault(keys[0](out, cards[uid]), []).append(uid)
        elif unseen:
            into.setdefault(None, []).extend(unseen)
    for group, uids in held.items():
        spots = uids + stacked.get(group, [])
        for i, uid in enumerate(uids):
            j = rng.randrange(i, len(spots))
            if j != i:
                trade(out, uid, spots[j])
                spots[i], spots[j] = spots[j], spots[i]
    return out


def trade(state: engine.State, a: int, b: int) -> None:
    """Two cards of a position trade what they are (identity and marks), each copied on write."""
    x, y = state.writable(a), state.writable(b)
    x.card_id, y.card_id = y.card_id, x.card_id
    x.props, y.props = y.props, x.props
    state._legal_cache = None


def _take(pool: list, entry: Entry) -> Entry | None:
    """Remove ``entry`` from the pool, or a copy of the same card whose marks changed out of sight."""
    if entry in pool:
        pool.remove(entry)
        return entry
    for i, other in enumerate(pool):
        if other[0] == entry[0]:
            return pool.pop(i)
    return None


def _groups(view, uids, entries, keys) -> list[tuple[list, list]]:
    """Hidden cards and identities split by the game's constraint (one group without one)."""
    if keys is None:
        return [(uids, entries)]
    card_key, entry_key = keys
    by_key: dict = {}
    for e in entries:
        by_key.setdefault(entry_key(view, e), ([], []))[1].append(e)
    for uid in uids:
        by_key.setdefault(card_key(view, view.cards[uid]), ([], []))[0].append(uid)
    return list(by_key.values())
