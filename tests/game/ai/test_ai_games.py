"""The computer players in the three games: fair play, the obvious move, and beating `random`."""
import pathlib
import random

import pytest

from game import engine
from game.ai import make_player
from game.ai.arena import play_match
from game.ai.determinize import Dealer, hidden_uids
from game.ai.greedy import AllDealsGreedy, GreedyPlayer
from game.ai.ismcts import HardPlayer
from game.ai.random_player import RandomPlayer
from tests.scenarios import scenario
from tests.pinned import pinned_cards

CARDS = pinned_cards()
HERE = pathlib.Path(__file__).resolve().parent
GAMES = ("seize", "pariahs", "banished")


def midgame(game, seed, steps):
    """A position reached by random play, with someone to move."""
    state = engine.new_game(game, ("Ann", "Bob"), seed, CARDS)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    for _ in range(steps):
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))
    assert not state.over
    return state


def swapped(state, seat):
    """The same position but for the identities of cards hidden from ``seat``: the opponent's
    hand trades cards with the other hidden cards of the same owner."""
    other = state.clone()
    view = engine.view(state, seat)
    hidden = hidden_uids(view)
    theirs = [u for u in hidden if other.cards[u].zone == f"hand:{1 - seat}"]
    changed = 0
    for uid in theirs:
        card = other.writable(uid)
        for alt in hidden:
            partner = other.cards[alt]
            if alt not in theirs and partner.owner == card.owner and \
                    (partner.card_id, partner.props) != (card.card_id, card.props):
                partner = other.writable(alt)
                card.card_id, partner.card_id = partner.card_id, card.card_id
                card.props, partner.props = partner.props, card.props
                changed += 1
                break
    assert changed, "the opponent's hand should hold hidden cards"
    assert _view_facts(engine.view(other, seat)) == _view_facts(view)
    return other


def _view_facts(view):
    return ({n: list(z.cards) for n, z in view.zones.items()},
            {u: (c.card_id, sorted(c.props.items()), c.owner, c.face_up) for u, c in view.cards.items()},
            view.data["hidden_pool"])


# -- fair play ------------------------------------------------------------------------

@pytest.mark.parametrize("game,steps", [("seize", 3), ("pariahs", 4), ("banished", 12)])
@pytest.mark.parametrize("level", ["greedy", "hard"])
def test_cards_hidden_from_the_player_do_not_change_its_decision(game, steps, level):
    state = midgame(game, 11, steps)
    seat = state.rules.to_move(state)
    other = swapped(state, seat)

    def player():
        return GreedyPlayer(seed=3) if level == "greedy" else HardPlayer(seed=3, iterations=40)

    assert player().choose(engine.view(state, seat)) == player().choose(engine.view(other, seat))


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_gives_the_hidden_cards_exactly_the_hidden_pool(game):
    state = midgame(game, 5, 6)
    seat = state.rules.to_move(state)
    view = engine.view(state, seat)
    deal = Dealer(view).deal(random.Random(1))
    hidden = hidden_uids(view)
    dealt = sorted((deal.cards[u].card_id, tuple(sorted(deal.cards[u].props.items()))) for u in hidden)
    assert dealt == sorted((c, tuple(p)) for c, p in view.data["hidden_pool"])
    for uid, card in view.cards.items():
        if card.card_id is not None:
            assert deal.cards[uid].card_id == card.card_id


def test_a_pariahs_deal_keeps_every_card_its_owners_color():
    view = engine.view(midgame("pariahs", 5, 6), 0)
    deal = Dealer(view).deal(random.Random(2))
    for uid in hidden_uids(view):
        card = deal.cards[uid]
        assert card.props["color"] == ("yellow" if card.owner == 0 else "blue")


# -- the obvious move -------------------------------------------------------------------

def seize_to_the_tonic():
    """Bob answers a led Kingdom; his Giver Beauty seizes the Trump home to the Tonic and wins."""
    return scenario(HERE, "seize_to_the_tonic", CARDS)


@pytest.mark.parametrize("player", [GreedyPlayer(seed=1), HardPlayer(seed=1, iterations=200)],
                         ids=["greedy", "hard"])
def test_the_player_seizes_back_to_the_tonic_when_nothing_can_negate_it(player):
    state = seize_to_the_tonic()
    action = player.choose(engine.view(state, 1))
    assert action.kind == "seize" and state.cards[action.args[0]].card_id == "beauty"
    engine.apply(state, action)
    assert state.over and state.winners == (1,)


def declined_seize_home():
    """The Trump is off the Tonic (Demon).  Ann leads; Bob holds no Demon, so he cannot seize
    home, though the deck he drew from is half Demons."""
    return scenario(HERE, "declined_seize_home", CARDS)


VALUES = {"youth": 2, "beauty": 7, "strife": 8, "love": 9, "wisdom": 11, "kingdom": 12, "death": 14}


def seizer_share(hands, below):
    """The share of hands holding a colored Demon that could seize a lead of value ``below``."""
    return sum(any(VALUES[card_id] < below and dict(props).get("suit") == "demon" and not dict(props).get("drained")
                   for card_id, props in hand.values()) for hand in hands) / len(hands)


def test_a_seize_home_not_made_tells_the_reader_the_hand_holds_no_tonic_seizer():
    """Bob answered without seizing home: a one-step player with a Demon below the lead would
    have won at once.  Ann's read of that gives Bob's two kept cards such a Demon far less often
    than a plain deal of what she cannot see, which gives him one about half the time."""
    state = declined_seize_home()
    # Bob plays every action on every deal (`greedy3`), the one-step player Ann's read models
    ann, bob = HardPlayer(seed=2, iterations=60), AllDealsGreedy(seed=1)
    led = ann.choose(engine.view(state, 0))
    engine.apply(state, led)
    answer = bob.choose(engine.view(state, 1))
    assert answer.kind != "seize" or state.cards[answer.args[0]].props["suit"] != "demon"
    engine.apply(state, answer)
    while state.rules.to_move(state) != 0:
        engine.apply(state, bob.choose(engine.view(state, 1)))
    view = engine.view(state, 0)
    kept = set(view.zones["hand:1"].cards)
    rng = random.Random(4)
    hands = ann.reading.hands(view, 0, rng)
    assert hands and all(set(hand) <= kept for hand in hands)
    dealt = [{u: (deal.cards[u].card_id, tuple(sorted(deal.cards[u].props.items()))) for u in kept}
             for deal in (Dealer(view).deal(rng) for _ in range(300))]
    below = VALUES[state.cards[led.args[0]].card_id]
    assert seizer_share(hands, below) < 0.3 < 0.45 < seizer_share(dealt, below)


def last_placement_of_the_game():
    """Round 6, Yellow's last card.  Blue leads the Influence 12 to 4 and would take the round's
    Support, leaving the Support level and Blue's bigger deck to win the tie.  Only the Admiral
    stops it (at a Location worth 1 or more); the Ragpicker cannot."""
    return scenario(HERE, "last_placement_of_the_game", CARDS)


@pytest.mark.parametrize("player", [GreedyPlayer(seed=1), HardPlayer(seed=1, iterations=200)],
                         ids=["greedy", "hard"])
def test_the_player_places_the_card_that_wins_the_last_round(player):
    state = last_placement_of_the_game()
    action = player.choose(engine.view(state, 0))
    assert action.kind == "place" and state.cards[action.args[0]].card_id == "c4_admiral"
    assert action.args[1] != 7          # The Well (0) adds nothing: 11 does not overtake 12
    seat = 0
    while not state.over and state.rules.to_move(state) == seat:
        engine.apply(state, player.choose(engine.view(state, seat)))
    assert state.over and state.winners == (0,)


def finishing_blow():
    """Bob has played Hollow cards and has 2 Life; Ann, last to play, holds the Fire Grim."""
    return scenario(HERE, "finishing_blow", CARDS)


@pytest.mark.parametrize("player", [GreedyPlayer(seed=1), HardPlayer(seed=1, iterations=200)],
                         ids=["greedy", "hard"])
def test_the_player_ends_its_turn_with_its_strongest_grim_in_play(player):
    state = finishing_blow()
    while not state.over and state.rules.to_move(state) == 0 and state.data["phase"] == "turn":
        engine.apply(state, player.choose(engine.view(state, 0)))
    assert state.over and state.winners == (0,)


# -- strength ---------------------------------------------------------------------------

@pytest.mark.parametrize("game,games,wins,iterations", [("seize", 10, 9, 100), ("pariahs", 2, 2, 30),
                                                         ("banished", 2, 2, 12)])
@pytest.mark.slow
def test_hard_beats_random(game, games, wins, iterations):
    won = 0
    for i in range(games):
        seat = i % 2
        players = [RandomPlayer(seed=i), RandomPlayer(seed=i)]
        players[seat] = HardPlayer(seed=i, iterations=iterations)
        state = engine.new_game(game, ("Ann", "Bob"), 100 + i, CARDS)
        while not state.over:
            mover = state.rules.to_move(state)
            engine.apply(state, players[mover].choose(engine.view(state, mover)))
        won += state.winners == (seat,)
    assert won >= wins


def test_a_simulation_with_a_time_budget_runs_to_the_end():
    match = play_match("seize", ["ai:hard:0.01", "ai:greedy"], 4, CARDS)
    assert match.winners and len(match.times[0]) > 0
    assert match.iterations[0] > 0
    assert isinstance(make_player("ai:hard:0.01"), HardPlayer)
