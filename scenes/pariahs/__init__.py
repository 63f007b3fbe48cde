"""Pariahs at the table (the manifest): its layout, where each side's Support came from, its portraits,
and a deck printed for each Color (its Followers on a virtual table)."""
from game.pariahs.board import COLORS

from scenes.pariahs.art import STYLE
from scenes.pariahs.layout import PariahsLayout
from scenes.pariahs.setup import finish
from scenes.table.manifest import TableManifest


def print_variants(section) -> list[tuple[str, dict]]:
    """Each side's deck is printed in its Color."""
    return [(c.lower(), {"color": c.lower()}) for c in COLORS]


def decks(section) -> list[tuple[str, list]]:
    """Each Color's Followers, every card in its Color."""
    return [(f"{color} Followers", [(defn.id, color.lower()) for defn in section.cards.values()
                                    for _ in range(int(defn.get("copies", 1)))]) for color in COLORS]


TABLE = TableManifest(name="pariahs", layout=PariahsLayout, finish=finish, style=STYLE,
                      print_variants=print_variants, decks=decks)
