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


KIND_LINE = re.compile(rf"- kind: ({WORD})")
SEAT_LINE = re.compile(rf"  seat: ({INT})")
ARG_LINE = re.compile(rf"  - ({ATOM})")


def _word(text: str):
    """The plain YAML word as YAML reads it, or None when YAML would read it as something else than text."""
    if text in NOT_TEXT:
        return None
    return _atom(text)


class _Fallback(Exception):
    """A line not in the table's own shape: the whole file goes through YAML."""


def _actions(lines: list[str]) -> list[tuple[int, dict]]:
    """(line offset, action) for the block's lines, in the block style ``yaml.safe_dump`` writes or one a line."""
    out = []
    i = 0
    while i < len(lines):
        flow = LINE.fullmatch(lines[i])
        if flow is not None:
            words = flow.group(3).split(", ") if flow.group(3) else []
            out.append((i, _action(flow.group(1), flow.group(2), words)))
            i += 1
            continue
        kind = KIND_LINE.fullmatch(lines[i])
        seat = SEAT_LINE.fullmatch(lines[i + 1]) if kind and i + 1 < len(lines) else None
        if seat is None or i + 2 >= len(lines) or lines[i + 2] not in ("  args:", "  args: []"):
            raise _Fallback
        words = []
        j = i + 3
        if lines[i + 2] == "  args:":
            while j < len(lines) and (arg := ARG_LINE.fullmatch(lines[j])) is not None:
                words.append(arg.group(1))
                j += 1
        out.append((i, _action(kind.group(1), seat.group(1), words)))
        i = j
    return out


def _action(kind: str, seat: str, words: list[str]) -> dict:
    args = [_word(w) for w in words]
    if _word(kind) != kind or any(a is None for a in args):
        raise _Fallback
    return {"kind": kind, "seat": int(seat), "args": args}


def split_actions(text: str) -> tuple[str, list | None, list]:
    """(the text with its action lines blanked, the actions read, each action's line number), or
    (text, None, []) when the block is not all in the table's own shape."""
    at = text.find("\nactions:\n")
    if at < 0:
        return text, None, []
    first = text.count("\n", 0, at) + 2          # the line 'actions:' is on
    start = at + len("\nactions:\n")
    lines = []
    pos = start
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        line = text[pos:end]
        if line == "" or line[0] not in "- ":
            if line == "" and end < len(text):
                return text, None, []          # a blank line inside: leave it to YAML
            break
        lines.append(line)
        pos = end + 1
    try:
        found = _actions(lines)
    except _Fallback:
        return text, None, []
    if not found:
        return text, None, []
    stop = start + sum(len(line) + 1 for line in lines)
    blank = "\n" * text.count("\n", start, min(stop, len(text)))
    return text[:start] + blank + text[stop:], [a for _, a in found], [first, *(first + 1 + k for k, _ in found)]
