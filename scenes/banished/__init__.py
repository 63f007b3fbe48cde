"""Banished at the table (the manifest): its layout, who holds the Favor, the result lines, its tarot hand,
and its decks for a virtual table."""
from game.banished.setup import deal_plan
from game.banished.rules import Banished

from scenes.banished.art import STYLE
from scenes.banished.setup import finish, setup_panel
from scenes.banished.layout import BanishedLayout
from scenes.table.manifest import TableManifest


def decks(section) -> list[tuple[str, list]]:
    """What the set-up deals: a starting deck for each seat, the 4-Value Grim on offer and the Crypt."""
    starters, rest = deal_plan(section)
    starter = [(card_id, "") for card_id in starters]
    seats = [(f"Starting deck, seat {n}", starter) for n in range(1, Banished.max_seats + 1)]
    return seats + [("4-Value Grim on offer", [(c, "") for c, zone in rest if zone == "choices"]),
                    ("Crypt", [(c, "") for c, zone in rest if zone == "crypt"])]


TABLE = TableManifest(name="banished", layout=BanishedLayout, setup_panel=setup_panel, finish=finish, style=STYLE,
                      card_sizes=("poker", "tarot"), decks=decks)
