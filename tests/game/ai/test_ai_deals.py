"""Dealing the hidden cards for a seat (Duel): what is seen stays, the rest is shuffled, each card in its group."""
import dataclasses
import random

from game import engine, games
from game.ai.determinize import Memory, determinize, hidden_uids, redeal_for
from tests.game.ai.duel import MANIFEST, hand_values, new_duel


# -- deals --------------------------------------------------------------------

def test_a_deal_uses_exactly_the_hidden_pool_and_keeps_what_is_seen():
    state = new_duel(3)
    view = engine.view(state, 0)
    hidden = hidden_uids(view)
    assert len(hidden) == 7 and all(view.cards[u].card_id is None for u in hidden)
    deal = determinize(view, random.Random(1))
    assert sorted(deal.cards[u].card_id for u in hidden) == sorted(c for c, _ in view.data["hidden_pool"])
    for uid in state.zones["hand:0"].cards:
        assert deal.cards[uid].card_id == state.cards[uid].card_id


def test_deals_vary_with_the_players_generator():
    view = engine.view(new_duel(3), 0)
    rng = random.Random(5)
    deals = {tuple(determinize(view, rng).cards[u].card_id for u in view.zones["hand:1"].cards)
             for _ in range(30)}
    assert len(deals) > 5


def test_a_card_seen_going_into_a_deck_stays_in_that_deck_but_not_in_its_place():
    state = new_duel(3)
    mine = state.zones["hand:0"].cards[0]
    memory = Memory()
    memory.observe(engine.view(state, 0))
    engine.move(state, mine, "deck", index=0, face_up=False)      # seen going to the bottom
    view = engine.view(state, 0)
    assert view.cards[mine].card_id is None
    places = set()
    for seed in range(30):
        deal = determinize(view, random.Random(seed), memory)
        where = [u for u in view.zones["deck"].cards if deal.cards[u].card_id == state.cards[mine].card_id]
        assert len(where) == 1
        places.add(where[0])
    assert len(places) > 1          # decks are shuffled: which card of the deck it is, nobody knows


def test_a_card_seen_going_into_a_hand_is_remembered_but_not_once_it_is_shuffled_away():
    state = new_duel(3)
    uid = state.zones["deck"].cards[-1]
    state.zones["deck"].visibility = engine.PUBLIC       # the top card lies face up for a moment
    state.writable(uid).face_up = True
    memory = Memory()
    memory.observe(engine.view(state, 0))
    state.zones["deck"].visibility = engine.SECRET
    engine.move(state, uid, "hand:1")
    view = engine.view(state, 0)
    assert view.cards[uid].card_id is None
    assert memory.known(view, uid) == (state.cards[uid].card_id, ())
    for _ in range(5):
        assert determinize(view, random.Random(_), memory).cards[uid].card_id == state.cards[uid].card_id
    engine.move(state, uid, "deck", index=0, face_up=False)
    assert memory.known(engine.view(state, 0), uid) is None


def test_a_constraint_keeps_each_card_in_its_group():
    view = engine.view(new_duel(4), 0)
    odd_in_hand = (lambda v, card: card.zone == "hand:1", lambda v, entry: int(entry[0][1:]) % 2 == 1)
    games.register(dataclasses.replace(MANIFEST, deal_constraint=odd_in_hand))
    try:
        for seed in range(20):
            deal = determinize(view, random.Random(seed))
            assert all(int(deal.cards[u].card_id[1:]) % 2 == 1 for u in view.zones["hand:1"].cards)
    finally:
        games.register(MANIFEST)


def test_a_position_dealt_again_for_a_seat_keeps_what_it_sees_and_shuffles_the_rest():
    state = new_duel(3)
    engine.apply(state, engine.legal_actions(state)[0])          # a led card lies face up
    before = {u: c.card_id for u, c in state.cards.items()}
    unseen = state.zones["hand:0"].cards + state.zones["deck"].cards
    hands = set()
    for seed in range(20):
        imagined = redeal_for(state, 1, random.Random(seed))
        assert hand_values(imagined, 1) == hand_values(state, 1)
        assert imagined.zones["trick"].cards == state.zones["trick"].cards
        assert imagined.cards[state.zones["trick"].cards[0]].card_id == before[state.zones["trick"].cards[0]]
        assert sorted(imagined.cards[u].card_id for u in unseen) == sorted(before[u] for u in unseen)
        hands.add(tuple(hand_values(imagined, 0)))
    assert len(hands) > 5
    assert {u: c.card_id for u, c in state.cards.items()} == before      # the position itself is untouched


def test_a_position_dealt_again_keeps_each_card_in_its_group():
    state = new_duel(4)
    theirs = sorted(state.cards[u].card_id for u in state.zones["hand:1"].cards)
    games.register(dataclasses.replace(MANIFEST, deal_constraint=(lambda v, card: card.zone == "hand:1",
                                                                  lambda v, entry: None)))
    try:
        for seed in range(10):
            imagined = redeal_for(state, 0, random.Random(seed))
            assert sorted(imagined.cards[u].card_id for u in imagined.zones["hand:1"].cards) == theirs
    finally:
        games.register(MANIFEST)
