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
