"""Pariahs' table: its zones, the Locations, and the moves every rule and card is made of.

Seat 0 plays Yellow, seat 1 Blue; a Follower's Color is its owner.  Every
change goes through the engine's primitives, so every change is an event.
"""
from __future__ import annotations

import math
from operator import itemgetter

from game import engine
from game.engine.effects import Ability

COLORS = ("Yellow", "Blue")
CLASSES = (1, 2, 3, 4)
SEAT_ZONES = ("deck", "hand", "supdeck", "supplicants", "converts", "devotees", "support")
ZONE_VISIBILITY = {"deck": engine.SECRET, "hand": engine.PRIVATE, "supdeck": engine.SECRET,
                   "supplicants": engine.PUBLIC, "converts": engine.SECRET,
                   "devotees": engine.PUBLIC, "support": engine.SECRET}
ZONE_TITLES = {"deck": "deck", "hand": "hand", "supdeck": "Supplicant Deck", "supplicants": "Supplicants",
               "converts": "Converts", "devotees": "Devotees", "support": "Support"}
SUPPORT_WAYS = ("influence", "classes", "converts", "devotees", "deck")
LOCATION_ZONES = tuple(f"location:{i}" for i in range(8))
# Each seat's zone of a kind, by seat: SEAT_ZONE["deck"][1] is "deck:1", DECK[1] too (named once, not each move)
SEAT_ZONE = {kind: tuple(f"{kind}:{seat}" for seat in range(2)) for kind in SEAT_ZONES}
DECK, HAND, SUPDECK, SUPPLICANTS, CONVERTS, DEVOTEES, SUPPORT = (SEAT_ZONE[kind] for kind in SEAT_ZONES)
zones_at_locations = itemgetter(*LOCATION_ZONES)      # a state's zones -> its eight Location zones, in order


def add_zones(state) -> None:
    for seat in range(2):
        for kind in SEAT_ZONES:
            state.add_zone(f"{kind}:{seat}", seat, ZONE_VISIBILITY[kind])
    for zone in LOCATION_ZONES:
        state.add_zone(zone, None, engine.PUBLIC)
    state.add_zone("initiative", None, engine.SECRET)
    state.add_zone("revealed", None, engine.PUBLIC)


def const(state, name):
    return state.defs.constants[name]


class CardFacts:
    """What the rules read again and again from one card file, read once: each Follower's Class and
    Influence, each Location's Influence, label and effect (an ability), and which Location is the
    Tie-Breaker; ``dealt``, per seat, the (card id, zone) of each card the set-up makes, in order;
    ``placements``, where the rules keep the placement moves they have made (an Action never changes),
    and ``placing_labels``, a card id's placement labels at each Location (worded once)."""
    __slots__ = ("defs", "classes", "influences", "location_influences", "location_labels", "location_effects",
                 "tie_breaker", "dealt", "placements", "placing_labels")

    def __init__(self, defs):
        self.defs = defs
        self.classes = {cid: int(d.family[-1]) for cid, d in defs.cards.items()}
        self.influences = {cid: d.fields["influence"] for cid, d in defs.cards.items()}
        locations = defs.constants["locations"]
        self.location_influences = tuple(loc["influence"] for loc in locations)
        self.location_labels = tuple(f"{loc['name']} ({loc['influence']})" for loc in locations)
        self.location_effects = tuple(Ability("placed", loc["effect"]) for loc in locations)
        self.tie_breaker = next((i for i, loc in enumerate(locations) if loc["tie_breaker"]), None)
        self.dealt = tuple(tuple((card.id, DECK[seat] if card.family == "class1" else SUPDECK[seat])
                                 for card in defs.cards.values() for _ in range(card.fields["copies"]))
                           for seat in range(2))
        self.placements = {}
        self.placing_labels = {}


_FACTS: dict = {}
_last = (None, None)            # the card file last asked about and its facts, checked first


def facts(state) -> CardFacts:
    """The ``CardFacts`` of the state's card file (read once per card file)."""
    global _last
    defs = state.defs
    last = _last
    if last[0] is defs:
        return last[1]
    got = _FACTS.get(id(defs))
    if got is None or got.defs is not defs:
        got = _FACTS[id(defs)] = CardFacts(defs)
    _last = (defs, got)
    return got


# -- reading the table -----------------------------------------------------------

def class_of(state, uid) -> int:
    return facts(state).classes[state.cards[uid].card_id]


def influence_of(state, uid) -> int:
    return facts(state).influences[state.cards[uid].card_id]


def card_name(state, uid) -> str:
    card_id = state.cards[uid].card_id
    return "a hidden card" if card_id is None else state.defs.cards[card_id].name


def location_zone(i: int) -> str:
    return LOCATION_ZONES[i]


def location_label(state, i: int) -> str:
    return facts(state).location_labels[i]


_PAIRS = (0, 2, 4, 6)


def partner(i: int) -> int:
    """The other Location of the same name (the set-up puts each pair side by side)."""
    return i ^ 1


def location_zones(state) -> tuple:
    """The eight Location zones, in order."""
    return zones_at_locations(state.zones)


def occupant(state, i: int):
    cards = state.zones[LOCATION_ZONES[i]].cards
    return cards[0] if cards else None


def placed(state, seat=None) -> list:
    """The placed cards, of one Color when ``seat`` is given, in Location order."""
    if seat is None:
        return [zone.cards[0] for zone in zones_at_locations(state.zones) if zone.cards]
    cards, out = state.cards, []
    for zone in zones_at_locations(state.zones):
        here = zone.cards
        if here and cards[here[0]].owner == seat:
            out.append(here[0])
    return out


def placed_count(state) -> int:
    """How many cards stand at the Locations (one at most at each)."""
    count = 0
    for zone in zones_at_locations(state.zones):
        if zone.cards:
            count += 1
    return count


def location_of(state, uid) -> int:
    return int(state.cards[uid].zone.partition(":")[2])


def may_stand_at(state, color: int, i: int, leaving=None) -> bool:
    """Both placement limits: the Location is empty, and the other one of its name holds no card of
    ``color`` (``leaving``, a card about to move away, does not count)."""
    zones = state.zones
    if zones[LOCATION_ZONES[i]].cards:
        return False
    other = zones[LOCATION_ZONES[partner(i)]].cards
    return not other or other[0] == leaving or state.cards[other[0]].owner != color


def open_locations(state, seat: int, leaving=None) -> list:
    """The Locations where a card of ``seat``'s Color may stand (``may_stand_at`` of each, in order)."""
    cards = state.cards
    held = zones_at_locations(state.zones)
    out = []
    for i in _PAIRS:                        # Locations i and i + 1 share a name
        here, there = held[i].cards, held[i + 1].cards
        if here:
            if not there and (here[0] == leaving or cards[here[0]].owner != seat):
                out.append(i + 1)
        elif not there:
            out += (i, i + 1)
        elif there[0] == leaving or cards[there[0]].owner != seat:
            out.append(i)
    return out


def can_place(state, seat: int) -> bool:
    """Whether ``seat`` holds a card and a card of its Color may stand somewhere."""
    return bool(state.zones[HAND[seat]].cards) and bool(open_locations(state, seat))


def destinations(state, uid) -> list:
    """The empty Locations a placed card may be moved to."""
    return open_locations(state, state.cards[uid].owner, leaving=uid)


def influence(state, seat: int) -> int:
    """The seat's Influence at the Locations: its placed cards plus the Locations they stand at."""
    known = facts(state)
    at, printed = known.location_influences, known.influences
    cards = state.cards
    total = 0
    for i, zone in enumerate(zones_at_locations(state.zones)):
        here = zone.cards
        if here:
            card = cards[here[0]]
            if card.owner == seat:
                total += at[i] + printed[card.card_id]
    return total


def tie_breaker(state) -> int | None:
    return facts(state).tie_breaker


def deck_influence(state, seat: int) -> int:
    printed, cards = facts(state).influences, state.cards
    return sum([printed[cards[uid].card_id] for uid in state.zones[DECK[seat]].cards])


def support(state, seat: int) -> int:
    return state.counter("support", seat)


# -- moving cards ------------------------------------------------------------------

def draw(state, seat: int, count: int) -> int:
    """Draw from the top of the deck; an empty deck draws nothing (RULINGS, Pariahs 4)."""
    deck = state.zones[DECK[seat]].cards
    drawn = 0
    while drawn < count and deck:
        engine.move(state, deck[-1], HAND[seat], reason="draw")
        drawn += 1
    return drawn


def refill(state, seat: int) -> None:
    """The Supplicants are always three while the Supplicant Deck has cards."""
    zones = state.zones
    row, deck = zones[SUPPLICANTS[seat]].cards, zones[SUPDECK[seat]].cards
    limit = state.defs.constants["supplicants"]
    while len(row) < limit and deck:
        engine.move(state, deck[-1], SUPPLICANTS[seat], face_up=True, reason="refill")


def gain(state, seat: int, uids) -> None:
    """Gain: the chosen Supplicants go to the bottom of the deck."""
    for uid in uids:
        engine.move(state, uid, DECK[seat], index=0, face_up=False, reason="gain")
        refill(state, seat)


def shun(state, uids) -> None:
    """Shun: each card goes to the bottom of the Supplicant Deck of its Color; then the rows refill."""
    colors = []
    for uid in uids:
        color = state.cards[uid].owner
        engine.move(state, uid, SUPDECK[color], index=0, face_up=False, reason="shun")
        if color not in colors:
            colors.append(color)
    for color in colors:
        refill(state, color)


def to_hand(state, seat: int, uids) -> None:
    for uid in uids:
        engine.move(state, uid, HAND[seat], reason="to_hand")
        refill(state, seat)


def secure(state, seat: int, count: int, way: str) -> None:
    """Secure Support: the top card of the Supplicant Deck, else the first Supplicant, else a bare
    count (RULINGS, Pariahs 3)."""
    for _ in range(count):
        deck = state.zones[SUPDECK[seat]].cards
        row = state.zones[SUPPLICANTS[seat]].cards
        if deck:
            engine.move(state, deck[-1], SUPPORT[seat], face_up=False, reason="support")
        elif row:
            engine.move(state, row[0], SUPPORT[seat], face_up=False, reason="support")
        engine.add_counter(state, "support", seat, 1)
        add_to_ledger(state, way, seat, 1)


def add_to_ledger(state, way: str, seat: int, count: int) -> None:
    """Note Support secured ``way``: the ledger is shared by a position's copies, so it is replaced, not changed."""
    ledger = state.data["ledger"]
    counts = list(ledger[way])
    counts[seat] += count
    ledger = engine.SharedData(ledger)
    ledger[way] = counts
    state.data["ledger"] = ledger


def earn_converts(state, seat: int, count: int) -> int:
    """Earn Converts: the top of the opposing Supplicant Deck (its first Supplicant once the deck is
    empty) goes face down to the Converts; seven Converts are shunned for 2 Support."""
    other = 1 - seat
    earned = 0
    for _ in range(count):
        deck = state.zones[SUPDECK[other]].cards
        row = state.zones[SUPPLICANTS[other]].cards
        if not deck and not row:
            break
        engine.move(state, deck[-1] if deck else row[0], CONVERTS[seat], face_up=False, reason="convert")
        earned += 1
        converts = state.zones[CONVERTS[seat]].cards
        if len(converts) >= const(state, "converts_needed"):
            shun(state, list(converts))
            secure(state, seat, const(state, "converts_support"), "converts")
    return earned


def devote(state, seat: int, uid) -> None:
    """Move a card of the seat's Color to its Devotees; three of one Class are shunned for 1 Support."""
    from_row = state.cards[uid].zone == SUPPLICANTS[seat]
    engine.move(state, uid, DEVOTEES[seat], face_up=True, reason="devote")
    if from_row:
        refill(state, seat)
    classes, cards = facts(state).classes, state.cards
    klass = classes[cards[uid].card_id]
    same = [u for u in state.zones[DEVOTEES[seat]].cards if classes[cards[u].card_id] == klass]
    if len(same) >= const(state, "devotees_needed"):
        shun(state, same)
        secure(state, seat, const(state, "devotees_support"), "devotees")


def move_placed(state, uid, i: int) -> None:
    """Move a placed card to another Location (never counts as placing)."""
    engine.move(state, uid, location_zone(i), face_up=True, reason="move")


def exchange_placed(state, a, b) -> None:
    """Two placed cards swap Locations (never counts as placing)."""
    zone_a, zone_b = state.cards[a].zone, state.cards[b].zone
    engine.move(state, a, zone_b, face_up=True, reason="exchange")
    engine.move(state, b, zone_a, face_up=True, reason="exchange")


def exchange_with_supplicant(state, uid, supplicant) -> None:
    """A placed card and a Supplicant of its Color trade places: the Supplicant stands at the Location."""
    row = state.cards[supplicant].zone
    where = state.cards[uid].zone
    index = state.zones[row].cards.index(supplicant)
    engine.move(state, uid, row, index=index, face_up=True, reason="exchange")
    engine.move(state, supplicant, where, face_up=True, reason="exchange")


def deck_support(state, seat: int) -> int:
    """End of game: 1 Support for each 10 Influence in the deck, rounded up."""
    return math.ceil(deck_influence(state, seat) / const(state, "influence_per_support"))
