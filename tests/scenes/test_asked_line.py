"""The status line while a seat is asked a question: the question to a person, 'choosing' for a computer."""
from types import SimpleNamespace

from game import engine
from game.engine.state import Decision
from scenes.table.layout import asked_line
from tests.pinned import pinned_cards


def _asked(seat):
    state = engine.new_game("pariahs", ("Ann", "Computer (random)"), 3, pinned_cards())
    state.pending = Decision(seat, "choose", "Move which Supplicant to your hand?", [])
    return state


def test_a_person_is_asked_the_question_itself():
    table = SimpleNamespace(humans=[0])
    assert asked_line(table, _asked(0), "You") == "You: Move which Supplicant to your hand?"


def test_a_computers_question_is_not_put_to_the_person():
    table = SimpleNamespace(humans=[0])
    line = asked_line(table, _asked(1), "Computer (random)")
    assert line == "Computer (random) is choosing…" and "your hand" not in line
