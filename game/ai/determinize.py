"""Deal the cards hidden from a seat at random, consistently with what that seat knows.

A view (``engine.view(state, seat)``) keeps every card's uid, owner and zone but
blanks the identity of the cards the seat may not see, and lists the multiset
of those identities in ``view.data["hidden_pool"]``.  A determinization gives
each blank card one identity from that pool, at random from the computer
player's own generator, so that

- the multiset of identities is exactly the pool;
- a card the seat remembers (``Memory``) keeps the identity it was seen with;
- per-game constraints (``CONSTRAINTS``) hold where they can: a card is only
  dealt an identity its place allows (a Pariahs deck holds its owner's colour).

The uid order of a deck is never used: decks are shuffled, and whatever the
uids would say about it is not something a player at the table knows.
"""
from __future__ import annotations

import random

from .. import engine

Entry = tuple           # (card_id, props items): one identity from the hidden pool

# game -> fn(view, card, entry) -> bool: may this hidden card have this identity?
CONSTRAINTS: dict = {}


def constraint(game: str):
    def wrap(fn):
        CONSTRAINTS[game] = fn
        return fn
    return wrap


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
    lists in ``UNTRACKED`` (cards that got there by a random pick nobody saw,
    like a Seize buyback's ante).
    """

    def __init__(self):
        self.seen: dict[int, tuple] = {}     # uid -> (card_id, props items, moves)

    def observe(self, view: engine.State) -> None:
        for uid, card in view.cards.items():
            if card.card_id is not None:
                self.seen[uid] = (card.card_id, tuple(sorted(card.props.items())), card.moves)

    def known(self, view: engine.State, uid: int) -> Entry | None:
        """The identity a hidden card still has for this seat, or None."""
        got = self.seen.get(uid)
        if got is None:
            return None
        card = view.cards[uid]
        if card.zone in UNTRACKED.get(view.game, ()) or not got[2] <= card.moves <= got[2] + 1:
            return None
        return got[0], got[1]


# game -> zones whose hidden cards memory does not follow
UNTRACKED: dict[str, tuple] = {}


def determinize(view: engine.State, rng: random.Random, memory: Memory | None = None) -> engine.State:
    """A full state: the view with every hidden card dealt an identity from the pool."""
    state = view.clone()
    state.rng = random.Random(rng.getrandbits(64))
    hidden = hidden_uids(view)
    if not hidden:
        return state
    pool = [(cid, tuple(props)) for cid, props in view.data.get("hidden_pool", ())]
    deal = _deal(view, hidden, pool, rng, memory)
    for uid, (cid, props) in deal.items():
        card = state.cards[uid]
        card.card_id = cid
        card.props = dict(props)
    return state


def _deal(view, hidden, pool, rng, memory) -> dict[int, Entry]:
    deal: dict[int, Entry] = {}
    left = list(pool)
    in_secret: dict[str, list] = {}          # secret zone -> remembered identities it holds
    for uid in hidden:
        entry = memory.known(view, uid) if memory else None
        entry = _take(left, entry) if entry is not None else None
        if entry is None:
            continue
        zone = view.cards[uid].zone
        if view.zones[zone].visibility == engine.SECRET:
            in_secret.setdefault(zone, []).append(entry)
        else:
            deal[uid] = entry
    for zone, entries in in_secret.items():
        spots = [u for u in view.zones[zone].cards if u in hidden and u not in deal]
        deal.update(zip(rng.sample(spots, len(entries)), entries))
    rest = [uid for uid in hidden if uid not in deal]
    rng.shuffle(left)
    allowed = CONSTRAINTS.get(view.game)
    if allowed is None:
        deal.update(zip(rest, left))
    else:
        deal.update(_constrained(view, rest, left, allowed, rng))
    return deal


def _take(pool: list, entry: Entry) -> Entry | None:
    """Remove ``entry`` from the pool, or a copy of the same card whose marks changed out of sight."""
    if entry in pool:
        pool.remove(entry)
        return entry
    for i, other in enumerate(pool):
        if other[0] == entry[0]:
            return pool.pop(i)
    return None


def _constrained(view, uids, entries, allowed, rng) -> dict[int, Entry]:
    """A random deal where each card gets an identity it allows; a matching, with a fallback.

    Cards with the fewest possible identities go first; each takes a random
    allowed one still in the pool.  If that runs dry, an augmenting-path pass
    (Kuhn's matching) repairs the deal; any card still unplaced takes what is left.
    """
    options = {uid: [i for i, e in enumerate(entries) if allowed(view, view.cards[uid], e)] for uid in uids}
    order = sorted(uids, key=lambda u: len(options[u]))
    owner_of: dict[int, int] = {}            # entry index -> uid
    given: dict[int, int] = {}               # uid -> entry index

    def augment(uid, visited) -> bool:
        for i in options[uid]:
            if i in visited:
                continue
            visited.add(i)
            if i not in owner_of or augment(owner_of[i], visited):
                owner_of[i] = uid
                given[uid] = i
                return True
        return False

    for uid in order:
        free = [i for i in options[uid] if i not in owner_of]
        if free:
            i = rng.choice(free)
            owner_of[i] = uid
            given[uid] = i
        else:
            augment(uid, set())
    spare = [i for i in range(len(entries)) if i not in owner_of]
    rng.shuffle(spare)
    for uid in uids:
        if uid not in given and spare:
            given[uid] = spare.pop()
    return {uid: entries[i] for uid, i in given.items()}
