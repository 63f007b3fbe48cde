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
- **All four Classes placed** secures 1 at the round's end: 1 when it holds,
  0.15 for each Class placed short of it.
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
import game.pariahs.progress as progress
from game.ai.determinize import constraint
from game.ai.evaluate import evaluator, squash, two_sided
from game.ai.pricing import printed
from game.ai.worth import Worths, card_worth, fixed


def _owner_color(view, card) -> str:
    return board.COLORS[card.owner].lower()


def _entry_color(view, entry) -> str:
    return dict(entry[1]).get("color", "")


# A card's back shows its Color, and its owner is that Color.
constraint("pariahs", _owner_color, _entry_color)


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


_ROUND_WORTH: dict = {}


def round_worths(defs) -> dict:
    """Per Follower, in Support: what it adds to a round it is placed in (its Influence in the
    round's contest and, at the share of Locations that use Abilities, its Ability), once per card file."""
    got = _ROUND_WORTH.get(id(defs))
    if got is None or got[0] is not defs:
        locations = defs.constants["locations"]
        share = sum(any(i.name == "use_ability" for i in loc["effect"])
                    for loc in locations) / max(1, len(locations))
        got = _ROUND_WORTH[id(defs)] = (defs, {cid: INFLUENCE_SUPPORT * d.fields["influence"]
                                               + share * card_worth(WORTHS, defs, cid)
                                               for cid, d in defs.cards.items()})
    return got[1]


def follower_future(state, seat, followers) -> float:
    """What the seat's Followers will still do in the rounds after this one, in Support."""
    rounds_left = board.const(state, "rounds") - progress.round_number(state)
    if rounds_left <= 0 or not followers:
        return 0.0
    worths, cards = round_worths(state.defs), state.cards
    per_round = sum(worths[cards[u].card_id] for u in followers)
    placements = len(board.const(state, "locations")) / state.players
    reach = placements / max(len(followers), board.const(state, "hand_size"))
    return rounds_left * reach * per_round


_INFLUENCE: dict = {}


def influences(defs) -> dict:
    """Per card, its printed Influence, once per card file."""
    got = _INFLUENCE.get(id(defs))
    if got is None or got[0] is not defs:
        got = _INFLUENCE[id(defs)] = (defs, {cid: d.fields["influence"] for cid, d in defs.cards.items()})
    return got[1]


def _influence(state, uids) -> int:
    worth, cards = influences(state.defs), state.cards
    return sum(worth[cards[u].card_id] for u in uids)


def _own_followers(state, seat) -> list:
    zones = state.zones
    return (zones[f"deck:{seat}"].cards + zones[f"hand:{seat}"].cards + board.placed(state, seat))


def _round_margin(state) -> float:
    """Seat 0's lead in this round's Influence, with each seat's best card in hand still to come."""
    margin = board.influence(state, 0) - board.influence(state, 1)
    worth, cards = influences(state.defs), state.cards
    for seat, sign in ((0, 1), (1, -1)):
        hand = state.zones[f"hand:{seat}"].cards
        if hand and any(board.may_stand_at(state, seat, i) for i in range(len(board.LOCATION_ZONES))):
            margin += sign * max(worth[cards[u].card_id] for u in hand)
    tb = board.tie_breaker(state)
    holder = board.occupant(state, tb) if tb is not None else None
    if holder is not None:
        margin += 0.5 if state.cards[holder].owner == 0 else -0.5
    return margin


def expected_support(state, seat, p_round: float) -> float:
    zones = state.zones
    total = float(board.support(state, seat))
    followers = _own_followers(state, seat)
    total += _influence(state, followers) / 10
    if not printed():
        total += follower_future(state, seat, followers)
    total += p_round
    classes = {board.class_of(state, u) for u in board.placed(state, seat)}
    total += 1.0 if len(classes) == len(board.CLASSES) else 0.15 * len(classes)
    total += 0.8 * len(zones[f"converts:{seat}"].cards) * 2 / 7
    devotees = [board.class_of(state, u) for u in zones[f"devotees:{seat}"].cards]
    if devotees:
        total += 0.8 * max(devotees.count(c) for c in set(devotees)) / 3
    total += 0.01 * len(zones[f"deck:{seat}"].cards)
    return total


@evaluator("pariahs")
def evaluate_pariahs(state) -> list[float]:
    filled = len(board.placed(state)) / 8
    p0 = squash(_round_margin(state), 3.0 - 2.0 * filled) if progress.in_round(state) else 0.5
    margin = expected_support(state, 0, p0) - expected_support(state, 1, 1 - p0)
    rounds_left = max(0, board.const(state, "rounds") - progress.round_number(state))
    scale = 1.0 + 0.5 * rounds_left
    return two_sided(margin, scale)
