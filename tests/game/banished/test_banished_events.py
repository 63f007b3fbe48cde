"""Banished's own events: emitted where the rules act, with their facts as fields, told in the log as before."""
from game.banished import progress
from game.banished.events import GrimSilenced, WonAtZeroLife
from game.engine import events as ev
from game.engine.describe import describe_event
from tests.game.banished.test_banished_kit import FILLER, end_turn, hand_act, last_turn_position, life, uid


def test_a_curse_of_silence_is_an_event_naming_the_seat_and_its_grim():
    """The Curse silences the Grim of the seat that must play it."""
    state = last_turn_position(favor=1, grim=["fire_4", "air_4"], hands=[["curse_silence"] + [FILLER] * 4,
                                                                         [FILLER] * 5])
    anns_grim = uid(state, "grim:0", "fire_4")
    events = hand_act(state, "use", "curse_silence")
    (silenced,) = [e for e in events if isinstance(e, GrimSilenced)]
    assert (silenced.seat, silenced.card) == (0, anns_grim) and progress.silenced(state) == (0,)
    assert describe_event(state, silenced) == "Ann's Grim loses its effects this Combat."
    assert ev.event_from_dict(silenced.to_dict()) == silenced
    assert not [e for e in events if isinstance(e, ev.Message)]


def test_a_seat_winning_combat_at_zero_life_is_an_event():
    state = last_turn_position(seats=3, life=[0, 10, 10], grim=["fire_5", "nature_4", None])
    events = end_turn(state)
    (won,) = [e for e in events if isinstance(e, WonAtZeroLife)]
    assert won.seat == 0 and life(state, 0) == 1
    who = state.seats[0]
    assert describe_event(state, won) == f"{who} wins Combat at 0 Life: no one takes damage, and {who} gains 1 Life."
    assert ev.event_from_dict(won.to_dict()) == won
