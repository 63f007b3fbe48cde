"""A Bandit's Seize's manifest: what the game tells the shared code about itself."""
from game.engine.manifest import GameManifest, SeatExtras
from game.seize import ai_settings, evaluation, replay_shapes, scenario
from game.seize.verbs import SCHEMA, VERBS
from game.seize.rules import Seize

MANIFEST = GameManifest(
    name="seize", title="A Bandit's Seize", rules=Seize,
    blurb="Two players, one trick at a time: the weaker card may Seize the Trump. Decks persist.",
    schema=SCHEMA, language=VERBS, evaluator=evaluation.evaluate_seize, ai_settings=ai_settings.SETTINGS,
    card_identity=evaluation.card_identity, untracked_zones=evaluation.UNTRACKED_ZONES,
    replay_shapes=replay_shapes.shapes, chain_effects=replay_shapes.chain_effects,
    seat_extras=SeatExtras("profiles", scenario.scenario_options, scenario.profiles_after))
