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
import game.engine.fast as fast
from game.engine.draws import permutation, sample, shuffle

Entry = tuple           # (card_id, props items): one identity from the hidden pool

def deal_facts(game: str):
    """The game's manifest (its deal facts), or an empty one for a game registered without it."""
    return engine.manifest_of(game) or _NO_FACTS


_NO_FACTS = engine.GameManifest(name="", title="", blurb="", rules=engine.Rules)


def hidden_uids(view: engine.State) -> list[int]:
    """The cards whose identity this view blanks, in zone order."""
    cards = view.cards
    return [uid for zone in view.zones.values() for uid in zone.cards if cards[uid].card_id is None]


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
        self._noted: dict[int, engine.Card] = {}     # uid -> the Card its entry was read from

    def observe(self, view: engine.State) -> None:
        """Called with each view the player decides on.  A card the view shares with an earlier one is
        skipped: a view's cards are never changed in place (a state copies a card it shares to change it)."""
        seen, noted = self.seen, self._noted
        for uid, card in view.cards.items():
            if card.card_id is not None and noted.get(uid) is not card:
                seen[uid] = (card.card_id, tuple(sorted(card.props.items())), card.moves)
                noted[uid] = card

    def known(self, view: engine.State, uid: int) -> Entry | None:
        """The identity a hidden card still has for this seat, or None."""
        got = self.seen.get(uid)
        if got is None:
            return None
        card = view.cards[uid]
        if card.zone in deal_facts(view.game).untracked_zones or not got[2] <= card.moves <= got[2] + 1:
            return None
        return got[0], got[1]


def changed_uids(now: dict, before: dict, run: int = 16) -> list:
    """The keys of ``now`` whose value is not the very object ``before`` holds for them, in ``now``'s order.
    When both list the same keys in the same order (a view and the last one) their values are compared a run
    at a time (a list's ``==`` takes the same object as equal), and only a run that differs is looked into."""
    keys = list(now)
    if len(keys) != len(before) or keys != list(before):
        return [key for key, value in now.items() if before.get(key, _ABSENT) is not value]
    mine, theirs = list(now.values()), list(before.values())
    out = []
    for i in range(0, len(mine), run):
        j = i + run
        if mine[i:j] != theirs[i:j]:
            out += [keys[k] for k in range(i, min(j, len(mine))) if mine[k] is not theirs[k]]
    return out


_ABSENT = object()


def identity_key(game: str):
    """identity(card): what of a card stays the same while it is played and marked, for telling
    which card an action named (``read``); by default everything but who has seen it."""
    return deal_facts(game).card_identity or card_identity


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

    Identities are numbered once (``entries``) and shuffled as numbers; a dealt card is made
    straight from the view's mask, once per card and identity, and shared by every deal.
    """

    def __init__(self, view: engine.State, memory: Memory | None = None, remembered: bool = False,
                 hands: list | None = None, plain: float = 0.1, hidden: list | None = None):
        self.view = view
        self.hands = hands or []
        self.plain = plain
        self.hidden = hidden = hidden_uids(view) if hidden is None else hidden
        pool = _Pool(view.data.get("hidden_pool", ()))
        self.entries = pool.entries               # identity number -> identity
        facts = deal_facts(view.game)
        self.fixed = []                           # (uid, identity number) of the remembered cards outside decks
        in_secret: dict[str, list] = {}
        if memory is not None and memory.seen:
            seen, cards, zones, untracked = memory.seen, view.cards, view.zones, facts.untracked_zones
            for uid in hidden:
                got = seen.get(uid)
                if got is None:
                    continue
                card = cards[uid]
                if card.zone in untracked or not got[2] <= card.moves <= got[2] + 1:
                    continue
                i = pool.take((got[0], got[1]))
                if i is None:
                    continue
                if zones[card.zone].visibility == engine.SECRET:
                    in_secret.setdefault(card.zone, []).append(i)
                else:
                    self.fixed.append((uid, i))
        done = {uid for uid, _ in self.fixed}
        self.secret = []                          # (cards of the zone not fixed, identities remembered there)
        if in_secret:
            blank = set(hidden)
            for zone, numbers in in_secret.items():
                self.secret.append(([u for u in view.zones[zone].cards if u in blank and u not in done], numbers))
        rest = [uid for uid in hidden if uid not in done] if done else hidden
        keys = facts.deal_constraint
        if remembered and memory is not None and facts.remembered_constraint is not None:
            keys = facts.remembered_constraint(view, memory)
        self.groups = _groups(view, rest, pool, keys)
        masks, entries = view.cards, self.entries
        self._fixed_cards = {uid: _dealt_card(masks[uid], entries[i]) for uid, i in self.fixed}  # the same each deal
        # identity number -> its marks (None: none)
        self._props = [dict(props) if props else None for _, props in entries]
        self._bare: list = [None] * len(self.entries)  # identity number -> ``card_identity``, once asked

    def deal(self, rng: random.Random) -> engine.State:
        plan = self.plan(rng)
        state, given = self.build(plan)
        if self.hands and rng.random() >= self.plain:
            self._patch(state, self.hands[rng.randrange(len(self.hands))], plan[2], given, rng)
        return state

    def plan(self, rng: random.Random) -> tuple:
        """The draws of one deal without the deal: (the deal's own generator seed, [(cards, the identity
        numbers they are dealt)], the cards of the secret zones dealt a remembered identity).  ``build``
        makes the deal from them; ``deal`` is the two (and, with ``hands``, the draws of its patch)."""
        seed = rng.getrandbits(64)
        placed, taken = [], set()
        for spots, indices in self.secret:
            spots = sample(rng, spots, len(indices))
            placed.append((spots, indices))
            taken.update(spots)
        odd_cards, odd_entries = [], []
        for uids, indices in self.groups:
            free = [u for u in uids if u not in taken] if taken else uids
            shuffled = indices[:]
            shuffle(rng, shuffled)
            if len(free) > len(shuffled):
                free = permutation(rng, free)
            placed.append((free, shuffled))
            n = min(len(free), len(shuffled))
            if n < len(free):
                odd_cards += free[n:]
            elif n < len(shuffled):
                odd_entries += shuffled[n:]
        if odd_entries:
            shuffle(rng, odd_entries)
        placed.append((odd_cards, odd_entries))
        return seed, placed, taken

    def build(self, plan: tuple) -> tuple[engine.State, dict | None]:
        """The deal ``plan`` drew, and (with ``hands``) the identity number each card was dealt.  A deal keeps no
        log (``State.quiet``): a search reads no events, so its copies make none."""
        seed, placed, _ = plan
        state = self.view.clone(quiet=True)
        pool = state.data.get("hidden_pool")
        if pool.__class__ is list:
            state.data["hidden_pool"] = tuple(pool)      # never changed in a deal: its copies share it
        state.seed_rng(seed)
        cards = state.cards
        masks, entries = self.view.cards, self.entries
        given = dict(self.fixed) if self.hands else None         # uid -> the identity number it was dealt
        cards.update(self._fixed_cards)
        for uids, numbers in placed:
            _give(cards, masks, entries, self._props, uids, numbers, given)
        state._dealt = DealMark()
        return state, given

    def _patch(self, state: engine.State, hand: dict, taken: set, given: dict, rng: random.Random) -> None:
        """Trade identities so that each card of ``hand`` has the one read for it, when a card of
        its constraint group dealt freely has it (``given``: uid -> the identity index it was dealt)."""
        cards = state.cards
        wanted = set(hand.values())
        holders: dict[tuple, list] = {}          # (group, identity) -> the cards dealt it
        group_of = {}
        for g, (uids, _) in enumerate(self.groups):
            for uid in uids:
                group_of[uid] = g
                if uid not in taken:
                    i = given.get(uid)
                    bare = card_identity(cards[uid]) if i is None else self._bare_of(i, cards[uid])
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
            had = holders.get((g, card_identity(cards[other])))
            if had is not None:                  # ``other`` now holds what ``uid`` held
                if uid in had:
                    had.remove(uid)
                had.append(other)

    def _bare_of(self, i: int, card: engine.Card) -> Entry:
        """``card_identity`` of a card as dealt identity ``i``: worked out once per identity."""
        bare = self._bare[i]
        if bare is None:
            bare = self._bare[i] = card_identity(card)
        return bare


def _dealt_card(mask: engine.Card, entry: Entry) -> engine.Card:
    """The card under ``mask`` with identity ``entry`` (made directly: no copy of the mask's props to throw away)."""
    card_id, props = entry
    return fast.new_card(mask.uid, card_id, mask.owner, mask.zone, mask.face_up, dict(props) if props else {},
                         mask.moves, None)


def _give(cards: dict, masks: dict, entries: list, props: list, uids, numbers, given: dict | None) -> None:
    """Each of ``uids`` dealt the identity of the number beside it (``props``: each number's marks as a dict);
    ``given`` (if any) notes the number each was dealt."""
    for uid, i in zip(uids, numbers):
        mask = masks[uid]
        marks = props[i]
        cards[uid] = fast.new_card(uid, entries[i][0], mask.owner, mask.zone, mask.face_up,
                                   marks.copy() if marks else {}, mask.moves, None)
        if given is not None:
            given[uid] = i


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
    out = state.clone(quiet=True)
    cards = out.cards
    keys = deal_facts(out.game).deal_constraint
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
    state._dealt = DealMark()


class DealMark:
    """Which card each uid is on a deal and its copies (``State._dealt``: ``Dealer.build`` and ``trade`` give a
    position a new one).  ``kept``: what the evaluations and alike actions keep of the deal's zones and cards that no
    state may change any more (a state changes only its own, ``home`` its ``_home``, and a clone gives both states a
    new home), each user keying its entries apart (a tuple that starts with a key of its own, or a Card); it goes
    with the deal's last copy."""
    __slots__ = ("kept",)

    def __init__(self):
        self.kept: dict = {}


class _Pool:
    """The hidden pool, its identities numbered (in order of first place), from which remembered identities
    are taken out one by one as ``list.remove`` would take them, without searching the list each time."""

    def __init__(self, listed):
        number: dict = {}                     # identity -> its number
        # place -> its identity's number (a new identity gets the next number)
        self.numbers = [number.setdefault(entry if entry.__class__ is tuple and entry[1].__class__ is tuple
                                          else (entry[0], tuple(entry[1])), len(number)) for entry in listed]
        self.number = number
        self.entries: list[Entry] = list(number)     # number -> identity
        self.out = [False] * len(self.numbers)
        self._places: list | None = None     # number -> its places in the pool, once something is taken
        self._by_id: dict | None = None      # card id -> the places of its identities, in order

    def take(self, entry: Entry) -> int | None:
        """Take ``entry`` out of the pool, or else its first copy whose marks changed out of sight: its number."""
        out, numbers = self.out, self.numbers
        i = self.number.get(entry)
        if i is not None:
            places = self._places
            if places is None:
                places = self._places = [[] for _ in self.entries]
                for place, j in enumerate(numbers):
                    places[j].append(place)
            for place in places[i]:
                if not out[place]:
                    out[place] = True
                    return i
        by_id = self._by_id
        if by_id is None:
            by_id = self._by_id = {}
            entries = self.entries
            for place, j in enumerate(numbers):
                by_id.setdefault(entries[j][0], []).append(place)
        for place in by_id.get(entry[0], ()):
            if not out[place]:
                out[place] = True
                return numbers[place]
        return None

    def left(self) -> list[int]:
        """The numbers of what is left of the pool, in its order."""
        out = self.out
        return [i for place, i in enumerate(self.numbers) if not out[place]]


def _groups(view, uids: list, pool: _Pool, keys) -> list[tuple[list, list]]:
    """Hidden cards and the numbers of the identities left in the pool, split by the game's constraint
    (one group without one); the groups in the order their keys first come, identities first."""
    left = pool.left()
    if keys is None:
        return [(uids, left)]
    card_key, entry_key = keys
    entries = pool.entries
    key_of = [entry_key(view, e) for e in entries]
    by_key: dict = {}
    for i in left:
        group = by_key.get(key_of[i])
        if group is None:
            group = by_key[key_of[i]] = ([], [])
        group[1].append(i)
    cards = view.cards
    for uid in uids:
        key = card_key(view, cards[uid])
        group = by_key.get(key)
        if group is None:
            group = by_key[key] = ([], [])
        group[0].append(uid)
    return list(by_key.values())
