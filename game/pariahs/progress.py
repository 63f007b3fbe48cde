"""Where a game of Pariahs stands, by name: the round, the phase, who places and who went first.
The table and the AI read these, not the raw data."""
from __future__ import annotations


def round_number(state) -> int:
    """The round being played (0 before the first)."""
    return state.data.get("round", 0)


def phase(state) -> str | None:
    """'round_start', 'initiative', 'turns', 'turn_over', 'round_end' (on the table only) or 'over'."""
    return state.data.get("phase")


def in_round(state) -> bool:
    """Whether cards are being placed this round (the Initiative chosen or being chosen)."""
    return phase(state) in ("turns", "turn_over", "initiative")


def placing(state) -> int | None:
    """The seat to place a card, while the turns of a round are played."""
    return state.data.get("turn") if phase(state) == "turns" else None


def first(state) -> int | None:
    """The seat that placed first this round, once the round's turns have begun."""
    return state.data.get("first") if phase(state) in ("turns", "turn_over") else None


def ledger(state) -> dict:
    """way -> [Yellow's, Blue's]: the Support each seat secured each way."""
    return state.data.get("ledger", {})
