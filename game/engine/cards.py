"""Load and lint ``cards.yaml`` into frozen card definitions.

Loading is safe: only plain YAML (maps, lists, strings, numbers, booleans,
null) is accepted; tags, aliases and files over ``MAX_BYTES`` are refused
before anything is built.  Every problem is reported as
``FILE:LINE:COL: error[CODE]: message`` and a file with any problem loads
nothing, so the caller keeps its last good cards.
"""
from __future__ import annotations

from types import MappingProxyType

from game.engine.cardcheck import _Checker
from game.engine.carddefs import (  # noqa: F401  (the card file's names, read from here)
    ABILITY_KEYS, CARD_KEYS, CARD_REFS, DEFAULT_PATH, MAX_BYTES, PLAIN_TAGS, SCHEMAS, SEAT_REFS, CardDef,
    CardFileError, CardProblem, CardSet, GameCards, GameSchema, _did_you_mean, _parse, _Reader, game_cards)



def safe_yaml(text: str, file: str):
    """Plain YAML data from ``text`` (no tags, no aliases, size-capped); CardFileError otherwise."""
    data, reader = _parse(text, file, sections=False)
    if reader.problems:
        raise CardFileError(reader.problems)
    return data


def parse_cards(text: str, file: str = "cards.yaml") -> tuple[CardSet | None, list[CardProblem]]:
    data, reader = _parse(text, file)
    if data is None:
        return None, reader.problems
    games = {}
    for key, section in data.items():
        if key not in SCHEMAS:
            reader.report((key,), "E307", f"unknown game section '{key}'{_did_you_mean(key, SCHEMAS)}",
                          at_key=True)
            continue
        result = _Checker(reader, key).section(section, (key,))
        if result is not None:
            games[key] = result
    problems = sorted(reader.problems, key=lambda p: (p.line, p.col))
    if problems:
        return None, problems
    return CardSet(file, MappingProxyType(games)), []


def _read(path: str) -> tuple[str | None, list[CardProblem]]:
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as err:
        return None, [CardProblem(path, 1, 1, "E100", f"cannot read the file: {err.strerror or err}")]
    if len(raw) > MAX_BYTES:
        return None, [CardProblem(path, 1, 1, "E100",
                                  f"the file is larger than {MAX_BYTES // 1000} kB; refusing to read it")]
    try:
        return raw.decode("utf-8"), []
    except UnicodeDecodeError as err:
        return None, [CardProblem(path, 1, err.start + 1, "E101", "the file is not UTF-8 text")]


def lint(path: str) -> list[CardProblem]:
    """Every problem in the card file at ``path`` (empty when it is clean)."""
    text, problems = _read(path)
    return problems if text is None else parse_cards(text, path)[1]


def load_cards(path: str = DEFAULT_PATH) -> CardSet:
    """The cards of ``path``; raises CardFileError listing every problem."""
    text, problems = _read(path)
    if text is not None:
        cards, problems = parse_cards(text, path)
    if problems:
        raise CardFileError(problems)
    return cards


_DEFAULT: CardSet | None = None


def default_cards() -> CardSet:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_cards(DEFAULT_PATH)
    return _DEFAULT
