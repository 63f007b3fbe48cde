"""Between tricks: the draw back to a full hand, and the buyback of a player who has run out of cards."""
from __future__ import annotations

from game import engine
from game.engine import events as ev
from game.seize.acts import ask, draw, finish, retire
from game.seize.cardset import table
from game.seize.state import HANDS, WELLDECKS, WELLS
from game.seize.words import label


def between_tricks(state) -> None:
    """Each player with an empty hand draws, the next leader first; then who has run out may buy back."""
    d = state.data
    t = table(state.defs)
    leader = d["leader"]
    hands = state.zones
    for s in (leader, 1 - leader):
        if not hands[HANDS[s]].cards:
            draw(state, s, t.hand_size)
    out = [s for s in (leader, 1 - leader) if not hands[HANDS[s]].cards]
    d["phase"] = "lead"
    if out:
        d["queue"] = out
        d["bought"] = False
        next_buyback(state)


def buyback_cost(state, seat) -> tuple[int, int]:
    """(cards to the pot, cards to retire) of this seat's next buyback."""
    return state.data["ante"], state.data["buybacks"][seat] + 1


def can_buy_back(state, seat) -> bool:
    """Enough in the well to ante, draw, retire k and still hold a card to lead with."""
    ante, k = buyback_cost(state, seat)
    drawn = min(table(state.defs).hand_size, len(state.zones[WELLS[seat]].cards) - ante)
    return drawn > k


def next_buyback(state) -> None:
    d = state.data
    queue = d["queue"]
    if not queue:
        d["phase"] = "lead"
        return
    seat = queue[0]
    if not can_buy_back(state, seat):
        others = [s for s in queue[1:] if not can_buy_back(state, s)]
        if others:
            finish(state, None, "both players ran out of cards and neither can buy back")
        else:
            finish(state, 1 - seat, f"{state.seats[seat]} ran out of cards and cannot buy back")
        return
    ante, k = buyback_cost(state, seat)
    d["phase"] = "buyback"
    ask(state, seat, "buyback", f"You have run out of cards. Buy back (ante {ante} from your well, "
                                 f"retire {k} from your hand) or lose the game?",
         [engine.Action("buy_back", seat, (), f"Buy back: ante {ante}, retire {k}"),
          engine.Action("decline_buyback", seat, (), "Give up the pot")])


def buy_back(state, seat) -> None:
    d = state.data
    ante, k = buyback_cost(state, seat)
    d["buybacks"][seat] = k
    d["bought_back"] += 1
    well = list(state.zones[WELLS[seat]].cards)
    for uid in state.rng.sample(well, ante):
        engine.move(state, uid, "pot", reason="ante")
        well.remove(uid)
    for uid in well:
        engine.move(state, uid, WELLDECKS[seat], reason="buyback")
    engine.shuffle(state, WELLDECKS[seat])
    state.emit(ev.Message(f"{state.seats[seat]} buys back: {ante} cards to the pot, the well shuffled "
                          f"into a well-deck; {k} card{'s' if k > 1 else ''} to retire.", seat))
    draw(state, seat, table(state.defs).hand_size)
    if not d["bought"]:
        d["bought"] = True
        d["leader"] = seat
    d["retire_left"] = k
    ask_retire(state, seat)


def ask_retire(state, seat) -> None:
    d = state.data
    d["phase"] = "retire"
    left = d["retire_left"]
    ask(state, seat, "retire", f"Retire {left} more card{'s' if left > 1 else ''} from your hand to the flames.",
         [engine.Action("retire", seat, (u,), f"Retire {label(state, u)}", card=u, to="flames")
          for u in state.zones[HANDS[seat]].cards])


def retire_chosen(state, seat, uid) -> None:
    """One card of a buyback's price retired: ask for the next, or go on to the next player out of cards."""
    d = state.data
    retire(state, uid)
    d["retire_left"] -= 1
    if d["retire_left"] > 0 and state.zones[HANDS[seat]].cards:
        ask_retire(state, seat)
    else:
        d["queue"].pop(0)
        next_buyback(state)
