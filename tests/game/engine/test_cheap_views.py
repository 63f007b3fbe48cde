"""The view is built straight from the state; what it shows is what the copy-and-overwrite view showed."""
import random

import pytest

from game import engine
from tests.pinned import pinned_cards


CARDS = pinned_cards()


def positions(game, seed, seats=2):
    state = engine.new_game(game, [f"P{i + 1}" for i in range(seats)], seed, CARDS)
    rng = random.Random(seed)
    while not state.over:
        yield state
        acts = engine.legal_actions(state)
        engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))


def moves(acts):
    return [(a.kind, a.seat, a.args, a.label, a.card, a.to) for a in acts]


@pytest.mark.parametrize("game", ["banished", "pariahs", "seize"])
def test_the_seat_to_move_finds_in_its_view_the_moves_its_view_alone_gives(game):
    for state in positions(game, 11):
        engine.legal_actions(state)
        mover = state.rules.to_move(state)
        mine = engine.view(state, mover)
        assert mine._legal_cache is not None
        worked_out = mine.clone()
        assert worked_out._legal_cache is None
        assert moves(engine.legal_actions(mine)) == moves(engine.legal_actions(worked_out))


def test_the_other_seat_works_its_moves_out_from_its_own_view():
    state = next(s for s in positions("banished", 3) if s.data.get("phase") == "turn")
    mover = state.rules.to_move(state)
    assert engine.view(state, 1 - mover)._legal_cache is None


def test_a_card_changed_after_a_view_shows_its_change_in_the_next_view():
    state = next(s for s in positions("seize", 2) if s.step == 3)
    uid = state.zones["deck"].cards[0]
    assert engine.view(state, 0).cards[uid].card_id is None
    engine.reveal(state, uid)
    assert engine.view(state, 0).cards[uid].card_id == state.cards[uid].card_id
    other = state.zones["deck"].cards[1]
    engine.view(state, 1)
    engine.move(state, other, "hand:1", face_up=False)
    assert engine.view(state, 0).cards[other].card_id is None
    shown = engine.view(state, 1).cards[other]
    assert shown.card_id == state.cards[other].card_id and shown.zone == "hand:1"


def test_changing_a_card_in_a_view_leaves_the_state_and_other_views_alone():
    state = next(s for s in positions("pariahs", 4) if s.step == 5)
    first = engine.view(state, 0)
    uid = next(u for u, c in first.cards.items() if c.card_id is None)
    first.writable(uid).card_id = "changed"
    assert state.cards[uid].card_id != "changed"
    assert engine.view(state, 0).cards[uid].card_id is None


def test_a_move_whose_label_is_worded_when_read_pickles_with_its_words():
    import pickle
    state = next(s for s in positions("banished", 5) if s.data.get("phase") == "turn")
    act = next(a for a in engine.legal_actions(state) if a.kind == "dispel")
    again = pickle.loads(pickle.dumps(act))
    assert again == act and again.label == act.label and again.label.startswith("Dispel ")


def shown(view):
    return ({name: list(z.cards) for name, z in view.zones.items()},
            {u: (c.card_id, c.owner, c.zone, c.face_up, dict(c.props)) for u, c in view.cards.items()},
            view.data["hidden_pool"])


def test_the_list_of_changed_cards_is_emptied_once_both_seats_looked_and_views_stay_as_if_made_afresh(monkeypatch):
    import game.engine.views as views
    monkeypatch.setattr(views, "TOUCHED_KEPT", 40)
    lengths = []
    for state in positions("banished", 5):
        for seat in (0, 1):
            assert shown(engine.view(state, seat)) == shown(engine.view(state.clone(), seat))
        lengths.append(len(state._touched))
    emptied = sum(1 for before, after in zip(lengths, lengths[1:]) if after < before)
    assert max(lengths) <= 40 and emptied >= 3 and state.step > 60
