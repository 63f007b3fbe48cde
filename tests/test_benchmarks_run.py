"""The measuring scripts in benchmarks/ still run against the code they measure (they are not tests of speed)."""
import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(*args) -> dict:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


@pytest.mark.slow
def test_the_engine_benchmark_measures_playouts_clone_view_and_simulate():
    out = _run("benchmarks/engine.py", "--seconds", "0.05", "--game", "seize", "--no-rlcard", "--json")
    seize = out["seize"]
    assert seize["actions_per_cpu_s"] > 0 and seize["simulate_actions_per_cpu_s"] > 0
    assert seize["clone_us"] > 0 and seize["view_us"] > 0 and out["rlcard_uno"] is None


@pytest.mark.slow
def test_versus_sets_a_tree_beside_itself():
    out = _run("benchmarks/versus.py", ".", "--rounds", "1", "--seconds", "0.05", "--game", "seize", "--json")
    seize = out["seize"]
    assert seize["simulate_actions_per_cpu_s_before"] > 0 and seize["actions_per_cpu_s_after"] > 0


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_the_instruction_count_benchmark_counts_an_action_of_a_game():
    out = _run("benchmarks/instructions.py", "--games", "1", "--game", "seize", "--no-rlcard", "--json")
    seize = out["seize"]
    assert seize["actions"] > 0
    assert seize["instructions"] > seize["mispredicts"] > 0 and seize["d1_misses"] > 0


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_the_instruction_count_benchmark_counts_a_greedy_game_too():
    out = _run("benchmarks/instructions.py", "--games", "1", "--game", "seize", "--players", "greedy", "--json")
    seize = out["seize"]
    assert "rlcard uno" not in out and seize["actions"] > 0
    assert seize["instructions"] > seize["mispredicts"] > 0
