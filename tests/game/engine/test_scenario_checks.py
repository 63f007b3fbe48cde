"""Positions written in words, replayed, and their JSON checked field by field.

Seize: the Trump and the Tonic after a Seize, the marks after a drain and a restore, and the
profiles after the game (the pot owned by the winner, the flames gone from both collections, a
run ended and the next origin seeded), settled in memory, never in the user's profiles.
Banished: Favor, the Round and Life after Combat.  Pariahs: Support after the seventh Convert.
"""
import json

import pytest

import main
from game.engine.replay import loads
from game.engine.state_json import state_json
from game.engine.storage import SaveFileError
from tests.pinned import pinned_cards

CARDS = pinned_cards()

SEIZE_WITH_PROFILES = """\
format: 2
game: seize
seed: 12
seats: [Ann, Bob]
options: {ante: 3}
profiles:
- name: Ann                      # a fresh standard origin: 42 cards
- name: Bob                      # nine cards: losing the ante ends the run
  collection: [wisdom demon drained, youth giver, love wild, death arcane, beauty demon, strife giver,
               kingdom wild, wisdom giver, youth demon]
actions:
- {seat: 0, lead: beauty/wild}
- {seat: 1, play: youth/giver#1}
- {seat: 0, lead: wisdom/unbound}
- {seat: 1, play: wisdom/giver#2}
- {seat: 0, lead: love/celestial}
- {seat: 1, seize: strife/giver#1}
- {seat: 1, lead: kingdom/wild#1}
- {seat: 0, extra: [wisdom/arcane, 0]}
- {seat: 0, extra: [youth/arcane, 0]}
- {seat: 0, play: wisdom/arcane}
- {seat: 1, lead: kingdom/arcane}
- {seat: 0, seize: strife/wild}
"""


def position_at(text, step):
    replay = loads(text, "scenario.yaml", CARDS)
    state = replay.new_state(CARDS)
    for _ in replay.steps_on(state, step):
        pass
    return replay, state, state_json(state)


def card(data, card_id, suit, owner=0):
    return next(c for c in data["cards"] if (c["id"], c["suit"], c["owner"]) == (card_id, suit, owner))


def test_a_seize_sets_the_trump_to_the_seizers_suit_and_keeps_the_tonic():
    _, _, before = position_at(SEIZE_WITH_PROFILES, 5)
    assert (before["table"]["trump"], before["table"]["tonic"], before["table"]["phase"]) == ("wild", "wild", "respond")
    _, _, after = position_at(SEIZE_WITH_PROFILES, 6)
    assert (after["table"]["trump"], after["table"]["tonic"]) == ("giver", "wild")
    assert after["table"]["leader"] == 1 and after["turn"] == 1 and after["table"]["phase"] == "lead"


def test_a_seized_card_is_drained_and_a_restored_card_keeps_its_suit_it_came_from():
    _, _, start = position_at(SEIZE_WITH_PROFILES, 0)
    assert card(start, "wisdom", "demon", 1)["drained"] is True          # brought drained from Bob's collection
    assert "drained" not in card(start, "love", "celestial") and "drained" not in card(start, "wisdom", "demon")
    _, _, led = position_at(SEIZE_WITH_PROFILES, 5)
    assert "drained" not in card(led, "love", "celestial")
    _, _, seized = position_at(SEIZE_WITH_PROFILES, 6)
    assert card(seized, "love", "celestial")["drained"] is True       # the card Bob seized
    _, _, marked = position_at(SEIZE_WITH_PROFILES, 8)
    assert card(marked, "wisdom", "arcane")["drained"] is True
    _, _, end = position_at(SEIZE_WITH_PROFILES, 12)
    restored = card(end, "wisdom", "arcane")
    assert restored["restored_from"] == ["arcane"] and "drained" not in restored


def test_the_profiles_after_a_win_own_the_pot_lose_the_flames_and_seed_the_next_run():
    replay, state, data = position_at(SEIZE_WITH_PROFILES, None)
    assert data["status"] == "over" and data["winner"] == 0
    after = replay.extras_after(state, CARDS)
    ann, bob = after["players"]
    assert after["settled"] and [ann["name"], bob["name"]] == ["Ann", "Bob"]
    ann_ids = {r["id"]: r for r in ann["collection"]}
    pot = [c["serial"] for c in data["cards"] if c["zone"] == "pot"]
    assert len(pot) == 6 and all(serial in ann_ids for serial in pot)
    assert {ann_ids[s].get("won_from") for s in pot if s.startswith("s2-")} == {"Bob"}
    burned = [c["serial"] for c in data["cards"] if c["zone"] == "flames"]
    assert burned and not any(r["id"] in burned for p in (ann, bob) for r in p["collection"])
    assert ann["flames"] == len(burned) and len(ann["collection"]) == 42 + 3 - len(burned)
    assert ann["pots_won"] == 1 and ann["run"] == 1 and ann["runs"] == []
    assert bob["pots_lost"] == 1 and bob["run"] == 2 and [r["run"] for r in bob["runs"]] == [1]
    assert bob["runs"][0]["survivors"] == 6 and len(bob["collection"]) == 42
    survivors = {"s2-1", "s2-2", "s2-4", "s2-5", "s2-8", "s2-9"}
    assert survivors <= {r["id"] for r in bob["collection"]}
    assert next(r for r in bob["collection"] if r["id"] == "s2-1")["drained"] is True


def test_replay_json_shows_the_profiles_and_leaves_the_real_ones_alone(tmp_path, monkeypatch, capsys):
    data_dir = tmp_path / "data"
    monkeypatch.setenv("CARD_TABLE_DATA", str(data_dir))
    path = tmp_path / "scenario.yaml"
    path.write_text(SEIZE_WITH_PROFILES, encoding="utf-8")
    assert main.main(["replay", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [p["run"] for p in shown["profiles"]["players"]] == [1, 2]
    assert not data_dir.exists()


@pytest.mark.parametrize("old,new,said", [
    ("- name: Bob ", "- kind: robot\n  name: Bob ", "scenario.yaml:8:9: profiles[1].kind must be one of player, house"),
    ("wisdom demon drained,", "wisdom demons drained,", "scenario.yaml:7:1: its set-up cannot start a game: "
     "profiles[1]: collection card 1: unknown suit 'demons'"),
])
def test_a_bad_profile_is_refused_in_one_line_with_its_place(old, new, said):
    with pytest.raises(SaveFileError) as err:
        loads(SEIZE_WITH_PROFILES.replace(old, new), "scenario.yaml", CARDS)
    assert str(err.value).startswith(said) and "\n" not in str(err.value)


BANISHED_COMBAT = """\
format: 2
game: banished
seed: 7
seats: [Ann, Bob]
setup:                     # Bob holds Favor, so Ann's turn is the Round's last
  favor: 1
  turn: 0
  grim: [fire_6, water_5]
  hands: [[], []]
  decks: [[hollow_spirit, hollow_spirit, hollow_spirit, hollow_spirit, hollow_spirit, hollow_spirit],
          [hollow_spirit, hollow_spirit, hollow_spirit, hollow_spirit, hollow_spirit, hollow_spirit]]
actions:
- {seat: 0, end_turn: []}
"""


def test_banished_favor_passes_to_the_winner_of_combat_and_the_loser_loses_the_difference():
    _, _, before = position_at(BANISHED_COMBAT, 0)
    assert (before["table"]["favor"], before["table"]["round"], before["turn"]) == (1, 1, 0)
    assert [p["counters"]["life"] for p in before["players"]] == [20, 20]
    _, _, after = position_at(BANISHED_COMBAT, 1)
    assert (after["table"]["favor"], after["table"]["round"], after["table"]["phase"]) == (0, 2, "turn")
    assert after["table"]["life"] == [20, 19] and [p["counters"]["life"] for p in after["players"]] == [20, 19]
    assert after["turn"] == 0 and after["status"] == "running"


PARIAHS_CONVERTS = """\
format: 2
game: pariahs
seed: 7
seats: [Ann, Bob]
setup:                     # Ann (Yellow) to place, six Converts already earned
  zones:
    hand:0: [c1_beggar]
    deck:0: [c1_mudlark, c2_cobbler, c1_tinker, c3_smith]
    supdeck:0: [c4_admiral, c4_baron, c4_prince]
    supplicants:0: [c2_weaver, c3_merchant, c4_duchess]
    converts:0: [c2_cobbler, c2_cobbler, c2_cobbler, c2_cobbler, c2_cobbler, c2_cobbler]
    hand:1: [c1_leper, c1_drifter]
    deck:1: [c1_widow, c2_herbalist]
    supdeck:1: [c3_knight, c2_cooper]
    supplicants:1: [c2_minstrel, c3_jester, c4_bishop]
actions:
- {seat: 0, place: [c1_beggar, 1]}       # The Stage, 2: gain a Supplicant, then earn a Convert
- {seat: 0, choose: c3_merchant}
"""


def test_pariahs_the_seventh_convert_shuns_all_seven_for_two_support():
    _, _, before = position_at(PARIAHS_CONVERTS, 0)
    assert before["players"][0]["counters"].get("support", 0) == 0
    assert len(before["players"][0]["zones"]["converts"]["cards"]) == 6
    _, _, after = position_at(PARIAHS_CONVERTS, 2)
    yellow = after["players"][0]
    assert yellow["zones"]["converts"]["cards"] == []
    assert yellow["counters"]["support"] == 2 and len(yellow["zones"]["support"]["cards"]) == 2
    assert after["players"][1]["zones"]["supdeck"]["ids"][:7].count("c2_cobbler") == 6
