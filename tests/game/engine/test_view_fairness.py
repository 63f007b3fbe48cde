"""A view tells a seat nothing the table does not: not the seed, not a deck's order, not a card by its uid."""
from game import engine
from tests.pinned import pinned_cards


CARDS = pinned_cards()


def seize_game(seed=5):
    return engine.new_game("seize", ["Ann", "Bo"], seed, CARDS)


def visible(view):
    return ({name: list(z.cards) for name, z in view.zones.items()},
            {u: (c.card_id, c.owner, c.zone, c.face_up, dict(c.props)) for u, c in view.cards.items()},
            view.data["hidden_pool"], view.seed)


def test_a_view_does_not_carry_the_seed_that_shuffled_the_decks():
    state = seize_game(seed=1234)
    assert engine.view(state, 0).seed != 1234


def test_two_orders_of_the_table_deck_give_the_same_view():
    state = seize_game()
    other = state.clone()
    deck = other.writable_zone("deck").cards
    deck[0], deck[-1] = deck[-1], deck[0]
    assert state.zones["deck"].cards != deck
    assert state.cards[deck[0]].card_id != state.cards[deck[-1]].card_id or \
        state.cards[deck[0]].props != state.cards[deck[-1]].props
    assert visible(engine.view(state, 0)) == visible(engine.view(other, 0))


def test_a_card_seen_in_a_deck_keeps_its_place_in_the_view():
    state = seize_game()
    top = state.zones["deck"].cards[-2:]
    engine.show(state, top, 0)
    mine = engine.view(state, 0)
    assert mine.zones["deck"].cards[-2:] == top
    assert [mine.cards[u].card_id for u in top] == [state.cards[u].card_id for u in top]


def test_uids_are_not_numbered_in_the_order_the_cards_were_made():
    made = list(seize_game().cards)
    assert made != sorted(made)
    assert made != list(seize_game(seed=6).cards)


def test_a_card_shown_after_a_view_takes_its_place_in_the_next_view_of_the_unchanged_deck():
    state = seize_game()
    before = engine.view(state, 0)                # the deck's hidden order is worked out once, then kept
    top = state.zones["deck"].cards[-1]
    assert engine.view(state, 0).zones["deck"].cards == before.zones["deck"].cards
    engine.show(state, [top], 0)
    assert engine.view(state, 0).zones["deck"].cards[-1] == top
    assert engine.view(state, 1).zones["deck"].cards == sorted(state.zones["deck"].cards)
