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

The margin is squashed with a scale that shrinks as the rounds run out: an
early lead is worth less than the same lead in the last round.
"""
from __future__ import annotations

import game.pariahs.board as board
import game.pariahs.progress as progress
from game.ai.determinize import constraint
from game.ai.evaluate import evaluator, squash, two_sided


def _owner_color(view, card) -> str:
    return board.COLORS[card.owner].lower()


def _entry_color(view, entry) -> str:
    return dict(entry[1]).get("color", "")


# A card's back shows its Color, and its owner is that Color.
constraint("pariahs", _owner_color, _entry_color)


def _influence(state, uids) -> int:
    return sum(board.influence_of(state, u) for u in uids)


def _own_followers(state, seat) -> list:
    zones = state.zones
    return (zones[f"deck:{seat}"].cards + zones[f"hand:{seat}"].cards + board.placed(state, seat))


def _round_margin(state) -> float:
    """Seat 0's lead in this round's Influence, with each seat's best card in hand still to come."""
    margin = board.influence(state, 0) - board.influence(state, 1)
    for seat, sign in ((0, 1), (1, -1)):
        hand = state.zones[f"hand:{seat}"].cards
        if hand and board.open_locations(state, seat):
            margin += sign * max(board.influence_of(state, u) for u in hand)
    tb = board.tie_breaker(state)
    holder = board.occupant(state, tb) if tb is not None else None
    if holder is not None:
        margin += 0.5 if state.cards[holder].owner == 0 else -0.5
    return margin


def expected_support(state, seat, p_round: float) -> float:
    zones = state.zones
    total = float(board.support(state, seat))
    total += _influence(state, _own_followers(state, seat)) / 10
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
