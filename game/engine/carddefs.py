"""The card file's data: frozen card definitions, the per-game schemas, and the YAML reader that remembers positions."""
from __future__ import annotations

import difflib
import os
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

import yaml

from game.engine.errors import CardTableError

try:
    from yaml._yaml import CParser
except ImportError:  # PyYAML without libyaml: the pure-Python parser, slower
    CParser = None

MAX_BYTES = 1_000_000
MAX_DEPTH = 32                     # maps and lists inside each other; cards.yaml needs about 12
MAX_NAME = 40                      # characters in a card's name
DEFAULT_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "cards.yaml")

SEAT_REFS = ("you", "opponent", "owner_of_it", "each_opponent", "chosen_opponent", "each_player")
CARD_REFS = ("self", "it", "subject")
TAG_WORDS = {"int": "a whole number", "float": "a number", "bool": "true or false", "null": "null",
             "str": "text"}
PLAIN_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq")}


@dataclass(frozen=True)
class CardProblem:
    """One problem at FILE:LINE:COL; a code starting with W is a warning (the set still loads and plays)."""
    file: str
    line: int
    col: int
    code: str
    message: str

    @property
    def severity(self) -> str:
        return "warning" if self.code.startswith("W") else "error"

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def __str__(self):
        return f"{self.file}:{self.line}:{self.col}: {self.severity}[{self.code}]: {self.message}"


def in_order(problems) -> list[CardProblem]:
    """Errors first, then warnings; each by place in the file."""
    return sorted(problems, key=lambda p: (not p.is_error, p.line, p.col, p.code))


class CardFileError(CardTableError):
    """A card file that cannot load: its ``problems``, one a line; ``file``, ``line``, ``column`` the first's."""

    def __init__(self, problems: list[CardProblem]):
        first = problems[0] if problems else None
        super().__init__("\n".join(str(p) for p in problems), file=first.file if first else "",
                         line=first.line if first else None, column=first.col if first else None,
                         reason=first.message if first else None)
        self.problems = problems


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
    written: object = field(default=None, compare=False, repr=False)   # the card's map as read from the file

    @cached_property
    def source(self) -> str:
        """The card as YAML text (the designer's gallery shows it): written out only when first read."""
        if self.written is None:
            return ""
        return yaml.safe_dump(self.written, sort_keys=False, allow_unicode=True)

    def get(self, key, default=None):
        return self.fields.get(key, default)

    @cached_property
    def by_trigger(self) -> dict:
        """trigger name -> ((index, ability), ...) in printed order: what ``fire`` looks up."""
        out: dict = {}
        for i, ability in enumerate(self.abilities):
            out.setdefault(ability.trigger, []).append((i, ability))
        return {trigger: tuple(found) for trigger, found in out.items()}

    def __getitem__(self, key):
        return self.fields[key]

    @cached_property
    def text(self) -> str:
        """The rules text on the face: generated from the abilities unless overridden (worded once)."""
        if self.override:
            return self.override
        return "\n".join(a.text for a in self.abilities if a.text)


@dataclass(frozen=True)
class GameCards:
    game: str
    cards: MappingProxyType          # id -> CardDef, in file order
    constants: MappingProxyType
    digest: str = ""                 # identifies this section's content, for replays

    @cached_property
    def listened(self) -> frozenset:
        """Every trigger some card of this section has an ability on: a trigger outside it sets nothing off."""
        return frozenset(trigger for card in self.cards.values() for trigger in card.by_trigger)

    def of_family(self, family: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.family == family]


@dataclass(frozen=True)
class CardSet:
    path: str
    games: MappingProxyType
    warnings: tuple = ()             # CardProblems that do not stop play (the rulebook's set shapes)

    def game(self, name: str) -> GameCards:
        return self.games[name]


@dataclass
class GameSchema:
    """What one game's section of cards.yaml may hold; the game's manifest carries it (``schema``)."""
    game: str
    families: tuple
    fields: dict                                   # name -> Param (type, default, choices)
    constants: dict = field(default_factory=dict)  # name -> Param for its constants (with min/max)
    check: object = None                           # fn(GameCards, report) for cross-card rules; see SetReport
    required: bool = False                         # a card file without this game's section is an error


SCHEMAS: dict[str, GameSchema] = {}
CARD_KEYS = ("id", "name", "family", "abilities", "text", "flavor", "copies")
ABILITY_KEYS = ("trigger", "condition", "may", "cost", "do", "text")


def game_cards(cards: "CardSet | GameCards", game: str) -> GameCards:
    """One game's cards, from the whole card file or from that game's section itself."""
    return cards.game(game) if isinstance(cards, CardSet) else cards


def did_you_mean(word, names) -> str:
    """"; did you mean 'NAME'?" naming the one of ``names`` closest to ``word``, or "" if none is close."""
    close = difflib.get_close_matches(str(word), list(names), n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def text_problem(text: str, lines: bool = True) -> str | None:
    """Why ``text`` cannot be shown on a card (a control character, a bidi override, a lone surrogate), or None."""
    for i, ch in enumerate(text):
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            return f"a lone surrogate (U+{code:04X}) at character {i + 1}"
        if ch in BIDI_CONTROLS:
            return f"a right-to-left/left-to-right control (U+{code:04X}) at character {i + 1}"
        if (code < 0x20 or 0x7F <= code <= 0x9F) and not (lines and ch in "\n\t"):
            return f"a control character (U+{code:04X}) at character {i + 1}"
    return None


class _Refused(Exception):
    """The composer met something a card file may not hold (an alias, too deep a nesting)."""

    def __init__(self, mark, code, message):
        super().__init__(message)
        self.mark, self.code, self.message = mark, code, message


class _DepthComposer(yaml.composer.Composer):
    """YAML's composer, refusing aliases and nesting past MAX_DEPTH before it recurses."""

    def __init__(self):
        super().__init__()
        self.depth = 0

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise _Refused(event.start_mark, "E102",
                           f"aliases (*{event.anchor}) are not allowed in a card file; write the value out")
        if self.depth >= MAX_DEPTH and self.check_event(yaml.SequenceStartEvent, yaml.MappingStartEvent):
            raise _Refused(self.peek_event().start_mark, "E103",
                           f"maps and lists nested more than {MAX_DEPTH} deep")
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


if CParser is not None:
    class _Loader(_DepthComposer, CParser, yaml.resolver.Resolver):
        """libyaml's parser (fast) under the depth-checking composer; its reader errors count bytes."""
        byte_positions = True

        def __init__(self, stream):
            CParser.__init__(self, stream)
            yaml.resolver.Resolver.__init__(self)
            _DepthComposer.__init__(self)
else:
    class _Loader(_DepthComposer, yaml.SafeLoader):
        byte_positions = False

        def __init__(self, stream):
            yaml.SafeLoader.__init__(self, stream)


def line_col(text: str, index: int) -> tuple[int, int]:
    """The 1-based line and column of character ``index`` of ``text``."""
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


class YamlReader:
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
                if isinstance(key, bool) or key is None:
                    self.report(key_node.start_mark, "E202", f"the key '{key_node.value}' reads as "
                                f"{str(key).lower() if key is not None else 'null'}; put it in quotes")
                    continue
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
        try:
            value = self.constructor.construct_object(node)
        except (yaml.YAMLError, ValueError, KeyError, IndexError, TypeError, OverflowError):
            kind = TAG_WORDS.get(node.tag.rsplit(":", 1)[-1], "value of its tag")
            self.report(node.start_mark, "E102", f"'{node.value}' is not {kind}")
            return None
        if isinstance(value, float) and value != value:
            self.report(node.start_mark, "E202", "'.nan' is not a number a game can use")
            return None
        if isinstance(value, str):
            bad = text_problem(value)
            if bad:
                self.report(node.start_mark, "E206", f"the text has {bad}")
                return None
        return value


def parse_yaml(text: str, file: str, sections: bool = True) -> tuple[dict | None, YamlReader]:
    """The file's data; with ``sections`` it must be a map (a card file: one section per game)."""
    reader = YamlReader(file)
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        reader.report((), "E100", f"the file is larger than {MAX_BYTES // 1000} kB; refusing to read it")
        return None, reader
    loader = None
    try:
        loader = _Loader(text)
        node = loader.get_single_node()
    except _Refused as err:
        reader.report(err.mark, err.code, err.message)
        return None, reader
    except yaml.reader.ReaderError as err:
        at = (len(text.encode("utf-8")[:err.position].decode("utf-8", "ignore")) if _Loader.byte_positions
              else err.position)
        line, col = line_col(text, at)
        reader.problems.append(CardProblem(file, line, col, "E101", f"the character U+{err.character:04X} "
                                           "is not allowed in YAML (a control character)"
                                           if isinstance(err.character, int) else "unreadable text"))
        return None, reader
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        message = err.problem or str(err)
        if mark is None:
            reader.report((), "E101", f"YAML syntax: {message}")
        else:
            reader.report(mark, "E101", f"YAML syntax: {message}")
        return None, reader
    except (yaml.YAMLError, RecursionError) as err:
        reader.report((), "E101", f"YAML syntax: {str(err).splitlines()[0] if str(err) else type(err).__name__}")
        return None, reader
    finally:
        if loader is not None and hasattr(loader, "dispose"):
            loader.dispose()
    if node is None:
        if sections:
            reader.report((), "E203", "no games defined: the file has no sections")
            return None, reader
        return {}, reader
    data = reader.build(node)
    if reader.problems:
        return None, reader
    if sections and not isinstance(data, dict):
        reader.report((), "E202", "the file must be a map with one section per game")
        return None, reader
    if sections and not data:
        reader.report((), "E203", "no games defined: the file has no sections")
        return None, reader
    return data, reader


def freeze(value):
    """``value`` made read-only all the way down: lists as tuples, dicts as read-only mappings."""
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    return value
