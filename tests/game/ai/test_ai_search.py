"""Searching on Duel: the tree carried on from one decision to the next, and the choices hard and greedy make."""
import random

from game import engine
from game.ai.greedy import GreedyPlayer
from game.ai.ismcts import HardPlayer, Settings, action_key
from tests.game.ai.duel import hand_values, new_duel, set_hands


# -- carrying the tree on -------------------------------------------------------

def ann_leads_six_bob_answers(bob_value):
    """Ann (searching, her tree kept) leads her 6 against Bob's 1, 3, 4; Bob answers with ``bob_value``.

    Returns the position when Ann decides again, her player and the node her first tree
    holds for that line (None when the tree never took it).
    """
    state = new_duel(5)
    set_hands(state, [6, 9, 2], [1, 3, 4])
    ann = HardPlayer(seed=9, iterations=400, settings=Settings(opponent_model=1, reuse_tree=True))
    view = engine.view(state, 0)
    six = next(u for u in state.zones["hand:0"].cards if state.cards[u].card_id == "d6")
    lead = next(a for a in engine.legal_actions(view) if a.args == (six,))
    root, _ = ann.search(view, engine.legal_actions(view))
    engine.apply(state, lead)
    answer = next(a for a in engine.legal_actions(state) if state.cards[a.args[0]].card_id == f"d{bob_value}")
    node = root.children[action_key(view, lead)].children.get(action_key(state, answer))
    engine.apply(state, answer)
    assert state.rules.to_move(state) == 0                          # Ann took the trick and leads again
    return state, ann, node


def test_the_next_search_goes_on_from_the_node_of_the_line_the_table_took():
    """Bob answered as the modelled opponent does: Ann's second search starts from what her first found there."""
    state, ann, node = ann_leads_six_bob_answers(1)
    assert node is not None and node.visits > 0
    carried = {key: child.visits for key, child in node.children.items()}
    before = node.visits
    view = engine.view(state, 0)
    root, count = ann.search(view, engine.legal_actions(view))
    assert root is node and ann.reused == before >= sum(carried.values()) > 0
    assert root.visits == before + count
    for key, visits in carried.items():
        assert root.children[key].visits >= visits


def test_an_answer_the_tree_never_took_starts_a_fresh_search():
    """Bob threw his 4 where a one-step player throws his 1: the first tree has no node for it."""
    state, ann, node = ann_leads_six_bob_answers(4)
    assert node is None
    view = engine.view(state, 0)
    ann.search(view, engine.legal_actions(view))
    assert ann.reused == 0


def test_a_kept_tree_serves_only_its_seat_and_a_later_position():
    state = new_duel(5)
    view = engine.view(state, 0)
    ann = HardPlayer(seed=9, iterations=50, settings=Settings(reuse_tree=True))
    ann.search(view, engine.legal_actions(view))
    assert ann.kept_tree.follow(view, 0, random.Random(1), action_key) is None     # nobody acted since
    ann.search(view, engine.legal_actions(view))
    engine.apply(state, engine.legal_actions(state)[0])
    assert ann.kept_tree.follow(engine.view(state, 1), 1, random.Random(1), action_key) is None


# -- strength -----------------------------------------------------------------

def test_greedy_takes_the_trick_when_it_can():
    state = new_duel(7)
    led = max(state.zones["hand:0"].cards, key=lambda u: -state.definition(u)["value"])
    engine.apply(state, engine.Action("play", 0, (led,)))
    value = state.definition(led)["value"]
    choice = GreedyPlayer(seed=1).choose(engine.view(state, 1))
    if any(v > value for v in hand_values(state, 1)):
        assert state.definition(choice.args[0])["value"] > value


def test_a_modelled_opponent_answers_as_a_one_step_player_would():
    """In the tree, a modelled opponent takes the trick when it can, as `greedy` does, and not otherwise."""
    player = HardPlayer(seed=2)
    for seed in range(12):
        state = new_duel(seed)
        led = min(state.zones["hand:0"].cards, key=lambda u: state.definition(u)["value"])
        engine.apply(state, engine.Action("play", 0, (led,)))
        keyed = {a.args: a for a in engine.legal_actions(state)}
        answer = keyed[player._modelled_answer(state, keyed, 1, 2)]
        value = state.definition(led)["value"]
        takes = [v for v in hand_values(state, 1) if v > value]
        if takes:
            assert state.definition(answer.args[0])["value"] > value
        else:
            assert state.definition(answer.args[0])["value"] == min(hand_values(state, 1))


def test_hard_is_reproducible_with_an_iteration_budget():
    view = engine.view(new_duel(11), 0)
    first = [HardPlayer(seed=4, iterations=100).choose(view) for _ in range(2)]
    assert first[0] == first[1]
