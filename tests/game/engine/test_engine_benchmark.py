"""benchmarks/engine.py: the per-CPU-second rates under their documented key, and RLCard only when it is there."""
import json
import sys

import pytest

from benchmarks import engine as bench


@pytest.mark.slow
def test_the_json_gives_actions_per_cpu_second_for_each_game_asked(capsys):
    assert bench.main(["--seconds", "0.05", "--game", "seize", "--no-simulate", "--no-rlcard", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rlcard_uno"] is None
    assert out["seize"]["actions_per_cpu_s"] > 0 and out["seize"]["clone_us"] > 0
    assert out["seize"]["view_after_action_us"] > 0
    assert "vs_rlcard_uno" not in out["seize"]


def test_without_rlcard_the_comparison_is_left_out_in_one_line(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "rlcard", None)        # import rlcard now fails, as where it is not installed
    assert bench.rlcard_uno(0.01, 1) is None
    assert bench.main(["--seconds", "0.05", "--game", "seize", "--no-simulate"]) == 0
    assert "rlcard uno: not installed" in capsys.readouterr().out
