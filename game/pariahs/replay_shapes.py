"""Pariahs' fields in a replay, declared: its set-up (game/pariahs/setup.py; no options), and the rules
a set-up's shape cannot say (``setup_rules``)."""
from __future__ import annotations

from game.engine.replay_schema import Either, Fields, Int, Seq, Table, Text
from game.pariahs.board import LOCATION_ZONES, SEAT_ZONES, SUPPORT_WAYS, facts

MAX_CARDS = 500
ZONES = tuple(f"{kind}:{seat}" for kind in SEAT_ZONES for seat in range(2)) + LOCATION_ZONES + ("initiative",
                                                                                                "revealed")
INITIATIVE_FAMILY = "class1"       # the Initiative Deck is dealt from the Class 1 cards


def shapes(seats: int, defs) -> dict:
    card = Text(1, 80, tuple(defs.cards))
    entry = Either((card, Seq(Either((card, Int(0, 1))), 2, 2)), "a card id or [card_id, seat]")
    rounds = defs.constants.get("rounds", 6)
    setup = Fields({"zones": Table(Text(1, 40, ZONES), Seq(entry, 0, MAX_CARDS)), "round": Int(1, rounds),
                    "phase": Text(1, 20, ("turns", "round_start")), "turn": Int(0, 1), "first": Int(0, 1),
                    "support": Seq(Int(0, 1000), 2, 2),
                    "support_by_way": Fields({way: Seq(Int(0, 1000), 2, 2) for way in SUPPORT_WAYS + ("setup",)})})
    return {"options": Fields({}), "setup": setup, "setup_rules": lambda s: setup_problem(s, defs)}


def setup_problem(setup: dict, defs):
    """(path, what is wrong) for the first thing in a set-up (of the right shape) that the rules forbid."""
    supplicants = defs.constants.get("supplicants", 3)
    for zone, entries in (setup.get("zones") or {}).items():
        kind = zone.partition(":")[0]
        for i, entry in enumerate(entries):
            if isinstance(entry, list) and not (isinstance(entry[0], str) and isinstance(entry[1], int)):
                return ("zones", zone, i), "must be [card_id, seat]"
            if not isinstance(entry, list) and (kind == "location" or ":" not in zone):
                return ("zones", zone, i), f"needs its Color in the shared zone '{zone}': [card_id, seat]"
            cid = entry[0] if isinstance(entry, list) else entry
            if kind in ("initiative", "revealed") and defs.cards[cid].family != INITIATIVE_FAMILY:
                return ("zones", zone, i), f"is {cid!r}, a {defs.cards[cid].family}: the Initiative cards are Class 1"
        most = {"location": 1, "revealed": 1, "supplicants": supplicants}.get(kind)
        if most is not None and len(entries) > most:
            return ("zones", zone), f"holds {len(entries)} cards; it holds at most {_cards(most)}"
    ways = setup.get("support_by_way")
    if ways is not None:
        for seat in range(2):
            pile = len((setup.get("zones") or {}).get(f"support:{seat}", ()))
            total = pile + (setup.get("support") or (0, 0))[seat]
            if sum(counts[seat] for counts in ways.values()) != total:
                return ("support_by_way",), (f"gives seat {seat} {sum(c[seat] for c in ways.values())} Support; "
                                             f"its Support is {total} ({pile} cards and {total - pile} bare)")
    return None


def _cards(n: int) -> str:
    return "one card" if n == 1 else f"{n} cards"


def chain_effects(state) -> dict:
    """The abilities no card prints that Pariahs puts on the chain, by the name a set-up's moment gives them."""
    return {f"location {i}": effect for i, effect in enumerate(facts(state).location_effects)}
