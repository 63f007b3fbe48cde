"""Banished's set-up: the zones, the starting decks, each seat's choice of a 4-Value Grim, and the exact
positions of ``options["setup"]``."""
from __future__ import annotations

from game import engine
import game.banished.core as core
import game.banished.facts as facts
import game.banished.turns as turns
from game.engine.replay_schema import refuse_setup

PER_SEAT_LISTS = {"hands": "hand", "decks": "deck", "discards": "discard", "banished": "banished", "bonds": "bonds"}
POSITION_KEYS = set(PER_SEAT_LISTS) | {"grim", "spread", "crypt", "life", "obol", "favor", "turn", "round",
                                       "dispelled", "conjured", "banished_this_turn", "queue", "used"}


def set_up(state, options) -> None:
    for seat in range(state.players):
        for kind in core.SEAT_ZONES:
            vis = {"deck": engine.SECRET, "hand": engine.PRIVATE}.get(kind, engine.PUBLIC)
            state.add_zone(f"{kind}:{seat}", seat, vis, ordered=kind != "banished")
    state.add_zone("crypt", None, engine.SECRET)
    state.add_zone("spread", None, engine.PUBLIC)
    state.add_zone("table", None, engine.PUBLIC)
    state.add_zone("choices", None, engine.PUBLIC)
    shared = engine.SharedData        # the dicts the rules replace instead of changing: a clone shares them
    state.data.update(round=1, turns=0, wands_played=shared(), silenced=(), doubled=(), outcome=shared(),
                      conjured_ids=shared(), used=(), dispelled=False, banished_now=False, conjured=0)
    if options.get("setup"):
        exact_position(state, options["setup"])
        return
    for seat in range(state.players):
        engine.set_counter(state, "life", seat, core.constant(state, "life"))
        engine.set_counter(state, "obol", seat, 0)
    favor = options.get("favor")
    if favor is None:
        favor = state.rng.randrange(state.players)
    if not isinstance(favor, int) or not 0 <= favor < state.players:
        raise engine.GameError(f"favor must be a seat number from 0 to {state.players - 1}")
    state.data.update(favor=favor, first_favor=favor, phase="choose", chosen=engine.SharedData())
    _deal_out(state)
    # the seat last in turn order chooses first, Favor last
    state.data["choosers"] = tuple((favor - 1 - i) % state.players for i in range(state.players))
    grims = grims_by_seed(state) if options.get("grims_by_seed") else options.get("grims") or []
    for seat, card_id in enumerate(grims):
        _preselect(state, seat, card_id)
    if not state.data["choosers"]:
        finish_setup(state)


def _deal_out(state) -> None:
    starters, rest = _deal_plan(state)
    made = []
    for seat in range(state.players):
        deck = core.DECK[seat]
        made += [(card_id, seat, deck, {}) for card_id in starters]
    state.create_cards(made, face_up=False)
    state.create_cards([(card_id, None, zone, {}) for card_id, zone in rest])


def _deal_plan(state) -> tuple:
    """What a game deals, worked out once per card file: a starting deck's card ids, and (card id, zone) of
    every other card (a 4-Value Grim to the choices, the rest to the Crypt), in the order they are made."""
    table = facts.of(state)
    got = table.derived.get("deal")
    if got is None:
        got = table.derived["deal"] = deal_plan(state.defs)
    return got


def deal_plan(section) -> tuple:
    """A card file's deal: a starting deck's card ids, and (card id, "choices" or "crypt") of every other card."""
    defs = section.cards
    spirits = [c.id for c in defs.values() if c.family == "spirit" and c["element"] == "hollow"]
    hollow_grim = [c.id for c in defs.values() if c.family == "grim" and c["element"] == "hollow"]
    starters = spirits[:1] * section.constants["starter_hollow_spirits"]
    for card_id in hollow_grim:
        starters += [card_id] * section.constants["starter_hollow_grim_each"]
    rest = [(c.id, "choices" if c.family == "grim" and c["value"] == 4 else "crypt")
            for c in defs.values() if c["element"] != "hollow" for _ in range(c.get("copies", 1))]
    return tuple(starters), tuple(rest)


def grims_by_seed(state) -> list[str]:
    """Each seat's 4-Value Grim dealt by the seed, for the lab: every ordered pair of Elements once in 110 seeds.

    Seat 0 takes the Element ``seed mod 11``; seat 1 the one ``1 + (seed // 11) mod 10``
    places after it (further seats go on the same way among the Elements left), so no
    seat's Element depends on a player's choice or on Favor.
    """
    offer = sorted({state.cards[u].card_id for u in state.zones["choices"].cards},
                   key=lambda cid: core.ELEMENTS.index(state.defs.cards[cid]["element"]))
    k = len(offer)
    if k < state.players:
        raise engine.GameError(f"{k} 4-Value Grim cannot be dealt to {state.players} seats")
    left = list(offer)
    pick = left.pop(state.seed % k)
    grims, rest = [pick], state.seed // k
    for _ in range(1, state.players):
        start = offer.index(grims[-1])
        ring = [offer[(start + 1 + i) % k] for i in range(k - 1) if offer[(start + 1 + i) % k] in left]
        pick = ring[rest % len(ring)]
        rest //= len(ring)
        left.remove(pick)
        grims.append(pick)
    return grims


def _preselect(state, seat, card_id) -> None:
    offer = [u for u in state.zones["choices"].cards if state.cards[u].card_id == card_id]
    if not offer:
        raise engine.GameError(f"{card_id!r} is not a 4-Value Grim still on offer")
    choose(state, seat, offer[0])


def choices(state) -> list:
    """The 4-Value Grim the next chooser may take, each to its deck."""
    seat = state.data["choosers"][0]
    return [engine.Action("choose_grim", seat, (uid,), label=f"Choose {core.card_name(state, uid)}",
                          card=uid, to=f"deck:{seat}")
            for uid in state.zones["choices"].cards]


def choose(state, seat, uid) -> None:
    engine.set_owner(state, uid, seat)
    engine.move(state, uid, f"deck:{seat}", face_up=False, reason="chosen")
    state.data["chosen"] = engine.SharedData({**state.data["chosen"], seat: state.cards[uid].card_id})
    state.data["choosers"] = tuple(s for s in state.data["choosers"] if s != seat)


def finish_setup(state) -> None:
    for seat in range(state.players):
        engine.shuffle(state, f"deck:{seat}")
    for uid in list(state.zones["choices"].cards):
        engine.move(state, uid, "crypt", face_up=False, reason="set-up")
    engine.shuffle(state, "crypt")
    core.deal_spread(state)
    core.refill_hands(state)
    turns.start_round(state)


def exact_position(state, setup: dict) -> None:
    """Lay out a position card by card: the current seat's turn, after its +2 Obol.

    Lists are per seat (one list of card ids each); a deck's last card is its
    top.  Anything not given is empty (Life defaults to the starting Life).
    """
    if not isinstance(setup, dict):
        raise engine.GameError("setup must be a map")
    unknown = set(setup) - POSITION_KEYS
    if unknown:
        raise engine.GameError(f"unknown setup keys: {', '.join(sorted(unknown))}")
    refuse_setup(state, setup)
    n = state.players
    defs = state.defs.cards

    def make(card_id, owner, zone):
        if card_id not in defs:
            raise engine.GameError(f"setup: no Banished card has the id {card_id!r}")
        return state.create_card(card_id, owner, zone, face_up=False if zone.split(":")[0] in
                                 ("grim", "bonds", "deck", "hand") else None)

    for key, kind in PER_SEAT_LISTS.items():
        rows = setup.get(key) or [[] for _ in range(n)]
        if len(rows) != n:
            raise engine.GameError(f"setup: '{key}' needs one list per seat ({n})")
        for seat, ids in enumerate(rows):
            for card_id in ids or []:
                make(card_id, seat, f"{kind}:{seat}")
    for seat, card_id in enumerate(setup.get("grim") or [None] * n):
        if card_id:
            make(card_id, seat, f"grim:{seat}")
    for card_id in setup.get("spread") or []:
        make(card_id, None, "spread")
    for card_id in setup.get("crypt") or []:
        make(card_id, None, "crypt")
    life = setup.get("life") or [core.constant(state, "life")] * n
    obol = setup.get("obol") or [0] * n
    for seat in range(n):
        engine.set_counter(state, "life", seat, life[seat])
        engine.set_counter(state, "obol", seat, min(obol[seat], core.constant(state, "obol_cap")))
    favor = setup.get("favor", 0)
    turn = setup.get("turn", favor)
    order = [(favor + i) % n for i in range(n)]
    queue = setup.get("queue")
    if queue is None:
        queue = order[order.index(turn) + 1:]
    d = state.data
    d.update(phase="turn", favor=favor, first_favor=favor, turn=turn, round=setup.get("round", 1), turns=1,
             dispelled=bool(setup.get("dispelled")), conjured=int(setup.get("conjured", 0)),
             banished_now=bool(setup.get("banished_this_turn")), chosen=engine.SharedData(), choosers=(),
             used=())
    state.turn_queue = [(s, False) for s in queue]
