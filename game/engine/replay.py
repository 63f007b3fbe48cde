"""Replays and saved games, as YAML: the game, a digest of its card data, the seed, the seats,
an optional exact ``setup`` and the actions.

Replaying a file runs the same actions on a new game from the same seed, so it
reproduces the game exactly.  A ``setup`` (a position, card by card) lets a test
or a designer start from any arrangement.  See docs/REPLAYS.md for the format.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

import yaml

from game import engine
from game.engine.carddefs import in_order, parse_yaml
from game.engine.cards import read_card_text
from game.engine.errors import CardTableError
from game.engine.moment import MomentError
from game.engine.readable import ScenarioError, resolve
from game.engine.replay_lines import split_actions
from game.engine.replay_schema import check_fields, extras_key
from game.engine.seeding import seed_copies
from game.engine.storage import SaveFileError, write_atomic

FORMAT = 2
FORMATS = (1, 2)      # 1: saved before uids were a keyed hash; replayed with the old uids


@dataclass
class Replay:
    game: str
    seats: list
    seed: int
    options: dict = field(default_factory=dict)
    setup: dict | None = None
    actions: list = field(default_factory=list)
    players: list = field(default_factory=list)      # seat specs: human, ai:random, ...
    result: dict = field(default_factory=dict)
    cards_digest: str = ""
    format: int = FORMAT
    taken_back: list = field(default_factory=list)   # [{step, actions}]: moves undone, never replayed
    seat_extras: list = field(default_factory=list)  # what each seat brought besides its name (manifest.seat_extras)
    seeded: dict = field(default_factory=dict)       # {card, copies, holder}: cards seeded after set-up (seeding.py)
    uid_secret: int | None = None                    # the uid key's secret (a game a person played); None: the seed's
    places: list = field(default_factory=list, compare=False, repr=False)   # "FILE:LINE:COL" of each action, if read


    def to_dict(self) -> dict:
        return {"format": self.format, "game": self.game, "cards_digest": self.cards_digest,
                "seed": self.seed, "seats": list(self.seats), "players": list(self.players),
                "options": dict(self.options), "setup": self.setup,
                "actions": [a.to_dict() for a in self.actions], "result": dict(self.result),
                **({"taken_back": [{"step": int(t["step"]), "actions": [a.to_dict() for a in t["actions"]]}
                                   for t in self.taken_back]} if self.taken_back else {}),
                **({extras_key(self.game): list(self.seat_extras)} if self.seat_extras else {}),
                **({"seeded": dict(self.seeded)} if self.seeded else {}),
                **({"uid_secret": self.uid_secret} if self.uid_secret is not None else {})}

    @classmethod
    def from_dict(cls, data: dict) -> "Replay":
        try:
            return cls(str(data["game"]), [str(s) for s in data["seats"]], int(data["seed"]),
                       dict(data.get("options") or {}), data.get("setup"),
                       [engine.Action.from_dict(a) for a in data.get("actions") or []],
                       list(data.get("players") or []), dict(data.get("result") or {}),
                       str(data.get("cards_digest") or ""), int(data.get("format", FORMAT)),
                       [{"step": int(t["step"]),
                         "actions": [engine.Action.from_dict(a) for a in t.get("actions") or []]}
                        for t in data.get("taken_back") or []],
                       list(data.get(extras_key(str(data["game"]))) or []), dict(data.get("seeded") or {}),
                       None if data.get("uid_secret") is None else int(data["uid_secret"]))
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise SaveFileError(f"not a replay: missing or bad field {err}") from None

    @classmethod
    def of(cls, state: engine.State, actions, players=(), options=None, setup=None, taken_back=(),
           seeded=None) -> "Replay":
        """The replay of a game played from ``new_game`` with these actions (``taken_back``: undone ones;
        ``seeded``: the cards seeded into a seat right after set-up)."""
        result = {}
        if state.over:
            result = {"winners": list(state.winners)}
        return cls(state.game, list(state.seats), state.seed, dict(options or {}), setup, list(actions),
                   list(players), result, state.defs.digest, 1 if state.uid_scheme == 1 else FORMAT,
                   [{"step": int(t["step"]), "actions": list(t["actions"])} for t in taken_back],
                   seeded=dict(seeded or {}), uid_secret=state.uid_secret)

    def new_state(self, cards) -> engine.State:
        options = dict(self.options)
        if self.seat_extras:
            if self.setup:
                raise engine.GameError(f"'{extras_key(self.game)}' come to a dealt game; a set-up position has no "
                                       "place for them")
            options = self._extras().options(self.seat_extras, cards, options)
        state = engine.new_game(self.game, self.seats, self.seed, cards, self.setup,
                                uid_scheme=1 if self.format == 1 else 2, uid_secret=self.uid_secret, **options)
        if self.seeded:
            seed_copies(state, self.seeded["card"], int(self.seeded.get("copies", 1)), int(self.seeded["holder"]))
        return state

    def _extras(self):
        manifest = engine.manifest_of(self.game)
        extras = manifest.seat_extras if manifest is not None else None
        if extras is None:
            raise engine.GameError(f"a {self.game} seat brings nothing but its name to a game")
        return extras

    def extras_after(self, state, cards) -> dict | None:
        """What the seats brought, after ``state`` (settled in memory when it is over), or None if nothing."""
        return self._extras().after(self.seat_extras, state, cards) if self.seat_extras else None

    def run(self, cards, stop=None):
        """Yield (step, state, action, events) for each action; IllegalAction names the step."""
        state = self.new_state(cards)
        for i, action in enumerate(self.actions[:stop], start=1):
            try:
                events = engine.apply(state, action)
            except engine.IllegalAction as err:
                raise ReplayMismatch(i, action, str(err)) from None
            yield i, state, action, events

    def final_state(self, cards) -> engine.State:
        state = self.new_state(cards)
        for _ in self.run_on(state):
            pass
        return state

    def steps_on(self, state, stop=None):
        """Yield (step, action) after applying each action, the action as the rules label it."""
        for i, action in enumerate(self.actions[:stop], start=1):
            labelled = next((a for a in engine.legal_actions(state) if a == action), action)
            try:
                engine.apply(state, action)
            except engine.IllegalAction as err:
                raise ReplayMismatch(i, action, str(err), self.place_of(i)) from None
            yield i, labelled

    def run_on(self, state):
        for i, _ in self.steps_on(state):
            yield i


    def place_of(self, step: int) -> str:
        """Where action ``step`` (1-based) is written, "FILE:LINE:COL", or "" when not read from a file."""
        return self.places[step - 1] if 0 < step <= len(self.places) else ""


class ReplayMismatch(CardTableError):
    """A replay's action that is not legal where it stands: its ``step``, the ``reason`` and its ``place``."""

    def __init__(self, step, action, reason, place=""):
        file, line, column = _parts(place)
        super().__init__(f"{place + ': ' if place else ''}step {step} ({action}) is illegal: {reason}",
                         file=file, line=line, column=column, step=step, reason=reason)
        self.place = place


def _parts(place: str) -> tuple:
    """``"FILE:LINE:COL"`` -> (file, line, column); ("", None, None) for no place."""
    file, _, rest = place.rpartition(":") if place else ("", "", "")
    file, _, line = file.rpartition(":")
    if not (line.isdigit() and rest.isdigit()):
        return place, None, None
    return file, int(line), int(rest)


def dumps(replay: Replay) -> str:
    return yaml.safe_dump(replay.to_dict(), sort_keys=False, allow_unicode=True, width=100)


def save(path: str, replay: Replay) -> None:
    write_atomic(path, dumps(replay), keep_previous=False)


def _read_yaml(text: str, file: str):
    """(data, reader) of a replay's text; the table's own action lines are read by pattern (replay_lines)."""
    quick, actions, lines = split_actions(text)
    try:
        data, reader = parse_yaml(quick, file, sections=False)
        if actions is not None and not reader.problems and (
                not isinstance(data, dict) or data.get("actions") is not None
                or reader.key_where.get(("actions",)) != (lines[0], 1)):
            actions = None
            data, reader = parse_yaml(text, file, sections=False)
    except RecursionError:
        raise SaveFileError(f"{file}: nested too deep to be a replay") from None
    if reader.problems:
        raise SaveFileError(str(in_order(reader.problems)[0]))
    if actions is not None:
        data["actions"] = actions
        reader.where.update({("actions", i): (line, 3) for i, line in enumerate(lines[1:])})
    return data, reader


def loads(text: str, file: str = "replay.yaml", cards=None) -> Replay:
    """A replay from its YAML, every field checked (replay_schema); actions written in words
    (docs/REPLAYS.md) are read against ``cards``.  SaveFileError says FILE:LINE:COL and what is wrong."""
    data, reader = _read_yaml(text, file)
    if not isinstance(data, dict) or data.get("format") not in FORMATS:
        raise SaveFileError(f"{file}: not a replay file (format {' or '.join(map(str, FORMATS))})")
    given = cards is not None
    if cards is None:
        from game.engine.cards import default_cards
        cards = default_cards()
    entries = data.get("actions") or []
    written = isinstance(entries, list) and any(isinstance(a, dict) and "kind" not in a for a in entries)
    check_fields(data, reader, file, cards, written)
    if not written:
        replay = Replay.from_dict(data)
        replay.places = _places(reader, file, len(replay.actions))
        if given:                        # without the cards it will be played with, the start is checked then
            _starts(replay, cards, reader, file)
        return replay
    replay = Replay.from_dict({**data, "actions": []})
    _starts(replay, cards, reader, file)

    def where(i):
        line, col = reader.where.get(("actions", i), (0, 0))
        return f"{file}:{line}:{col}"
    try:
        resolve(replay, entries, where, cards)
    except ScenarioError as err:
        raise SaveFileError(str(err)) from None
    replay.places = _places(reader, file, len(replay.actions))
    return replay


def _places(reader, file, count) -> list[str]:
    return [f"{file}:{line}:{col}" for line, col in (reader.where.get(("actions", i), (1, 1)) for i in range(count))]


def _starts(replay: Replay, cards, reader, file) -> None:
    """Refuse, at the set-up's line, a replay whose header cannot start its game."""
    try:
        replay.new_state(cards)
    except (engine.GameError, KeyError, ValueError, TypeError, IndexError, AttributeError) as err:
        where = next((key for key, given in (("setup", replay.setup), (extras_key(replay.game), replay.seat_extras),
                                             ("options", replay.options)) if given), None)
        line, col = reader.position((where,) if where else ())
        if isinstance(err, MomentError):
            line, col = reader.position(("setup",) + err.path)
            raise SaveFileError(f"{file}:{line}:{col}: {err}", file=file, line=line, column=col,
                                reason=str(err)) from None
        raise SaveFileError(f"{file}:{line}:{col}: its set-up cannot start a game: {err}", file=file, line=line,
                            column=col, reason=f"its set-up cannot start a game: {err}") from None


def plays_through(replay: Replay, cards, file: str = "replay.yaml") -> engine.State:
    """The state after every action; SaveFileError naming the first action that is not legal where it stands."""
    state = replay.new_state(cards)
    try:
        for _ in replay.run_on(state):
            pass
    except ReplayMismatch as err:
        raise SaveFileError(str(err) if err.place else f"{file}: {err}", file=err.file or file, line=err.line,
                            column=err.column, step=err.step, reason=err.reason) from None
    return state


def load(path: str, cards=None) -> Replay:
    if not os.path.exists(path):
        raise SaveFileError(f"{path}: no such replay file", file=path, reason="no such replay file")
    text, problems = read_card_text(path)
    if problems:
        raise SaveFileError(str(problems[0]))
    return loads(text, path, cards)
