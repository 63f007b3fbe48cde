"""A thousand seeded random games of Pariahs: each ends after round six, no card is lost or made,
the placement limits always hold, and Support only ever comes from the five ways."""
import random
from collections import Counter

import pytest

from game import engine
from game.pariahs import board
from tests.game.pariahs.pariahs_positions import CARDS

GAMES = 1000
OWN_COLOR_ZONES = ("deck", "hand", "supdeck", "supplicants", "devotees", "support")


def check_table(state):
    where = Counter(uid for zone in state.zones.values() for uid in zone.cards)
    assert len(where) == 96 and set(where.values()) == {1}, "a card is in two places or none"
    for name, zone in state.zones.items():
        for uid in zone.cards:
            card = state.cards[uid]
            assert card.zone == name
            kind, _, seat = name.partition(":")
            if kind in OWN_COLOR_ZONES:
                assert card.owner == int(seat), f"{card} of the other Color in {name}"
            elif kind == "converts":
                assert card.owner != int(seat), f"a Convert of the player's own Color in {name}"
    for i in range(8):
        assert len(state.zones[f"location:{i}"]) <= 1
        here, there = board.occupant(state, i), board.occupant(state, board.partner(i))
        if here is not None and there is not None:
            assert state.cards[here].owner != state.cards[there].owner, "one Color at both Locations of a name"
    for seat in range(2):
        row = len(state.zones[f"supplicants:{seat}"])
        assert row == 3 or not state.zones[f"supdeck:{seat}"].cards, "the Supplicants were not refilled"
        expected = bool(state.zones[f"hand:{seat}"].cards) and bool(board.open_locations(state, seat))
        assert board.can_place(state, seat) == expected


def check_support(state):
    ledger = state.data["ledger"]
    assert ledger["setup"] == [0, 0]
    for seat in range(2):
        from_ways = sum(ledger[way][seat] for way in board.SUPPORT_WAYS)
        assert from_ways == state.counter("support", seat)
        assert len(state.zones[f"support:{seat}"]) <= from_ways


def play(seed, through_views=False):
    state = engine.new_game("pariahs", ("A", "B"), seed, CARDS)
    rng = random.Random(seed)
    steps = 0
    while not state.over:
        acts = engine.legal_actions(state)
        if through_views and state.pending is None:
            view = engine.view(state, state.data["turn"])
            assert engine.legal_actions(view) == acts
        assert state.data["round"] <= 6
        engine.apply(state, rng.choice(acts))
        steps += 1
        if steps % 8 == 0:
            check_table(state)
        assert steps < 2000
    return state


@pytest.mark.slow
def test_a_thousand_random_games():
    for seed in range(GAMES):
        state = play(seed, through_views=seed % 50 == 0)
        assert state.over and state.data["round"] == 6 and state.data["phase"] == "over"
        assert state.winners in ((0,), (1,), (0, 1))
        check_table(state)
        check_support(state)
        support = [state.counter("support", s) for s in range(2)]
        if support[0] != support[1]:
            assert state.winners == (support.index(max(support)),)


def test_seed_and_actions_replay_a_game_exactly():
    state = engine.new_game("pariahs", ("A", "B"), 11, CARDS)
    rng, actions = random.Random(11), []
    while not state.over:
        actions.append(rng.choice(engine.legal_actions(state)))
        engine.apply(state, actions[-1])
    again = engine.new_game("pariahs", ("A", "B"), 11, CARDS)
    for action in actions:
        engine.apply(again, engine.Action.from_dict(action.to_dict()))
    assert again.over and again.winners == state.winners
    assert {z: list(again.zones[z].cards) for z in again.zones} == {z: list(state.zones[z].cards) for z in state.zones}
