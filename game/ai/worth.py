"""What a card's abilities are worth to a computer player, read from what they do.

Every instruction of a game's card language declares its worth in that game's
unit (Banished: Life, Pariahs: Support, A Bandit's Seize: margin points), per
point of its amount, or as a function of its arguments and its card.  An
ability is worth its instructions, weighed by how often its trigger fires,
halved-ish by a condition and by "if you do"; a card is worth its abilities.
A card's worth is computed once per card file (``card_worth`` keeps it with the
file's definitions), so a designer's edit to an ability is priced at once, and
pricing costs nothing per decision.

``Worths.unpriced(names)`` lists the instructions of a language with no
declared worth: the tests ask it of every game, so a new verb gets a price.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

AMOUNT_KEYS = ("amount", "count")


@dataclass(frozen=True)
class Worths:
    """One game's prices: ``rates[name]`` is a worth per point of the instruction's amount, or
    ``fn(args, defn) -> worth`` for the whole instruction."""
    game: str
    rates: dict
    triggers: dict = field(default_factory=dict)     # trigger -> chance it fires when the card is used
    other_trigger: float = 0.4
    condition: float = 0.5                           # a condition is met about half the time
    linked: float = 0.8                              # "if you do" happens most of the time
    may: float = 1.0                                 # "you may": taken only when it pays

    def instruction(self, instr, defn) -> float:
        rate = self.rates.get(instr.name)
        if rate is None:
            return 0.0
        if callable(rate):
            return float(rate(instr.args, defn))
        return rate * amount_of(instr.args)

    def ability(self, ability, defn) -> float:
        value = 0.0
        for instr in ability.do:
            worth = self.instruction(instr, defn)
            value += worth * self.linked if instr.linked else worth
        if ability.may:
            value = max(0.0, value) * self.may
        chance = self.triggers.get(ability.trigger, self.other_trigger)
        if ability.condition is not None:
            chance *= self.condition
        return chance * value

    def card(self, defn, triggers=None) -> float:
        """The card's abilities' worth (``triggers``: only the abilities with those triggers)."""
        return sum(self.ability(a, defn) for a in defn.abilities if triggers is None or a.trigger in triggers)

    def unpriced(self, names) -> list[str]:
        return [n for n in names if n not in self.rates]


def amount_of(args) -> float:
    """An instruction's amount: its ``amount`` or ``count``, 1 when it has none or names a quantity."""
    if not hasattr(args, "get"):
        return 1.0
    for key in AMOUNT_KEYS:
        value = args.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return 1.0


_CACHE: dict[int, tuple] = {}


def card_worth(worths: Worths, defs, card_id, triggers=None) -> float:
    """``worths.card`` of one card of a card file, computed once per file (and per ``triggers``)."""
    entry = _CACHE.get(id(defs))
    if entry is None or entry[0] is not defs:
        if len(_CACHE) > 64:
            _CACHE.clear()
        entry = _CACHE[id(defs)] = (defs, {})
    key = (worths.game, card_id, triggers)
    got = entry[1].get(key)
    if got is None:
        got = entry[1][key] = worths.card(defs.cards[card_id] if hasattr(defs, "cards") else defs[card_id],
                                          triggers)
    return got


def fixed(worth: float) -> Callable:
    """A price for a whole instruction, whatever its amount."""
    return lambda args, defn: worth
