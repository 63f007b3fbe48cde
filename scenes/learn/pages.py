"""How to play, as data: ``docs/howto/<game>.md`` read into pages.  No pygame here.

A page starts at a ``## Title`` line; its paragraphs follow, blank lines between them (a line
starting ``- `` is a paragraph of its own, a bullet).  A page may show the table in a comment
(invisible where the Markdown is read as a document)::

    <!-- picture: {steps: 3, then: 0, caption: "You lead a card"} -->

``steps``: the position after that many steps of the game's guided script (docs/howto/<game>.guided.yaml);
``then``: that many more moves by the computer after them, the same every time.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import yaml

from game.engine.errors import CardTableError

HOWTO_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                         "docs", "howto")
_PICTURE = re.compile(r"<!--\s*picture:\s*(\{.*?\})\s*-->")


class HowToError(CardTableError, ValueError):
    """A how-to file that cannot be read; the message names the file and line."""


@dataclass(frozen=True)
class Picture:
    """Which table position a page shows: the guided script after ``steps`` steps, then ``then`` more moves."""
    steps: int = 0
    then: int = 0
    caption: str = ""


@dataclass
class Page:
    title: str
    paragraphs: list[str] = field(default_factory=list)
    picture: Picture | None = None


def howto_path(game: str, folder: str = HOWTO_DIR) -> str:
    return os.path.join(folder, f"{game}.md")


def load_pages(game: str, folder: str = HOWTO_DIR) -> list[Page]:
    """The game's How to play pages; HowToError when the file is missing or malformed."""
    path = howto_path(game, folder)
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as err:
        raise HowToError(f"{path}: cannot be read ({err.strerror or err})") from None
    return parse_pages(text, path)


def parse_pages(text: str, where: str = "how-to") -> list[Page]:
    pages: list[Page] = []
    lines: list[str] = []

    def close_paragraph():
        if lines and pages:
            pages[-1].paragraphs.append(" ".join(lines))
        lines.clear()

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        found = _PICTURE.search(line)
        if line.startswith("## "):
            close_paragraph()
            pages.append(Page(line[3:].strip()))
        elif found:
            if not pages:
                raise HowToError(f"{where}:{number}: a picture before the first '## ' page title")
            pages[-1].picture = _picture(found.group(1), f"{where}:{number}")
        elif not line or line.startswith("# ") or line.startswith("<!--"):
            close_paragraph()
        elif line.startswith("- "):
            close_paragraph()
            lines.append("•  " + line[2:])
        elif pages:
            lines.append(line)
    close_paragraph()
    if not pages:
        raise HowToError(f"{where}: no page (a page starts with a '## Title' line)")
    return pages


def _picture(spec: str, where: str) -> Picture:
    try:
        data = yaml.safe_load(spec)
    except yaml.YAMLError as err:
        raise HowToError(f"{where}: the picture is not a YAML mapping ({err.__class__.__name__})") from None
    if not isinstance(data, dict) or set(data) - {"steps", "then", "caption"}:
        raise HowToError(f"{where}: a picture is {{steps: N, then: M, caption: TEXT}}, not {spec}")
    steps, then = data.get("steps", 0), data.get("then", 0)
    if not all(isinstance(n, int) and n >= 0 for n in (steps, then)):
        raise HowToError(f"{where}: steps and then are whole numbers from 0")
    return Picture(steps, then, str(data.get("caption", "")))
