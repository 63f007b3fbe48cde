"""What a game tells the shared code about itself: one data object, the MANIFEST in game/<g>/manifest.py."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


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
    schema: Any = None                             # engine.cards.GameSchema: its section of cards.yaml
    evaluator: Callable | None = None              # fn(state) -> [value of each seat in 0..1]
    ai_settings: Any = None                        # game.ai.ismcts.Settings for the hard player
    card_identity: Callable | None = None          # fn(card) -> what tells two hidden cards apart
    deal_constraint: tuple | None = None           # (card_key(view, card), entry_key(view, entry))
    remembered_constraint: Callable | None = None  # fn(view, memory) -> (card_key, entry_key)
    untracked_zones: tuple = ()                    # zones a card reaches by a pick nobody saw
    extra: dict = field(default_factory=dict, compare=False)   # anything a game's own scenes want
