"""The lab's cache of finished games: the same play asked again comes from the cache, anything else is played."""
import json
import os

from game.engine.cards import parse_cards
from game.lab import cache as lab_cache
from game.lab.batch import CardRun, run_runs
from tests.game.lab.test_batch_market import TEXT


def _cards(text):
    cards, problems = parse_cards(text, "market.yaml")
    assert not problems
    return cards


def _runs(texts):
    return [CardRun(_cards(t), f"file{i}.yaml", t, label="" if i == 0 else f"run{i}") for i, t in enumerate(texts)]


def _play(texts, games, tmp_path, seats=("ai:random", "ai:greedy"), **kw):
    store = lab_cache.GameCache(str(tmp_path / "cache"))
    return run_runs("market", list(seats), games, 1, _runs(texts), progress=False, cache=store, **kw)


def _games(summary):
    return [{k: v for k, v in r.items() if k != "seconds"} for r in sorted(summary.results, key=lambda r: r["seed"])]


def test_the_same_run_again_comes_from_the_cache_with_the_same_results(tmp_path):
    first = _play([TEXT], 12, tmp_path).summaries[0]
    again = _play([TEXT], 12, tmp_path).summaries[0]
    assert first.cached == 0 and again.cached == 12
    assert _games(again) == _games(first) and again.wins == first.wins
    assert "12 of the 12 games were played before" in again.text() and again.to_json()["cached"] == 12


def test_an_edited_card_file_plays_its_games_and_the_unchanged_file_comes_from_the_cache(tmp_path):
    edited = TEXT.replace("cost: 3", "cost: 2", 1)
    assert edited != TEXT
    _play([TEXT], 8, tmp_path)
    played = _play([edited, TEXT], 8, tmp_path).summaries
    assert (played[0].cached, played[1].cached) == (0, 8)
    more = _play([edited, TEXT], 10, tmp_path).summaries           # two more seeds: only those are played
    assert (more[0].cached, more[1].cached) == (8, 8) and more[0].games == more[1].games == 10


def test_other_seats_or_a_change_to_the_code_play_every_game_again(tmp_path, monkeypatch):
    _play([TEXT], 6, tmp_path)
    assert _play([TEXT], 6, tmp_path, seats=("ai:greedy", "ai:random")).summaries[0].cached == 0
    monkeypatch.setattr(lab_cache, "code_digest", lambda: "another version of game/")
    assert _play([TEXT], 6, tmp_path).summaries[0].cached == 0


def test_time_budget_seats_and_runs_that_keep_replays_are_never_cached(tmp_path):
    _play([TEXT], 4, tmp_path, seats=("ai:random", "ai:hard:0.001"))
    assert _play([TEXT], 4, tmp_path, seats=("ai:random", "ai:hard:0.001")).summaries[0].cached == 0
    _play([TEXT], 4, tmp_path, replays=str(tmp_path / "replays"))
    again = _play([TEXT], 4, tmp_path, replays=str(tmp_path / "replays2")).summaries[0]
    assert again.cached == 0 and len(os.listdir(tmp_path / "replays2")) == 4


def test_a_torn_last_line_is_skipped_and_that_game_played_again(tmp_path):
    _play([TEXT], 5, tmp_path)
    (path,) = (tmp_path / "cache").iterdir()
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][: len(lines[-1]) // 2])
    again = _play([TEXT], 5, tmp_path).summaries[0]
    assert again.cached == 4 and again.games == 5
    assert all(json.loads(line) for line in path.read_text().splitlines()[-1:])


def test_simulate_uses_the_cache_in_the_data_folder_unless_told_not_to(tmp_path, monkeypatch, capsys):
    from main import main
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    args = ["simulate", "seize", "--games", "4", "--seats", "ai:random,ai:random", "--workers", "1", "--quiet"]
    assert main(args + ["--json", str(tmp_path / "a.json")]) == 0
    assert main(args + ["--json", str(tmp_path / "b.json")]) == 0
    assert "4 of the 4 games were played before" in capsys.readouterr().out
    a, b = (json.loads((tmp_path / f).read_text()) for f in ("a.json", "b.json"))
    assert a["cached"] == 0 and b["cached"] == 4 and a["results"] == b["results"]
    assert os.listdir(tmp_path / "data" / "lab-cache")
    assert main(args + ["--no-cache", "--json", str(tmp_path / "c.json")]) == 0
    assert json.loads((tmp_path / "c.json").read_text())["cached"] == 0
