"""Watching a saved game from the start again lays it out as the file does (its uid scheme too)."""
import pathlib

from game import engine
from game.engine.cards import load_cards
from game.engine.replay import load
from scenes.table.match import ReplayMatch

HERE = pathlib.Path(__file__).resolve().parents[1] / "game" / "engine" / "replays"


def test_a_format_1_replay_watched_again_from_its_start_plays_to_its_recorded_end():
    cards = load_cards(str(HERE / "cards_at_format1.yaml"))
    replay = load(str(HERE / "format1_seize.yaml"))
    match = ReplayMatch(replay, cards)
    for _ in range(5):
        match.apply(match.next_action())
    match.restart()
    assert match.actions == [] and match.state.step == 0
    while (action := match.next_action()) is not None:
        assert action in engine.legal_actions(match.state)
        match.apply(action)
    assert match.state.over
