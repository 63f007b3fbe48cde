"""Cards priced by what they do: every verb has a worth, and an edit to a card moves the players."""
import pytest
import yaml

from game import engine, games
from game.ai.greedy import GreedyPlayer
from game.ai.pricing import printed_pricing
from game.banished.evaluation import WORTHS as BANISHED_WORTHS
from game.engine.cards import parse_cards
from game.pariahs.evaluation import WORTHS as PARIAHS_WORTHS, evaluate_pariahs
from game.seize.cardset import table
from game.seize.evaluation import WORTHS as SEIZE_WORTHS, _answer_worth, strength
from tests.game.pariahs.pariahs_positions import BASE, find
from tests.pinned import PINNED_PATH, pinned_cards

CARDS = pinned_cards()


def edited(game, card_id, **fields):
    """The shipped card file with one card's fields replaced."""
    with open(PINNED_PATH, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    card = next(c for c in data[game]["cards"] if c["id"] == card_id)
    card.update(fields)
    cards, problems = parse_cards(yaml.safe_dump(data, sort_keys=False), "edited.yaml")
    assert cards is not None and not [p for p in problems if p.code.startswith("E")], problems
    return cards


@pytest.mark.parametrize("worths", [BANISHED_WORTHS, PARIAHS_WORTHS, SEIZE_WORTHS], ids=lambda w: w.game)
def test_every_instruction_of_a_games_language_declares_its_worth(worths):
    names = games.find(worths.game).language.names("instruction")
    assert names and worths.unpriced(names) == []


def pariahs_position(cards, deck):
    zones = dict(BASE, **{"deck:0": deck})
    return engine.new_game("pariahs", ("Ann", "Bob"), 7, cards, setup={"zones": zones})


def test_a_pariahs_follower_with_a_stronger_ability_makes_its_owner_s_position_worth_more():
    deck = ["c1_mudlark", "c2_weaver", "c1_tinker", "c3_smith"]
    stronger = edited("pariahs", "c2_weaver", abilities=[{"trigger": "used", "do": [{"gain": 3}]}])
    shipped, edited_value = (evaluate_pariahs(pariahs_position(c, deck))[0] for c in (CARDS, stronger))
    assert edited_value > shipped
    with printed_pricing():           # the baseline prices Followers by Influence alone
        assert evaluate_pariahs(pariahs_position(CARDS, deck))[0] == \
            evaluate_pariahs(pariahs_position(stronger, deck))[0]


@pytest.mark.parametrize("strong", ["c2_cooper", "c2_herbalist"])
def test_greedy_gains_the_supplicant_whose_ability_a_designer_made_strong(strong):
    ability = [{"trigger": "used", "do": [{"gain": 2}, {"earn_convert": 3}]}]
    cards = edited("pariahs", strong, abilities=ability)
    zones = dict(BASE, **{"supplicants:0": ["c2_weaver", "c2_cooper", "c2_herbalist"]})
    state = engine.new_game("pariahs", ("Ann", "Bob"), 7, cards, setup={"zones": zones})
    engine.apply(state, engine.Action("place", 0, (find(state, "c1_beggar", "hand:0"), 0)))   # Stage: gain
    assert state.pending is not None and state.pending.seat == 0
    choice = GreedyPlayer(seed=2).choose(engine.view(state, 0))
    assert state.cards[choice.card].card_id == strong


def seize_hand(cards, hand):
    return engine.new_game("seize", ("Ann", "Bob"), 3, cards, setup={
        "leader": 0, "trump": "demon", "tonic": "giver",
        "hands": [hand, ["love wild", "strife arcane"]],
        "deck": ["youth arcane", "love celestial", "strife unbound"]})


ANSWER = [{"trigger": "answer_negation", "cost": ["drain_this"], "do": ["recognize_seize"]}]


def test_a_seize_card_answers_a_negation_because_its_ability_says_so_not_because_of_its_name():
    hand = ["beauty wild", "strife arcane"]
    answering = edited("seize", "beauty", abilities=ANSWER)
    plain, given = (strength(s, 0, table(s.defs)) for s in (seize_hand(CARDS, hand), seize_hand(answering, hand)))
    assert given == pytest.approx(plain + SEIZE_WORTHS.rates["recognize_seize"])
    death_hand = ["death wild", "strife arcane"]
    mute_death = edited("seize", "death", abilities=[])
    with_answer, without = (strength(s, 0, table(s.defs)) for s in (seize_hand(CARDS, death_hand),
                                                                   seize_hand(mute_death, death_hand)))
    assert with_answer > without


def test_a_drained_youth_no_longer_answers_as_its_condition_says():
    state = seize_hand(CARDS, ["youth wild", "strife arcane"])
    t = table(state.defs)

    def answers():
        return _answer_worth(state, 0, [state.cards[u] for u in state.zones["hand:0"].cards], t)
    assert answers() == SEIZE_WORTHS.rates["recognize_seize"]
    youth = next(u for u in state.zones["hand:0"].cards if state.cards[u].card_id == "youth")
    state.writable(youth).props["drained"] = True
    assert answers() == 0


def test_a_banished_cup_edited_to_deal_more_damage_makes_the_deck_that_holds_it_stronger():
    from game.banished.evaluation import deck_strength
    hand = ["fire_6", "fire_cup", "hollow_spirit", "hollow_spirit", "hollow_spirit"]
    stronger = edited("banished", "fire_cup", abilities=[{"trigger": "when_revealed",
                                                          "do": [{"opponents_lose_life": 6}]}])

    def strength(cards):
        state = engine.new_game("banished", ("Ann", "Bob"), 5, cards, setup={
            "favor": 0, "turn": 0, "queue": [1], "hands": [hand, ["hollow_spirit"] * 5],
            "decks": [[], ["hollow_spirit"] * 6]})
        return deck_strength(state, 0)
    assert strength(stronger) == strength(CARDS) + 4
    with printed_pricing():
        assert strength(stronger) == strength(CARDS)
