"""A saved replay in words for the replay list: its game, players, date and result."""
from __future__ import annotations

import os
import time

from game.engine.replay import load
from game.engine.storage import SaveFileError

from scenes.catalog import title_of


def replay_label(path: str, cards=None) -> str:
    """'A Bandit's Seize · Ann vs Bob · 1 Dec 2026 14:05 · Bob won'; the file's name when it cannot be read."""
    when = time.strftime("%-d %b %Y %H:%M", time.localtime(os.path.getmtime(path)))
    try:
        replay = load(path, cards)
    except SaveFileError:
        return f"{os.path.basename(path)} · {when} · cannot be read"
    seats = list(replay.seats)
    players = " vs ".join(seats) if len(seats) <= 2 else ", ".join(seats)
    winners = [seats[w] for w in (replay.result or {}).get("winners", ()) if 0 <= w < len(seats)]
    if "winners" not in (replay.result or {}):
        result = "not finished"
    elif winners:
        result = " and ".join(winners) + " won"
    else:
        result = "no winner"
    return f"{title_of(replay.game)} · {players} · {when} · {result}"
