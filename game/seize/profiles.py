"""Named profiles for A Bandit's Seize: collections of cards that live between games.

A profile (a player, or the house) owns a collection: every card with its
current suit and its marks (drained; restored, with the suits it left).  It
keeps the pots it won and lost, the cards it lost to the flames, its run
number and the history of its games and runs (RULINGS 12 and 13).

Every profile lives in one SQLite file, ``<data dir>/profiles.sqlite3``
(game/store/profiles.py; docs/PROFILES.md): a settled game saves both
players, the pot and the flames in one transaction.  The data directory is the
``--data-dir`` flag, else ``$CARD_TABLE_DATA``, else the user's data directory
(``$XDG_DATA_HOME/card-table`` or ``~/.local/share/card-table``).  The earlier
versions' JSON files (``<data dir>/profiles/<slug>.json``) are imported on first
start and left in place; ``export_profile`` / ``import_profile`` read and write
that same JSON.

The table's calls: ``load_profile`` / ``create_profile`` / ``house``,
``deck_for_table(profile)`` for ``new_game(..., decks=[...])``, and
``settle(profiles, state)`` when the game is over.
"""
from __future__ import annotations

import copy
import json
import os
import re
import secrets
from collections import Counter

from game.engine.storage import data_dir
from game.seize.origins import crafted_origin, next_origin, seize_table, standard_origin, today
from game.store.profiles import FILE_NAME, ProfileError, ProfileStore, read_profile_file, slug

FORMAT = 1
HOUSE = "The House"
KINDS = ("player", "house")
HISTORY_KEPT = 500


# -----------------------------------------------------------------------------
# Where profiles live
# -----------------------------------------------------------------------------

def profile_path(name: str, folder: str | None = None) -> str:
    """Where the earlier versions kept a profile (one JSON file each; imported on first start)."""
    return os.path.join(data_dir(folder), "profiles", slug(name) + ".json")


def _check_name(name) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ProfileError("a profile needs a name")
    name = " ".join(name.split())
    if len(name) > 40:
        raise ProfileError("a profile's name has at most 40 characters")
    if not re.search(r"[A-Za-z0-9]", name):
        raise ProfileError("a profile's name needs a letter or a digit")
    return name


# -----------------------------------------------------------------------------
# A profile
# -----------------------------------------------------------------------------

class Profile:
    """One collection and its record.  ``collection`` holds card records:
    ``{"id", "card", "suit", "drained", "restored_from", "won_from"?}``."""

    FIELDS = ("name", "kind", "uid", "run", "next_serial", "collection", "deck", "pots_won", "pots_lost",
              "cards_won", "cards_lost", "flames", "history", "runs", "created")

    def __init__(self, name, kind="player"):
        self.name = _check_name(name)
        if kind not in KINDS:
            raise ProfileError(f"a profile is a {' or a '.join(KINDS)}, not {kind!r}")
        self.kind = kind
        self.uid = secrets.token_hex(3)
        self.run = 1
        self.next_serial = 1
        self.collection: list[dict] = []
        self.deck: list[str] | None = None      # the cards picked for the table; None: picked for you
        self.pots_won = self.pots_lost = 0
        self.cards_won = self.cards_lost = 0
        self.flames = 0                         # cards lost to the flames, ever
        self.history: list[dict] = []
        self.runs: list[dict] = []
        self.created = today()
        self.warnings: list[str] = []           # said once when loading; never saved
        self.revision = 0                       # the saved copy this one was loaded from; 0: never saved

    def new_record(self, card: str, suit: str, drained=False, restored_from=()) -> dict:
        rec = {"id": f"{self.uid}-{self.next_serial}", "card": card, "suit": suit,
               "drained": bool(drained), "restored_from": list(restored_from)}
        self.next_serial += 1
        return rec

    def to_dict(self) -> dict:
        out = {"format": FORMAT}
        out.update({k: getattr(self, k) for k in self.FIELDS})
        return out

    @classmethod
    def from_dict(cls, data, where: str = "profile", cards=None) -> "Profile":
        """A profile from its saved form, every field checked; ProfileError says what is wrong."""
        if not isinstance(data, dict):
            raise ProfileError(f"{where}: not a profile (expected a JSON object)")
        if data.get("format") != FORMAT:
            raise ProfileError(f"{where}: not a profile of format {FORMAT} (format {data.get('format')!r})")
        try:
            p = cls(data.get("name"), data.get("kind", "player"))
        except ProfileError as err:
            raise ProfileError(f"{where}: {err}") from None

        def need(key, kind, test=lambda v: True, what=""):
            value = data.get(key)
            if not isinstance(value, kind) or isinstance(value, bool) and kind is int or not test(value):
                raise ProfileError(f"{where}: '{key}' must be {what or kind.__name__}, not {value!r}")
            return value
        p.uid = need("uid", str, lambda v: bool(re.fullmatch(r"[0-9a-z]{1,16}", v)), "a short id")
        for key in ("run", "next_serial"):
            setattr(p, key, need(key, int, lambda v: v >= 1, "a whole number from 1"))
        for key in ("pots_won", "pots_lost", "cards_won", "cards_lost", "flames"):
            setattr(p, key, need(key, int, lambda v: v >= 0, "a whole number from 0"))
        p.history = _check_entries(need("history", list), f"{where}: 'history'")
        p.runs = _check_entries(need("runs", list), f"{where}: 'runs'")
        p.created = str(data.get("created", ""))
        p.collection = _check_collection(need("collection", list), where, cards)
        deck = data.get("deck")
        if deck is not None and (not isinstance(deck, list) or not all(isinstance(i, str) for i in deck)):
            raise ProfileError(f"{where}: 'deck' must be a list of card ids or null")
        p.deck = deck
        return p

    def summary(self) -> str:
        return (f"{self.name} ({self.kind}), run {self.run}: {len(self.collection)} cards; "
                f"pots won {self.pots_won}, lost {self.pots_lost}; {self.flames} lost to the flames")


def _check_entries(entries, where) -> list[dict]:
    """History and runs: each entry a flat record of text, numbers, true/false or null."""
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict) or not all(isinstance(k, str) and (v is None or isinstance(v, (str, int, float)))
                                                  for k, v in entry.items()):
            raise ProfileError(f"{where} entry {i + 1}: must be a record of text and numbers")
    return entries


def _check_collection(records, where, cards) -> list[dict]:
    t = seize_table(cards) if cards is not False else None
    seen = set()
    out = []
    for i, rec in enumerate(records):
        at = f"{where}: collection card {i + 1}"
        if not isinstance(rec, dict):
            raise ProfileError(f"{at}: not a card record")
        for key in ("id", "card", "suit"):
            if not isinstance(rec.get(key), str) or not rec.get(key):
                raise ProfileError(f"{at}: '{key}' must be text, not {rec.get(key)!r}")
        if rec["id"] in seen:
            raise ProfileError(f"{at}: the id {rec['id']!r} is used twice")
        seen.add(rec["id"])
        if not isinstance(rec.get("drained", False), bool):
            raise ProfileError(f"{at}: 'drained' must be true or false")
        restored = rec.get("restored_from", [])
        if not isinstance(restored, list) or not all(isinstance(s, str) for s in restored):
            raise ProfileError(f"{at}: 'restored_from' must be a list of suits")
        if t is not None:
            if rec["card"] not in t.value:
                raise ProfileError(f"{at}: unknown card {rec['card']!r} (the cards are {', '.join(t.by_value)})")
            for s in [rec["suit"]] + restored:
                if s not in t.suits:
                    raise ProfileError(f"{at}: unknown suit {s!r} (the suits are {', '.join(t.suit_ids)})")
        clean = {"id": rec["id"], "card": rec["card"], "suit": rec["suit"],
                 "drained": rec.get("drained", False), "restored_from": list(restored)}
        if isinstance(rec.get("won_from"), str):
            clean["won_from"] = rec["won_from"]
        out.append(clean)
    return out


# -----------------------------------------------------------------------------
# Saving and loading
# -----------------------------------------------------------------------------

class _NoSuchProfile(ProfileError):
    pass


def database_path(folder: str | None = None) -> str:
    """The SQLite file that keeps every profile of the data directory."""
    return os.path.join(data_dir(folder), FILE_NAME)


def _store(folder, cards) -> ProfileStore:
    return ProfileStore(data_dir(folder), lambda data, where: Profile.from_dict(data, where, cards).to_dict())


def _from_saved(found, where: str, cards) -> Profile:
    """A profile read from the database (``where``: its file), checked as an imported file is."""
    data, revision = found
    profile = Profile.from_dict(dict(data, format=FORMAT), f"{where}, the profile {data.get('name')!r}", cards)
    profile.revision = revision
    return profile


def list_profiles(folder: str | None = None) -> list[str]:
    """The names of the saved profiles, and of the earlier versions' files that could not be imported."""
    if not os.path.exists(database_path(folder)) and not os.path.isdir(os.path.join(data_dir(folder), "profiles")):
        return []
    with _store(folder, None).read() as session:
        return session.names() + session.unimported()


def save_profile(profile: Profile, folder: str | None = None) -> str:
    """Save ``profile`` over the copy it was loaded from; refused if another game saved it since."""
    store = _store(folder, False)
    with store.write() as session:
        profile.revision = session.save(profile.to_dict(), profile.revision or None)
    return store.path


def create_profile(name: str, kind: str = "player", folder: str | None = None, cards=None,
                   crafted=None) -> Profile:
    """A new profile with a standard origin, or a crafted one (a list of (card, suit))."""
    profile = Profile(name, kind)
    profile.collection = crafted_origin(profile, crafted, cards) if crafted else standard_origin(profile, cards)
    save_profile(profile, folder)
    return profile


def load_profile(name: str, folder: str | None = None, cards=None) -> Profile:
    """The saved profile; what its import from an earlier version's file noticed is in ``profile.warnings``."""
    store = _store(folder, cards)
    key = slug(name)
    with store.read() as session:
        found, notes, known = session.find(key), session.notes(key), session.names()
    if found is None:
        if notes:
            raise ProfileError(f"no profile named {name!r}: {' '.join(notes)}")
        raise _NoSuchProfile(f"no profile named {name!r}" + (f"; the profiles are: {', '.join(known)}"
                                                              if known else "; none is saved yet"))
    profile = _from_saved(found, store.path, cards)
    if notes:
        profile.warnings.extend(notes)
        with store.write() as session:
            session.forget_notes(key)
    return profile


def update_profile(name: str, change, folder: str | None = None, cards=None) -> Profile:
    """Load, ``change(profile)`` and save as one transaction: no other process's update is lost."""
    store = _store(folder, cards)
    with store.write() as session:
        found = session.find(slug(name))
        if found is None:
            raise ProfileError(f"no profile named {name!r}")
        profile = _from_saved(found, store.path, cards)
        change(profile)
        profile.revision = session.save(profile.to_dict(), profile.revision)
    return profile


def house(folder: str | None = None, cards=None) -> Profile:
    """The house's profile, made with a standard origin the first time."""
    try:
        return load_profile(HOUSE, folder, cards)
    except _NoSuchProfile:
        pass
    try:
        return create_profile(HOUSE, "house", folder, cards)
    except ProfileError as err:
        try:
            return load_profile(HOUSE, folder, cards)      # made by another process meanwhile
        except _NoSuchProfile:
            raise err from None


def export_profile(name: str, folder: str | None = None, cards=None) -> str:
    """The profile as a JSON text (the format ``import_profile`` and the earlier versions read)."""
    return json.dumps(load_profile(name, folder, cards).to_dict(), indent=1, ensure_ascii=False) + "\n"


def import_profile(path: str, folder: str | None = None, replace: bool = False, cards=None) -> Profile:
    """A profile read from a JSON file, checked, and saved; ``replace`` writes over one of the same name."""
    try:
        profile = Profile.from_dict(read_profile_file(path), path, cards)
    except FileNotFoundError:
        raise ProfileError(f"{path}: no such file") from None
    store = _store(folder, cards)
    key = slug(profile.name)
    with store.write() as session:
        found = session.find(key)
        if found and not replace:
            raise ProfileError(f"a profile named {found[0]['name']!r} already exists (import with --replace "
                               f"to write over it)")
        taken = {cid: who for cid, who in session.owners(r["id"] for r in profile.collection).items()
                 if slug(who) != key}
        if taken:
            cid, who = next(iter(taken.items()))
            raise ProfileError(f"{path}: {len(taken)} of its cards are in {who}'s collection (card {cid!r}); "
                               f"nothing was imported")
        other = session.uid_owner(profile.uid)
        if other and slug(other) != key:
            raise ProfileError(f"{path}: its id {profile.uid!r} is {other}'s; nothing was imported")
        profile.revision = session.save(profile.to_dict(), found[1] if found else None)
        session.forget_notes(key)
    return profile


# -----------------------------------------------------------------------------
# At the table
# -----------------------------------------------------------------------------

def deck_for_table(profile: Profile, choice=None, cards=None) -> list[dict]:
    """The deck this profile brings: ``choice`` (card ids), else its saved pick, else one made for it.

    A deck holds at most seven cards of one value; the rest of the collection waits
    in reserve.  The made pick prefers colored cards, then restored ones, then the oldest.
    """
    t = seize_table(cards)
    by_id = {r["id"]: r for r in profile.collection}
    if choice is None and profile.deck:
        choice = [i for i in profile.deck if i in by_id]
    if choice:
        missing = [i for i in choice if i not in by_id]
        if missing:
            raise ProfileError(f"{profile.name}'s collection has no card {missing[0]!r}")
        if len(set(choice)) != len(choice):
            raise ProfileError("a deck names a card twice")
        picked = [by_id[i] for i in choice]
        for card, n in Counter(r["card"] for r in picked).items():
            if n > t.most_of_one_value:
                raise ProfileError(f"a deck holds at most {t.most_of_one_value} cards of one value, "
                                   f"not {n} {t.names.get(card, card)}s")
    else:
        picked = []
        by_value: dict[str, list] = {}
        for rec in profile.collection:
            by_value.setdefault(rec["card"], []).append(rec)
        for cid in t.by_value:
            recs = sorted(by_value.get(cid, []), key=lambda r: (r["drained"], not r["restored_from"]))
            picked.extend(recs[:t.most_of_one_value])
    return [dict(r, owner=profile.name) for r in picked]


def choose_deck(profile: Profile, ids, cards=None) -> None:
    """Save the player's pick of cards for the table (None: let the table pick)."""
    if ids is not None:
        deck_for_table(profile, list(ids), cards)
    profile.deck = list(ids) if ids is not None else None


def can_sit(profile: Profile, ante: int, cards=None) -> tuple[bool, str]:
    """Whether the profile's deck can ante ``ante`` and still hold a hand; if not, why."""
    t = seize_table(cards)
    size = len(deck_for_table(profile, cards=cards))
    need = ante + t.hand_size
    if size < need:
        return False, (f"{profile.name}'s deck has {size} cards: at ante {ante} a player needs {need} "
                       f"(the ante and a hand of {t.hand_size})")
    return True, ""


def run_is_over(profile: Profile, cards=None) -> bool:
    """Fewer cards than the lowest ante and a hand: no table can seat this collection."""
    t = seize_table(cards)
    return len(profile.collection) < t.ante_range[0] + t.hand_size


def settle(profiles, state, folder: str | None = None, save: bool = True, cards=None) -> list[str]:
    """After a game: the pot changes owner, every other card goes home with its marks, the flames
    take theirs; pots, flames, history and runs are recorded and both profiles saved in one
    transaction: both or neither.  A profile saved by another game since it was loaded is settled
    as saved now (the read, the change and the write are one transaction), and ``profiles`` are
    updated to what was saved.

    ``profiles`` are the two seats' profiles, in seat order.  Returns what happened, in words.
    """
    if not state.over:
        raise ProfileError("the game is not over yet")
    if state.data.get("settled"):
        raise ProfileError("this game was already settled")
    if len(profiles) == 2 and profiles[0].name == profiles[1].name:
        raise ProfileError("a profile cannot settle a game against itself")
    if len(profiles) != 2 or [p.name for p in profiles] != list(state.data.get("profiles", ())):
        raise ProfileError(f"this game was played by {', '.join(map(str, state.data.get('profiles', ())))}, "
                           f"not {', '.join(p.name for p in profiles)}")
    if not save:
        messages = _settle_into(profiles, state, cards)
    else:
        store = _store(folder, cards)
        with store.write() as session:
            saved = [session.find(slug(p.name)) for p in profiles]
            fresh = [copy.deepcopy(p) if found is None or found[1] == p.revision
                     else _from_saved(found, store.path, cards) for p, found in zip(profiles, saved)]
            messages = _settle_into(fresh, state, cards, _owners(profiles))
            for p, found in zip(fresh, saved):
                p.revision = session.save(p.to_dict(), found[1] if found else None)
        for p, settled in zip(profiles, fresh):
            vars(p).update(vars(settled))
    state.data["settled"] = True
    return messages


def _owners(profiles) -> dict:
    """card id -> the seat whose collection holds it."""
    return {rec["id"]: seat for seat, p in enumerate(profiles) for rec in p.collection}


def _settle_into(profiles, state, cards, dealt_from=None) -> list[str]:
    """The game's changes applied to these two profiles (in seat order); what happened, in words.

    ``dealt_from`` is who held each card when the game was dealt (by default, these profiles):
    a card changes hands only if the game moved it, and a change another game saved since
    (the profiles given are then fresher than the deal) is kept, not undone.
    """
    owners = _owners(profiles)
    dealt_from = owners if dealt_from is None else dealt_from
    records = {rec["id"]: rec for p in profiles for rec in p.collection}
    settled = set()
    burned = [0, 0]
    won = [0, 0]
    moved = []
    for card in state.cards.values():
        serial = card.props.get("serial")
        if serial not in records or serial in settled:
            continue                    # a card dealt twice (its profiles were loaded across another game's save)
        settled.add(serial)
        seat = owners[serial]
        rec = records[serial]
        if card.zone == "flames":
            profiles[seat].collection.remove(rec)
            profiles[seat].flames += 1
            burned[seat] += 1
            continue
        rec["suit"] = card.props.get("suit", rec["suit"])
        rec["drained"] = bool(card.props.get("drained"))
        rec["restored_from"] = list(card.props.get("restored_from", ()))
        if card.owner != dealt_from.get(serial, seat) and card.owner != seat:
            moved.append((rec, seat, card.owner))
    for rec, old, new in moved:
        profiles[old].collection.remove(rec)
        rec["won_from"] = profiles[old].name
        profiles[new].collection.append(rec)
        won[new] += 1
    winner = state.winners[0] if len(state.winners) == 1 else None
    pot = len(state.zones["pot"].cards)
    reason = state.data.get("end_reason", "")
    messages = []
    for seat, p in enumerate(profiles):
        other = profiles[1 - seat]
        result = "draw" if winner is None else "won" if winner == seat else "lost"
        if result == "won":
            p.pots_won += 1
            p.cards_won += won[seat]
        elif result == "lost":
            p.pots_lost += 1
            p.cards_lost += won[1 - seat]
        p.history.append({"when": today(), "opponent": other.name, "result": result, "ante": state.data["ante"],
                          "pot": pot, "cards_won": won[seat], "cards_lost": won[1 - seat],
                          "flames": burned[seat], "tricks": state.data.get("tricks", 0), "run": p.run,
                          "reason": reason})
        del p.history[:-HISTORY_KEPT]
        p.deck = [i for i in p.deck if any(r["id"] == i for r in p.collection)] if p.deck else p.deck
        messages.append(f"{p.name} "
                        f"{'wins the pot' if result == 'won' else 'loses the pot' if result == 'lost' else 'draws'}"
                        f": {won[seat]} cards won, {won[1 - seat]} lost, {burned[seat]} to the flames; "
                        f"{len(p.collection)} cards now.")
        if run_is_over(p, cards):
            messages.extend(next_origin(p, cards))
    return messages
