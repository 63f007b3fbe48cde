"""The game in progress, saved after every action: ``<data>/saves/<id>.yaml``, a replay with a ``save`` block.

A save is a replay file (``main.py replay`` and ``play --replay`` read it) with the
seat specs and the plain parts of the table's context (the profiles at stake), so
"Continue" rebuilds the exact position from the seed.  A game that ends normally
leaves its replay in ``replays/`` and its save goes; saves beyond the newest
``KEEP`` move to ``replays/``, so an abandoned game keeps its replay.
"""
from __future__ import annotations

import os
import secrets
import sys
import time
from dataclasses import dataclass

import yaml

from game.engine.replay import Replay
from game.engine.storage import SaveFileError, write_atomic

from scenes import settings as settings_mod

KEEP = 8
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)     # libyaml when there: a long game saves in a few ms
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def saves_dir(root: str) -> str:
    return os.path.join(root, "saves")


def new_id(game: str) -> str:
    return f"{game}-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(2)}"


def _path(root: str, save_id: str) -> str:
    return os.path.join(saves_dir(root), f"{save_id}.yaml")


def _plain(value) -> bool:
    if isinstance(value, (list, tuple)):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    return value is None or isinstance(value, (str, int, float, bool))


def write(root: str, match) -> str | None:
    """Save ``match`` atomically under its id (given one on its first save); the path, or None (said on stderr)."""
    first = match.save_id is None
    if first:
        match.save_id = new_id(match.game)
    data = match.replay().to_dict()
    context = {k: list(v) if isinstance(v, tuple) else v
               for k, v in (getattr(match, "context", None) or {}).items() if _plain(v)}
    data["save"] = {"id": match.save_id, "saved": time.strftime("%Y-%m-%d %H:%M:%S"), "context": context}
    path = _path(root, match.save_id)
    try:
        text = yaml.dump(data, Dumper=_DUMPER, sort_keys=False, allow_unicode=True, width=100)
        write_atomic(path, text, keep_previous=False)
        if first:
            prune(root)
    except OSError as err:
        print(f"the game could not be saved: {err}", file=sys.stderr)
        return None
    return path


@dataclass
class SavedGame:
    id: str
    game: str
    seats: list            # "Name (spec)" for each seat
    step: int
    when: str
    path: str
    replay: Replay
    context: dict


def read(path: str) -> SavedGame:
    """The saved game at ``path``; SaveFileError if it is not one."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as err:
        raise SaveFileError(f"{path}: cannot be read ({err})") from None
    try:
        data = yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError as err:
        raise SaveFileError(f"{path}: not a saved game ({err})") from None
    if not isinstance(data, dict) or not isinstance(data.get("save"), dict):
        raise SaveFileError(f"{path}: not a saved game (no save block)")
    replay = Replay.from_dict(data)
    meta = data["save"]
    save_id = str(meta.get("id") or os.path.splitext(os.path.basename(path))[0])
    specs = list(replay.players) or ["human"] * len(replay.seats)
    seats = [f"{name} ({spec})" for name, spec in zip(replay.seats, specs)]
    return SavedGame(save_id, replay.game, seats, len(replay.actions), str(meta.get("saved") or ""), path,
                     replay, dict(meta.get("context") or {}))


def saved_games(root: str) -> list[SavedGame]:
    """Every readable save, newest first (an unreadable one is named on stderr and left alone)."""
    folder = saves_dir(root)
    try:
        names = [f for f in os.listdir(folder) if f.endswith(".yaml")]
    except OSError:
        return []
    paths = sorted((os.path.join(folder, f) for f in names), key=os.path.getmtime, reverse=True)
    out = []
    for path in paths:
        try:
            out.append(read(path))
        except SaveFileError as err:
            print(f"skipped: {err}", file=sys.stderr)
    return out


def find(root: str, save_id: str | None = None) -> SavedGame:
    """The save called ``save_id`` (None: the newest); SaveFileError naming what exists if there is none."""
    if save_id is None:
        games = saved_games(root)
        if not games:
            raise SaveFileError("no game is saved (main.py saves lists them)")
        return games[0]
    path = _path(root, os.path.basename(save_id))
    if not os.path.exists(path):
        raise SaveFileError(f"no saved game {save_id!r} in {saves_dir(root)} (main.py saves lists them)")
    return read(path)


def delete(root: str, save_id: str) -> str:
    """Throw the saved game ``save_id`` away (the player asked); what went wrong, or "" (gone already is fine)."""
    try:
        os.remove(_path(root, os.path.basename(save_id)))
    except FileNotFoundError:
        pass
    except OSError as err:
        return f"{save_id} could not be deleted: {err}"
    return ""


def discard(root: str, match) -> None:
    """The game has ended and its replay is kept elsewhere: its save goes."""
    if match.save_id is None:
        return
    try:
        os.remove(_path(root, match.save_id))
    except FileNotFoundError:
        pass
    except OSError as err:
        print(f"the finished game's save could not be removed: {err}", file=sys.stderr)


def prune(root: str, keep: int = KEEP) -> None:
    """Saves beyond the newest ``keep`` become replays: nothing played is lost, the list stays short."""
    folder = saves_dir(root)
    try:
        names = sorted((f for f in os.listdir(folder) if f.endswith(".yaml")),
                       key=lambda f: os.path.getmtime(os.path.join(folder, f)), reverse=True)
    except OSError:
        return
    replays = settings_mod.replays_dir(root)
    for name in names[keep:]:
        os.makedirs(replays, exist_ok=True)
        os.replace(os.path.join(folder, name), os.path.join(replays, name))
