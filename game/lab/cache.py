"""Games the lab has played before, kept so that the same game is not played twice.

A game's record depends only on what plays it: the rules and players (the code in
``game/``), the card file's text, the seats, the seating, the options, the step
limit, the cards seeded into it, its index and its seed.  With fixed-iteration
seats it is the same record every time, so ``simulate`` keeps each finished game
in a file per run (``<data>/lab-cache/<game>-<key>.jsonl``, a line a game) and
takes it from there the next time the same run is asked for.  The common case is
a designer's loop: each ``--against cards.yaml`` run plays the shipped file's
games (and the seeded old-file games of the same card) once, and later runs
play only the edited file's.

Nothing is cached for seats that search for a time (their games are not
reproducible), for a run that keeps replays (a cached game has none), for cards
known only in memory, or for a game that failed.  Any change to a ``.py`` file in
``game/`` makes every key new.  ``simulate --no-cache`` plays every game.
"""
from __future__ import annotations

import hashlib
import json
import os
import pathlib
from functools import lru_cache

GAME_CODE = pathlib.Path(__file__).resolve().parents[1]


@lru_cache(maxsize=1)
def code_digest() -> str:
    """A digest of every Python file under ``game/``, names and contents."""
    h = hashlib.sha256()
    for path in sorted(GAME_CODE.rglob("*.py")):
        h.update(str(path.relative_to(GAME_CODE)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def run_key(job, run: int, cards_key: str) -> str:
    """The key of one card run of a batch: everything but the index and seed that decides its games."""
    prepare = job.prepares[run] if run < len(job.prepares) else None
    what = [code_digest(), job.game, list(job.specs), job.swap, repr(sorted(job.options.items())),
            job.max_steps, cards_key, repr(prepare)]
    return hashlib.sha256(json.dumps(what).encode()).hexdigest()[:32]


class GameCache:
    """The lab's cache of finished games in ``folder``."""

    def __init__(self, folder: str):
        self.folder = folder
        self._files: dict = {}

    def _path(self, game: str, key: str) -> str:
        return os.path.join(self.folder, f"{game}-{key}.jsonl")

    def load(self, game: str, key: str) -> dict:
        """(index, seed) -> the record of each game of run ``key`` kept before; a torn line is skipped."""
        kept = {}
        try:
            with open(self._path(game, key), encoding="utf-8") as fh:
                for line in fh:
                    try:
                        record = json.loads(line)
                        kept[(record["index"], record["seed"])] = record
                    except (ValueError, KeyError, TypeError):
                        continue
        except OSError:
            pass
        return kept

    def keep(self, game: str, key: str, record: dict) -> None:
        """Append a finished game's record (failed games and games with replays are never kept)."""
        if "error" in record or record.get("replay"):
            return
        fh = self._files.get(key)
        if fh is None:
            os.makedirs(self.folder, exist_ok=True)
            path = self._path(game, key)
            torn = os.path.exists(path) and os.path.getsize(path) and not _ends_a_line(path)
            fh = self._files[key] = open(path, "a", encoding="utf-8")
            if torn:                      # a run stopped in the middle of a line: start a new one
                fh.write("\n")
        fh.write(json.dumps(record, separators=(",", ":")) + "\n")
        fh.flush()

    def close(self) -> None:
        for fh in self._files.values():
            fh.close()
        self._files.clear()


def _ends_a_line(path: str) -> bool:
    with open(path, "rb") as fh:
        fh.seek(-1, os.SEEK_END)
        return fh.read(1) == b"\n"
