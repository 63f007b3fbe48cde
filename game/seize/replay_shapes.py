"""A Bandit's Seize's fields in a replay, declared: its options, its set-up and its profiles."""
from __future__ import annotations

from game.engine.replay_schema import Bool, Either, Fields, Int, Maybe, Null, Real, Seq, Table, Text
from game.seize.cardset import table

MAX_CARDS = 1000          # cards in one zone or deck: a collection may grow past 42, never near this
MAX_BUYBACKS = 100


def record_shape(t, owner=True, seat_owner=False) -> Fields:
    """A card record, as a deck or a profile's collection holds it (``seat_owner``: as a set-up holds it,
    owned by a seat)."""
    suit = Text(1, 40, t.suit_ids)
    fields = {"id": Either((Text(1, 80), Int(0, 10 ** 12))), "card": Text(1, 40, tuple(t.value)), "suit": suit,
              "drained": Bool(), "restored_from": Seq(suit, 0, 10), "won_from": Maybe(Text(1, 80))}
    if seat_owner:
        fields["owner"] = Int(0, 1)
    elif owner:
        fields["owner"] = Either((Text(0, 80), Int(0, 1)))
    return Fields(fields, required=("card", "suit"))


def shapes(seats: int, defs) -> dict:
    t = table(defs)
    ante = Int(*t.ante_range)
    card = Either((Text(3, 120), record_shape(t, seat_owner=True)),
                  "'VALUE SUIT [drained] [restored:SUIT] [@SEAT]' or a card record")
    cards = Seq(card, 0, MAX_CARDS)
    pair = Seq(cards, 2, 2)
    suit = Maybe(Text(1, 40, t.suit_ids))
    setup = Fields({"ante": ante, "leader": Int(0, 1), "trump": suit, "tonic": suit,
                    "buybacks": Seq(Int(0, MAX_BUYBACKS), 2, 2), "hands": pair, "deck": cards,
                    "trick": Seq(card, 0, 1), "wells": pair, "welldecks": pair, "pot": cards, "flames": cards,
                    "profiles": Seq(Text(1, 80), 2, 2), "tricks": Int(0, 10 ** 6)})
    options = Fields({"ante": ante, "decks": Seq(Seq(record_shape(t), 0, MAX_CARDS), 2, 2)})
    count = Int(0, 10 ** 9)
    entry = Table(Text(1, 40), Either((Int(), Text(), Bool(), Null(), Real())), max_len=40)
    profile = Fields({"format": Int(1, 1), "name": Text(1, 80), "kind": Text(1, 20, ("player", "house")),
                      "uid": Text(1, 16), "run": Int(1, 10 ** 9), "next_serial": Int(1, 10 ** 12),
                      "collection": Seq(Either((Text(3, 120), record_shape(t, owner=False))), 0, MAX_CARDS),
                      "deck": Maybe(Seq(Text(1, 80), 0, MAX_CARDS)), "pots_won": count, "pots_lost": count,
                      "cards_won": count, "cards_lost": count, "flames": count, "history": Seq(entry, 0, MAX_CARDS),
                      "runs": Seq(entry, 0, MAX_CARDS), "created": Text(0, 40)}, required=("name",))
    return {"options": options, "setup": setup, "seat_extras": Seq(profile, 2, 2),
            "setup_rules": lambda s: setup_problem(s, t)}


def _cards_of(setup: dict):
    """(path, card, the seat that owns it unless the card says otherwise) for every card of a set-up."""
    leader = setup.get("leader", 0)
    for key in ("deck", "pot", "flames", "trick"):
        for i, card in enumerate(setup.get(key) or ()):
            yield (key, i), card, leader if key == "trick" else 0
    for key in ("hands", "wells", "welldecks"):
        for seat, row in enumerate(setup.get(key) or ((), ())):
            for i, card in enumerate(row):
                yield (key, seat, i), card, seat


def setup_problem(setup: dict, t):
    """(path, what is wrong) for the first thing in a set-up (of the right shape) that the rules forbid:
    a card written wrong or owned by no seat, more of one value than a seat's deck holds."""
    from game.engine.state import GameError
    from game.seize.setup import read_card
    owned: dict = {}
    for path, card, owner in _cards_of(setup):
        try:
            rec = read_card(card, owner, t)
        except GameError as err:
            return path, str(err)
        key = (rec["owner"], rec["card"])
        owned[key] = owned.get(key, 0) + 1
        if owned[key] > t.most_of_one_value:
            return path, (f"is seat {rec['owner']}'s card number {owned[key]} of value {t.names[rec['card']]}; "
                          f"a deck holds at most {t.most_of_one_value} of one value")
    return None


def chain_effects(state) -> dict:
    """The activated abilities Seize puts on the chain, by the name a set-up's moment gives them."""
    return {f"activated {cid} {i}": ability for (cid, i), ability in table(state.defs).activated.items()}
