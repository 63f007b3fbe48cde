"""A Bandit's Seize: two-player trick taking where the weaker card may Seize the Trump (the manifest)."""
from game.engine.manifest import GameManifest
from game.seize.rules import Seize

MANIFEST = GameManifest(
    name="seize", title="A Bandit's Seize", rules=Seize,
    blurb="Two players, one trick at a time: the weaker card may Seize the Trump. Decks persist.")
