"""Where a game of Banished stands, by name: the phase, whose turn, Favor, the Round, and the marks of
this turn and this Combat.  The table, the AI and the card language read these, not the raw data."""
from __future__ import annotations


def phase(state) -> str | None:
    """'choose' (the set-up's Grim), 'turn' or 'combat'."""
    return state.data.get("phase")


def turn(state) -> int | None:
    """The seat whose turn it is (None in Combat)."""
    return state.data.get("turn")


def turn_seat(state) -> int | None:
    """The seat whose turn it is while turns are played, else None."""
    return turn(state) if phase(state) == "turn" else None


def favor(state) -> int | None:
    return state.data.get("favor")


def round_number(state) -> int:
    return state.data.get("round", 1)


def choosers(state) -> list:
    """The seats still to choose a 4-Value Grim, the next first."""
    return list(state.data.get("choosers") or ())


def chosen(state) -> dict:
    """seat -> the 4-Value Grim it chose."""
    return state.data.get("chosen") or {}


def conjured_ids(state) -> dict:
    """seat -> the ids of every card it conjured this game."""
    return state.data.get("conjured_ids") or {}


def used(state) -> tuple:
    """The Wands and Curses played from hand this turn."""
    return tuple(state.data.get("used") or ())


def dispelled(state) -> bool:
    return bool(state.data.get("dispelled"))


def banished_now(state) -> bool:
    """Whether this turn's Banish is spent."""
    return bool(state.data.get("banished_now"))


def conjured(state) -> int:
    """How many cards the seat to move conjured this turn."""
    return state.data.get("conjured", 0)


def silenced(state) -> tuple:
    """The seats whose Grim has lost its effects this Combat."""
    return tuple(state.data.get("silenced") or ())


def doubled(state) -> list:
    """The cards whose Power was doubled this Combat, once per doubling."""
    return list(state.data.get("doubled") or ())


def reveal_current(state) -> int | None:
    """The seat whose cards are being revealed."""
    return state.data.get("reveal_current")


def outcome(state) -> dict:
    """seat -> 'won', 'tied' or 'lost' once this Combat's Damage is dealt."""
    return state.data.get("outcome") or {}


def combat_step(state) -> str | None:
    """'reveal', 'damage', 'discard' or 'end' during Combat, else None."""
    return (state.data.get("combat") or {}).get("step")


def powers(state) -> dict | None:
    """seat -> Power as this Combat's Damage step counted it."""
    return state.data.get("powers")
