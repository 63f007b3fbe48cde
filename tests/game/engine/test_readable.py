"""Replays written in words: cards by name, actions by kind; read back by playing along."""
import pytest

from game import engine
from game.ai import make_player
from game.engine.readable import card_names, written_replay
from game.engine.replay import Replay, loads
from game.engine.storage import SaveFileError
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def played(game, seats, seed):
    players = [make_player("ai:random", seed + i) for i in range(seats)]
    state = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, CARDS)
    actions = []
    while not state.over:
        seat = state.rules.to_move(state)
        action = players[seat].choose(engine.view(state, seat))
        engine.apply(state, action)
        actions.append(action)
    return state, Replay.of(state, actions, ["ai:random"] * seats)


@pytest.mark.parametrize("game,seats,seed", [("seize", 2, 3), ("pariahs", 2, 4), ("banished", 3, 5)])
def test_a_replay_in_words_reads_back_to_the_same_actions(game, seats, seed):
    state, replay = played(game, seats, seed)
    text = written_replay(replay, CARDS)
    assert "args:" not in text
    again = loads(text, "words.yaml", CARDS)
    assert again.actions == replay.actions
    assert again.final_state(CARDS).winners == state.winners


def test_names_are_unique_and_say_the_seize_suit():
    state = engine.new_game("seize", ["Ann", "Bob"], 1, CARDS)
    names = card_names(state)
    assert len(set(names.values())) == len(names)
    for uid, name in names.items():
        assert name.split("#")[0] == f"{state.cards[uid].card_id}/{state.cards[uid].props['suit']}"


HEADER = "format: 2\ngame: seize\nseed: 1\nseats: [Ann, Bob]\nactions:\n"


def test_a_name_that_fits_two_cards_is_refused_with_its_line():
    state = engine.new_game("seize", ["Ann", "Bob"], 1, CARDS)
    names = card_names(state)
    twice = next(n.partition("#")[0] for n in names.values() if n.endswith("#2"))
    with pytest.raises(SaveFileError) as err:
        loads(HEADER + f"- {{seat: 0, lead: {twice}}}\n", "mine.yaml", CARDS)
    assert "mine.yaml:6:" in str(err.value) and "fits 2 cards" in str(err.value)


def test_a_move_the_rules_do_not_allow_is_refused_with_its_line_and_the_legal_ones():
    state = engine.new_game("seize", ["Ann", "Bob"], 1, CARDS)
    names = card_names(state)
    leader = state.rules.to_move(state)
    others = next(names[u] for u in state.zones[f"hand:{1 - leader}"].cards)
    with pytest.raises(SaveFileError) as err:
        loads(HEADER + f"- {{seat: {leader}, lead: {others}}}\n", "mine.yaml", CARDS)
    message = str(err.value)
    assert "mine.yaml:6:" in message and "cannot lead" in message and "legal:" in message
