"""What the rules and the evaluation read of a card on every move, by card id: one table per card file.

A card file's definitions never change, so its cards' family, Value and Power are
looked up once, when the file is first met, instead of through each definition on
every move.  Other modules keep what they work out from a card file in ``derived``.
"""
from __future__ import annotations

_TABLES: dict = {}       # id(GameCards) -> its CardFacts (which keeps the file, so that no id is reused)
_LAST: list = [None]     # the CardFacts last asked for: nearly always the one asked for next


class CardFacts:
    """One card file's Banished cards: card id -> family, element, Value, Power; ``derived``: other modules' caches."""
    __slots__ = ("defs", "family", "element", "value", "power", "derived")

    def __init__(self, defs):
        cards = defs.cards
        self.defs = defs
        self.family = {card_id: defn.family for card_id, defn in cards.items()}
        self.element = {card_id: defn.get("element") for card_id, defn in cards.items()}
        self.value = {card_id: defn.get("value") for card_id, defn in cards.items()}
        self.power = {card_id: defn.get("power") for card_id, defn in cards.items()}
        self.derived: dict = {}


def of(state) -> CardFacts:
    """The facts of the card file ``state`` plays with."""
    defs = state.defs
    got = _LAST[0]
    if got is not None and got.defs is defs:
        return got
    got = _TABLES.get(id(defs))
    if got is None or got.defs is not defs:
        if len(_TABLES) > 64:
            _TABLES.clear()
        got = _TABLES[id(defs)] = CardFacts(defs)
    _LAST[0] = got
    return got
