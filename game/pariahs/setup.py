"""Setting up a game of Pariahs: the zones, a dealt game, or an exact position (``options["setup"]``).

An exact position, for tests and the sandbox:

    {"zones": {"hand:0": ["c1_beggar", ...], "location:2": [["c2_cobbler", 1]], ...},
     "round": 3, "phase": "turns", "turn": 1, "first": 1, "support": [2, 0]}

A zone lists its cards bottom to top; an entry is a card id (its Color is the
zone's seat, the other seat for Converts) or ``[card_id, seat]``.  Only the
cards listed exist.  ``phase`` is "turns" (``turn`` is to place now) or
"round_start" (round ``round`` begins: draws, then the Initiative).
``support`` adds bare Support to the cards on each Support pile; ``support_by_way`` (optional)
says how each seat's Support was secured, as the table shows it (else all of it by the set-up).
"""
from __future__ import annotations

from game import engine
from game.engine.replay_schema import refuse_setup
import game.pariahs.board as board

KEYS = ("zones", "round", "phase", "turn", "first", "support", "support_by_way")


def set_up(state, options) -> None:
    """The zones and the ledger, then a dealt game or the exact position ``options["setup"]``."""
    board.add_zones(state)
    state.data.update(round=0, phase="round_start", turn=0, first=0, turns=0,
                      ledger=engine.SharedData((way, [0, 0]) for way in board.SUPPORT_WAYS + ("setup",)),
                      initiative=[], influence_wins=[])
    if options.get("setup"):
        lay_out(state, options["setup"])
    else:
        deal(state)


def deal(state) -> None:
    """Each Color: nine Class 1 to its deck, three to the Initiative Deck, the rest to its Supplicant Deck."""
    dealt = board.facts(state).dealt
    for seat in range(2):
        color = board.COLORS[seat].lower()
        state.create_cards([(card_id, seat, zone, {"color": color}) for card_id, zone in dealt[seat]],
                           face_up=False)
        engine.shuffle(state, board.DECK[seat])
        engine.shuffle(state, board.SUPDECK[seat])
        deck = state.zones[board.DECK[seat]].cards
        for _ in range(board.const(state, "initiative_per_color")):
            engine.move(state, deck[-1], "initiative", face_up=False)
        board.refill(state, seat)
    engine.shuffle(state, "initiative")


def _fail(message: str):
    raise engine.GameError(f"Pariahs set-up: {message}")


def _owner(zone: str, entry):
    if isinstance(entry, (list, tuple)):
        if len(entry) != 2 or entry[1] not in (0, 1):
            _fail(f"in '{zone}', {entry!r} must be [card_id, 0 or 1]")
        return entry[0], entry[1]
    kind, _, seat = zone.partition(":")
    if not seat or kind == "location":
        _fail(f"cards in the shared zone '{zone}' need a Color: [card_id, seat]")
    return entry, (1 - int(seat) if kind == "converts" else int(seat))


def lay_out(state, setup: dict) -> None:
    if not isinstance(setup, dict):
        _fail("it must be a map")
    for key in setup:
        if key not in KEYS:
            _fail(f"unknown key '{key}' (known: {', '.join(KEYS)})")
    refuse_setup(state, setup)
    zones = setup.get("zones", {})
    if not isinstance(zones, dict):
        _fail("'zones' must map zone names to lists of cards")
    for zone, entries in zones.items():
        if zone not in state.zones:
            _fail(f"there is no zone '{zone}'")
        if not isinstance(entries, (list, tuple)):
            _fail(f"'{zone}' must list its cards")
        if zone.startswith("location:") and len(entries) > 1:
            _fail(f"'{zone}' holds at most one card")
        for entry in entries:
            card_id, seat = _owner(zone, entry)
            if card_id not in state.defs.cards:
                _fail(f"'{card_id}' in '{zone}' is not a Pariahs card")
            face_up = state.zones[zone].visibility == engine.PUBLIC
            state.create_card(card_id, seat, zone, face_up=face_up, color=board.COLORS[seat].lower())
    data = state.data
    phase = setup.get("phase", "turns")
    if phase not in ("turns", "round_start"):
        _fail("'phase' is 'turns' or 'round_start'")
    rounds = board.const(state, "rounds")
    round_ = setup.get("round", 1)
    if not isinstance(round_, int) or not 1 <= round_ <= rounds:
        _fail(f"'round' is a number from 1 to {rounds}")
    turn, first = setup.get("turn", 0), setup.get("first", setup.get("turn", 0))
    if turn not in (0, 1) or first not in (0, 1):
        _fail("'turn' and 'first' are seats, 0 or 1")
    support = setup.get("support", [0, 0])
    for seat in range(2):
        count = len(state.zones[f"support:{seat}"]) + support[seat]
        state.counters[("support", seat)] = count
        board.add_to_ledger(state, "setup", seat, count - data["ledger"]["setup"][seat])
    if setup.get("support_by_way") is not None:
        data["ledger"] = engine.SharedData((way, list(setup["support_by_way"].get(way, (0, 0))))
                                           for way in board.SUPPORT_WAYS + ("setup",))
    if phase == "round_start":
        data.update(round=round_ - 1, phase="round_start", first=first)
    else:
        data.update(round=round_, phase="turns", turn=turn, first=first, turns=1)
