"""The log can tell every event of every game in words, as each seat sees it."""
import random

import pytest

from game import engine
from game.engine.describe import describe_event
from tests.pinned import pinned_cards


@pytest.mark.parametrize("game", ["seize", "pariahs", "banished"])
def test_every_event_of_a_game_can_be_told(game):
    state = engine.new_game(game, ("Ann", "Bob"), 11, pinned_cards())
    rng = random.Random(2)
    told = 0
    while not state.over:
        acts = [a for a in engine.legal_actions(state) if a.kind != "concede"]
        for e in engine.apply(state, rng.choice(acts)):
            for seat in (None, 0, 1):
                text = describe_event(state, e.redacted(seat))
                assert isinstance(text, str)
                told += bool(text)
    assert told > 20
