"""A card's numbers, found in the card file's text, and card sets with some of them changed.

A *number* is one integer a card's definition holds: a printed field (``power``, ``value``,
``influence``) or an amount inside one of its abilities (``gain_obol: 3``).  It is named by
its card and its path in the card's YAML map (``("abilities", 0, "do", 1, "gain_obol")``).
``Numbers(text, game)`` lists them; ``edited(changes)`` writes the text with some of them
changed, through ``game/engine/yaml_edit.py`` so the comments and order stay, and parses it.
"""
from __future__ import annotations

from dataclasses import dataclass

import yaml

from game.engine.cards import parse_cards
from game.engine.yaml_edit import YamlEdit

NOT_NUMBERS = {"id", "copies"}          # a card's identity and the physical set: not what a designer tunes


@dataclass(frozen=True)
class Number:
    """One number of one card: where it is and what it reads now."""
    card: str
    path: tuple
    value: int

    @property
    def key(self) -> str:
        return self.card + ":" + ".".join(str(p) for p in self.path)

    @property
    def label(self) -> str:
        """``power``, ``ability 1 gain_obol`` (what a designer reads on the card)."""
        if self.path and self.path[0] == "abilities":
            names = [str(p) for p in self.path[2:] if not isinstance(p, int) and p != "do"]
            return f"ability {self.path[1] + 1} " + ".".join(names)
        return ".".join(str(p) for p in self.path)


class EditError(ValueError):
    """An edit the card file cannot take (the card or the number is not there, or the result does not parse)."""


class Numbers:
    """The numbers of a game's cards in one card file's text."""

    def __init__(self, text: str, game: str, path: str = "cards.yaml"):
        self.text, self.game, self.path = text, game, path
        self._edit = YamlEdit(text)
        section = dict((k, v) for k, _, v in self._edit.pairs(self._edit.root)).get(game)
        if section is None:
            raise EditError(f"{path} has no {game} section")
        cards = dict((k, v) for k, _, v in self._edit.pairs(section)).get("cards")
        self.nodes: dict = {}           # card id -> its map node
        for item in (cards.value if cards is not None else []):
            ident = dict((k, v) for k, _, v in self._edit.pairs(item)).get("id")
            if ident is not None:
                self.nodes[self._edit.value(ident)] = item
        self.definitions = {cid: self._edit.value(node) for cid, node in self.nodes.items()}

    def of(self, card: str) -> list[Number]:
        """Every number of ``card``, printed ones first, in the file's order."""
        if card not in self.definitions:
            raise EditError(f"{self.path} has no {self.game} card {card!r}")
        out = []
        for key, value in self.definitions[card].items():
            if key not in NOT_NUMBERS:
                out += [Number(card, path, v) for path, v in _integers(value, (key,))]
        return out

    def family(self, family: str) -> list[str]:
        return [cid for cid, d in self.definitions.items() if d.get("family") == family]

    def value(self, card: str, path: tuple):
        node = self.definitions[card]
        for p in path:
            node = node[p]
        return node

    def edited_text(self, changes: dict) -> str:
        """The file's text with ``{(card, path): new value}`` applied, every other byte as it was."""
        edit = YamlEdit(self.text)
        for (card, path), value in changes.items():
            if card not in self.nodes:
                raise EditError(f"{self.path} has no {self.game} card {card!r}")
            node = edit.root
            node = _child(edit, _child(edit, node, self.game), "cards")
            node = next(item for item in node.value
                        if edit.value(dict((k, v) for k, _, v in edit.pairs(item))["id"]) == card)
            for p in path:
                node = _child(edit, node, p)
            if not isinstance(node, yaml.ScalarNode):
                raise EditError(f"{card} {'.'.join(map(str, path))} is not a number")
            edit.set(node, value)
        return edit.result()

    def blanked(self, card: str):
        """``(text, CardSet)`` with ``card``'s abilities removed and its numbers kept: the blank copy the card is
        measured against; None when it has no abilities."""
        if not self.definitions.get(card, {}).get("abilities"):
            return None
        edit = YamlEdit(self.text)
        node = _child(edit, self.nodes[card], "abilities")
        edit.set(node, [])
        text = edit.result()
        cards, problems = parse_cards(text, self.path)
        if cards is None or any(getattr(p, "is_error", True) for p in problems):
            return None
        return text, cards

    def edited(self, changes: dict):
        """``(text, CardSet)`` with the changes applied; ``EditError`` when the set no longer checks."""
        text = self.edited_text(changes)
        cards, problems = parse_cards(text, self.path)
        errors = [p for p in problems if getattr(p, "is_error", True)]
        if cards is None or errors:
            raise EditError("; ".join(str(p) for p in errors) or "the edited file does not parse")
        return text, cards


def _child(edit, node, key):
    if isinstance(node, yaml.MappingNode):
        for k, _, v in edit.pairs(node):
            if k == key:
                return v
    elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
        return node.value[key]
    raise EditError(f"no {key!r} in the card file where it was expected")


def _integers(value, path: tuple):
    """(path, int) for every integer inside ``value`` (booleans are not numbers)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield path, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _integers(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _integers(v, path + (i,))
