"""Replays and saved games: the seed, the seats, the options, an optional exact set-up and the actions.

Replaying a file runs the same actions on a new game from the same seed, so it
reproduces the game exactly.  A ``setup`` (a position) lets a test or the
sandbox start from any arrangement of cards.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import engine
from .storage import SaveFileError, read_json, write_json

FORMAT = 1


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

    def to_dict(self) -> dict:
        return {"format": FORMAT, "game": self.game, "seats": list(self.seats), "seed": self.seed,
                "options": self.options, "setup": self.setup, "players": list(self.players),
                "actions": [a.to_dict() for a in self.actions], "result": self.result}

    @classmethod
    def from_dict(cls, data: dict) -> "Replay":
        try:
            return cls(data["game"], list(data["seats"]), int(data["seed"]), dict(data.get("options") or {}),
                       data.get("setup"), [engine.Action.from_dict(a) for a in data.get("actions", [])],
                       list(data.get("players", [])), dict(data.get("result") or {}))
        except (KeyError, TypeError, ValueError) as err:
            raise SaveFileError(f"not a replay file: missing or bad field {err}") from None

    def new_state(self, cards) -> engine.State:
        return engine.new_game(self.game, self.seats, self.seed, cards, self.setup, **self.options)

    def steps(self, cards):
        """Yield (state, action, events) for each action, the state after it was applied."""
        state = self.new_state(cards)
        for action in self.actions:
            events = engine.apply(state, action)
            yield state, action, events

    def final_state(self, cards) -> engine.State:
        state = self.new_state(cards)
        for action in self.actions:
            engine.apply(state, action)
        return state


def save(path: str, replay: Replay) -> None:
    write_json(path, replay.to_dict(), keep_previous=False)


def load(path: str) -> Replay:
    try:
        data = read_json(path)
    except FileNotFoundError:
        raise SaveFileError(f"{path}: no such replay file") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(f"{path}: not a replay file of format {FORMAT}")
    return Replay.from_dict(data)
