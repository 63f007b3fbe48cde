"""The balance simulator: its counts against a hand count, the process pool, swapping, stopping."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

from game.lab import batch
from game.lab.batch import Summary, run_batch
from game.ai.game_loop import play_game
from tests.game.lab.test_batch_market import CARDS, TEXT
from tests.pinned import pinned_cards

GEMS = ("ruby", "ember", "pearl", "drop", "crown")


def market(games, seats=("ai:random", "ai:random"), **kw):
    kw.setdefault("workers", 1)
    return run_batch("market", list(seats), games, 1, CARDS, progress=False, cards_text=TEXT, **kw)


def owned(state, seat, card_id) -> int:
    return sum(1 for kind in ("deck", "hand", "field", "discard")
               for uid in state.zones[f"{kind}:{seat}"].cards if state.cards[uid].card_id == card_id)


def test_wins_and_card_rates_match_a_hand_count_of_six_games():
    summary = market(6, swap=False)
    wins, draws = [0, 0], 0
    crown_n, crown_won, gems_held = 0, 0, {g: 0 for g in GEMS}
    points = [0, 0]
    for seed in range(1, 7):
        state, result = play_game("market", ["ai:random", "ai:random"], seed, CARDS)
        if len(result.winners) == 1:
            wins[result.winners[0]] += 1
        else:
            draws += 1
        for seat in (0, 1):
            points[seat] += state.counter("points", seat)
            for g in GEMS:                 # a Market card, once bought, never leaves its buyer
                gems_held[g] += owned(state, seat, g) > 0
            if owned(state, seat, "crown"):
                crown_n += 1
                crown_won += result.winners == (seat,)
    assert summary.games == 6 and summary.wins == wins and summary.draws == draws
    assert [r["winners"] for r in summary.results] == [list(play_game("market", ["ai:random"] * 2, s, CARDS)[1].winners)
                                                       for s in range(1, 7)]
    data = json.loads(json.dumps(summary.to_json()))
    assert data["wins"] == wins and data["draws"] == draws and data["games"] == 6
    assert [r["wins"] for r in data["seat_rates"]] == wins
    assert data["seat_rates"][0]["rate"] == pytest.approx(wins[0] / 6)
    crown = summary.balance.row("bought", "card:crown")
    assert (crown["n"], crown["score"]) == (crown_n, crown_won)
    assert {g: summary.balance.row("held", f"card:{g}")["n"] for g in GEMS} == gems_held
    assert summary.balance.baseline == pytest.approx(1 / 2 * (6 - draws) / 6)
    assert summary.averages()["points.seat1"] == pytest.approx(points[0] / 6)


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_the_process_pool_plays_the_same_games_as_one_process(monkeypatch, method):
    import multiprocessing as mp
    monkeypatch.setattr(batch, "start_context", lambda: mp.get_context(method))
    one = market(10, ("ai:random", "ai:greedy"))
    pool = market(10, ("ai:random", "ai:greedy"), workers=2)
    assert pool.workers == 2

    def games(s):
        return [{k: v for k, v in r.items() if k != "seconds"} for r in s.results]
    assert games(pool) == games(one)
    assert pool.balance.to_json() == one.balance.to_json()
    assert (pool.wins, pool.draws) == (one.wins, one.draws)


def test_swapping_rotates_the_players_and_counts_them_wherever_they_sat():
    summary = market(6, ("ai:random", "ai:greedy"))
    assert summary.swap
    assert [r["order"] for r in summary.results] == [[0, 1], [1, 0]] * 3
    by_player = [0, 0]
    for r in summary.results:
        if len(r["winners"]) == 1:
            by_player[r["order"][r["winners"][0]]] += 1
    assert [p["wins"] for p in summary.player_rates()] == by_player
    assert sum(by_player) == sum(summary.wins)
    assert not market(2, swap=False).swap and not market(2, ("ai:random",) * 3).swap


def test_per_seat_text_statistics_get_a_win_rate_per_value():
    summary = market(8, ("ai:random", "ai:greedy"))
    seats, score = {}, {}
    for r in summary.results:
        for seat, card in enumerate(r["stats"]["best_card"]):
            seats[card] = seats.get(card, 0) + 1
            score[card] = score.get(card, 0) + (r["winners"] == [seat])
    rows = {row["key"]: row for row in summary.choices()["best_card"]}
    assert {k: r["n"] for k, r in rows.items()} == seats
    assert {k: r["score"] for k, r in rows.items()} == score
    assert "best_card" not in " ".join(summary.averages())


def test_progress_is_reported_and_a_batch_can_be_stopped():
    calls = []
    summary = market(8, on_progress=lambda done, total: calls.append((done, total)),
                     should_stop=lambda: len(calls) >= 3)
    assert calls == [(1, 8), (2, 8), (3, 8)]
    assert summary.cancelled and summary.games == 3 and summary.requested == 8
    assert "stopped after 3 of 8" in summary.text()


def test_a_pool_can_be_stopped_too():
    calls = []
    summary = market(40, workers=2, on_progress=lambda d, t: calls.append(d), should_stop=lambda: bool(calls))
    assert summary.cancelled and 1 <= summary.games < 40


def test_a_game_that_crashes_is_reported_with_its_seed_and_left_out():
    summary = market(4, options={"crash_on_seed": 3})
    assert summary.games == 3 and [e["seed"] for e in summary.errors] == [3]
    assert "ZeroDivisionError" in summary.errors[0]["error"] and "seed 3" in summary.text()
    assert len(summary.results) == 3 and sum(summary.wins) + summary.draws == 3


def test_the_stderr_bar_shows_count_rate_and_eta(capsys):
    bar = batch.ProgressBar("seize", 10)
    line = bar.line(4, bar.start + 2.0)
    assert "4/10" in line and "40%" in line and "2.0 games/s" in line and "ETA 0:03" in line


def test_a_summary_survives_its_json():
    summary = market(4)
    again = Summary.from_json(json.loads(json.dumps(summary.to_json())))
    assert again.to_json()["balance"] == summary.to_json()["balance"]
    assert again.seat_rates() == summary.seat_rates() and again.lengths() == summary.lengths()


ROOT = str(pathlib.Path(__file__).resolve().parents[3])


def simulate(*args):
    return subprocess.run([sys.executable, "main.py", "simulate", *args], cwd=ROOT, capture_output=True, text=True)


def test_simulate_command_writes_its_json(tmp_path):
    out = tmp_path / "r.json"
    run = simulate("seize", "--games", "4", "--workers", "1", "--quiet", "--json", str(out))
    assert run.returncode == 0, run.stderr
    data = json.loads(out.read_text())
    assert data["game"] == "seize" and data["games"] == 4 and data["seats"] == ["ai:random", "ai:random"]
    assert sum(data["wins"]) + data["draws"] == 4 and data["games_per_second"] > 0
    assert data["swap"] is True


def test_simulate_command_refuses_bad_numbers():
    run = simulate("seize", "--games", "0", "--quiet")
    assert run.returncode == 2 and "at least 1" in run.stderr and "Traceback" not in run.stderr


@pytest.mark.slow
def test_a_background_batch_runs_in_a_thread_and_writes_its_report(tmp_path):
    job = batch.BackgroundBatch("market", ["ai:random", "ai:greedy"], 6, 1, CARDS, workers=2,
                                cards_text=TEXT, report_dir=str(tmp_path)).start()
    job.thread.join(60)
    assert job.finished and job.error is None and job.done == 6
    assert job.summary.games == 6 and job.summary.workers == 2
    assert job.report == str(tmp_path / "index.html") and (tmp_path / "seats.png").exists()


def test_a_background_batch_can_be_stopped_and_keeps_its_error_to_itself():
    job = batch.BackgroundBatch("market", ["ai:random"] * 2, 500, 1, CARDS, workers=1)
    job.stop()
    job.start().thread.join(30)
    assert job.summary.cancelled and job.summary.games == 0
    bad = batch.BackgroundBatch("nonesuch", ["ai:random"] * 2, 3, 1, CARDS, workers=1).start()
    bad.thread.join(30)
    assert bad.finished and bad.summary is None and "unknown game" in bad.error


@pytest.mark.parametrize("workers", [1, 2])
def test_every_simulated_game_can_be_replayed_from_its_saved_replay(tmp_path, workers):
    from game.engine.replay import load
    summary = market(4, workers=workers, replays=str(tmp_path))
    assert sorted(os.listdir(tmp_path)) == [batch.replay_name("market", i, 1 + i) for i in range(4)]
    for record in summary.results:
        replay = load(record["replay"])
        state = replay.final_state(CARDS)
        assert replay.seed == record["seed"] and state.over
        assert list(state.winners) == record["winners"] == replay.result["winners"]


# -- reproducible budgets -----------------------------------------------------

def _played(summary) -> list:
    """Every game's actions, from its saved replay, in seed order."""
    from game.engine.replay import load
    return [(r["seed"], [(a.kind, a.seat, a.args) for a in load(r["replay"]).actions], r["winners"])
            for r in summary.results]


@pytest.fixture
def busy_cpu():
    """Another process burning a core while the test runs."""
    burner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    yield burner
    burner.kill()
    burner.wait()


@pytest.mark.slow
def test_fixed_iteration_seats_play_the_same_games_whatever_the_workers_and_the_load(tmp_path, monkeypatch,
                                                                                      busy_cpu):
    """Seize's `hard` reads the table and carries its tree on: neither may depend on the clock or the process."""
    import multiprocessing as mp
    cards = pinned_cards()
    seats = ["ai:hard@12", "ai:greedy"]

    def run(name, workers):
        return run_batch("seize", seats, 3, 5, cards, progress=False, workers=workers,
                         cards_path=cards.path, replays=str(tmp_path / name))
    alone = run("alone", 1)
    # fresh interpreters: other hash seeds
    monkeypatch.setattr(batch, "start_context", lambda: mp.get_context("spawn"))
    pooled = run("pooled", 2)
    assert busy_cpu.poll() is None
    assert pooled.workers == 2 and len(alone.results) == 3
    assert _played(pooled) == _played(alone)
    assert alone.reproducible and alone.to_json()["reproducible"] is True
    assert alone.budgets == [{"kind": "iterations", "amount": 12}, None]


def test_a_run_with_a_time_budget_says_it_is_not_reproducible():
    summary = market(2, ("ai:hard:0.01", "ai:greedy"))
    data = json.loads(json.dumps(summary.to_json()))
    assert data["reproducible"] is False
    assert data["budgets"] == [{"kind": "seconds", "amount": 0.01}, None]
    assert "not reproducible: ai:hard:0.01 searches for a time" in summary.text()
    again = Summary.from_json(data)
    assert not again.reproducible and again.budgets == data["budgets"]
    old = {k: v for k, v in data.items() if k not in ("budgets", "reproducible")}
    assert Summary.from_json(old).budgets == data["budgets"]         # a run saved before budgets were kept


@pytest.mark.slow
def test_simulate_plays_a_bare_hard_seat_at_a_fixed_iteration_count(tmp_path, capsys, monkeypatch):
    import game.ai
    from main import main
    monkeypatch.setattr(game.ai, "default_iterations", lambda name: {"pariahs": 7}[name])
    out = tmp_path / "r.json"
    assert main(["simulate", "pariahs", "--games", "1", "--seats", "ai:hard,ai:random", "--workers", "1",
                 "--quiet", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["seats"] == ["ai:hard@7", "ai:random"]
    assert data["reproducible"] is True and "warning" not in capsys.readouterr().err
    assert main(["simulate", "pariahs", "--games", "1", "--seats", "ai:hard:0.01,ai:random", "--workers", "1",
                 "--quiet", "--json", str(out)]) == 0
    assert "warning: not reproducible: ai:hard:0.01" in capsys.readouterr().err
    assert json.loads(out.read_text())["reproducible"] is False

