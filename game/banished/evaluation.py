"""How good a Banished position is for a seat: Life after this Combat, and the deck behind it.

The last seat with Life wins, so each seat gets a score in Life points:

- **Life after this Combat.**  Each seat's Power this Round is projected: what
  it has in play, and, if it has not finished its turn, the best Grim and Bond
  Cards its hand could still add.  The seats below the top lose the
  difference, as Combat would take it.
- **The deck.**  A Round's Power is the best Grim and the best two Bond Cards
  of a five-card hand, so a deck is worth what a random hand of it is
  expected to put in play (a card's worth is its Power, or its Value when the
  effect makes it worth more: a Cup's effect, a Sword's chance to double).
  That counts thinning (fewer Hollow cards), and it punishes a deck left with
  too few Grim, which an average would not.  Each point is worth 2 Life: the
  edge repeats every Round to come.
- **Wands** (+1.5 each) help, **Curses** (-2 each) hurt when drawn; **Obol**
  is future cards (0.25 each).

Scores become win chances with a softmax (temperature 4 Life): for two seats,
a logistic of the difference.

Deals: a seat's hidden cards are Hollow, or cards memory places; the search
(``remembered_deals``) also keeps every card it saw a seat own among that
seat's hidden cards, never back in the Crypt (``_remembered_sides``).
"""
from __future__ import annotations

import functools
import math

import game.banished.core as core
import game.banished.progress as progress
from game.ai.determinize import REMEMBERED_CONSTRAINTS, constraint
from game.ai.evaluate import evaluator
from game.ai.pricing import printed
from game.ai.worth import Worths, fixed

OWNED = ("deck", "hand", "discard", "grim", "bonds")
DECK_WEIGHT = 2.0        # Life per point of a hand's expected Power
OBOL_WEIGHT = 0.25       # Life per Obol
WAND_WORTH = 1.5         # Power a Wand is worth in a deck
CURSE_WORTH = -2.0
TEMPERATURE = 4.0        # Life: how sure a lead is


def _owner_side(view, card) -> str:
    return "crypt" if card.owner is None else "seat"


def _entry_side(view, entry) -> str:
    return "seat" if view.defs.cards[entry[0]]["element"] == "hollow" else "crypt"


# The starting Hollow cards are dealt to the seats, never to the Crypt; the
# cards a seat conjured were all seen, so memory places them.
constraint("banished", _owner_side, _entry_side)


def _remembered_sides(view, memory):
    """The constraint with what the player saw: a card a seat conjured stays among the seats' cards.

    Every card a seat owns came to it in the open (the starter set, a Conjure, a Curse
    sent to it), so which cards the seats own is public; only where they are is not.
    A card the player saw that a seat owns and that is now hidden is dealt to one of
    that seat's hidden cards, never back into the Crypt (the Hollow cards, alike for
    every seat, go to the seats' cards still left).
    """
    owners = {}
    for uid, (card_id, _, _) in memory.seen.items():
        card = view.cards.get(uid)
        if card is not None and card.owner is not None and card.card_id is None:
            owners[card_id] = card.owner

    def card_side(view, card):
        return "crypt" if card.owner is None else card.owner

    def entry_side(view, entry):
        if entry[0] in owners:
            return owners[entry[0]]
        return "hollow" if _entry_side(view, entry) == "seat" else "crypt"
    return card_side, entry_side


REMEMBERED_CONSTRAINTS["banished"] = _remembered_sides


def _printed_worth(defn) -> int:
    """The baseline levels' price (before issue 20): the printed Power, or the Value when higher."""
    power = defn.get("power") or 0
    return max(power, defn["value"]) if defn["element"] != "hollow" else power


# What each instruction is worth, in Life, per point of its amount (or for the whole instruction):
# damage and Life are Life; a shield saves most of its points; an Obol buys a quarter of a point;
# a card drawn is about one point of Power; doubling is worth the card's Power; Power taken from
# the opponents is Power given to us.  The instructions that move cards about (a swap, a retrieve,
# a banish, a free Conjure...) are worth half a point, as before the table priced each.
OTHER_INSTRUCTION = 0.5
_MOVES = ("banish_from_discard", "banish_from_hand", "conjure_free", "double_swords", "extra_turn",
          "look_at_hand", "renew_spread", "retrieve", "silence_grim", "swap_bond", "swap_grim")
INSTRUCTION_LIFE = {"opponents_lose_life": 1.0, "lose_life": -1.0, "gain_life": 1.0, "shield": 0.7,
                    "damage_bonus": 0.8, "add_power": 1.0, "gain_obol": OBOL_WEIGHT, "draw": 1.0,
                    "lose_obol": -OBOL_WEIGHT, "opponents_lose_power": 1.0, "lose_power": -1.0,
                    "opponents_gain_obol": -OBOL_WEIGHT, "opponents_lose_obol": OBOL_WEIGHT,
                    "steal_obol": 2 * OBOL_WEIGHT,
                    "double_power": lambda args, defn: float(defn.get("power") or 0),
                    "send_it_instead": fixed(0.0), **{name: fixed(OTHER_INSTRUCTION) for name in _MOVES}}
WORTHS = Worths("banished", INSTRUCTION_LIFE, triggers={"when_revealed": 1.0}, other_trigger=0.4,
                condition=0.5, linked=1.0)


def ability_life(defn, triggers=None) -> float:
    """What the card's abilities are worth in Life, each weighed by how often it fires (``triggers``: only those)."""
    return WORTHS.card(defn, triggers)


def _worth(defn) -> float:
    """A Grim's or Bond's worth in Power: its printed Power and what its abilities do."""
    if printed():
        return _printed_worth(defn)
    return (defn.get("power") or 0) + ability_life(defn)


@functools.lru_cache(maxsize=None)
def _at_least(successes: int, cards: int, hand: int, k: int) -> float:
    """P(a hand of ``hand`` cards from ``cards`` holds at least ``k`` of the ``successes``)."""
    total = math.comb(cards, hand)
    none = math.comb(cards - successes, hand) / total
    if k == 1:
        return 1.0 - none
    one = successes * math.comb(cards - successes, hand - 1) / total
    return 1.0 - none - one


_STRENGTH: dict = {}
_KEPT: dict = {}         # the card files the caches below are keyed by (by id), kept so that no id is reused


def _kept(defs) -> int:
    key = id(defs)
    if _KEPT.get(key) is not defs:
        if key in _KEPT or len(_KEPT) > 64:
            _KEPT.clear()
            _STRENGTH.clear()
            _FACTS.clear()
        _KEPT[key] = defs
    return key


def deck_strength(state, seat) -> float:
    """The Power a fresh hand of this seat's cards is expected to put in play: its best Grim and
    its best two Bond Cards, over a random hand (hypergeometric), plus the Wands and Curses."""
    pricing = printed()
    return _deck_strength(state, seat, _kept(state.defs), pricing, _facts_of(state.defs.cards, pricing))


def _deck_strength(state, seat, defs_key: int, pricing: bool, facts) -> float:
    cards, zones = state.cards, state.zones
    owned = [cards[uid].card_id for kind in OWNED for uid in zones[f"{kind}:{seat}"].cards]
    owned.sort()
    owned = tuple(owned)
    key = (defs_key, owned, WAND_WORTH, CURSE_WORTH, pricing)
    got = _STRENGTH.get(key)
    if got is None:
        if len(_STRENGTH) > 50_000:
            _STRENGTH.clear()
        got = _STRENGTH[key] = _strength(facts, owned, core.constant(state, "hand_size"))
    return got


_FACTS: dict = {}


class _Facts(dict):
    """card id -> (role, worth, printed Power, reveal) of one card file and pricing, each worked out once.

    Role is "grim" or "bond" (with its worth), else the card's family; ``reveal``: the Life its
    When Revealed abilities are worth, still to come while it lies unrevealed."""

    def __init__(self, defs, pricing: bool):
        super().__init__()
        self.defs, self.pricing = defs, pricing

    def __missing__(self, card_id):
        defn = self.defs[card_id]
        fam = defn.family
        role = "grim" if fam == "grim" else "bond" if fam in core.BOND_FAMILIES else fam
        worth = _worth(defn) if role in ("grim", "bond") else 0
        reveal = ability_life(defn, ("when_revealed",)) if role in ("grim", "bond") and not self.pricing else 0.0
        got = self[card_id] = (role, max(0.0, worth), defn.get("power") or 0, reveal)
        return got


def _facts_of(cards, pricing: bool) -> _Facts:
    """The facts of a card file's cards (its ``cards``; the file is kept by ``_kept``, so the id is not reused)."""
    key = (id(cards), pricing)
    got = _FACTS.get(key)
    if got is None:
        got = _FACTS[key] = _Facts(cards, pricing)
    return got


def _strength(facts, owned, hand_size) -> float:
    grims, bonds, extra = [], [], 0.0
    count = len(owned)
    for card_id in owned:
        role, worth, _, _ = facts[card_id]
        if role == "grim":
            grims.append(worth)
        elif role == "bond":
            bonds.append(worth)
        elif role == "wand":
            extra += WAND_WORTH
        elif role == "curse":
            extra += CURSE_WORTH
    if not count:
        return extra
    hand = min(hand_size, count)
    power = 0.0
    for step, x in _steps(grims):
        power += step * _at_least(sum(g >= x for g in grims), count, hand, 1)
    for step, x in _steps(bonds):
        m = sum(b >= x for b in bonds)
        power += step * (_at_least(m, count, hand, 1) + _at_least(m, count, hand, 2))
    return power + extra


def _steps(worths) -> list[tuple[float, float]]:
    """(height, level) of each step of the worths' staircase: E[best] = sum of height * P(some card >= level)."""
    out, below = [], 0.0
    for x in sorted(set(w for w in worths if w > 0)):
        out.append((x - below, x))
        below = x
    return out


def projected_power(state, seat, still_to_act, facts=None) -> float:
    """This Round's Power of a seat: in play, and what its hand could still add; with the Life its
    unrevealed cards' When Revealed abilities will be worth, as Power (it widens the gap alike)."""
    if facts is None:
        facts = _facts_of(state.defs.cards, printed())
    cards, zones = state.cards, state.zones
    has_grim = core.grim_of(state, seat) is not None
    power = core.seat_power(state, seat) if has_grim else 0
    if progress.phase(state) == "turn":
        power += sum(facts[cards[u].card_id][3] for kind in ("grim", "bonds") for u in zones[f"{kind}:{seat}"].cards)
    if seat not in still_to_act:
        return power
    hand = [facts[cards[u].card_id] for u in zones[f"hand:{seat}"].cards]
    if not has_grim:
        grims = [p + r for role, _, p, r in hand if role == "grim"]
        if not grims:
            return 0
        power += max(grims)
    open_bonds = 2 - len(zones[f"bonds:{seat}"].cards)
    bonds = sorted((p + r for role, _, p, r in hand if role == "bond"), reverse=True)
    return power + sum(bonds[:open_bonds])


def scores(state) -> list[float]:
    defs_key = _kept(state.defs)
    pricing = printed()
    facts = _facts_of(state.defs.cards, pricing)
    seats = range(state.players)
    phase = progress.phase(state)
    if phase == "turn":
        still = {progress.turn(state)} | {s for s, _ in state.turn_queue}
    else:
        still = set()
    if phase == "turn" or (phase == "combat" and progress.combat_step(state) in ("reveal", "damage")):
        powers = [projected_power(state, s, still, facts) for s in seats]
    else:
        powers = [0] * state.players
    top = max(powers)
    counters = state.counters
    out = []
    for s in seats:
        life = counters.get(("life", s), 0) - (top - powers[s])
        out.append(life + DECK_WEIGHT * _deck_strength(state, s, defs_key, pricing, facts)
                   + OBOL_WEIGHT * counters.get(("obol", s), 0))
    return out


@evaluator("banished")
def evaluate_banished(state) -> list[float]:
    s = scores(state)
    top = max(s)
    weights = [math.exp((x - top) / TEMPERATURE) for x in s]
    total = sum(weights)
    return [w / total for w in weights]
