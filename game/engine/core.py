"""State, zones, the chain, pending decisions and the one contract every game obeys.

    new_game(game, seats, seed, cards, setup=None) -> State
    legal_actions(state) -> list[Action]
    apply(state, action) -> list[Event]      # illegal: IllegalAction, state untouched
    state.clone()                             # cheap: definitions shared, state is ids
    view(state, seat) -> State                # hidden cards redacted

A game is a ``Rules`` subclass registered with ``@register``.  It lays out zones
and cards in ``setup``, lists the moves of whoever must act in
``legal_actions`` and carries them out in ``perform``.  Card abilities go
through ``fire`` (triggers), ``replace`` (replacement effects) and the chain,
which the engine resolves after every action until it is empty or waits on a
decision.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import game.engine.events as ev
from game.engine.effects import NULL, TRIGGERS, Context, NeedChoice, deref, ref

GAMES: dict[str, type["Rules"]] = {}


def register(cls):
    GAMES[cls.name] = cls
    return cls


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


class GameError(RuntimeError):
    """The engine was asked something that makes no sense (unknown game, bad setup)."""


@dataclass(frozen=True)
class Action:
    """A move: its kind, who makes it and its arguments (what a replay keeps).

    ``card`` and ``to`` declare what the move does on the table, for the window to
    light and animate it without trying it: the card it moves and the zone it goes to.
    They are not part of the move's identity.
    """
    kind: str
    seat: int
    args: tuple = ()
    label: str = field(default="", compare=False)
    card: int | None = field(default=None, compare=False)
    to: str | None = field(default=None, compare=False)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "args": list(self.args)}

    @classmethod
    def from_dict(cls, data: dict) -> "Action":
        return cls(data["kind"], int(data["seat"]), _tuplify(data.get("args", ())))

    def __str__(self):
        return self.label or f"{self.kind}{self.args}"


def _tuplify(value):
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


_new_card = object.__new__


class Card:
    """One physical card: a stable uid, its definition id, an owner and small mutable props.

    States share Card objects after a clone; only the state named by ``home`` may
    change one (``State.writable`` copies it first otherwise).
    """
    __slots__ = ("uid", "card_id", "owner", "zone", "face_up", "props", "moves", "home")

    def __init__(self, uid, card_id, owner, zone="", face_up=False, props=None, moves=0):
        self.uid = uid
        self.card_id = card_id
        self.owner = owner
        self.zone = zone
        self.face_up = face_up
        self.props = props if props is not None else {}
        self.moves = moves
        self.home = None

    def copy(self, home=None) -> "Card":
        new = _new_card(Card)
        new.uid, new.card_id, new.owner, new.zone = self.uid, self.card_id, self.owner, self.zone
        new.face_up, new.props, new.moves = self.face_up, dict(self.props) if self.props else {}, self.moves
        new.home = home
        return new

    def __repr__(self):
        return f"Card({self.uid}, {self.card_id!r}, owner={self.owner}, zone={self.zone!r})"


PUBLIC, PRIVATE, SECRET = "public", "private", "secret"


class Zone:
    """An ordered list of card uids; the end of the list is the top.

    visibility: public (everyone sees face-up cards), private (the owner sees them)
    or secret (nobody does: a deck).
    """
    __slots__ = ("name", "owner", "visibility", "ordered", "cards")

    def __init__(self, name, owner=None, visibility=PUBLIC, ordered=True, cards=None):
        self.name = name
        self.owner = owner
        self.visibility = visibility
        self.ordered = ordered
        self.cards = cards if cards is not None else []

    def copy(self) -> "Zone":
        return Zone(self.name, self.owner, self.visibility, self.ordered, list(self.cards))

    def __len__(self):
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __repr__(self):
        return f"Zone({self.name!r}, {len(self.cards)} cards)"


@dataclass
class Decision:
    """A question the game waits on; the next action answers it with one of ``options``."""
    seat: int
    kind: str
    prompt: str
    options: list
    source: str = "game"        # game | chain | may | order
    data: dict = field(default_factory=dict)

    def copy(self) -> "Decision":
        return Decision(self.seat, self.kind, self.prompt, list(self.options), self.source, dict(self.data))


@dataclass
class ChainItem:
    """A triggered ability waiting on the chain, and how far it has resolved."""
    card: int
    card_id: str
    ability: int
    controller: int
    trigger: str
    info: dict = field(default_factory=dict)
    pc: int = 0
    memory: dict = field(default_factory=dict)
    answers: list = field(default_factory=list)
    moves_at_trigger: int = 0
    effect: object = None          # an Ability no card prints (a Location's); None: the card's own

    def copy(self) -> "ChainItem":
        return ChainItem(self.card, self.card_id, self.ability, self.controller, self.trigger,
                         dict(self.info), self.pc, dict(self.memory), list(self.answers),
                         self.moves_at_trigger, self.effect)


class State:
    """Everything about one game in progress.  Card definitions are shared, never copied."""

    def __init__(self, game: str, seats: tuple, seed: int, cards):
        self.game = game
        self.seats = tuple(seats)
        self.seed = seed
        self._rng_key = seed
        self._draws = 0
        self.defs = cards.game(game) if hasattr(cards, "game") else cards
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
        self.step = 0
        self.log: list[ev.Event] = []
        self.record: tuple = ()                # (seat, kind, args) of every action applied, in order: public
        self.next_uid = 1
        self._legal_cache = None
        self._home = object()

    # -- copying ---------------------------------------------------------------
    def clone(self) -> "State":
        """A copy that shares its cards with this state until either changes one (copy on write)."""
        new = State.__new__(State)
        new.game = self.game
        new.seats = self.seats
        new.seed = self.seed
        new._rng_key = self._rng_key
        new._draws = self._draws
        new.defs = self.defs
        new.zones = {k: z.copy() for k, z in self.zones.items()}
        new.cards = self.cards.copy()
        new._home = object()
        self._home = object()
        new.counters = dict(self.counters)
        new.chain = [c.copy() for c in self.chain]
        new.waiting = [c.copy() for c in self.waiting]
        new.pending = self.pending.copy() if self.pending else None
        new.turn_queue = list(self.turn_queue)
        new.data = _copy_data(self.data)
        new.over = self.over
        new.winners = self.winners
        new.step = self.step
        new.log = []
        new.record = self.record
        new.next_uid = self.next_uid
        new._legal_cache = None
        return new

    @property
    def rng(self) -> random.Random:
        """A generator for the next random step, seeded from the game's seed and a draw count.

        Each use gets its own generator, so a clone copies two numbers instead of
        a generator's whole state, and a replay draws exactly the same values.
        """
        self._draws += 1
        return random.Random(self._rng_key * 1_000_003 + self._draws)

    @rng.setter
    def rng(self, value) -> None:
        self._rng_key = value.getrandbits(62) if isinstance(value, random.Random) else int(value)
        self._draws = 0

    # -- reading ---------------------------------------------------------------
    @property
    def rules(self) -> "Rules":
        return GAMES[self.game]

    def zone(self, name: str) -> Zone:
        return self.zones[name]

    def card(self, uid: int) -> Card:
        return self.cards[uid]

    def writable(self, uid: int) -> Card:
        """The card, to change: this state's own copy (cards are shared between clones until changed)."""
        card = self.cards[uid]
        if card.home is not self._home:
            card = self.cards[uid] = card.copy(self._home)
        return card

    def definition(self, uid: int):
        return self.defs.cards[self.cards[uid].card_id]

    def counter(self, name: str, seat=None) -> int:
        return self.counters.get((name, seat), 0)

    @property
    def players(self) -> int:
        return len(self.seats)

    def emit(self, event: ev.Event):
        self.log.append(event)

    # -- building --------------------------------------------------------------
    def add_zone(self, name, owner=None, visibility=PUBLIC, ordered=True) -> Zone:
        zone = Zone(name, owner, visibility, ordered)
        self.zones[name] = zone
        return zone

    def create_card(self, card_id: str, owner, zone: str, face_up=None, **props) -> int:
        uid = self._new_uid()
        z = self.zones[zone]
        if face_up is None:
            face_up = z.visibility == PUBLIC
        card = self.cards[uid] = Card(uid, card_id, owner, zone, face_up, props)
        card.home = self._home
        z.cards.append(uid)
        return uid

    def _new_uid(self) -> int:
        """A fresh uid that says nothing of the card: drawn from the seed, not counted up.

        A uid numbered in creation order would betray a hidden card's identity to
        anyone who knows the order a game sets up its decks.
        """
        while True:
            uid = random.Random(f"uid {self.seed} {self.next_uid}").getrandbits(31) or 1
            self.next_uid += 1
            if uid not in self.cards:
                return uid


def _copy_data(data: dict) -> dict:
    """A copy of a game's data two levels deep (its lists, dicts and sets, and theirs)."""
    out = {}
    for k, v in data.items():
        if isinstance(v, list):
            out[k] = list(v)
        elif isinstance(v, dict):
            out[k] = {kk: (list(vv) if isinstance(vv, list) else dict(vv) if isinstance(vv, dict) else vv)
                      for kk, vv in v.items()}
        elif isinstance(v, set):
            out[k] = set(v)
        else:
            out[k] = v
    return out


# -----------------------------------------------------------------------------
# Primitive changes.  Every change to a state goes through one of these, so
# every change emits its event.
# -----------------------------------------------------------------------------

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
    card = state.writable(uid)
    src = state.zones[card.zone]
    src.cards.remove(uid)
    zone = state.zones[dst]
    if index is None or index >= len(zone.cards):
        zone.cards.append(uid)
        index = len(zone.cards) - 1
    else:
        zone.cards.insert(index, uid)
    if face_up is None:
        face_up = zone.visibility == PUBLIC
    seen_before = visible_seats(state, src, card)
    card.zone = dst
    card.face_up = face_up
    card.moves += 1
    seen_after = visible_seats(state, zone, card)
    if not seen_before or not seen_after:
        seen = ()
    else:
        seen = tuple(sorted({s for s in seen_before + seen_after if s >= 0}))
        seen = seen or (-1,)
    state.emit(ev.CardMoved(uid, card.card_id, src.name, dst, index, face_up, seen, reason))


def shuffle(state: State, zone: str) -> None:
    """Shuffle a zone; whatever anyone had seen of its order is forgotten."""
    cards = state.zones[zone].cards
    state.rng.shuffle(cards)
    for uid in cards:
        if "seen_by" in state.cards[uid].props:
            del state.writable(uid).props["seen_by"]
    state.emit(ev.Shuffled(zone))


def show(state: State, uids, seat: int, zone: str = "") -> None:
    """Let ``seat`` look at cards hidden from it (they stay known to it until shuffled away)."""
    for uid in uids:
        seen = state.cards[uid].props.get("seen_by", ())
        if seat not in seen:
            state.writable(uid).props["seen_by"] = tuple(seen) + (seat,)
    state.emit(ev.CardPeeked(seat, tuple(uids), tuple(state.cards[u].card_id for u in uids), zone))


def reveal(state: State, uid: int) -> None:
    """Show a card to the whole table where it lies (it stays known to all until shuffled away)."""
    card = state.cards[uid]
    seats = tuple(s for s in range(len(state.seats)) if hidden_from(state, state.zones[card.zone], card, s))
    if seats:
        state.writable(uid).props["seen_by"] = tuple(card.props.get("seen_by", ())) + seats
        state.emit(ev.CardRevealed(uid, card.card_id, card.zone))


def set_face(state: State, uid: int, face_up: bool) -> None:
    card = state.cards[uid]
    if card.face_up != face_up:
        card = state.writable(uid)
        card.face_up = face_up
        if face_up:
            state.emit(ev.CardRevealed(uid, card.card_id, card.zone))


def set_prop(state: State, uid: int, prop: str, value) -> None:
    old = state.cards[uid].props.get(prop)
    if old != value:
        card = state.writable(uid)
        if value is None:
            card.props.pop(prop, None)
        else:
            card.props[prop] = value
        state.emit(ev.CardChanged(uid, prop, old, value))


def set_counter(state: State, name: str, seat, value: int) -> None:
    old = state.counters.get((name, seat), 0)
    if old != value:
        state.counters[(name, seat)] = value
        state.emit(ev.CounterChanged(name, seat, old, value))


def add_counter(state: State, name: str, seat, delta: int, low=None, high=None) -> int:
    """Add ``delta`` within [low, high]; returns the change actually made."""
    old = state.counters.get((name, seat), 0)
    new = old + delta
    if low is not None:
        new = max(low, new)
    if high is not None:
        new = min(high, new)
    set_counter(state, name, seat, new)
    return new - old


def insert_extra_turn(state: State, seat: int) -> None:
    """An extra turn goes directly after the current one (the last created is taken first)."""
    state.turn_queue.insert(0, (seat, True))
    state.emit(ev.Message(f"{state.seats[seat]} will take an extra turn.", seat))


def set_owner(state: State, uid: int, seat: int) -> None:
    """The card changes hands (a pot won): its owner is now ``seat``."""
    card = state.cards[uid]
    if card.owner != seat:
        card = state.writable(uid)
        old, card.owner = card.owner, seat
        state.emit(ev.CardChanged(uid, "owner", old, seat))


def end_game(state: State, winners, reason: str, scores=()) -> None:
    state.over = True
    state.winners = tuple(winners)
    state.pending = None
    state.chain.clear()
    state.waiting.clear()
    state.emit(ev.GameOver(tuple(winners), reason, tuple(scores)))


# -----------------------------------------------------------------------------
# Triggers, the chain and replacement effects
# -----------------------------------------------------------------------------

def fire(state: State, trigger: str, card: int | None = None, controller: int | None = None, **info) -> int:
    """Collect the abilities that ``trigger`` sets off; they go on the chain when it next settles.

    With ``card``, only that card's own abilities listen ("When Revealed").
    Observer triggers (``TRIGGERS[name].scope == 'observer'``) listen on every
    card in the game's active zones.  Returns how many abilities triggered.
    """
    spec = TRIGGERS.lookup(state.game, trigger)
    if spec is None:
        raise GameError(f"unknown trigger {trigger!r}")
    sources = [card] if card is not None else []
    if spec.scope == "observer":
        sources = [uid for z in state.rules.active_zones(state) for uid in state.zones[z].cards]
    count = 0
    for uid in sources:
        c = state.cards[uid]
        definition = state.defs.cards[c.card_id]
        for i, ability in enumerate(definition.abilities):
            if ability.trigger != trigger:
                continue
            who = controller if controller is not None else state.rules.controller(state, uid)
            item = ChainItem(uid, c.card_id, i, who, trigger, dict(info), moves_at_trigger=c.moves)
            if ability.condition is not None and not check(state, ability.condition, item):
                continue
            state.waiting.append(item)
            count += 1
    return count


def push_effect(state: State, ability, card: int, controller: int, **info) -> None:
    """Put an effect no card prints (a Location's, a rule's) on the chain, with ``card`` as its source."""
    c = state.cards[card]
    state.waiting.append(ChainItem(card, c.card_id, -1, controller, ability.trigger, dict(info),
                                   moves_at_trigger=c.moves, effect=ability))


def ability_of(state: State, item: ChainItem):
    """The ability a chain item resolves: its own effect, or the one printed on its card."""
    if item.effect is not None:
        return item.effect
    return state.defs.cards[item.card_id].abilities[item.ability]


def check(state: State, condition, item: ChainItem) -> bool:
    """Evaluate a condition tree (name/args, or all/any/not) for a chain item."""
    name, args = condition.name, condition.args
    if name == "all":
        return all(check(state, c, item) for c in args["of"])
    if name == "any":
        return any(check(state, c, item) for c in args["of"])
    if name == "not":
        return not check(state, args["of"], item)
    ctx = Context(state, item)
    result = condition.spec.fn(ctx, **ctx.resolve_args(condition.spec, args))
    return bool(result) and result is not NULL


def replace(state: State, event: str, card: int, applied=frozenset(), **info) -> bool:
    """Offer ``event`` about to happen to ``card`` to replacement effects.

    A replacement ("if this would be discarded, banish it instead") must already
    be where it works before the event, and applies at most once to an event.
    Returns True when the event was replaced (and the replacing instructions ran).
    """
    trigger = f"instead_of_{event}"
    spec = TRIGGERS.lookup(state.game, trigger)
    if spec is None:
        return False
    applying = state.__dict__.get("_applying", frozenset())
    applied = applied | applying
    sources = [card]
    if spec.scope == "observer":
        sources = [uid for z in state.rules.active_zones(state) for uid in state.zones[z].cards]
    for uid in sources:
        c = state.cards[uid]
        definition = state.defs.cards[c.card_id]
        for i, ability in enumerate(definition.abilities):
            if ability.trigger != trigger or (uid, i) in applied:
                continue
            item = ChainItem(uid, c.card_id, i, state.rules.controller(state, uid), trigger,
                             dict(info, subject=ref(state, card), applied=applied | {(uid, i)}),
                             moves_at_trigger=c.moves)
            item.memory["it"] = ref(state, card)
            if ability.condition is not None and not check(state, ability.condition, item):
                continue
            state.emit(ev.Replaced(uid, c.card_id, event, ability.text))
            state._applying = applying | {(uid, i)}      # the replacing event is not replaced by it again
            try:
                _run_instructions(state, item, ability.do, allow_choice=False)
            finally:
                state._applying = applying
            return True
    return False


def _queue_waiting(state: State) -> bool:
    """Put waiting triggers on the chain: 'you may' asked now, then each controller's order.

    The seat with priority resolves first, then the others in turn order; so the
    batch goes onto the chain in reverse.  Returns False while a decision is open.
    """
    for item in state.waiting:
        ability = ability_of(state, item)
        if ability.may and "may" not in item.memory:
            state.pending = Decision(item.controller, "may", f"{ability.text} — use it?",
                                     [Action("may", item.controller, (item.card, item.ability, True),
                                             label=f"Use {state.defs.cards[item.card_id].name}"),
                                      Action("may", item.controller, (item.card, item.ability, False),
                                             label="Decline")],
                                     source="may")
            state.emit(ev.DecisionAsked(item.controller, "may", state.pending.prompt))
            return False
    state.waiting = [i for i in state.waiting if i.memory.get("may", True)]
    order = state.rules.priority_order(state)
    batch: list[ChainItem] = []
    for seat in order:
        mine = [i for i in state.waiting if i.controller == seat]
        ordered = [i for i in mine if "order" in i.memory]
        ordered.sort(key=lambda i: i.memory["order"])
        rest = [i for i in mine if "order" not in i.memory]
        if len({(i.card_id, i.ability) for i in rest}) > 1:
            state.pending = Decision(seat, "order", "Which of your abilities resolves next?",
                                     [Action("order", seat, (i.card, i.ability),
                                             label=state.defs.cards[i.card_id].name) for i in rest],
                                     source="order")
            state.emit(ev.DecisionAsked(seat, "order", state.pending.prompt))
            return False
        batch.extend(ordered + rest)
    batch.extend(i for i in state.waiting if i.controller not in order)
    state.waiting = []
    for item in reversed(batch):
        ability = ability_of(state, item)
        state.chain.append(item)
        state.emit(ev.TriggerQueued(item.card, item.card_id, item.trigger, item.controller, ability.text))
    return True


def _run_instructions(state: State, item: ChainItem, instructions, allow_choice=True) -> None:
    while item.pc < len(instructions):
        instr = instructions[item.pc]
        spec = instr.spec
        if instr.linked and not item.memory.get("did", False):
            did = False
        else:
            ctx = Context(state, item, allow_choice=allow_choice)
            args = ctx.resolve_args(spec, instr.args)
            if any(v is NULL for v in args.values()):
                did = False
            else:
                did = spec.fn(ctx, **args)
                did = did is not False and did is not NULL
        item.memory["did"] = did
        item.pc += 1
        item.answers = []
        if state.over:
            return


def settle(state: State) -> None:
    """Resolve the chain, newest first, until it is empty or waits on a decision."""
    while not state.over and state.pending is None:
        if state.waiting:
            if not _queue_waiting(state):
                return
            continue
        if not state.chain:
            if state.rules.chain_empty(state) or state.waiting:
                continue
            return
        item = state.chain[-1]
        ability = ability_of(state, item)
        try:
            _run_instructions(state, item, ability.do)
        except NeedChoice as need:
            state.pending = Decision(item.controller if need.seat is None else need.seat,
                                     "choose", need.prompt,
                                     [Action("choose", item.controller if need.seat is None else need.seat,
                                             (opt,), label=lab)
                                      for opt, lab in zip(need.options, need.labels)],
                                     source="chain")
            state.emit(ev.DecisionAsked(state.pending.seat, "choose", need.prompt))
            return
        if state.chain and state.chain[-1] is item:
            state.chain.pop()
        elif item in state.chain:
            state.chain.remove(item)
        state.emit(ev.TriggerResolved(item.card, item.card_id, item.trigger, item.controller, ability.text))


# -----------------------------------------------------------------------------
# The contract
# -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Setting:
    """A value of the table a sandbox may set: ``state.data[key]``, one of ``choices`` ((value, text), ...)."""
    key: str
    label: str
    choices: tuple

    def text(self, value) -> str:
        return next((t for v, t in self.choices if v == value), str(value))

    def step(self, value, delta: int):
        """The choice ``delta`` places after ``value``, round the list."""
        values = [v for v, _ in self.choices]
        i = values.index(value) if value in values else -1
        return values[(i + delta) % len(values)]


class Rules:
    """One game's turn structure.  Subclasses fill in the hooks."""
    name = "?"
    min_seats = 2
    max_seats = 2

    @classmethod
    def setup(cls, state: State, options: dict) -> None:
        raise NotImplementedError

    @classmethod
    def legal(cls, state: State) -> list[Action]:
        """The moves of whoever must act when no decision is pending."""
        raise NotImplementedError

    @classmethod
    def perform(cls, state: State, action: Action) -> None:
        """Carry out a legal action (and answers to decisions with source 'game')."""
        raise NotImplementedError

    @classmethod
    def explain(cls, state: State, action: Action) -> str:
        """Why ``action`` is not legal now (the engine only asks when it is not)."""
        return f"{action} is not a legal move now"

    @classmethod
    def chain_empty(cls, state: State) -> bool:
        """Called whenever the chain empties; return True if it changed anything."""
        return False

    @classmethod
    def priority_order(cls, state: State) -> list[int]:
        return list(range(state.players))

    @classmethod
    def active_zones(cls, state: State) -> list[str]:
        return []

    @classmethod
    def controller(cls, state: State, uid: int) -> int:
        return state.cards[uid].owner

    @classmethod
    def to_move(cls, state: State) -> int | None:
        """The seat that must act now (None when the game is over)."""
        if state.over:
            return None
        if state.pending is not None:
            return state.pending.seat
        acts = legal_actions(state)
        return acts[0].seat if acts else None

    @classmethod
    def redact(cls, state: State, seat: int) -> None:
        """Game-specific hiding beyond zones, applied to a view."""

    @classmethod
    def settings(cls, state: State) -> list["Setting"]:
        """What a sandbox may set on the table besides cards and counters (Seize's Trump)."""
        return []

    @classmethod
    def change_setting(cls, state: State, key: str, value) -> None:
        """Set one of ``settings``; a game keeps its own invariants here."""
        state.data[key] = value

    @classmethod
    def always_legal(cls, state: State) -> list[Action]:
        """Actions any seat may take at any time, whoever is to move (conceding).

        ``legal_actions`` lists those of the seat to move; ``apply`` accepts those
        of any seat, even while a decision is pending, and hands them to ``perform``.
        """
        return []


def new_game(game: str, seats, seed: int, cards, setup: dict | None = None, **options) -> State:
    if game not in GAMES:
        raise GameError(f"unknown game {game!r}; the games are {', '.join(sorted(GAMES))}")
    rules = GAMES[game]
    seats = tuple(seats)
    if not rules.min_seats <= len(seats) <= rules.max_seats:
        raise GameError(f"{game} is played by {rules.min_seats}–{rules.max_seats} seats, not {len(seats)}")
    state = State(game, seats, seed, cards)
    opts = dict(options)
    if setup:
        opts["setup"] = setup
    rules.setup(state, opts)
    settle(state)
    state.log = []
    return state


def swap_cards(state: State, cards) -> list[str]:
    """Go on with new card definitions (a designer saved cards.yaml mid-game).

    Every card whose id still exists takes its new definition; a card whose id
    has gone keeps its old one.  Returns the ids that kept their old definition.
    """
    from types import MappingProxyType
    new = cards.game(state.game) if hasattr(cards, "game") else cards
    in_play = {c.card_id for c in state.cards.values()}
    kept = sorted(cid for cid in in_play if cid is not None and cid not in new.cards)
    if kept:
        merged = dict(new.cards)
        merged.update({cid: state.defs.cards[cid] for cid in kept})
        new = type(new)(new.game, MappingProxyType(merged), new.constants, new.digest)
    state.defs = new
    state._legal_cache = None
    return kept


def legal_actions(state: State) -> list[Action]:
    if state.over:
        return []
    cache = state._legal_cache
    if cache is not None and cache[0] == state.step:
        return cache[1]
    if state.pending is not None:
        acts = list(state.pending.options)
    else:
        acts = state.rules.legal(state)
    if acts:
        mover = acts[0].seat
        acts.extend(a for a in state.rules.always_legal(state) if a.seat == mover)
    state._legal_cache = (state.step, acts)
    return acts


def apply(state: State, action: Action) -> list[ev.Event]:
    if state.over:
        raise IllegalAction("the game is over")
    legal = legal_actions(state)
    anytime = action in state.rules.always_legal(state)
    if not anytime and action not in legal:
        if state.pending is not None and action.seat != state.pending.seat:
            raise IllegalAction(f"it is {state.seats[state.pending.seat]}'s decision: {state.pending.prompt}")
        if state.pending is not None:
            raise IllegalAction(f"first answer: {state.pending.prompt}")
        raise IllegalAction(state.rules.explain(state, action))
    state.log = []
    state.step += 1
    state.record += ((action.seat, action.kind, action.args),)
    state._legal_cache = None
    pending = state.pending
    if pending is not None and pending.source != "game" and not anytime:
        state.pending = None
        _answer(state, pending, action)
    else:
        state.rules.perform(state, action)
    settle(state)
    state._legal_cache = None
    return state.log


def _answer(state: State, pending: Decision, action: Action) -> None:
    if pending.source == "chain":
        state.chain[-1].answers.append(action.args[0])
    elif pending.source == "may":
        uid, ability, yes = action.args
        for item in state.waiting:
            if item.card == uid and item.ability == ability and "may" not in item.memory:
                item.memory["may"] = yes
                break
    elif pending.source == "order":
        uid, ability = action.args
        for item in state.waiting:
            if item.card == uid and item.ability == ability and "order" not in item.memory:
                item.memory["order"] = sum(1 for i in state.waiting if "order" in i.memory)
                break


def view(state: State, seat: int | None) -> State:
    """What ``seat`` may know: cards it may not see lose their identity and props.

    The view's seed is blanked and its random generator is fresh, and a secret
    zone (a deck) lists its cards by uid, not in their order, so nothing in it
    reveals the order of a shuffled deck.  ``seat=None`` is a spectator who
    sees everything.
    """
    out = state.clone()
    if seat is None:
        return out
    out.seed = 0
    out.rng = random.Random(state.step * 7919 + seat)
    hidden = []
    for zone in out.zones.values():
        if zone.visibility == SECRET:
            _unorder_hidden(out, zone, seat)
        for uid in zone.cards:
            card = out.cards[uid]
            if hidden_from(out, zone, card, seat):
                hidden.append((card.card_id, tuple(sorted(card.props.items()))))
                card = out.writable(uid)
                card.card_id = None
                card.props = {}
    # which cards are hidden is public knowledge (the sets are printed); where they are is not
    out.data["hidden_pool"] = sorted(hidden, key=repr)
    if out.pending is not None and out.pending.seat != seat:
        out.pending = Decision(out.pending.seat, out.pending.kind, out.pending.prompt, [], out.pending.source)
    out.rules.redact(out, seat)
    return out


def _unorder_hidden(state: State, zone: Zone, seat: int) -> None:
    """List a deck's cards hidden from ``seat`` by uid; a card it has seen keeps its place."""
    spots = [i for i, uid in enumerate(zone.cards) if seat not in state.cards[uid].props.get("seen_by", ())]
    for i, uid in zip(spots, sorted(zone.cards[i] for i in spots)):
        zone.cards[i] = uid


def winner_names(state: State) -> list[str]:
    return [state.seats[w] for w in state.winners]
