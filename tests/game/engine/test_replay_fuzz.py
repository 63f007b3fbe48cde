"""Hostile replays: seeded mutations of real saved replays of all three games end in a clean
one-line error or a game played to its end (tests/game/engine/replay_fuzz.py makes them)."""
import collections

import pytest

from tests.game.engine.replay_fuzz import GAMES, KINDS, SOURCES, cards, mutant, outcome, saved

CARDS = cards()


@pytest.mark.parametrize("game", GAMES)
def test_the_unmutated_replays_play_to_their_end(game):
    assert outcome(saved(game), CARDS) == "played"


def test_one_mutant_of_each_kind_ends_cleanly():
    seen = collections.Counter()
    for i, kind in enumerate(KINDS):
        seen[outcome(mutant(GAMES[i % 3], kind, 0, SOURCES[i % 2]), CARDS)] += 1
    assert sum(seen.values()) == len(KINDS)


@pytest.mark.slow
def test_every_kind_of_mutant_of_every_game_ends_in_a_clean_error_or_a_finished_game():
    seen = collections.Counter()
    for kind in KINDS:
        for game in GAMES:
            for source in SOURCES:
                for seed in range(3):
                    seen[kind, outcome(mutant(game, kind, seed, source), CARDS)] += 1
    assert sum(seen.values()) == len(KINDS) * len(GAMES) * len(SOURCES) * 3
    assert seen["deletion", "played"] and seen["deep nesting", "refused"]
