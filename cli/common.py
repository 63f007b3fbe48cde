"""What several sub-commands share: the game names, the card file (loaded or explained) and a --json file."""
from __future__ import annotations

import sys

from game import games

GAMES = games.names()


def load_cards(path):
    """The card file at ``path``; its problems and the way to list them, then exit 1, if it cannot load."""
    from game.engine.cards import CardFileError
    from game.engine.cards import load_cards as load
    try:
        return load(path)
    except CardFileError as err:
        print(err, file=sys.stderr)
        print(f"{path}: fix the problems above (python main.py lint {path})", file=sys.stderr)
        raise SystemExit(1) from None


def write_json_file(path, data) -> None:
    """Write ``data`` to ``path`` (an option such as ``--json``) and say so; nothing when no path is given."""
    if not path:
        return
    from game.engine.storage import write_json
    write_json(path, data, keep_previous=False)
    print(f"wrote {path}")
