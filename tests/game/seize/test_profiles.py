"""Profiles: collections that persist between games of A Bandit's Seize (RULINGS 12 and 13)."""
import json
import os
import random
from collections import Counter

import pytest

from game import engine
from game.engine.storage import DATA_ENV
from game.seize import profiles as P
from tests.game.seize.test_seize_support import CARDS


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.delenv(DATA_ENV, raising=False)
    return str(tmp_path)


def play_until(state, rng, stop):
    while not state.over and not stop(state):
        engine.apply(state, rng.choice([a for a in engine.legal_actions(state) if a.kind != "concede"]))


def table_game(ann, house, seed=3, ante=3):
    return engine.new_game("seize", (ann.name, house.name), seed, CARDS, ante=ante,
                           decks=[P.deck_for_table(ann, cards=CARDS), P.deck_for_table(house, cards=CARDS)])


def test_the_data_directory_is_the_flag_then_the_environment_then_the_user_folder(monkeypatch, tmp_path):
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "env"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert P.data_dir(str(tmp_path / "flag")) == str(tmp_path / "flag")
    assert P.data_dir() == str(tmp_path / "env")
    monkeypatch.delenv(DATA_ENV)
    assert P.data_dir() == str(tmp_path / "xdg" / "card-table")


def test_a_new_profile_has_a_standard_origin_and_is_saved(folder):
    ann = P.create_profile("Ann", folder=folder, cards=CARDS)
    assert len(ann.collection) == 42 and ann.run == 1
    assert P.list_profiles(folder) == ["Ann"]
    again = P.load_profile("ann", folder, CARDS)
    assert again.collection == ann.collection and not again.warnings
    with pytest.raises(P.ProfileError, match="already exists"):
        P.create_profile("ANN", folder=folder, cards=CARDS)
    with pytest.raises(P.ProfileError, match="no profile named 'Zed'"):
        P.load_profile("Zed", folder, CARDS)


def test_the_profile_after_the_game_pot_changed_owner_marks_kept_flames_gone(folder):
    ann = P.create_profile("Ann", folder=folder, cards=CARDS)
    house = P.house(folder, CARDS)
    state = table_game(ann, house, seed=5)
    rng = random.Random(2)
    play_until(state, rng, lambda s: s.zones["flames"].cards and any(c.props.get("drained")
                                                                     for c in s.cards.values()))
    assert not state.over
    engine.apply(state, engine.Action("concede", 1))          # the house cuts its losses: Ann takes the pot
    serial = {c.props["serial"]: c for c in state.cards.values()}
    burned = {c.props["serial"] for c in state.cards.values() if c.zone == "flames"}
    pot = {c.props["serial"] for c in state.cards.values() if c.zone == "pot"}
    from_house = {s for s in pot if s.startswith(house.uid)}
    assert len(from_house) == 3
    messages = P.settle([ann, house], state, folder, cards=CARDS)
    assert messages and "Ann wins the pot" in messages[0]

    ann, house = P.load_profile("Ann", folder, CARDS), P.load_profile(P.HOUSE, folder, CARDS)
    ids_ann = {r["id"] for r in ann.collection}
    ids_house = {r["id"] for r in house.collection}
    assert from_house <= ids_ann and not from_house & ids_house              # the pot changed owner
    assert not burned & (ids_ann | ids_house)                                 # the flames took theirs
    assert len(ids_ann) + len(ids_house) == 84 - len(burned)
    for rec in ann.collection + house.collection:                             # marks kept, suits too
        card = serial[rec["id"]]
        assert rec["drained"] == bool(card.props.get("drained")) and rec["suit"] == card.props["suit"]
    assert any(r["drained"] for r in ann.collection + house.collection)
    assert all(r["won_from"] == P.HOUSE for r in ann.collection if r["id"] in from_house)
    assert (ann.pots_won, ann.pots_lost, house.pots_won, house.pots_lost) == (1, 0, 0, 1)
    assert ann.cards_won == 3 and house.cards_lost == 3
    assert ann.flames + house.flames == len(burned)
    assert ann.history[-1]["result"] == "won" and house.history[-1]["result"] == "lost"
    assert ann.history[-1]["reason"] == f"{P.HOUSE} concedes"
    with pytest.raises(P.ProfileError, match="already settled"):
        P.settle([ann, house], state, folder, cards=CARDS)


def test_settle_needs_the_profiles_that_played():
    ann, bob = P.Profile("Ann"), P.Profile("Bob")
    ann.collection, bob.collection = P.standard_origin(ann, CARDS), P.standard_origin(bob, CARDS)
    state = table_game(ann, bob)
    with pytest.raises(P.ProfileError, match="not over"):
        P.settle([ann, bob], state, save=False, cards=CARDS)
    engine.apply(state, engine.Action("concede", 0))
    with pytest.raises(P.ProfileError, match="played by Ann, Bob"):
        P.settle([bob, ann], state, save=False, cards=CARDS)


def test_a_drawn_game_returns_every_ante():
    ann, bob = P.Profile("Ann"), P.Profile("Bob")
    ann.collection, bob.collection = P.standard_origin(ann, CARDS), P.standard_origin(bob, CARDS)
    state = table_game(ann, bob)
    engine.end_game(state, [], "agreed")
    P.settle([ann, bob], state, save=False, cards=CARDS)
    assert len(ann.collection) == len(bob.collection) == 42
    assert ann.history[-1]["result"] == bob.history[-1]["result"] == "draw"


def test_a_deck_holds_seven_of_a_value_the_rest_waits_in_reserve():
    ann = P.Profile("Ann")
    ann.collection = P.standard_origin(ann, CARDS) + [ann.new_record("death", "wild") for _ in range(3)]
    deck = P.deck_for_table(ann, cards=CARDS)
    assert Counter(r["card"] for r in deck)["death"] == 7 and len(deck) == 43
    assert all(r["owner"] == "Ann" for r in deck)
    deaths = [r["id"] for r in ann.collection if r["card"] == "death"]
    with pytest.raises(P.ProfileError, match="at most 7"):
        P.choose_deck(ann, deaths, CARDS)
    P.choose_deck(ann, deaths[:7] + [r["id"] for r in ann.collection if r["card"] == "youth"], CARDS)
    assert len(P.deck_for_table(ann, cards=CARDS)) == 13


def test_who_cannot_hold_a_hand_at_the_ante_cannot_sit():
    ann = P.Profile("Ann")
    ann.collection = P.standard_origin(ann, CARDS)[:9]
    assert P.can_sit(ann, 3, CARDS) == (True, "")
    ok, why = P.can_sit(ann, 5, CARDS)
    assert not ok and "needs 10" in why
    with pytest.raises(engine.GameError, match="cannot sit"):
        house = P.Profile(P.HOUSE, "house")
        house.collection = P.standard_origin(house, CARDS)
        table_game(ann, house, ante=5)


def test_a_run_ends_below_eight_cards_and_the_survivors_seed_the_next_origin(folder):
    ann = P.create_profile("Ann", folder=folder, cards=CARDS)
    house = P.house(folder, CARDS)
    survivors = [r for r in ann.collection if r["card"] in ("wisdom", "youth")][:9]
    survivors[0]["drained"] = True
    survivors[1]["suit"], survivors[1]["restored_from"] = "wild", ["demon"]
    ann.collection = survivors
    state = table_game(ann, house)
    engine.apply(state, engine.Action("concede", 0))         # Ann loses her ante of 3: 6 cards left
    messages = P.settle([ann, house], state, folder, cards=CARDS)
    assert any("run 1 is over with 6 cards" in m for m in messages)
    ann = P.load_profile("Ann", folder, CARDS)
    assert ann.run == 2 and len(ann.collection) == 42 and ann.runs[-1]["survivors"] == 6
    kept = {r["id"]: r for r in ann.collection}
    left = [r for r in survivors if r["id"] not in {c.props["serial"] for c in state.cards.values()
                                                    if c.zone == "pot"}]
    for rec in left:
        assert kept[rec["id"]]["drained"] == rec["drained"]
        assert kept[rec["id"]]["restored_from"] == rec["restored_from"]
    assert Counter(r["card"] for r in ann.collection) == {c: 6 for c in ("youth", "beauty", "strife", "love",
                                                                          "wisdom", "kingdom", "death")}


def test_survivors_left_over_join_while_their_value_stays_at_seven():
    ann = P.Profile("Ann")
    ann.collection = [ann.new_record("youth", "demon", drained=True) for _ in range(7)]
    P.next_origin(ann, CARDS)
    youths = [r for r in ann.collection if r["card"] == "youth"]
    assert len(youths) == 7 + 5 and len(ann.collection) == 42 + 1 + 5
    assert sum(r["drained"] for r in youths) == 7                 # every survivor kept, marks and all
    assert Counter(r["card"] for r in P.deck_for_table(ann, cards=CARDS))["youth"] == 7


def test_a_crafted_origin_holds_at_most_seven_of_a_value():
    ann = P.Profile("Ann")
    picks = [("death", s) for s in ("demon", "wild", "wild", "giver", "arcane", "arcane", "unbound")]
    picks += [(c, "demon") for c in ("youth", "beauty", "strife", "love", "wisdom", "kingdom") for _ in range(5)]
    picks += [("love", "wild"), ("love", "giver"), ("kingdom", "arcane"), ("wisdom", "celestial"),
              ("beauty", "giver")]
    assert len(P.crafted_origin(ann, picks, CARDS)) == 42
    with pytest.raises(P.ProfileError, match="at most 7"):
        P.crafted_origin(ann, picks[:-1] + [("death", "wild")], CARDS)
    with pytest.raises(P.ProfileError, match="has 42 cards, not 41"):
        P.crafted_origin(ann, picks[:-1], CARDS)


def write_old_profile(folder, profile, text=None, backup=None):
    """A profile file as the earlier versions saved it (and its .bak), before the database existed."""
    path = P.profile_path(profile.name, folder)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    for where, content in ((path, text), (path + ".bak", backup)):
        if content is not None:
            with open(where, "w") as fh:
                fh.write(content if isinstance(content, str) else json.dumps(content))
    return path


def old_ann(**changes):
    ann = P.Profile("Ann")
    ann.collection = P.standard_origin(ann, CARDS)
    data = ann.to_dict()
    data.update(changes)
    return ann, data


def test_a_corrupt_old_file_is_imported_from_its_previous_copy_and_says_so(folder):
    ann, data = old_ann()
    path = write_old_profile(folder, ann, '{"format": 1, "name": "Ann", "colle', data)
    loaded = P.load_profile("Ann", folder, CARDS)
    assert loaded.pots_won == 0 and len(loaded.collection) == 42
    assert loaded.warnings and "not valid JSON" in loaded.warnings[0] and ".bak" in loaded.warnings[0]
    assert open(path).read().endswith('"colle') and os.path.exists(path + ".bak")    # nothing thrown away
    assert P.load_profile("Ann", folder, CARDS).warnings == []


def test_a_hand_edited_old_file_is_checked_and_the_message_says_where(folder):
    ann, data = old_ann()
    data["collection"][4]["suit"] = "purple"
    path = write_old_profile(folder, ann, data)
    before = open(path).read()
    assert P.list_profiles(folder) == ["ann"]
    with pytest.raises(P.ProfileError) as err:
        P.load_profile("Ann", folder, CARDS)
    assert "collection card 5: unknown suit 'purple'" in str(err.value) and "not imported" in str(err.value)
    assert open(path).read() == before                    # never overwritten


def test_both_old_copies_damaged_is_an_error_that_changes_nothing(folder):
    ann, _ = old_ann()
    path = write_old_profile(folder, ann, "[]", "[]")
    with pytest.raises(P.ProfileError, match="not imported"):
        P.load_profile("Ann", folder, CARDS)
    assert open(path).read() == open(path + ".bak").read() == "[]"


def test_the_profiles_command(folder, capsys):
    import main
    assert main.main(["--data-dir", folder, "profiles", "new", "Ann"]) == 0
    assert main.main(["profiles", "new", "The House", "--house", "--data-dir", folder]) == 0
    assert main.main(["profiles", "list", "--data-dir", folder]) == 0
    assert main.main(["profiles", "show", "Ann", "--data-dir", folder]) == 0
    out = capsys.readouterr().out
    assert "Ann\nThe House\n" in out and "run 1: 42 cards" in out and "deck for the table: 42 cards" in out
    assert main.main(["profiles", "show", "Nobody", "--data-dir", folder]) == 1
    assert "no profile named 'Nobody'" in capsys.readouterr().err
