"""A worded event (``events.Worded``: ``ActionTaken``, ``Message``) may be worded only when its text is read:
it reads, compares, prints and turns into a dict as the event with its text written out, and its words are
those of the moment it was made, however late they are read."""
import copy
import pickle
import random

import pytest

from game import engine
import game.engine.events as ev
from tests.pinned import pinned_cards


CARDS = pinned_cards()


def test_a_worded_event_reads_as_the_event_with_its_text():
    later = ev.ActionTaken(0, "lead", (str.format, "{} leads {}.", "Ann", "the Youth of the Demon"))
    written = ev.ActionTaken(0, "lead", "Ann leads the Youth of the Demon.")
    assert later.to_dict() == written.to_dict() == {
        "kind": "action_taken", "seat": 0, "action": "lead", "text": "Ann leads the Youth of the Demon."}
    assert later == written and later.text == written.text and repr(later) == repr(written)
    assert ev.event_from_dict(later.to_dict()) == later
    assert ev.ActionTaken(0, "play", "Ann leads the Youth of the Demon.") != written
    for copied in (pickle.loads(pickle.dumps(later)), copy.deepcopy(later)):
        assert copied == written and copied.words == written.text


def test_a_message_dict_of_before_loads_and_gives_the_same_dict():
    data = {"kind": "message", "text": "Ann draws 2 cards.", "seat": 0}
    message = ev.event_from_dict(data)
    assert message.text == "Ann draws 2 cards." and message.seat == 0 and message.to_dict() == data
    assert ev.event_from_dict({"kind": "message", "text": "Move taken back."}) == ev.Message("Move taken back.")


def _events(game: str, seed: int, read_at_once: bool) -> tuple[list, int]:
    """A seeded random game's event dicts, each read as it came or all once the game is over; and how many
    worded events were still unworded when they came."""
    state = engine.new_game(game, ["P1", "P2"], seed, CARDS)
    rng = random.Random(seed)
    kept, unworded = [], 0
    while not state.over:
        acts = engine.legal_actions(state)
        events = engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
        unworded += sum(isinstance(e, ev.Worded) and e.words.__class__ is tuple for e in events)
        kept += [e.to_dict() for e in events] if read_at_once else events
    return (kept if read_at_once else [e.to_dict() for e in kept]), unworded


@pytest.mark.parametrize("game", ["banished", "pariahs", "seize"])
@pytest.mark.parametrize("seed", [1, 2])
def test_words_read_after_the_game_moved_on_are_the_words_of_their_moment(game, seed):
    at_once, _ = _events(game, seed, read_at_once=True)
    at_the_end, unworded = _events(game, seed, read_at_once=False)
    assert at_the_end == at_once
    if game == "seize":
        assert unworded > 10
        told = [e["text"] for e in at_once if e["kind"] in ("action_taken", "message")]
        assert any(" leads the " in t for t in told) and any(" takes the trick with the " in t for t in told)


def test_a_seize_play_read_after_its_card_changed_names_the_card_as_it_was_played():
    from tests.game.seize.test_seize_support import find, lead, of_type, play, position
    state = position(trump="celestial", tonic="giver", leader=0, deck=["love arcane", "kingdom arcane"],
                     hands=[["wisdom giver", "strife arcane"], ["beauty demon", "death celestial"]])
    [led] = of_type(lead(state, "wisdom giver"), ev.ActionTaken)
    said = of_type(play(state, "death celestial"), ev.Message)
    assert led.words.__class__ is tuple and all(m.words.__class__ is tuple for m in said)
    uid = find(state, "wisdom giver")
    engine.set_prop(state, uid, "drained", True)
    engine.set_prop(state, uid, "suit", "demon")
    engine.set_prop(state, find(state, "death celestial"), "drained", True)
    assert led.text == "Ann leads the Wisdom of the Giver."
    assert "Bob takes the trick with the Death of the Celestial." in [m.text for m in said]
