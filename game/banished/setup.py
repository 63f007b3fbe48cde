"""Banished's exact positions (``options["setup"]``) and the reasons a move is illegal."""
from __future__ import annotations

import game.banished.core as core
from game import engine
from game.engine.replay_schema import refuse_setup

PER_SEAT_LISTS = {"hands": "hand", "decks": "deck", "discards": "discard", "banished": "banished", "bonds": "bonds"}
POSITION_KEYS = set(PER_SEAT_LISTS) | {"grim", "spread", "crypt", "life", "obol", "favor", "turn", "round",
                                       "dispelled", "conjured", "banished_this_turn", "queue", "used"}


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


def why_illegal(state, action) -> str:
    """A sentence for the player: why this move cannot be made now."""
    d = state.data
    names = state.seats
    if state.pending is not None:
        return f"first answer: {state.pending.prompt}"
    if d.get("phase") == "choose":
        chooser = d["choosers"][0]
        if action.kind != "choose_grim":
            return "First each seat chooses its 4-Value Grim."
        if action.seat != chooser:
            return f"It is {names[chooser]}'s turn to choose a 4-Value Grim."
        return "Choose one of the 4-Value Grim on offer."
    if d.get("phase") != "turn":
        return "Combat is resolving; wait for the next turn."
    seat = d["turn"]
    if action.seat != seat:
        return f"It is {names[seat]}'s turn."
    kind = action.kind
    hand = state.zones[f"hand:{seat}"].cards
    if kind == "end_turn":
        if any(core.family(state, u) == "curse" and u not in d["used"] for u in hand):
            return "You must play the Curse in your hand before your turn ends."
        return "You cannot end the turn now."
    if kind == "conjure":
        return _why_not_conjure(state, seat, action)
    if kind not in ("dispel", "banish", "play_grim", "play_bond", "use"):
        return f"'{kind}' is not a move of Banished."
    uid = action.args[0]
    if uid not in hand:
        return "That card is not in your hand."
    fam = core.family(state, uid)
    if kind == "dispel":
        if d["dispelled"]:
            return "You may Dispel only once per turn."
        if fam == "curse":
            return "A Curse cannot be Dispelled: it must be played."
    elif kind == "banish":
        if not d["conjured"]:
            return "You may Banish only after you have Conjured this turn."
        if d["banished_now"]:
            return "You may Banish only once per turn."
    elif kind == "play_grim":
        if fam != "grim":
            return "Only a Grim goes in the Grim slot."
        return "You already have a Grim in play; only a Swap can replace it."
    elif kind == "play_bond":
        if fam in core.PLAYED_FROM_HAND:
            return "Wands and Curses are not Bond Cards: they are played for their effect."
        if fam == "grim":
            return "A Grim is not a Bond Card: play it in the Grim slot."
        return "You already have two Bond Cards in play; only a Swap can replace one."
    elif kind == "use":
        if fam not in core.PLAYED_FROM_HAND:
            return "Only Wands and Curses are played from hand for their effect."
        return "You have already played that card this turn."
    return "That is not a legal move now."


def _why_not_conjure(state, seat, action) -> str:
    uid, where, target = action.args
    if uid not in state.zones["spread"].cards:
        return "That card is not in the Spread."
    defn = core.definition(state, uid)
    if defn.family == "curse":
        if where == "hand":
            return "A Curse cannot be Conjured to hand: it goes to an opponent's discard."
        if target == seat or target not in range(state.players):
            return "A Conjured Curse goes to an opponent's discard."
    elif target != seat or where not in ("hand", "discard"):
        return "A Conjured card goes to your own discard, or to your hand for double."
    cost = defn["value"] * (2 if where == "hand" else 1)
    have = core.obol(state, seat)
    if cost > have:
        return f"{defn.name} costs {cost} Obol{' to hand' if where == 'hand' else ''}; you have {have}."
    return "That is not a legal move now."
