"""A set-up the rules forbid is refused at its field (FILE:LINE:COL), read from a replay or given in code:
seats in range, each card in a zone its family may occupy, counts within the rules."""
import pytest

from game import engine
from game.engine.replay import loads
from game.engine.storage import SaveFileError
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def replay_text(game, seats, setup_lines):
    names = "".join(f"\n- P{i}" for i in range(seats))
    return f"format: 2\ngame: {game}\nseed: 1\nseats:{names}\nsetup:\n" + "".join(f"  {line}\n" for line in setup_lines)


def refusal(game, seats, setup_lines):
    with pytest.raises(SaveFileError) as err:
        loads(replay_text(game, seats, setup_lines), "bad.yaml", CARDS)
    return str(err.value)


@pytest.mark.parametrize("game,seats,lines,said", [
    ("seize", 2, ["hands: [[wisdom demon @9], []]"],
     "bad.yaml:8:12: setup.hands[0][0] set-up card 'wisdom demon @9': its owner is seat 0 or 1, not 9"),
    ("seize", 2, ["deck: [wisdom demon, {card: youth, suit: giver, owner: 4}]"],
     "bad.yaml:8:58: setup.deck[1].owner must be a whole number from 0 to 1, not 4"),
    ("seize", 2, ["pot: [love wild restored:purple]"], "bad.yaml:8:9: setup.pot[0] set-up card"),
    ("seize", 2, ["deck: [" + ", ".join(["love wild"] * 8) + "]"],
     "bad.yaml:8:87: setup.deck[7] is seat 0's card number 8 of value"),
    ("banished", 2, ["grim: [hollow_spirit, null]"],
     "bad.yaml:8:10: setup.grim[0] is 'hollow_spirit', a spirit: only a Grim goes in the Grim slot"),
    ("banished", 2, ["bonds: [[fire_cup, water_cup, air_cup], []]"],
     "bad.yaml:8:11: setup.bonds[0] holds 3 cards; a seat has at most 2"),
    ("banished", 3, ["bonds: [[], [wand_greed], []]"], "bad.yaml:9:16: setup.bonds[1][0] is 'wand_greed', a wand"),
    ("banished", 2, ["life: [20, 0]"], "bad.yaml:8:14: setup.life[1] is 0: in a two-seat game"),
    ("banished", 3, ["life: [0, 20, 0]"], "bad.yaml:9:9: setup.life leaves fewer than two seats with Life"),
    ("banished", 2, ["obol: [3, 10]"], "bad.yaml:8:13: setup.obol[1] must be a whole number from 0 to 9, not 10"),
    ("banished", 2, ["spread: [fire_4, fire_5, fire_6, water_4, water_5, water_6]"],
     "bad.yaml:8:11: setup.spread holds 6 cards; the Spread holds at most 5"),
    ("banished", 3, ["queue: [1, 1]"], "bad.yaml:9:10: setup.queue names a seat twice"),
    ("pariahs", 2, ["zones: {initiative: [[c2_cobbler, 0]]}"],
     "bad.yaml:8:24: setup.zones.initiative[0] is 'c2_cobbler', a class2: the Initiative cards are Class 1"),
    ("pariahs", 2, ["zones: {supplicants:0: [c1_beggar, c1_leper, c1_widow, c1_sweep]}"],
     "bad.yaml:8:26: setup.zones.supplicants:0 holds 4 cards; it holds at most 3 cards"),
    ("pariahs", 2, ["zones: {hand:5: [c1_beggar]}"], "bad.yaml:8:10: setup.zones has a key 'hand:5'"),
])
def test_a_set_up_the_rules_forbid_is_refused_at_its_field(game, seats, lines, said):
    text = refusal(game, seats, lines)
    assert text.startswith(said) and "\n" not in text


def test_the_same_rules_hold_for_a_set_up_given_in_code():
    with pytest.raises(engine.GameError, match=r"setup.hands\[0\]\[0\] .*owner is seat 0 or 1, not 9"):
        engine.new_game("seize", ["Ann", "Bob"], 1, CARDS, {"hands": [["wisdom demon @9"], []]})
    with pytest.raises(engine.GameError, match=r"setup.grim\[0\] is 'hollow_spirit'"):
        engine.new_game("banished", ["Ann", "Bob"], 1, CARDS, {"grim": ["hollow_spirit", None]})


def test_a_seat_at_no_life_in_a_three_seat_game_plays_on():
    replay = loads(replay_text("banished", 3, ["life: [20, 0, 5]", "grim: [fire_4, null, water_4]"]),
                   "ok.yaml", CARDS)
    state = replay.new_state(CARDS)
    assert [state.counter("life", s) for s in range(3)] == [20, 0, 5] and not state.over
    assert engine.legal_actions(state)
