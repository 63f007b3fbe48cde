"""A Seize profile's origins: the bought one, a crafted one, and the next run's built from the survivors."""
from __future__ import annotations

import datetime
from collections import Counter

from game.engine.carddefs import game_cards
from game.store.profiles import ProfileError


def today() -> str:
    """Now, as profiles record it."""
    return datetime.datetime.now().isoformat(timespec="seconds")


def _seize_cards(cards):
    if cards is None:
        from game.engine.cards import default_cards
        cards = default_cards()
    return game_cards(cards, "seize")


def seize_table(cards):
    """The Seize table of these cards (the project's cards when None)."""
    from game.seize.cardset import table
    return table(_seize_cards(cards))


def standard_origin(profile, cards=None) -> list[dict]:
    """The bought origin: each suit with each value, unmarked (42 cards)."""
    t = seize_table(cards)
    return [profile.new_record(cid, suit) for suit in t.suit_ids for cid in t.by_value]


def crafted_origin(profile, picks, cards=None) -> list[dict]:
    """A crafted origin: ``picks`` is a list of (card, suit); as many as a standard origin, at most seven of a value."""
    t = seize_table(cards)
    size = len(t.suit_ids) * len(t.by_value)
    picks = [tuple(p) for p in picks]
    if len(picks) != size:
        raise ProfileError(f"a crafted origin has {size} cards, not {len(picks)}")
    for card, suit in picks:
        if card not in t.value:
            raise ProfileError(f"a crafted origin: unknown card {card!r}")
        if suit not in t.suits:
            raise ProfileError(f"a crafted origin: unknown suit {suit!r}")
    for card, n in Counter(c for c, _ in picks).items():
        if n > t.most_of_one_value:
            raise ProfileError(f"a crafted origin holds {n} {t.names[card]}s; "
                               f"at most {t.most_of_one_value} of one value")
    return [profile.new_record(card, suit) for card, suit in picks]


def next_origin(profile, cards=None) -> list[str]:
    """The run is over: a fresh standard origin in which each survivor replaces the fresh card of its
    suit and value; survivors left over join while their value stays at seven or fewer (the rest wait
    in reserve).  Returns what happened, in words."""
    t = seize_table(cards)
    slots = {(cid, suit): None for suit in t.suit_ids for cid in t.by_value}
    leftovers = []
    for rec in profile.collection:
        key = (rec["card"], rec["suit"])
        if key in slots and slots[key] is None:
            slots[key] = rec
        else:
            leftovers.append(rec)
    origin = [rec if rec is not None else profile.new_record(*key) for key, rec in slots.items()]
    counts = Counter(r["card"] for r in origin)
    reserve = []
    for rec in leftovers:
        if counts[rec["card"]] < t.most_of_one_value:
            origin.append(rec)
            counts[rec["card"]] += 1
        else:
            reserve.append(rec)
    survivors = len(profile.collection)
    profile.runs.append({"run": profile.run, "ended": today(), "survivors": survivors,
                         "games": sum(1 for h in profile.history if h.get("run") == profile.run)})
    profile.run += 1
    profile.collection = origin + reserve
    profile.deck = None
    return [f"{profile.name}'s run {profile.run - 1} is over with {survivors} cards; run {profile.run} "
            f"begins with a fresh origin holding the {survivors} survivors"
            + (f" ({len(reserve)} in reserve)" if reserve else "") + "."]
