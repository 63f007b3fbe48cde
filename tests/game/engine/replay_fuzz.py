"""Hostile replays made from real saved ones: seeded mutations of many kinds, and what each ends in.

``outcome(text, cards)`` runs a file the way ``main.py replay`` and ``play --replay`` do: load it
(every field checked), play its actions, then play on with random seats to the game's end.  It
returns "refused" (a clean one-line SaveFileError) or "played"; anything else raises.
"""
from __future__ import annotations

import functools
import pathlib
import random

import yaml

from game import engine
from game.ai import make_player
from game.engine.cards import load_cards
from game.engine.replay import loads, plays_through
from game.engine.state_json import state_json
from game.engine.storage import SaveFileError

HERE = pathlib.Path(__file__).resolve().parent / "replays"
GAMES = ("seize", "pariahs", "banished")
FILE = "fuzz.yaml"


@functools.lru_cache(maxsize=None)
def saved(game: str) -> str:
    return (HERE / f"format1_{game}.yaml").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=None)
def position(game: str, step: int = 12) -> str:
    """The saved game at ``step`` written as a set-up with no actions (as the sandbox saves a position)."""
    from game.engine.replay import Replay, dumps, loads as read
    from game.lab.positions import position_of
    card_set = cards()
    replay = read(saved(game), FILE, card_set)
    state = replay.new_state(card_set)
    for action in replay.actions[:step]:
        engine.apply(state, action)
    setup, _ = position_of(state)
    return dumps(Replay(game, list(state.seats), replay.seed + 1, {}, setup, [], format=replay.format))


@functools.lru_cache(maxsize=None)
def cards():
    return load_cards(str(HERE / "cards_at_format1.yaml"))


def outcome(text: str, card_set) -> str:
    try:
        replay = loads(text, FILE, card_set)
        state = plays_through(replay, card_set, FILE)
    except SaveFileError as err:
        message = str(err)
        assert "\n" not in message and message.startswith(FILE), message
        return "refused"
    state_json(state)
    players = [make_player("ai:random", 7 + s) for s in range(len(state.seats))]
    while not state.over:
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))
    state_json(state)
    return "played"


# -- mutations of the data ----------------------------------------------------------------------

def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def _set(data, path, value):
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _get(data, path):
    for key in path:
        data = data[key]
    return data


OTHERS = [0, -1, 3, "three", "no", True, False, None, [], [5, -1], {}, {"a": 1}, 2.5, "x", [[]]]


def type_swap(data, rng):
    path = rng.choice([p for p in _paths(data) if p])
    old = _get(data, path)
    _set(data, path, rng.choice([v for v in OTHERS if type(v) is not type(old)]))


def deletion(data, rng):
    path = rng.choice([p for p in _paths(data) if p])
    parent = _get(data, path[:-1])
    del parent[path[-1]]


def huge_number(data, rng):
    numbers = [p for p in _paths(data) if p and isinstance(_get(data, p), int) and not isinstance(_get(data, p), bool)]
    _set(data, rng.choice(numbers), rng.choice([10 ** 9, -10 ** 9, 10 ** 40, -(10 ** 40), 2 ** 63, 10 ** 400]))


def unicode_text(data, rng):
    texts = [p for p in _paths(data) if p and isinstance(_get(data, p), str)]
    path = rng.choice(texts)
    _set(data, path, _get(data, path) + rng.choice(["\u202e", "\x07", "\u0000", "é", "🂡", "\u200f", "\ufeff"]))


def header_field(data, rng):
    """A type swap or a deletion anywhere but the actions: the set-up, the options, the seats ..."""
    paths = [p for p in _paths(data) if p and p[0] != "actions"]
    path = rng.choice(paths)
    if rng.random() < 0.3:
        del _get(data, path[:-1])[path[-1]]
    else:
        old = _get(data, path)
        _set(data, path, rng.choice([v for v in OTHERS if type(v) is not type(old)]))


def shuffled_actions(data, rng):
    actions = data.get("actions") or []
    if rng.random() < 0.5:
        rng.shuffle(actions)
    else:
        i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]


def extra_key(data, rng):
    maps = [p for p in _paths(data) if isinstance(_get(data, p), dict)]
    _get(data, rng.choice(maps))[rng.choice(["surprise", "yes", "seat", "kind", "args"])] = rng.choice(OTHERS)


DATA_KINDS = {"header field": header_field, "type swap": type_swap, "deletion": deletion, "huge number": huge_number,
              "unicode": unicode_text, "shuffled actions": shuffled_actions, "extra key": extra_key}


# -- mutations of the text ----------------------------------------------------------------------

def _value_line(text, rng):
    lines = text.split("\n")
    picks = [i for i, line in enumerate(lines) if ": " in line or line.lstrip().startswith("- ")]
    return lines, rng.choice(picks)


def deep_nesting(text, rng):
    lines, i = _value_line(text, rng)
    depth = rng.choice([40, 3000, 5000, 10000])
    deep = rng.choice(["[" * depth + "]" * depth, "{a: " * depth + "1" + "}" * depth])
    head = lines[i].split(": ", 1)[0] + ": " if ": " in lines[i] else lines[i][:lines[i].index("- ") + 2]
    lines[i] = head + deep
    return "\n".join(lines)


def bad_tag(text, rng):
    lines, i = _value_line(text, rng)
    tag = rng.choice(['!!int "abc"', '!!int ""', '!!float "."', '!!bool "maybe"', "!!python/object:os.system x",
                      "!!binary aGVsbG8=", "&a 1", "*a", "!!timestamp 2001-12-14"])
    head = lines[i].split(": ", 1)[0] + ": " if ": " in lines[i] else lines[i][:lines[i].index("- ") + 2]
    lines[i] = head + tag
    return "\n".join(lines)


def truncation(text, rng):
    return text[:rng.randrange(len(text))]


def raw_bytes(text, rng):
    at = rng.randrange(len(text))
    return text[:at] + rng.choice(["\\ud800", "\"\\udc80\"", "\x00", "\t\x1b[2J", "\r", ": : :", "'"]) + text[at:]


TEXT_KINDS = {"deep nesting": deep_nesting, "bad tag": bad_tag, "truncation": truncation, "raw bytes": raw_bytes}
KINDS = tuple(DATA_KINDS) + tuple(TEXT_KINDS)


SOURCES = ("saved", "position")


def mutant(game: str, kind: str, seed: int, source: str = "saved") -> str:
    """The saved replay of ``game`` (or a position from it), mutated once by ``kind`` (seeded)."""
    rng = random.Random(f"{game} {kind} {seed} {source}")
    text = saved(game) if source == "saved" else position(game)
    if kind == "shuffled actions" and source == "position":
        kind = "header field"
    if kind in TEXT_KINDS:
        return TEXT_KINDS[kind](text, rng)
    data = yaml.safe_load(text)
    DATA_KINDS[kind](data, rng)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=rng.random() < 0.5, width=100)
