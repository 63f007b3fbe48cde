"""Opening the window: the one place the command line hands scenes.app its games, scenes, helpers and first scene."""
from __future__ import annotations

import os
import sys

from game import games
from game.engine.cards import DEFAULT_PATH


def add_window_args(p) -> None:
    """The options every window sub-command takes: the card file, CSV sheets and the window's size."""
    p.add_argument("--cards", default=DEFAULT_PATH, help="card file (default cards.yaml)")
    p.add_argument("--cards-csv", action="append", default=[], metavar="FILE",
                   help="a game's cards as a CSV (cards export), merged over the card file and "
                   "reloaded when saved; may be given once per game")
    p.add_argument("--width", type=int, default=1280)
    p.add_argument("--height", type=int, default=800)


def open_window(scene_factory, args) -> int:
    """Run the window at ``scene_factory(app)`` until it closes; its exit status."""
    for sheet in args.cards_csv:
        if not os.path.isfile(sheet):
            print(f"error: {sheet}: no such CSV (write one with: main.py cards export GAME --csv {sheet})",
                  file=sys.stderr)
            return 1
    try:
        from scenes.app import run_app
        from scenes.compose import window_helpers, window_scenes
    except ImportError as err:
        print(f"error: the window cannot start: {err}", file=sys.stderr)
        return 1
    return run_app(scene_factory, cards_path=args.cards, size=(args.width, args.height), cards_csv=args.cards_csv,
                   games=games, scenes=window_scenes(), helpers=window_helpers())
