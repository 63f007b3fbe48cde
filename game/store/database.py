"""A SQLite file that several processes share: WAL, a busy timeout, numbered migrations, one writer at a time.

``Database(path, migrations)`` opens (and creates) the file; ``migrations[i]`` takes the schema
from version ``i`` to ``i + 1`` (``PRAGMA user_version``), each run inside the same write
transaction that checks the version, so two processes starting at once migrate it once.
``with db.write() as conn:`` is ``BEGIN IMMEDIATE … COMMIT``: whatever is read inside it is what
is written over, and any exception rolls every statement of it back.
"""
from __future__ import annotations

import contextlib
import os
import sqlite3
from typing import Callable, Sequence

from game.engine.errors import CardTableError

BUSY_TIMEOUT = 30.0


class DatabaseError(CardTableError):
    """The database cannot be opened, read or written; the message says which file and why."""


class Database:
    """One SQLite file; each ``read()`` / ``write()`` uses its own short-lived connection."""

    def __init__(self, path: str, migrations: Sequence[Callable[[sqlite3.Connection], None]],
                 timeout: float = BUSY_TIMEOUT):
        self.path = path
        self.migrations = list(migrations)
        self.timeout = timeout
        self._migrate()

    @property
    def version(self) -> int:
        return len(self.migrations)

    def _connect(self) -> sqlite3.Connection:
        try:
            os.makedirs(os.path.dirname(os.path.abspath(self.path)), exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        except (OSError, sqlite3.Error) as err:
            raise DatabaseError(f"{self.path}: cannot be opened ({_reason(err)})") from None
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(self.timeout * 1000)}")
            if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as err:
            conn.close()
            raise DatabaseError(f"{self.path}: cannot be opened ({_reason(err)})") from None
        return conn

    @contextlib.contextmanager
    def _transaction(self, begin: str):
        conn = self._connect()
        try:
            try:
                conn.execute(begin)
            except sqlite3.Error as err:
                raise DatabaseError(f"{self.path}: cannot be used ({_reason(err)})") from None
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException as err:
                if conn.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        conn.execute("ROLLBACK")
                if isinstance(err, sqlite3.Error):
                    raise DatabaseError(f"{self.path}: nothing was saved ({_reason(err)})") from None
                raise
        finally:
            conn.close()

    def write(self):
        """A write transaction (BEGIN IMMEDIATE): read, change and write as one; all or nothing."""
        return self._transaction("BEGIN IMMEDIATE")

    def read(self):
        """A read transaction: one consistent snapshot, never blocked by a writer."""
        return self._transaction("BEGIN")

    def _migrate(self) -> None:
        with self.read() as conn:
            found = conn.execute("PRAGMA user_version").fetchone()[0]
        if found == self.version:
            return
        with self.write() as conn:
            found = conn.execute("PRAGMA user_version").fetchone()[0]
            if found > self.version:
                raise DatabaseError(f"{self.path}: made by a newer version (schema {found}; this one "
                                    f"knows up to {self.version}); nothing was changed")
            for step in range(found, self.version):
                self.migrations[step](conn)
                conn.execute(f"PRAGMA user_version = {step + 1}")


def _reason(err: BaseException) -> str:
    if isinstance(err, OSError):
        return err.strerror or str(err)
    return str(err)
