"""A Bandit's Seize's manifest: what the game tells the shared code about itself."""
from game.ai.determinize import IDENTITIES, UNTRACKED
from game.engine.cards import SCHEMAS
from game.engine.manifest import GameManifest
from game.seize import ai_settings, evaluation, replay_shapes, scenario
from game.seize.rules import Seize

MANIFEST = GameManifest(
    name="seize", title="A Bandit's Seize", rules=Seize,
    blurb="Two players, one trick at a time: the weaker card may Seize the Trump. Decks persist.",
    schema=SCHEMAS["seize"], evaluator=evaluation.evaluate_seize, ai_settings=ai_settings.SETTINGS,
    card_identity=IDENTITIES["seize"], untracked_zones=UNTRACKED["seize"],
    extra={"replay_shapes": replay_shapes.shapes, "scenario_profiles": scenario.HOOK,
           "chain_effects": replay_shapes.chain_effects})
