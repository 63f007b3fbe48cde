"""Pariahs for the lab: how its cards are counted and how a position is written as its set-up."""
from __future__ import annotations

from game.lab.game_facts import KEPT, MARKET, PLAY, SCORE, SUPPLY, BalanceFacts, PositionFormat, pending_note
from game.pariahs.board import COLORS

BALANCE = BalanceFacts(
    zone_roles={"supplicants": MARKET, "supdeck": SUPPLY, "initiative": SUPPLY, "revealed": SUPPLY,
                "location": PLAY, "support": SCORE, "converts": SCORE,
                "deck": KEPT, "hand": KEPT, "devotees": KEPT},
    group_fields=(("influence", None),), family_title="Class", primary_measure="bought", peer_group="family",
    targets=("seats:45-55", "share:support:10-40"))


def write_position(state, notes) -> dict:
    zones = {}
    for name, zone in state.zones.items():
        if not zone.cards:
            continue
        kind, _, seat = name.partition(":")
        default = None
        if seat and kind != "location":
            default = 1 - int(seat) if kind == "converts" else int(seat)
        zones[name] = [c.card_id if c.owner == default else [c.card_id, c.owner]
                       for c in (state.cards[u] for u in zone.cards)]
    d = state.data
    support = [state.counter("support", s) - len(state.zones[f"support:{s}"].cards) for s in range(2)]
    out = {"zones": zones, "first": d.get("first", 0), "support": support,
           "support_by_way": {way: list(counts) for way, counts in d.get("ledger", {}).items()}}
    phase = d.get("phase")
    if phase == "round_start":
        out.update(phase="round_start", round=d.get("round", 0) + 1)
    else:
        out.update(phase="turns", round=max(1, d.get("round", 1)), turn=d.get("turn", 0))
        if phase == "initiative":
            seat = state.pending.seat if state.pending is not None else d.get("first", 0)
            out["turn"] = out["first"] = seat
            notes.append(f"the Initiative choice is not kept: {state.seats[seat]} places first")
        elif phase == "turn_over":
            out["turn"] = 1 - out["turn"]
        elif phase != "turns":
            notes.append(f"the '{phase}' step is not kept: the position starts at "
                         f"{state.seats[out['turn']]}'s turn")
    if phase != "initiative":
        pending_note(state, notes)
    return out


def _owner(state, zone, props, owner):
    """A card of a Color belongs to the seat of that Color."""
    colors = [c.lower() for c in COLORS]
    if props.get("color") in colors:
        return colors.index(props["color"])
    return owner


POSITIONS = PositionFormat(write_position, kept_counters=("support",), owner=_owner)
