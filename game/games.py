"""The one explicit list of games, in the order the menu offers them; importing it registers them."""
from __future__ import annotations

from game.banished import manifest as banished
from game.pariahs import manifest as pariahs
from game.seize import manifest as seize
from game.engine.manifest import GameManifest
from game.engine.registry import manifest_of, register_game

GAMES: tuple[GameManifest, ...] = (seize.MANIFEST, banished.MANIFEST, pariahs.MANIFEST)
for _manifest in GAMES:
    register_game(_manifest)

register = register_game


def find(name: str) -> GameManifest | None:
    """The manifest of the game called ``name`` (a built-in one or one registered since), or None."""
    return manifest_of(name)


def names() -> tuple[str, ...]:
    """The built-in games' names, in menu order."""
    return tuple(g.name for g in GAMES)
