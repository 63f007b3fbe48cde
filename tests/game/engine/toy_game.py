"""A tiny game used only to test the engine's chain, triggers and replacement effects.

It is added as docs/ENGINE.md's "How to add a game" says, from outside the game
package: its verbs, its schema, its Rules and a manifest that registers it.
"""
from game import engine, games
from game.engine.cards import parse_cards
from game.engine.carddefs import GameSchema
from game.engine.effects import Language, Param

VERBS = Language("toy")
VERBS.trigger("when_played", "When played:")
VERBS.trigger("whenever_a_card_is_played", "Whenever a card is played:", scope="observer")
VERBS.trigger("instead_of_discard", "If this would be discarded,")


@VERBS.instruction("gain", "Gain {amount} point{s}", amount=Param("amount"))
def _gain(ctx, amount):
    engine.add_counter(ctx.state, "points", ctx.you, amount)


@VERBS.instruction("discard_a_card", "Discard a card from your hand")
def _discard(ctx):
    hand = ctx.state.zones[f"hand:{ctx.you}"].cards
    uid = ctx.choose("Discard which card?", list(hand))
    if uid is engine.NULL:
        return False
    discard(ctx.state, uid)
    ctx.remember(uid)
    return True


@VERBS.instruction("banish_it", "Banish it", target=Param("card", "it"))
def _banish_it(ctx, target):
    uid = target
    engine.move(ctx.state, uid, f"banished:{ctx.state.cards[uid].owner}")


@VERBS.instruction("bounce_it", "Return it to its owner's hand", target=Param("card", "it"))
def _bounce(ctx, target):
    uid = target
    engine.move(ctx.state, uid, f"hand:{ctx.state.cards[uid].owner}")


@VERBS.instruction("gain_its_value", "Gain points equal to its value", target=Param("card", "it"))
def _gain_value(ctx, target):
    uid = target
    engine.add_counter(ctx.state, "points", ctx.you, ctx.state.definition(uid)["value"])


@VERBS.instruction("extra_turn", "Take an extra turn")
def _extra(ctx):
    engine.insert_extra_turn(ctx.state, ctx.you)


@VERBS.condition("points_at_least", "you have at least {amount} points", amount=Param("int"))
def _points(ctx, amount):
    return ctx.state.counter("points", ctx.you) >= amount


def discard(state, uid) -> bool:
    if engine.replace(state, "discard", uid):
        return True
    engine.move(state, uid, f"discard:{state.cards[uid].owner}")
    return True


class Toy(engine.Rules):
    name = "toy"

    @classmethod
    def setup(cls, state, options):
        for s in range(state.players):
            for kind, vis in (("hand", engine.PRIVATE), ("play", engine.PUBLIC),
                              ("discard", engine.PUBLIC), ("banished", engine.PUBLIC)):
                state.add_zone(f"{kind}:{s}", s, vis)
        for s, ids in enumerate(options.get("hands", [])):
            for cid in ids:
                state.create_card(cid, s, f"hand:{s}")
        state.data["turn"] = 0
        state.turn_queue = [(s % state.players, False) for s in range(1, 20)]

    @classmethod
    def legal(cls, state):
        seat = state.data["turn"]
        acts = [engine.Action("play", seat, (uid,)) for uid in state.zones[f"hand:{seat}"].cards]
        return acts + [engine.Action("pass", seat)]

    @classmethod
    def perform(cls, state, action):
        if action.kind == "play":
            uid = action.args[0]
            engine.move(state, uid, f"play:{action.seat}")
            engine.fire(state, "when_played", card=uid)
            engine.fire(state, "whenever_a_card_is_played", subject=engine.ref(state, uid))
        else:
            seat, _ = state.turn_queue.pop(0)
            state.data["turn"] = seat

    @classmethod
    def active_zones(cls, state):
        return [f"play:{s}" for s in range(state.players)]

    @classmethod
    def priority_order(cls, state):
        first = state.data["turn"]
        return [(first + i) % state.players for i in range(state.players)]


MANIFEST = games.register(engine.GameManifest(
    name="toy", title="Toy", blurb="Play things, gain points.", rules=Toy,
    schema=GameSchema("toy", ("thing",), {"value": Param("int", 0)}), language=VERBS))


def toy_cards(yaml_text: str):
    cards, problems = parse_cards("toy:\n  cards:\n" + yaml_text, "toy.yaml")
    assert not problems, "\n".join(map(str, problems))
    return cards


@VERBS.instruction("create_copy", "Put a {card} into your hand", card=Param("card_id"))
def _create_copy(ctx, card):
    ctx.state.create_card(card, ctx.you, f"hand:{ctx.you}")


@VERBS.instruction("discard_it", "Discard it", target=Param("card", "it"))
def _discard_it(ctx, target):
    discard(ctx.state, target)
    return True
