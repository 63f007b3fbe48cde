"""Where A Bandit's Seize profiles are kept: one SQLite file, ``<data dir>/profiles.sqlite3``.

A profile is a row of ``profiles`` (its record, history and runs) and its collection is rows
of ``cards``, whose primary key is the card's id: a card belongs to one collection, never two.
Each profile row carries a ``revision``, raised by every save, so a copy loaded before someone
else saved is noticed instead of written over.  Schema version 1 (``PRAGMA user_version``) is
made on first start, importing every ``<data dir>/profiles/*.json`` of the earlier versions, or
its ``.json.bak`` when that is all there is (the files are left in place).  Profile files — those
exported, imported, or of the earlier versions — are read by ``read_profile_file``, which refuses
what is not a sane profile file with a message, never a traceback.
"""
from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import sqlite3
from typing import Callable

from game.store.database import Database, DatabaseError
from game.engine.errors import CardTableError

FILE_NAME = "profiles.sqlite3"
LARGEST_FILE = 8 * 1024 * 1024
DEEPEST_NESTING = 16
RECORD = ("name", "kind", "uid", "run", "next_serial", "pots_won", "pots_lost", "cards_won", "cards_lost",
          "flames", "created")
CARD = ("id", "card", "suit", "drained", "restored_from", "won_from")


class ProfileError(CardTableError):
    """A profile that cannot be made, found, read or used; the message says what to do."""


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "profile"


# -----------------------------------------------------------------------------
# Profile files (JSON)
# -----------------------------------------------------------------------------

def read_profile_file(path: str):
    """The parsed JSON of a profile file; ProfileError (saying which file and why) for anything else."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(LARGEST_FILE + 1)
    except FileNotFoundError:
        raise
    except OSError as err:
        raise ProfileError(f"{path}: cannot be read ({err.strerror or err})") from None
    if len(raw) > LARGEST_FILE:
        raise ProfileError(f"{path}: too large for a profile (over {LARGEST_FILE // (1024 * 1024)} MB)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ProfileError(f"{path}: not a profile (not UTF-8 text)") from None
    return parse_json(text, path)


def parse_json(text, where: str, file: bool = True):
    """The value of a profile's JSON text (a file's, or a column's in the database); ProfileError saying
    ``where`` (``file``: a file, named with the line and column) and why for text that is too large,
    nested too deep or not JSON."""
    if not isinstance(text, str):
        raise ProfileError(f"{where}: not a profile's JSON (it holds {type(text).__name__}, not text)")
    if len(text) > LARGEST_FILE:
        raise ProfileError(f"{where}: too large for a profile (over {LARGEST_FILE // (1024 * 1024)} MB)")
    depth = _nesting(text)
    if depth > DEEPEST_NESTING:
        raise ProfileError(f"{where}: not a profile (nested {depth} levels deep or more; "
                           f"a profile nests at most {DEEPEST_NESTING})")
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        at = f"{where}:{err.lineno}:{err.colno}" if file else f"{where} (at character {err.pos})"
        raise ProfileError(f"{at}: not valid JSON ({err.msg})") from None
    except (RecursionError, ValueError) as err:
        raise ProfileError(f"{where}: not a profile ({err})") from None


def _nesting(text: str) -> int:
    """How deep the brackets of a JSON text nest (stops counting one past the limit)."""
    depth = deepest = 0
    for m in re.finditer(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', text):
        token = m.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > DEEPEST_NESTING:
                break
        elif token in "]}":
            depth -= 1
    return deepest


# -----------------------------------------------------------------------------
# The database
# -----------------------------------------------------------------------------

SCHEMA_1 = """
CREATE TABLE profiles (
    slug TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, uid TEXT NOT NULL UNIQUE,
    run INTEGER NOT NULL, next_serial INTEGER NOT NULL, deck TEXT,
    pots_won INTEGER NOT NULL, pots_lost INTEGER NOT NULL, cards_won INTEGER NOT NULL,
    cards_lost INTEGER NOT NULL, flames INTEGER NOT NULL, history TEXT NOT NULL, runs TEXT NOT NULL,
    created TEXT NOT NULL, revision INTEGER NOT NULL);
CREATE TABLE cards (
    id TEXT PRIMARY KEY, profile TEXT NOT NULL REFERENCES profiles(slug) ON DELETE CASCADE,
    place INTEGER NOT NULL, card TEXT NOT NULL, suit TEXT NOT NULL, drained INTEGER NOT NULL,
    restored_from TEXT NOT NULL, won_from TEXT);
CREATE INDEX cards_of_a_profile ON cards (profile, place);
CREATE TABLE notes (slug TEXT NOT NULL, message TEXT NOT NULL);
"""


class Session:
    """What one transaction sees of the profiles: find, save, list; notes left by the import."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def names(self) -> list[str]:
        return [str(row[0]) for row in self.conn.execute("SELECT name FROM profiles ORDER BY slug")]

    def unimported(self) -> list[str]:
        """The earlier versions' files that could not be imported (by file name)."""
        return [row[0] for row in self.conn.execute(
            "SELECT DISTINCT slug FROM notes WHERE slug NOT IN (SELECT slug FROM profiles) ORDER BY slug")]

    def uid_owner(self, uid: str) -> str | None:
        row = self.conn.execute("SELECT name FROM profiles WHERE uid = ?", (uid,)).fetchone()
        return row[0] if row else None

    def find(self, key: str) -> tuple[dict, int] | None:
        """The saved form of profile ``key`` (a slug) and its revision, or None.  Every column read
        gets the checks an imported file gets: a bad one is a ProfileError naming the profile and the column."""
        row = self.conn.execute(f"SELECT {', '.join(RECORD)}, deck, history, runs, revision FROM profiles "
                                "WHERE slug = ?", (key,)).fetchone()
        if row is None:
            return None
        data = dict(zip(RECORD, row))
        who = f"the profile {key!r}"
        for column, value in zip(("deck", "history", "runs"), row[len(RECORD):-1]):
            data[column] = None if value is None else parse_json(value, f"{who}, its '{column}' column", file=False)
        data["collection"] = [_card(r, who) for r in self.conn.execute(
            f"SELECT {', '.join(CARD)} FROM cards WHERE profile = ? ORDER BY place", (key,))]
        revision = row[-1]
        if isinstance(revision, bool) or not isinstance(revision, int):
            raise ProfileError(f"{who}, its 'revision' column: must be a whole number, not {revision!r}")
        return data, revision

    def owners(self, ids) -> dict[str, str]:
        """Which saved profile (by name) holds each of these card ids."""
        out = {}
        for cid in ids:
            row = self.conn.execute("SELECT p.name FROM cards c JOIN profiles p ON p.slug = c.profile "
                                    "WHERE c.id = ?", (cid,)).fetchone()
            if row:
                out[cid] = row[0]
        return out

    def save(self, data: dict, revision: int | None) -> int:
        """Write a profile's saved form over revision ``revision`` (None: a new profile); the new revision.

        A card already in another collection moves to this one: a card has one owner.
        """
        key = slug(data["name"])
        found = self.conn.execute("SELECT revision FROM profiles WHERE slug = ?", (key,)).fetchone()
        if revision is None and found is not None:
            raise ProfileError(f"a profile named {data['name']!r} already exists")
        if revision is not None and (found is None or found[0] != revision):
            raise ProfileError(f"{data['name']}'s profile was changed by another game since it was loaded; "
                               f"nothing was saved: load it again")
        new = (found[0] if found else 0) + 1
        values = [data[k] for k in RECORD] + [json.dumps(data.get("deck")), json.dumps(data["history"]),
                                              json.dumps(data["runs"]), new]
        self.conn.execute(f"INSERT INTO profiles (slug, {', '.join(RECORD)}, deck, history, runs, revision) "
                          f"VALUES ({', '.join('?' * (len(values) + 1))}) ON CONFLICT(slug) DO UPDATE SET "
                          + ", ".join(f"{k} = excluded.{k}" for k in RECORD + ("deck", "history", "runs",
                                                                                "revision")),
                          [key] + values)
        self.conn.execute("DELETE FROM cards WHERE profile = ?", (key,))
        self.conn.executemany(
            "INSERT INTO cards (id, profile, place, card, suit, drained, restored_from, won_from) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET profile = excluded.profile, "
            "place = excluded.place, card = excluded.card, suit = excluded.suit, drained = excluded.drained, "
            "restored_from = excluded.restored_from, won_from = excluded.won_from",
            [(r["id"], key, i, r["card"], r["suit"], int(bool(r["drained"])), json.dumps(r["restored_from"]),
              r.get("won_from")) for i, r in enumerate(data["collection"])])
        return new

    def notes(self, key: str) -> list[str]:
        return [row[0] for row in self.conn.execute("SELECT message FROM notes WHERE slug = ? ORDER BY rowid",
                                                    (key,))]

    def forget_notes(self, key: str) -> None:
        self.conn.execute("DELETE FROM notes WHERE slug = ?", (key,))

    def note(self, key: str, message: str) -> None:
        self.conn.execute("INSERT INTO notes (slug, message) VALUES (?, ?)", (key, message))


def _card(row, who: str) -> dict:
    """A card row as a record (its columns' types checked; Profile.from_dict checks the rest)."""
    rec = dict(zip(CARD, row))
    where = f"{who}, card {rec['id']!r}"
    if rec["drained"] not in (0, 1) or not isinstance(rec["drained"], int):
        raise ProfileError(f"{where}, its 'drained' column: must be 0 or 1, not {rec['drained']!r}")
    rec["drained"] = bool(rec["drained"])
    rec["restored_from"] = parse_json(rec["restored_from"], f"{where}, its 'restored_from' column", file=False)
    if rec["won_from"] is None:
        del rec["won_from"]
    elif not isinstance(rec["won_from"], str):
        raise ProfileError(f"{where}, its 'won_from' column: must be text, not {rec['won_from']!r}")
    return rec


class ProfileStore:
    """The profiles of one data directory.  ``check(data, where)`` turns a file's JSON into a profile's
    saved form or raises ProfileError; it vets the earlier versions' files on first start."""

    def __init__(self, folder: str, check: Callable[[object, str], dict]):
        self.folder = folder
        self.path = os.path.join(folder, FILE_NAME)
        self.check = check
        with self._errors():
            self.db = Database(self.path, [self._version_1])

    @contextlib.contextmanager
    def write(self):
        """One write transaction (BEGIN IMMEDIATE … COMMIT); any exception saves nothing."""
        with self._errors(), self.db.write() as conn:
            yield Session(conn)

    @contextlib.contextmanager
    def read(self):
        with self._errors(), self.db.read() as conn:
            yield Session(conn)

    @contextlib.contextmanager
    def _errors(self):
        try:
            yield
        except DatabaseError as err:
            raise ProfileError(str(err)) from None

    def _version_1(self, conn: sqlite3.Connection) -> None:
        """The first schema, and the earlier versions' JSON profiles imported into it."""
        for statement in SCHEMA_1.split(";"):
            if statement.strip():
                conn.execute(statement)
        session = Session(conn)
        old = os.path.join(self.folder, "profiles")
        found = glob.glob(os.path.join(old, "*.json")) + [p[:-len(".bak")] for p in
                                                          glob.glob(os.path.join(old, "*.json.bak"))]
        for path in sorted(set(found)):          # a profile kept only as its .bak is imported from it
            self._import_old(session, path)

    def _import_old(self, session: Session, path: str) -> None:
        key = os.path.basename(path)[:-len(".json")]
        data, problem = None, ""
        for candidate in (path, path + ".bak"):
            try:
                data = self.check(read_profile_file(candidate), candidate)
                break
            except FileNotFoundError:
                problem = problem or f"{candidate} is missing"
            except ProfileError as err:
                problem = problem or str(err)
        if data is None:
            session.note(key, f"{problem}; it was not imported (the file is left as it was)")
            return
        if candidate != path:
            left = "it is left as it was" if not os.path.exists(path) else "both files are left as they were"
            session.note(slug(data["name"]), f"{problem}. The previous copy ({os.path.basename(candidate)}) "
                         f"was imported instead; {left}.")
        held = session.owners(r["id"] for r in data["collection"])
        if held:
            data = dict(data, collection=[r for r in data["collection"] if r["id"] not in held])
            session.note(slug(data["name"]), f"{len(held)} cards of {os.path.basename(path)} were in "
                         f"another collection too ({', '.join(sorted(set(held.values())))}'s) and stay there.")
        session.conn.execute("SAVEPOINT one_file")
        try:
            session.save(data, None)
        except (ProfileError, sqlite3.IntegrityError) as err:
            session.conn.execute("ROLLBACK TO one_file")
            session.note(key, f"{path}: not imported ({err})")
        session.conn.execute("RELEASE one_file")
