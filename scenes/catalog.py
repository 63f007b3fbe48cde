"""The games the window offers: those main.py handed the app (``app.games``), read from their manifests."""
from __future__ import annotations

from game.ai import LEVELS
from game.engine import GAMES, manifest_of


def order(app) -> tuple[str, ...]:
    """The names of the games the app offers, in menu order."""
    return tuple(m.name for m in app.games)


def title_of(game: str) -> str:
    manifest = manifest_of(game)
    return manifest.title if manifest else game.title()


def blurb_of(game: str) -> str:
    manifest = manifest_of(game)
    return manifest.blurb if manifest else ""


def available(app) -> dict[str, str]:
    """game -> '' when it can be played, else why not."""
    return {g: "" if g in GAMES else "not written yet" for g in order(app)}


def seat_range(game: str) -> tuple[int, int]:
    manifest = manifest_of(game)
    return (manifest.rules.min_seats, manifest.rules.max_seats) if manifest else (2, 2)


def computer_levels() -> list[str]:
    """The computer levels a seat may be played at."""
    return list(LEVELS)
