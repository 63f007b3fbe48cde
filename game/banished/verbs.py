"""Banished's card language: its card schema, triggers, conditions, quantities and instructions."""
from __future__ import annotations

import functools
from collections import Counter

from game import engine
from game.engine import events as ev
import game.banished.core as core
from game.banished.events import GrimSilenced
from game.engine.carddefs import GameSchema
from game.engine.effects import NULL, Language, Param

VERBS = Language("banished")

SCHEMA = GameSchema(
    "banished", core.FAMILIES,
    {"value": Param("int", min=0, max=20),
     "power": Param("int", 0, min=0, max=20),
     "element": Param("enum", "none", choices=core.ELEMENTS + ("hollow", "none"))},
    {"life": Param("int", 20, min=1, max=100), "obol_cap": Param("int", 9, min=0, max=50),
     "obol_per_turn": Param("int", 2, min=0, max=20),
     "hand_size": Param("int", 5, min=1, max=10), "spread_size": Param("int", 5, min=1, max=10),
     "starter_hollow_spirits": Param("int", 6, min=0, max=12),
     "starter_hollow_grim_each": Param("int", 2, min=0, max=12),
     "round_limit": Param("int", 0, min=0, max=200)})


# -----------------------------------------------------------------------------
# Triggers
# -----------------------------------------------------------------------------

VERBS.trigger("when_revealed", "When Revealed:")
VERBS.trigger("when_dispelled", "When Dispelled:")
VERBS.trigger("when_banished", "When Banished:")
VERBS.trigger("when_dispelled_or_banished", "When Dispelled or Banished:")
VERBS.trigger("when_played", "When played:")
VERBS.trigger("when_discarded_from_combat", "When discarded from Combat:")
VERBS.trigger("instead_of_combat_discard", "If this would be discarded from Combat:")


# -----------------------------------------------------------------------------
# Quantities and the words for amounts
# -----------------------------------------------------------------------------

@VERBS.quantity("bonds_in_play", "Bond Card you have in play")
def _bonds_in_play(ctx):
    return len(ctx.state.zones[core.BONDS[ctx.you]].cards)


@VERBS.quantity("swords_in_play", "Sword you have in play")
def _swords_in_play(ctx):
    return sum(1 for u in ctx.state.zones[core.BONDS[ctx.you]].cards if core.family(ctx.state, u) == "sword")


@VERBS.quantity("wands_played", "Wand you played this Round")
def _wands_played(ctx):
    return ctx.state.data.get("wands_played", {}).get(ctx.you, 0)


@VERBS.quantity("banished_count", "card in your Banished pile")
def _banished_count(ctx):
    return len(ctx.state.zones[core.BANISHED[ctx.you]].cards)


def _amount(template: str, key: str = "amount"):
    """Rules text for an amount: a number, or "1 ... for each <quantity>"."""
    def text(args):
        value = args.get(key, 1)
        if isinstance(value, str):
            spec = VERBS.lookup("quantity", value)
            return template.format(n=1, s="") + f" for each {spec.text if spec else value}"
        return template.format(n=value, s="" if value == 1 else "s")
    return text


def _title(word: str) -> str:
    return word.replace("_", " ").title()


# -----------------------------------------------------------------------------
# Conditions
# -----------------------------------------------------------------------------

def _outcome(ctx):
    return ctx.state.data.get("outcome", {}).get(ctx.you)


@VERBS.condition("won_combat", "you won Combat outright")
def _won(ctx):
    return _outcome(ctx) == "won"


@VERBS.condition("lost_combat", "you lost Combat")
def _lost(ctx):
    return _outcome(ctx) == "lost"


@VERBS.condition("tied_combat", "you tied for the highest Power")
def _tied(ctx):
    return _outcome(ctx) == "tied"


@VERBS.condition("grim_is", lambda a: f"your Grim is {_title(a['element'])}",
                 element=Param("enum", choices=core.ELEMENTS))
def _grim_is(ctx, element):
    g = core.grim_of(ctx.state, ctx.you)
    return g is not None and core.element(ctx.state, g) == element


@VERBS.condition("other_in_play", lambda a: f"you have another {_title(a['element'])} card in play",
                 element=Param("enum", choices=core.ELEMENTS))
def _other_in_play(ctx, element):
    return any(core.element(ctx.state, u) == element
               for u in core.in_play(ctx.state, ctx.you) if u != ctx.source)


@VERBS.condition("behind_on_life", "an opponent has more Life than you")
def _behind(ctx):
    mine = core.life(ctx.state, ctx.you)
    return any(core.life(ctx.state, s) > mine for s in ctx.opponents())


@VERBS.condition("life_at_least", "you have at least {amount} Life", amount=Param("int"))
def _life_at_least(ctx, amount):
    return core.life(ctx.state, ctx.you) >= amount


@VERBS.condition("life_at_most", "you have {amount} Life or less", amount=Param("int"))
def _life_at_most(ctx, amount):
    return core.life(ctx.state, ctx.you) <= amount


@VERBS.condition("obol_at_most", "you have {amount} Obol or less", amount=Param("int"))
def _obol_at_most(ctx, amount):
    return core.obol(ctx.state, ctx.you) <= amount


@VERBS.condition("obol_at_least", "you have at least {amount} Obol", amount=Param("int"))
def _obol_at_least(ctx, amount):
    return core.obol(ctx.state, ctx.you) >= amount


@VERBS.condition("played_wand", "you played a Wand this Round")
def _played_wand(ctx):
    return ctx.state.data.get("wands_played", {}).get(ctx.you, 0) > 0


@VERBS.condition("has_favor", "you have Favor")
def _has_favor(ctx):
    return ctx.state.data.get("favor") == ctx.you


@VERBS.condition("without_favor", "you do not have Favor")
def _without_favor(ctx):
    return ctx.state.data.get("favor") != ctx.you


@VERBS.condition("bonds_at_least", "you have at least {amount} Bond Cards in play", amount=Param("int"))
def _bonds_at_least(ctx, amount):
    return len(ctx.state.zones[core.BONDS[ctx.you]].cards) >= amount


@VERBS.condition("banished_at_least", "you have at least {amount} cards in your Banished pile", amount=Param("int"))
def _banished_at_least(ctx, amount):
    return len(ctx.state.zones[core.BANISHED[ctx.you]].cards) >= amount


# -----------------------------------------------------------------------------
# Instructions
# -----------------------------------------------------------------------------

def _pick_opponent(ctx, prompt: str):
    """The controller picks one opponent (the only one is taken without asking)."""
    opps = ctx.opponents()
    return ctx.choose(prompt, opps, [ctx.state.seats[s] for s in opps])


def _pick_card(ctx, prompt: str, uids, seat=None):
    return ctx.choose(prompt, list(uids), functools.partial(core.card_name, ctx.state), seat=seat)


@VERBS.instruction("gain_obol", _amount("Gain {n} Obol"), amount=Param("amount"))
def _gain_obol(ctx, amount):
    return core.gain_obol(ctx.state, ctx.you, amount) > 0


@VERBS.instruction("lose_obol", _amount("Lose {n} Obol"), amount=Param("amount"))
def _lose_obol(ctx, amount):
    return core.lose_obol(ctx.state, ctx.you, amount) > 0


@VERBS.instruction("opponents_lose_obol", _amount("Each opponent loses {n} Obol"), amount=Param("amount"))
def _opponents_lose_obol(ctx, amount):
    return sum(core.lose_obol(ctx.state, s, amount) for s in ctx.opponents()) > 0


@VERBS.instruction("opponents_gain_obol", _amount("Each opponent gains {n} Obol"), amount=Param("amount"))
def _opponents_gain_obol(ctx, amount):
    return sum(core.gain_obol(ctx.state, s, amount) for s in ctx.opponents()) > 0


@VERBS.instruction("steal_obol", _amount("Take {n} Obol from an opponent"), amount=Param("amount"))
def _steal_obol(ctx, amount):
    opp = _pick_opponent(ctx, f"Take {amount} Obol from whom?")
    taken = core.lose_obol(ctx.state, opp, amount)
    core.gain_obol(ctx.state, ctx.you, taken)
    return taken > 0


@VERBS.instruction("gain_life", _amount("Gain {n} Life"), amount=Param("amount"))
def _gain_life(ctx, amount):
    return core.gain_life(ctx.state, ctx.you, amount) > 0


@VERBS.instruction("lose_life", _amount("Lose {n} Life"), amount=Param("amount"))
def _lose_life(ctx, amount):
    return core.lose_life(ctx.state, ctx.you, amount, core.card_name(ctx.state, ctx.source)) > 0


@VERBS.instruction("opponents_lose_life", _amount("Each opponent loses {n} Life"), amount=Param("amount"))
def _opponents_lose_life(ctx, amount):
    lost = 0
    for s in ctx.opponents():
        lost += core.lose_life(ctx.state, s, amount, core.card_name(ctx.state, ctx.source))
        if ctx.state.over:
            break
    return lost > 0


def _add_to(ctx, counter: str, amount, seats=None, sign: int = 1) -> bool:
    """Add ``amount`` (taken away with ``sign`` -1) to ``counter`` of each of ``seats`` (by default the controller);
    an amount that is not positive does nothing (False)."""
    if amount <= 0:
        return False
    for seat in (ctx.you,) if seats is None else seats:
        engine.add_counter(ctx.state, counter, seat, sign * amount)
    return True


@VERBS.instruction("add_power", _amount("+{n} Power this Combat"), amount=Param("amount"))
def _add_power(ctx, amount):
    return _add_to(ctx, "power_bonus", amount)


@VERBS.instruction("lose_power", _amount("-{n} Power this Combat"), amount=Param("amount"))
def _lose_power(ctx, amount):
    return _add_to(ctx, "power_bonus", amount, sign=-1)


@VERBS.instruction("opponents_lose_power", _amount("Each opponent gets -{n} Power this Combat"), amount=Param("amount"))
def _opponents_lose_power(ctx, amount):
    return _add_to(ctx, "power_bonus", amount, ctx.opponents(), sign=-1)


def _double(state, uid) -> None:
    """Double a card's Power this Combat (once more for each doubling)."""
    state.data["doubled"] = (*(state.data.get("doubled") or ()), uid)
    if state.log is not None:
        state.emit(ev.CardChanged(uid, "power", None, core.card_power(state, uid)))


@VERBS.instruction("double_power", "Double this card's Power this Combat", target=Param("card", "self"))
def _double_power(ctx, target):
    _double(ctx.state, target)
    return True


@VERBS.instruction("double_swords", "Double the Power of each Sword you have in play this Combat")
def _double_swords(ctx):
    swords = [u for u in ctx.state.zones[core.BONDS[ctx.you]].cards if core.family(ctx.state, u) == "sword"]
    for uid in swords:
        _double(ctx.state, uid)
    return bool(swords)


@VERBS.instruction("damage_bonus", _amount("Seats you beat this Combat lose {n} more Life"), amount=Param("amount"))
def _damage_bonus(ctx, amount):
    return _add_to(ctx, "damage_bonus", amount)


@VERBS.instruction("shield", _amount("Prevent {n} Combat damage to you this Round"), amount=Param("amount"))
def _shield(ctx, amount):
    return _add_to(ctx, "shield", amount)


@VERBS.instruction("draw", _amount("Draw {n} card{s}"), amount=Param("amount"))
def _draw(ctx, amount):
    return core.draw(ctx.state, ctx.you, amount) > 0


def _banish_one(ctx, where: str, zone: str) -> bool:
    """The controller banishes a card of their ``zone`` (``where`` in words), which becomes "it"."""
    uid = _pick_card(ctx, f"Banish which card from your {where}?", ctx.state.zones[zone].cards)
    if uid is NULL:
        return False
    core.banish(ctx.state, uid, reason="effect")
    ctx.remember(uid)
    return True


@VERBS.instruction("banish_from_discard", "Banish a card from your discard")
def _banish_from_discard(ctx):
    return _banish_one(ctx, "discard", core.DISCARD[ctx.you])


@VERBS.instruction("banish_from_hand", "Banish a card from your hand")
def _banish_from_hand(ctx):
    return _banish_one(ctx, "hand", core.HAND[ctx.you])


_INSTEAD = {"banished": "banish it instead", "deck_top": "put it on top of your deck instead",
            "hand": "return it to your hand instead"}


@VERBS.instruction("send_it_instead", lambda a: _INSTEAD[a.get("to", "banished")], positional="to",
             to=Param("enum", "banished", choices=tuple(_INSTEAD)), target=Param("card", "it"))
def _send_it_instead(ctx, to, target):
    seat = ctx.state.cards[target].owner
    if to == "banished":
        core.banish(ctx.state, target, reason="replaced")
    elif to == "deck_top":
        engine.move(ctx.state, target, core.DECK[seat], face_up=False, reason="replaced")
    else:
        engine.move(ctx.state, target, core.HAND[seat], reason="replaced")
    return True


_FAMILY_WORDS = {"any": "card", "grim": "Grim", "spirit": "Spirit", "sword": "Sword", "cup": "Cup",
                 "wand": "Wand", "curse": "Curse"}


@VERBS.instruction("retrieve",
                   lambda a: f"Put a {_FAMILY_WORDS[a.get('family', 'any')]} from your discard into your hand",
                   family=Param("enum", "any", choices=tuple(_FAMILY_WORDS)))
def _retrieve(ctx, family):
    found = [u for u in ctx.state.zones[core.DISCARD[ctx.you]].cards
             if family == "any" or core.family(ctx.state, u) == family]
    uid = _pick_card(ctx, f"Which {_FAMILY_WORDS[family]} goes back to your hand?", found)
    if uid is NULL:
        return False
    engine.move(ctx.state, uid, core.HAND[ctx.you], reason="effect")
    ctx.remember(uid)
    return True


@VERBS.instruction("swap_grim", "Swap your Grim with a Grim from your hand")
def _swap_grim(ctx):
    old = core.grim_of(ctx.state, ctx.you)
    if old is None:
        return False
    grims = [u for u in ctx.state.zones[core.HAND[ctx.you]].cards if core.family(ctx.state, u) == "grim"]
    new = _pick_card(ctx, "Which Grim takes its place?", grims)
    if new is NULL:
        return False
    core.swap(ctx.state, ctx.you, old, new)
    ctx.remember(new)
    return True


@VERBS.instruction("swap_bond", "Swap a Bond Card you have in play with a Bond Card from your hand")
def _swap_bond(ctx):
    bonds = ctx.state.zones[core.BONDS[ctx.you]].cards
    spare = [u for u in ctx.state.zones[core.HAND[ctx.you]].cards if core.family(ctx.state, u) in core.BOND_FAMILIES]
    if not bonds or not spare:
        return False
    old = _pick_card(ctx, "Which Bond Card leaves play?", bonds)
    new = _pick_card(ctx, "Which Bond Card takes its place?", spare)
    core.swap(ctx.state, ctx.you, old, new)
    ctx.remember(new)
    return True


@VERBS.instruction("silence_grim", lambda a: ("Your Grim loses its effects this Combat" if a.get("whose") == "you"
                                        else "An opponent's Grim loses its effects this Combat"),
             whose=Param("enum", "opponent", choices=("you", "opponent")))
def _silence_grim(ctx, whose):
    seat = ctx.you if whose == "you" else _pick_opponent(ctx, "Whose Grim loses its effects?")
    silenced = ctx.state.data.get("silenced") or ()
    if seat in silenced:
        return False
    engine.happen(ctx.state, GrimSilenced(seat, core.grim_of(ctx.state, seat)))
    return True


@VERBS.instruction("look_at_hand", lambda a: "Look at an opponent's hand" + (
                 " and the cards they have in play" if a.get("in_play") else ""),
             in_play=Param("bool", False))
def _look_at_hand(ctx, in_play):
    opp = _pick_opponent(ctx, "Look at whose hand?")
    uids = list(ctx.state.zones[core.HAND[opp]].cards)
    if in_play:
        uids += [u for u in core.in_play(ctx.state, opp) if not ctx.state.cards[u].face_up]
    if not uids:
        return False
    engine.show(ctx.state, uids, ctx.you, core.HAND[opp])
    return True


def _conjure_free_text(args):
    fam = args.get("family", "any")
    what = f"a card of Value {args.get('max_value', 9)} or less" if fam == "any" else f"a {_FAMILY_WORDS[fam]}"
    where = ", to your hand" if args.get("to_hand") else ""
    return f"Conjure {what} from the Spread for free{where}"


@VERBS.instruction("conjure_free", _conjure_free_text, max_value=Param("int", 9),
             family=Param("enum", "any", choices=tuple(_FAMILY_WORDS)), to_hand=Param("bool", False))
def _conjure_free(ctx, max_value, family, to_hand):
    state = ctx.state
    offers = [u for u in state.zones["spread"].cards
              if core.definition(state, u)["value"] <= max_value
              and (family == "any" or core.family(state, u) == family)]
    uid = _pick_card(ctx, "Conjure which card for free?", offers)
    if uid is NULL:
        return False
    target = None
    if core.family(state, uid) == "curse":
        target = _pick_opponent(ctx, "Whose discard does the Curse go to?")
    core.conjure(state, ctx.you, uid, to_hand=to_hand and target is None, target=target)
    ctx.remember(uid)
    return True


@VERBS.instruction("renew_spread", "Shuffle the Spread into the Crypt and deal a new Spread")
def _renew_spread(ctx):
    core.renew_spread(ctx.state)
    return True


@VERBS.instruction("extra_turn", "Take an extra turn before the next Round's first turn")
def _extra_turn(ctx):
    engine.insert_extra_turn(ctx.state, ctx.you)
    return True


# -----------------------------------------------------------------------------
# The set's shape, checked by the lint
# -----------------------------------------------------------------------------

SET_SHAPE = {"grim": 45, "spirit": 23, "sword": 11, "cup": 11, "wand": 5, "curse": 5}
FOUR_VALUE_TRIGGERS = {"when_revealed", "when_dispelled_or_banished"}


def check_set(cards, report) -> None:
    """The rulebook's families and bands (warnings: a designer may try others): Grim Value = Power 4/5/6 per
    Element, the 4-Value Grim's two effects, Wands 4, Curses 3, 100 cards.  A card of an Elemental family
    without an Element is an error."""
    counts = Counter()
    per_element = {}
    for card in cards.cards.values():
        counts[card.family] += card.get("copies", 1)
        el = card["element"]
        if card.family in ("grim", "spirit", "sword", "cup") and el == "none":
            report(card.id, "element", "E401", f"a {card.family} needs an Element (or hollow)")
        if card.family in core.PLAYED_FROM_HAND and el != "none":
            report(card.id, "element", "E401", f"a {card.family} has no Element")
        if card.family == "wand" and card["value"] != 4:
            report.warn(card.id, "value", "W401", "a Wand has Value 4")
        if card.family == "curse" and card["value"] != 3:
            report.warn(card.id, "value", "W401", "a Curse has Value 3")
        if card.family == "grim" and el in core.ELEMENTS:
            if card["value"] != card["power"] or card["value"] not in (4, 5, 6):
                report.warn(card.id, "value", "W401", "an Elemental Grim has equal Value and Power of 4, 5 or 6")
            per_element.setdefault(el, []).append(card["value"])
            if card["value"] == 4 and not FOUR_VALUE_TRIGGERS <= set(card.by_trigger):
                report.warn(card.id, "abilities", "W401", "a 4-Value Elemental Grim has two effects: one in Combat "
                            "(When Revealed) and one When Dispelled or Banished")
        if card.family != "grim" and el in core.ELEMENTS and card.get("copies", 1) != 1:
            report.warn(card.id, "copies", "W401", "there is one Elemental Spirit, Sword and Cup of each Element")
    for el, values in per_element.items():
        if sorted(values) != [4, 5, 6]:
            first = next(c.id for c in cards.cards.values() if c["element"] == el and c.family == "grim")
            report.warn(first, "value", "W401", f"the {el} Grim must be one each of Value 4, 5 and 6")
    for family, wanted in SET_SHAPE.items():
        if cards.cards and counts[family] != wanted:
            report.warn(next(iter(cards.cards)), None, "W401",
                        f"the rulebook's set has {wanted} {family} cards; this one has {counts[family]}")
    if cards.cards and sum(counts.values()) != 100:
        first = next(iter(cards.cards))
        report.warn(first, None, "W401", f"the rulebook's set has 100 cards; this one has {sum(counts.values())} "
               f"({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))})")


SCHEMA.check = check_set
