"""Atomic saves keep a file's permissions: a save is the file the user had, with new contents."""
import os
import stat

from game.engine.storage import write_atomic, write_json


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_a_new_file_gets_what_open_would_give_it_not_the_temp_files_0600(tmp_path):
    plain = tmp_path / "plain.json"
    plain.write_text("{}\n")
    path = tmp_path / "results.json"
    write_json(str(path), {"wins": 3})
    assert _mode(path) == _mode(plain)


def test_a_rewritten_file_keeps_its_permissions_and_its_old_copy(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("old\n")
    os.chmod(path, 0o640)
    write_atomic(str(path), "new\n")
    assert path.read_text() == "new\n" and _mode(path) == 0o640
    assert (tmp_path / "cards.yaml.bak").read_text() == "old\n"
