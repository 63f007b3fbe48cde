"""A Bandit's Seize: two players, one trick at a time, and the Seize that turns the Trump.

The rulebook is ``shared/seeds/001``; RULINGS.md ("A Bandit's Seize") is binding
and ``docs/rules/SEIZE.md`` tells the game as implemented.  Suits, values, the
wheel, the ante, the draw and the special cards' abilities are data in the
``seize`` section of ``cards.yaml``: this module only knows the turn structure.

Zones: ``deck`` (the table deck), ``hand:S``, ``trick``, ``well:S`` (taken
tricks), ``welldeck:S`` (a well shuffled at a buyback), ``pot`` and ``flames``.
A card's suit and marks are its props: ``suit``, ``drained`` (colorless) and
``restored_from`` (the suits it left, in order); ``serial`` names a collection's
card across games.
"""
from __future__ import annotations

import dataclasses

from game import engine
from game.engine import events as ev
from game.engine.cards import SCHEMAS, GameSchema
from game.engine.effects import NULL, Param, condition, instruction, trigger
from game.engine.faces import Face

GAME = ("seize",)
HANDS = ("hand:0", "hand:1")
WELLS = ("well:0", "well:1")
WELLDECKS = ("welldeck:0", "welldeck:1")
DECKS = ("deck",) + WELLDECKS
CONCEDE = (engine.Action("concede", 0, (), "Concede"), engine.Action("concede", 1, (), "Concede"))
PRICES = ("led_card", "seizing_card", "nothing")
RELATIONS = ("dissonant", "kin", "complacent")
COLORLESS = (128, 128, 128)


# -----------------------------------------------------------------------------
# The card data: schema, and the facts read from it once per card set
# -----------------------------------------------------------------------------

def _check_section(cards, report) -> None:
    """Cross-checks of the seize section: the suits, the wheel, the prices, card references."""
    c = cards.constants
    suits = [s.get("id") for s in c.get("suits", ())]
    for s in c.get("suits", ()):
        for key in ("id", "name", "sign"):
            if not isinstance(s.get(key), str) or not s.get(key):
                report(None, "constants", "E202", f"each suit needs '{key}' (text): {dict(s)}")
    if len(set(suits)) != len(suits):
        report(None, "constants", "E204", "two suits share an id")
    for pair in c.get("dissonant", ()):
        if len(pair) != 2 or any(x not in suits for x in pair):
            report(None, "constants", "E304", f"dissonant pair {list(pair)} must name two suits of {suits}")
    seen = set()
    for kin in c.get("kin", ()):
        for x in kin:
            if x not in suits:
                report(None, "constants", "E304", f"kin set {list(kin)}: '{x}' is not a suit")
            if x in seen:
                report(None, "constants", "E204", f"'{x}' is in two kin sets")
            seen.add(x)
    prices = c.get("prices", {})
    for rel in RELATIONS:
        if prices.get(rel) not in PRICES:
            report(None, "constants", "E304", f"prices: '{rel}' must be one of {', '.join(PRICES)}")
    ante = c.get("ante", ())
    if len(ante) != 2 or not all(isinstance(a, int) for a in ante) or not 1 <= ante[0] <= ante[1]:
        report(None, "constants", "E202", "ante must be [lowest, highest], whole numbers")
    elif not ante[0] <= c.get("default_ante", ante[0]) <= ante[1]:
        report(None, "constants", "E202", "default_ante must lie within ante")
    values = [d["value"] for d in cards.cards.values()]
    if len(set(values)) != len(values):
        report(None, "cards", "E204", "two seize cards share a value")
    for cid, defn in cards.cards.items():
        for ability in defn.abilities:
            for name, args in _verbs(ability):
                for key in ("card", "partner"):
                    ref = args.get(key)
                    if isinstance(ref, str) and ref and ref not in cards.cards:
                        report(cid, "abilities", "E306", f"'{name}': no seize card has the id '{ref}'")
    _remember_constants(cards)


def _verbs(ability):
    """Every (name, args) of an ability's condition tree and instructions."""
    out = []

    def walk(cond):
        if cond is None:
            return
        if cond.name in ("all", "any"):
            for c in cond.args["of"]:
                walk(c)
        elif cond.name == "not":
            walk(cond.args["of"])
        else:
            out.append((cond.name, cond.args))
    walk(ability.condition)
    out.extend((i.name, i.args) for i in ability.cost + ability.do)
    return out


SCHEMAS["seize"] = GameSchema(
    "seize", ("card",),
    {"value": Param("int"), "seizes": Param("bool", True)},
    {"suits": Param("list"), "dissonant": Param("list"), "kin": Param("list"), "prices": Param("map"),
     "ante": Param("list"), "default_ante": Param("int", 3), "hand_size": Param("int", 5),
     "most_of_one_value": Param("int", 7)},
    _check_section)


class Table:
    """The seize section read once: suits, the wheel, values and which abilities are extras or answers."""

    def __init__(self, defs):
        c = defs.constants
        self.defs = defs
        self.suits = {s["id"]: s for s in c["suits"]}
        self.suit_ids = tuple(self.suits)
        kin_of = {x: frozenset(k) for k in c["kin"] for x in k}
        dissonant = {frozenset(p) for p in c["dissonant"]}
        self.relation = {}
        for a in self.suit_ids:
            for b in self.suit_ids:
                if a != b:
                    self.relation[(a, b)] = ("dissonant" if frozenset((a, b)) in dissonant else
                                             "kin" if b in kin_of.get(a, ()) else "complacent")
        self.prices = dict(c["prices"])
        self.ante_range = tuple(c["ante"])
        self.default_ante = c["default_ante"]
        self.hand_size = c["hand_size"]
        self.most_of_one_value = c["most_of_one_value"]
        self.value = {cid: d["value"] for cid, d in defs.cards.items()}
        self.seizes = {cid: d["seizes"] for cid, d in defs.cards.items()}
        self.names = {cid: d.name for cid, d in defs.cards.items()}
        self.by_value = sorted(defs.cards, key=self.value.get)
        self.extras = self._abilities(defs, "turn_extra")
        self.answers = self._abilities(defs, "answer_negation")
        self.conditions = {(cid, i): _compile(a.condition)
                           for cid, d in defs.cards.items() for i, a in enumerate(d.abilities)}
        self.activated = {}
        for cid, d in defs.cards.items():
            for i, ability in enumerate(d.abilities):
                # an ability used by choice resolves its cost, then its effect, on the chain
                self.activated[(cid, i)] = dataclasses.replace(
                    ability, do=ability.cost + ability.do, cost=(), override=_short_text(ability))
        self.text = {key: ability.override for key, ability in self.activated.items()}
        self.labels = {}
        self.names_in_text = {}

    @staticmethod
    def _abilities(defs, trig):
        return {cid: tuple((i, a) for i, a in enumerate(d.abilities) if a.trigger == trig)
                for cid, d in defs.cards.items()}

    def suit_name(self, suit) -> str:
        return self.suits[suit]["name"] if suit in self.suits else str(suit)

    def of_suit(self, suit) -> str:
        """'The Demon' -> 'of the Demon'."""
        name = self.suit_name(suit)
        return "of " + (name[:1].lower() + name[1:] if name.startswith("The ") else name)

    def sign(self, suit) -> str:
        return self.suits[suit]["sign"] if suit in self.suits else ""

    def label(self, card_id, props) -> str:
        """A short name for buttons: 'Wisdom ╲', 'Youth † (colorless)'."""
        key = (card_id, props.get("suit"), bool(props.get("drained")))
        text = self.labels.get(key)
        if text is None:
            text = f"{self.names.get(card_id, card_id)} {self.sign(key[1])}"
            if key[2]:
                text += " (colorless)"
            self.labels[key] = text
        return text


class _Probe:
    """What a seize condition reads: the state, its card and its player (a light Context)."""
    __slots__ = ("state", "source", "you")

    def __init__(self, state, source, you):
        self.state, self.source, self.you = state, source, you


def _compile(cond):
    """A condition tree as a function of (state, card, seat); conditions of other games go through the engine."""
    if cond is None:
        return None
    if cond.name in ("all", "any", "not"):
        inner = cond.args["of"]
        if cond.name == "not":
            f = _compile(inner)
            return lambda st, uid, seat: not f(st, uid, seat)
        parts = [_compile(c) for c in inner]
        if cond.name == "all":
            return lambda st, uid, seat: all(f(st, uid, seat) for f in parts)
        return lambda st, uid, seat: any(f(st, uid, seat) for f in parts)
    spec = cond.spec
    if "seize" not in spec.games:
        return lambda st, uid, seat: engine.check(st, cond, engine.ChainItem(uid, st.cards[uid].card_id, -1, seat, ""))
    args = {k: p.default for k, p in spec.params.items() if not p.required}
    args.update(cond.args)
    fn = spec.fn
    return lambda st, uid, seat: bool(fn(_Probe(st, uid, seat), **args))


def _short_text(ability) -> str:
    """What using an ability does, for a button and the log: its cost, then its effect."""
    parts = [i.text for i in ability.cost + ability.do]
    return "; ".join(parts)[:1].upper() + "; ".join(parts)[1:]


_TABLES: dict[int, Table] = {}
_CONSTANTS: dict[int, tuple] = {}


def table(defs) -> Table:
    t = _TABLES.get(id(defs))
    if t is None or t.defs is not defs:
        t = _TABLES[id(defs)] = Table(defs)
    return t


def _remember_constants(cards) -> None:
    """Faces need the suits; a face is asked for with a card definition only."""
    for defn in cards.cards.values():
        _CONSTANTS[id(defn)] = (defn, cards)


def _table_of(defn) -> Table | None:
    found = _CONSTANTS.get(id(defn))
    if found is None or found[0] is not defn:
        return None
    return table(found[1])


# -----------------------------------------------------------------------------
# Cards as the rules see them
# -----------------------------------------------------------------------------

def colored(state, uid) -> bool:
    return not state.cards[uid].props.get("drained")


def suit_of(state, uid):
    """The card's suit, or None when it is colorless (a colorless card has no suit for any rule)."""
    props = state.cards[uid].props
    return None if props.get("drained") else props.get("suit")


def card_name(state, uid, suit=None, drained=None) -> str:
    """'the Wisdom of the Demon', 'the colorless Youth of the Giver', 'a card'; ``suit`` and
    ``drained`` name it as it was before a change."""
    card = state.cards[uid]
    if card.card_id is None:
        return "a card"
    t = table(state.defs)
    props = card.props
    key = (card.card_id, suit or props.get("suit"), bool(props.get("drained") if drained is None else drained))
    name = t.names_in_text.get(key)
    if name is None:
        name = f"the {'colorless ' if key[2] else ''}{t.names[card.card_id]} {t.of_suit(key[1])}"
        t.names_in_text[key] = name
    return name


def _label(state, uid) -> str:
    card = state.cards[uid]
    return table(state.defs).label(card.card_id, card.props)


def _drain(state, uid) -> bool:
    if not colored(state, uid):
        return False
    engine.set_prop(state, uid, "drained", True)
    return True


def _retire(state, uid) -> None:
    """Retired cards go to the flames, gone from every collection."""
    engine.move(state, uid, "flames", reason="retire")


def _draw(state, seat, count) -> int:
    """Draw from the table deck while it has cards, then from your own well-deck."""
    zones = state.zones
    hand = HANDS[seat]
    drawn = 0
    for _ in range(count):
        src = zones["deck"].cards or zones[WELLDECKS[seat]].cards
        if not src:
            break
        engine.move(state, src[-1], hand, reason="draw")
        drawn += 1
    if drawn:
        state.emit(ev.Message(f"{state.seats[seat]} draws {drawn} card{'s' if drawn > 1 else ''}.", seat))
    return drawn


# -----------------------------------------------------------------------------
# The card language of A Bandit's Seize
# -----------------------------------------------------------------------------

trigger("turn_extra", "Before you play your card:", games=GAME)
trigger("answer_negation", "When your Seize is negated:", games=GAME)


@condition("this_is_colored", "this card is colored", games=GAME)
def _this_is_colored(ctx):
    return colored(ctx.state, ctx.source)


@condition("holding", lambda a: f"you hold a {a['card'].capitalize()}", games=GAME, card=Param("card_id"))
def _holding(ctx, card):
    cards = ctx.state.cards
    return any(cards[u].card_id == card for u in ctx.state.zones[HANDS[ctx.you]].cards if u != ctx.source)


@condition("holding_drained",
           lambda a: f"you hold a drained {a.get('card', 'card').capitalize() if a.get('card', 'card') != 'card' else 'card'}",
           games=GAME, card=Param("str", "card"))
def _holding_drained(ctx, card):
    cards = ctx.state.cards
    for u in ctx.state.zones[HANDS[ctx.you]].cards:
        c = cards[u]
        if u != ctx.source and c.props.get("drained") and (card == "card" or c.card_id == card):
            return True
    return False


@condition("hand_at_least", "you hold at least {count} cards", games=GAME,
           count=Param("int"))
def _hand_at_least(ctx, count):
    return len(ctx.state.zones[HANDS[ctx.you]].cards) >= count


@condition("a_deck_has_cards", "a deck has cards", games=GAME)
def _a_deck_has_cards(ctx):
    return any(ctx.state.zones[z].cards for z in DECKS)


@instruction("drain_this", "drain this card", games=GAME)
def _drain_this(ctx):
    return _drain(ctx.state, ctx.source)


@instruction("retire_this", "retire this card", games=GAME)
def _retire_this(ctx):
    if ctx.state.cards[ctx.source].zone != HANDS[ctx.you]:
        return False
    _retire(ctx.state, ctx.source)
    return True


@instruction("retire_from_hand", lambda a: f"retire a {a['card'].capitalize()} from your hand", games=GAME,
             card=Param("card_id"))
def _retire_from_hand(ctx, card):
    state = ctx.state
    options = [u for u in state.zones[HANDS[ctx.you]].cards if state.cards[u].card_id == card and u != ctx.source]
    uid = ctx.choose(f"Retire which {table(state.defs).names[card]}?", options,
                     [_label(state, u) for u in options])
    if uid is NULL:
        return False
    _retire(state, uid)
    return True


@instruction("discard_this_into_trick", "discard this card into the trick", games=GAME)
def _discard_this(ctx):
    state = ctx.state
    if state.cards[ctx.source].zone != HANDS[ctx.you]:
        return False
    engine.move(state, ctx.source, "trick", reason="discard")
    state.data["discarded"].append(ctx.source)
    return True


@instruction("retire_negating_card", "retire the card that negated your Seize", games=GAME)
def _retire_negating_card(ctx):
    state = ctx.state
    uid = state.data.get("negator")
    if uid is None or state.cards[uid].zone != "trick":
        return False
    _retire(state, uid)
    return True


@instruction("recognize_seize", "your Seize is recognized", games=GAME)
def _recognize_seize(ctx):
    ctx.state.data["recognized"] = True
    return True


@instruction("look_at_top", "look at the top {count} cards of a deck of your choice", games=GAME,
             count=Param("int"))
def _look_at_top(ctx, count):
    state = ctx.state
    options = [z for z in DECKS if state.zones[z].cards]
    zone = ctx.choose("Look at the top of which deck?", options,
                      [f"{zone_label(state, z).capitalize()} ({len(state.zones[z].cards)} cards)" for z in options])
    if zone is NULL:
        return False
    engine.show(state, state.zones[zone].cards[-count:], ctx.you, zone)
    return True


def _restore_text(args):
    card = args.get("card", "card")
    what = "card" if card == "card" else card.capitalize()
    text = f"restore a drained {what} in your hand"
    return text + ("; it takes this card's suit" if args.get("suit", "this_cards") == "this_cards" else "")


@instruction("restore_in_hand", _restore_text, games=GAME, card=Param("str", "card"),
             suit=Param("enum", "this_cards", ("this_cards", "its_own")))
def _restore_in_hand(ctx, card, suit):
    state = ctx.state
    cards = state.cards
    options = [u for u in state.zones[HANDS[ctx.you]].cards
               if u != ctx.source and cards[u].props.get("drained") and (card == "card" or cards[u].card_id == card)]
    uid = ctx.choose("Restore which card?", options, [_label(state, u) for u in options])
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


@instruction("shuffle_it_into_table_deck", "shuffle it into the table deck", games=GAME,
             target=Param("card", "it"))
def _shuffle_into_deck(ctx, target):
    engine.move(ctx.state, target, "deck", reason="shuffle_in")
    engine.shuffle(ctx.state, "deck")
    return True


def zone_label(state, zone: str) -> str:
    kind, _, seat = zone.partition(":")
    names = {"deck": "the table deck", "trick": "the trick", "pot": "the pot", "flames": "the flames"}
    if kind in names:
        return names[kind]
    who = state.seats[int(seat)] if seat.isdigit() and int(seat) < len(state.seats) else "?"
    return f"{who}'s {kind.replace('welldeck', 'well-deck')}"


# -----------------------------------------------------------------------------
# Setting up a game
# -----------------------------------------------------------------------------

def standard_origin(defs, owner: str = "") -> list[dict]:
    """The bought origin: every suit with every value, unmarked."""
    t = table(defs)
    return [{"card": cid, "suit": s, "owner": owner} for s in t.suit_ids for cid in t.by_value]


def check_deck(defs, deck, who="a player", ante=None) -> None:
    """A deck brought to the table: known cards and suits, at most seven of one value, enough to sit."""
    t = table(defs)
    counts: dict[str, int] = {}
    if not isinstance(deck, (list, tuple)):
        raise engine.GameError(f"{who}'s deck must be a list of card records")
    for rec in deck:
        if not isinstance(rec, dict):
            raise engine.GameError(f"{who}'s deck holds {rec!r}, not a card record")
        cid = rec.get("card")
        if cid not in t.value:
            raise engine.GameError(f"{who}'s deck holds an unknown card {cid!r}")
        if rec.get("suit") not in t.suits:
            raise engine.GameError(f"{who}'s deck holds a card of an unknown suit {rec.get('suit')!r}")
        counts[cid] = counts.get(cid, 0) + 1
    for cid, n in counts.items():
        if n > t.most_of_one_value:
            raise engine.GameError(f"{who}'s deck holds {n} cards of value {t.names[cid]}; "
                                   f"a deck holds at most {t.most_of_one_value} of one value")
    if ante is not None and len(deck) < ante + t.hand_size:
        raise engine.GameError(f"{who} cannot sit at ante {ante}: the deck has {len(deck)} cards and needs "
                               f"{ante + t.hand_size} (the ante and a hand of {t.hand_size})")


def _props(rec) -> dict:
    props = {"suit": rec["suit"]}
    if rec.get("drained"):
        props["drained"] = True
    if rec.get("restored_from"):
        props["restored_from"] = tuple(rec["restored_from"])
    if rec.get("id") is not None:
        props["serial"] = rec["id"]
    return props


def _spec(text, default_owner):
    """A card of a set-up position: 'wisdom demon', 'youth giver drained', 'love wild restored:demon @1'."""
    if isinstance(text, dict):
        rec = dict(text)
        rec.setdefault("owner", default_owner)
        return rec
    words = str(text).split()
    if len(words) < 2:
        raise engine.GameError(f"set-up card {text!r}: write 'VALUE SUIT [drained] [restored:SUIT] [@SEAT]'")
    rec = {"card": words[0].lower(), "suit": words[1].lower(), "owner": default_owner}
    for w in words[2:]:
        if w == "drained":
            rec["drained"] = True
        elif w.startswith("restored:"):
            rec["restored_from"] = tuple(w.split(":", 1)[1].split(","))
        elif w.startswith("@") and w[1:].isdigit():
            rec["owner"] = int(w[1:])
        else:
            raise engine.GameError(f"set-up card {text!r}: unknown word {w!r}")
    return rec


def _add_zones(state) -> None:
    state.add_zone("deck", None, engine.SECRET)
    for s in range(2):
        state.add_zone(HANDS[s], s, engine.PRIVATE)
        state.add_zone(WELLS[s], s, engine.PUBLIC)
        state.add_zone(WELLDECKS[s], s, engine.SECRET)
    state.add_zone("trick", None, engine.PUBLIC)
    state.add_zone("pot", None, engine.SECRET)
    state.add_zone("flames", None, engine.PUBLIC)


def _fresh_data(state, ante, leader) -> None:
    state.data.update({
        "ante": ante, "leader": leader, "phase": "lead", "trump": None, "tonic": None,
        "played": [], "discarded": [], "seizer": None, "seizing": None, "negator": None,
        "recognized": False, "buybacks": [0, 0], "queue": [], "retire_left": 0, "bought": False,
        "tricks": 0, "seizes": 0, "negations": 0, "answers": 0, "bought_back": 0, "turns": 0,
        "tricks_to_flames": 0, "lead_draw": [],
    })


def _setup_dealt(state, options) -> None:
    t = table(state.defs)
    ante = options.get("ante")
    ante = t.default_ante if ante is None else ante
    if not isinstance(ante, int) or not t.ante_range[0] <= ante <= t.ante_range[1]:
        raise engine.GameError(f"the ante is {t.ante_range[0]} to {t.ante_range[1]} cards, not {ante!r}")
    decks = options.get("decks") or [standard_origin(state.defs, name) for name in state.seats]
    if len(decks) != 2:
        raise engine.GameError("A Bandit's Seize needs two decks")
    owned = []
    for s, deck in enumerate(decks):
        check_deck(state.defs, deck, state.seats[s], ante)
        owned.append([state.create_card(rec["card"], s, "deck", **_props(rec)) for rec in deck])
    state.data["profiles"] = [next((r.get("owner") for r in deck if r.get("owner")), state.seats[s])
                              for s, deck in enumerate(decks)]
    rng = state.rng
    for s in range(2):
        for uid in rng.sample(owned[s], ante):
            engine.move(state, uid, "pot", reason="ante")
            owned[s].remove(uid)
    # each player draws one card at random from the other's deck: the higher card's owner leads
    drawn = [rng.choice(owned[1]), rng.choice(owned[0])]
    values = [t.value[state.cards[u].card_id] for u in drawn]
    if values[0] != values[1]:
        leader = 1 if values[0] > values[1] else 0
    else:
        leader = rng.randrange(2)
    _fresh_data(state, ante, leader)
    state.data["lead_draw"] = [[state.cards[u].card_id, state.cards[u].props["suit"]] for u in drawn]
    engine.shuffle(state, "deck")
    for s in (leader, 1 - leader):
        _draw(state, s, t.hand_size)


POSITION_KEYS = ("ante", "leader", "trump", "tonic", "buybacks", "hands", "deck", "trick", "wells", "welldecks",
                 "pot", "flames", "profiles")


def _setup_position(state, options) -> None:
    """An exact position (docs/rules/SEIZE.md, 'Set-up positions')."""
    pos = options["setup"]
    t = table(state.defs)
    unknown = sorted(set(pos) - set(POSITION_KEYS))
    if unknown:
        raise engine.GameError(f"unknown set-up key {unknown[0]!r}; the keys are {', '.join(POSITION_KEYS)}")
    leader = pos.get("leader", 0)
    if leader not in (0, 1):
        raise engine.GameError("the set-up 'leader' is seat 0 or 1")
    _fresh_data(state, pos.get("ante", options.get("ante") or t.default_ante), leader)
    state.data["profiles"] = list(pos.get("profiles", state.seats))

    def place(zone, specs, owner):
        for text in specs:
            rec = _spec(text, owner)
            if rec["card"] not in t.value or rec["suit"] not in t.suits:
                raise engine.GameError(f"set-up card {text!r}: unknown card or suit")
            state.create_card(rec["card"], rec["owner"], zone, **_props(rec))

    place("deck", pos.get("deck", ()), 0)
    for s in range(2):
        place(HANDS[s], pos.get("hands", ((), ()))[s], s)
        place(WELLS[s], pos.get("wells", ((), ()))[s], s)
        place(WELLDECKS[s], pos.get("welldecks", ((), ()))[s], s)
    place("pot", pos.get("pot", ()), 0)
    place("flames", pos.get("flames", ()), 0)
    trick = pos.get("trick", ())
    if len(trick) > 1:
        raise engine.GameError("a set-up trick holds at most the led card")
    place("trick", trick, leader)
    d = state.data
    d["trump"] = pos.get("trump")
    d["tonic"] = pos.get("tonic", d["trump"])
    d["buybacks"] = list(pos.get("buybacks", (0, 0)))
    d["played"] = list(state.zones["trick"].cards)
    if d["played"]:
        d["phase"] = "respond"
    else:
        _between_tricks(state)


# -----------------------------------------------------------------------------
# The flow of a trick
# -----------------------------------------------------------------------------

def _responder(d) -> int:
    return 1 - d["leader"]


def _set_trump(state, new) -> None:
    d = state.data
    old = d["trump"]
    d["trump"] = new
    if d["tonic"] is None:
        d["tonic"] = new
    else:
        d["turns"] += 1
    state.emit(ev.TrumpTurned(old, new))


def _play(state, seat, uid, reason) -> None:
    engine.move(state, uid, "trick", reason=reason)
    verb = {"lead": "leads", "play": "plays"}.get(reason)
    if verb:
        state.emit(ev.ActionTaken(seat, reason, f"{state.seats[seat]} {verb} {card_name(state, uid)}."))
    d = state.data
    d["played"].append(uid)
    if d["trump"] is None and colored(state, uid):
        _set_trump(state, state.cards[uid].props["suit"])


def can_seize(state, uid) -> str:
    """'' if the responder's card may seize the led card now, else why not."""
    d = state.data
    t = table(state.defs)
    card = state.cards[uid]
    if not d["played"]:
        return "only the card played in response may seize; the card that leads never turns"
    if card.props.get("drained"):
        return "a colorless card cannot seize"
    if not t.seizes[card.card_id]:
        return f"{t.names[card.card_id]} cannot seize"
    if d["trump"] is None or card.props.get("suit") == d["trump"]:
        return "a card of the current Trump suit cannot seize"
    led = t.value[state.cards[d["played"][0]].card_id]
    mine = t.value[card.card_id]
    if mine == led:
        return "equal numbers cannot seize"
    if mine > led:
        return "only the weaker card (the smaller number) may seize"
    return ""


def _winner(state):
    """The played card that takes the trick, or None when no card can win."""
    d = state.data
    trump = d["trump"]
    value = table(state.defs).value
    cards = state.cards
    best = None
    best_trump = False
    for uid in d["played"]:
        props = cards[uid].props
        if props.get("drained"):
            continue
        is_trump = props["suit"] == trump
        if best is None or (is_trump and not best_trump) or \
                (is_trump == best_trump and value[cards[uid].card_id] > value[cards[best].card_id]):
            best, best_trump = uid, is_trump
    return best


def _declare_seize(state, seat, uid) -> None:
    d = state.data
    _play(state, seat, uid, "seize")
    d["seizer"], d["seizing"] = seat, uid
    d["seizes"] += 1
    state.emit(ev.Message(f"{state.seats[seat]} seizes with {card_name(state, uid)}!", seat))
    leader = d["leader"]
    negators = [u for u in state.zones[HANDS[leader]].cards if state.cards[u].props.get("drained")]
    if not negators:
        _seize_stands(state)
        return
    d["phase"] = "negation"
    options = [engine.Action("negate", leader, (u,), f"Negate with {_label(state, u)}") for u in negators]
    options.append(engine.Action("negate", leader, (), "Let the Seize stand"))
    _ask(state, leader, "negate", f"{state.seats[seat]} seizes: negate it with a colorless card?", options)


def _ask(state, seat, kind, prompt, options) -> None:
    state.pending = engine.Decision(seat, kind, prompt, options)
    state.emit(ev.DecisionAsked(seat, kind, prompt))


def _usable(state, seat, uid, abilities):
    """The (index, ability) pairs of ``abilities`` whose condition holds for ``seat``."""
    card_id = state.cards[uid].card_id
    conditions = table(state.defs).conditions
    out = []
    for i, ability in abilities:
        test = conditions[(card_id, i)]
        if test is None or test(state, uid, seat):
            out.append((i, ability))
    return out


def _negate(state, uid) -> None:
    d = state.data
    leader = d["leader"]
    engine.move(state, uid, "trick", reason="negate")
    d["discarded"].append(uid)
    d["negator"] = uid
    d["negations"] += 1
    state.emit(ev.Message(f"{state.seats[leader]} negates the Seize with {card_name(state, uid)}.", leader))
    seizer = d["seizer"]
    answers = table(state.defs).answers
    options = []
    for u in state.zones[HANDS[seizer]].cards:
        for i, ability in _usable(state, seizer, u, answers[state.cards[u].card_id]):
            options.append(engine.Action("answer", seizer, (u, i), f"Answer with {_label(state, u)}: "
                                                                   f"{table(state.defs).text[(state.cards[u].card_id, i)]}"))
    if not options:
        _seize_negated(state)
        return
    d["phase"] = "answer"
    options.append(engine.Action("answer", seizer, (), "Let the negation stand"))
    _ask(state, seizer, "answer", "Your Seize is negated: answer it?", options)


def _seize_negated(state) -> None:
    d = state.data
    state.emit(ev.Message("The Seize is negated: the seizing card turns back and the Trump stays."))
    d["seizer"] = d["seizing"] = None
    _end_trick(state)


def _seize_stands(state) -> None:
    """A recognized Seize: the Trump turns, the wheel prices the turn, the Tonic wins, else the trick is judged."""
    d = state.data
    t = table(state.defs)
    seizer, uid = d["seizer"], d["seizing"]
    old = d["trump"]
    new = state.cards[uid].props["suit"]
    _set_trump(state, new)
    relation = t.relation[(old, new)]
    price = t.prices[relation]
    paid = {"led_card": "the led card drains", "seizing_card": "the seizing card drains"}.get(price, "nothing drains")
    state.emit(ev.Message(f"{state.seats[seizer]}'s Seize is recognized: a {relation} turn, {paid}.", seizer))
    if price == "led_card":
        _drain(state, d["played"][0])
    elif price == "seizing_card":
        _drain(state, uid)
    if new == d["tonic"]:
        _finish(state, seizer, f"{state.seats[seizer]}'s Seize turned the Trump back to the Tonic")
        return
    _end_trick(state, next_leader=seizer)


def _end_trick(state, next_leader=None) -> None:
    d = state.data
    winner = _winner(state)
    trick = list(state.zones["trick"].cards)
    if winner is None:
        for uid in trick:
            engine.move(state, uid, "flames", reason="flames")
        d["tricks_to_flames"] += 1
        state.emit(ev.Message("No card can win the trick: it goes to the flames."))
        taker = None
    else:
        taker = d["leader"] if winner == d["played"][0] else _responder(d)
        for uid in trick:
            engine.move(state, uid, WELLS[taker], reason="take")
        state.emit(ev.Message(f"{state.seats[taker]} takes the trick with {card_name(state, winner)}.", taker))
    d["tricks"] += 1
    if next_leader is not None:
        d["leader"] = next_leader
    elif taker is not None:
        d["leader"] = taker
    d["played"] = []
    d["discarded"] = []
    d["seizer"] = d["seizing"] = d["negator"] = None
    d["recognized"] = False
    _between_tricks(state)


def _between_tricks(state) -> None:
    """Each player with an empty hand draws, the next leader first; then who has run out may buy back."""
    d = state.data
    t = table(state.defs)
    leader = d["leader"]
    hands = state.zones
    for s in (leader, 1 - leader):
        if not hands[HANDS[s]].cards:
            _draw(state, s, t.hand_size)
    out = [s for s in (leader, 1 - leader) if not hands[HANDS[s]].cards]
    d["phase"] = "lead"
    if out:
        d["queue"] = out
        d["bought"] = False
        _next_buyback(state)


def buyback_cost(state, seat) -> tuple[int, int]:
    """(cards to the pot, cards to retire) of this seat's next buyback."""
    return state.data["ante"], state.data["buybacks"][seat] + 1


def can_buy_back(state, seat) -> bool:
    """Enough in the well to ante, draw, retire k and still hold a card to lead with."""
    ante, k = buyback_cost(state, seat)
    drawn = min(table(state.defs).hand_size, len(state.zones[WELLS[seat]].cards) - ante)
    return drawn > k


def _next_buyback(state) -> None:
    d = state.data
    queue = d["queue"]
    if not queue:
        d["phase"] = "lead"
        return
    seat = queue[0]
    if not can_buy_back(state, seat):
        others = [s for s in queue[1:] if not can_buy_back(state, s)]
        if others:
            _finish(state, None, "both players ran out of cards and neither can buy back")
        else:
            _finish(state, 1 - seat, f"{state.seats[seat]} ran out of cards and cannot buy back")
        return
    ante, k = buyback_cost(state, seat)
    d["phase"] = "buyback"
    _ask(state, seat, "buyback", f"You have run out of cards. Buy back (ante {ante} from your well, "
                                 f"retire {k} from your hand) or lose the game?",
         [engine.Action("buy_back", seat, (), f"Buy back: ante {ante}, retire {k}"),
          engine.Action("decline_buyback", seat, (), "Give up the pot")])


def _buy_back(state, seat) -> None:
    d = state.data
    ante, k = buyback_cost(state, seat)
    d["buybacks"][seat] = k
    d["bought_back"] += 1
    well = list(state.zones[WELLS[seat]].cards)
    for uid in state.rng.sample(well, ante):
        engine.move(state, uid, "pot", reason="ante")
        well.remove(uid)
    for uid in well:
        engine.move(state, uid, WELLDECKS[seat], reason="buyback")
    engine.shuffle(state, WELLDECKS[seat])
    state.emit(ev.Message(f"{state.seats[seat]} buys back: {ante} cards to the pot, the well shuffled "
                          f"into a well-deck; {k} card{'s' if k > 1 else ''} to retire.", seat))
    _draw(state, seat, table(state.defs).hand_size)
    if not d["bought"]:
        d["bought"] = True
        d["leader"] = seat
    d["retire_left"] = k
    _ask_retire(state, seat)


def _ask_retire(state, seat) -> None:
    d = state.data
    d["phase"] = "retire"
    left = d["retire_left"]
    _ask(state, seat, "retire", f"Retire {left} more card{'s' if left > 1 else ''} from your hand to the flames.",
         [engine.Action("retire", seat, (u,), f"Retire {_label(state, u)}") for u in state.zones[HANDS[seat]].cards])


def _finish(state, winner, reason) -> None:
    """The winner takes the pot: its cards change owner.  Every other card stays its owner's."""
    if winner is not None:
        for uid in list(state.zones["pot"].cards):
            engine.set_owner(state, uid, winner)
        state.emit(ev.Message(f"{state.seats[winner]} takes the pot ({len(state.zones['pot'].cards)} cards).",
                              winner))
    state.data["phase"] = "over"
    state.data["end_reason"] = reason
    engine.end_game(state, [winner] if winner is not None else [], reason)


# -----------------------------------------------------------------------------
# The rules
# -----------------------------------------------------------------------------

@engine.register
class Seize(engine.Rules):
    name = "seize"
    min_seats = 2
    max_seats = 2

    @staticmethod
    def table(state) -> Table:
        return table(state.defs)

    @classmethod
    def setup(cls, state, options):
        _add_zones(state)
        if options.get("setup"):
            _setup_position(state, options)
        else:
            _setup_dealt(state, options)

    @classmethod
    def always_legal(cls, state):
        return [] if state.over else list(CONCEDE)

    @classmethod
    def settings(cls, state):
        t = cls.table(state)
        suits = tuple((s, t.suits[s].get("name", s.title())) for s in t.suit_ids)
        return [engine.Setting("leader", "Leader", tuple(enumerate(state.seats))),
                engine.Setting("tonic", "Tonic", ((None, "not set"),) + suits),
                engine.Setting("trump", "Trump", ((None, "not set"),) + suits)]

    @classmethod
    def change_setting(cls, state, key, value):
        """The first colored card sets both Trump and Tonic: neither is set without the other."""
        d = state.data
        d[key] = value
        if key in ("trump", "tonic"):
            other = "tonic" if key == "trump" else "trump"
            if value is None:
                d[other] = None
            elif d[other] is None:
                d[other] = value

    @classmethod
    def legal(cls, state):
        d = state.data
        phase = d["phase"]
        if phase == "lead":
            seat = d["leader"]
        elif phase == "respond":
            seat = 1 - d["leader"]
        else:
            return []
        t = table(state.defs)
        cards = state.cards
        hand = state.zones[HANDS[seat]].cards
        labels = t.labels
        acts = []
        Action = engine.Action
        kind = "lead" if phase == "lead" else "play"
        for uid in hand:
            c = cards[uid]
            props = c.props
            key = (c.card_id, props.get("suit"), bool(props.get("drained")))
            label = labels.get(key) or t.label(c.card_id, props)
            acts.append(Action(kind, seat, (uid,), f"Play {label}"))
        if phase == "respond":
            trump = d["trump"]
            led = t.value[cards[d["played"][0]].card_id]
            for uid in hand:
                c = cards[uid]
                props = c.props
                if not props.get("drained") and trump is not None and props["suit"] != trump \
                        and t.value[c.card_id] < led and t.seizes[c.card_id]:
                    acts.append(Action("seize", seat, (uid,), f"Seize with {t.label(c.card_id, props)}"))
        extras = t.extras
        for uid in hand:
            mine = extras[cards[uid].card_id]
            if mine:
                for i, ability in _usable(state, seat, uid, mine):
                    c = cards[uid]
                    acts.append(Action("extra", seat, (uid, i), f"{t.label(c.card_id, c.props)}: "
                                                                f"{t.text[(c.card_id, i)]}"))
        return acts

    @classmethod
    def perform(cls, state, action):
        kind = action.kind
        seat = action.seat
        d = state.data
        if kind == "concede":
            _finish(state, 1 - seat, f"{state.seats[seat]} concedes")
        elif kind == "lead":
            _play(state, seat, action.args[0], "lead")
            d["phase"] = "respond"
        elif kind == "play":
            _play(state, seat, action.args[0], "play")
            _end_trick(state)
        elif kind == "seize":
            _declare_seize(state, seat, action.args[0])
        elif kind == "extra":
            uid, index = action.args
            engine.reveal(state, uid)
            card = state.cards[uid]
            engine.push_effect(state, table(state.defs).activated[(card.card_id, index)], uid, seat,
                               self_may_move=True, extra=index)
        elif kind == "negate":
            state.pending = None
            if action.args:
                _negate(state, action.args[0])
            else:
                _seize_stands(state)
        elif kind == "answer":
            state.pending = None
            if action.args:
                uid, index = action.args
                engine.reveal(state, uid)
                d["phase"] = "answered"
                d["answers"] += 1
                engine.push_effect(state, table(state.defs).activated[(state.cards[uid].card_id, index)], uid, seat,
                                   self_may_move=True, answer=index)
            else:
                _seize_negated(state)
        elif kind == "buy_back":
            state.pending = None
            _buy_back(state, seat)
        elif kind == "decline_buyback":
            state.pending = None
            _finish(state, 1 - seat, f"{state.seats[seat]} will not buy back and concedes the pot")
        elif kind == "retire":
            state.pending = None
            _retire(state, action.args[0])
            d["retire_left"] -= 1
            if d["retire_left"] > 0 and state.zones[HANDS[seat]].cards:
                _ask_retire(state, seat)
            else:
                d["queue"].pop(0)
                _next_buyback(state)

    @classmethod
    def chain_empty(cls, state):
        d = state.data
        if d["phase"] != "answered" or state.over:
            return False
        if d["recognized"]:
            _seize_stands(state)
        else:
            _seize_negated(state)
        return True

    @classmethod
    def explain(cls, state, action):
        d = state.data
        if action.seat not in (0, 1):
            return "there are two seats, 0 and 1"
        who = state.seats[action.seat]
        phase = d["phase"]
        mover = d["leader"] if phase == "lead" else 1 - d["leader"]
        if state.pending is not None:
            return f"first answer: {state.pending.prompt}"
        if action.seat != mover:
            return f"it is {state.seats[mover]}'s turn to {'lead' if phase == 'lead' else 'play'}, not {who}'s"
        uid = action.args[0] if action.args else None
        if action.kind in ("lead", "play", "seize", "extra"):
            if uid not in state.cards or state.cards[uid].zone != HANDS[action.seat]:
                return "that card is not in your hand"
        if action.kind == "lead" and phase != "lead":
            return "you are not leading this trick: play in response"
        if action.kind == "play" and phase != "respond":
            return "you lead this trick"
        if action.kind == "seize":
            return "you cannot seize: " + (can_seize(state, uid) or "not now")
        if action.kind == "extra":
            card = state.cards[uid]
            abilities = dict(table(state.defs).extras[card.card_id])
            if len(action.args) < 2 or action.args[1] not in abilities:
                return f"{card_name(state, uid)} has no such ability to use before playing"
            return f"{card_name(state, uid)} cannot be used now: " \
                   f"{abilities[action.args[1]].condition.text if abilities[action.args[1]].condition else ''}"
        return f"'{action.kind}' is not a move now"

    # -- words and faces ---------------------------------------------------------
    @classmethod
    def zone_label(cls, state, zone):
        return zone_label(state, zone)

    @classmethod
    def stats(cls, state):
        d = state.data
        return {"tricks": d["tricks"], "seizes": d["seizes"], "negations": d["negations"],
                "answers": d["answers"], "buybacks": d["bought_back"], "trump_turns": d["turns"],
                "tricks_to_flames": d["tricks_to_flames"], "flames": len(state.zones["flames"].cards)}

    @classmethod
    def describe(cls, state, e):
        t = table(state.defs)
        if isinstance(e, ev.CardMoved):
            name = card_name(state, e.card) if e.card_id is not None else "a card"
            if e.reason == "retire":
                return f"{name[:1].upper() + name[1:]} is retired to the flames."
            if e.reason == "discard":
                return f"{name[:1].upper() + name[1:]} is discarded into the trick."
            if e.reason == "shuffle_in":
                return f"{name[:1].upper() + name[1:]} is shuffled into the table deck."
            return ""
        if isinstance(e, ev.TrumpTurned):
            if e.old is None:
                return f"The Trump Tonic is set: {t.suit_name(e.new)} {t.sign(e.new)}."
            return f"The Trump turns from {t.suit_name(e.old)} {t.sign(e.old)} to {t.suit_name(e.new)} {t.sign(e.new)}."
        if isinstance(e, ev.CardChanged):
            if e.prop == "drained" and e.new:
                name = card_name(state, e.card, drained=False)
                return f"{name[:1].upper() + name[1:]} drains: it is colorless now."
            if e.prop == "suit":
                name = card_name(state, e.card, suit=e.old, drained=False)
                return f"{name[:1].upper() + name[1:]} is restored into {t.suit_name(e.new)} {t.sign(e.new)}."
            return ""
        if isinstance(e, ev.CardPeeked):
            if any(c is None for c in e.card_ids):
                return f"{state.seats[e.seat]} looks at the top of {zone_label(state, e.zone)}."
            names = ", ".join(f"{t.names[c]}" for c in e.card_ids)
            return f"{state.seats[e.seat]} looks at the top of {zone_label(state, e.zone)}: {names}."
        if isinstance(e, ev.CardRevealed):
            return ""                   # the use that shows it says which card it is
        if isinstance(e, ev.TriggerQueued):
            return f"{state.seats[e.controller]} uses {card_name(state, e.card, drained=False)}: {e.text}"
        if isinstance(e, ev.TriggerResolved):
            return ""
        if isinstance(e, ev.GameOver):
            if not e.winners:
                return f"The game ends without a winner: {e.reason}. Every card goes back to its owner."
            return f"{state.seats[e.winners[0]]} wins: {e.reason}."
        return None

    @classmethod
    def face(cls, defn, props):
        t = _table_of(defn)
        suit = props.get("suit") if props else None
        value = defn.get("value", "")
        text = defn.text
        if not defn.get("seizes", True):
            text = (text + "\n" if text else "") + f"{defn.name} cannot Seize."
        if t is None or suit not in t.suits:
            return Face(defn.name, defn.name, str(value), text=text, family="", art_key=defn.id, back="seize")
        info = t.suits[suit]
        marks = ()
        if props.get("drained"):
            marks = ("drained",)
        elif props.get("restored_from"):
            marks = ("restored", t.sign(props["restored_from"][-1]))
        color = tuple(info.get("color", COLORLESS))
        return Face(title=defn.name, kind=f"{defn.name} · {info['name']}", corner=str(value), text=text,
                    family=suit, color=color, sign=info["sign"], art_key=defn.id, marks=marks,
                    flavor=str(defn.get("flavor", "") or ""), back="seize")

