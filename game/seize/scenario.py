"""Profiles in a scenario or a replay (``profiles:``): the two players' collections brought to a dealt game
and settled after it in memory, never in the user's profile database (docs/PROFILES.md, RULINGS 12-13).

Each entry is a profile as ``profiles export`` writes it, where everything but ``name`` may be left
out: a missing collection is a fresh standard origin, and a card may be written as in a set-up,
``"wisdom demon drained"``.  Cards without an ``id`` are numbered from the profile's ``uid``.
"""
from __future__ import annotations

import copy

from game import engine
from game.seize.profiles import FORMAT, Profile, can_sit, deck_for_table, settle
from game.seize.origins import seize_table
from game.store.profiles import ProfileError
from game.seize.setup import card_record

DEFAULTS = {"kind": "player", "run": 1, "deck": None, "pots_won": 0, "pots_lost": 0, "cards_won": 0,
            "cards_lost": 0, "flames": 0, "history": [], "runs": [], "created": ""}


def _record(entry, uid: str, n: int) -> dict:
    rec = card_record(entry, None) if isinstance(entry, str) else dict(entry)
    rec.pop("owner", None)
    rec.setdefault("id", f"{uid}-{n}")
    rec["restored_from"] = list(rec.get("restored_from") or ())
    rec["drained"] = bool(rec.get("drained"))
    return rec


def read_profiles(entries, cards) -> list[Profile]:
    """The scenario's profiles, every field checked as a saved profile's is; GameError says what is wrong."""
    if not isinstance(entries, list) or len(entries) != 2:
        raise engine.GameError("'profiles' lists the two players' profiles, in seat order")
    out = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise engine.GameError(f"profiles[{i}] must be a map with at least a 'name'")
        uid = entry.get("uid") or f"s{i + 1}"
        t = seize_table(cards)
        raw = entry["collection"] if "collection" in entry else [
            {"card": cid, "suit": suit} for suit in t.suit_ids for cid in t.by_value]
        try:
            collection = [_record(rec, uid, n) for n, rec in enumerate(raw or [], start=1)]
            data = {**copy.deepcopy(DEFAULTS), "format": FORMAT, "uid": uid, "next_serial": len(collection) + 1,
                    **entry, "collection": collection}
            out.append(Profile.from_dict(data, f"profiles[{i}]", cards))
        except (ProfileError, engine.GameError) as err:
            raise engine.GameError(str(err)) from None
    if out[0].name == out[1].name:
        raise engine.GameError("the two profiles need two names")
    return out


def scenario_options(entries, cards, options: dict) -> dict:
    """The game's options with the two profiles' decks brought to the table."""
    if options.get("decks"):
        raise engine.GameError("a scenario gives 'profiles' or 'options.decks', not both")
    profiles = read_profiles(entries, cards)
    ante = options.get("ante", seize_table(cards).default_ante)
    for p in profiles:
        ok, why = can_sit(p, ante, cards) if isinstance(ante, int) else (True, "")
        if not ok:
            raise engine.GameError(why)
    return dict(options, decks=[deck_for_table(p, cards=cards) for p in profiles])


def profiles_after(entries, state, cards) -> dict:
    """The profiles after the game, settled in memory (as they came when the game is not over), as JSON data."""
    profiles = read_profiles(entries, cards)
    messages = []
    if state.over and not state.data.get("settled"):
        messages = settle(profiles, state, save=False, cards=cards)
        state.data.pop("settled", None)
    return {"settled": bool(state.over), "said": messages,
            "players": [{k: v for k, v in p.to_dict().items() if k != "format"} for p in profiles]}

