"""Games that fail in a batch: a worker process killed, a game that raises, a game stopped at the engine's limit."""
import json
import multiprocessing as mp
import os
import signal

import pytest

from game.lab import batch
from tests.game.lab.test_batch import market
from tests.game.lab.test_batch_market import CARDS, Market


def _games(summary):
    return [{k: v for k, v in r.items() if k not in ("seconds", "replay")} for r in summary.results]


def test_a_pool_worker_killed_in_the_middle_loses_no_game_and_says_which_it_played_again(tmp_path):
    killed = []

    def kill_one(done, total):
        if not killed:
            victim = mp.active_children()[0]
            os.kill(victim.pid, signal.SIGKILL)
            killed.append(victim.pid)
    pooled = market(60, ("ai:random", "ai:greedy"), workers=2, on_progress=kill_one, replays=str(tmp_path))
    alone = market(60, ("ai:random", "ai:greedy"))
    assert killed and pooled.games == 60 and not pooled.errors
    assert _games(pooled) == _games(alone)
    assert pooled.reruns and all(r["reason"].startswith("a worker process was lost") for r in pooled.reruns)
    assert f"re-ran {len(pooled.reruns)} game(s) whose worker was lost" in pooled.text()
    assert pooled.to_json()["reruns"] == pooled.reruns
    assert sorted(os.listdir(tmp_path)) == [batch.replay_name("market", i, 1 + i) for i in range(60)]


def test_a_game_that_kills_every_worker_it_reaches_is_marked_failed_and_the_rest_are_played():
    summary = market(12, workers=2, options={"exit_on_seed": 4})
    assert summary.games == 11 and [e["seed"] for e in summary.errors] == [4]
    assert summary.errors[0]["lost"] and "died 3 times" in summary.errors[0]["error"]
    assert "ERROR seed 4: WorkerLost" in summary.text()


def test_a_game_that_kills_its_worker_mid_game_keeps_its_replay_up_to_the_last_action_it_finished(tmp_path):
    summary = market(6, workers=2, options={"exit_mid_game_on_seed": 4}, replays=str(tmp_path))
    error = summary.errors[0]
    assert summary.games == 5 and error["seed"] == 4 and error["lost"]
    assert "its replay keeps the" in error["error"]
    assert error["replay"] == str(tmp_path / batch.replay_name("market", 3, 4))
    from game.engine.replay import load
    replay = load(error["replay"])
    assert replay.actions and replay.seed == 4
    state = replay.final_state(CARDS)
    assert not state.over and state.data["turn"] == 4 and state.data["exit"]    # the action that killed it comes next
    kept = json.loads(open(error["position"]).read())
    assert kept["status"] == "running" and kept["step"] == len(replay.actions)
    assert not [f for f in os.listdir(tmp_path) if f.endswith(".jsonl")]      # the journals are gone


@pytest.mark.parametrize("workers", [1, 2])
def test_a_failed_game_keeps_its_replay_and_its_position_as_replay_json_shows_it(tmp_path, workers, capsys):
    summary = market(4, workers=workers, options={"crash_on_seed": 3}, replays=str(tmp_path))
    error = summary.errors[0]
    assert error["seed"] == 3 and "ZeroDivisionError" in error["error"] and error["action"]
    assert error["replay"] == str(tmp_path / batch.replay_name("market", 2, 3))
    assert error["position"] == error["replay"][:-len(".yaml")] + ".json"
    kept = json.loads(open(error["position"]).read())
    assert kept["status"] == "running" and kept["step"] > 3 and kept["game"] == "market"
    json_files = [f for f in os.listdir(tmp_path) if f.endswith(".json")]
    assert json_files == [os.path.basename(error["position"])]      # the games that ended keep no position
    from game.engine.replay import load
    from game.engine.state_json import state_json
    again = load(error["replay"]).final_state(CARDS)
    assert json.loads(json.dumps(state_json(again))) == kept


def test_games_stopped_at_the_engine_limit_are_counted_apart_and_keep_their_position(tmp_path, monkeypatch):
    monkeypatch.setattr(Market, "step_limit", classmethod(lambda cls, state: 9 if state.seed % 2 else 20_000))
    summary = market(6, replays=str(tmp_path))
    limited = [r for r in summary.results if r["end_reason"] == "limit"]
    assert [r["seed"] for r in limited] == [1, 3, 5] and all(r["winners"] == [] and r["steps"] == 9 for r in limited)
    assert summary.limit_ends == 3 and summary.to_json()["limit_ends"] == 3 and summary.draws >= 3
    assert "limit ends 3" in summary.text() and "seeds 1, 3, 5" in summary.text()
    positions = sorted(f for f in os.listdir(tmp_path) if f.endswith(".json"))
    assert positions == [batch.replay_name("market", i, i + 1)[:-len(".yaml")] + ".json" for i in (0, 2, 4)]
    kept = json.loads((tmp_path / positions[0]).read_text())
    assert kept["status"] == "over" and kept["end_reason"] == "limit" and kept["step"] == 9
    from game.lab.report import write_report
    write_report(str(tmp_path / "report"), summary)
    assert "**3 game(s) hit the engine's limit**" in (tmp_path / "report" / "summary.md").read_text()


def test_simulate_warns_of_limit_ends_and_reports_them_in_its_json(tmp_path, monkeypatch, capsys):
    from game.seize.rules import Seize
    from main import main
    monkeypatch.setattr(Seize, "step_limit", classmethod(lambda cls, state: 5))
    out = tmp_path / "r.json"
    assert main(["simulate", "seize", "--games", "3", "--workers", "1", "--quiet", "--json", str(out)]) == 0
    printed = capsys.readouterr()
    assert "limit ends 3" in printed.out
    assert "warning: cards.yaml: 3 of 3 games hit the engine's limit and ended as draws" in printed.err
    data = json.loads(out.read_text())
    assert data["limit_ends"] == 3 and data["draws"] == 3
