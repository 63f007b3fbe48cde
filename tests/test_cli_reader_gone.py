"""A command whose reader has gone (piped into `head`, which exits) still finishes its work and writes its files."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUN = ["simulate", "seize", "--games", "6", "--seats", "ai:greedy,ai:random", "--seed", "3", "--workers", "1",
       "--no-cache"]


def _simulate(json_path, closed_pipe: bool):
    """``main.py simulate`` writing its results to ``json_path``; its stdout and stderr a pipe nobody reads."""
    read_end, write_end = os.pipe()
    if closed_pipe:
        os.close(read_end)          # the reader is gone before the first line: every write breaks the pipe
    try:
        done = subprocess.run([sys.executable, "main.py", *RUN, "--json", str(json_path)], cwd=ROOT,
                              stdout=write_end, stderr=write_end, timeout=300)
    finally:
        os.close(write_end)
        if not closed_pipe:
            os.close(read_end)
    return done.returncode


def test_simulate_into_a_closed_pipe_still_plays_every_game_and_writes_its_json(tmp_path):
    gone, kept = tmp_path / "gone.json", tmp_path / "kept.json"
    assert _simulate(gone, closed_pipe=True) == 0
    assert _simulate(kept, closed_pipe=False) == 0
    results = json.loads(gone.read_text())
    assert results["games"] == 6
    assert results["wins"] == json.loads(kept.read_text())["wins"]
