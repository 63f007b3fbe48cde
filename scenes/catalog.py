"""The games the window offers, from the games' own manifests (``game.games``): names, titles, blurbs, seats."""
from __future__ import annotations


from game import games
from game.ai import LEVELS
from game.engine import GAMES

ORDER = games.names()


def title_of(game: str) -> str:
    manifest = games.find(game)
    return manifest.title if manifest else game.title()


def blurb_of(game: str) -> str:
    manifest = games.find(game)
    return manifest.blurb if manifest else ""


def available() -> dict[str, str]:
    """game -> '' when it can be played, else why not."""
    return {g: "" if g in GAMES else "not written yet" for g in ORDER}


def seat_range(game: str) -> tuple[int, int]:
    manifest = games.find(game)
    return (manifest.rules.min_seats, manifest.rules.max_seats) if manifest else (2, 2)


def computer_levels() -> list[str]:
    """The computer levels a seat may be played at."""
    return list(LEVELS)
