"""The seat named "You" (a person alone against the computer) reads in the second person in the log and zone names."""
from game import engine
from game.engine import events as ev
from game.banished.events import Damage
from game.engine.describe import describe_event, describe_to
from tests.game.engine.toy_game import toy_cards
from tests.pinned import pinned_cards


def _toy(names):
    cards = toy_cards("    - {id: a, name: A, family: thing, value: 2}\n")
    return engine.new_game("toy", names, 1, cards, hands=[["a"], []])


def test_your_hand_and_your_turn_not_yous():
    state = _toy(("You", "Bob"))
    assert state.rules.zone_label(state, "hand:0") == "your hand"
    assert state.rules.zone_label(state, "hand:1") == "Bob's hand"
    assert describe_event(state, ev.TurnBegan(seat=0, turn=1)) == "Your turn."
    assert describe_event(state, ev.TurnBegan(seat=1, turn=1)) == "Bob's turn."


def test_a_games_own_event_said_to_you_agrees_with_you():
    state = engine.new_game("banished", ("Ann", "Bob"), 3, pinned_cards())
    assert describe_to(state, Damage(seat=0, amount=2), 0) == "You lose 2 Life."
    assert describe_to(state, Damage(seat=1, amount=2), 0) == "Bob loses 2 Life."


def test_each_game_names_your_zones_in_the_second_person():
    cards = pinned_cards()
    for game, zone in (("banished", "hand:0"), ("seize", "hand:0")):
        state = engine.new_game(game, ("You", "Bob"), 3, cards)
        label = state.rules.zone_label(state, zone)
        assert label.startswith("your ") and "You's" not in label, (game, label)
