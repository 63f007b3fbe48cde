"""Pariahs' card language: the verbs its Locations and Followers are written in.

Every instruction makes all of its choices before it changes anything (the
engine runs an instruction again with the answers so far after each choice).
"""
from __future__ import annotations

import functools

from game import engine
import game.pariahs.board as board
from game.pariahs.events import PlacedAnother
from game.engine.carddefs import GameSchema
from game.engine.effects import NULL, Language, Param

VERBS = Language("pariahs")
WHOSE = ("yours", "opposing")
PILES = ("deck", "supplicant_deck")

VERBS.trigger("used", "")


def _pick(ctx, prompt: str, options: list, count: int) -> list:
    """``count`` different cards from ``options``, chosen one by one (all of them if there are no more)."""
    if count >= len(options):
        return list(options)
    name = functools.partial(board.card_name, ctx.state)
    if count == 1:
        return [ctx.choose(prompt, options, name)]
    picks, options = [], list(options)
    for _ in range(count):
        uid = ctx.choose(prompt, options, name)
        picks.append(uid)
        options.remove(uid)
    return picks


def _cards(ctx, kind: str, seat=None) -> list:
    return ctx.state.zones[board.SEAT_ZONE[kind][ctx.you if seat is None else seat]].cards[:]


def _location_labels(state, locations) -> list:
    return [board.location_label(state, i) for i in locations]


def _count(word: str, n) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# -- the Locations' verbs ----------------------------------------------------------

@VERBS.instruction("draw", "Draw {amount} card{s}", amount=Param("amount", 1))
def _draw(ctx, amount):
    return board.draw(ctx.state, ctx.you, amount) > 0


@VERBS.instruction("gain", "Gain {amount} card{s}", amount=Param("amount", 1))
def _gain(ctx, amount):
    picks = _pick(ctx, "Gain which Supplicant?", _cards(ctx, "supplicants"), amount)
    board.gain(ctx.state, ctx.you, picks)
    return bool(picks)


@VERBS.instruction("earn_convert", "Earn {amount} Convert{s}", amount=Param("amount", 1))
def _earn_convert(ctx, amount):
    return board.earn_converts(ctx.state, ctx.you, amount) > 0


@VERBS.instruction("use_ability", "Use the Ability of the card you placed here", target=Param("card", "self"))
def _use_ability(ctx, target):
    return engine.fire(ctx.state, "used", card=target) > 0


@VERBS.instruction("exchange_placed_with_supplicant", "Exchange 1 of your placed cards with 1 of your Supplicants")
def _exchange_placed_with_supplicant(ctx):
    mine, row = board.placed(ctx.state, ctx.you), _cards(ctx, "supplicants")
    if not mine or not row:
        return False
    uid = _pick(ctx, "Exchange which of your placed cards?", mine, 1)[0]
    supplicant = _pick(ctx, "Exchange it with which Supplicant?", row, 1)[0]
    board.exchange_with_supplicant(ctx.state, uid, supplicant)
    return True


@VERBS.instruction("supplicant_to_hand", "Move {amount} of your Supplicants to your hand",
             amount=Param("amount", 1))
def _supplicant_to_hand(ctx, amount):
    picks = _pick(ctx, "Move which Supplicant to your hand?", _cards(ctx, "supplicants"), amount)
    board.to_hand(ctx.state, ctx.you, picks)
    return bool(picks)


@VERBS.instruction("devote_from_hand", "Move {amount} card{s} from your hand to your Devotees",
                   amount=Param("amount", 1))
def _devote_from_hand(ctx, amount):
    picks = _pick(ctx, "Move which card to your Devotees?", _cards(ctx, "hand"), amount)
    for uid in picks:
        board.devote(ctx.state, ctx.you, uid)
    return bool(picks)


@VERBS.instruction("shun_all_supplicants", "Shun all Supplicants")
def _shun_all_supplicants(ctx):
    row = _cards(ctx, "supplicants", 0) + _cards(ctx, "supplicants", 1)
    board.shun(ctx.state, row)
    return bool(row)


def _one_of_text(args) -> str:
    parts = [i.text for i in args.get("options", ())]
    return " or ".join(p[:1].lower() + p[1:] for p in parts)


def _has(kind: str):
    """Whether the seat's zone of ``kind`` holds a card."""
    zones = board.SEAT_ZONE[kind]
    return lambda ctx: bool(ctx.state.zones[zones[ctx.you]].cards)


FEASIBLE = {
    "supplicant_to_hand": _has("supplicants"),
    "devote_from_hand": _has("hand"),
    "devote_supplicant": _has("supplicants"),
    "gain": _has("supplicants"),
    "draw": _has("deck"),
}


@VERBS.instruction("one_of", _one_of_text, options=Param("instructions"))
def _one_of(ctx, options):
    """Choose one of the instructions that can do something, and do it."""
    able = []
    for k, instr in enumerate(options):
        feasible = FEASIBLE.get(instr.name)
        if feasible is None or feasible(ctx):
            able.append(k)
    if not able:
        return False
    k = ctx.choose("Choose one", able, lambda k: options[k].text)
    instr = options[k]
    args = ctx.resolve_args(instr.spec, instr.args)
    if any(v is NULL for v in args.values()):
        return False
    return instr.spec.fn(ctx, **args) is not False


# -- the Followers' verbs ------------------------------------------------------------

@VERBS.instruction("devote_supplicant", "Move {amount} of your Supplicants to your Devotees",
             amount=Param("amount", 1))
def _devote_supplicant(ctx, amount):
    picks = _pick(ctx, "Move which Supplicant to your Devotees?", _cards(ctx, "supplicants"), amount)
    for uid in picks:
        board.devote(ctx.state, ctx.you, uid)
    return bool(picks)


def _is_placed_mine(ctx, uid) -> bool:
    card = ctx.state.cards[uid]
    return card.zone.startswith("location:") and card.owner == ctx.you


@VERBS.instruction("devote_this", "Move this card to your Devotees", target=Param("card", "self"))
def _devote_this(ctx, target):
    if not _is_placed_mine(ctx, target):
        return False
    board.devote(ctx.state, ctx.you, target)
    return True


@VERBS.instruction("exchange_this_with_supplicant", "Exchange this card with 1 of your Supplicants",
                   target=Param("card", "self"))
def _exchange_this(ctx, target):
    row = _cards(ctx, "supplicants")
    if not row or not _is_placed_mine(ctx, target):
        return False
    supplicant = _pick(ctx, "Exchange this card with which Supplicant?", row, 1)[0]
    board.exchange_with_supplicant(ctx.state, target, supplicant)
    return True


def _shun_supplicant_text(args) -> str:
    n = args.get("amount", 1)
    if args.get("whose", "yours") == "yours":
        return f"Shun {n} of your Supplicants"
    return f"Shun {_count('opposing Supplicant', n)}"


@VERBS.instruction("shun_supplicant", _shun_supplicant_text, whose=Param("enum", "yours", WHOSE),
                   amount=Param("amount", 1))
def _shun_supplicant(ctx, whose, amount):
    seat = ctx.you if whose == "yours" else 1 - ctx.you
    picks = _pick(ctx, "Shun which Supplicant?", _cards(ctx, "supplicants", seat), amount)
    board.shun(ctx.state, picks)
    return bool(picks)


@VERBS.instruction("shun_from_hand", "Shun {amount} card{s} from your hand", amount=Param("amount", 1))
def _shun_from_hand(ctx, amount):
    picks = _pick(ctx, "Shun which card from your hand?", _cards(ctx, "hand"), amount)
    board.shun(ctx.state, picks)
    return bool(picks)


def _move_placed_text(args) -> str:
    whose = args.get("whose", "yours")
    card = "1 of your placed cards" if whose == "yours" else "1 opposing placed card"
    return f"Move {card} to an empty Location"


def _move_to_a_location(ctx, uids) -> bool:
    """Choose one of ``uids`` that has somewhere to go, then where; move it there."""
    state = ctx.state
    movable = [u for u in uids if board.destinations(state, u)]
    if not movable:
        return False
    uid = _pick(ctx, "Move which placed card?", movable, 1)[0]
    where = board.destinations(state, uid)
    i = ctx.choose(f"Move {board.card_name(state, uid)} to which Location?", where,
                   _location_labels(state, where), moves=[(uid, board.location_zone(w)) for w in where])
    board.move_placed(state, uid, i)
    return True


@VERBS.instruction("move_placed", _move_placed_text, whose=Param("enum", "yours", WHOSE))
def _move_placed(ctx, whose):
    seat = ctx.you if whose == "yours" else 1 - ctx.you
    return _move_to_a_location(ctx, board.placed(ctx.state, seat))


@VERBS.instruction("move_this", "Move this card to an empty Location", target=Param("card", "self"))
def _move_this(ctx, target):
    if not _is_placed_mine(ctx, target):
        return False
    return _move_to_a_location(ctx, [target])


def _swaps(state, mine: int, theirs: int) -> bool:
    """Whether two placed cards of different Colors may trade Locations under the name limit."""
    a, b = board.location_of(state, mine), board.location_of(state, theirs)
    if board.partner(a) == b:
        return True
    for uid, dest in ((mine, b), (theirs, a)):
        other = board.occupant(state, board.partner(dest))
        if other is not None and state.cards[other].owner == state.cards[uid].owner:
            return False
    return True


@VERBS.instruction("exchange_with_opposing", "Exchange 1 of your placed cards with 1 opposing placed card")
def _exchange_with_opposing(ctx):
    state = ctx.state
    theirs = board.placed(state, 1 - ctx.you)
    mine = [u for u in board.placed(state, ctx.you) if any(_swaps(state, u, t) for t in theirs)]
    if not mine:
        return False
    uid = _pick(ctx, "Exchange which of your placed cards?", mine, 1)[0]
    other = _pick(ctx, "Exchange it with which opposing card?", [t for t in theirs if _swaps(state, uid, t)], 1)[0]
    board.exchange_placed(state, uid, other)
    return True


@VERBS.instruction("return_opposing_to_deck", "Put 1 opposing placed card on top of its owner's deck")
def _return_opposing(ctx):
    theirs = board.placed(ctx.state, 1 - ctx.you)
    if not theirs:
        return False
    uid = _pick(ctx, "Put which opposing card on top of its deck?", theirs, 1)[0]
    engine.move(ctx.state, uid, board.DECK[1 - ctx.you], face_up=False, reason="return")
    return True


def _reorder_text(args) -> str:
    pile = "your deck" if args.get("pile", "deck") == "deck" else "your Supplicant Deck"
    return f"Look at the top {args.get('amount', 2)} cards of {pile} and put them back in any order"


@VERBS.instruction("look_and_reorder", _reorder_text, pile=Param("enum", "deck", PILES), amount=Param("amount", 2))
def _look_and_reorder(ctx, pile, amount):
    state = ctx.state
    zone = f"{'deck' if pile == 'deck' else 'supdeck'}:{ctx.you}"
    top = state.zones[zone].cards[-amount:] if amount > 0 else []
    if not top:
        return False
    unseen = [u for u in top if ctx.you not in state.cards[u].props.get("seen_by", ())]
    if unseen:
        engine.show(state, unseen, ctx.you, zone)
    order = _pick(ctx, "Which card goes on top next?", top, len(top) - 1)
    order += [u for u in top if u not in order]
    for uid in reversed(order):                  # the first chosen ends on top
        engine.move(state, uid, zone, face_up=False, reason="reorder")
    return True


@VERBS.instruction("place_another", "Place another card")
def _place_another(ctx):
    state = ctx.state
    hand, where = _cards(ctx, "hand"), board.open_locations(state, ctx.you)
    if not hand or not where:
        return False
    uid = _pick(ctx, "Place which card?", hand, 1)[0]
    i = ctx.choose(f"Place {board.card_name(state, uid)} at which Location?", where,
                   _location_labels(state, where), moves=[(uid, board.location_zone(w)) for w in where])
    if state.log is not None:
        state.emit(PlacedAnother(ctx.you, uid, state.cards[uid].card_id, i))
    place(state, ctx.you, uid, i)
    return True


# -- conditions -----------------------------------------------------------------------

@VERBS.condition("behind_in_support", "you have less Support than your opponent")
def _behind_in_support(ctx):
    return board.support(ctx.state, ctx.you) < board.support(ctx.state, 1 - ctx.you)


@VERBS.condition("hand_empty", "your hand is empty")
def _hand_empty(ctx):
    return not ctx.state.zones[board.HAND[ctx.you]].cards


@VERBS.condition("fewer_placed", "you have fewer placed cards than your opponent")
def _fewer_placed(ctx):
    return len(board.placed(ctx.state, ctx.you)) < len(board.placed(ctx.state, 1 - ctx.you))


# -- placing ----------------------------------------------------------------------------

def location_effects(state) -> tuple:
    """Each Location's effect as an ability (built once per card set)."""
    return board.facts(state).location_effects


def place(state, seat: int, uid, i: int) -> None:
    """Place a card from hand at a Location; its Effect goes on the chain, the card as its source."""
    engine.move(state, uid, board.LOCATION_ZONES[i], face_up=True, reason="place")
    engine.push_effect(state, board.facts(state).location_effects[i], uid, seat, location=i)


FAMILIES = ("class1", "class2", "class3", "class4")
LOCATION_FIELDS = (("name", Param("str", min=1, max=40)), ("influence", Param("int", min=0, max=20)),
                   ("tie_breaker", Param("bool", False)), ("effect", Param("instructions")))


def _check(cards, report) -> None:
    """The set must deal as the rulebook says; the Locations must come in named pairs."""
    counts = {f: 0 for f in FAMILIES}
    for card in cards.cards.values():
        counts[card.family] += card.fields["copies"]
    for family, n in counts.items():
        if n != 12:
            report.warn(None, None, "W402", f"the rulebook has 12 Followers of each Class; {family} has {n}")
    constants = cards.constants
    if constants["starting_deck"] + constants["initiative_per_color"] != counts["class1"]:
        report(None, None, "E202", "the starting deck and the Initiative cards of a Color are its Class 1 "
               f"cards: {constants['starting_deck']} + {constants['initiative_per_color']} != {counts['class1']}")
    locations = constants.get("locations", ())
    if len(locations) != 8:
        report(None, None, "E202", f"Pariahs needs 8 Locations, not {len(locations)}")
        return
    for i in range(0, 8, 2):
        if locations[i]["name"] != locations[i + 1]["name"]:
            report(None, None, "E202", "Locations of the same name must be listed side by side: "
                   f"'{locations[i]['name']}' and '{locations[i + 1]['name']}'")
    if sum(1 for loc in locations if loc["tie_breaker"]) != 1:
        report(None, None, "E202", "exactly one Location is the Tie-Breaker")


SCHEMA = GameSchema(
    "pariahs", FAMILIES, {"influence": Param("int", min=0, max=20)},
    constants={
        "locations": Param("records", choices=LOCATION_FIELDS),
        "rounds": Param("int", 6, min=1, max=12),
        "hand_size": Param("int", 5, min=1, max=10),
        "starting_deck": Param("int", 9, min=1, max=30),
        "initiative_per_color": Param("int", 3, min=0, max=12),
        "supplicants": Param("int", 3, min=0, max=12),
        "converts_needed": Param("int", 7, min=1, max=48),
        "converts_support": Param("int", 2, min=0, max=20),
        "devotees_needed": Param("int", 3, min=1, max=48),
        "devotees_support": Param("int", 1, min=0, max=20),
        "influence_per_support": Param("int", 10, min=1, max=100),
    },
    check=_check)
