"""The card file rule tests play with: a pinned copy of cards.yaml, so a designer's edit turns no rule test red.

Only tests about the shipped set read cards.yaml (``DEFAULT_PATH``), and their names say so
(``test_shipped_set_...``).  When a rule needs a card the pinned file lacks, copy it in.
"""
import os

from game.engine.cards import CardSet, load_cards

PINNED_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "cards-pinned.yaml")
_PINNED: CardSet | None = None


def pinned_cards() -> CardSet:
    """The pinned card set, read once per process."""
    global _PINNED
    if _PINNED is None:
        _PINNED = load_cards(PINNED_PATH)
    return _PINNED


def pinned_text() -> str:
    with open(PINNED_PATH, encoding="utf-8") as fh:
        return fh.read()
