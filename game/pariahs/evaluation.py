"""How good a Pariahs position is for a seat: the Support it can count on, against the opponent's.

The game is won on Support, so the evaluation estimates each seat's final
Support, in Support units, and squashes the difference into a win chance:

- **Secured** Support counts in full.
- **The deck.**  At the end every 10 Influence in a deck is 1 Support, and
  every Follower in hand, deck or placed goes back to the deck at each round's
  end: so (their Influence) / 10.
- **This round's Influence.**  The seat ahead at the Locations secures 1 at the
  round's end (a tie goes to the Tie-Breaker's holder).  The lead is judged
  with the best card still in hand to come, and counts more as the Locations
  fill up: the chance of taking it is a squash of the margin.
- **All four Classes placed** secures 1 at the round's end (``one_of_each_chance``): counted
  in full while the seat's placements repeat no Class and its hand holds every Class still
  missing (a seat places four cards a round, one at each Location name), else not at all.
- **Converts** earn 2 Support per 7 (2/7 each); **Devotees** 1 per 3 of a
  Class (1/3 each, for the Class with the most).  Both counted at 80%: they
  may never complete.
- **Cards in deck** break a tie (0.01 each).
- **What each Follower will still do** (``follower_future``): in each round still
  to come after this one, a Follower is placed with the chance that its seat's
  placements (Locations / seats) reach it in a fresh hand, and placed it adds its
  Influence to a round worth 1 Support (0.08 Support a point) and, at a Location that
  uses Abilities (their share read from the Locations' effects), its Ability: each
  instruction priced in Support by ``WORTHS`` (``game/ai/worth.py``), so an edit to
  a Follower's Influence or Ability in cards.yaml moves what the player takes and
  keeps.  The baseline levels (``ai:greedy0``, ``ai:hard0``) leave this term out.

The margin is squashed with a scale that shrinks as the rounds run out: an
early lead is worth less than the same lead in the last round.
"""
from __future__ import annotations

import game.pariahs.board as board
from game.ai.evaluate import evaluator, squash, two_sided
from game.ai.pricing import PRINTED
from game.ai.worth import Worths, card_worth, fixed


_BACKS = tuple(color.lower() for color in board.COLORS)      # the Color on each seat's card backs


def _owner_color(view, card) -> str:
    return _BACKS[card.owner]


def _entry_color(view, entry) -> str:
    color = ""
    for key, value in entry[1]:              # the last "color" among the marks, as dict() keeps it
        if key == "color":
            color = value
    return color


# A card's back shows its Color, and its owner is that Color (the manifest's deal constraint).
DEAL_CONSTRAINT = (_owner_color, _entry_color)


# What each instruction does once, in Support: a card gained is about 3.5 Influence in the deck at
# the end and its later uses; a Convert 2/7 and a Devotee 1/3, each at 80% (they may not complete);
# a card drawn is one more to place this round; the rest move a card or two about.
WORTHS = Worths("pariahs", {
    "draw": 0.12, "gain": 0.35, "earn_convert": 0.8 * 2 / 7, "supplicant_to_hand": 0.4,
    "devote_supplicant": 0.8 / 3, "devote_from_hand": 0.15, "devote_this": fixed(0.15),
    "place_another": fixed(0.35), "return_opposing_to_deck": fixed(0.3), "exchange_with_opposing": fixed(0.2),
    "exchange_placed_with_supplicant": fixed(0.15), "exchange_this_with_supplicant": fixed(0.15),
    "move_placed": fixed(0.1), "move_this": fixed(0.1), "look_and_reorder": fixed(0.05),
    "shun_supplicant": 0.05, "shun_all_supplicants": fixed(0.05), "shun_from_hand": 0.02,
    "one_of": fixed(0.2), "use_ability": fixed(0.0)}, triggers={"used": 1.0})
INFLUENCE_SUPPORT = 0.08         # Support a point of Influence placed is worth in a round's contest


class Prices:
    """What the evaluation reads of a card file, once: the rules' facts it needs (``board.CardFacts``: each
    Follower's Influence and Class, each Location's Influence, the Tie-Breaker) and each Follower's
    ``round_worth``, what it adds to a round it is placed in, in Support (its Influence in the round's
    contest and, at the share of Locations that use Abilities, its Ability)."""
    __slots__ = ("defs", "influence", "klass", "round_worth", "location_influence", "tie_breaker",
                 "rounds", "hand_size", "locations")

    def __init__(self, facts: board.CardFacts):
        defs = self.defs = facts.defs
        self.influence, self.klass = facts.influences, facts.classes
        self.location_influence, self.tie_breaker = facts.location_influences, facts.tie_breaker
        locations = defs.constants["locations"]
        share = sum(any(i.name == "use_ability" for i in loc["effect"])
                    for loc in locations) / max(1, len(locations))
        self.round_worth = {cid: INFLUENCE_SUPPORT * d.fields["influence"] + share * card_worth(WORTHS, defs, cid)
                            for cid, d in defs.cards.items()}
        self.rounds = defs.constants["rounds"]
        self.hand_size = defs.constants["hand_size"]
        self.locations = len(locations)


_PRICES: dict = {}
_last = (None, None)            # the card file last asked about and its prices, checked first


def prices(state) -> Prices:
    """The ``Prices`` of the state's card file (made once per card file)."""
    global _last
    defs = state.defs
    last = _last
    if last[0] is defs:
        return last[1]
    got = _PRICES.get(id(defs))
    if got is None or got.defs is not defs:
        got = _PRICES[id(defs)] = Prices(board.facts(state))
    _last = (defs, got)
    return got


class Table:
    """One pass over the Locations: who holds each (``owners``: a seat, None while empty), each seat's
    placed cards' ids in Location order (``placed``) and its Influence there (``at``: cards plus Locations)."""
    __slots__ = ("owners", "placed", "at")

    def __init__(self, state, known: Prices):
        cards, influence, here_worth = state.cards, known.influence, known.location_influence
        owners, placed, at = [], ([], []), [0, 0]
        for i, zone in enumerate(board.zones_at_locations(state.zones)):
            here = zone.cards
            if here:
                card = cards[here[0]]
                seat, cid = card.owner, card.card_id
                owners.append(seat)
                placed[seat].append(cid)
                at[seat] += here_worth[i] + influence[cid]
            else:
                owners.append(None)
        self.owners, self.placed, self.at = owners, placed, at

    def may_place(self, seat: int) -> bool:
        """Whether a card of ``seat``'s Color may stand at some Location (``board.may_stand_at``)."""
        owners = self.owners
        for i in _PAIRS:                    # Locations i and i + 1 share a name
            here, there = owners[i], owners[i + 1]
            if (here is None and there != seat) or (there is None and here != seat):
                return True
        return False


_PAIRS = (0, 2, 4, 6)


def _table(state, known: Prices) -> Table:
    """The state's ``Table``; on a deal whose Locations are none of them its own, kept with the deal's mark
    (``determinize.DealMark``: a Follower's owner is its Color, which never changes)."""
    mark = state.__dict__.get("_dealt")
    if mark is None:
        return Table(state, known)
    held = board.zones_at_locations(state.zones)
    home = state._home
    for zone in held:
        if zone.home is home:
            return Table(state, known)
    key = (_table, *held)
    got = mark.kept.get(key)
    if got is None:
        got = mark.kept[key] = Table(state, known)
    return got


def follower_future(state, ids: list, rounds_left: int, known: Prices) -> float:
    """What a seat's Followers (``ids``: their card ids) will still do in the ``rounds_left`` rounds after
    this one, in Support."""
    if rounds_left <= 0 or not ids:
        return 0.0
    per_round = sum(map(known.round_worth.__getitem__, ids))
    placements = known.locations / state.players
    reach = placements / max(len(ids), known.hand_size)
    return rounds_left * reach * per_round


_SUPPORT = (("support", 0), ("support", 1))      # each seat's Support counter
CLASS_AWARD = 1.0         # Support a round's end secures for one placed card of each Class (the rulebook's)


def one_of_each_chance(placed: list, in_hand: list) -> float:
    """The chance (1 or 0) that this round's placements end as one of each Class, from the Classes ``placed``
    and ``in_hand``: a seat places at most one card at each Location name, four a round, so the award needs
    every placement a different Class: none may repeat, and the hand must hold each Class still missing."""
    held = set(placed)
    if len(held) < len(placed):
        return 0.0
    return 1.0 if held.union(in_hand).issuperset(board.CLASSES) else 0.0


def expected_support(state, seat, p_round: float, table: Table, known: Prices, rounds_left: int | None) -> float:
    """The seat's Support at the end as the position promises it; ``rounds_left`` the rounds after this one,
    None to leave out what the Followers will still do (the baseline levels)."""
    cards = state.cards
    in_hand = [cards[u].card_id for u in state.zones[_HAND[seat]].cards]
    return _support(state, seat, p_round, table.placed[seat], in_hand, known, rounds_left)


def _support(state, seat, p_round: float, placed: list, in_hand: list, known: Prices, rounds_left) -> float:
    """``expected_support`` from the card ids of the seat's placed cards and hand."""
    zones, klass = state.zones, known.klass
    deck, deck_influence, deck_worths = _deck(state, zones[_DECK[seat]], known)
    rest = in_hand + placed
    total = float(state.counters.get(_SUPPORT[seat], 0))
    influence = known.influence
    total += (deck_influence + sum([influence[cid] for cid in rest])) / 10
    count = len(deck) + len(rest)
    if rounds_left is not None and rounds_left > 0 and count:             # follower_future, inline
        size = known.hand_size                                             # max(count, size), without the call:
        reach = known.locations / state.players / (size if size > count else count)
        worth = known.round_worth
        total += rounds_left * reach * sum(deck_worths + [worth[cid] for cid in rest])   # (one sum, in the same order)
    total += p_round
    held = set(map(klass.__getitem__, placed))                 # one_of_each_chance, inline
    if len(held) == len(placed) and held.union(map(klass.__getitem__, in_hand)).issuperset(_CLASSES):
        total += CLASS_AWARD
    converts = len(zones[_CONVERTS[seat]].cards)
    total += _CONVERT_WORTH[converts] if converts < 64 else 0.8 * converts * 2 / 7
    devotees = zones[_DEVOTEES[seat]]
    if devotees.cards:
        total += _devoted(state, devotees, klass)
    total += 0.01 * len(deck)
    return total


def _deck(state, zone, known: Prices) -> tuple[list, int, list]:
    """The card ids of a deck zone, their Influence and the ``round_worth`` of each."""
    return _settled(state, zone, _read_deck, known)


def _settled(state, zone, read, extra):
    """``read(state.cards, zone, extra)``; on a deal that does not own the zone, kept with the deal's mark
    (``determinize.DealMark``), since no state may change that zone any more."""
    mark = state.__dict__.get("_dealt")
    if mark is None or zone.home is state._home:
        return read(state.cards, zone, extra)
    key = (read, zone)
    got = mark.kept.get(key)
    if got is None:
        got = mark.kept[key] = read(state.cards, zone, extra)
    return got


def _read_deck(cards: dict, zone, known: Prices) -> tuple[list, int, list]:
    ids = [cards[u].card_id for u in zone.cards]
    worth = known.round_worth
    return ids, sum(map(known.influence.__getitem__, ids)), [worth[cid] for cid in ids]


def _devoted(state, zone, klass: dict) -> float:
    """What the Devotees of ``zone`` add: 1/3 for each of the Class with the most, at 80%."""
    return _settled(state, zone, _devotion, klass)


def _devotion(cards: dict, zone, klass: dict) -> float:
    devoted = [klass[cards[u].card_id] for u in zone.cards]
    return 0.8 * max(map(devoted.count, set(devoted))) / 3


_CONVERT_WORTH = tuple(0.8 * n * 2 / 7 for n in range(64))     # what n Converts add, worked out once (the same sum)
_DECK, _HAND, _CONVERTS, _DEVOTEES, _CLASSES = board.DECK, board.HAND, board.CONVERTS, board.DEVOTEES, board.CLASSES
_IN_ROUND = frozenset(("turns", "turn_over", "initiative"))      # progress.in_round's phases


@evaluator("pariahs")
def evaluate_pariahs(state) -> list[float]:
    known = prices(state)
    table = _table(state, known)
    cards, zones, data = state.cards, state.zones, state.data
    hand0 = [cards[u].card_id for u in zones[_HAND[0]].cards]
    hand1 = [cards[u].card_id for u in zones[_HAND[1]].cards]
    placed0, placed1 = table.placed
    if data.get("phase") in _IN_ROUND:
        p0 = squash(_round_margin(table, hand0, hand1, known), 3.0 - 2.0 * ((len(placed0) + len(placed1)) / 8))
    else:
        p0 = 0.5
    rounds_left = known.rounds - data.get("round", 0)          # progress.round_number, inline
    future = None if PRINTED.get() else rounds_left            # printed(), inline
    margin = (_support(state, 0, p0, placed0, hand0, known, future)
              - _support(state, 1, 1 - p0, placed1, hand1, known, future))
    return two_sided(margin, 1.0 + 0.5 * (rounds_left if rounds_left > 0 else 0))


def _round_margin(table: Table, hand0: list, hand1: list, known: Prices) -> float:
    """Seat 0's lead in this round's Influence, with each seat's best card in hand (``hand0``, ``hand1``: their
    card ids) still to come."""
    margin = table.at[0] - table.at[1]
    influence = known.influence
    if hand0 and table.may_place(0):
        margin += max([influence[cid] for cid in hand0])
    if hand1 and table.may_place(1):
        margin -= max([influence[cid] for cid in hand1])
    tb = known.tie_breaker
    holder = table.owners[tb] if tb is not None else None
    if holder is not None:
        margin += 0.5 if holder == 0 else -0.5
    return margin
