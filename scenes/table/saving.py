"""Saving a finished game: its replay goes to the data folder's replays, named by game, time and a short id
(the seed, up to 39 digits, is inside the file, not in its name)."""
from __future__ import annotations

import os
import secrets
import sys
import time

from game.engine.replay import save

from scenes import settings as settings_mod


def save_replay(data_dir: str, match) -> str | None:
    """Write ``match``'s replay; the path, or None when it cannot be written (said on stderr)."""
    folder = settings_mod.replays_dir(data_dir)
    try:
        os.makedirs(folder, exist_ok=True)
        path = replay_path(folder, match)
        save(path, match.replay())
    except OSError as err:
        print(f"the replay could not be saved: {err}", file=sys.stderr)
        return None
    return path


def replay_path(folder: str, match) -> str:
    """'pariahs-20260103-1405-a3f2.yaml': the game, when it ended and a short id (its save's, when it has one);
    a name taken already gets a longer id."""
    stamp = time.strftime("%Y%m%d-%H%M")
    short = (match.save_id or "").rpartition("-")[2] or secrets.token_hex(2)
    path = os.path.join(folder, f"{match.game}-{stamp}-{short}.yaml")
    while os.path.exists(path):
        path = os.path.join(folder, f"{match.game}-{stamp}-{short}{secrets.token_hex(2)}.yaml")
    return path
