"""The games the table offers, and where each keeps its own table layout.

A game's layout lives in ``scenes/<game>_table.py`` as ``LAYOUT`` (a
``TableLayout`` subclass).  That module may also define ``setup_panel(scene)``
for the seat set-up (profiles, options), ``prepare(app, game, seats, options)``
to turn the set-up into ``new_game`` options, and ``finish(table)`` for what
happens when a game ends (returns sentences for the result screen).  A game
without a module is laid out by ``GenericLayout`` from its zones.
"""
from __future__ import annotations

import importlib

from scenes.table.layout import GenericLayout

TITLES = {"seize": "A Bandit's Seize", "banished": "Banished", "pariahs": "Pariahs"}
BLURBS = {
    "seize": "Two players, one trick at a time: the weaker card may Seize the Trump. Decks persist.",
    "banished": "A tarot deck builder for two to four: buy from the Spread, bond, fight for Favor.",
    "pariahs": "Two players place Followers on eight Locations over six rounds to win Support.",
}
ORDER = ("seize", "banished", "pariahs")


def title_of(game: str) -> str:
    return TITLES.get(game, game.title())


def module_of(game: str):
    """The game's table module, or None when it has none yet."""
    try:
        return importlib.import_module(f"scenes.{game}.table")
    except ModuleNotFoundError as err:
        if err.name != f"scenes.{game}.table":
            raise
        return None


def layout_for(game: str):
    module = module_of(game)
    return getattr(module, "LAYOUT", GenericLayout) if module else GenericLayout


def hook(game: str, name: str):
    module = module_of(game)
    return getattr(module, name, None) if module else None


def available() -> dict[str, str]:
    """game -> '' when it can be played, else why not."""
    from game import games  # noqa: F401
    from game.engine import GAMES
    return {g: "" if g in GAMES else "not written yet" for g in ORDER}


def seat_range(game: str) -> tuple[int, int]:
    from game.engine import GAMES
    rules = GAMES.get(game)
    return (rules.min_seats, rules.max_seats) if rules else (2, 2)
