"""Saving a finished game: its replay goes to the data folder's replays, named by game, time and seed."""
from __future__ import annotations

import os
import sys
import time

from game.engine.replay import save

from scenes import settings as settings_mod


def save_replay(data_dir: str, match) -> str | None:
    """Write ``match``'s replay; the path, or None when it cannot be written (said on stderr)."""
    folder = settings_mod.replays_dir(data_dir)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = os.path.join(folder, f"{match.game}-{stamp}-seed{match.seed}.yaml")
    try:
        os.makedirs(folder, exist_ok=True)
        save(path, match.replay())
    except OSError as err:
        print(f"the replay could not be saved: {err}", file=sys.stderr)
        return None
    return path
