"""Banished: a tarot deck builder for two to four seats (the manifest)."""
from game.banished.rules import Banished
from game.engine.manifest import GameManifest

MANIFEST = GameManifest(
    name="banished", title="Banished", rules=Banished,
    blurb="A tarot deck builder for two to four: buy from the Spread, bond, fight for Favor.")
