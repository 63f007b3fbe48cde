"""Seeded random games of Banished with two, three and four seats: they end, and nothing leaks."""
import random

import pytest

from game import engine
from game.ai.game_loop import play_game
from tests.game.banished.test_banished_kit import CARDS, NAMES

GAMES = {2: 400, 3: 300, 4: 300}
MAX_ACTIONS = 20_000


def check_position(state, total):
    counts = 0
    for name, zone in state.zones.items():
        counts += len(zone.cards)
        for uid in zone.cards:
            assert state.cards[uid].zone == name
    assert counts == total, "a card appeared or vanished"
    for s in range(state.players):
        obol = state.counter("obol", s)
        assert 0 <= obol <= 9
        assert state.counter("life", s) >= 0
        assert len(state.zones[f"grim:{s}"].cards) <= 1 and len(state.zones[f"bonds:{s}"].cards) <= 2
        if state.pending is None and not state.over and state.data["phase"] == "turn":
            refill_possible = state.zones[f"deck:{s}"].cards or state.zones[f"discard:{s}"].cards
            assert len(state.zones[f"hand:{s}"].cards) >= 5 or not refill_possible
    assert len(state.zones["spread"].cards) <= 5
    assert not state.zones["table"].cards or state.pending is not None or state.chain or state.over


@pytest.mark.slow
@pytest.mark.parametrize("seats", sorted(GAMES))
def test_random_games_end_without_error_and_conserve_cards(seats):
    rounds = []
    for seed in range(GAMES[seats]):
        state = engine.new_game("banished", NAMES[:seats], seed, CARDS)
        total = len(state.cards)
        assert total == 76 + 12 * seats          # the set without its Hollow cards, and each starter set
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if state.over:
                break
            engine.apply(state, rng.choice(engine.legal_actions(state)))
            check_position(state, total)
        assert state.over, f"seed {seed} did not end"
        assert state.winners and len(set(state.winners)) == len(state.winners)
        for s in range(seats):
            if seats == 2 and s not in state.winners:
                assert state.counter("life", s) == 0
        ids = sorted(c.card_id for c in state.cards.values())
        start = engine.new_game("banished", NAMES[:seats], seed, CARDS)
        assert ids == sorted(c.card_id for c in start.cards.values())
        rounds.append(state.data["round"])
    assert max(rounds) < 200


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_computer_players_on_their_views_finish_games(seats):
    for seed in range(5):
        state, result = play_game("banished", ["ai:random"] * seats, seed, CARDS, max_steps=MAX_ACTIONS)
        assert state.over and result.stats["rounds"] >= 1
