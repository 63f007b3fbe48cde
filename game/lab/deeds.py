"""What each card did in one game, per seat, counted from the typed events.

A card's *deeds* are the events its abilities caused: between one of its
triggers being put on the chain and that trigger resolving, every
``Damage`` to another seat is damage it dealt, every rise of its
controller's counter (Life, Obol, Support...) is that counter gained, every
card moved into its controller's hand is a card gained, every card moved into
a score zone (Support, Converts) is Support secured.  A card's *plays* are its
moves into a play zone (``balance``'s measure).  Events the rules cause
themselves (Combat's damage, the turn's draw) belong to no card: the buffer of
events is emptied at each action, phase and turn.
"""
from __future__ import annotations

from collections import defaultdict

from game.banished.events import Damage
from game.engine import events as ev
from game.lab.balance import EventKinds, zone_kind, zone_role
from game.lab.game_facts import KEPT, PLAY, SCORE

DEEDS = ("played", "triggered", "damage", "cards", "support")   # besides "gained.COUNTER"
DEED_ORDER = ("played", "triggered", "damage", "gained.life", "gained.obol", "cards", "support")


def deed_key(item):
    """Deeds in the reports' order: plays, triggers, damage, counters gained, cards, Support; others last."""
    name = item[0]
    return (DEED_ORDER.index(name) if name in DEED_ORDER else len(DEED_ORDER), name)


class DeedCollector:
    """Per seat, per card id: how often it was played and triggered, and what its triggers did."""

    def __init__(self, state):
        self.game = state.game
        self.players = state.players
        self.deeds = [defaultdict(lambda: defaultdict(int)) for _ in range(self.players)]
        self.buffer: list = []                 # since the last reset: the moves that gain, Damage, CounterChanged
        self._roles: dict = {}
        self._moves: dict = {}                  # src -> dst -> (the seat that plays the card or None, _gain(dst))

    def _role(self, state, name):
        got = self._roles.get(name)
        if got is None:
            zone = state.zones.get(name)
            owner = zone.owner if zone is not None and isinstance(zone.owner, int) else None
            got = self._roles[name] = (zone_role(self.game, name), owner)
        return got

    def _player(self, state, src, dst):
        """The seat a card moved from ``src`` to ``dst`` is played by, or None (not a play)."""
        dst_role, dst_seat = self._role(state, dst)
        src_role, src_seat = self._role(state, src)
        return (dst_seat if dst_seat is not None else src_seat) if dst_role == PLAY and src_role != PLAY else None

    def move(self, state, src, dst) -> tuple:
        """(the seat a card moved from ``src`` to ``dst`` is played by or None, what the move gains), cached."""
        got = self._moves.setdefault(src, {})[dst] = (self._player(state, src, dst), self._gain(state, dst))
        return got

    def add(self, seat, card_id, deed, amount=1):
        if card_id is not None and seat is not None and 0 <= seat < self.players and amount:
            self.deeds[seat][card_id][deed] += amount

    def observe(self, state, events) -> None:
        buffer, moves, kinds = self.buffer, self._moves, EVENT_KINDS
        for e in events:
            kind = kinds[type(e)]
            if kind == MOVED:
                move = moves.get(e.src, _NONE).get(e.dst)
                if move is None:
                    move = self.move(state, e.src, e.dst)
                if move[1] is not None:
                    buffer.append(e)
                if move[0] is not None:
                    self.add(move[0], e.card_id, "played")
            elif kind == RESET:
                buffer.clear()
            elif kind == _BUFFERED:
                buffer.append(e)
            elif kind == _RESOLVED:
                self.add(e.controller, e.card_id, "triggered")
                self._credit(state, e.controller, e.card_id)

    def _credit(self, state, seat, card_id) -> None:
        moves = self._moves
        for e in self.buffer:
            if EVENT_KINDS[type(e)] == MOVED:
                gain = moves[e.src][e.dst][1]
                if gain[1] == seat or gain[1] is None and gain[0] == "support":
                    self.add(seat, card_id, gain[0])
            elif isinstance(e, Damage):
                if e.seat != seat:
                    self.add(seat, card_id, "damage", e.amount)
            elif e.seat == seat and e.new > e.old:          # a CounterChanged
                self.add(seat, card_id, f"gained.{e.name}", e.new - e.old)
        self.buffer.clear()

    def _gain(self, state, dst):
        """What a card moved into ``dst`` by a trigger gains: ("cards", seat) into a seat's kept hand,
        ("support", seat or None) into a score zone, or None."""
        role, owner = self._role(state, dst)
        if owner is not None and zone_kind(dst) == "hand" and role == KEPT:
            return ("cards", owner)
        if role == SCORE:
            return ("support", owner)
        return None

    def finish(self) -> list[dict]:
        """Per seat: {card id: {deed: count}}."""
        return [{cid: dict(d) for cid, d in seat.items()} for seat in self.deeds]


_NONE: dict = {}
RESET, _RESOLVED, _BUFFERED, MOVED = 0, 1, 2, 3     # an event of two kinds is the first
EVENT_KINDS = EventKinds((ev.ActionTaken, ev.PhaseBegan, ev.TurnBegan), ev.TriggerResolved,
                    (Damage, ev.CounterChanged), ev.CardMoved)


def holdings(tally: list[dict]) -> list[list[str]]:
    """Per seat, the card ids it bought, played or kept in one game (from ``balance.Collector``'s tally)."""
    out = []
    for seat in tally:
        keys = set().union(*seat.values())          # each key once, though a card counts in every measure
        out.append(sorted({key[5:] for key in keys if key.startswith("card:")}))
    return out
