"""Cards to a spreadsheet and back: `main.py cards export|import GAME --csv FILE` on a copy of cards.yaml.

A round trip leaves the file byte for byte the same; one changed cell changes one value of the YAML
and nothing else; a broken CSV writes nothing and names its row and column.
"""
import csv
import difflib
import shutil

import pytest

import main
from game.engine.cards import DEFAULT_PATH, load_cards
from game.engine.cards_csv import export_rows, merge, write_csv
from game.engine.yaml_edit import YamlEdit, flow

GAMES = ("seize", "banished", "pariahs")


@pytest.fixture
def card_file(tmp_path):
    path = tmp_path / "cards.yaml"
    shutil.copyfile(DEFAULT_PATH, path)
    return path


def export(card_file, game, tmp_path):
    sheet = tmp_path / f"{game}.csv"
    assert main.main(["cards", "export", game, "--csv", str(sheet), "--cards", str(card_file)]) == 0
    return sheet


def import_(card_file, game, sheet):
    return main.main(["cards", "import", game, "--csv", str(sheet), "--cards", str(card_file)])


def read_rows(sheet):
    with open(sheet, encoding="utf-8-sig", newline="") as fh:
        return list(csv.reader(fh))


def set_cell(sheet, card_id, column, value):
    rows = read_rows(sheet)
    at = rows[0].index(column)
    for row in rows:
        if row[0] == card_id:
            row[at] = value
    write_csv(str(sheet), rows)
    return rows


def changed_lines(before: str, after: str) -> list[str]:
    return [line for line in difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]


@pytest.mark.parametrize("game", GAMES)
def test_a_round_trip_of_the_shipped_cards_leaves_the_file_byte_for_byte(card_file, tmp_path, game, capsys):
    before = card_file.read_bytes()
    sheet = export(card_file, game, tmp_path)
    rows = read_rows(sheet)
    assert rows[0][:3] == ["id", "name", "family"]
    assert len(rows) - 1 == len(load_cards(str(card_file)).game(game).cards)
    assert import_(card_file, game, sheet) == 0
    assert card_file.read_bytes() == before
    assert "no change" in capsys.readouterr().out


def test_the_csv_has_every_number_and_each_ability_in_its_one_line_form(card_file, tmp_path):
    rows = read_rows(export(card_file, "banished", tmp_path))
    header = rows[0]
    fire_4 = dict(zip(header, next(r for r in rows if r[0] == "fire_4")))
    card = load_cards(str(card_file)).game("banished").cards["fire_4"]
    assert (fire_4["value"], fire_4["power"], fire_4["element"]) == (str(card["value"]), str(card["power"]), "fire")
    assert fire_4["ability1"] == "{trigger: when_revealed, do: [{opponents_lose_life: 1}]}"
    assert fire_4["ability2"] == "{trigger: when_dispelled_or_banished, do: [{damage_bonus: 1}]}"


def test_one_changed_number_changes_exactly_that_number(card_file, tmp_path, capsys):
    before = card_file.read_text(encoding="utf-8")
    sheet = export(card_file, "pariahs", tmp_path)
    rows = set_cell(sheet, "c2_weaver", "influence", "5")
    row = 1 + next(i for i, r in enumerate(rows) if r[0] == "c2_weaver")
    assert import_(card_file, "pariahs", sheet) == 0
    after = card_file.read_text(encoding="utf-8")
    assert changed_lines(before, after) == ["-      influence: 3", "+      influence: 5"]
    assert load_cards(str(card_file)).game("pariahs").cards["c2_weaver"]["influence"] == 5
    assert f"row {row} c2_weaver influence: 3 -> 5" in capsys.readouterr().out


def test_a_changed_ability_argument_changes_only_that_argument(card_file, tmp_path):
    before = card_file.read_text(encoding="utf-8")
    sheet = export(card_file, "seize", tmp_path)
    rows = read_rows(sheet)
    youth = rows[1][rows[0].index("ability1")]
    set_cell(sheet, "youth", "ability1", youth.replace("suit: this_cards", "suit: its_own"))
    assert import_(card_file, "seize", sheet) == 0
    assert changed_lines(before, card_file.read_text(encoding="utf-8")) == [
        "-          do: [{restore_in_hand: {suit: this_cards}}]", "+          do: [{restore_in_hand: {suit: its_own}}]"]


def test_empty_cells_remove_keys_and_new_cells_add_them_next_to_their_neighbours(card_file, tmp_path):
    before = card_file.read_text(encoding="utf-8")
    sheet = export(card_file, "banished", tmp_path)
    set_cell(sheet, "fire_4", "ability2", "")
    set_cell(sheet, "fire_5", "flavor", "It keeps the embers.")
    assert import_(card_file, "banished", sheet) == 0
    after = card_file.read_text(encoding="utf-8")
    assert changed_lines(before, after) == [
        "-        - trigger: when_dispelled_or_banished", "-          do: [{damage_bonus: 1}]",
        "+      flavor: It keeps the embers."]
    cards = load_cards(str(card_file)).game("banished").cards
    assert len(cards["fire_4"].abilities) == 1 and cards["fire_5"]["flavor"] == "It keeps the embers."
    assert after.index("flavor: It keeps the embers.") < after.index("- trigger: when_revealed\n          do: "
                                                                     "[{damage_bonus: 2}]")


def test_a_row_with_a_new_id_is_a_new_card_at_the_end_of_its_game(card_file, tmp_path):
    sheet = export(card_file, "pariahs", tmp_path)
    rows = read_rows(sheet)
    new = dict.fromkeys(rows[0], "")
    new.update(id="c4_herald", name="Herald", family="class4", influence="3", ability1="{trigger: used, do: [draw]}")
    rows.append([new[c] for c in rows[0]])
    write_csv(str(sheet), rows)
    assert import_(card_file, "pariahs", sheet) == 0
    cards = load_cards(str(card_file)).game("pariahs").cards
    assert list(cards)[-1] == "c4_herald"
    assert cards["c4_herald"].name == "Herald" and cards["c4_herald"]["influence"] == 3


@pytest.mark.parametrize("column, value, code, message", [
    ("influence", "two", "E202", "'influence' must be a whole number, not 'two'"),
    ("family", "class9", "E202", "family must be one of class1, class2, class3, class4"),
    ("ability1", "{trigger: used, do: [drawz]}", "E303", "unknown instruction 'drawz'"),
    ("ability1", "{trigger: used, do: [draw", "E101", "YAML syntax"),
])
def test_a_broken_csv_changes_nothing_and_names_the_row_and_column(card_file, tmp_path, capsys, column, value,
                                                                   code, message):
    before = card_file.read_bytes()
    sheet = export(card_file, "pariahs", tmp_path)
    set_cell(sheet, "c2_weaver", "influence", "5")            # a good change: still nothing is written
    rows = set_cell(sheet, "c1_beggar", column, value)
    row = 1 + next(i for i, r in enumerate(rows) if r[0] == "c1_beggar")
    assert import_(card_file, "pariahs", sheet) == 1
    assert card_file.read_bytes() == before
    err = capsys.readouterr().err
    assert f"{sheet}:{row}:{rows[0].index(column) + 1}: error[{code}]:" in err
    assert message in err
    assert "nothing was written" in err


def test_unknown_columns_and_duplicate_ids_are_named_where_they_are(card_file, tmp_path):
    sheet = export(card_file, "seize", tmp_path)
    rows = read_rows(sheet)
    rows[0][rows[0].index("flavor")] = "flavour"
    rows.append(list(rows[2]))
    write_csv(str(sheet), rows)
    merged = merge(card_file.read_text(encoding="utf-8"), str(sheet), "seize", str(card_file))
    found = [(p.line, p.col, p.code) for p in merged.problems]
    assert (1, len(rows[0]), "E201") in found and (len(rows), 1, "E204") in found
    assert "did you mean 'flavor'" in merged.problems[0].message


def test_export_writes_the_numbers_as_written_not_their_defaults(card_file):
    rows = export_rows(card_file.read_text(encoding="utf-8"), "seize")
    death = dict(zip(rows[0], next(r for r in rows if r[0] == "death")))
    youth = dict(zip(rows[0], next(r for r in rows if r[0] == "youth")))
    assert (death["seizes"], youth["seizes"], youth["family"]) == ("false", "", "")


def test_yaml_edit_keeps_comments_and_style_around_a_changed_value():
    text = ("# top\nmap:\n  a: 1   # one\n  b: [x, {y: 2}]\n  c:\n    - p\n    - q\n  # tail\nend: true\n")
    edit = YamlEdit(text)
    node = edit.root.value[0][1]
    edit.set(node, {"a": 1, "b": ["x", {"y": 3}, "z"], "c": ["q"], "d": "n: m"})
    assert edit.result() == ("# top\nmap:\n  a: 1   # one\n  b: [x, {y: 3}, z]\n  c:\n    - q\n"
                             "  d: 'n: m'\n  # tail\nend: true\n")
    assert (flow({"trigger": "used", "do": ["draw", {"earn_convert": 2}]})
            == "{trigger: used, do: [draw, {earn_convert: 2}]}")


def test_the_cards_command_is_listed_with_the_other_sub_commands(capsys):
    with pytest.raises(SystemExit):
        main.main(["--help"])
    assert "cards" in capsys.readouterr().out


def test_a_sheet_saved_with_semicolons_merges_as_one_with_commas(card_file, tmp_path):
    before = card_file.read_text(encoding="utf-8")
    sheet = export(card_file, "pariahs", tmp_path)
    rows = set_cell(sheet, "c1_mudlark", "influence", "2")
    with open(sheet, "w", encoding="utf-8", newline="") as fh:
        csv.writer(fh, delimiter=";").writerows(rows)
    assert import_(card_file, "pariahs", sheet) == 0
    after = card_file.read_text(encoding="utf-8")
    assert changed_lines(before, after) == ["-      influence: 1", "+      influence: 2"]


def test_a_window_asked_for_a_missing_sheet_says_so_before_opening(tmp_path, capsys):
    missing = tmp_path / "nowhere.csv"
    assert main.main(["play", "pariahs", "--cards-csv", str(missing)]) == 1
    assert f"{missing}: no such CSV" in capsys.readouterr().err
