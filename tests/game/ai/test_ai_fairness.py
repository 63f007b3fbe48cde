"""No computer player's choice depends on cards hidden from it (Duel); only a measuring stick sees the other hand."""
import random

import pytest

from game import engine
from game.ai.determinize import determinize
from game.ai.greedy import GreedyPlayer
from game.ai.ismcts import HardPlayer, Settings
from tests.game.ai.duel import hand_values, new_duel
from tests.pinned import pinned_cards


# -- fairness -----------------------------------------------------------------

def swap_hidden(state, seat):
    """The same position except that the opponent's hand and the deck trade identities."""
    other = state.clone()
    theirs = other.zones[f"hand:{1 - seat}"].cards
    deck = other.zones["deck"].cards
    for a, b in zip(theirs, deck):
        ca, cb = other.writable(a), other.writable(b)
        ca.card_id, cb.card_id = cb.card_id, ca.card_id
    assert hand_values(other, 1 - seat) != hand_values(state, 1 - seat)
    return other


PLAYERS = {"greedy": lambda: GreedyPlayer(seed=9),
           "hard": lambda: HardPlayer(seed=9, iterations=150),
           "hard, modelling its opponent": lambda: HardPlayer(seed=9, iterations=150,
                                                              settings=Settings(opponent_model=2))}


@pytest.mark.parametrize("level", PLAYERS)
def test_hidden_cards_do_not_change_the_decision(level):
    for seed in range(4):
        state = new_duel(seed)
        engine.apply(state, engine.legal_actions(state)[0])    # seat 1 answers a led card
        other = swap_hidden(state, 1)
        views = engine.view(state, 1), engine.view(other, 1)
        assert PLAYERS[level]().choose(views[0]) == PLAYERS[level]().choose(views[1])


def test_what_a_reading_player_read_of_the_table_does_not_see_hidden_cards():
    """A player that read the other seat's plays decides the same whatever the cards hidden from it are."""
    checked = 0
    for seed in range(8):
        state = new_duel(seed)
        reader, twin = (HardPlayer(seed=9, iterations=60,
                                   settings=Settings(opponent_model=1, read=40, reuse_tree=True))
                        for _ in range(2))
        other = GreedyPlayer(seed=4)
        while not (state.record and state.rules.to_move(state) == 0 and state.record[-1][0] == 1
                   and state.counter("points", 0) + state.counter("points", 1)):   # Ann answers, a trick in
            seat = state.rules.to_move(state)
            if seat == 0:
                view = engine.view(state, 0)
                action = reader.choose(view)
                assert twin.choose(view) == action
            else:
                action = other.choose(engine.view(state, 1))
            engine.apply(state, action)
        if len(state.zones["deck"].cards) < 2:
            continue
        choices = reader.choose(engine.view(state, 0)), twin.choose(engine.view(swap_hidden(state, 0), 0))
        assert reader.reading.last[0] > 0 and twin.reading.last[0] > 0
        assert choices[0] == choices[1]
        checked += 1
    assert checked >= 2


def test_a_view_of_another_seats_decision_is_never_searched_from_its_options():
    state = new_duel(2)
    view = engine.view(state, 1)
    assert view.rules.to_move(view) == 0
    deal = determinize(view, random.Random(0))
    assert engine.legal_actions(deal)      # computed on the deal, for the seat that acts


def test_a_measuring_stick_is_handed_the_other_hand_and_a_player_never_is():
    """benchmarks/ai.py's `peek` sees the opponent's hand; the view every player gets does not."""
    from benchmarks.ai import hands_shown
    state = engine.new_game("seize", ["a", "b"], 5, pinned_cards())
    plain, shown = engine.view(state, 0), hands_shown(state, 0)
    other = state.zones["hand:1"].cards
    assert all(plain.cards[u].card_id is None for u in other)
    assert [shown.cards[u].card_id for u in other] == [state.cards[u].card_id for u in other]
    assert len(shown.data["hidden_pool"]) == len(plain.data["hidden_pool"]) - len(other)
    assert all(shown.cards[u].card_id is None for u in state.zones["deck"].cards)
