"""The Banished computer players: the evaluation's deck worth, and the deals the search samples."""
import dataclasses
import random

from game import engine
from game.ai.determinize import Dealer, Memory
from game.ai.pricing import printed_pricing
from game.banished.evaluation import deck_strength
from game.ai.ismcts import HardPlayer
from game.banished.ai_settings import SETTINGS
from tests.pinned import pinned_cards


CARDS = pinned_cards()
HOLLOW = ["hollow_spirit"] * 3


def position(**setup):
    base = {"favor": 0, "turn": 0, "queue": [1], "hands": [[], HOLLOW + HOLLOW[:2]],
            "decks": [[], HOLLOW * 2]}
    base.update(setup)
    return engine.new_game("banished", ("Ann", "Bob"), 5, CARDS, setup=base)


def test_a_five_card_deck_is_worth_its_best_grim_and_two_best_bond_cards():
    # every hand is the whole deck: the Fire 6 Grim (6), the Fire Sword (Power 3, doubled when its
    # condition holds, about half the time), a Spirit (1)
    state = position(hands=[["fire_6", "fire_sword", "hollow_spirit", "hollow_spirit", "sleeping_death"], []])
    assert deck_strength(state, 0) == 6 + (3 + 0.5 * 3) + 1
    with printed_pricing():          # the baseline levels: the Sword's Value 4 over its Power 3
        assert deck_strength(state, 0) == 6 + 4 + 1


def test_a_cup_is_worth_what_its_ability_does():
    weak = position(hands=[["fire_6", "fire_cup", "hollow_spirit", "hollow_spirit", "hollow_spirit"], []])
    assert deck_strength(weak, 0) == 6 + (1 + 2) + 1


def test_a_deck_with_more_cards_than_a_hand_is_worth_less_than_its_best_cards():
    cards = ["fire_6", "fire_sword", "hollow_spirit", "hollow_spirit", "sleeping_death"]
    thick = position(hands=[cards, []], decks=[HOLLOW * 3, HOLLOW * 2])
    thin = position(hands=[cards, []], decks=[HOLLOW, HOLLOW * 2])
    assert deck_strength(thick, 0) < deck_strength(thin, 0) < 11


def test_a_card_a_seat_conjured_is_dealt_among_the_seats_cards_once_memory_lost_track_of_it():
    crypt = ["water_cup", "earth_cup", "air_cup", "ice_cup", "light_cup", "water_sword", "earth_sword"]
    state = position(discards=[[], ["fire_6"]], decks=[HOLLOW * 2, HOLLOW * 2], crypt=crypt)
    memory = Memory()
    memory.observe(engine.view(state, 0))
    fire = next(u for u, c in state.cards.items() if c.card_id == "fire_6")
    engine.move(state, fire, "deck:1")
    engine.move(state, fire, "hand:1")          # shuffled in and drawn: which card it is, is lost
    view = engine.view(state, 0)
    assert memory.known(view, fire) is None
    rng = random.Random(3)

    def owners_of_fire(remembered):
        dealer = Dealer(view, memory, remembered=remembered)
        return {next(c.owner for c in deal.cards.values() if c.card_id == "fire_6")
                for deal in (dealer.deal(rng) for _ in range(40))}
    assert owners_of_fire(remembered=True) == {1}
    assert None in owners_of_fire(remembered=False)


def test_scoring_on_copies_that_keep_the_moves_searches_exactly_as_plain_copies():
    state = position(favor=1, turn=0, queue=[], life=[20, 2], obol=[6, 0], grim=[None, "sleeping_death"],
                     hands=[["fire_6", "fire_sword", "hollow_spirit", "sleeping_death", "temporal_sands"], []],
                     decks=[HOLLOW * 2, HOLLOW * 2],
                     spread=["water_cup", "earth_cup", "air_cup", "ice_cup", "light_cup"])
    view = engine.view(state, 0)
    roots = []
    for fast in (False, True):
        settings = dataclasses.replace(SETTINGS, reuse_legal=fast)
        player = HardPlayer(seed=4, iterations=80, settings=settings)
        player.memory.observe(view)
        root, _ = player.search(view, [a for a in engine.legal_actions(view) if a.kind != "concede"])
        roots.append({key: (child.visits, round(child.value, 9)) for key, child in root.children.items()})
    assert roots[0] == roots[1]
