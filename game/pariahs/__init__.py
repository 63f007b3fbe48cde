"""Pariahs: two players place Followers on eight Locations over six rounds (the manifest)."""
from game.engine.manifest import GameManifest
from game.pariahs.rules import Pariahs

MANIFEST = GameManifest(
    name="pariahs", title="Pariahs", rules=Pariahs,
    blurb="Two players place Followers on eight Locations over six rounds to win Support.")
