"""Exact Seize positions for the tests (support only: no tests here): find cards by 'value suit', play by name."""
from game import engine
from game.engine import events as ev
from tests.pinned import pinned_cards


CARDS = pinned_cards()
ANN, BOB = 0, 1
FILLER = ["beauty unbound", "strife celestial", "love celestial", "kingdom celestial", "youth unbound"]


def position(**pos):
    """A game from an exact position (docs/rules/SEIZE.md, 'Set-up positions')."""
    return engine.new_game("seize", ("Ann", "Bob"), 7, CARDS, setup=pos)


def find(state, spec, zone=None):
    """The uid of the card 'value suit' (in ``zone`` if given); it must be the only one."""
    value, suit = spec.split()[:2]
    found = [c.uid for c in state.cards.values()
             if c.card_id == value and c.props.get("suit") == suit and (zone is None or c.zone == zone)]
    assert len(found) == 1, f"{spec}: {len(found)} cards"
    return found[0]


def do(state, kind, seat, *args):
    return engine.apply(state, engine.Action(kind, seat, tuple(args)))


def lead(state, spec):
    return do(state, "lead", state.data["leader"], find(state, spec))


def play(state, spec):
    return do(state, "play", 1 - state.data["leader"], find(state, spec))


def seize(state, spec):
    return do(state, "seize", 1 - state.data["leader"], find(state, spec))


def option(state, kind, *args):
    """The pending decision's option with these args."""
    assert state.pending is not None and state.pending.kind == kind, state.pending
    for a in state.pending.options:
        if a.args == tuple(args):
            return a
    raise AssertionError(f"no option {args} in {state.pending.options}")


def answer(state, kind, *args):
    return engine.apply(state, option(state, kind, *args))


def names(state, zone):
    return [f"{state.cards[u].card_id} {state.cards[u].props['suit']}" for u in state.zones[zone].cards]


def drained(state, spec):
    return bool(state.cards[find(state, spec)].props.get("drained"))


def seize_after_lead(state, led, seizer):
    lead(state, led)
    return seize(state, seizer)


def of_type(events, cls):
    return [e for e in events if isinstance(e, cls)]


__all__ = ["engine", "ev", "CARDS", "ANN", "BOB", "position", "find", "do", "lead", "play", "seize",
           "option", "answer", "names", "drained", "of_type", "FILLER", "seize_after_lead"]
