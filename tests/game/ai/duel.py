"""Duel, a tiny hidden-hand game the computer players' tests play, and the positions they set up in it."""
from game import engine, games
from game.ai.evaluate import two_sided
from game.engine.cards import parse_cards
from game.engine.carddefs import GameSchema
from game.engine.effects import Param


class Duel(engine.Rules):
    """Ten numbers, three in hand; leader plays, the other answers; the higher takes a point."""
    name = "duel"

    @classmethod
    def setup(cls, state, options):
        state.add_zone("deck", None, engine.SECRET)
        state.add_zone("trick", None, engine.PUBLIC)
        state.add_zone("taken", None, engine.PUBLIC)
        for s in range(2):
            state.add_zone(f"hand:{s}", s, engine.PRIVATE)
        for v in range(1, 11):
            state.create_card(f"d{v}", None, "deck")
        engine.shuffle(state, "deck")
        for _ in range(3):
            for s in range(2):
                cls.draw(state, s)
        state.data["leader"] = 0

    @staticmethod
    def draw(state, seat):
        if state.zones["deck"].cards:
            engine.move(state, state.zones["deck"].cards[-1], f"hand:{seat}")

    @classmethod
    def legal(cls, state):
        seat = state.data["leader"] ^ len(state.zones["trick"].cards)
        return [engine.Action("play", seat, (uid,), label=cls.card_name(state, uid))
                for uid in state.zones[f"hand:{seat}"].cards]

    @staticmethod
    def card_name(state, uid):
        card_id = state.cards[uid].card_id
        return state.defs.cards[card_id].name if card_id else "a card"

    @classmethod
    def perform(cls, state, action):
        engine.move(state, action.args[0], "trick")
        trick = state.zones["trick"].cards
        if len(trick) < 2:
            return
        lead, answer = (state.definition(u)["value"] for u in trick)
        winner = state.data["leader"] ^ (answer > lead)
        engine.add_counter(state, "points", winner, 1)
        for uid in list(trick):
            engine.move(state, uid, "taken")
        state.data["leader"] = winner
        cls.draw(state, winner)
        cls.draw(state, 1 - winner)
        if not state.zones["hand:0"].cards:
            p0, p1 = state.counter("points", 0), state.counter("points", 1)
            engine.end_game(state, [0] if p0 > p1 else [1] if p1 > p0 else [0, 1], "points")


def _duel(state):
    """Points ahead, and a little for the numbers in hand."""
    def strength(s):
        return state.counter("points", s) + 0.05 * sum(state.definition(u)["value"]
                                                       for u in state.zones[f"hand:{s}"].cards)
    return two_sided(strength(0) - strength(1), 1.0)


MANIFEST = games.register(engine.GameManifest(
    name="duel", title="Duel", blurb="Ten numbers, the higher takes a point.", rules=Duel,
    schema=GameSchema("duel", ("number",), {"value": Param("int", 0)}), evaluator=_duel))
CARDS, _problems = parse_cards("duel:\n  cards:\n" + "".join(
    f"    - {{id: d{v}, name: Number {v}, value: {v}}}\n" for v in range(1, 11)), "duel.yaml")
assert not _problems


def new_duel(seed):
    return engine.new_game("duel", ("Ann", "Bob"), seed, CARDS)


def hand_values(state, seat):
    return sorted(state.definition(u)["value"] for u in state.zones[f"hand:{seat}"].cards)


def set_hands(state, ann, bob):
    """Give each hand the numbers asked for, trading with the deck."""
    for seat, values in ((0, ann), (1, bob)):
        for uid, value in zip(state.zones[f"hand:{seat}"].cards, values):
            other = next(u for u, c in state.cards.items() if c.card_id == f"d{value}")
            a, b = state.writable(uid), state.writable(other)
            a.card_id, b.card_id = b.card_id, a.card_id
    assert hand_values(state, 0) == sorted(ann) and hand_values(state, 1) == sorted(bob)
