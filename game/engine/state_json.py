"""A position as plain JSON data: every card, zone, counter and piece of table state a seat may know."""
from __future__ import annotations

from game.engine.play import legal_actions
from game.engine.views import view
from game.engine.state import State

ENGINE_PROPS = frozenset({"seen_by"})      # props the engine keeps for itself, not the game's fields


def plain(value):
    """A value as JSON can hold it: tuples and sets as lists, dict keys as text."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v) for v in value), key=repr)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def card_json(state: State, uid: int, index: int) -> dict:
    card = state.cards[uid]
    out = {"uid": uid, "id": card.card_id, "owner": card.owner, "zone": card.zone, "index": index,
           "face_up": card.face_up}
    out.update({k: plain(v) for k, v in sorted(card.props.items()) if k not in ENGINE_PROPS})
    return out


def state_json(state: State, seat: int | None = None) -> dict:
    """The whole public state as the table shows it (``seat``: that seat's view, hidden cards as backs)."""
    shown = view(state, seat) if seat is not None else state
    rules = shown.rules
    players = [{"seat": s, "name": name, "zones": {}, "counters": {}} for s, name in enumerate(shown.seats)]
    zones, cards = {}, []
    for name, zone in shown.zones.items():
        cards += [card_json(shown, uid, i) for i, uid in enumerate(zone.cards)]
        entry = {"owner": zone.owner, "visibility": zone.visibility, "cards": list(zone.cards),
                 "ids": [shown.cards[u].card_id for u in zone.cards]}
        if zone.owner is not None and 0 <= zone.owner < len(players) and name.endswith(f":{zone.owner}"):
            players[zone.owner]["zones"][name.rpartition(":")[0]] = entry
        else:
            zones[name] = entry
    counters = {}
    for (name, who), value in sorted(shown.counters.items(), key=repr):
        if not value:
            continue               # a counter at 0 is one never set: a position set up by hand has none
        if who is not None and 0 <= who < len(players):
            players[who]["counters"][name] = value
        else:
            counters[name] = value
    pending = None
    if shown.pending is not None:
        p = shown.pending
        pending = {"seat": p.seat, "kind": p.kind, "prompt": p.prompt, "options": [str(a) for a in p.options]}
    winners = list(shown.winners)
    return {
        "game": shown.game, "step": shown.step, "viewer": seat,
        "status": "over" if shown.over else "running",
        "winner": winners[0] if shown.over and len(winners) == 1 else None, "winners": winners,
        "end_reason": shown.end_reason or None,
        "turn": None if state.over else state.rules.to_move(state),
        "pending": pending,
        "legal": [] if shown.over or seat is not None else [str(a) for a in legal_actions(shown)],
        "table": plain(rules.table_json(shown)),
        "players": players, "zones": zones, "counters": counters, "cards": cards,
    }
