"""Atomic file writes: a save is either the old file or the new one, never half of each."""
from __future__ import annotations

import json
import os
import tempfile

from game.engine.errors import CardTableError


def _process_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _process_umask()      # read once, at import: setting it back and forth later could race another thread


def write_atomic(path: str, text: str, keep_previous: bool = True) -> None:
    """Write ``text`` to ``path`` via a temp file, fsync and rename; the old copy becomes ``path.bak``.
    The file keeps its old permissions, or a new one gets what ``open`` would give it (not the temp file's 0600)."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_UMASK
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=folder)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if keep_previous and os.path.exists(path):
            backup = path + ".bak"
            if os.path.exists(backup):
                os.remove(backup)
            os.link(path, backup)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def write_json(path: str, data, keep_previous: bool = True) -> None:
    write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n", keep_previous)


class SaveFileError(CardTableError):
    """A save that cannot be read; the message says which file and why."""


def read_json(path: str):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except FileNotFoundError:
        raise
    except (OSError, UnicodeDecodeError) as err:
        raise SaveFileError(f"{path}: cannot be read ({err})", file=path, reason=f"cannot be read ({err})") from None
    except json.JSONDecodeError as err:
        raise SaveFileError(f"{path}:{err.lineno}:{err.colno}: not valid JSON ({err.msg})", file=path, line=err.lineno,
                            column=err.colno, reason=f"not valid JSON ({err.msg})") from None


DATA_ENV = "CARD_TABLE_DATA"


def data_dir(override: str | None = None) -> str:
    """The data folder (profiles, saves, replays, settings): the flag, else $CARD_TABLE_DATA, else the
    user's data directory."""
    if override:
        return os.path.abspath(os.path.expanduser(override))
    if os.environ.get(DATA_ENV):
        return os.path.abspath(os.path.expanduser(os.environ[DATA_ENV]))
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "card-table")
