"""Pariahs' manifest: what the game tells the shared code about itself."""
from game.engine.manifest import GameManifest
from game.pariahs import ai_settings, evaluation, replay_shapes
from game.pariahs.rules import Pariahs
from game.pariahs.verbs import SCHEMA, VERBS

MANIFEST = GameManifest(
    name="pariahs", title="Pariahs", rules=Pariahs,
    blurb="Two players place Followers on eight Locations over six rounds to win Support.",
    schema=SCHEMA, language=VERBS, evaluator=evaluation.evaluate_pariahs, ai_settings=ai_settings.SETTINGS,
    deal_constraint=evaluation.DEAL_CONSTRAINT,
    replay_shapes=replay_shapes.shapes, chain_effects=replay_shapes.chain_effects)
