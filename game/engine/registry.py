"""The games the engine knows: each registered once, explicitly, by its manifest.

``game/games.py`` registers the built-in games; a game from elsewhere (a test's
toy game) calls ``register_game(its_manifest)`` itself.  The engine never
imports a game.
"""
from __future__ import annotations

from game.engine.carddefs import SCHEMAS
from game.engine.effects import LANGUAGES
from game.engine.manifest import GameManifest

MANIFESTS: dict[str, GameManifest] = {}
GAMES: dict[str, type] = {}          # name -> Rules subclass, what ``State.rules`` reads


def register_game(manifest: GameManifest) -> GameManifest:
    """Make a game known: its rules to ``new_game``, its card schema to the card file's reader, its card
    language to the card checker and the chain."""
    MANIFESTS[manifest.name] = manifest
    GAMES[manifest.name] = manifest.rules
    if manifest.schema is not None:
        SCHEMAS[manifest.name] = manifest.schema
    if manifest.language is not None:
        LANGUAGES[manifest.name] = manifest.language
    return manifest


def manifest_of(name: str) -> GameManifest | None:
    """The registered manifest of the game called ``name``, or None."""
    return MANIFESTS.get(name)


def registered() -> tuple[str, ...]:
    """The names of every registered game, in the order they were registered."""
    return tuple(MANIFESTS)
