"""Pariahs' fields in a replay, declared: its set-up (game/pariahs/setup.py; no options)."""
from __future__ import annotations

from game.engine.replay_schema import Either, Fields, Int, Seq, Table, Text

MAX_CARDS = 500


def shapes(seats: int, defs) -> dict:
    card = Text(1, 80, tuple(defs.cards))
    entry = Either((card, Seq(Either((card, Int(0, 1))), 2, 2)), "a card id or [card_id, seat]")
    rounds = defs.constants.get("rounds", 6)
    setup = Fields({"zones": Table(Text(1, 40), Seq(entry, 0, MAX_CARDS)), "round": Int(1, rounds),
                    "phase": Text(1, 20, ("turns", "round_start")), "turn": Int(0, 1), "first": Int(0, 1),
                    "support": Seq(Int(0, 1000), 2, 2)})
    return {"options": Fields({}), "setup": setup}
