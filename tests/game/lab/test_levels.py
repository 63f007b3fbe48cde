"""simulate --levels: the same run at several levels side by side, the skill gap, the flags (game/lab/levels.py)."""
import json
from types import SimpleNamespace

import main
from game.lab.levels import Levels, LevelRun, shift
from game.lab.rank import Pairing


def _effect(delta, half=0.05, n=200):
    return {"delta": delta, "low": delta - half, "high": delta + half, "n": n, "q": 0.01, "name": "Drop"}


def _run(spec, card_effect):
    summary = SimpleNamespace(cards={}, players=2, games=200,
                              seat_rates=lambda: [{"rate": 0.5, "low": 0.4, "high": 0.6}] * 2,
                              balance=SimpleNamespace(baseline=0.5, rows=lambda m: []))
    return LevelRun(spec, summary, ab=SimpleNamespace(cards={"drop": card_effect}))


def test_intervals_apart_across_zero_are_a_sign_change_and_apart_on_one_side_a_size_change():
    assert shift({"random": _effect(0.10), "greedy": _effect(-0.10)}) == "sign"
    assert shift({"random": _effect(0.30), "greedy": _effect(0.05, half=0.04)}) == "size"
    assert shift({"random": _effect(0.10), "greedy": _effect(0.02)}) is None       # they overlap


def test_a_planted_card_effect_that_flips_sign_between_levels_is_flagged(monkeypatch):
    monkeypatch.setattr("game.lab.levels.primary_measure", lambda s: "played")
    levels = Levels("banished", [_run("ai:random", _effect(0.12)), _run("ai:greedy", _effect(0.0, half=0.03)),
                                 _run("ai:hard@50", _effect(-0.12))])
    flags = levels.flags()
    assert [(f["key"], f["shift"], f["design"]) for f in flags] == [("card:drop", "sign", "causal")]
    assert list(flags[0]["effects"]) == ["random", "greedy", "hard@50"]
    assert "Drop (causal): changes sign" in levels.text()
    steady = Levels("banished", [_run("ai:random", _effect(0.12)), _run("ai:greedy", _effect(0.1))])
    assert steady.flags() == [] and "no card or group's effect changes" in steady.text()


def test_the_skill_gap_names_the_level_that_scored_more():
    levels = Levels("seize", [], gaps=[Pairing("ai:random", "ai:greedy", 10, 2.0)])
    gap = levels.gap_rows()[0]
    assert (gap["stronger"], gap["weaker"], gap["rate"], gap["n"]) == ("greedy", "random", 0.8, 10)


def test_simulate_levels_plays_each_level_and_writes_the_side_by_side_report(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    report, out = tmp_path / "rep", tmp_path / "levels.json"
    code = main.main(["simulate", "seize", "--levels", "random,greedy", "--games", "8", "--gap-games", "6",
                      "--workers", "1", "--quiet", "--no-cache", "--json", str(out), "--report", str(report)])
    text = capsys.readouterr().out
    assert code == 0
    assert "seize at 2 levels, side by side" in text and "skill gap:" in text
    data = json.loads(out.read_text())
    assert data["levels"] == ["random", "greedy"]
    assert [row["games"] for row in data["seats"]] == [8, 8]
    assert data["skill_gap"][0]["n"] == 6
    assert data["per_level"]["greedy"]["spec"] == "ai:greedy"
    md = (report / "summary.md").read_text()
    assert "## Seats" in md and "## Skill gap" in md and "(level-greedy/index.html)" in md
    assert (report / "level-random" / "index.html").exists() and (report / "level-greedy" / "summary.md").exists()


def test_an_element_whose_observed_edge_turns_around_is_flagged(monkeypatch):
    monkeypatch.setattr("game.lab.levels.primary_measure", lambda s: "played")

    def run(spec, rate):
        row = {"key": "element:nature", "rate": rate, "low": rate - 0.04, "high": rate + 0.04, "n": 400}
        summary = SimpleNamespace(cards={}, players=2, games=200, seat_rates=lambda: [],
                                  balance=SimpleNamespace(baseline=0.5, rows=lambda m: [row]))
        return LevelRun(spec, summary)
    flags = Levels("banished", [run("ai:random", 0.60), run("ai:greedy", 0.40)]).flags()
    assert [(f["key"], f["label"], f["shift"], f["design"]) for f in flags] == \
        [("element:nature", "Element nature", "sign", "observed")]
