"""The lab's two watchers of a simulated game in one pass over its events: ``balance.Collector``'s tallies
and ``deeds.DeedCollector``'s deeds, each counting exactly what it counts alone.

A card moved between two zones is looked up once for both (what it adds to the tallies, the seat that plays it,
what a trigger moving it gains); an event neither reads is passed over at the cost of one lookup of its type.
"""
from __future__ import annotations

from game.lab import balance, deeds as deeds_
from game.lab.balance import Collector, card_keys_of
from game.lab.deeds import DeedCollector

_SKIP, _MOVE, _RESET, _OTHER = 0, 1, 2, 3
_NONE: dict = {}


class Watch:
    """Both watchers of one game: ``collector`` (balance) and ``deeds``, fed the events of each action."""

    def __init__(self, state):
        self.game = state.game
        self.collector = Collector(state)
        self.deeds = DeedCollector(state)
        self._moves: dict = {}      # src -> dst -> (the tallies it adds to, the seat that plays it, what it gains)

    def _move(self, state, src: str, dst: str) -> tuple:
        got = self._moves.setdefault(src, {})[dst] = (
            self.collector.tallies(state, src, dst), *self.deeds.move(state, src, dst))
        return got

    def observe(self, state, events) -> None:
        moves, kinds, game, deeds = self._moves, _KINDS, self.game, self.deeds
        buffer = deeds.buffer
        for e in events:
            kind = kinds[type(e)]
            if kind == _SKIP:
                continue
            if kind == _MOVE:
                move = moves.get(e.src, _NONE).get(e.dst)
                if move is None:
                    move = self._move(state, e.src, e.dst)
                tallies, seat, gain = move
                if tallies:
                    keys = card_keys_of(state, game, e.card, e.card_id)
                    if keys:
                        for tally in tallies:
                            tally[keys] = tally.get(keys, 0) + 1
                if gain is not None:
                    buffer.append(e)
                if seat is not None:
                    deeds.add(seat, e.card_id, "played")
            elif kind == _RESET:
                buffer.clear()
            else:
                one = (e,)
                self.collector.observe(state, one)
                deeds.observe(state, one)


def _kind(collector_kind: int, deeds_kind: int) -> int:
    if collector_kind == -1 and deeds_kind == -1:
        return _SKIP
    if collector_kind == 0 and deeds_kind == deeds_.MOVED:
        return _MOVE
    if collector_kind == -1 and deeds_kind == deeds_.RESET:
        return _RESET
    return _OTHER


class _Kinds(dict):
    """Type of event -> how ``Watch`` treats it, worked out once a type from the two watchers' own kinds."""

    def __missing__(self, cls):
        got = self[cls] = _kind(balance.EVENT_KINDS[cls], deeds_.EVENT_KINDS[cls])
        return got


_KINDS = _Kinds()
