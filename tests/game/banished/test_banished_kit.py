"""Positions and moves for the Banished tests (no tests here)."""
from game import engine
from game.engine import events as ev
from tests.pinned import pinned_cards


CARDS = pinned_cards()
NAMES = ("Ann", "Bob", "Cy", "Di")
FILLER = "hollow_spirit"


def position(seats=2, favor=0, turn=None, hands=None, **setup):
    """An exact position; hands default to five Hollow Spirits and decks to ten (so discards stay put)."""
    hands = hands if hands is not None else [[FILLER] * 5 for _ in range(seats)]
    setup.setdefault("decks", [[FILLER] * 10 for _ in range(seats)])
    if turn is None:
        turn = favor
    return engine.new_game("banished", NAMES[:seats], 7, CARDS,
                           setup=dict(setup, favor=favor, turn=turn, hands=hands))


def last_turn_position(seats=2, favor=0, **setup):
    """The last seat of the Round is on turn: ending it starts Combat."""
    return position(seats, favor, turn=(favor - 1) % seats, **setup)


def combat(grim, bonds=None, seats=2, favor=0, may=True, pick=None, wands=None, **setup):
    """Play out one Combat from the last turn of a Round; returns the state and every event."""
    bonds = bonds or [[] for _ in grim]
    state = last_turn_position(seats, favor, grim=grim, bonds=bonds, **setup)
    if wands:
        state.data["wands_played"] = dict(wands)
    return state, end_turn(state, may=may, pick=pick)


def my_turn(hand, seats=2, **setup):
    """Ann's turn with this hand (padded to five)."""
    hands = [list(hand) + [FILLER] * (5 - len(hand))] + [[FILLER] * 5 for _ in range(seats - 1)]
    return position(seats, 0, turn=0, hands=hands, **setup)


def uids(state, zone, card_id=None):
    return [u for u in state.zones[zone].cards if card_id is None or state.cards[u].card_id == card_id]


def ids(state, zone):
    return [state.cards[u].card_id for u in state.zones[zone].cards]


def uid(state, zone, card_id):
    found = uids(state, zone, card_id)
    assert found, f"no {card_id} in {zone}: {ids(state, zone)}"
    return found[0]


def act(state, kind, *args, seat=None):
    seat = state.data["turn"] if seat is None else seat
    return engine.apply(state, engine.Action(kind, seat, tuple(args)))


def hand_act(state, kind, card_id, seat=None):
    seat = state.data["turn"] if seat is None else seat
    return act(state, kind, uid(state, f"hand:{seat}", card_id), seat=seat)


def answer_all(state, may=True, pick=None, events=None):
    """Answer every open question: 'you may' with ``may``, choices by ``pick(options)`` or the first."""
    events = [] if events is None else events
    while state.pending is not None and not state.over:
        p = state.pending
        if p.kind == "may":
            choice = next(o for o in p.options if o.args[2] is may)
        elif p.kind == "choose" and pick is not None:
            choice = pick(p) or p.options[0]
        else:
            choice = p.options[0]
        events += engine.apply(state, choice)
    return events


def end_turn(state, may=True, pick=None):
    """End the turn and answer what Combat asks; the events of it all."""
    events = act(state, "end_turn")
    return answer_all(state, may, pick, events)


def life(state, seat):
    return state.counter("life", seat)


def obol(state, seat):
    return state.counter("obol", seat)


def resolved(events):
    return [e for e in events if isinstance(e, ev.TriggerResolved)]


def all_cards(state):
    return sorted(u for z in state.zones.values() for u in z.cards)
