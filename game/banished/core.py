"""Banished's table: its zones, its numbers and the game actions cards and rules share.

Zones per seat ``N``: ``deck:N`` (secret), ``hand:N`` (private), ``discard:N``,
``banished:N`` (public), ``grim:N`` (one Grim) and ``bonds:N`` (up to two Bond
Cards), both played face down.  Shared: ``crypt`` (secret), ``spread`` (the
market), ``table`` (a Wand or Curse while its effect resolves) and ``choices``
(the 4-Value Grim during set-up).
"""
from __future__ import annotations

from game import engine
import game.banished.facts as facts
from game.banished.events import Damage

ELEMENTS = ("fire", "water", "earth", "air", "electric", "ice", "light", "shadow", "nature", "metal", "blood")
FAMILIES = ("grim", "spirit", "sword", "cup", "wand", "curse")
BOND_FAMILIES = ("spirit", "sword", "cup")
PLAYED_FROM_HAND = ("wand", "curse")
SEAT_ZONES = ("deck", "hand", "discard", "banished", "grim", "bonds")
OBOL_CAP_DEFAULT = 9
DECK, HAND, DISCARD, GRIM, BONDS, BANISHED = (tuple(f"{kind}:{s}" for s in range(8))     # each seat's, named once
                                              for kind in ("deck", "hand", "discard", "grim", "bonds", "banished"))
IN_PLAY = {"grim": GRIM, "bonds": BONDS}


def definition(state, uid):
    return state.defs.cards[state.cards[uid].card_id]


def family(state, uid) -> str:
    return facts.of(state).family[state.cards[uid].card_id]


def element(state, uid) -> str:
    return facts.of(state).element[state.cards[uid].card_id]


def constant(state, key: str) -> int:
    return state.defs.constants[key]


def seat_of_zone(zone: str):
    kind, _, seat = zone.partition(":")
    return int(seat) if seat.isdigit() else None


def opponents(state, seat: int) -> list[int]:
    return [(seat + i) % state.players for i in range(1, state.players)]


def cards_in(state, zone: str) -> list[int]:
    return list(state.zones[zone].cards)


def grim_of(state, seat: int):
    cards = state.zones[GRIM[seat]].cards
    return cards[0] if cards else None


def in_play(state, seat: int) -> list[int]:
    zones = state.zones
    return zones[GRIM[seat]].cards + zones[BONDS[seat]].cards


def seat_name(state, seat: int) -> str:
    return state.seats[seat]


def card_name(state, uid) -> str:
    card_id = state.cards[uid].card_id
    return state.defs.cards[card_id].name if card_id else "a card"


# -- Obol and Life -------------------------------------------------------------

def obol(state, seat: int) -> int:
    return state.counter("obol", seat)


def life(state, seat: int) -> int:
    return state.counter("life", seat)


def gain_obol(state, seat: int, amount: int) -> int:
    """Obol never goes above the cap (9): what would go beyond it is lost."""
    if amount <= 0:
        return 0
    return engine.add_counter(state, "obol", seat, amount, low=0, high=state.defs.constants["obol_cap"])


def lose_obol(state, seat: int, amount: int) -> int:
    if amount <= 0:
        return 0
    return -engine.add_counter(state, "obol", seat, -amount, low=0)


def gain_life(state, seat: int, amount: int) -> int:
    if amount <= 0:
        return 0
    return engine.add_counter(state, "life", seat, amount)


def lose_life(state, seat: int, amount: int, source: str = "", check: bool = True) -> int:
    """Life never goes below 0; with ``check`` the end of the game is looked at at once."""
    if amount <= 0 or state.over:
        return 0
    lost = -engine.add_counter(state, "life", seat, -amount, low=0)
    if lost and state.log is not None:
        state.emit(Damage(seat, lost, source))
    if check:
        check_end(state)
    return lost


def alive(state) -> list[int]:
    return [s for s in range(state.players) if life(state, s) > 0]


def check_end(state, were_alive=None) -> bool:
    """Two seats: a seat at 0 Life loses at once.  Three or four: the game ends when one seat has Life."""
    if state.over:
        return True
    living = alive(state)
    if state.players == 2:
        if len(living) == 2:
            return False
        engine.end_game(state, living, "a seat's Life ran out" if living else "both seats' Life ran out")
        return True
    if len(living) > 1:
        return False
    if living:
        engine.end_game(state, living, "only one seat has Life left")
    else:
        engine.end_game(state, [s for s in (were_alive or [])], "the last seats' Life ran out together")
    return True


# -- Moving cards --------------------------------------------------------------

def draw(state, seat: int, count: int = 1) -> int:
    """Draw from the deck, shuffling the discard into a new deck when it runs out."""
    drawn = 0
    deck, hand = DECK[seat], HAND[seat]
    zones, move = state.zones, engine.move
    while drawn < count:
        cards = zones[deck].cards
        if not cards:
            if not reshuffle(state, seat):
                break
            cards = zones[deck].cards
        move(state, cards[-1], hand, None, None, "draw")
        drawn += 1
    return drawn


def reshuffle(state, seat: int) -> bool:
    discard = state.zones[DISCARD[seat]].cards
    if not discard:
        return False
    deck = DECK[seat]
    for uid in list(discard):
        engine.move(state, uid, deck, face_up=False, reason="reshuffle")
    engine.shuffle(state, deck)
    return True


def refill_hands(state) -> bool:
    """Every seat under five cards draws; an empty deck takes the discard.  True if anything moved."""
    size = state.defs.constants["hand_size"]
    zones = state.zones
    for seat in range(state.players):
        if zones[DECK[seat]].cards:
            if len(zones[HAND[seat]].cards) < size:
                break
        elif zones[DISCARD[seat]].cards:
            break
    else:
        return False                # no hand can draw and no deck waits on its discard: nothing to do
    changed = False
    for seat in favor_order(state):
        if not zones[DECK[seat]].cards and zones[DISCARD[seat]].cards:
            changed |= reshuffle(state, seat)
        missing = size - len(zones[HAND[seat]].cards)
        if missing > 0:             # only a draw can empty the deck again
            changed |= draw(state, seat, missing) > 0
            if not zones[DECK[seat]].cards and zones[DISCARD[seat]].cards:
                changed |= reshuffle(state, seat)
    return changed


def discard(state, uid: int, reason: str = "discard") -> None:
    seat = state.cards[uid].owner
    engine.move(state, uid, DISCARD[seat], reason=reason)


def banish(state, uid: int, reason: str = "banish") -> None:
    """Banished cards leave the game for good; "when discarded" never fires for them."""
    seat = state.cards[uid].owner
    engine.move(state, uid, BANISHED[seat], reason=reason)
    fire_card(state, "when_banished", uid)
    fire_card(state, "when_dispelled_or_banished", uid)


def deal_spread(state) -> None:
    size = constant(state, "spread_size")
    while len(state.zones["spread"].cards) < size and state.zones["crypt"].cards:
        engine.move(state, state.zones["crypt"].cards[-1], "spread", reason="deal")


def refill_spread_at(state, index: int) -> None:
    """An opened space in the Spread is filled at once from the Crypt."""
    if state.zones["crypt"].cards:
        engine.move(state, state.zones["crypt"].cards[-1], "spread", index=index, reason="deal")


def renew_spread(state) -> None:
    """Shuffle the Spread into the Crypt and deal a new one."""
    for uid in list(state.zones["spread"].cards):
        engine.move(state, uid, "crypt", face_up=False, reason="return")
    engine.shuffle(state, "crypt")
    deal_spread(state)


def conjure(state, seat: int, uid: int, to_hand: bool = False, target=None, cost: int = 0) -> None:
    """Take a card from the Spread: to the buyer's discard, its hand, or (a Curse) an opponent's discard."""
    index = state.zones["spread"].cards.index(uid)
    lose_obol(state, seat, cost)
    card_id = state.cards[uid].card_id
    owner = target if facts.of(state).family[card_id] == "curse" else seat
    engine.set_owner(state, uid, owner)
    engine.move(state, uid, (HAND if to_hand else DISCARD)[owner], reason="conjure")
    refill_spread_at(state, index)
    data = state.data
    if data.get("phase") == "turn" and data.get("turn") == seat:
        data["conjured"] = data.get("conjured", 0) + 1
    ids = data.get("conjured_ids") or {}
    data["conjured_ids"] = conjured = engine.SharedData(ids)      # shared by clones: replaced, never changed
    conjured[seat] = (*ids.get(seat, ()), card_id)


def put_in_play(state, seat: int, uid: int, zone: str) -> None:
    """A Grim or Bond Card enters play: face down during turns, face up in Combat."""
    face_up = state.data.get("phase") == "combat"
    engine.move(state, uid, IN_PLAY[zone][seat], face_up=face_up, reason="play")
    if face_up and state.data.get("reveal_current") == seat:
        fire_card(state, "when_revealed", uid)


def swap(state, seat: int, old: int, new: int) -> None:
    """A card in play goes back to hand and a card from hand takes its place."""
    zone = state.cards[old].zone.partition(":")[0]
    index = state.zones[f"{zone}:{seat}"].cards.index(old)
    engine.move(state, old, HAND[seat], reason="swap")
    face_up = state.data.get("phase") == "combat"
    engine.move(state, new, f"{zone}:{seat}", index=index, face_up=face_up, reason="swap")
    if face_up and state.data.get("reveal_current") == seat:
        fire_card(state, "when_revealed", new)


# -- Triggers ------------------------------------------------------------------

def silenced(state, uid: int) -> bool:
    """A Grim whose effects are lost this Combat (Curse of Silence, the Shadow cards)."""
    quiet = state.data.get("silenced")
    if not quiet:
        return False
    zone = state.cards[uid].zone
    return zone.startswith("grim:") and seat_of_zone(zone) in quiet


def fire_card(state, trigger: str, uid: int, **info) -> int:
    """The card's own abilities on ``trigger`` (Banished's triggers listen on their card alone)."""
    if trigger not in state.defs.cards[state.cards[uid].card_id].by_trigger or silenced(state, uid):
        return 0
    return engine.fire(state, trigger, card=uid, **info)


# -- Power in Combat -----------------------------------------------------------

def card_power(state, uid: int) -> int:
    base = facts.of(state).power[state.cards[uid].card_id]
    doubled = state.data.get("doubled")
    return base * 2 ** doubled.count(uid) if doubled else base


def seat_power(state, seat: int) -> int:
    """The Power of every card in play plus this Combat's bonuses; no Grim, no Power."""
    zones = state.zones
    grim = zones[GRIM[seat]].cards
    if not grim:
        return 0
    cards, power = state.cards, facts.of(state).power
    doubled = state.data.get("doubled")
    total = 0
    for uid in grim + zones[BONDS[seat]].cards:
        base = power[cards[uid].card_id]
        total += base * 2 ** doubled.count(uid) if doubled else base
    return max(0, total + state.counters.get(("power_bonus", seat), 0))


def favor_order(state) -> tuple[int, ...]:
    """The seats from Favor on, to the left: the order of turns, reveals and discards."""
    players = state.players
    return _ORDERS[players][state.data.get("favor", 0) % players]


_ORDERS = tuple(tuple((*range(favor, players), *range(favor)) for favor in range(players))
                for players in range(9))           # players -> Favor -> the seats in Favor order
