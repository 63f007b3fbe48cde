"""The card language of A Bandit's Seize: its triggers, conditions and instructions, and the seize section's schema.

They are declared on ``VERBS``, the game's language; the abilities in cards.yaml are
written in these words, and the manifest carries ``VERBS`` and ``SCHEMA``.
"""
from __future__ import annotations

import functools

from game import engine
from game.engine.effects import NULL, Language, Param
from game.seize.acts import drain, retire
from game.engine.carddefs import GameSchema
from game.engine.describe import sentence_start
from game.seize.cardset import check_section, table
from game.seize.state import DECKS, HANDS, colored, negator
from game.seize.words import label, zone_label

VERBS = Language("seize")
VERBS.trigger("turn_extra", "Before you play your card:")
VERBS.trigger("answer_negation", "When your Seize is negated:")


@VERBS.condition("this_is_colored", "this card is colored")
def _this_is_colored(ctx):
    return colored(ctx.state, ctx.source)


@VERBS.condition("holding", lambda a: f"you hold a {a['card'].capitalize()}", card=Param("card_id"))
def _holding(ctx, card):
    cards = ctx.state.cards
    source = ctx.source
    for u in ctx.state.zones[HANDS[ctx.you]].cards:
        if cards[u].card_id == card and u != source:
            return True
    return False


@VERBS.condition("holding_drained",
           lambda a: ("you hold a drained "
                      f"{a.get('card', 'card').capitalize() if a.get('card', 'card') != 'card' else 'card'}"),
           card=Param("str", "card"))
def _holding_drained(ctx, card):
    cards = ctx.state.cards
    for u in ctx.state.zones[HANDS[ctx.you]].cards:
        c = cards[u]
        if u != ctx.source and c.props.get("drained") and (card == "card" or c.card_id == card):
            return True
    return False


@VERBS.condition("hand_at_least", "you hold at least {count} cards", count=Param("int"))
def _hand_at_least(ctx, count):
    return len(ctx.state.zones[HANDS[ctx.you]].cards) >= count


@VERBS.condition("a_deck_has_cards", "a deck has cards")
def _a_deck_has_cards(ctx):
    return any(ctx.state.zones[z].cards for z in DECKS)


@VERBS.instruction("drain_this", "drain this card")
def _drain_this(ctx):
    return drain(ctx.state, ctx.source)


@VERBS.instruction("retire_this", "retire this card")
def _retire_this(ctx):
    if ctx.state.cards[ctx.source].zone != HANDS[ctx.you]:
        return False
    retire(ctx.state, ctx.source)
    return True


@VERBS.instruction("retire_from_hand", lambda a: f"retire a {a['card'].capitalize()} from your hand",
                   card=Param("card_id"))
def _retire_from_hand(ctx, card):
    state = ctx.state
    options = [u for u in state.zones[HANDS[ctx.you]].cards if state.cards[u].card_id == card and u != ctx.source]
    uid = ctx.choose(f"Retire which {table(state.defs).names[card]}?", options, functools.partial(label, state))
    if uid is NULL:
        return False
    retire(state, uid)
    return True


@VERBS.instruction("discard_this_into_trick", "discard this card into the trick")
def _discard_this(ctx):
    state = ctx.state
    if state.cards[ctx.source].zone != HANDS[ctx.you]:
        return False
    engine.move(state, ctx.source, "trick", reason="discard")
    state.data["discarded"].append(ctx.source)
    return True


@VERBS.instruction("retire_negating_card", "retire the card that negated your Seize")
def _retire_negating_card(ctx):
    state = ctx.state
    uid = negator(state)
    if uid is None or state.cards[uid].zone != "trick":
        return False
    retire(state, uid)
    return True


@VERBS.instruction("recognize_seize", "your Seize is recognized")
def _recognize_seize(ctx):
    ctx.state.data["recognized"] = True
    return True


@VERBS.instruction("look_at_top", "look at the top {count} cards of a deck of your choice", count=Param("int"))
def _look_at_top(ctx, count):
    state = ctx.state
    options = [z for z in DECKS if state.zones[z].cards]
    zone = ctx.choose("Look at the top of which deck?", options,
                      [f"{sentence_start(zone_label(state, z))} ({len(state.zones[z].cards)} cards)" for z in options])
    if zone is NULL:
        return False
    engine.show(state, state.zones[zone].cards[-count:], ctx.you, zone)
    return True


def _restore_text(args):
    card = args.get("card", "card")
    what = "card" if card == "card" else card.capitalize()
    text = f"restore a drained {what} in your hand"
    return text + ("; it takes this card's suit" if args.get("suit", "this_cards") == "this_cards" else "")


@VERBS.instruction("restore_in_hand", _restore_text, card=Param("str", "card"),
             suit=Param("enum", "this_cards", ("this_cards", "its_own")))
def _restore_in_hand(ctx, card, suit):
    state = ctx.state
    cards = state.cards
    options = [u for u in state.zones[HANDS[ctx.you]].cards
               if u != ctx.source and cards[u].props.get("drained") and (card == "card" or cards[u].card_id == card)]
    uid = ctx.choose("Restore which card?", options, functools.partial(label, state))
    if uid is NULL:
        return False
    props = cards[uid].props
    old = props.get("suit")
    new = cards[ctx.source].props.get("suit") if suit == "this_cards" else old
    engine.set_prop(state, uid, "drained", None)
    engine.set_prop(state, uid, "suit", new)
    engine.set_prop(state, uid, "restored_from", tuple(props.get("restored_from", ())) + (old,))
    engine.reveal(state, uid)
    ctx.remember(uid)
    return True


@VERBS.instruction("shuffle_it_into_table_deck", "shuffle it into the table deck", target=Param("card", "it"))
def _shuffle_into_deck(ctx, target):
    engine.move(ctx.state, target, "deck", reason="shuffle_in")
    engine.shuffle(ctx.state, "deck")
    return True


SUIT_FIELDS = (("id", Param("str", min=1, max=20)), ("name", Param("str", min=1, max=40)),
               ("sign", Param("str", min=1, max=2)),
               ("color", Param("list", min=3, max=3, item=Param("int", min=0, max=255))))

SCHEMA = GameSchema(
    "seize", ("card",),
    {"value": Param("int", min=0, max=99), "seizes": Param("bool", True)},
    {"suits": Param("records", min=2, max=12, choices=SUIT_FIELDS),
     "dissonant": Param("list", item=Param("list", min=2, max=2, item=Param("str"))),
     "kin": Param("list", item=Param("list", item=Param("str"))), "prices": Param("map"),
     "ante": Param("list", min=2, max=2, item=Param("int", min=1, max=20)),
     "default_ante": Param("int", 3, min=1, max=20), "hand_size": Param("int", 5, min=1, max=10),
     "most_of_one_value": Param("int", 7, min=1, max=20)},
    check_section)
