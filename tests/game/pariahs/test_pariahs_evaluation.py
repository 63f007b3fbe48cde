"""The greedy evaluation's price of one placed card of each Class (game/pariahs/evaluation.py)."""
from game import engine
from game.ai.greedy import GreedyPlayer
from game.pariahs.evaluation import CLASS_AWARD, Table, expected_support, one_of_each_chance, prices
from tests.game.pariahs.pariahs_positions import BASE, CARDS, WELL_1, place

STAGE_3, CIRCLE_1, HALL_2 = 0, 2, 4


def position(placed: dict, hand: list, supplicants=None):
    """Yellow to place, with ``placed`` ({Location: card id}, Yellow's), ``hand`` and ``supplicants`` (BASE's
    when None); the rest as BASE."""
    zones = dict(BASE, **{"hand:0": hand, "supplicants:0": supplicants or BASE["supplicants:0"]})
    zones.update({f"location:{i}": [[cid, 0]] for i, cid in placed.items()})
    return engine.new_game("pariahs", ("Ann", "Bob"), 7, CARDS,
                           setup={"zones": zones, "round": 2, "phase": "turns", "turn": 0, "first": 0})


def yellow_support(state) -> float:
    known = prices(state)
    return expected_support(state, 0, 0.5, Table(state, known), known, None)


def test_the_award_is_counted_while_the_hand_holds_every_class_still_missing():
    assert one_of_each_chance([1, 2, 4], [3]) == 1.0
    assert one_of_each_chance([1, 2, 4], [1, 2]) == 0.0
    assert one_of_each_chance([], [4, 3, 2, 1]) == 1.0
    assert one_of_each_chance([1, 2, 3, 4], []) == 1.0


def test_a_repeated_class_loses_the_award_as_a_seat_places_one_card_at_each_location_name():
    assert one_of_each_chance([1, 1], [2, 3, 4]) == 0.0
    assert one_of_each_chance([1, 2, 1, 4], [3]) == 0.0


def test_holding_the_missing_class_is_worth_the_whole_award_against_a_card_of_the_same_influence():
    placed = {STAGE_3: "c1_mudlark", CIRCLE_1: "c2_cobbler", HALL_2: "c4_admiral"}
    missing_class_in_hand = yellow_support(position(placed, ["c3_merchant"]))      # Class 3, Influence 2
    a_placed_class_in_hand = yellow_support(position(placed, ["c1_beggar"]))        # Class 1, Influence 2
    assert missing_class_in_hand - a_placed_class_in_hand == CLASS_AWARD


def test_greedy_takes_the_supplicant_of_the_class_its_placements_still_lack():
    state = position({STAGE_3: "c1_mudlark", CIRCLE_1: "c2_peddler"}, ["c3_smith", "c1_beggar"],
                     supplicants=["c2_cooper", "c4_prince", "c3_jester"])      # all three of Influence 3
    place(state, "c3_smith", WELL_1)            # Draw 1 card; the Smith: move 1 of your Supplicants to your hand
    assert state.pending is not None
    action = GreedyPlayer(seed=3).choose(engine.view(state, 0))
    assert state.cards[action.args[0]].card_id == "c4_prince"
