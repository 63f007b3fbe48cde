"""The players' records: every finished game, per player name and per Seize profile, in one SQLite file.

A game is written in one transaction when it ends (``record_match``): one row for the game and one
per seat that a person played or that had a profile.  ``record_of`` reads a player's games back as
their record: games, wins, losses and draws by game and by opponent level, the current and best
streaks, and the last games with their replays.
"""
from __future__ import annotations

import os
import sqlite3
import sys
import time
from dataclasses import dataclass, field

from game.ai import parse_seat
from game.ai.player_levels import PLAYER_LEVELS
from game.store.database import Database, DatabaseError

FILE = "records.sqlite"
HUMAN = "human"                  # the opponent level of a person
LAST_GAMES = 10
IDENTITIES = "identities"        # the match context's per-seat identities (``seat_identities``)


def _schema_1(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, finished REAL NOT NULL, "
                 "reason TEXT NOT NULL, replay TEXT, seats TEXT NOT NULL)")
    conn.execute("CREATE TABLE results (game_id INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, "
                 "name TEXT NOT NULL, profile TEXT, level TEXT NOT NULL, outcome TEXT NOT NULL, "
                 "opponents TEXT NOT NULL, PRIMARY KEY (game_id, seat))")
    conn.execute("CREATE INDEX results_by_name ON results(name)")
    conn.execute("CREATE INDEX results_by_profile ON results(profile)")


MIGRATIONS = (_schema_1,)


def database(root: str) -> Database:
    """The records file in the data folder ``root`` (made on first use)."""
    return Database(os.path.join(root, FILE), MIGRATIONS)


@dataclass(frozen=True)
class SeatResult:
    """How one seat's game ended for it."""
    seat: int
    name: str
    level: str                   # "human", or the computer's level
    outcome: str                 # "win", "loss" or "draw"
    opponents: tuple             # the levels of the other seats, each once
    identity: str | None = None  # what the seat played as besides its name (a Seize profile): its own record


def level_of(spec: str) -> str:
    kind, level, _ = parse_seat(spec)
    return HUMAN if kind == "human" else str(level)


def outcomes(seats: int, winners) -> list[str]:
    """Each seat's outcome: nobody or everybody winning is a draw."""
    winners = set(winners)
    if not winners or len(winners) == seats:
        return ["draw"] * seats
    return ["win" if s in winners else "loss" for s in range(seats)]


def seat_results(names, specs, winners, identities=()) -> list[SeatResult]:
    """The results to keep: every seat a person played or that played as an identity (a Seize profile)."""
    levels = [level_of(spec) for spec in specs]
    ends = outcomes(len(specs), winners)
    identities = list(identities or ()) + [None] * len(specs)
    out = []
    for seat, (name, level) in enumerate(zip(names, levels)):
        identity = identities[seat] or None
        if level != HUMAN and identity is None:
            continue
        others = tuple(sorted({lv for s, lv in enumerate(levels) if s != seat}))
        out.append(SeatResult(seat, str(name), level, ends[seat], others, identity))
    return out


def record_game(root: str, game: str, results, reason: str = "", replay: str | None = None,
                when: float | None = None) -> int | None:
    """Write one finished game and its seats' results in one transaction; its id (None: nothing to keep)."""
    results = list(results)
    if not results:
        return None
    seats = ",".join(f"{r.seat}:{r.name}" for r in results)
    with database(root).write() as conn:
        cur = conn.execute("INSERT INTO games (game, finished, reason, replay, seats) VALUES (?, ?, ?, ?, ?)",
                           (game, time.time() if when is None else when, reason, replay, seats))
        game_id = cur.lastrowid
        conn.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?)",
                         [(game_id, r.seat, r.name, r.identity, r.level, r.outcome, ",".join(r.opponents))
                          for r in results])
    return game_id


def seat_identities(match) -> list:
    """What each seat of the table's ``match`` played as besides its name, as its game's table set it up
    (the match context's ``identities``: a Seize profile's name, or None)."""
    return list((getattr(match, "context", None) or {}).get(IDENTITIES) or ())


def record_match(root: str, match, replay: str | None) -> int | None:
    """Keep the finished ``match`` (the table's) in the records; a failure is said on stderr, never raised."""
    state = match.state
    results = seat_results(state.seats, match.specs, state.winners, seat_identities(match))
    reason = getattr(state, "end_reason", "") or ""
    try:
        return record_game(root, match.game, results, str(reason), replay)
    except (DatabaseError, OSError) as err:
        print(f"the game could not be added to the records: {err}", file=sys.stderr)
        return None


@dataclass
class Tally:
    """Wins, losses and draws."""
    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    def add(self, outcome: str) -> None:
        if outcome == "win":
            self.wins += 1
        elif outcome == "loss":
            self.losses += 1
        else:
            self.draws += 1

    def __str__(self) -> str:
        return f"{self.wins}–{self.losses}" + (f"–{self.draws}" if self.draws else "")


@dataclass(frozen=True)
class PastGame:
    """One game in a player's record."""
    game_id: int
    game: str
    finished: float
    outcome: str
    opponents: tuple
    replay: str | None


@dataclass
class Record:
    """A player's (or a profile's) record, newest game last."""
    who: str
    profile: bool = False
    total: Tally = field(default_factory=Tally)
    by_game: dict = field(default_factory=dict)           # game -> Tally
    by_level: dict = field(default_factory=dict)          # opponent level -> Tally
    by_game_level: dict = field(default_factory=dict)     # (game, level) -> Tally
    streak: tuple = (0, "")                               # (length, "win"/"loss"/"draw") of the latest run
    best_streak: int = 0                                  # the longest run of wins
    last: list = field(default_factory=list)              # PastGame, newest first

    def against(self, level: str, game: str | None = None) -> Tally:
        if game is None:
            return self.by_level.get(level, Tally())
        return self.by_game_level.get((game, level), Tally())

    def streak_words(self) -> str:
        n, outcome = self.streak
        if not n:
            return "no games yet"
        words = {"win": ("win", "wins"), "loss": ("loss", "losses"), "draw": ("draw", "draws")}[outcome]
        return f"{n} {words[n != 1]} in a row"


def record_of(root: str, who: str, profile: bool = False) -> Record:
    """``who``'s record (a player name; a Seize profile with ``profile``)."""
    column = "r.profile" if profile else "r.name"
    where = f"{column} = ?" + ("" if profile else " AND r.level = 'human'")
    with database(root).read() as conn:
        rows = conn.execute("SELECT g.id, g.game, g.finished, r.outcome, r.opponents, g.replay "
                            f"FROM results r JOIN games g ON g.id = r.game_id WHERE {where} ORDER BY g.id",
                            (who,)).fetchall()
    record = Record(who, profile)
    run = 0
    for game_id, game, finished, outcome, opponents, replay in rows:
        levels = tuple(o for o in opponents.split(",") if o)
        record.total.add(outcome)
        record.by_game.setdefault(game, Tally()).add(outcome)
        for level in levels:
            record.by_level.setdefault(level, Tally()).add(outcome)
            record.by_game_level.setdefault((game, level), Tally()).add(outcome)
        n, last = record.streak
        record.streak = (n + 1, outcome) if outcome == last else (1, outcome)
        run = run + 1 if outcome == "win" else 0
        record.best_streak = max(record.best_streak, run)
        record.last.insert(0, PastGame(game_id, game, finished, outcome, levels, replay))
    del record.last[LAST_GAMES:]
    return record


def opponent_name(level: str) -> str:
    """An opponent level as a player is told it: Easy, Medium or Hard for the levels the set-up offers; a lab
    baseline (``greedy21``) and a person (``human``) as they are kept."""
    return next((lvl.name for lvl in PLAYER_LEVELS if lvl.spec == f"ai:{level}"), level)


def in_level_order(levels) -> list[str]:
    """``levels`` Easy, Medium, Hard first, then the rest by name."""
    specs = [lvl.spec for lvl in PLAYER_LEVELS]
    return sorted(levels, key=lambda lv: (specs.index(f"ai:{lv}") if f"ai:{lv}" in specs else len(specs), lv))


def opponents_words(levels) -> str:
    return ", ".join(map(opponent_name, levels)) or "nobody"


def players(root: str) -> tuple[list[str], list[str]]:
    """The player names and the profile names that have a record, each sorted."""
    with database(root).read() as conn:
        names = [r[0] for r in conn.execute("SELECT DISTINCT name FROM results WHERE level = 'human' ORDER BY name")]
        profiles = [r[0] for r in conn.execute("SELECT DISTINCT profile FROM results WHERE profile IS NOT NULL "
                                               "ORDER BY profile")]
    return names, profiles


def result_line(record: Record, game: str, opponents, you: bool = False) -> str:
    """The result screen's line: "Your record against Medium: 3–2, streak: 2 wins in a row"."""
    whose = "Your" if you else f"{record.who}'s" + (" (profile)" if record.profile else "")
    against = ", ".join(f"{opponent_name(level)}: {record.against(level, game)}" for level in opponents)
    return f"{whose} record against {against}, streak: {record.streak_words()}."


def report(record: Record, titles=None) -> list[str]:
    """The record in lines of text (the ``records`` sub-command)."""
    titles = titles or {}
    kind = "profile" if record.profile else "player"
    lines = [f"{record.who} ({kind}): {record.total.games} games, {record.total.wins} won, "
             f"{record.total.losses} lost, {record.total.draws} drawn"]
    if not record.total.games:
        return lines
    lines.append(f"  streak: {record.streak_words()}; best: {record.best_streak} "
                 f"win{'s' if record.best_streak != 1 else ''} in a row")
    for game, tally in record.by_game.items():
        against = ", ".join(f"{opponent_name(level)} {record.against(level, game)}"
                            for level in in_level_order(record.by_level) if record.against(level, game).games)
        lines.append(f"  {titles.get(game, game)}: {tally} ({against})")
    lines.append("  by opponent: " + ", ".join(f"{opponent_name(level)} {record.by_level[level]}"
                                               for level in in_level_order(record.by_level)))
    lines.append("  last games:")
    for past in record.last:
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(past.finished))
        lines.append(f"    {stamp}  {titles.get(past.game, past.game):<18} {past.outcome:<5} against "
                     f"{opponents_words(past.opponents)}" + (f"  {past.replay}" if past.replay else ""))
    return lines
