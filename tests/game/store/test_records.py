"""The records: games kept per player name and per profile, by game and opponent level, with streaks."""
import os
import sqlite3
import subprocess
import sys

import pytest

from game import engine

from game.store import records
from game.ai import make_player
from tests.pinned import pinned_cards


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _keep(root, game, outcome_of_ann, opponent="ai:greedy", profile=None):
    winners = {"win": (0,), "loss": (1,), "draw": ()}[outcome_of_ann]
    results = records.seat_results(["Ann", "Computer"], ["human", opponent], winners, [profile, None])
    return records.record_game(root, game, results, "test", replay=f"/r/{game}.yaml")


def test_a_record_counts_by_game_and_opponent_level_with_streaks(tmp_path):
    root = str(tmp_path)
    for outcome in ("loss", "win", "win", "draw", "win", "win", "win", "loss"):
        _keep(root, "seize", outcome)
    _keep(root, "pariahs", "win", opponent="ai:hard@200")
    record = records.record_of(root, "Ann")
    assert (record.total.wins, record.total.losses, record.total.draws) == (6, 2, 1)
    assert str(record.by_game["seize"]) == "5–2–1"
    assert str(record.against("greedy", "seize")) == "5–2–1"
    assert str(record.against("hard")) == "1–0"
    assert record.against("random").games == 0
    assert record.best_streak == 3                      # a draw ends a run of wins
    assert record.streak == (1, "win")                  # the pariahs win came after the last loss
    assert [g.game for g in record.last[:2]] == ["pariahs", "seize"]
    assert record.last[0].replay == "/r/pariahs.yaml"


def test_only_people_and_profiles_are_kept(tmp_path):
    root = str(tmp_path)
    kept = records.seat_results(["A", "B", "C"], ["ai:random", "human", "ai:hard"], (2,), ["", "", "Box"])
    assert [(r.name, r.level, r.outcome, r.identity) for r in kept] == [("B", "human", "loss", None),
                                                                      ("C", "hard", "win", "Box")]
    assert kept[0].opponents == ("hard", "random")
    assert records.record_game(root, "banished", records.seat_results(["X", "Y"], ["ai:random"] * 2, (0,))) is None
    assert records.players(root) == ([], [])


def test_a_profile_has_its_own_record(tmp_path):
    root = str(tmp_path)
    _keep(root, "seize", "win", profile="Deck of Ann")
    _keep(root, "seize", "loss")
    assert records.players(root) == (["Ann"], ["Deck of Ann"])
    assert str(records.record_of(root, "Deck of Ann", profile=True).total) == "1–0"
    assert str(records.record_of(root, "Ann").total) == "1–1"


def test_everyone_winning_is_a_draw():
    assert records.outcomes(2, (0, 1)) == ["draw", "draw"]
    assert records.outcomes(3, (1,)) == ["loss", "win", "loss"]


def test_the_result_line_names_the_opponent_and_the_streak(tmp_path):
    root = str(tmp_path)
    for outcome in ("win", "loss", "win", "win"):
        _keep(root, "seize", outcome)
    line = records.result_line(records.record_of(root, "Ann"), "seize", ("greedy",), you=True)
    assert line == "Your record against Medium: 3–1, streak: 2 wins in a row."


def test_opponents_are_told_by_the_level_names_the_set_up_offers_and_a_lab_baseline_by_its_spec(tmp_path):
    root = str(tmp_path)
    for opponent in ("ai:random", "ai:greedy", "ai:hard", "ai:greedy0"):
        _keep(root, "seize", "win", opponent=opponent)
    record = records.record_of(root, "Ann")
    assert [records.opponent_name(level) for level in ("random", "greedy", "hard", "greedy0", "human")] == \
        ["Easy", "Medium", "Hard", "greedy0", "human"]
    told = "\n".join(records.report(record))
    assert "by opponent: Easy 1–0, Medium 1–0, Hard 1–0, greedy0 1–0" in told
    assert "(Easy 1–0, Medium 1–0, Hard 1–0, greedy0 1–0)" in told
    assert "greedy " not in told and "random" not in told


def test_a_game_is_written_whole_or_not_at_all(tmp_path, monkeypatch):
    root = str(tmp_path)
    _keep(root, "seize", "win")
    bad = records.SeatResult(1, "Bob", "human", "loss", ("human",))
    with pytest.raises(records.DatabaseError):
        records.record_game(root, "seize", [bad, bad])        # the same seat twice: the second row fails
    with sqlite3.connect(os.path.join(root, records.FILE)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
    assert records.players(root)[0] == ["Ann"]


def test_a_finished_match_is_recorded_from_its_seats(tmp_path):
    cards = pinned_cards()
    specs = ["human", "ai:random"]
    state = engine.new_game("pariahs", ["Ann", "Computer (random)"], 5, cards)
    players = [make_player("ai:random", 1), make_player("ai:random", 2)]
    while not state.over:
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))

    class Played:
        game = "pariahs"
        context = {}
    match = Played()
    match.state, match.specs = state, specs
    assert records.record_match(str(tmp_path), match, "/r/x.yaml") is not None
    record = records.record_of(str(tmp_path), "Ann")
    assert record.total.games == 1
    assert record.last[0].outcome == records.outcomes(2, state.winners)[0]


def test_the_records_command_prints_a_player(tmp_path):
    root = str(tmp_path)
    _keep(root, "seize", "win")
    _keep(root, "seize", "win")
    run = subprocess.run([sys.executable, "main.py", "--data-dir", root, "records", "Ann"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "Ann (player): 2 games, 2 won, 0 lost, 0 drawn" in run.stdout
    assert "2 wins in a row" in run.stdout and "Medium 2–0" in run.stdout
    missing = subprocess.run([sys.executable, "main.py", "--data-dir", root, "records", "Zed"], cwd=ROOT,
                             capture_output=True, text=True, timeout=120)
    assert missing.returncode == 1 and "no game is recorded for 'Zed'" in missing.stdout


def test_a_streak_is_told_in_words():
    record = records.Record("Ann")
    assert record.streak_words() == "no games yet"
    record.streak = (2, "loss")
    assert record.streak_words() == "2 losses in a row"
    record.streak = (1, "draw")
    assert record.streak_words() == "1 draw in a row"
