"""The one explicit list of game tables (each ``scenes/<game>/__init__.py``'s ``TABLE``), and the look-ups on it.

Importing it also gives the card painter every game's card style.
"""
from __future__ import annotations

from scenes import banished, cardstyle, pariahs, seize
from scenes.table.manifest import TableManifest

TABLES: tuple[TableManifest, ...] = (seize.TABLE, banished.TABLE, pariahs.TABLE)

for _table in TABLES:
    cardstyle.install(_table.name, _table.style)


def table_for(game: str) -> TableManifest:
    """The game's table manifest; a game without one gets the defaults (laid out from its zones)."""
    return next((t for t in TABLES if t.name == game), None) or TableManifest(game)


def layout_for(game: str):
    return table_for(game).layout
