"""The State: everything about one game in progress (its parts: pieces.py; moves: action.py)."""
from __future__ import annotations

import hashlib
import random
import secrets
from functools import lru_cache

import game.engine.fast as fast
from game.engine.action import Action
from game.engine.carddefs import game_cards
from game.engine.errors import CardTableError
from game.engine.pieces import Card, ChainItem, Decision, Zone
from game.engine.registry import GAMES
from game.engine.visibility import PUBLIC



class IllegalAction(CardTableError, ValueError):
    """An action the rules do not allow now; the message says why."""


class GameError(CardTableError, RuntimeError):
    """The engine was asked something that makes no sense (unknown game, bad setup)."""

class State:
    """Everything about one game in progress.  Card definitions are shared, never copied."""

    def __init__(self, game: str, seats: tuple, seed: int, cards, uid_scheme: int = 2, uid_secret: int | None = None):
        self.game = game
        self.seats = tuple(seats)
        self.players = len(self.seats)
        self.rules = GAMES.get(game)          # the game's Rules class (None: a game not registered)
        self.seed = seed
        self._rng_key = seed
        self._rng_salt = None                  # a view's: its generator's key is drawn from it when first used
        self._draws = 0
        self.defs = game_cards(cards, game)
        self.zones: dict[str, Zone] = {}
        self.cards: dict[int, Card] = {}
        self.counters: dict[tuple, int] = {}
        self.chain: list[ChainItem] = []
        self.waiting: list[ChainItem] = []     # triggers not yet put on the chain
        self.pending: Decision | None = None
        self.turn_queue: list[tuple] = []      # upcoming (seat, extra) turns
        self.data: dict = {}
        self.over = False
        self.winners: tuple = ()
        self.end_reason = ""
        self.progress_mark = None              # the rules' progress mark, and the step it last changed
        self.progress_step = 0
        self.step = 0
        self.log: list | None = []               # the events; None while nobody listens (``quiet``): none is made
        self._record: tuple = ()               # the record (below) joined so far, and the actions applied since
        self._record_tail: list = []
        self.next_uid = 1
        self.uid_scheme = uid_scheme
        self.uid_secret = uid_secret           # a played game's: the uid key is drawn from it, not from the seed
        self._uid_key = uid_key(seed if uid_secret is None else f"secret {uid_secret}")
        self._uid_salt = None                  # a view's: its uid key is drawn from it when first needed
        self._legal_cache = None
        self._home = object()
        self._touched = None                   # uids changed since a view was first taken (game.engine.views)
        self._memos = None                     # seat -> what its last view hid (game.engine.views)

    def moved_on_to(self, step: int) -> None:
        """A copy moved on by a move's events reaches the move's ``step`` (actions count steps, events do not):
        the moves listed for the step before are forgotten."""
        self.step = step
        self._legal_cache = None

    # -- copying ---------------------------------------------------------------
    def clone(self, cards: dict | None = None, quiet: bool = False) -> "State":
        """A copy that shares its cards and zones with this state until either changes one (copy on write).

        ``cards``: the uid -> Card dictionary the copy takes as its own (a view's), instead of a copy of this one's.
        ``quiet``: the copy keeps no log (see ``quiet``); the copy of a quiet state is quiet too.
        """
        new = State.__new__(State)         # a copy: __init__ would set up a new game
        own = new.__dict__
        own.update(self.__dict__)          # the plain values shared as they are; the rest replaced below
        own.pop("_applying", None)
        new.zones = self.zones.copy()
        new.cards = self.cards.copy() if cards is None else cards
        new._home = object()
        self._home = object()
        new.counters = self.counters.copy()
        new.chain = [c.copy() for c in self.chain] if self.chain else []
        new.waiting = [c.copy() for c in self.waiting] if self.waiting else []
        asked = self.pending
        if asked is not None:
            new.pending = fast.copy_decision(asked)
        new.turn_queue = self.turn_queue[:]
        new.data = _copy_data(self.data)
        new.log = None if quiet or self.log is None else []
        new._record, new._record_tail = self.record, []
        new._legal_cache = None
        new._touched = new._memos = None
        return new

    @property
    def record(self) -> tuple:
        """(seat, kind, args) of every action applied, in order: public.  Joined when read, so that
        applying an action costs the same however long the game (clones share what was joined)."""
        tail = self._record_tail
        if tail:
            self._record += tuple(tail)
            self._record_tail = []
        return self._record

    @record.setter
    def record(self, value) -> None:
        self._record, self._record_tail = tuple(value), []

    def note_action(self, action: "Action") -> None:
        """Add an action applied to the record."""
        self._record_tail.append((action.seat, action.kind, action.args))

    @property
    def rng(self) -> random.Random:
        """A generator for the next random step, seeded from the game's seed and a draw count.

        Each use gets its own generator, so a clone copies two numbers instead of
        a generator's whole state, and a replay draws exactly the same values.
        """
        return fast.seeded_random(self.draw_seed())

    def draw_seed(self) -> int:
        """The seed of the next random step's generator (``rng`` is a generator seeded with it)."""
        self._draws += 1
        key = self._rng_key
        if key is None:
            salt = self._rng_salt
            key = self._rng_key = _salted_key(salt) if salt.__class__ is int else random.Random(salt).getrandbits(62)
        return key * 1_000_003 + self._draws

    @rng.setter
    def rng(self, value) -> None:
        self._rng_key = value.getrandbits(62) if isinstance(value, random.Random) else int(value)
        self._rng_salt = None
        self._draws = 0

    def seed_rng(self, salt: int) -> None:
        """``rng = random.Random(salt)``, the generator's key drawn from it only when a step first draws."""
        self._rng_key, self._rng_salt, self._draws = None, salt, 0

    # -- reading ---------------------------------------------------------------
    def zone(self, name: str) -> Zone:
        return self.zones[name]

    def card(self, uid: int) -> Card:
        return self.cards[uid]

    def writable(self, uid: int) -> Card:
        """The card, to change: this state's own copy (cards are shared between clones until changed)."""
        card = self.cards[uid]
        if card.home is not self._home:
            card = self.cards[uid] = fast.copy_card(card, self._home)
        else:
            card.mask = None
        if self._touched is not None:
            self._touched.append(uid)
        return card

    def writable_zone(self, name: str) -> Zone:
        """The zone, to change its list: this state's own (zones are shared between clones until changed).

        The state that changes a shared zone keeps its very list, and the states it shared the zone
        with get a copy: a list the rules hold while they move cards (``deck = zones[...].cards``)
        stays the one they change.
        """
        zone = self.zones[name]
        if zone.home is not self._home:
            zone = self._own_zone(zone)
        return zone

    def _own_zone(self, shared: Zone) -> Zone:
        own = self.zones[shared.name] = fast.own_zone(shared, self._home)
        return own

    def definition(self, uid: int):
        return self.defs.cards[self.cards[uid].card_id]

    def counter(self, name: str, seat=None) -> int:
        return self.counters.get((name, seat), 0)

    def emit(self, event):
        log = self.log
        if log is not None:
            log.append(event)

    def quiet(self) -> "State":
        """Keep no log from now on: for a state whose events nobody reads (a search's copy, a bare playout).

        It plays exactly the same game; ``engine.apply`` returns no events, and the engine and the rules
        skip making them (they test ``state.log is None``).  Returns the state.
        """
        self.log = None
        return self

    # -- building --------------------------------------------------------------
    def add_zone(self, name, owner=None, visibility=PUBLIC, ordered=True) -> Zone:
        zone = Zone(name, owner, visibility, ordered)
        zone.home = self._home
        self.zones[name] = zone
        return zone

    def create_card(self, card_id: str, owner, zone: str, face_up=None, **props) -> int:
        return self.create_cards(((card_id, owner, zone, props),), face_up)[0]

    def create_cards(self, made, face_up=None) -> list[int]:
        """New cards, one per ``(card_id, owner, zone, props)`` of ``made`` in order, each on top of its zone
        (a deal, a deck brought to the table): the uids ``create_card`` one by one would give, made in one go."""
        cards, home, zones = self.cards, self._home, {}
        uid_for, n = self._uid_maker(), self.next_uid
        uids = []
        for card_id, owner, zone, props in made:
            at = zones.get(zone)
            if at is None:
                z = self.writable_zone(zone)
                at = zones[zone] = (z.cards, z.visibility == PUBLIC if face_up is None else face_up)
            uid = uid_for(n)
            n += 1
            while uid in cards:
                uid = uid_for(n)
                n += 1
            cards[uid] = fast.new_card(uid, card_id, owner, zone, at[1], props, 0, home)
            at[0].append(uid)
            uids.append(uid)
        self.next_uid = n
        if self._touched is not None:
            self._touched.extend(uids)
        return uids

    def _uid_for(self, n: int) -> int:
        return self._uid_maker()(n)

    def _uid_maker(self):
        """The function of a count that gives its uid, under this state's uid scheme and key.

        A uid is a keyed hash of a count, the key drawn from the game's uid secret (a game a person
        plays) or else from the seed (``simulate``, which repeats exactly): a uid numbered in
        creation order would betray a hidden card's identity to anyone who knows the order a
        game sets up its decks; a hash whose key a view does not hold cannot be run back to the
        seed.  Scheme 1 is the old uid of replays saved before the keyed hash (format 1).
        """
        if self.uid_scheme == 1:
            seed = self.seed
            return lambda n: random.Random(f"uid {seed} {n}").getrandbits(31) or 1
        key = self._uid_key
        if key is None:
            key = self._uid_key = uid_key(f"view {self._uid_salt}")
        return _keyed_uid(key)

    def creation_order(self) -> dict[int, int]:
        """uid -> the count it was made at: the order the game made its cards (a view's is its own)."""
        order, uid_for = {}, self._uid_maker()
        for n in range(1, self.next_uid):
            order.setdefault(uid_for(n), n)
        return order

    def forget_seed(self, salt: int) -> None:
        """Blank everything a view must not carry: the seed, the uid key and the generator's key."""
        self.seed, self.uid_secret = 0, None
        self._uid_key, self._uid_salt = None, salt          # the key of uid_key(f"view {salt}"), drawn when used
        self._rng_key, self._rng_salt, self._draws = None, salt, 0      # the key of Random(salt), drawn when used


@lru_cache(maxsize=1024)
def _salted_key(salt: int) -> int:
    """The generator key a salt gives (``random.Random(salt).getrandbits(62)``), kept: a search's copies of one
    deal each draw it."""
    return random.Random(salt).getrandbits(62)


@lru_cache(maxsize=64)
def _keyed_uid(key: bytes):
    """The uid of a count under ``key``: a keyed 4-byte blake2b of the count (the hasher keyed once, copied
    for each uid, which is cheaper than keying it afresh)."""
    keyed = hashlib.blake2b(digest_size=4, key=key)
    copy, from_bytes = keyed.copy, int.from_bytes

    def uid_of(n: int) -> int:
        hasher = copy()
        hasher.update(n.to_bytes(8, "little"))
        return (from_bytes(hasher.digest(), "little") & 0x7FFFFFFF) or 1
    return uid_of


def uid_key(seed) -> bytes:
    """The key of a game's uids, drawn from its seed or its uid secret (so a replay's gives the same uids)."""
    return hashlib.blake2b(f"uid key {seed}".encode(), digest_size=16, person=b"card-table uid").digest()


def new_seed() -> int:
    """A seed for a game nobody may predict: 128 bits from the operating system's random source."""
    return secrets.randbits(128)


class SharedData(dict):
    """A dict in ``state.data`` that the rules never change in place (they put a changed copy in its place):
    a clone shares it instead of copying it."""
    __slots__ = ()


_AS_IS = frozenset((int, str, bool, float, tuple, type(None), frozenset, SharedData))


def _copy_data(data: dict) -> dict:
    """A copy of a game's data two levels deep (its lists, dicts and sets, and theirs)."""
    out = data.copy()
    for k, v in data.items():
        kind = type(v)                      # (cheaper than v.__class__)
        if kind in _AS_IS:
            continue
        if kind is list:
            out[k] = v[:]
        elif kind is dict:
            if v:
                out[k] = inner = v.copy()
                for kk, vv in v.items():
                    inner_kind = type(vv)
                    if inner_kind in _AS_IS:
                        continue
                    if inner_kind is list:
                        inner[kk] = vv[:]
                    elif inner_kind is dict:
                        inner[kk] = vv.copy()
                    elif isinstance(vv, list):
                        inner[kk] = list(vv)
                    elif isinstance(vv, dict):
                        inner[kk] = dict(vv)
            else:
                out[k] = {}
        elif isinstance(v, dict):
            out[k] = {kk: (list(vv) if isinstance(vv, list) else dict(vv) if isinstance(vv, dict) else vv)
                      for kk, vv in v.items()}
        elif isinstance(v, list):
            out[k] = list(v)
        elif isinstance(v, set):
            out[k] = set(v)
    return out
