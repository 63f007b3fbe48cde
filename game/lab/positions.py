"""A game in progress written back as its exact set-up (``options["setup"]``), for the sandbox.

``position_of(state)`` returns the set-up dict that lays the same cards out in
the same zones with the same counters, and the sentences saying what the
game's set-up format cannot keep (a decision being asked, a trick with more
than its led card).  ``check_position`` starts a game from a set-up to prove
it loads.  Each game documents its format in ``docs/rules/<GAME>.md``.
"""
from __future__ import annotations

from game import engine


def position_of(state: engine.State) -> tuple[dict, list[str]]:
    """(set-up, what it leaves out) for ``state``; GameError when the game has no set-up format."""
    writer = WRITERS.get(state.game)
    if writer is None:
        raise engine.GameError(f"{state.game} has no position format: its positions cannot be saved")
    notes: list[str] = []
    setup = writer(state, notes)
    for (name, seat), value in sorted(state.counters.items(), key=lambda kv: (kv[0][0], kv[0][1] or 0)):
        if value and name not in KEPT_COUNTERS.get(state.game, ()):
            who = f"{state.seats[seat]}'s " if seat is not None and seat < state.players else ""
            notes.append(f"{who}{name.replace('_', ' ')} ({value}) is not kept")
    return setup, notes


def check_position(game: str, seats, cards, setup: dict, seed: int = 1) -> engine.State:
    """The game started from ``setup`` (GameError, KeyError or ValueError when it is not a position)."""
    return engine.new_game(game, list(seats), seed, cards, setup)


def owner_for(state: engine.State, zone: str, props: dict):
    """Who owns a card put into ``zone`` from outside the game (the sandbox's card box)."""
    owner = state.zones[zone].owner
    if state.game == "pariahs":
        from game.pariahs.board import COLORS
        colors = [c.lower() for c in COLORS]
        if props.get("color") in colors:
            return colors.index(props["color"])
    if state.game == "seize":
        if owner is None:
            return state.data.get("leader", 0) if zone == "trick" else 0
    return owner


def _ids(state, zone) -> list:
    return [state.cards[u].card_id for u in state.zones[zone].cards]


def _pending_note(state, notes) -> None:
    if state.pending is not None:
        notes.append(f"the question being asked ({state.pending.prompt}) is not kept")
    if state.chain or state.waiting:
        notes.append("abilities waiting on the chain are not kept")


# -- A Bandit's Seize ----------------------------------------------------------------

def _seize_card(state, uid, default_owner) -> str:
    card = state.cards[uid]
    words = [card.card_id, str(card.props.get("suit", ""))]
    if card.props.get("drained"):
        words.append("drained")
    if card.props.get("restored_from"):
        words.append("restored:" + ",".join(card.props["restored_from"]))
    if card.owner != default_owner:
        words.append(f"@{card.owner}")
    return " ".join(words)


def _seize(state, notes) -> dict:
    d = state.data
    leader = d.get("leader", 0)

    def cards(zone, owner):
        return [_seize_card(state, u, owner) for u in state.zones[zone].cards]

    trick = cards("trick", leader)
    if len(trick) > 1:
        notes.append(f"a Seize position holds only the led card of a trick: {len(trick) - 1} later "
                     "card(s) in the trick are left out")
        trick = trick[:1]
    if d.get("phase") not in ("lead", "respond"):
        notes.append(f"the trick's '{d.get('phase')}' step is not kept: the position starts "
                     + ("with the led card" if trick else "between tricks"))
    _pending_note(state, notes)
    out = {"ante": d.get("ante"), "leader": leader, "trump": d.get("trump"), "tonic": d.get("tonic"),
           "buybacks": list(d.get("buybacks", [0, 0])),
           "hands": [cards(f"hand:{s}", s) for s in range(2)],
           "deck": cards("deck", 0), "trick": trick,
           "wells": [cards(f"well:{s}", s) for s in range(2)],
           "welldecks": [cards(f"welldeck:{s}", s) for s in range(2)],
           "pot": cards("pot", 0), "flames": cards("flames", 0)}
    if d.get("profiles"):
        out["profiles"] = list(d["profiles"])
    return out


# -- Banished ------------------------------------------------------------------------

def _banished(state, notes) -> dict:
    from game.banished.setup import PER_SEAT_LISTS
    n = state.players
    d = state.data
    out = {key: [_ids(state, f"{kind}:{s}") for s in range(n)] for key, kind in PER_SEAT_LISTS.items()}
    grims = []
    for s in range(n):
        ids = _ids(state, f"grim:{s}")
        if len(ids) > 1:
            notes.append(f"{state.seats[s]} has {len(ids)} Grim in play; a position keeps one")
        grims.append(ids[-1] if ids else None)
    out["grim"] = grims
    out["spread"] = _ids(state, "spread")
    out["crypt"] = _ids(state, "crypt")
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
    _pending_note(state, notes)
    return out


# -- Pariahs -------------------------------------------------------------------------

def _pariahs(state, notes) -> dict:
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
    out = {"zones": zones, "first": d.get("first", 0), "support": support}
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
        _pending_note(state, notes)
    return out


WRITERS = {"seize": _seize, "banished": _banished, "pariahs": _pariahs}
KEPT_COUNTERS = {"banished": ("life", "obol"), "pariahs": ("support",)}
