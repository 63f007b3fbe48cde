"""What several sub-commands share: the game names and the card file, loaded or explained."""
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
