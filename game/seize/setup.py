"""Setting up a game of A Bandit's Seize: the decks brought to the table, a dealt game, or an exact position."""
from __future__ import annotations

from game import engine
from game.engine.replay_schema import refuse_setup
from game.seize.acts import draw
from game.seize.buyback import between_tricks
from game.seize.cardset import table
from game.seize.state import HANDS, WELLDECKS, WELLS

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


def card_record(text, default_owner) -> dict:
    """A card as written in a set-up, as a record: 'wisdom demon', 'youth giver drained', 'love wild
    restored:demon @1' (or a record); GameError when its words cannot be read."""
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
        elif w.startswith("@") and w[1:].isascii() and w[1:].isdigit():
            rec["owner"] = int(w[1:])
        else:
            raise engine.GameError(f"set-up card {text!r}: unknown word {w!r}")
    return rec


def read_card(text, default_owner, t) -> dict:
    """A set-up position's card as a record; GameError when it names no card, no suit or no seat."""
    rec = card_record(text, default_owner)
    if rec.get("card") not in t.value:
        raise engine.GameError(f"set-up card {text!r}: no card has the value {rec.get('card')!r}")
    for suit in (rec.get("suit"), *rec.get("restored_from", ())):
        if suit not in t.suits:
            raise engine.GameError(f"set-up card {text!r}: no suit is called {suit!r}")
    if rec["owner"] not in (0, 1) or isinstance(rec["owner"], bool):
        raise engine.GameError(f"set-up card {text!r}: its owner is seat 0 or 1, not {rec['owner']!r}")
    return rec


def add_zones(state) -> None:
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


def setup_dealt(state, options) -> None:
    t = table(state.defs)
    ante = options.get("ante")
    ante = t.default_ante if ante is None else ante
    if not isinstance(ante, int) or not t.ante_range[0] <= ante <= t.ante_range[1]:
        raise engine.GameError(f"the ante is {t.ante_range[0]} to {t.ante_range[1]} cards, not {ante!r}")
    brought = options.get("decks")
    decks = brought or [standard_origin(state.defs, name) for name in state.seats]
    if len(decks) != 2:
        raise engine.GameError("A Bandit's Seize needs two decks")
    if brought or ante not in t.standard_fits:
        for s, deck in enumerate(decks):
            check_deck(state.defs, deck, state.seats[s], ante)
        if not brought:
            t.standard_fits.add(ante)
    owned = []
    for s, deck in enumerate(decks):
        owned.append(state.create_cards([(rec["card"], s, "deck", _props(rec)) for rec in deck]))
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
        draw(state, s, t.hand_size)


POSITION_KEYS = ("ante", "leader", "trump", "tonic", "buybacks", "hands", "deck", "trick", "wells", "welldecks",
                 "pot", "flames", "profiles", "tricks")


def setup_position(state, options) -> None:
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

    refuse_setup(state, pos)

    def place(zone, specs, owner):
        for text in specs:
            rec = read_card(text, owner, t)
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
    d["tricks"] = pos.get("tricks", 0)
    d["played"] = list(state.zones["trick"].cards)
    if d["played"]:
        d["phase"] = "respond"
    else:
        between_tricks(state)
