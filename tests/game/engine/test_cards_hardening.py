"""The card file's lint as the only gate: bad text, odd shapes and set shapes end in FILE:LINE:COL problems."""
import subprocess
import sys
import textwrap

import pytest

from game.engine.cards import DEFAULT_PATH, SCHEMAS, lint, load_cards, parse_cards
from game.engine.carddefs import GameSchema
from game.engine.effects import Param
from tests.game.engine.test_cards_lint import GOOD
from tests.pinned import PINNED_PATH

BASE = open(PINNED_PATH, encoding="utf-8").read()


def found(text, file="t.yaml"):
    cards, problems = parse_cards(text, file)
    return [str(p) for p in problems]


@pytest.mark.parametrize("tagged, words", [
    ('!!int "abc"', "'abc' is not a whole number"), ('!!int ""', "'' is not a whole number"),
    ('!!float "."', "'.' is not a number"), ('!!bool "maybe"', "'maybe' is not true or false"),
])
def test_a_tag_on_bad_text_is_a_problem_at_the_value(tagged, words):
    assert found(GOOD.replace("value: 3", f"value: {tagged}")) == [f"t.yaml:5:14: error[E102]: {words}"]


def test_a_key_that_reads_as_a_boolean_says_to_quote_it():
    assert found(GOOD.replace("value: 3", "yes: 3")) == [
        "t.yaml:5:7: error[E202]: the key 'yes' reads as true; put it in quotes"]


def test_a_raw_control_character_is_placed_at_its_line_and_column():
    problems = found(GOOD.replace("name: Maker", "name: Ma\x07ker"))
    assert problems == ["t.yaml:7:15: error[E101]: the character U+0007 is not allowed in YAML (a control character)"]


@pytest.mark.parametrize("escaped, what", [
    ("\\x01", "a control character (U+0001)"), ("\\u202e", "(U+202E)"), ("\\u0085", "(U+0085)"),
])
def test_names_are_printable_text(escaped, what):
    problems = found(GOOD.replace("name: Maker", f'name: "Ma{escaped}ker"'))
    assert len(problems) == 1 and problems[0].startswith("t.yaml:7:13: error[E206]:") and what in problems[0]


def test_a_lone_surrogate_is_refused_at_its_name():
    problems = found(GOOD.replace("name: Maker", 'name: "Ma\\ud800ker"'))
    assert len(problems) == 1 and problems[0].startswith("t.yaml:7:1") and "error[E" in problems[0]


def test_a_name_is_one_line_of_sane_length():
    assert "error[E206]" in found(GOOD.replace("name: Maker", 'name: "Ma\\nker"'))[0]
    assert found(GOOD.replace("name: Maker", "name: " + "M" * 41)) == [
        "t.yaml:7:13: error[E208]: the card's 'name' must be from 1 to 40 characters long, not 41"]


def test_a_file_that_is_not_utf8_names_the_line_and_column_of_the_bad_byte(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_bytes(GOOD.encode().replace(b"name: Maker", b"name: Ma\xffker"))
    assert [str(p) for p in lint(str(path))] == [
        f"{path}:7:15: error[E101]: the file is not UTF-8 text: byte 0xFF cannot start a character"]


@pytest.mark.parametrize("depth", [33, 400, 10_000])
def test_deep_nesting_is_refused(depth):
    problems = found(GOOD + "  extra: " + "[" * depth + "]" * depth + "\n")
    assert len(problems) == 1 and problems[0].startswith("t.yaml:12:") and "nest" in problems[0]


def test_block_nesting_past_the_limit_is_refused_where_it_passes_it():
    text = "toy:\n" + "".join(" " * (i + 2) + f"k{i}:\n" for i in range(40)) + " " * 42 + "v\n"
    assert found(text) == ["t.yaml:33:34: error[E103]: maps and lists nested more than 32 deep"]


@pytest.mark.parametrize("text", ["", "# only a comment\n", "{}\n"])
def test_an_empty_file_defines_no_games(text):
    assert found(text) == ["t.yaml:1:1: error[E203]: no games defined: the file has no sections"]


RANGED = GameSchema("ranged", ("thing",), {"power": Param("int", 0, min=0, max=9)},
                    {"hand_size": Param("int", 5, min=1, max=10), "rounds": Param("int", 6),
                     "colour": Param("list", [0, 0, 0], min=3, max=3, item=Param("int", min=0, max=255))})


@pytest.fixture
def ranged(monkeypatch):
    monkeypatch.setitem(SCHEMAS, "ranged", RANGED)


RANGED_FILE = """\
ranged:
  constants:
    hand_size: 5
    colour: [10, 20, 30]
  cards:
    - {id: a, name: A, power: 3}
"""


@pytest.mark.parametrize("old, new, problem", [
    ("hand_size: 5", "hand_size: 0", "t.yaml:3:16: error[E208]: constant 'hand_size' must be from 1 to 10, not 0"),
    ("hand_size: 5", "hand_size: -3", "t.yaml:3:16: error[E208]: constant 'hand_size' must be from 1 to 10, not -3"),
    ("hand_size: 5", "rounds: 1000000000",
     "t.yaml:3:13: error[E208]: constant 'rounds' must be from -999 to 999, not 1000000000"),
    ("power: 3", "power: 10", "t.yaml:6:31: error[E208]: 'power' must be from 0 to 9, not 10"),
    ("[10, 20, 30]", "[10, 20]", "t.yaml:4:13: error[E208]: constant 'colour' must be from 3 to 3 entries long, not 2"),
    ("[10, 20, 30]", "[10, 20, 300]",
     "t.yaml:4:22: error[E208]: entry 3 of constant 'colour' must be from 0 to 255, not 300"),
    ("[10, 20, 30]", "[10, x, 30]",
     "t.yaml:4:18: error[E202]: entry 2 of constant 'colour' must be a whole number, not 'x'"),
])
def test_every_number_has_a_range_the_rules_can_play(ranged, old, new, problem):
    assert found(RANGED_FILE) == []
    assert found(RANGED_FILE.replace(old, new)) == [problem]


def _shape_check(cards, report):
    for card in cards.cards.values():
        if card["power"] > 5:
            report.warn(card.id, "power", "W401", "the rulebook's things have Power 5 or less")
    if len(cards.cards) != 2:
        report.warn(None, None, "W402", f"the rulebook has 2 things, not {len(cards.cards)}")


def test_warnings_load_and_come_after_the_errors(monkeypatch):
    monkeypatch.setitem(SCHEMAS, "ranged", GameSchema("ranged", ("thing",), RANGED.fields, check=_shape_check))
    cards, problems = parse_cards(RANGED_FILE.replace("  constants:\n    hand_size: 5\n    colour: [10, 20, 30]\n", "")
                                  .replace("power: 3", "power: 7"), "t.yaml")
    assert problems == [] and cards.game("ranged").cards["a"]["power"] == 7
    assert [str(w) for w in cards.warnings] == [
        "t.yaml:2:3: warning[W402]: the rulebook has 2 things, not 1",
        "t.yaml:3:31: warning[W401]: the rulebook's things have Power 5 or less"]


def test_a_broken_card_is_reported_once_with_no_set_check_cascade(monkeypatch):
    monkeypatch.setitem(SCHEMAS, "ranged", GameSchema("ranged", ("thing",), RANGED.fields, check=_shape_check))
    text = "ranged:\n  cards:\n    - {id: a, name: A, power: 3}\n    - {id: b, name: B, power: x}\n"
    assert found(text) == ["t.yaml:4:31: error[E202]: 'power' must be a whole number, not 'x'"]


def test_a_suit_of_the_wrong_shape_is_reported_at_its_entry():
    text = BASE.replace('- {id: demon, name: The Demon, sign: "╲", color: [150, 38, 46]}', "- demon", 1)
    assert found(text, "cards.yaml") == ["cards.yaml:17:9: error[E202]: each entry of 'suits' must be a map"]


def test_a_check_that_raises_is_a_problem_not_a_crash(monkeypatch):
    def broken(cards, report):
        return cards.no_such_thing
    monkeypatch.setattr(SCHEMAS["seize"], "check", broken)
    problems = found(BASE, "cards.yaml")
    assert len(problems) == 1 and "error[E400]" in problems[0] and "AttributeError" in problems[0]


def test_a_required_section_that_is_missing_is_an_error(monkeypatch):
    monkeypatch.setattr(SCHEMAS["pariahs"], "required", True)
    start, end = BASE.index("\npariahs:"), BASE.index("\nbanished:")
    assert found(BASE[:start] + BASE[end:], "cards.yaml") == [
        "cards.yaml:13:1: error[E203]: the file has no 'pariahs' section; pariahs cannot be played without it"]


def test_shipped_set_passes_strict_lint():
    assert lint(DEFAULT_PATH) == []
    run = subprocess.run([sys.executable, "main.py", "lint", "--strict"], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout


@pytest.mark.slow
def test_lint_exits_0_on_warnings_and_1_with_strict(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text(BASE)
    code = textwrap.dedent("""
        import sys, main
        from game.engine.cards import SCHEMAS
        check = SCHEMAS["seize"].check
        def warn_too(cards, report):
            check(cards, report)
            report.warn(None, None, "W999", "a test warning")
        SCHEMAS["seize"].check = warn_too
        sys.exit(main.main(["lint", sys.argv[1]] + sys.argv[2:]))
    """)
    plain = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True)
    strict = subprocess.run([sys.executable, "-c", code, str(path), "--strict"], capture_output=True, text=True)
    assert plain.returncode == 0 and "warning[W999]: a test warning" in plain.stdout, plain.stdout + plain.stderr
    assert strict.returncode == 1 and "warning[W999]" in strict.stdout
    assert load_cards(str(path)).warnings == ()


def test_records_have_a_count_and_fields_with_ranges(monkeypatch):
    places = Param("records", min=1, max=2, choices=(("name", Param("str", min=1, max=8)),
                                                     ("size", Param("int", min=1, max=5))))
    monkeypatch.setitem(SCHEMAS, "ranged", GameSchema("ranged", ("thing",), {}, {"places": places}))
    text = "ranged:\n  constants:\n    places: [{name: a, size: 2}]\n  cards:\n    - {id: a, name: A}\n"
    assert found(text) == []
    assert found(text.replace("size: 2", "size: 9")) == [
        "t.yaml:3:30: error[E208]: 'size' of 'places' must be from 1 to 5, not 9"]
    assert found(text.replace("[{name: a, size: 2}]", "[]")) == [
        "t.yaml:3:13: error[E208]: constant 'places' must be from 1 to 2 entries long, not 0"]
