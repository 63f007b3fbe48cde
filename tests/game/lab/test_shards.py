"""simulate --shard I/N and simulate merge: the slices of a run, joined, are the run."""
import json

import pytest

from game.lab.batch import shard_indices
from game.lab.shards import ShardError, merge, parse_shard
from main import main
from tests.pinned import PINNED_PATH

TIMING = {"seconds", "games_per_second", "workers", "batch_games", "batch_seconds"}


def untimed(data):
    """A results file without what only the clock and the machine decide."""
    if isinstance(data, dict):
        return {k: untimed(v) for k, v in data.items() if k not in TIMING}
    if isinstance(data, list):
        return [untimed(v) for v in data]
    return data


def simulate(*args) -> int:
    return main(["simulate", *args])


@pytest.fixture
def edited(tmp_path):
    """cards.yaml with one Seize card's number changed: an A/B run has something to find."""
    text = open(PINNED_PATH, encoding="utf-8").read()
    path = tmp_path / "edited.yaml"
    assert "      name: Beauty\n      value: 7\n" in text
    path.write_text(text.replace("      name: Beauty\n      value: 7\n", "      name: Beauty\n      value: 6\n", 1))
    return str(path)


def test_the_slices_cover_every_seed_once():
    for games in (1, 7, 10, 2000):
        for n in (1, 2, 3, 7):
            slices = [shard_indices(games, (i, n)) for i in range(1, n + 1)]
            assert [g for s in slices for g in s] == list(range(games))
    assert parse_shard("2/5") == (2, 5)
    for bad in ("0/2", "3/2", "1", "a/b", "1/0", "-1/2"):
        with pytest.raises(ShardError, match="give I/N"):
            parse_shard(bad)


@pytest.mark.slow
@pytest.mark.parametrize("against", [False, True])
def test_two_merged_slices_make_the_report_of_one_run(tmp_path, capsys, against, edited):
    extra = ["--against", edited] if against else []
    common = ["seize", "--games", "7", "--seats", "ai:greedy,ai:random", "--quiet", "--no-cache", *extra]
    assert simulate(*common, "--workers", "2", "--json", str(tmp_path / "one.json")) == 0
    assert simulate(*common, "--workers", "1", "--shard", "1/2", "--out", str(tmp_path / "a")) == 0
    assert simulate(*common, "--workers", "2", "--shard", "2/2", "--out", str(tmp_path / "b")) == 0
    capsys.readouterr()
    assert simulate("merge", str(tmp_path / "b"), str(tmp_path / "a"), "--json", str(tmp_path / "merged.json")) == 0
    printed = capsys.readouterr().out
    one = json.loads((tmp_path / "one.json").read_text())
    merged = json.loads((tmp_path / "merged.json").read_text())
    assert merged["games"] == one["games"] == 7 and len(merged["results"]) == 7
    assert untimed(merged) == untimed(one)
    assert ("A/B, paired by seed" in printed) == against and ("ab" in merged) == against


@pytest.mark.slow
def test_merge_refuses_slices_of_different_runs_and_says_which_are_missing(tmp_path, capsys):
    assert simulate("seize", "--games", "4", "--quiet", "--workers", "1", "--shard", "1/3",
                    "--out", str(tmp_path / "a")) == 0
    assert simulate("seize", "--games", "4", "--quiet", "--workers", "1", "--seed", "9", "--shard", "2/3",
                    "--out", str(tmp_path / "b")) == 0
    capsys.readouterr()
    assert simulate("merge", str(tmp_path / "a"), str(tmp_path / "b")) == 1
    err = capsys.readouterr().err
    assert "its seed (9) differs" in err and "not slices of one run" in err and "Traceback" not in err
    assert simulate("merge", str(tmp_path / "a"), str(tmp_path / "a")) == 1
    assert "slice 1 of 3 is given twice" in capsys.readouterr().err
    assert simulate("merge", str(tmp_path / "a")) == 0
    printed = capsys.readouterr()
    assert "slices 2, 3 are missing" in printed.err and "stopped after 1 of 4" in printed.out
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk" / "shard.json").write_text("[1, 2")
    assert simulate("merge", str(tmp_path / "junk")) == 1
    assert "not a shard file" in capsys.readouterr().err
    summaries, missing = merge([str(tmp_path / "a")])
    assert missing == [2, 3] and summaries[0].requested == 4 and summaries[0].games == 1
