"""Banished for the lab: how its cards are counted and how a position is written as its set-up."""
from __future__ import annotations

from game.banished.setup import PER_SEAT_LISTS
from game.lab.game_facts import GONE, KEPT, MARKET, PLAY, SUPPLY, BalanceFacts, PositionFormat, pending_note, zone_ids

BALANCE = BalanceFacts(
    zone_roles={"spread": MARKET, "crypt": SUPPLY, "choices": SUPPLY, "grim": PLAY, "bonds": PLAY,
                "table": PLAY, "banished": GONE, "deck": KEPT, "hand": KEPT, "discard": KEPT},
    group_fields=(("element", None), ("value", None)), family_title="Family", primary_measure="bought",
    peer_group="value", note="A conjured Curse counts as bought by the seat it is sent to.",
    targets=("seats:45-55", "stat:chosen:45-55", "card:8"),
    target_options={"stat:chosen": {"grims_by_seed": True}})     # a seat's Element's Grim is dealt by the seed


def write_position(state, notes) -> dict:
    n = state.players
    d = state.data
    out = {key: [zone_ids(state, f"{kind}:{s}") for s in range(n)] for key, kind in PER_SEAT_LISTS.items()}
    grims = []
    for s in range(n):
        ids = zone_ids(state, f"grim:{s}")
        if len(ids) > 1:
            notes.append(f"{state.seats[s]} has {len(ids)} Grim in play; a position keeps one")
        grims.append(ids[-1] if ids else None)
    out["grim"] = grims
    out["spread"] = zone_ids(state, "spread")
    out["crypt"] = zone_ids(state, "crypt")
    for zone in state.zones:
        if zone not in {f"{kind}:{s}" for kind in list(PER_SEAT_LISTS.values()) + ["grim"] for s in range(n)} \
                and zone not in ("spread", "crypt") and state.zones[zone].cards:
            notes.append(f"{len(state.zones[zone].cards)} card(s) in '{zone}' are left out "
                         "(a position starts at a turn, outside Combat and the Grim choice)")
    out["life"] = [state.counter("life", s) for s in range(n)]
    out["obol"] = [state.counter("obol", s) for s in range(n)]
    favor = d.get("favor", 0)
    turn = d.get("turn")
    turn = favor if turn is None else turn
    out.update(favor=favor, turn=turn, round=d.get("round", 1),
               queue=[s for s, extra in state.turn_queue if not extra],
               dispelled=bool(d.get("dispelled")), conjured=int(d.get("conjured", 0)),
               banished_this_turn=bool(d.get("banished_now")))
    if d.get("phase") != "turn":
        notes.append(f"the '{d.get('phase')}' step is not kept: the position starts at "
                     f"{state.seats[turn]}'s turn")
    if any(d.get(k) for k in ("silenced", "doubled")):
        notes.append("this turn's silenced and doubled cards are not kept")
    pending_note(state, notes)
    return out


POSITIONS = PositionFormat(write_position, kept_counters=("life", "obol"))
