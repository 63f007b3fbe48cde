"""Every Banished card with an Ability is tested in the module of its family; the card file warns of a weak Grim."""
import os

from tests.game.banished.test_banished_kit import CARDS
from tests.pinned import PINNED_PATH

CARD_MODULES = ("test_banished_grim.py", "test_banished_bonds.py", "test_banished_wands_curses.py")


def test_every_card_with_an_ability_is_tested_here():
    folder = os.path.dirname(os.path.abspath(__file__))
    source = "".join(open(os.path.join(folder, name), encoding="utf-8").read() for name in CARD_MODULES)
    untested = [c.id for c in CARDS.game("banished").cards.values()
                if c.abilities and f'"{c.id}"' not in source and c.family not in ("spirit", "sword")]
    assert untested == []


def test_a_4_value_grim_without_a_dispel_or_banish_effect_is_warned_of_at_the_card():
    from game.engine.cards import parse_cards
    text = open(PINNED_PATH, encoding="utf-8").read()
    start = text.index("- id: fire_4")
    cut = text.index("        - trigger: when_dispelled_or_banished", start)
    end = text.index("\n", text.index("do:", cut)) + 1
    cards, problems = parse_cards(text[:cut] + text[end:], "cards.yaml")
    line = text[:text.index("- trigger", start)].count("\n") + 1
    assert problems == [] and [str(w) for w in cards.warnings] == [
        f"cards.yaml:{line}:9: warning[W401]: a 4-Value Elemental Grim has two effects: one in Combat "
        "(When Revealed) and one When Dispelled or Banished"]
