"""The table's shown position moves on by events without touching the states it was cloned from or beside."""
from game import engine
from game.engine import events as ev
from scenes.table.mirror import apply_event
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def test_events_played_on_the_shown_copy_leave_its_sibling_clones_alone():
    state = engine.new_game("pariahs", ["Ann", "Bob"], 3, CARDS)
    sandbox = state.clone()
    shown = state.clone()
    uid = shown.zones["hand:0"].cards[0]
    apply_event(shown, ev.CardMoved(uid, shown.cards[uid].card_id, "hand:0", "location:2", 0, True, (-1,), "place"))
    apply_event(shown, ev.CardChanged(uid, "mark", None, "drained"))
    assert shown.cards[uid].zone == "location:2" and shown.zones["location:2"].cards == [uid]
    for other in (state, sandbox):
        assert other.cards[uid].zone == "hand:0" and uid in other.zones["hand:0"].cards
        assert "mark" not in other.cards[uid].props
