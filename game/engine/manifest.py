"""What a game tells the shared code about itself: one data object, its package's manifest."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameManifest:
    """A game's facts for the engine, the AI, the lab and the window; the shared code asks it, never the name."""
    name: str
    title: str
    blurb: str
    rules: type
