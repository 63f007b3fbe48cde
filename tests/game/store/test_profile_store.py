"""Profiles in SQLite: a settled game is one transaction; racing processes lose nothing; files in and out."""
import json
import os
import random
import signal
import sqlite3
import time
import traceback

import pytest

from game import engine
from game.store import profiles as profile_store
from game.engine.storage import DATA_ENV
from game.seize import profiles as P
from tests.game.seize.test_profiles import old_ann, write_old_profile
from tests.game.seize.test_seize_support import CARDS


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.delenv(DATA_ENV, raising=False)
    return str(tmp_path)


def conceded_game(ann, house, seat, seed=1):
    state = engine.new_game("seize", (ann.name, house.name), seed, CARDS, ante=3,
                            decks=[P.deck_for_table(ann, cards=CARDS), P.deck_for_table(house, cards=CARDS)])
    engine.apply(state, engine.Action("concede", seat))
    return state


def play_and_settle(folder, games, seed, report_fd=None):
    """What a window does, ``games`` times: load both profiles, play (the larger collection concedes), settle."""
    rng = random.Random(seed)
    for _ in range(games):
        ann, house = P.load_profile("Ann", folder, CARDS), P.house(folder, CARDS)
        seat = 0 if len(ann.collection) > len(house.collection) else 1
        P.settle([ann, house], conceded_game(ann, house, seat, rng.randrange(10 ** 6)), folder, cards=CARDS)
        if report_fd is not None:
            os.write(report_fd, b".")


def in_child(work):
    """Fork a process that runs ``work()`` and exits; its pid."""
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            work()
            code = 0
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(code)
    return pid


def saved_pair(folder):
    return P.load_profile("Ann", folder, CARDS), P.load_profile(P.HOUSE, folder, CARDS)


def pair_problems(folder, games):
    """What is wrong with Ann's and the house's saved pair after ``games`` settled games between them."""
    ann, house = saved_pair(folder)
    ids = [r["id"] for r in ann.collection + house.collection]
    problems = []
    if len(ann.history) != len(house.history) or ann.pots_won != house.pots_lost or ann.cards_won != house.cards_lost:
        problems.append(f"torn: {len(ann.history)} games for Ann, {len(house.history)} for the house")
    if len(ids) != len(set(ids)):
        problems.append(f"{len(ids) - len(set(ids))} cards in two collections")
    if len(ids) != 84:
        problems.append(f"{len(ids)} cards in all, not 84")
    if len(ann.history) < games:
        problems.append(f"{games - len(ann.history)} games lost")
    return problems


def start_pair(folder):
    P.create_profile("Ann", folder=folder, cards=CARDS)
    P.house(folder, CARDS)


def test_the_profiles_are_one_sqlite_file_in_wal_mode_with_a_schema_version(folder):
    start_pair(folder)
    with sqlite3.connect(P.database_path(folder)) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        assert conn.execute("SELECT COUNT(*) FROM cards").fetchone()[0] == 84
        conn.execute("PRAGMA user_version = 7")
    with pytest.raises(P.ProfileError, match="newer version .schema 7"):
        P.load_profile("Ann", folder, CARDS)


def test_a_file_that_is_not_a_database_is_an_error_in_one_line(folder, capsys):
    import main
    with open(P.database_path(folder), "wb") as fh:
        fh.write(b"not a database, but a page of notes" * 200)
    assert main.main(["profiles", "list", "--data-dir", folder]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: {P.database_path(folder)}: cannot be opened") and err.count("\n") == 1
    with pytest.raises(P.ProfileError, match="not a database"):
        P.house(folder, CARDS)


def test_a_failure_in_the_middle_of_a_settlement_changes_neither_profile(folder, monkeypatch):
    start_pair(folder)
    ann, house = saved_pair(folder)
    before = [p.to_dict() for p in (ann, house)]
    state = conceded_game(ann, house, 1)
    save = profile_store.Session.save
    calls = []

    def save_then_fail(self, data, revision):
        calls.append(data["name"])
        new = save(self, data, revision)
        if len(calls) == 1:
            raise RuntimeError("the power went out")
        return new
    monkeypatch.setattr(profile_store.Session, "save", save_then_fail)
    with pytest.raises(RuntimeError, match="power"):
        P.settle([ann, house], state, folder, cards=CARDS)
    assert calls == ["Ann"]                                      # the first player's update had been made
    assert [p.to_dict() for p in saved_pair(folder)] == before   # and neither was saved
    assert [p.to_dict() for p in (ann, house)] == before         # nor changed in memory
    monkeypatch.setattr(profile_store.Session, "save", save)
    P.settle([ann, house], state, folder, cards=CARDS)           # the game can still be settled, once
    ann, house = saved_pair(folder)
    assert (len(ann.collection), len(house.collection), ann.pots_won, house.pots_lost) == (45, 39, 1, 1)


def test_a_full_disk_during_a_settlement_is_a_clear_error_that_saves_nothing(folder, monkeypatch):
    start_pair(folder)
    ann, house = saved_pair(folder)
    before = [p.to_dict() for p in (ann, house)]
    save = profile_store.Session.save

    def fills_the_disk(self, data, revision):
        if data["name"] == P.HOUSE:
            raise sqlite3.OperationalError("database or disk is full")
        return save(self, data, revision)
    monkeypatch.setattr(profile_store.Session, "save", fills_the_disk)
    state = conceded_game(ann, house, 1)
    with pytest.raises(P.ProfileError, match="profiles.sqlite3: nothing was saved .database or disk is full"):
        P.settle([ann, house], state, folder, cards=CARDS)
    monkeypatch.setattr(profile_store.Session, "save", save)
    assert [p.to_dict() for p in saved_pair(folder)] == before == [p.to_dict() for p in (ann, house)]
    assert not state.data.get("settled")


def test_a_settlement_builds_on_what_another_game_saved_meanwhile(folder):
    start_pair(folder)
    ann, house = saved_pair(folder)
    elsewhere = P.update_profile("Ann", lambda p: setattr(p, "pots_won", p.pots_won + 5), folder, CARDS)
    assert elsewhere.pots_won == 5
    P.settle([ann, house], conceded_game(ann, house, 1), folder, cards=CARDS)
    assert ann.pots_won == 6 and len(ann.collection) == 45       # the caller's copy is what was saved
    assert saved_pair(folder)[0].pots_won == 6


def test_saving_a_copy_older_than_the_saved_one_is_refused(folder):
    start_pair(folder)
    first, second = P.load_profile("Ann", folder, CARDS), P.load_profile("Ann", folder, CARDS)
    first.pots_won = 1
    P.save_profile(first, folder)
    second.pots_lost = 1
    with pytest.raises(P.ProfileError, match="changed by another game since it was loaded"):
        P.save_profile(second, folder)
    assert (P.load_profile("Ann", folder, CARDS).pots_won, P.load_profile("Ann", folder, CARDS).pots_lost) == (1, 0)


def test_two_processes_settling_games_at_once_lose_none(folder):
    start_pair(folder)
    games = 15
    pids = [in_child(lambda seed=seed: play_and_settle(folder, games, seed)) for seed in (1, 2)]
    codes = [os.waitpid(pid, 0)[1] for pid in pids]
    assert codes == [0, 0]
    assert pair_problems(folder, 2 * games) == []
    assert len(saved_pair(folder)[0].history) == 2 * games


def test_old_json_profiles_are_imported_on_first_start_and_left_in_place(folder):
    ann, data = old_ann(pots_won=4)
    path = write_old_profile(folder, ann, data)
    house = P.Profile(P.HOUSE, "house")
    house.collection = P.standard_origin(house, CARDS)
    moved = house.collection.pop()
    ann_data = dict(data, collection=data["collection"] + [moved])     # a pair torn by the old saves
    write_old_profile(folder, ann, ann_data)
    write_old_profile(folder, house, dict(house.to_dict(), collection=house.collection + [moved]))
    loaded = P.load_profile("Ann", folder, CARDS)
    assert loaded.pots_won == 4 and loaded.collection == ann_data["collection"] and not loaded.warnings
    kept = P.load_profile(P.HOUSE, folder, CARDS)
    assert len(kept.collection) == 41 and "1 cards of the-house.json were in another collection" in kept.warnings[0]
    assert json.load(open(path)) == ann_data                            # the file is left as it was
    write_old_profile(folder, ann, dict(data, pots_won=9))
    assert P.load_profile("Ann", folder, CARDS).pots_won == 4           # imported once, on first start


def test_export_then_import_gives_the_same_profile(folder, tmp_path):
    start_pair(folder)
    P.update_profile("Ann", lambda p: p.history.append({"result": "won", "ante": 3}), folder, CARDS)
    text = P.export_profile("Ann", folder, CARDS)
    out = tmp_path / "ann.json"
    out.write_text(text)
    other = str(tmp_path / "elsewhere")
    imported = P.import_profile(str(out), other, cards=CARDS)
    assert imported.to_dict() == P.load_profile("Ann", folder, CARDS).to_dict() == json.loads(text)
    assert P.load_profile("Ann", other, CARDS).to_dict() == imported.to_dict()
    with pytest.raises(P.ProfileError, match="already exists .import with --replace"):
        P.import_profile(str(out), other, cards=CARDS)
    assert P.import_profile(str(out), other, replace=True, cards=CARDS).revision == 2


def test_the_export_and_import_commands(folder, tmp_path, capsys):
    import main
    start_pair(folder)
    out = str(tmp_path / "ann.json")
    assert main.main(["profiles", "export", "Ann", "--out", out, "--data-dir", folder]) == 0
    assert main.main(["profiles", "export", "Ann", "--data-dir", folder]) == 0
    assert json.loads(capsys.readouterr().out.split("\n", 1)[1]) == json.load(open(out))
    other = str(tmp_path / "other")
    assert main.main(["profiles", "import", out, "--data-dir", other]) == 0
    assert "imported Ann (player), run 1: 42 cards" in capsys.readouterr().out
    assert main.main(["profiles", "show", "Ann", "--data-dir", other]) == 0


def hostile(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("name, text, message", [
    ("deep.json", "[" * 100_000 + "]" * 100_000, "nested 17 levels deep or more"),
    ("deep-history.json", None, "nested 17 levels deep or more"),
    ("truncated.json", '{"format": 1, "name": "Ann", "colle', "not valid JSON"),
    ("list.json", "[]", "not a profile (expected a JSON object)"),
    ("types.json", None, "'run' must be a whole number from 1, not 'two'"),
    ("history.json", None, "'history' entry 1: must be a record of text and numbers"),
    ("binary.json", "\udcff", "not UTF-8"),
])
def test_a_hostile_or_corrupt_file_is_refused_in_one_line(folder, tmp_path, capsys, name, text, message):
    import main
    _, data = old_ann()
    if name == "deep-history.json":
        text = json.dumps(dict(data, history=[{"x": 1}])).replace('{"x": 1}', "[" * 100_000 + "]" * 100_000)
    elif name == "types.json":
        text = json.dumps(dict(data, run="two"))
    elif name == "history.json":
        text = json.dumps(dict(data, history=[[1]]))
    path = str(tmp_path / name)
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
        fh.write(text)
    assert main.main(["profiles", "import", path, "--data-dir", folder]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err and err.count("\n") == 1 and "Traceback" not in err
    assert P.list_profiles(folder) == []


def test_importing_cards_another_collection_holds_is_refused(folder, tmp_path, capsys):
    import main
    start_pair(folder)
    ann = P.load_profile("Ann", folder, CARDS)
    copy = dict(ann.to_dict(), name="Bob", uid="b0b")
    path = hostile(tmp_path, "bob.json", json.dumps(copy))
    assert main.main(["profiles", "import", path, "--data-dir", folder]) == 1
    assert "42 of its cards are in Ann's collection" in capsys.readouterr().err
    assert main.main(["profiles", "import", str(tmp_path / "none.json"), "--data-dir", folder]) == 1
    assert "none.json: no such file" in capsys.readouterr().err
    assert P.list_profiles(folder) == ["Ann", P.HOUSE]


@pytest.mark.slow
def test_killing_a_process_at_random_moments_of_settlement_never_tears_the_pair(folder):
    """200 kills (SIGKILL) of a process settling games in a loop: no torn pair, no lost game, no card twice."""
    start_pair(folder)
    began = time.perf_counter()
    play_and_settle(folder, 3, 0)
    one_game = (time.perf_counter() - began) / 3      # kill within about three games' time, however busy the machine
    rng = random.Random(24)
    settled = 3
    problems = []
    for kill in range(200):
        read_end, write_end = os.pipe()
        pid = in_child(lambda: play_and_settle(folder, 10 ** 6, kill, write_end))
        os.close(write_end)
        if kill % 2:
            settled += len(os.read(read_end, 1))     # every other child is killed once it has settled a game
        time.sleep(rng.uniform(0.0, 3 * one_game))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        with os.fdopen(read_end, "rb") as fh:
            settled += len(fh.read())
        problems += [f"kill {kill + 1}: {p}" for p in pair_problems(folder, settled)]
    assert problems == []
    assert settled >= 3 + 100                   # half the kills landed after a settlement, however busy the machine
