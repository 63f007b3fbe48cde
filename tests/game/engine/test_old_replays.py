"""Replays saved before uids became a keyed hash (format 1) still play to the same end."""
import pathlib

import pytest

from game.engine.cards import load_cards
from game.engine.replay import load

HERE = pathlib.Path(__file__).resolve().parent / "replays"


@pytest.mark.parametrize("game", ["seize", "pariahs", "banished"])
def test_a_format_1_replay_plays_to_its_recorded_end(game):
    cards = load_cards(str(HERE / "cards_at_format1.yaml"))
    replay = load(str(HERE / f"format1_{game}.yaml"))
    assert replay.format == 1
    state = replay.final_state(cards)
    assert state.over
    assert list(state.winners) == replay.result["winners"]
    assert state.step == replay.result["final_step"]


def test_a_format_1_replay_keeps_its_format_when_saved_again(tmp_path):
    from game.engine.replay import save
    replay = load(str(HERE / "format1_seize.yaml"))
    save(str(tmp_path / "again.yaml"), replay)
    assert load(str(tmp_path / "again.yaml")).format == 1
