"""One error family: every failure a person reads is a CardTableError carrying its parts, said by the command
line in one line (exit 1, or 2 for a wrong command line) and by the window without a traceback."""
import json
import pickle

import pytest

import main
from game.ai import SeatSpecError
from game.engine.carddefs import CardFileError, CardProblem
from game.store.database import DatabaseError
from game.engine.errors import CardTableError
from game.engine.readable import ScenarioError
from game.engine.replay import ReplayMismatch
from game.engine.seeding import SeedingError
from game.engine.state import GameError, IllegalAction
from game.engine.storage import SaveFileError, read_json
from game.lab.shards import ShardError
from game.store.profiles import ProfileError
from scenes.designer.export import ExportError
from scenes.designer.pdf_file import PdfError
from scenes.designer.print_sheets import LayoutError
from scenes.guided.script import ScriptError
from scenes.learn.pages import HowToError

FAMILY = [SeatSpecError, CardFileError, DatabaseError, ScenarioError, ReplayMismatch, SeedingError, GameError,
          IllegalAction, SaveFileError, ShardError, ProfileError, ExportError, PdfError, LayoutError, ScriptError,
          HowToError]


@pytest.mark.parametrize("cls", FAMILY, ids=lambda c: c.__name__)
def test_every_error_a_person_reads_is_a_card_table_error(cls):
    assert issubclass(cls, CardTableError)


def test_the_old_bases_still_catch_what_they_caught():
    assert issubclass(IllegalAction, ValueError) and issubclass(GameError, RuntimeError)
    assert issubclass(SeatSpecError, ValueError) and issubclass(ShardError, ValueError)


def test_a_bad_json_file_says_its_file_line_and_column(tmp_path):
    path = tmp_path / "save.json"
    path.write_text('{"a": 1,\n  oops}')
    with pytest.raises(SaveFileError) as caught:
        read_json(str(path))
    err = caught.value
    assert (err.file, err.line, err.column) == (str(path), 2, 3)
    assert err.where == f"{path}:2:3" and err.reason.startswith("not valid JSON")
    assert str(err) == f"{err.where}: {err.reason}"


def test_a_replay_mismatch_carries_its_step_reason_and_place_and_survives_a_worker_process():
    err = ReplayMismatch(7, "play 3", "not your turn", "games/a.yaml:12:5")
    assert (err.file, err.line, err.column, err.step, err.reason) == ("games/a.yaml", 12, 5, 7, "not your turn")
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is ReplayMismatch and str(back) == str(err)
    assert (back.file, back.line, back.step, back.reason, back.place) == ("games/a.yaml", 12, 7, "not your turn",
                                                                         "games/a.yaml:12:5")


def test_a_card_file_error_names_its_first_problem_and_survives_a_worker_process():
    problems = [CardProblem("cards.yaml", 4, 9, "E12", "unknown field"), CardProblem("cards.yaml", 8, 1, "E3", "x")]
    err = CardFileError(problems)
    assert (err.file, err.line, err.column, err.reason) == ("cards.yaml", 4, 9, "unknown field")
    back = pickle.loads(pickle.dumps(err))
    assert back.problems == problems and str(back) == str(err)


def _one_line(capsys):
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    return lines[0]


def test_a_wrong_command_line_is_one_line_and_exit_2(capsys):
    assert main.main(["simulate", "seize", "--seats", "ai:nonsense,ai:random"]) == 2
    line = _one_line(capsys)
    assert "nonsense" in line
    offered, _, lab = line.partition("(or a lab baseline:")          # the levels people play come first
    assert "ai:greedy" in offered and "ai:greedy0" not in offered and "ai:greedy0" in lab
    assert main.main(["simulate", "seize", "--shard", "9/2"]) == 2
    assert "--shard 9/2" in _one_line(capsys)
    assert main.main(["simulate", "seize", "--games", "0"]) == 2
    assert _one_line(capsys) == "error: --games and --workers must be at least 1"


def test_a_file_that_cannot_be_used_is_one_line_and_exit_1(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: [")
    assert main.main(["replay", str(broken)]) == 1
    assert str(broken) in _one_line(capsys)
    assert main.main(["export", "seize"]) == 1
    assert _one_line(capsys) == "error: say where to write: --out FOLDER, --tts FOLDER or both"
    assert main.main(["--data-dir", str(tmp_path), "profiles", "show", "Nobody"]) == 1
    assert "Nobody" in _one_line(capsys)


def test_a_records_database_that_cannot_be_read_is_one_line(tmp_path, capsys):
    from game.store import records
    (tmp_path / records.FILE).write_bytes(b"not a database at all" * 100)
    assert main.main(["--data-dir", str(tmp_path), "records"]) == 1
    assert records.FILE in _one_line(capsys)


def test_the_window_shows_any_card_table_error_without_a_traceback():
    from scenes.app import describe_error
    err = DatabaseError("/data/records.sqlite3: file is not a database")
    assert describe_error(err) == str(err)
    assert describe_error(KeyError("x")).startswith("Something went wrong")


def test_the_json_of_an_error_free_run_is_untouched(tmp_path):
    out = tmp_path / "r.json"
    assert main.main(["simulate", "seize", "--games", "2", "--workers", "1", "--no-cache", "--quiet",
                      "--json", str(out)]) == 0
    assert json.loads(out.read_text())["games"] == 2


def test_a_json_option_writes_its_file_and_says_so_and_no_path_writes_nothing(tmp_path, capsys):
    from cli.common import write_json_file
    out = tmp_path / "figures.json"
    write_json_file(str(out), {"wins": [3, 1]})
    write_json_file(None, {"never": True})
    assert json.loads(out.read_text()) == {"wins": [3, 1]}
    assert capsys.readouterr().out == f"wrote {out}\n"
    assert list(tmp_path.iterdir()) == [out]
