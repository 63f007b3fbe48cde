"""Replays: seed + seats + setup + actions reproduce a game exactly; a bad step is named."""
import pytest

from game import engine
from game.engine import replay
from game.engine.state_json import state_json
from game.engine.storage import SaveFileError
from tests.game.engine.test_engine_chain import CARDS


def played_game():
    options = {"hands": [["trader", "coin", "coin", "warp"], ["maybe", "coin"]]}
    state = engine.new_game("toy", ("Ann", "Bob"), 7, CARDS, **options)
    actions = []
    for _ in range(12):
        acts = engine.legal_actions(state)
        action = acts[0]
        engine.apply(state, action)
        actions.append(action)
    return state, actions, options


def test_a_saved_replay_reproduces_the_game(tmp_path):
    state, actions, options = played_game()
    path = tmp_path / "game.yaml"
    replay.save(str(path), replay.Replay.of(state, actions, options=options))
    text = path.read_text()
    assert text.startswith("format: 2\ngame: toy\ncards_digest: ")
    again = replay.load(str(path)).final_state(CARDS)
    assert state_json(again) == state_json(state)
    assert again.counters == state.counters


def test_an_illegal_step_is_named():
    state, actions, options = played_game()
    rec = replay.Replay.of(state, actions, options=options)
    rec.actions[3] = engine.Action("play", rec.actions[3].seat, (999,))
    with pytest.raises(replay.ReplayMismatch) as err:
        rec.final_state(CARDS)
    assert err.value.step == 4 and "step 4" in str(err.value)


def test_state_json_has_players_zones_and_counters():
    state, _, _ = played_game()
    data = state_json(state)
    assert data["game"] == "toy" and data["status"] == "running" and data["winner"] is None
    assert set(data["players"][0]["zones"]) == {"hand", "play", "discard", "banished"}
    assert data["players"][0]["counters"].get("points", 0) == state.counter("points", 0)


@pytest.mark.parametrize("text", ["not: [a replay", "format: 2\ngame: toy\n", "- 1\n- 2\n",
                                  "format: 2\ngame: toy\nseed: !!python/object:os.system x\n"])
def test_a_broken_replay_file_gives_a_clear_error(text):
    with pytest.raises(SaveFileError):
        replay.loads(text)


@pytest.mark.parametrize("text", ["- 1\n- 2\n", "just words\n", "seize:\n  cards: []\n"])
def test_a_file_that_is_not_a_replay_is_called_so(text):
    with pytest.raises(SaveFileError, match="not a replay file"):
        replay.loads(text, "x.yaml")
