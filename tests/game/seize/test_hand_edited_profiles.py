"""Profiles touched by hand: a store whose columns were edited, a data folder whose old profile is only a .bak.
Every value read from the database gets an imported file's checks; a bad one names the profile and the column."""
import sqlite3

import pytest

from game.engine.storage import DATA_ENV
from game.seize import profiles as P
from tests.game.seize.test_profiles import old_ann, write_old_profile
from tests.game.seize.test_seize_support import CARDS


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.delenv(DATA_ENV, raising=False)
    return str(tmp_path)


def edit(folder, sql, *args):
    conn = sqlite3.connect(P.database_path(folder))
    with conn:
        conn.execute(sql, args)
    conn.close()


def two_profiles(folder):
    P.create_profile("Ann", folder=folder, cards=CARDS)
    P.create_profile("Bob", folder=folder, cards=CARDS)


@pytest.mark.parametrize("column,value,said", [
    ("history", "not json", "the profile 'ann', its 'history' column (at character 0): not valid JSON"),
    ("deck", "[" * 100_000 + "]" * 100_000, "the profile 'ann', its 'deck' column: not a profile (nested 17 levels"),
    ("runs", b"\x00\xff", "the profile 'ann', its 'runs' column: not a profile's JSON (it holds bytes, not text)"),
    ("history", '[{"a": [1]}]', "the profile 'Ann': 'history' entry 1: must be a record of text and numbers"),
    ("run", "three", "the profile 'Ann': 'run' must be a whole number from 1, not 'three'"),
])
def test_a_hand_edited_column_is_a_profile_error_and_the_other_profiles_load(folder, column, value, said):
    two_profiles(folder)
    edit(folder, f"UPDATE profiles SET {column} = ? WHERE slug = 'ann'", value)
    with pytest.raises(P.ProfileError) as err:
        P.load_profile("Ann", folder, CARDS)
    assert said in str(err.value) and "\n" not in str(err.value)
    assert P.load_profile("Bob", folder, CARDS).name == "Bob"
    assert P.list_profiles(folder) == ["Ann", "Bob"]


@pytest.mark.parametrize("column,value,said", [
    ("restored_from", "[[[", "its 'restored_from' column (at character 3): not valid JSON"),
    ("restored_from", '["nosuch"]', "unknown suit 'nosuch'"),
    ("drained", 7, "its 'drained' column: must be 0 or 1, not 7"),
    ("won_from", b"\x01", "its 'won_from' column: must be text, not b'\\x01'"),
])
def test_a_hand_edited_card_row_is_a_profile_error(folder, column, value, said):
    two_profiles(folder)
    edit(folder, f"UPDATE cards SET {column} = ? WHERE profile = 'ann' AND place = 3", value)
    with pytest.raises(P.ProfileError, match="the profile 'ann'|the profile 'Ann'") as err:
        P.load_profile("Ann", folder, CARDS)
    assert said in str(err.value)
    assert len(P.load_profile("Bob", folder, CARDS).collection) == 42


def test_an_old_profile_kept_only_as_its_bak_is_imported_and_says_so(folder):
    ann, data = old_ann(pots_won=5)
    path = write_old_profile(folder, ann, backup=data)           # profiles/ann.json.bak, no ann.json
    assert P.list_profiles(folder) == ["Ann"]
    loaded = P.load_profile("Ann", folder, CARDS)
    assert loaded.pots_won == 5 and len(loaded.collection) == 42
    assert len(loaded.warnings) == 1
    assert "ann.json is missing" in loaded.warnings[0] and "(ann.json.bak) was imported instead" in loaded.warnings[0]
    assert "it is left as it was" in loaded.warnings[0]
    assert P.load_profile("Ann", folder, CARDS).warnings == []         # said once
    assert open(path + ".bak").read()                                   # the file is left where it was
