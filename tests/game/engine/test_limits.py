"""The engine never loops forever: a game past its rules' bound, stalled, or caught in its chain ends as a draw."""
import game.engine.events as ev
from game import engine, games
from game.engine.cards import parse_cards
from game.engine.carddefs import GameSchema
from game.engine.effects import Param


class Stalemate(engine.Rules):
    """Two players who may only pass; ``turns`` counts the passes, ``stuck`` says whether it still counts."""
    name = "stalemate"

    @classmethod
    def setup(cls, state, options):
        state.data.update(turn=0, passes=0, counting=options.get("counting", True), loop=False)

    @classmethod
    def legal(cls, state):
        return [engine.Action("pass", state.data["turn"]), engine.Action("loop", state.data["turn"])]

    @classmethod
    def perform(cls, state, action):
        state.data["turn"] = 1 - state.data["turn"]
        if state.data["counting"]:
            state.data["passes"] += 1
        state.data["loop"] = action.kind == "loop"

    @classmethod
    def chain_empty(cls, state):
        return state.data["loop"]          # a rule that always finds more to do

    @classmethod
    def step_limit(cls, state):
        return 50

    @classmethod
    def progress(cls, state):
        return state.data["passes"]

    stall_limit = 10


games.register(engine.GameManifest(name="stalemate", title="Stalemate", blurb="Nobody moves.", rules=Stalemate,
                                   schema=GameSchema("stalemate", ("thing",), {"value": Param("int", 0)})))
CARDS, _ = parse_cards("stalemate:\n  cards: []\n", "stalemate.yaml")


def play_until_over(state, kind="pass", most=1000):
    events = []
    while not state.over and most:
        events += engine.apply(state, engine.Action(kind, state.data["turn"]))
        most -= 1
    return events


def test_a_game_at_its_rules_step_limit_ends_as_a_draw():
    state = engine.new_game("stalemate", ["Ann", "Bob"], 1, CARDS)
    events = play_until_over(state)
    assert state.over and state.step == 50
    assert state.winners == () and state.end_reason == "limit"
    assert [e.reason for e in events if isinstance(e, ev.GameOver)] == ["limit"]


def test_a_game_whose_progress_mark_stands_still_ends_as_a_draw():
    state = engine.new_game("stalemate", ["Ann", "Bob"], 1, CARDS, counting=False)
    play_until_over(state)
    assert state.over and state.end_reason == "limit"
    assert state.step == Stalemate.stall_limit


def test_a_chain_that_never_empties_ends_the_game_within_the_action():
    state = engine.new_game("stalemate", ["Ann", "Bob"], 1, CARDS)
    engine.apply(state, engine.Action("loop", 0))
    assert state.over and state.end_reason == "limit" and state.step == 1


def test_a_draw_scores_each_seat_alike():
    from game.lab.balance import seat_scores
    assert seat_scores((), 2) == [0.5, 0.5]
    assert seat_scores((1,), 2) == [0.0, 1.0]
