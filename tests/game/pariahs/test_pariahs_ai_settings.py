"""Pariahs' AI settings: its `greedy` answers its own follow-up questions before it scores a placement."""
from game import engine
from game.ai.greedy import GreedyPlayer
from tests.game.pariahs.pariahs_positions import find, game

CIRCLE_1 = 2        # The Circle (1): Gain a Supplicant. Use the Ability of the card you placed here.


def test_the_default_greedy_places_the_follower_whose_questions_it_answered():
    """Ragpicker (a Convert, then an exchange that asks which card and which Supplicant) or Mudlark (two
    Converts, nothing to ask): scored after its answers, the Ragpicker at The Circle (1) wins."""
    state = game({"hand:0": ["c1_ragpicker", "c1_mudlark"]})
    ragpicker = find(state, "c1_ragpicker")
    for seed in range(3):
        assert GreedyPlayer(seed).choose(engine.view(state, 0)).args == (ragpicker, CIRCLE_1)
