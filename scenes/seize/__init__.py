"""A Bandit's Seize at the table (the manifest): its layout, the profiles panel and the pot changing hands,
its woodcut hand, and every card printed in every suit, by value."""
from scenes.seize.art import STYLE
from scenes.seize.setup import finish, prepare, setup_panel
from scenes.seize.layout import SeizeLayout
from scenes.table.manifest import TableManifest


def print_variants(section) -> list[tuple[str, dict]]:
    """Every value is printed in every suit."""
    return [(s["id"], {"suit": s["id"]}) for s in section.constants.get("suits", ())]


def card_order(defn):
    return defn.get("value", 0)


TABLE = TableManifest(name="seize", layout=SeizeLayout, setup_panel=setup_panel, prepare=prepare, finish=finish,
                      style=STYLE, print_variants=print_variants, card_order=card_order)
