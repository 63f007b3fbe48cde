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
seat's hidden cards, never back in the Crypt (``remembered_sides``).
"""
from __future__ import annotations

import functools
import math

import game.banished.core as core
import game.banished.facts as facts
from game.ai.evaluate import evaluator
from game.ai.pricing import PRINTED, printed
from game.ai.worth import Worths, fixed

DECK_WEIGHT = 2.0        # Life per point of a hand's expected Power
OBOL_WEIGHT = 0.25       # Life per Obol
WAND_WORTH = 1.5         # Power a Wand is worth in a deck
CURSE_WORTH = -2.0
TEMPERATURE = 4.0        # Life: how sure a lead is


def _owner_side(view, card) -> str:
    return "crypt" if card.owner is None else "seat"


def _entry_side(view, entry) -> str:
    return "seat" if facts.of(view).element[entry[0]] == "hollow" else "crypt"


# The starting Hollow cards are dealt to the seats, never to the Crypt; the
# cards a seat conjured were all seen, so memory places them (the manifest's deal facts).
DEAL_CONSTRAINT = (_owner_side, _entry_side)


def remembered_sides(view, memory):
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


def _printed_worth(defn) -> int:
    """The baseline levels' price (``greedy0``, ``hard0``): the printed Power, or the Value when higher."""
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


def deck_strength(state, seat) -> float:
    """The Power a fresh hand of this seat's cards is expected to put in play: its best Grim and
    its best two Bond Cards, over a random hand (hypergeometric), plus the Wands and Curses."""
    return _deck_strength(state, seat, _priced(state, printed()))


_OWNED_ZONES = tuple(zip(core.DECK, core.HAND, core.DISCARD, core.GRIM, core.BONDS))   # seat -> its cards' zones


def _deck_strength(state, seat, priced) -> float:
    """``deck_strength``; a deal (``Dealer.build``) and its copies keep it with their mark (``determinize.DealMark``)
    by the seat's zones when the position owns none of them (a zone no state may change any more), else by the
    seat's uids, which cost less to list than the cards' identities."""
    zones = state.zones
    deck, hand, discard, grim, bonds = _OWNED_ZONES[seat]
    deck, hand, discard, grim, bonds = zones[deck], zones[hand], zones[discard], zones[grim], zones[bonds]
    dealt = state.__dict__.get("_dealt")
    if dealt is not None:
        home = state._home
        if (deck.home is not home and hand.home is not home and discard.home is not home and grim.home is not home
                and bonds.home is not home):
            settled = (priced.tag, deck, hand, discard, grim, bonds)
            got = dealt.kept.get(settled)
            if got is None:
                got = dealt.kept[settled] = _deck_strength_of(state, dealt, deck, hand, discard, grim, bonds, priced)
            return got
    return _deck_strength_of(state, dealt, deck, hand, discard, grim, bonds, priced)


def _deck_strength_of(state, dealt, deck, hand, discard, grim, bonds, priced) -> float:
    """``_deck_strength`` from the seat's zones: by the deal's mark and their uids, else by their card ids."""
    uids = deck.cards + hand.cards + discard.cards + grim.cards + bonds.cards
    if dealt is not None:
        mark = (priced.tag, frozenset(uids))     # (a uid is in one zone at a time: the set is the seat's cards)
        got = dealt.kept.get(mark)
        if got is not None:
            return got
    cards = state.cards
    owned = [cards[uid].card_id for uid in uids]
    owned.sort()
    key = tuple(owned)
    known = priced.strength
    got = known.get(key)
    if got is None:
        if len(known) > 50_000:
            known.clear()
        got = known[key] = _strength(priced, key, state.defs.constants["hand_size"])
    if dealt is not None:
        dealt.kept[mark] = got
    return got


class _Priced(dict):
    """card id -> (role, worth, printed Power, reveal, in play) of one card file and pricing, each worked out once.

    Role is "grim" or "bond" (with its worth), else the card's family; ``reveal``: the Life its
    When Revealed abilities are worth, still to come while it lies unrevealed; ``in play``: its
    Power and that reveal, what it adds to this Round's projected Power.  ``strength``: the
    deck strengths worked out with these prices, by the sorted card ids of a seat's cards (a deal keeps
    them by its zones or uids with its mark: ``_deck_strength``)."""

    def __init__(self, game_cards, pricing: bool):
        super().__init__()
        self.game_cards, self.defs, self.pricing = game_cards, game_cards.cards, pricing
        self.strength: dict = {}
        self.tag = object()              # what a deal's mark keeps these prices' deck strengths by

    def __missing__(self, card_id):
        defn = self.defs[card_id]
        fam = defn.family
        role = "grim" if fam == "grim" else "bond" if fam in core.BOND_FAMILIES else fam
        worth = _worth(defn) if role in ("grim", "bond") else 0
        reveal = ability_life(defn, ("when_revealed",)) if role in ("grim", "bond") and not self.pricing else 0.0
        power = defn.get("power") or 0
        got = self[card_id] = (role, max(0.0, worth), power, reveal, power + reveal)
        return got


def _priced(state, pricing: bool) -> _Priced:
    """The prices of the cards of ``state``'s card file under ``pricing`` (kept with the file's facts)."""
    got = _LAST_PRICED[0]
    if got is not None and got.game_cards is state.defs and got.pricing == pricing:
        return got
    derived = facts.of(state).derived
    key = ("evaluation", pricing)
    got = derived.get(key)
    if got is None:
        got = derived[key] = _Priced(state.defs, pricing)
    _LAST_PRICED[0] = got
    return got


_LAST_PRICED: list = [None]      # the prices last asked for: nearly always the ones asked for next


def _strength(priced, owned, hand_size) -> float:
    grims, bonds, extra = [], [], 0.0
    count = len(owned)
    for card_id in owned:
        role, worth, _, _, _ = priced[card_id]
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
    for step, m in _steps(grims):
        power += step * _at_least(m, count, hand, 1)
    for step, m in _steps(bonds):
        power += step * (_at_least(m, count, hand, 1) + _at_least(m, count, hand, 2))
    return power + extra


def _steps(worths) -> list[tuple[float, int]]:
    """(height, cards at least that high) of each step of the worths' staircase, lowest first:
    E[best] = sum of height * P(some card reaches the step)."""
    out, below = [], 0.0
    ranked = sorted(worths)
    n = len(ranked)
    i = 0
    while i < n and ranked[i] <= 0:
        i += 1
    while i < n:
        x = ranked[i]
        out.append((x - below, n - i))
        below = x
        i += 1
        while i < n and ranked[i] == x:
            i += 1
    return out


def projected_power(state, seat, still_to_act, priced=None) -> float:
    """This Round's Power of a seat: in play, and what its hand could still add; with the Life its
    unrevealed cards' When Revealed abilities will be worth, as Power (it widens the gap alike)."""
    if priced is None:
        priced = _priced(state, printed())
    return _projected(state, seat, seat in still_to_act, priced, state.data.get("phase") == "turn")


def _projected(state, seat, to_act: bool, priced, turn_phase: bool):
    cards, zones = state.cards, state.zones
    grim, bonds = zones[core.GRIM[seat]].cards, zones[core.BONDS[seat]].cards
    power = unrevealed = 0
    if grim:
        doubled = state.data.get("doubled")
        for u in grim + bonds:
            _, _, base, reveal, _ = priced[cards[u].card_id]
            power += base * 2 ** doubled.count(u) if doubled else base
            unrevealed += reveal
        power += state.counters.get(("power_bonus", seat), 0)
        if power < 0:                    # max(0, power), without the call
            power = 0
    else:
        for u in bonds:
            unrevealed += priced[cards[u].card_id][3]
    if turn_phase:
        power += unrevealed
    if not to_act:
        return power
    best_grim = best_bond = second_bond = None
    for u in zones[core.HAND[seat]].cards:
        role, _, _, _, adds = priced[cards[u].card_id]
        if role == "grim":
            if best_grim is None or adds > best_grim:
                best_grim = adds
        elif role == "bond":
            if best_bond is None or adds > best_bond:
                best_bond, second_bond = adds, best_bond
            elif second_bond is None or adds > second_bond:
                second_bond = adds
    if not grim:
        if best_grim is None:
            return 0
        power += best_grim
    open_bonds = 2 - len(bonds)
    if best_bond is None or open_bonds <= 0:
        return power
    if open_bonds == 1 or second_bond is None:
        return power + best_bond
    return power + (best_bond + second_bond)


def scores(state) -> list[float]:
    priced = _priced(state, PRINTED.get())
    seats = range(state.players)
    data = state.data
    phase = data.get("phase")
    if phase == "turn":
        still = [data.get("turn")]
        for s, _ in state.turn_queue:
            still.append(s)
        powers = []
        for s in seats:
            powers.append(_projected(state, s, s in still, priced, True))
    elif phase == "combat" and (data.get("combat") or {}).get("step") in ("reveal", "damage"):
        powers = []
        for s in seats:
            powers.append(_projected(state, s, False, priced, False))
    else:
        powers = [0] * state.players
    top = max(powers)
    get = state.counters.get
    out = []
    for s in seats:
        life = get(LIFE[s], 0) - (top - powers[s])
        out.append(life + DECK_WEIGHT * _deck_strength(state, s, priced) + OBOL_WEIGHT * get(OBOL[s], 0))
    return out


LIFE, OBOL = (tuple((name, s) for s in range(8)) for name in ("life", "obol"))    # each seat's counter keys


@evaluator("banished")
def evaluate_banished(state) -> list[float]:
    s = scores(state)
    top = max(s)
    weights = []
    for x in s:
        weights.append(math.exp((x - top) / TEMPERATURE))
    total = sum(weights)
    out = []
    for w in weights:
        out.append(w / total)
    return out
