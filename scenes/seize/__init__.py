"""A Bandit's Seize at the table (the manifest): its layout, the profiles panel and the pot changing hands."""
from scenes.seize.table import SeizeLayout, finish, prepare, setup_panel
from scenes.table.manifest import TableManifest

TABLE = TableManifest(name="seize", layout=SeizeLayout, setup_panel=setup_panel, prepare=prepare, finish=finish)
