"""Banished's set-up: the zones, the starting decks, and each seat's choice of a 4-Value Grim."""
from __future__ import annotations

from game import engine
import game.banished.core as core
import game.banished.turns as turns
import game.banished.setup as banished_setup


def set_up(state, options) -> None:
    for seat in range(state.players):
        for kind in core.SEAT_ZONES:
            vis = {"deck": engine.SECRET, "hand": engine.PRIVATE}.get(kind, engine.PUBLIC)
            state.add_zone(f"{kind}:{seat}", seat, vis, ordered=kind != "banished")
    state.add_zone("crypt", None, engine.SECRET)
    state.add_zone("spread", None, engine.PUBLIC)
    state.add_zone("table", None, engine.PUBLIC)
    state.add_zone("choices", None, engine.PUBLIC)
    state.data.update(round=1, turns=0, wands_played={}, silenced=[], doubled=[], outcome={},
                      conjured_ids={}, used=[], dispelled=False, banished_now=False, conjured=0)
    if options.get("setup"):
        banished_setup.exact_position(state, options["setup"])
        return
    for seat in range(state.players):
        engine.set_counter(state, "life", seat, core.constant(state, "life"))
        engine.set_counter(state, "obol", seat, 0)
    favor = options.get("favor")
    if favor is None:
        favor = state.rng.randrange(state.players)
    if not isinstance(favor, int) or not 0 <= favor < state.players:
        raise engine.GameError(f"favor must be a seat number from 0 to {state.players - 1}")
    state.data.update(favor=favor, first_favor=favor, phase="choose", chosen={})
    _deal_out(state)
    # the seat last in turn order chooses first, Favor last
    state.data["choosers"] = [(favor - 1 - i) % state.players for i in range(state.players)]
    for seat, card_id in enumerate(options.get("grims") or []):
        _preselect(state, seat, card_id)
    if not state.data["choosers"]:
        finish_setup(state)


def _deal_out(state) -> None:
    defs = state.defs.cards
    spirits = [c.id for c in defs.values() if c.family == "spirit" and c["element"] == "hollow"]
    hollow_grim = [c.id for c in defs.values() if c.family == "grim" and c["element"] == "hollow"]
    for seat in range(state.players):
        for card_id in spirits[:1] * core.constant(state, "starter_hollow_spirits"):
            state.create_card(card_id, seat, f"deck:{seat}", face_up=False)
        for card_id in hollow_grim:
            for _ in range(core.constant(state, "starter_hollow_grim_each")):
                state.create_card(card_id, seat, f"deck:{seat}", face_up=False)
    for c in defs.values():
        if c["element"] == "hollow":
            continue
        zone = "choices" if c.family == "grim" and c["value"] == 4 else "crypt"
        for _ in range(c.get("copies", 1)):
            state.create_card(c.id, None, zone)


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
    state.data["chosen"][seat] = state.cards[uid].card_id
    state.data["choosers"].remove(seat)


def finish_setup(state) -> None:
    for seat in range(state.players):
        engine.shuffle(state, f"deck:{seat}")
    for uid in list(state.zones["choices"].cards):
        engine.move(state, uid, "crypt", face_up=False, reason="set-up")
    engine.shuffle(state, "crypt")
    core.deal_spread(state)
    core.refill_hands(state)
    turns.start_round(state)
