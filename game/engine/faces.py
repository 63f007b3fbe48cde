"""What a card face shows, as data: each game says it, the table and the exporter draw it."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Face:
    title: str                    # the card's name
    kind: str                     # the type line: "Grim · Fire", "Class 2 Follower", "Wisdom · The Demon"
    corner: str = ""              # top-left number (Value, Influence, Seize value)
    corner2: str = ""             # top-right number (Power), if any
    text: str = ""                # rules text, generated from the abilities
    family: str = ""              # frame style key: the suit, family or Class
    color: tuple = (110, 110, 120)  # the frame's main colour
    sign: str = ""                # a suit sign or element glyph shown large
    art_key: str = ""             # the id the art is made from (the card id)
    marks: tuple = ()             # ("drained",) or ("restored", "<sign of the suit it left>")
    flavor: str = ""
    back: str = ""                # which back the card has (game name, or a colour)
