"""The table's shown copy is the game's events applied to a copy of the state: after every event of whole
games of each game it equals the true state (the parts events change), whichever seat watches."""
import random

import pytest

from game import engine
from game.engine import events as ev
from game.engine.state import State
from tests.pinned import pinned_cards

CARDS = pinned_cards()


class _Noted(list):
    """A log that notes what the state it belongs to is like after each event it is given."""

    def __init__(self, state):
        super().__init__()
        self.state, self.after = state, []

    def append(self, event):
        super().append(event)
        self.after.append(seen(self.state))


class _Watched(State):
    """A state whose every log notes the state after each event (``_Noted``)."""

    @property
    def log(self):
        return self.__dict__.get("_log")

    @log.setter
    def log(self, value):
        self.__dict__["_log"] = None if value is None else _Noted(self)


def seen(state) -> tuple:
    """What events change of a state: every zone's cards in order, every card, the counters, the game's end,
    and the game's data its own events change (``Rules.evented_data``)."""
    announced = state.rules.announced_props
    cards = {uid: (c.owner, c.zone, c.face_up, c.moves, {k: v for k, v in c.props.items() if k not in announced})
             for uid, c in state.cards.items()}
    return ({name: list(z.cards) for name, z in state.zones.items()}, cards, dict(state.counters),
            (state.over, state.winners), {k: state.data.get(k) for k in state.rules.evented_data})


@pytest.mark.parametrize("game,seats,seed,viewer", [
    *[("banished", 2 + seed % 3, seed, seed % 2 or None) for seed in range(1, 9)],
    *[("seize", 2, seed, seed % 2 or None) for seed in range(1, 5)],
    *[("pariahs", 2, seed, seed % 2 or None) for seed in range(1, 5)]])
def test_the_shown_copy_equals_the_true_state_after_every_event(game, seats, seed, viewer):
    truth = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, CARDS)
    truth.__class__ = _Watched
    truth.log = []
    rng, events = random.Random(seed), 0
    while not truth.over:
        shown = truth.clone()
        shown.__class__ = State
        playable = [a for a in engine.legal_actions(truth) if a.kind != "concede"]
        played = engine.apply(truth, rng.choice(playable))
        for e, after in zip(played, truth.log.after):
            e.redacted(viewer).apply(shown)
            assert seen(shown) == after, (truth.step, e)
            events += 1
    assert events > 50 and any(isinstance(e, ev.GameOver) for e in played)


def test_events_applied_to_the_shown_copy_leave_its_sibling_clones_alone():
    state = engine.new_game("pariahs", ["Ann", "Bob"], 3, CARDS)
    sandbox, shown = state.clone(), state.clone()
    uid = shown.zones["hand:0"].cards[0]
    ev.CardMoved(uid, shown.cards[uid].card_id, "hand:0", "location:2", 0, True, (-1,), "place").apply(shown)
    ev.CardChanged(uid, "mark", None, "drained").apply(shown)
    assert shown.cards[uid].zone == "location:2" and shown.zones["location:2"].cards == [uid]
    assert shown.cards[uid].props["mark"] == "drained"
    for other in (state, sandbox):
        assert other.cards[uid].zone == "hand:0" and uid in other.zones["hand:0"].cards
        assert "mark" not in other.cards[uid].props
