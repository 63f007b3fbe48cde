"""The typed events: the one stream the table, the log and replays read.

Every change the engine makes to a game is announced by exactly one event, in
the order it happened.  Events are small slotted dataclasses that turn into plain
dicts (``to_dict``) and back (``event_from_dict``).
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field, fields

import game.engine.changes as changes



class Event:
    """The base of every event: a slotted dataclass per kind (slots, not frozen: an event is made at
    every step of every search, and a frozen one costs several times more to make).  Never change one."""
    __slots__ = ("carried",)       # what else the move changed before it was announced (game.engine.eventlog)
    kind = "event"
    # What the table shows of it, declared by the event so the table needs no list of kinds:
    sound: str | None = None        # the name of the sound it makes (scenes/sound.py), None: silent
    headline = False                # told in gold in the log, like a turn's start
    hold: float | None = None       # seconds the table holds on it at normal speed; None: the table's default

    untold: tuple = ()              # fields it carries only to apply itself: left out of its dict

    def banner(self, state) -> str | None:
        """The line a banner carries across the table when this event plays (None: no banner)."""
        return None

    def apply(self, state) -> None:
        """Make this event's change to ``state`` and what it carries of the game's data and pending decision:
        a copy that sees only the events moves on as the state that announced them."""
        self.change(state)
        try:
            carried = self.carried
        except AttributeError:
            return
        carried.apply(state)

    def change(self, state) -> None:
        """Make this event's own change to ``state``, by the code the engine made it with (``changes``).
        Most events change nothing of their own."""

    def to_dict(self) -> dict:
        told = asdict(self)
        for name in self.untold:
            del told[name]
        return {"kind": self.kind, **told}

    def redacted(self, seat: int | None) -> "Event":
        """This event as ``seat`` may see it (None: a spectator who sees everything): what it carries too."""
        seen = self.hidden_from(seat)
        try:
            carried = self.carried
        except AttributeError:
            return seen
        shown = carried.seen_by(seat)
        if seen is self and shown is carried:
            return self
        if seen is self:
            seen = copy.copy(self)
        seen.carried = shown
        return seen

    def hidden_from(self, seat: int | None) -> "Event":
        """This event without what ``seat`` may not see of its own fields (None: sees everything)."""
        return self


class Worded(Event):
    """An event told in one sentence, ``text``, worded only when first read: its field ``words`` holds the
    text, or a tuple (a function, then its arguments, taken when the event was made) that words it.
    Its dict, equality and repr show the text, as if ``text`` were the field."""
    __slots__ = ()

    @property
    def text(self) -> str:
        words = self.words
        if words.__class__ is tuple:
            words = self.words = words[0](*words[1:])
        return words

    def to_dict(self) -> dict:
        data = {"kind": self.kind}
        for f in fields(self):
            if f.name == "words":
                data["text"] = self.text
            else:
                data[f.name] = getattr(self, f.name)
        return data

    def __reduce__(self):
        """Pickled (and copied) with its text worded: what words it need not travel."""
        return event_from_dict, (self.to_dict(),)

    def __eq__(self, other):
        return other.__class__ is self.__class__ and other.to_dict() == self.to_dict()

    __hash__ = None

    def __repr__(self) -> str:
        told = ", ".join(f"{k}={v!r}" for k, v in self.to_dict().items() if k != "kind")
        return f"{self.__class__.__qualname__}({told})"


def event_type(kind: str) -> type[Event]:
    """The event class of ``kind``: the subclass of ``Event`` that declares it (of the modules imported)."""
    found = _BY_KIND.get(kind)
    if found is None:
        declaring = list(_declaring(Event, kind))
        if not declaring:
            raise KeyError(kind)
        found = _BY_KIND[kind] = declaring[-1]      # the last: a slotted dataclass replaces the class it was made of
    return found


_BY_KIND: dict[str, type[Event]] = {}      # filled as kinds are read back, never at import


def _declaring(cls: type, kind: str):
    for sub in cls.__subclasses__():
        if sub.__dict__.get("kind") == kind:
            yield sub
        yield from _declaring(sub, kind)


def event_from_dict(data: dict) -> Event:
    data = dict(data)
    cls = event_type(data.pop("kind"))
    if issubclass(cls, Worded) and "text" in data:
        data["words"] = data.pop("text")
    names = {f.name for f in fields(cls)}
    return cls(**{k: (tuple(v) if isinstance(v, list) else v) for k, v in data.items() if k in names})


@dataclass(slots=True)
class CardMoved(Event):
    kind = "card_moved"
    sound = "move"
    card: int
    card_id: str | None
    src: str
    dst: str
    index: int = -1
    face_up: bool = True
    visible_to: tuple = ()          # seats that may see card_id; () means everyone
    reason: str = ""

    def hidden_from(self, seat):
        if seat is None or not self.visible_to or seat in self.visible_to:
            return self
        return CardMoved(self.card, None, self.src, self.dst, self.index, self.face_up,
                         self.visible_to, self.reason)

    def change(self, state):
        _changes().place(state, self.card, self.dst, self.index if self.index >= 0 else None, self.face_up)


@dataclass(slots=True)
class CardRevealed(Event):
    """A card is shown to the whole table: turned face up (``turned``), or shown to the ``seats`` it was
    hidden from where it lies."""
    kind = "card_revealed"
    sound = "flip"
    untold = ("turned", "seats")
    card: int
    card_id: str
    zone: str
    turned: bool = field(default=False, compare=False)
    seats: tuple = field(default=(), compare=False)

    def change(self, state):
        if self.turned:
            _changes().turn_face(state, self.card, True)
        else:
            _changes().shown_to(state, (self.card,), self.seats)


@dataclass(slots=True)
class CardPeeked(Event):
    """A seat looked at cards others may not see."""
    kind = "card_peeked"
    seat: int
    cards: tuple
    card_ids: tuple
    zone: str

    def hidden_from(self, seat):
        if seat is None or seat == self.seat:
            return self
        return CardPeeked(self.seat, self.cards, tuple(None for _ in self.card_ids), self.zone)

    def change(self, state):
        _changes().shown_to(state, self.cards, (self.seat,))


@dataclass(slots=True)
class CardChanged(Event):
    """A card's own property changed: its suit, a mark, its power this combat."""
    kind = "card_changed"
    card: int
    prop: str
    old: object
    new: object

    def change(self, state):
        _changes().set_card(state, self.card, self.prop, self.new)


@dataclass(slots=True)
class Shuffled(Event):
    """A zone was shuffled into ``order`` (its cards' uids, which say nothing of which card is where)."""
    kind = "shuffled"
    untold = ("order",)
    zone: str
    order: tuple = field(default=(), compare=False)

    def change(self, state):
        _changes().put_in_order(state, self.zone, self.order)


@dataclass(slots=True)
class CounterChanged(Event):
    kind = "counter_changed"
    name: str
    seat: int | None
    old: int
    new: int

    def change(self, state):
        _changes().set_counter(state, self.name, self.seat, self.new)


@dataclass(slots=True)
class TriggerQueued(Event):
    kind = "trigger_queued"
    card: int
    card_id: str
    trigger: str
    controller: int
    text: str


@dataclass(slots=True)
class TriggerResolved(Event):
    kind = "trigger_resolved"
    card: int
    card_id: str
    trigger: str
    controller: int
    text: str


@dataclass(slots=True)
class Replaced(Event):
    """A replacement effect changed what would have happened."""
    kind = "replaced"
    card: int
    card_id: str
    event: str
    text: str


@dataclass(slots=True)
class TurnBegan(Event):
    kind = "turn_began"
    headline = True
    seat: int
    turn: int
    extra: bool = False


@dataclass(slots=True)
class PhaseBegan(Event):
    kind = "phase_began"
    phase: str
    detail: str = ""                # the phase in words, for the log
    seat: int | None = None         # the seat the phase is about (whose cards are revealed), if one


@dataclass(slots=True)
class DecisionAsked(Event):
    kind = "decision_asked"
    seat: int
    decision: str
    prompt: str

    def change(self, state):
        """The question is pending; its options travel in what the event carries (``carried``), which
        ``apply`` puts in place after this."""
        from game.engine.pieces import Decision
        state.pending = Decision(self.seat, self.decision, self.prompt, [], source="asked")


@dataclass(slots=True, eq=False, repr=False)
class ActionTaken(Worded):
    kind = "action_taken"
    seat: int
    action: str
    words: str | tuple              # its text, or how to word it when read (``Worded``)


@dataclass(slots=True, eq=False, repr=False)
class Message(Worded):
    """A sentence for the log that no other event tells."""
    kind = "message"
    words: str | tuple              # its text, or how to word it when read (``Worded``)
    seat: int | None = None


@dataclass(slots=True)
class GameOver(Event):
    kind = "game_over"
    headline = True
    winners: tuple
    reason: str
    scores: tuple = field(default=())

    @property
    def sound(self) -> str | None:
        """A win sounds; a game over with no winner is silent."""
        return "win" if self.winners else None

    def change(self, state):
        _changes().finish(state, self.winners, self.reason)

    def banner(self, state) -> str:
        names = " and ".join(state.seats[w] for w in self.winners) or "Nobody"
        return f"{names} {'win' if len(self.winners) > 1 else 'wins'}"


def _changes():
    """game.engine.changes: the code each change is made by, in the engine and in ``apply`` alike."""
    return changes
