"""Pariahs at the table (the manifest): its layout and where each side's Support came from."""
from scenes.pariahs.table import PariahsLayout, finish
from scenes.table.manifest import TableManifest

TABLE = TableManifest(name="pariahs", layout=PariahsLayout, finish=finish)
