"""How each game's cards are drawn (paper, ink, art, backs), told to the card painter by the list of tables.

``scenes/games.py`` installs every game's ``CardStyle`` under the game's name;
a face asks for the style of its ``Face.back`` (a game's name or one of its
backs, a Pariahs Color's).  An unknown name gets the plain style.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable


@dataclass(frozen=True)
class CardStyle:
    """A game's hand: paper and ink, the art painter, and its backs by name."""
    paper: tuple = (232, 228, 218)
    ink: tuple | None = None             # None: the theme's ink
    art: Callable | None = None          # fn(rng, key, size[, color]) -> PIL image; None: plain geometric art
    tinted: bool = False                 # the art takes the frame's colour (``art`` gets a 4th argument)
    backs: dict = field(default_factory=dict)   # back name -> fn(rng, size) -> PIL image
    face: Callable | None = None         # fn(defn, props) -> Face (the rules'); None: a plain face from its fields


PLAIN = CardStyle()
_STYLES: dict[str, CardStyle] = {}
_OWNER_OF_BACK: dict[str, str] = {}


def install(name: str, style: CardStyle) -> None:
    """Draw the cards of game ``name`` (and its backs) in ``style``."""
    _STYLES[name] = style
    _OWNER_OF_BACK[name] = name
    for back in style.backs:
        _OWNER_OF_BACK.setdefault(back, name)


def owner(back: str) -> str:
    """The game whose hand draws a face with this back: the game itself, or the game a coloured back is of."""
    return _OWNER_OF_BACK.get(back, back or "?")


def style(name: str) -> CardStyle:
    return _STYLES.get(owner(name), PLAIN)


def back_painter(back: str) -> Callable | None:
    return style(back).backs.get(back)
