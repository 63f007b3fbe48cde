"""The lab's two watchers of a simulated game in one pass over its events: ``balance.Collector``'s tallies
and ``deeds.DeedCollector``'s deeds, each counting exactly what it counts alone.

What a card moved between two zones counts for (the tallies it adds to, the seat that plays it, what a trigger
moving it gains) depends only on the game, its seats and who owns each zone: it is worked out once a process
for each such layout (``plan_of``), not once a game.  Each type of event is sorted once into what the two
watchers read of it, and an event neither reads is passed over at the cost of one lookup of its type.
"""
from __future__ import annotations

from game.lab import balance, deeds as deeds_
from game.lab.balance import MEASURES, Collector, card_keys_of, keys_by_look_of, look_of
from game.lab.deeds import DeedCollector

_NONE: dict = {}


class Watch:
    """Both watchers of one game: ``collector`` (balance) and ``deeds``, fed the events of each action."""

    def __init__(self, state):
        self.game = state.game
        self.collector = collector = Collector(state)
        self.deeds = DeedCollector(state)
        players = state.players
        self._tallies = [collector._counts[m][seat] for m in MEASURES for seat in range(players)]
        self._plan, self._zones = plan_of(state)
        self._unplanned: dict = {}      # src -> dst -> an entry for a zone made after the deal (this game's own)
        self._buffer: list = []         # since the last reset: what the moves that gain gain, Damage, CounterChanged
        self._looks = balance.keys_by_look(state)

    def _entry(self, state, src: str, dst: str) -> tuple:
        """(tally slots, the seat that plays the card or None, what a trigger moving it gains or None)."""
        zones = self._zones
        table = self._plan if src in zones and dst in zones else self._unplanned
        got = table.get(src, _NONE).get(dst)
        if got is None:
            got = table.setdefault(src, {})[dst] = _work_out(self.collector, self.deeds, state, src, dst)
        return got

    def observe(self, state, events) -> None:
        plan, kinds, buffer = self._plan, _KINDS, self._buffer
        for e in events:
            try:
                kind = kinds[e.__class__]
            except KeyError:
                kind = _kind_of(e.__class__)
            if kind == _MOVE:
                try:
                    move = plan[e.src][e.dst]
                except KeyError:
                    move = self._entry(state, e.src, e.dst)
                if move is _IDLE:
                    continue
                slots, seat, gain = move
                card_id = e.card_id
                if slots:
                    looks = self._looks
                    try:                        # balance.keys_by_look_of, in line, for a look already met
                        keys = looks[look_of(card_id, state.cards[e.card].props)]
                    except (KeyError, TypeError):
                        keys = keys_by_look_of(state, self.game, looks, e.card, card_id)
                    if keys:
                        tallies = self._tallies
                        for slot in slots:
                            tally = tallies[slot]
                            tally[keys] = tally.get(keys, 0) + 1
                if gain is not None:
                    buffer.append(gain)
                if seat is not None and card_id is not None:
                    self.deeds.deeds[seat][card_id]["played"] += 1
            elif kind == _SKIP:
                continue
            elif kind == _RESET:
                buffer.clear()
            elif kind == _BUFFERED:
                buffer.append(e)
            elif kind == _RESOLVED:
                self._resolved(e.controller, e.card_id)
            elif kind == _TURN:
                collector = self.collector
                collector.turns = max(collector.turns + 1, e.turn)
                buffer.clear()
            else:
                self._both(state, e)

    def _resolved(self, seat, card_id) -> None:
        """A trigger of ``card_id`` resolved: its trigger counted, and what it did since the last reset credited."""
        add = self.deeds.add
        add(seat, card_id, "triggered")
        buffer = self._buffer
        for e in buffer:
            if e.__class__ is tuple:                # a move's gain: ("cards" or "support", seat or None)
                if e[1] == seat or e[1] is None and e[0] == "support":
                    add(seat, card_id, e[0])
            elif isinstance(e, _DAMAGE):
                if e.seat != seat:
                    add(seat, card_id, "damage", e.amount)
            elif e.seat == seat and e.new > e.old:          # a CounterChanged
                add(seat, card_id, f"gained.{e.name}", e.new - e.old)
        buffer.clear()

    def _both(self, state, e) -> None:
        """An event of a kind no branch of ``observe`` takes: what each watcher reads of it, in turn."""
        collector_kind, deeds_kind = _PAIRS[e.__class__]
        move = (self._entry(state, e.src, e.dst) or ((), None, None)) \
            if collector_kind == 0 or deeds_kind == deeds_.MOVED else None
        if collector_kind == 0 and move[0]:
            keys = card_keys_of(state, self.game, e.card, e.card_id)
            if keys:
                for slot in move[0]:
                    tally = self._tallies[slot]
                    tally[keys] = tally.get(keys, 0) + 1
        elif collector_kind == 1:
            self.collector.turns = max(self.collector.turns + 1, e.turn)
        if deeds_kind == deeds_.MOVED:
            if move[2] is not None:
                self._buffer.append(move[2])
            if move[1] is not None:
                self.deeds.add(move[1], e.card_id, "played")
        elif deeds_kind == deeds_.RESET:
            self._buffer.clear()
        elif deeds_kind == deeds_._BUFFERED:
            self._buffer.append(e)
        elif deeds_kind == deeds_._RESOLVED:
            self._resolved(e.controller, e.card_id)


def _work_out(collector, deeds, state, src: str, dst: str) -> tuple:
    players = collector.players
    slots = tuple(MEASURES.index(m) * players + seat for m, seat in collector.move_counts(state, src, dst))
    seat, gain = deeds.move(state, src, dst)
    seat = seat if seat is not None and 0 <= seat < players else None
    return (slots, seat, gain) if slots or seat is not None or gain is not None else _IDLE


_IDLE = ()          # the entry of a move that neither watcher counts


_PLANS: dict = {}       # (game, its balance facts' id, seats, zone layout) -> (the facts, the plan), for the process


def plan_of(state) -> tuple:
    """(src -> dst -> entry, shared by every game of this layout; the names of its zones) for ``state``'s game.

    An entry depends on the zones' roles (the game's balance facts) and owners, and on the number of seats."""
    known = balance.facts(state.game)
    layout = tuple([(name, zone.owner if isinstance(zone.owner, int) else None)
                    for name, zone in state.zones.items()])
    key = (state.game, id(known), state.players, layout)
    got = _PLANS.get(key)
    if got is None or got[0] is not known:
        if len(_PLANS) > 256:
            _PLANS.clear()
        got = _PLANS[key] = (known, {}, frozenset(name for name, _ in layout))
    return got[1], got[2]


_SKIP, _MOVE, _RESET, _BUFFERED, _RESOLVED, _TURN, _BOTH = range(7)
_DAMAGE = deeds_.Damage


def _kind(collector_kind: int, deeds_kind: int) -> int:
    return {(-1, -1): _SKIP, (0, deeds_.MOVED): _MOVE, (-1, deeds_.RESET): _RESET,
            (-1, deeds_._BUFFERED): _BUFFERED, (-1, deeds_._RESOLVED): _RESOLVED,
            (1, deeds_.RESET): _TURN}.get((collector_kind, deeds_kind), _BOTH)


_KINDS: dict = {}       # type of event -> how ``Watch`` treats it, worked out once a type (``_kind_of``)
_PAIRS: dict = {}       # type of event -> (its balance kind, its deeds kind)


def _kind_of(cls) -> int:
    pair = _PAIRS[cls] = (balance.EVENT_KINDS[cls], deeds_.EVENT_KINDS[cls])
    got = _KINDS[cls] = _kind(*pair)
    return got
