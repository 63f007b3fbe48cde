"""The card file's data: frozen card definitions, the per-game schemas, and the YAML reader that remembers positions."""
from __future__ import annotations

import difflib
import os
from dataclasses import dataclass, field
from types import MappingProxyType

import yaml

MAX_BYTES = 1_000_000
DEFAULT_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "cards.yaml")

SEAT_REFS = ("you", "opponent", "owner_of_it", "each_opponent", "chosen_opponent", "each_player")
CARD_REFS = ("self", "it", "subject")
PLAIN_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq")}


@dataclass(frozen=True)
class CardProblem:
    file: str
    line: int
    col: int
    code: str
    message: str

    def __str__(self):
        return f"{self.file}:{self.line}:{self.col}: error[{self.code}]: {self.message}"


class CardFileError(Exception):
    def __init__(self, problems: list[CardProblem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass(frozen=True)
class CardDef:
    """One card's definition: shared by every copy in every game, never changed."""
    id: str
    name: str
    game: str
    family: str
    fields: MappingProxyType
    abilities: tuple
    override: str | None = None
    line: int = 0
    source: str = ""

    def get(self, key, default=None):
        return self.fields.get(key, default)

    def __getitem__(self, key):
        return self.fields[key]

    @property
    def text(self) -> str:
        """The rules text on the face: generated from the abilities unless overridden."""
        if self.override:
            return self.override
        return "\n".join(a.text for a in self.abilities if a.text)


@dataclass(frozen=True)
class GameCards:
    game: str
    cards: MappingProxyType          # id -> CardDef, in file order
    constants: MappingProxyType
    digest: str = ""                 # identifies this section's content, for replays

    def of_family(self, family: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.family == family]


@dataclass(frozen=True)
class CardSet:
    path: str
    games: MappingProxyType

    def game(self, name: str) -> GameCards:
        return self.games[name]


@dataclass
class GameSchema:
    """What one game's section of cards.yaml may hold; the game's manifest carries it (``schema``)."""
    game: str
    families: tuple
    fields: dict                                   # name -> Param (type, default, choices)
    constants: dict = field(default_factory=dict)  # name -> Param for its constants
    check: object = None                           # fn(GameCards, report) for cross-card rules


SCHEMAS: dict[str, GameSchema] = {}
CARD_KEYS = ("id", "name", "family", "abilities", "text", "flavor", "copies")
ABILITY_KEYS = ("trigger", "condition", "may", "cost", "do", "text")


def game_cards(cards: "CardSet | GameCards", game: str) -> GameCards:
    """One game's cards, from the whole card file or from that game's section itself."""
    return cards.game(game) if isinstance(cards, CardSet) else cards


def _did_you_mean(word, names) -> str:
    close = difflib.get_close_matches(str(word), list(names), n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


class _Reader:
    """Builds plain values from a YAML node tree, remembering where each came from."""

    def __init__(self, file: str):
        self.file = file
        self.problems: list[CardProblem] = []
        self.where: dict[tuple, tuple] = {}
        self.key_where: dict[tuple, tuple] = {}
        self.constructor = yaml.constructor.SafeConstructor()

    def report(self, path_or_mark, code, message, at_key=False):
        if isinstance(path_or_mark, tuple):
            line, col = self.position(path_or_mark, at_key)
        else:
            line, col = path_or_mark.line + 1, path_or_mark.column + 1
        self.problems.append(CardProblem(self.file, line, col, code, message))

    def position(self, path: tuple, at_key=False) -> tuple:
        """Where the value at ``path`` starts (or its key, with ``at_key``)."""
        if at_key and path in self.key_where:
            return self.key_where[path]
        while path and path not in self.where:
            path = path[:-1]
        return self.where.get(path, (1, 1))

    def build(self, node, path=()):
        self.where[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if node.tag not in PLAIN_TAGS:
            self.report(node.start_mark, "E102", f"YAML tag {node.tag!r} is not allowed in a card file")
            return None
        if isinstance(node, yaml.MappingNode):
            out = {}
            for key_node, value_node in node.value:
                key = self.build(key_node, path + ("<key>",))
                if not isinstance(key, (str, int)):
                    self.report(key_node.start_mark, "E202", "keys must be plain words")
                    continue
                if key in out:
                    self.report(key_node.start_mark, "E205", f"duplicate key '{key}'")
                self.key_where[path + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
                out[key] = self.build(value_node, path + (key,))
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        return self.constructor.construct_object(node)


def _parse(text: str, file: str, sections: bool = True) -> tuple[dict | None, _Reader]:
    """The file's data; with ``sections`` it must be a map (a card file: one section per game)."""
    reader = _Reader(file)
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        reader.report((), "E100", f"the file is larger than {MAX_BYTES // 1000} kB; refusing to read it")
        return None, reader
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                reader.report(event.start_mark, "E102",
                              f"aliases (*{event.anchor}) are not allowed in a card file; write the value out")
                return None, reader
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        message = err.problem or str(err)
        if mark is None:
            reader.report((), "E101", f"YAML syntax: {message}")
        else:
            reader.report(mark, "E101", f"YAML syntax: {message}")
        return None, reader
    except yaml.YAMLError as err:
        reader.report((), "E101", f"YAML syntax: {err}")
        return None, reader
    if node is None:
        return {}, reader
    data = reader.build(node)
    if reader.problems:
        return None, reader
    if sections and not isinstance(data, dict):
        reader.report((), "E202", "the file must be a map with one section per game")
        return None, reader
    return data, reader




def _freeze(value):
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    return value
