"""Reading the table (Duel): the record of plays, and the hands another seat's plays point to."""
import random

from game import engine
from game.ai.determinize import Dealer, hidden_uids
from game.ai.greedy import GreedyPlayer
from game.ai.read import Reading
from tests.game.ai.duel import new_duel, set_hands


# -- reading the table ----------------------------------------------------------

def test_the_record_lists_every_action_and_every_seat_sees_it():
    state = new_duel(3)
    played = []
    for _ in range(3):
        action = engine.legal_actions(state)[0]
        engine.apply(state, action)
        played.append((action.seat, action.kind, action.args))
    assert state.record == tuple(played)
    assert engine.view(state, 0).record == engine.view(state, 1).record == state.record
    assert state.clone().record == state.record


def high_share(hands, state, above):
    """The share of hands in which some card of Bob's is numbered above ``above``."""
    return sum(any(int(card_id[1:]) > above for card_id, _ in hand.values()) for hand in hands) / len(hands)


def test_a_read_deals_the_opponent_the_hands_its_plays_point_to():
    """Bob answered a 6 with his lowest card and lost: a one-step player holding a higher card
    would have taken the trick, so the read hands mostly hold none, where plain deals often do."""
    state = new_duel(5)
    set_hands(state, [6, 9, 2], [1, 3, 4])
    rng = random.Random(3)
    reading = Reading(200)
    before = engine.view(state, 0)
    reading.keep(before, 0, Dealer(before))
    six = next(u for u in state.zones["hand:0"].cards if state.cards[u].card_id == "d6")
    engine.apply(state, engine.Action("play", 0, (six,)))
    bob = GreedyPlayer(seed=1).choose(engine.view(state, 1))
    assert state.cards[bob.args[0]].card_id == "d1"
    engine.apply(state, bob)
    view = engine.view(state, 0)
    hands = reading.hands(view, 0, rng)
    kept = set(before.zones["hand:1"].cards) & set(view.zones["hand:1"].cards)
    assert hands and all(set(hand) == kept for hand in hands)     # the card drawn since is not read
    plain = [{u: (deal.cards[u].card_id, ()) for u in kept} for deal in (Dealer(view).deal(rng) for _ in range(200))]
    assert high_share(hands, state, 6) < 0.25 < 0.5 < high_share(plain, state, 6)
    read = Dealer(view, hands=hands, plain=0.0)
    dealt = [{u: (deal.cards[u].card_id, ()) for u in kept} for deal in (read.deal(rng) for _ in range(100))]
    assert high_share(dealt, state, 6) < 0.25


def test_deals_patched_toward_read_hands_keep_the_hidden_pool():
    """Each patched deal gives the cards of one read hand their identities, and deals the rest of the pool as before."""
    state = new_duel(4)
    view = engine.view(state, 0)
    bob = view.zones["hand:1"].cards
    pool = sorted(c for c, _ in view.data["hidden_pool"])
    hands = [{bob[0]: (pool[0], ()), bob[1]: (pool[1], ())}, {bob[0]: (pool[1], ()), bob[2]: (pool[0], ())}]
    dealer = Dealer(view, hands=hands, plain=0.0)
    rng = random.Random(7)
    seen = set()
    for _ in range(40):
        deal = dealer.deal(rng)
        got = {u: (deal.cards[u].card_id, ()) for u in bob}
        match = [h for h in hands if all(got[u] == want for u, want in h.items())]
        assert match
        seen.add(id(match[0]))
        assert sorted(deal.cards[u].card_id for u in hidden_uids(view)) == pool
    assert len(seen) == 2


def test_a_read_that_its_own_actions_cannot_explain_is_dropped():
    """Kept deals of another seat's position, or of a position the game has left, read nothing."""
    state = new_duel(5)
    rng = random.Random(3)
    reading = Reading(50)
    view = engine.view(state, 0)
    reading.keep(view, 0, Dealer(view))
    assert reading.hands(engine.view(state, 1), 1, rng) == []        # not the seat that kept them
    reading.keep(view, 0, Dealer(view))
    assert reading.hands(view, 0, rng) == []                         # nobody acted since
