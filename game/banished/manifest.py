"""Banished's manifest: what the game tells the shared code about itself."""
from game.banished import ai_settings, evaluation, replay_shapes
from game.banished.verbs import SCHEMA, VERBS
from game.banished.rules import Banished
from game.engine.manifest import GameManifest

MANIFEST = GameManifest(
    name="banished", title="Banished", rules=Banished,
    blurb="A tarot deck builder for two to four: buy from the Spread, bond, fight for Favor.",
    schema=SCHEMA, language=VERBS, evaluator=evaluation.evaluate_banished, ai_settings=ai_settings.SETTINGS,
    deal_constraint=evaluation.DEAL_CONSTRAINT, remembered_constraint=evaluation.remembered_sides,
    replay_shapes=replay_shapes.shapes)
