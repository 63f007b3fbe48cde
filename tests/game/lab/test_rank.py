"""rank: a round robin's win matrix and Bradley–Terry Elo ratings (game/lab/rank.py, main.py rank)."""
import json

import pytest

import main
from game.ai import SeatSpecError
from game.lab.rank import Pairing, entrant, fit, round_robin


def _always(order):
    """A pair player where the entrant earlier in ``order`` wins every game."""
    def play(a, b, games, seed):
        return Pairing(a, b, games, games if order.index(a) < order.index(b) else 0.0)
    return play


def test_one_level_always_winning_tops_the_matrix_and_the_ratings():
    entrants = ["ai:random", "ai:greedy", "ai:hard@10"]
    ranking = round_robin("seize", entrants, 10, 1, _always(["ai:hard@10", "ai:greedy", "ai:random"]))
    assert ranking.matrix() == [[None, 0.0, 0.0], [1.0, None, 0.0], [1.0, 1.0, None]]
    assert [ranking.entrants[i] for i in ranking.order()] == ["ai:hard@10", "ai:greedy", "ai:random"]
    elo = [r["elo"] for r in ranking.ratings]
    assert elo[0] == 0 and 0 < elo[1] < elo[2]          # finite, though every game went one way
    assert ranking.ratings[1]["low"] < elo[1] < ranking.ratings[1]["high"]
    assert ranking.ratings[2]["score"] == 1.0 and ranking.ratings[2]["games"] == 20


def test_even_pairs_rate_equal_and_more_games_narrow_the_interval():
    def even(a, b, games, seed):
        return Pairing(a, b, games, games / 2, draws=0)
    few = round_robin("seize", ["ai:random", "ai:greedy"], 10, 1, even).ratings[1]
    many = round_robin("seize", ["ai:random", "ai:greedy"], 400, 1, even).ratings[1]
    assert few["elo"] == pytest.approx(0, abs=1e-6) and many["elo"] == pytest.approx(0, abs=1e-6)
    assert many["high"] - many["low"] < (few["high"] - few["low"]) / 4


def test_the_fit_recovers_a_known_strength_gap():
    # 760 of 1000 is what a gap of 200 Elo predicts (1 / (1 + 10^(-200/400)) = 0.760)
    b, cov = fit([[0.0, 240.0], [760.0, 0.0]])
    assert b[1] * 400 / 2.302585 == pytest.approx(200, abs=1)
    assert cov[1][1] > 0


def test_levels_are_written_as_seat_specs():
    assert entrant("greedy", "seize") == "ai:greedy"
    assert entrant("hard@40", "banished") == "ai:hard@40"
    assert entrant("ai:random", "seize") == "ai:random"
    assert entrant("hard", "seize").startswith("ai:hard@")
    with pytest.raises(SeatSpecError):
        entrant("clever", "seize")


def test_rank_command_plays_every_pair_and_writes_the_matrix(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    out = tmp_path / "rank.json"
    code = main.main(["rank", "seize", "--levels", "random,greedy", "--games", "6", "--quiet", "--no-cache",
                      "--json", str(out)])
    text = capsys.readouterr().out
    assert code == 0
    assert "win matrix" in text and "Elo" in text
    data = json.loads(out.read_text())
    assert data["entrants"] == ["ai:random", "ai:greedy"]
    assert [p["games"] for p in data["pairings"]] == [6]
    m = data["matrix"]
    assert m[0][1] + m[1][0] == pytest.approx(1.0)
    ratings = data["ratings"]
    assert ratings[0]["elo"] == 0
    assert (ratings[1]["elo"] > 0) == (m[1][0] > 0.5)


def test_rank_refuses_a_single_entrant(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    assert main.main(["rank", "seize", "--levels", "greedy", "--quiet"]) == 2
    assert "two entrants" in capsys.readouterr().err
