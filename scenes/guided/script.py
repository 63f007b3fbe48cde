"""A guided game's script, read and checked against the rules.  No pygame here.

``docs/howto/<game>.guided.yaml`` holds the deal (game, seed, seats, players, options) and the steps:
each an action written in words as in replays (``{seat: 0, lead: beauty/demon#2}``, docs/REPLAYS.md)
with ``say:``, the words shown while it waits.  Steps of the person's seat are theirs to make;
the others are the computer's replies.  Playing the script through the engine (``resolve``) turns
each step into its action, so a script the rules no longer allow fails with the step that broke.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

import yaml

from game import engine
from game.ai import make_player, player_seed
from game.engine.errors import CardTableError
from game.engine.readable import ScenarioError, read_action
from scenes.learn.pages import HOWTO_DIR


class ScriptError(CardTableError, ValueError):
    """A guided script that cannot be read or no longer fits the rules; the message says where."""


@dataclass(frozen=True)
class Step:
    entry: dict          # the action in words: {seat: S, KIND: ARG}
    say: str


@dataclass(frozen=True)
class Script:
    game: str
    seed: int
    seats: tuple[str, ...]
    players: tuple[str, ...]
    options: dict
    welcome: str
    steps: tuple[Step, ...]
    done: str
    path: str

    @property
    def person(self) -> int:
        """The seat the person plays."""
        return self.players.index("human")


def script_path(game: str, folder: str = HOWTO_DIR) -> str:
    return os.path.join(folder, f"{game}.guided.yaml")


def load_script(game: str, folder: str = HOWTO_DIR) -> Script:
    path = script_path(game, folder)
    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except OSError as err:
        raise ScriptError(f"{path}: cannot be read ({err.strerror or err})") from None
    except yaml.YAMLError as err:
        raise ScriptError(f"{path}: not YAML ({err})") from None
    return parse_script(data, path)


def parse_script(data, path: str) -> Script:
    if not isinstance(data, dict):
        raise ScriptError(f"{path}: a guided script is a mapping (game, seed, seats, players, steps)")
    missing = [k for k in ("game", "seed", "seats", "players", "steps", "done") if k not in data]
    if missing:
        raise ScriptError(f"{path}: missing {', '.join(missing)}")
    players = tuple(str(p) for p in data["players"])
    if players.count("human") != 1 or len(players) != len(data["seats"]):
        raise ScriptError(f"{path}: players names one spec per seat, exactly one of them 'human'")
    steps = []
    for i, raw in enumerate(data["steps"], start=1):
        if not isinstance(raw, dict) or "say" not in raw:
            raise ScriptError(f"{path}: step {i}: a step is {{seat: S, KIND: ARG, say: WORDS}}")
        entry = {k: v for k, v in raw.items() if k != "say"}
        steps.append(Step(entry, str(raw["say"]).strip()))
    return Script(str(data["game"]), int(data["seed"]), tuple(map(str, data["seats"])), players,
                  dict(data.get("options") or {}), str(data.get("welcome", "")).strip(), tuple(steps),
                  str(data["done"]).strip(), path)


def new_state(script: Script, cards) -> engine.State:
    return engine.new_game(script.game, list(script.seats), script.seed, cards, **script.options)


def resolve(script: Script, cards, upto: int | None = None) -> list[engine.Action]:
    """Each step's action (the first ``upto`` steps), played through the engine; ScriptError at the first
    step the rules refuse."""
    state = new_state(script, cards)
    actions = []
    for i, step in enumerate(script.steps[:upto], start=1):
        where = f"{script.path}: step {i}"
        if state.over:
            raise ScriptError(f"{where}: the game is already over")
        try:
            action = read_action(state, step.entry, where)
            engine.apply(state, action)
        except (ScenarioError, engine.IllegalAction) as err:
            raise ScriptError(str(err) if isinstance(err, ScenarioError) else f"{where}: {err}") from None
        actions.append(action)
    return actions


def played_on(script: Script, cards, steps: int, then: int) -> list[engine.Action]:
    """The script's first ``steps`` actions, then ``then`` moves by greedy players: the same every time."""
    actions = resolve(script, cards, steps)
    state = new_state(script, cards)
    for action in actions:
        engine.apply(state, action)
    players = [make_player("ai:greedy", player_seed(script.seed, s)) for s in range(len(script.seats))]
    for _ in range(then):
        seat = state.rules.to_move(state)
        if state.over or seat is None:
            break
        choice = players[seat].choose(engine.view(state, seat))
        action = next((a for a in engine.legal_actions(state) if a == choice), choice)
        engine.apply(state, action)
        actions.append(action)
    return actions
