"""Banished's fields in a replay, declared: its options and its set-up (docs/rules/BANISHED.md),
and the rules a set-up's shape cannot say (``setup_rules``)."""
from __future__ import annotations

from game.banished.core import BOND_FAMILIES
from game.engine.replay_schema import Bool, Int, Maybe, Plain, Seq, Text, Fields

MAX_CARDS = 500
MAX_COUNT = 10_000
MOST_BONDS = 2


def shapes(seats: int, defs) -> dict:
    ids = tuple(defs.cards)
    card = Text(1, 80, ids)
    seat = Int(0, seats - 1)
    per_seat = Seq(Seq(card, 0, MAX_CARDS), seats, seats)
    life = defs.constants.get("life", 20)
    setup = Fields({
        "hands": per_seat, "decks": per_seat, "discards": per_seat, "banished": per_seat, "bonds": per_seat,
        "grim": Seq(Maybe(card), seats, seats), "spread": Seq(card, 0, MAX_CARDS), "crypt": Seq(card, 0, MAX_CARDS),
        "life": Seq(Int(0, max(1000, 50 * life)), seats, seats),
        "obol": Seq(Int(0, defs.constants.get("obol_cap", 9)), seats, seats),
        "favor": seat, "turn": seat, "round": Int(1, MAX_COUNT), "dispelled": Bool(), "conjured": Int(0, MAX_COUNT),
        "banished_this_turn": Bool(), "queue": Seq(seat, 0, seats), "used": Seq(Plain(2), 0, MAX_CARDS)})
    options = Fields({"favor": seat, "grims": Seq(Maybe(card), 0, seats), "grims_by_seed": Bool()})
    return {"options": options, "setup": setup, "setup_rules": lambda s: setup_problem(s, seats, defs)}


def setup_problem(setup: dict, seats: int, defs):
    """(path, what is wrong) for the first thing in a set-up (of the right shape) that the rules forbid."""
    family = {cid: d.family for cid, d in defs.cards.items()}
    for seat, cid in enumerate(setup.get("grim") or ()):
        if cid is not None and family[cid] != "grim":
            return ("grim", seat), f"is {cid!r}, a {family[cid]}: only a Grim goes in the Grim slot"
    for seat, row in enumerate(setup.get("bonds") or ()):
        if len(row) > MOST_BONDS:
            return ("bonds", seat), f"holds {len(row)} cards; a seat has at most {MOST_BONDS} Bond Cards in play"
        for i, cid in enumerate(row):
            if family[cid] not in BOND_FAMILIES:
                return ("bonds", seat, i), (f"is {cid!r}, a {family[cid]}: a Bond Card is a "
                                            f"{', '.join(BOND_FAMILIES[:-1])} or {BOND_FAMILIES[-1]}")
    spread = defs.constants.get("spread_size", 5)
    if len(setup.get("spread") or ()) > spread:
        return ("spread",), f"holds {len(setup['spread'])} cards; the Spread holds at most {spread}"
    life = setup.get("life")
    if life is not None:
        living = [s for s in range(seats) if life[s] > 0]
        if seats == 2 and len(living) < 2:
            return ("life", life.index(0)), "is 0: in a two-seat game a seat at 0 Life has lost"
        if len(living) < 2:
            return ("life",), "leaves fewer than two seats with Life: the game would be over"
    queue = setup.get("queue") or ()
    if len(set(queue)) != len(queue):
        return ("queue",), "names a seat twice: each seat plays once a Round"
    return None
