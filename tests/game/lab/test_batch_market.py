"""Market: a tiny deck builder the simulator's tests play (buy from a spread, play to a field).

Each turn the seat to move gains 2 coins and may buy one card of the spread it can
pay for (to its discard, the spread refills from the crypt) and play one card from
hand to its field for that card's power in points; at the end of the turn the field
goes to the discard and the hand is refilled to 3 (the discard reshuffled when the
deck runs out).  10 points wins; after 24 turns the higher score wins, or nobody.
"""
import os

from game import engine, games
from game.engine import events as ev
from game.lab.balance import Collector, zone_role
from game.engine.cards import parse_cards
from game.engine.carddefs import GameSchema
from game.engine.effects import Param

TEXT = """market:
  cards:
    - {id: pebble, name: Pebble, family: dud, cost: 0, power: 1, copies: 6}
    - {id: ruby, name: Ruby, family: gem, element: Fire, cost: 3, power: 3, copies: 3}
    - {id: ember, name: Ember, family: gem, element: Fire, cost: 2, power: 2, copies: 3}
    - {id: pearl, name: Pearl, family: gem, element: Water, cost: 3, power: 2, copies: 3}
    - {id: drop, name: Drop, family: gem, element: Water, cost: 1, power: 1, copies: 3}
    - {id: crown, name: Crown, family: gem, element: Gold, cost: 5, power: 5, copies: 2}
"""
GOAL, TURNS, HAND = 10, 24, 3


class Market(engine.Rules):
    name = "market"
    max_seats = 4

    @classmethod
    def setup(cls, state, options):
        state.add_zone("crypt", None, engine.SECRET)
        state.add_zone("spread", None, engine.PUBLIC)
        for s in range(state.players):
            for kind, vis in (("deck", engine.SECRET), ("hand", engine.PRIVATE), ("field", engine.PUBLIC),
                              ("discard", engine.PUBLIC)):
                state.add_zone(f"{kind}:{s}", s, vis)
        for d in state.defs.cards.values():
            for _ in range(d["copies"]):
                if d.family == "dud":
                    for s in range(state.players):
                        state.create_card(d.id, s, f"deck:{s}")
                else:
                    state.create_card(d.id, None, "crypt")
        engine.shuffle(state, "crypt")
        for s in range(state.players):
            engine.shuffle(state, f"deck:{s}")
        cls.refill(state)
        for s in range(state.players):
            cls.draw_up(state, s)
        state.data.update(turn=0, seat=0, bought=False, played=False)
        if options.get("crash_on_seed") == state.seed:
            state.data["crash"] = True
        if options.get("exit_mid_game_on_seed") == state.seed:
            state.data["exit"] = True
        if options.get("exit_on_seed") == state.seed:      # a game that takes its worker process down
            os._exit(9)
        cls.begin_turn(state, 0)

    @staticmethod
    def refill(state):
        while len(state.zones["spread"]) < 4 and state.zones["crypt"].cards:
            engine.move(state, state.zones["crypt"].cards[-1], "spread")

    @staticmethod
    def draw_up(state, seat):
        deck, hand = f"deck:{seat}", f"hand:{seat}"
        while len(state.zones[hand]) < HAND:
            if not state.zones[deck].cards:
                for uid in list(state.zones[f"discard:{seat}"].cards):
                    engine.move(state, uid, deck)
                engine.shuffle(state, deck)
                if not state.zones[deck].cards:
                    return
            engine.move(state, state.zones[deck].cards[-1], hand)

    @classmethod
    def begin_turn(cls, state, seat):
        state.data.update(seat=seat, bought=False, played=False, turn=state.data["turn"] + 1)
        state.emit(ev.TurnBegan(seat, state.data["turn"]))
        engine.add_counter(state, "coins", seat, 2)

    @classmethod
    def legal(cls, state):
        seat, acts = state.data["seat"], []
        coins = state.counter("coins", seat)
        if not state.data["bought"]:
            acts += [engine.Action("buy", seat, (uid,)) for uid in state.zones["spread"].cards
                     if state.definition(uid)["cost"] <= coins]
        if not state.data["played"]:
            acts += [engine.Action("play", seat, (uid,)) for uid in state.zones[f"hand:{seat}"].cards]
        return acts + [engine.Action("end", seat)]

    @classmethod
    def perform(cls, state, action):
        seat = action.seat
        if state.data.get("crash") and state.data["turn"] > 3:
            raise ZeroDivisionError("a bug on purpose")
        if state.data.get("exit") and state.data["turn"] > 3:     # its worker process dies in the middle of the game
            os._exit(9)
        if action.kind == "buy":
            uid = action.args[0]
            engine.add_counter(state, "coins", seat, -state.definition(uid)["cost"])
            engine.move(state, uid, f"discard:{seat}")
            state.data["bought"] = True
            cls.refill(state)
        elif action.kind == "play":
            uid = action.args[0]
            engine.move(state, uid, f"field:{seat}")
            engine.add_counter(state, "points", seat, state.definition(uid)["power"])
            state.data["played"] = True
        else:
            cls.end_turn(state, seat)

    @classmethod
    def end_turn(cls, state, seat):
        for uid in list(state.zones[f"field:{seat}"].cards):
            engine.move(state, uid, f"discard:{seat}")
        cls.draw_up(state, seat)
        points = [state.counter("points", s) for s in range(state.players)]
        if max(points) >= GOAL or state.data["turn"] >= TURNS:
            best = max(points)
            winners = [s for s, p in enumerate(points) if p == best]
            engine.end_game(state, winners if len(winners) == 1 else [], "points", points)
            return
        cls.begin_turn(state, (seat + 1) % state.players)

    @classmethod
    def stats(cls, state):
        return {"points": [state.counter("points", s) for s in range(state.players)],
                "spread_left": len(state.zones["spread"]),
                "best_card": [cls.best_card(state, s) for s in range(state.players)]}

    @staticmethod
    def best_card(state, seat):
        """The id of the most powerful card a seat owns (its first in set order on a tie)."""
        owned = [state.cards[u] for kind in ("deck", "hand", "field", "discard")
                 for u in state.zones[f"{kind}:{seat}"].cards]
        order = list(state.defs.cards)
        best = max(owned, key=lambda c: (state.defs.cards[c.card_id]["power"], -order.index(c.card_id)))
        return best.card_id


MANIFEST = games.register(engine.GameManifest(
    name="market", title="Market", blurb="A tiny deck builder for the lab's tests.", rules=Market,
    schema=GameSchema("market", ("gem", "dud"), {"cost": Param("int", 0), "power": Param("int", 0),
                                                              "element": Param("str", "")})))
CARDS, _problems = parse_cards(TEXT, "market.yaml")
assert not _problems, _problems



def _action(state, kind, card_id=None):
    seat = state.data["seat"]
    for a in engine.legal_actions(state):
        if a.kind == kind and (card_id is None or state.cards[a.args[0]].card_id == card_id):
            return a
    raise AssertionError(f"no {kind} {card_id} for seat {seat}")


def test_zone_roles_are_guessed_from_the_zone_kinds():
    assert [zone_role("market", z) for z in ("spread", "crypt", "field:0", "discard:1", "hand:0")] == \
        ["market", "supply", "play", "kept", "kept"]


def test_collector_counts_a_bought_and_a_played_card_and_what_is_held():
    state = engine.new_game("market", ("A", "B"), 3, CARDS)
    collector = Collector(state)
    state.writable_zone("spread").cards.sort(key=lambda u: state.cards[u].card_id != "drop")
    state.create_card("drop", None, "spread")
    collector.observe(state, engine.apply(state, _action(state, "buy", "drop")))
    hand_card = state.cards[state.zones["hand:0"].cards[0]].card_id
    collector.observe(state, engine.apply(state, _action(state, "play", hand_card)))
    collector.observe(state, engine.apply(state, _action(state, "end")))
    tally = collector.finish(state)
    assert tally[0]["bought"] == {"card:drop": 1, "family:gem": 1, "element:Water": 1}
    assert tally[0]["played"][f"card:{hand_card}"] == 1
    assert tally[1]["bought"] == {} and tally[1]["played"] == {}
    assert tally[0]["held"]["card:pebble"] == 6 and tally[0]["held"]["card:drop"] == 1
    assert tally[1]["held"] == {"card:pebble": 6, "family:dud": 6}
    assert collector.turns == 2
