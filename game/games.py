"""The one explicit list of games, in the order the menu offers them."""
from __future__ import annotations

from game import banished, pariahs, seize
from game.engine.manifest import GameManifest

GAMES: tuple[GameManifest, ...] = (seize.MANIFEST, banished.MANIFEST, pariahs.MANIFEST)


def find(name: str) -> GameManifest | None:
    """The manifest of the game called ``name``, or None."""
    return next((g for g in GAMES if g.name == name), None)


def names() -> tuple[str, ...]:
    return tuple(g.name for g in GAMES)
