"""Where things are in a Seize game: its zones, and named reads of what the rules keep in ``state.data``.

The table, the AI and the rules read the trick through these functions rather
than through ``state.data`` keys.
"""
from __future__ import annotations

HANDS = ("hand:0", "hand:1")
WELLS = ("well:0", "well:1")
WELLDECKS = ("welldeck:0", "welldeck:1")
DECKS = ("deck",) + WELLDECKS


def phase(state) -> str:
    """'lead', 'respond', 'negation', 'answer', 'answered', 'buyback', 'retire' or 'over'."""
    return state.data.get("phase")


def leader(state) -> int:
    """The seat that leads this trick."""
    return state.data.get("leader")


def responder(state) -> int:
    return 1 - state.data["leader"]


def trump(state):
    """The Trump suit, or None before the first colored card."""
    return state.data.get("trump")


def tonic(state):
    """The Tonic suit (the first Trump), or None before the first colored card."""
    return state.data.get("tonic")


def played(state) -> list:
    """The cards played to this trick, the led card first (discards not counted)."""
    return state.data.get("played", [])


def led_card(state):
    cards = played(state)
    return cards[0] if cards else None


def seizing(state):
    """The card that seizes in this trick, or None."""
    return state.data.get("seizing")


def seizer(state):
    """The seat whose Seize is declared in this trick, or None."""
    return state.data.get("seizer")


def negator(state):
    """The colorless card that negated this trick's Seize, or None."""
    return state.data.get("negator")


def ante(state) -> int:
    return state.data.get("ante")


def buybacks(state, seat) -> int:
    """How many times ``seat`` has bought back."""
    return state.data.get("buybacks", [0, 0])[seat]


def colored(state, uid) -> bool:
    return not state.cards[uid].props.get("drained")


def suit_of(state, uid):
    """The card's suit, or None when it is colorless (a colorless card has no suit for any rule)."""
    props = state.cards[uid].props
    return None if props.get("drained") else props.get("suit")
