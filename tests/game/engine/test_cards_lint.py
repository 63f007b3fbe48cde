"""cards.yaml loading and lint: every problem named with file, line, column and a code."""
import subprocess
import sys
import textwrap

import pytest

from game.engine.cards import CardFileError, load_cards, parse_cards
from tests.game.engine.toy_game import MANIFEST as TOY
from tests.pinned import PINNED_PATH, pinned_cards

GOOD = """\
toy:
  cards:
    - id: coin
      name: Coin
      value: 3
    - id: maker
      name: Maker
      abilities:
        - trigger: when_played
          do:
            - create_copy: coin
"""


def problems(text):
    cards, found = parse_cards(textwrap.dedent(text), "t.yaml")
    assert (cards is None) == bool(found)
    return [str(p) for p in found]


def test_a_good_file_loads_with_generated_text():
    cards, found = parse_cards(GOOD, "t.yaml")
    assert not found
    maker = cards.game(TOY.name).cards["maker"]
    assert maker.text == "When played: Put a coin into your hand."
    assert cards.game(TOY.name).cards["coin"]["value"] == 3


def test_yaml_syntax_error_names_line_and_column():
    found = problems("toy:\n  cards:\n    - id: [coin\n")
    assert len(found) == 1 and found[0].startswith("t.yaml:") and "error[E101]" in found[0]


@pytest.mark.parametrize("text, code, where, words", [
    (GOOD.replace("      value: 3", "      valeu: 3"), "E201", "t.yaml:5:7", "did you mean 'value'"),
    (GOOD.replace("value: 3", "value: three"), "E202", "t.yaml:5:14", "whole number"),
    (GOOD.replace("when_played", "when_plaid"), "E301", "t.yaml:9:20", "did you mean 'when_played'"),
    (GOOD.replace("create_copy: coin", "create_coppy: coin"), "E303", "t.yaml:11:15", "did you mean 'create_copy'"),
    (GOOD.replace("create_copy: coin", "create_copy: {cards: coin}"), "E304", "t.yaml:11:29", "has no argument"),
    (GOOD.replace("create_copy: coin", "create_copy: {}"), "E305", "t.yaml:11:28", "needs the argument 'card'"),
    (GOOD.replace("create_copy: coin", "create_copy: coyn"), "E306", "t.yaml:11:28", "did you mean 'coin'"),
    (GOOD.replace("id: maker", "id: coin"), "E204", "t.yaml:6:11", "duplicate card id 'coin'"),
    (GOOD.replace("toy:", "toi:"), "E307", "t.yaml:1:1", "did you mean 'toy'"),
])
def test_each_problem_has_its_code_place_and_hint(text, code, where, words):
    found = problems(text)
    assert any(f"error[{code}]" in p and p.startswith(where) and words in p for p in found), found


def test_every_problem_is_reported_not_just_the_first():
    text = GOOD.replace("value: 3", "value: x").replace("when_played", "when_plaid")
    assert len(problems(text)) == 2


def test_tags_cannot_construct_objects():
    found = problems("toy: !!python/object/apply:os.system ['echo hacked']\n")
    assert found and "error[E102]" in found[0]


def test_aliases_are_refused_before_they_are_expanded():
    bomb = "a: &a ['x','x','x','x','x','x','x','x','x']\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)},*{chr(97 + i)},*{chr(97 + i)},*{chr(97 + i)}]\n"
        for i in range(20))
    found = problems(bomb)
    assert "error[E102]" in found[0] and "aliases" in found[0]


def test_an_oversized_file_is_refused(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("# " + "x" * 1_100_000 + "\n")
    with pytest.raises(CardFileError) as err:
        load_cards(str(path))
    assert "error[E100]" in str(err.value)


@pytest.mark.slow
def test_lint_command_exit_codes(tmp_path):
    empty = tmp_path / "empty.yaml"
    empty.write_text("# nothing yet\n")
    bad = tmp_path / "bad.yaml"
    bad.write_text("seize:\n  cards: [\n")
    def run(p, *flags):
        return subprocess.run([sys.executable, "main.py", "lint", str(p), *flags], capture_output=True, text=True)
    ok = run(PINNED_PATH, "--strict")
    assert ok.returncode == 0 and ok.stdout == f"{PINNED_PATH}: ok\n"
    nothing = run(empty)
    assert nothing.returncode == 1 and "error[E203]" in nothing.stdout and "no games defined" in nothing.stdout
    broken = run(bad)
    assert broken.returncode == 1
    assert broken.stdout.startswith(f"{bad}:") and "error[E101]" in broken.stdout
    assert "Traceback" not in broken.stdout + broken.stderr
    missing = run(tmp_path / "nope.yaml")
    assert missing.returncode == 1 and "cannot read" in missing.stdout


def test_the_project_card_file_is_clean():
    pinned_cards()
