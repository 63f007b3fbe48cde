"""Patrons: the toy market with a patron card dealt into each seat's deck by the seed, as Banished deals its Grim.

Seed ``s`` gives seat 0 the patron ``s mod 4`` and seat 1 one of the other three, so every ordered
pair comes once in 12 seeds; ``stats()['patron']`` names each seat's patron, the figure a
``stat:patron:…`` target reads.  The lab's tune tests fault one patron and check what gets edited.
"""
from game import engine, games
from game.engine.carddefs import GameSchema
from game.engine.cards import parse_cards
from game.engine.effects import Param
from tests.game.lab.test_batch_market import TEXT as MARKET, Market

PATRONS = ("owl", "fox", "bear", "hare")
TEXT = MARKET.replace("market:", "patrons:") + "".join(
    f"    - {{id: {p}, name: {p.title()}, family: patron, cost: 9, power: 2, copies: 1}}\n" for p in PATRONS)


class Patrons(Market):
    name = "patrons"

    @classmethod
    def setup(cls, state, options):
        super().setup(state, options)
        state.add_zone("box", None, engine.SECRET)
        first = state.seed % len(PATRONS)
        others = [p for p in PATRONS if p != PATRONS[first]]
        picks = [PATRONS[first], others[(state.seed // len(PATRONS)) % len(others)]]
        for uid in [u for z in ("crypt", "spread") for u in state.zones[z].cards]:
            card_id = state.cards[uid].card_id
            if card_id in PATRONS:
                where = f"deck:{picks.index(card_id)}" if card_id in picks else "box"
                engine.move(state, uid, where)
        cls.refill(state)
        for s in range(state.players):
            engine.shuffle(state, f"deck:{s}")

    @classmethod
    def stats(cls, state):
        owned = [[state.cards[u].card_id for kind in ("deck", "hand", "field", "discard")
                  for u in state.zones[f"{kind}:{s}"].cards] for s in range(state.players)]
        return {**super().stats(state), "patron": [next((c for c in o if c in PATRONS), None) for o in owned]}


MANIFEST = games.register(engine.GameManifest(
    name="patrons", title="Patrons", blurb="The toy market with a patron a seat.", rules=Patrons,
    schema=GameSchema("patrons", ("gem", "dud", "patron"), {"cost": Param("int", 0), "power": Param("int", 0),
                                                                      "element": Param("str", "")})))
CARDS, _problems = parse_cards(TEXT, "patrons.yaml")
assert not _problems, _problems
