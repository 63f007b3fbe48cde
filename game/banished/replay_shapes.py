"""Banished's fields in a replay, declared: its options and its set-up (docs/rules/BANISHED.md)."""
from __future__ import annotations

from game.engine.replay_schema import Bool, Int, Maybe, Plain, Seq, Text, Fields

MAX_CARDS = 500
MAX_COUNT = 10_000


def shapes(seats: int, defs) -> dict:
    ids = tuple(defs.cards)
    card = Text(1, 80, ids)
    seat = Int(0, seats - 1)
    per_seat = Seq(Seq(card, 0, MAX_CARDS), seats, seats)
    life = defs.constants.get("life", 20)
    setup = Fields({
        "hands": per_seat, "decks": per_seat, "discards": per_seat, "banished": per_seat, "bonds": per_seat,
        "grim": Seq(Maybe(card), seats, seats), "spread": Seq(card, 0, MAX_CARDS), "crypt": Seq(card, 0, MAX_CARDS),
        "life": Seq(Int(1, max(100, 10 * life)), seats, seats), "obol": Seq(Int(0, MAX_COUNT), seats, seats),
        "favor": seat, "turn": seat, "round": Int(1, MAX_COUNT), "dispelled": Bool(), "conjured": Int(0, MAX_COUNT),
        "banished_this_turn": Bool(), "queue": Seq(seat, 0, seats), "used": Seq(Plain(2), 0, MAX_CARDS)})
    options = Fields({"favor": seat, "grims": Seq(Maybe(card), 0, seats), "grims_by_seed": Bool()})
    return {"options": options, "setup": setup}
