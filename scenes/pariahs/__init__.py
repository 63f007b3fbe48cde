"""Pariahs at the table (the manifest): its layout, where each side's Support came from, its portraits,
and a deck printed for each Color."""
from game.pariahs.board import COLORS

from scenes.pariahs.art import STYLE
from scenes.pariahs.table import PariahsLayout, finish
from scenes.table.manifest import TableManifest


def print_variants(section) -> list[tuple[str, dict]]:
    """Each side's deck is printed in its Color."""
    return [(c.lower(), {"color": c.lower()}) for c in COLORS]


TABLE = TableManifest(name="pariahs", layout=PariahsLayout, finish=finish, style=STYLE,
                      print_variants=print_variants)
