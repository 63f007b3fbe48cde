"""Where the app keeps its files, and the player's settings (animation speed)."""
from __future__ import annotations

import os
import sys

from game.engine.storage import SaveFileError, read_json, write_json
from game.engine.storage import data_dir as storage_data_dir

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
DEFAULTS = {"speed": "normal"}


def data_dir() -> str:
    """The data folder: $CARD_TABLE_DATA, else ~/.local/share/card-table."""
    return storage_data_dir()


def replays_dir(root: str) -> str:
    return os.path.join(root, "replays")


def _path(root: str) -> str:
    return os.path.join(root, "settings.json")


def load(root: str) -> dict:
    out = dict(DEFAULTS)
    try:
        data = read_json(_path(root))
    except FileNotFoundError:
        return out
    except SaveFileError as err:
        print(f"settings ignored: {err}", file=sys.stderr)
        return out
    if isinstance(data, dict) and data.get("speed") in SPEEDS:
        out["speed"] = data["speed"]
    return out


def save(root: str, settings: dict) -> None:
    try:
        write_json(_path(root), settings, keep_previous=False)
    except OSError as err:
        print(f"settings not saved: {err}", file=sys.stderr)


def speed_factor(settings: dict) -> float:
    """How long animations last relative to normal (0: instant)."""
    return SPEEDS.get(settings.get("speed"), 1.0)
