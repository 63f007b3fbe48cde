"""Banished at the table (the manifest): its layout, who holds the Favor, the result lines, its tarot hand."""
from scenes.banished.art import STYLE
from scenes.banished.seats import finish, setup_panel
from scenes.banished.table import BanishedLayout
from scenes.table.manifest import TableManifest

TABLE = TableManifest(name="banished", layout=BanishedLayout, setup_panel=setup_panel, finish=finish, style=STYLE)
