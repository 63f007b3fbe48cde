"""The log of one move's events, which hands each event what else the rules changed before announcing it.

A game keeps its own values in ``state.data`` and puts its questions in ``state.pending``; the rules change
them as they go, between the events they announce.  Each event this log takes carries (``Event.carried``)
the data keys and the pending decision that changed since the event before, as they are now; the last
event of the move takes what changed after it too (``close``).  So ``event.apply`` moves a copy that sees
only the events (the table's shown position) to exactly the state that announced them.
"""
from __future__ import annotations

import copy

import game.engine.fast as fast
from game.engine.pieces import Decision

GONE = object()             # a data key the rules took out


class Carried:
    """What a move changed besides the event's own change: ``data`` (key -> its value, ``GONE``: taken
    out), if ``asks`` the pending decision ``pending`` (None: nothing pending), and the turns to come
    (``turns``, None: unchanged)."""
    __slots__ = ("data", "asks", "pending", "turns")

    def __init__(self, data: dict, asks: bool, pending: Decision | None, turns: list | None = None):
        self.data, self.asks, self.pending, self.turns = data, asks, pending, turns

    def apply(self, state) -> None:
        if self.data:
            data = state.data
            for key, value in self.data.items():
                if value is GONE:
                    data.pop(key, None)
                else:
                    data[key] = copy.deepcopy(value)
        if self.asks:
            state.pending = None if self.pending is None else fast.copy_decision(self.pending)
        if self.turns is not None:
            state.turn_queue = list(self.turns)

    def seen_by(self, seat: int | None) -> "Carried":
        """As ``seat`` may see it: another seat's question without its options (as a view shows it)."""
        asked = self.pending
        if seat is None or not self.asks or asked is None or asked.seat == seat:
            return self
        return Carried(self.data, True, Decision(asked.seat, asked.kind, asked.prompt, [], asked.source,
                                                 dict(asked.data)), self.turns)

    def joined(self, later: "Carried") -> "Carried":
        """This, then ``later``."""
        data = {**self.data, **later.data}
        turns = later.turns if later.turns is not None else self.turns
        if later.asks:
            return Carried(data, True, later.pending, turns)
        return Carried(data, self.asks, self.pending, turns)


class EventLog(list):
    """One move's events (a list), each given what the rules changed before announcing it."""
    __slots__ = ("state", "data", "pending", "turns")

    def __init__(self, state):
        super().__init__()
        self.state = state
        self.data = copy.deepcopy(state.data)
        self.pending = state.pending
        self.turns = list(state.turn_queue)

    def append(self, event) -> None:
        changed = self._changes(always_asks=event.kind == "decision_asked")
        if changed is not None:
            event.carried = changed
        super().append(event)

    def close(self) -> None:
        """The move is over: its last event takes what the rules changed after announcing it."""
        changed = self._changes(always_asks=False)
        if changed is None or not self:
            return
        last = self[-1]
        before = getattr(last, "carried", None)
        last.carried = changed if before is None else before.joined(changed)

    def _changes(self, always_asks: bool) -> Carried | None:
        state, seen = self.state, self.data
        data = state.data
        changed = {}
        for key, value in data.items():
            if key not in seen or seen[key] != value:
                changed[key] = seen[key] = copy.deepcopy(value)
        for key in [k for k in seen if k not in data]:
            del seen[key]
            changed[key] = GONE
        asks = always_asks or state.pending is not self.pending
        self.pending = state.pending
        turns = None
        if state.turn_queue != self.turns:
            turns = self.turns = list(state.turn_queue)
        if not changed and not asks and turns is None:
            return None
        asked = state.pending
        return Carried(changed, asks, fast.copy_decision(asked) if asks and asked is not None else None, turns)

