"""Reading a replay's actions fast: the lines the table itself writes, read without YAML's composer.

A saved replay's actions are lines of one shape, ``- {kind: lead, seat: 0, args: [1426545349]}``.
A block of only such lines is read here, by a pattern, and blanked out of the text that goes to
the YAML reader (which keeps every other line at its place); any other line in the block sends
the whole file the slow way, through YAML, so the result is the same either way.
"""
from __future__ import annotations

import re

WORD = r"[A-Za-z_][A-Za-z0-9_]*"
INT = r"-?(?:0|[1-9][0-9]*)"
ATOM = rf"(?:{INT}|{WORD})"
LINE = re.compile(rf"- \{{kind: ({WORD}), seat: ({INT}), args: \[((?:{ATOM}(?:, {ATOM})*)?)\]\}}")
ATOM_RE = re.compile(INT)
YAML_WORDS = {"true": True, "false": False}
NOT_TEXT = frozenset("y n yes no on off null".split()) | {w.capitalize() for w in "yes no on off null".split()} \
    | {w.upper() for w in "yes no on off null true false".split()} | {"True", "False", "Y", "N"}


def _atom(text: str):
    if ATOM_RE.fullmatch(text):
        return int(text)
    return YAML_WORDS.get(text, text)


def split_actions(text: str) -> tuple[str, list | None, int]:
    """(the text with its action lines blanked, the actions read, the line ``actions:`` is on), or
    (text, None, 0) when the block is not all in the table's own shape."""
    at = text.find("\nactions:\n")
    if at < 0:
        return text, None, 0
    head_line = text.count("\n", 0, at) + 2
    start = at + len("\nactions:\n")
    stop = len(text)
    actions = []
    pos = start
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        line = text[pos:end]
        if line == "" and end < len(text):
            return text, None, 0
        if line == "" or line[0] not in "- \t#":
            stop = pos                         # the next key of the file: the block has ended
            break
        match = LINE.fullmatch(line)
        if match is None:
            return text, None, 0
        args = match.group(3)
        words = args.split(", ") if args else []
        if any(w in NOT_TEXT for w in words) or match.group(1) in NOT_TEXT or match.group(1) in YAML_WORDS:
            return text, None, 0
        actions.append({"kind": match.group(1), "seat": int(match.group(2)), "args": [_atom(w) for w in words]})
        pos = end + 1
    else:
        stop = len(text)
    if not actions:
        return text, None, 0
    blank = "\n" * text.count("\n", start, stop)
    return text[:start] + blank + text[stop:], actions, head_line
