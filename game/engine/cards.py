"""Load and lint ``cards.yaml`` into frozen card definitions.

Loading is safe: only plain YAML (maps, lists, strings, numbers, booleans,
null) is accepted; tags, aliases and files over ``MAX_BYTES`` are refused
before anything is built, and so is nesting past ``MAX_DEPTH``.  Every problem
is reported as ``FILE:LINE:COL: error[CODE]: message`` and a file with any
error loads nothing, so the caller keeps its last good cards.  A warning
(``warning[W…]``, the rulebook's set shapes) is shown by lint and kept on the
CardSet (``warnings``); it never stops play; ``lint --strict`` counts it as an error.
"""
from __future__ import annotations

import gc
from types import MappingProxyType

from game.engine.cardcheck import SectionChecker
from game.engine.carddefs import (
    DEFAULT_PATH, MAX_BYTES, SCHEMAS, CardFileError, CardProblem, CardSet, did_you_mean, in_order, parse_yaml)


def safe_yaml(text: str, file: str):
    """Plain YAML data from ``text`` (no tags, no aliases, size-capped); CardFileError otherwise."""
    data, reader = parse_yaml(text, file, sections=False)
    if reader.problems:
        raise CardFileError(reader.problems)
    return data


def parse_cards(text: str, file: str = "cards.yaml") -> tuple[CardSet | None, list[CardProblem]]:
    """The cards and no problems, or None and every problem (errors first).

    A set with only warnings loads: they are on ``CardSet.warnings`` (``lint`` lists them too).
    """
    data, reader = parse_yaml(text, file)
    if data is None:
        return None, in_order(reader.problems)
    games = {}
    for key, section in data.items():
        if key not in SCHEMAS:
            reader.report((key,), "E307", f"unknown game section '{key}'{did_you_mean(key, SCHEMAS)}",
                          at_key=True)
            continue
        result = SectionChecker(reader, key).section(section, (key,))
        if result is not None:
            games[key] = result
    for name, schema in SCHEMAS.items():
        if schema.required and name not in data:
            reader.report((), "E203", f"the file has no '{name}' section; {name} cannot be played without it")
    problems = in_order(reader.problems)
    if any(p.is_error for p in problems):
        return None, problems
    return CardSet(file, MappingProxyType(games), tuple(problems)), []


def read_card_text(path: str) -> tuple[str | None, list[CardProblem]]:
    """The text of the file at ``path`` (UTF-8, at most ``MAX_BYTES``), or None and why it cannot be read."""
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
        good = raw[:err.start].decode("utf-8")
        line = good.count("\n") + 1
        col = len(good) - (good.rfind("\n") + 1) + 1
        return None, [CardProblem(path, line, col, "E101",
                                  f"the file is not UTF-8 text: byte 0x{raw[err.start]:02X} cannot start a character")]


def lint(path: str) -> list[CardProblem]:
    """Every problem in the card file at ``path``, errors first, then warnings (empty when it is clean)."""
    text, problems = read_card_text(path)
    if text is None:
        return problems
    cards, problems = parse_cards(text, path)
    return problems if cards is None else list(cards.warnings)


def load_cards(path: str = DEFAULT_PATH) -> CardSet:
    """The cards of ``path``; raises CardFileError listing every problem."""
    text, problems = read_card_text(path)
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
        gc.freeze()         # held for the process's life: it and the modules loaded stay out of full collections
    return _DEFAULT
