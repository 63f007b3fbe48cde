"""Where the app keeps its files, and the player's settings: speed, sound, text size, undo, hints.

The settings live in ``settings.json`` in the data folder, written atomically.  A file that cannot
be read, or a value that is not allowed, gives the default and a one-line ``notice``; never a crash.
``get(name)`` reads a setting of the window that is open (the defaults when none is).
"""
from __future__ import annotations

import os
import sys

from game.engine.storage import SaveFileError, read_json, write_json
from game.engine.storage import data_dir as storage_data_dir

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
VOLUMES = (0, 25, 50, 75, 100)
SCALES = (100, 110, 125, 150)
DEFAULTS = {"speed": "normal", "volume": 75, "mute": False, "scale": 100, "undo": True, "hints": True}
ALLOWED = {"speed": tuple(SPEEDS), "volume": VOLUMES, "scale": SCALES,
           "mute": (False, True), "undo": (True, False), "hints": (True, False)}


class Settings(dict):
    """The player's settings: a dict of every name in DEFAULTS, with what went wrong reading them."""

    def __init__(self, values=None, notice: str = ""):
        super().__init__(DEFAULTS)
        self.update(values or {})
        self.notice = notice

    def cycle(self, name: str):
        """Step ``name`` to its next allowed value (after the last, the first); returns the new value."""
        options = ALLOWED[name]
        now = self.get(name)
        self[name] = options[(options.index(now) + 1) % len(options)] if now in options else DEFAULTS[name]
        return self[name]


_current = Settings()


def get(name: str):
    """The open window's setting ``name`` (the default when no window has loaded any)."""
    return _current.get(name, DEFAULTS.get(name))


def use(settings: Settings) -> Settings:
    """Make ``settings`` the ones ``get`` answers from (the window does this when it opens)."""
    global _current
    _current = settings
    return settings


def data_dir() -> str:
    """The data folder: $CARD_TABLE_DATA, else ~/.local/share/card-table."""
    return storage_data_dir()


def replays_dir(root: str) -> str:
    return os.path.join(root, "replays")


def _path(root: str) -> str:
    return os.path.join(root, "settings.json")


def load(root: str) -> Settings:
    """The settings saved in ``root``; the defaults for whatever is missing or wrong (said in ``notice``)."""
    try:
        data = read_json(_path(root))
    except FileNotFoundError:
        return Settings()
    except SaveFileError as err:
        return _noticed(Settings(), f"settings reset to the defaults: {err}")
    if not isinstance(data, dict):
        return _noticed(Settings(), f"settings reset to the defaults: {_path(root)} does not hold settings")
    values, wrong = {}, []
    for name, allowed in ALLOWED.items():
        if name not in data:
            continue
        value = data[name]
        if value in allowed and type(value) is type(DEFAULTS[name]):
            values[name] = value
        else:
            wrong.append(name)
    if wrong:
        return _noticed(Settings(values), f"settings: {', '.join(wrong)} not understood in {_path(root)}; "
                                          "the defaults are used")
    return Settings(values)


def _noticed(settings: Settings, notice: str) -> Settings:
    print(notice, file=sys.stderr)
    settings.notice = notice
    return settings


def save(root: str, settings: dict) -> None:
    try:
        write_json(_path(root), {k: settings.get(k, v) for k, v in DEFAULTS.items()}, keep_previous=False)
    except OSError as err:
        print(f"settings not saved: {err}", file=sys.stderr)


def speed_factor(settings: dict) -> float:
    """How long animations last relative to normal (0: instant)."""
    return SPEEDS.get(settings.get("speed"), 1.0)


def volume(settings: dict) -> float:
    """The sound volume from 0 to 1 (0 when muted)."""
    if settings.get("mute"):
        return 0.0
    return max(0, min(100, int(settings.get("volume", DEFAULTS["volume"])))) / 100.0
