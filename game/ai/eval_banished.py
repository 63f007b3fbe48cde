"""How good a Banished position is for a seat: Life after this Combat, and the deck behind it.

The last seat with Life wins, so each seat gets a score in Life points:

- **Life after this Combat.**  Each seat's Power this Round is projected: what
  it has in play, and, if it has not finished its turn, the best Grim and Bond
  Cards its hand could still add.  The seats below the top lose the
  difference, as Combat would take it.
- **The deck.**  A Round's Power is one Grim and two Bond Cards drawn from the
  deck, so a deck is worth its average Grim plus twice its average Bond Card
  (a card's worth is its Power, or its Value when the effect makes it worth
  more: a Cup's effect, a Sword's chance to double).  Each point of that is
  worth 2 Life: the edge repeats every Round to come.
- **Wands** (+1.5 each) help, **Curses** (-2 each) hurt when drawn; **Obol**
  is future cards (0.25 each).

Scores become win chances with a softmax (temperature 4 Life): for two seats,
a logistic of the difference.
"""
from __future__ import annotations

import math

from .. import banished_core as core
from .determinize import constraint
from .evaluate import evaluator

OWNED = ("deck", "hand", "discard", "grim", "bonds")


def _owner_side(view, card) -> str:
    return "crypt" if card.owner is None else "seat"


def _entry_side(view, entry) -> str:
    return "seat" if view.defs.cards[entry[0]]["element"] == "hollow" else "crypt"


# The starting Hollow cards are dealt to the seats, never to the Crypt; the
# cards a seat conjured were all seen, so memory places them.
constraint("banished", _owner_side, _entry_side)


def _worth(defn) -> float:
    power = defn.get("power") or 0
    return max(power, defn["value"]) if defn["element"] != "hollow" else power


def deck_strength(state, seat) -> float:
    grims, bonds, extra = [], [], 0.0
    defs, cards = state.defs.cards, state.cards
    for kind in OWNED:
        for uid in state.zones[f"{kind}:{seat}"].cards:
            defn = defs[cards[uid].card_id]
            fam = defn.family
            if fam == "grim":
                grims.append(_worth(defn))
            elif fam in core.BOND_FAMILIES:
                bonds.append(_worth(defn))
            elif fam == "wand":
                extra += 1.5
            elif fam == "curse":
                extra -= 2.0
    grim = sum(grims) / len(grims) if grims else 0.0
    bond = sum(bonds) / len(bonds) if bonds else 0.0
    return grim + 2 * bond + extra


def projected_power(state, seat, still_to_act) -> float:
    power = core.seat_power(state, seat) if core.grim_of(state, seat) is not None else 0
    if seat not in still_to_act:
        return power
    defs, cards = state.defs.cards, state.cards
    hand = [defs[cards[u].card_id] for u in state.zones[f"hand:{seat}"].cards]
    if core.grim_of(state, seat) is None:
        grims = [d.get("power") or 0 for d in hand if d.family == "grim"]
        if not grims:
            return 0
        power += max(grims)
    open_bonds = 2 - len(state.zones[f"bonds:{seat}"].cards)
    bonds = sorted((d.get("power") or 0 for d in hand if d.family in core.BOND_FAMILIES), reverse=True)
    return power + sum(bonds[:open_bonds])


def scores(state) -> list[float]:
    d = state.data
    seats = range(state.players)
    if d.get("phase") == "turn":
        still = {d["turn"]} | {s for s, _ in state.turn_queue}
    else:
        still = set()
    if d.get("phase") in ("turn", "combat") and (d.get("phase") == "turn" or
                                                 (d.get("combat") or {}).get("step") in ("reveal", "damage")):
        powers = [projected_power(state, s, still) for s in seats]
    else:
        powers = [0] * state.players
    top = max(powers)
    out = []
    for s in seats:
        life = core.life(state, s) - (top - powers[s])
        out.append(life + 2.0 * deck_strength(state, s) + 0.25 * core.obol(state, s))
    return out


@evaluator("banished")
def evaluate_banished(state, seat) -> float:
    s = scores(state)
    top = max(s)
    weights = [math.exp((x - top) / 4.0) for x in s]
    return weights[seat] / sum(weights)
