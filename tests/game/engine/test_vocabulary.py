"""docs/CARDS.md is the card language as the code defines it (regenerate with `main.py vocabulary --out`)."""
import os
import pathlib

from game import games
from game.engine.vocabulary import markdown
from tests.pinned import pinned_cards

DOC = os.path.join(str(pathlib.Path(__file__).resolve().parents[3]), "docs", "CARDS.md")


def test_the_card_language_document_is_current():
    with open(DOC, encoding="utf-8") as fh:
        assert fh.read() == markdown(games.names()), "run: python main.py vocabulary --out docs/CARDS.md"


def test_every_instruction_used_in_cards_yaml_is_documented():
    text = markdown(games.names())
    for game in pinned_cards().games.values():
        for card in game.cards.values():
            for ability in card.abilities:
                assert f"`{ability.trigger}`" in text
                for instr in ability.do + ability.cost:
                    assert f"`{instr.name}" in text
