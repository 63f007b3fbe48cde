"""What a game tells the shared code about itself: one data object, the MANIFEST in game/<g>/manifest.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol

from game.engine.carddefs import GameSchema
from game.engine.effects import Language


class SearchSettings(Protocol):
    """The hard player's search settings as the manifest holds them: a ``game.ai.ismcts.Settings``
    (the engine names the AI's type by its shape, since it imports no AI)."""
    exploration: float
    iterations: int


@dataclass(frozen=True)
class SeatExtras:
    """What each seat may bring to a dealt game besides its name (A Bandit's Seize: the player's profile),
    kept in a replay under ``key``, one entry per seat."""
    key: str                                       # its field in a replay file ("profiles")
    options: Callable                              # fn(entries, cards, options) -> the options that bring them
    after: Callable                                # fn(entries, state, cards) -> what they are after the game, as JSON


@dataclass(frozen=True)
class GameManifest:
    """A game's facts for the engine, the AI, the lab and the window; the shared code asks it, never the name.

    Only ``name``, ``title``, ``blurb`` and ``rules`` are required; docs/ENGINE.md's
    contract table says what each field holds and who reads it.
    """
    name: str
    title: str
    blurb: str
    rules: type                                    # the game's engine.Rules subclass
    schema: GameSchema | None = None               # its section of cards.yaml
    language: Language | None = None               # the triggers, conditions, quantities, instructions its cards use
    evaluator: Callable | None = None              # fn(state) -> [value of each seat in 0..1]
    ai_settings: SearchSettings | None = None      # the hard player's search settings
    card_identity: Callable | None = None          # fn(card) -> what tells two hidden cards apart
    deal_constraint: tuple | None = None           # (card_key(view, card), entry_key(view, entry))
    remembered_constraint: Callable | None = None  # fn(view, memory) -> (card_key, entry_key)
    untracked_zones: tuple = ()                    # zones a card reaches by a pick nobody saw
    replay_shapes: Callable | None = None          # fn(seats, defs) -> its replay fields' shapes (replay_schema)
    seat_extras: SeatExtras | None = None          # what a seat brings to a game besides its name
    chain_effects: Callable | None = None          # fn(state) -> {name: ability no card prints} (engine.moment)
