"""The table's shown copy is the game's events applied to a copy of the state: after every event of whole
games of each game it equals the true state in all the table reads (zones, cards, counters, the game's
whole data, the pending decision with its options, the end), whichever seat watches.  The copy is cloned
once, at the deal: nothing puts the truth back into it."""
import copy
import random

import pytest

from game import engine
from game.engine import events as ev
from game.engine.eventlog import EventLog
from tests.pinned import pinned_cards

CARDS = pinned_cards()


class _Noted(EventLog):
    """A move's log that notes what its state is like after each event it takes."""
    __slots__ = ("after",)

    def __init__(self, state):
        super().__init__(state)
        self.after = []

    def append(self, event):
        super().append(event)
        self.after.append(seen(self.state))


def asked(pending, viewer=None) -> tuple | None:
    """The pending decision whole: its options (with their words and declared moves) unless ``viewer`` is
    another seat, to whom a view shows the question without its options."""
    if pending is None:
        return None
    hidden = viewer is not None and viewer != pending.seat
    options = [] if hidden else [(a.kind, a.seat, a.args, a.label, a.card, a.to) for a in pending.options]
    return pending.seat, pending.kind, pending.prompt, pending.source, copy.deepcopy(pending.data), options


def seen(state, viewer=None) -> tuple:
    """What the table reads of a state: every zone's cards in order, every card, the counters, the game's
    data, the turns to come, the pending decision and the game's end."""
    announced = state.rules.announced_props
    cards = {uid: (c.owner, c.zone, c.face_up, c.moves, {k: v for k, v in c.props.items() if k not in announced})
             for uid, c in state.cards.items()}
    return ({name: list(z.cards) for name, z in state.zones.items()}, cards, dict(state.counters),
            (state.over, state.winners), copy.deepcopy(state.data), list(state.turn_queue),
            asked(state.pending, viewer))


GAMES = [*[("banished", 2 + seed % 3, seed, seed % 2 or None) for seed in range(1, 9)],
         *[("seize", 2, seed, seed % 2 or None) for seed in range(1, 7)],
         *[("pariahs", 2, seed, seed % 2 or None) for seed in range(1, 5)]]


@pytest.mark.parametrize("game,seats,seed,viewer", GAMES)
def test_the_shown_copy_equals_the_true_state_after_every_event(game, seats, seed, viewer):
    truth = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, CARDS)
    shown = truth.clone()
    truth.log = _Noted(truth)
    rng, events = random.Random(seed), 0
    while not truth.over:
        playable = [a for a in engine.legal_actions(truth) if a.kind != "concede"]
        played = engine.apply(truth, rng.choice(playable))
        shown.pending = None            # a move answers its question, as the table's enqueue does
        # (a declined may tells no event)
        noted = list(truth.log.after)
        for i, e in enumerate(played):
            e.redacted(viewer).apply(shown)
            after = noted[i] if i < len(played) - 1 else seen(truth)     # the last: as the whole move left it
            assert seen(shown) == _as_seen_by(after, viewer), (truth.step, e)
            events += 1
        assert seen(shown, viewer) == seen(truth, viewer), (truth.step, "after the move")
        if viewer is None:                          # the table's own copy: it offers what the truth offers
            shown.moved_on_to(truth.step)
            assert shown.rules.to_move(shown) == truth.rules.to_move(truth), (truth.step, "whose move")
            assert engine.legal_actions(shown) == engine.legal_actions(truth), (truth.step, "the moves")
    assert events > 50 and any(isinstance(e, ev.GameOver) for e in played)


def _as_seen_by(after: tuple, viewer) -> tuple:
    """A noted state as ``viewer``'s events leave the copy: another seat's question without its options."""
    pending = after[-1]
    if pending is None or viewer is None or viewer == pending[0]:
        return after
    return (*after[:-1], (*pending[:-1], []))


def test_a_question_travels_whole_with_the_event_that_asks_it():
    truth = engine.new_game("seize", ["Ann", "Bob"], 2, CARDS)
    engine.tell_changes(truth)
    rng = random.Random(2)
    while not any(isinstance(e, ev.DecisionAsked) for e in engine.apply(
            truth, rng.choice([a for a in engine.legal_actions(truth) if a.kind != "concede"]))):
        assert not truth.over
    question = next(e for e in truth.log if isinstance(e, ev.DecisionAsked))
    blank = truth.clone()
    blank.pending = None
    question.apply(blank)
    assert asked(blank.pending) == asked(truth.pending) and blank.pending.options
    other = 1 - question.seat
    question.redacted(other).apply(blank)
    assert blank.pending.options == [] and blank.pending.prompt == truth.pending.prompt
    assert "options" not in str(question.to_dict())


def test_events_applied_to_the_shown_copy_leave_its_sibling_clones_alone():
    state = engine.new_game("pariahs", ["Ann", "Bob"], 3, CARDS)
    sandbox, shown = state.clone(), state.clone()
    uid = shown.zones["hand:0"].cards[0]
    ev.CardMoved(uid, shown.cards[uid].card_id, "hand:0", "location:2", 0, True, (-1,), "place").apply(shown)
    ev.CardChanged(uid, "mark", None, "drained").apply(shown)
    assert shown.cards[uid].zone == "location:2" and shown.zones["location:2"].cards == [uid]
    assert shown.cards[uid].props["mark"] == "drained"
    for other in (state, sandbox):
        assert other.cards[uid].zone == "hand:0" and uid in other.zones["hand:0"].cards
        assert "mark" not in other.cards[uid].props


def test_a_log_nobody_asked_to_tell_changes_carries_nothing():
    """The lab's games keep plain logs: their events carry no copies of the game's data."""
    state = engine.new_game("banished", ["Ann", "Bob"], 4, CARDS)
    rng = random.Random(4)
    for _ in range(30):
        events = engine.apply(state, rng.choice([a for a in engine.legal_actions(state) if a.kind != "concede"]))
        assert type(events) is list and not any(hasattr(e, "carried") for e in events)
    engine.tell_changes(state)
    events = engine.apply(state, engine.legal_actions(state)[0])
    assert any(hasattr(e, "carried") for e in events)
