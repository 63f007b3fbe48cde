"""What a game tells the shared window code about its table: one data object, its package's manifest.

Each ``scenes/<game>/__init__.py`` defines ``TABLE = TableManifest(...)``;
``scenes/games.py`` is the explicit list.  Every field has a default, so a
game with nothing of its own is laid out from its zones and drawn plainly.

A game's table package has the same files for the same jobs: ``layout.py`` (where
things go: the ``TableLayout`` subclass), ``paint.py`` (drawing the table),
``panel.py`` (the seats' plates or side panels, where the game has them), ``art.py`` (the card faces and
backs) and ``setup.py`` (before and after a game: set-up options, result lines).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from scenes.cardstyle import CardStyle
from scenes.table.layout import GenericLayout


def _as_set(app, game, specs, names, options, context):
    return options, context


def _nothing_to_add(table) -> None:
    return None


def _one_version(section) -> list[tuple[str, dict]]:
    return [("", {})]


def _as_listed(defn) -> int:
    return 0


@dataclass(frozen=True)
class TableManifest:
    """A game's table: its layout, its set-up panel and hooks, its card style and printed versions."""
    name: str
    layout: type = GenericLayout
    setup_panel: Callable | None = None  # fn(setup scene) -> panel (profiles, options), or None: seats only
    prepare: Callable = _as_set          # fn(app, game, specs, names, options, context) -> (options, context)
    finish: Callable = _nothing_to_add   # fn(table) -> None, once when a game ends (sets table.finish_lines)
    style: CardStyle = CardStyle()
    print_variants: Callable = _one_version  # fn(section) -> [(suffix, props)], the printed versions of a card
    card_order: Callable = _as_listed        # fn(defn) -> sort key of the cards in the gallery and on the sheets
    card_sizes: tuple = ("poker",)           # the sizes its cards are printed in, the default first
    decks: Callable | None = None            # fn(section) -> [(name, [(card id, version suffix)...])] for a
    #                                          virtual table; None: one deck of every printed card
