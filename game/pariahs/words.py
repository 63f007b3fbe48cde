"""Pariahs' events told in words, for the log."""
from __future__ import annotations

from game.engine import events as ev
from game.engine.describe import possessive
import game.pariahs.board as board
from game.pariahs.events import DeckScored, InfluenceScored, PlacedAnother


def _name(state, card_id) -> str:
    return "a card" if card_id is None else state.defs.cards[card_id].name


def _seat(state, zone: str) -> str:
    """The name of the seat a zone belongs to ('' for Locations and shared zones): the log names seats as the
    table's panels do, by name, never by their Color."""
    kind, _, seat = zone.partition(":")
    return state.seats[int(seat)] if seat.isdigit() and not kind.startswith("location") else ""


def _where(state, zone: str) -> str:
    return state.rules.zone_label(state, zone)


def _moved(state, e: ev.CardMoved):
    card = _name(state, e.card_id)
    dst, owner = _seat(state, e.dst), board.COLORS[state.cards[e.card].owner]
    whose = possessive(dst, in_sentence=True) if dst else ""
    sentences = {
        "draw": f"{dst} draws {card}.",
        "gain": f"{dst} gains {card}.",
        "refill": f"{card} joins {whose} Supplicants.",
        "shun": f"{card} is shunned to the bottom of {whose} Supplicant Deck.",
        "convert": f"{dst} earns a Convert.",
        "devote": f"{card} joins {whose} Devotees.",
        "support": f"{dst} secures Support.",
        "to_hand": f"{dst} takes {card} into hand.",
        "place": "",
        "move": f"{card} moves from {_where(state, e.src)} to {_where(state, e.dst)}.",
        "exchange": f"{card} goes from {_where(state, e.src)} to {_where(state, e.dst)}.",
        "return": f"{card} goes back on top of {whose} deck.",
        "reorder": "",
        "round_end": "",
        "initiative": (f"The Initiative Deck reveals {card} ({owner})." if e.dst == "revealed"
                       else f"{dst} takes {card} into hand."),
    }
    return sentences.get(e.reason)


def describe(state, e):
    """The log's sentence for a Pariahs event, or None for the engine's default."""
    if isinstance(e, InfluenceScored):
        return f"{state.seats[0]} has {e.scores[0]} Influence, {state.seats[1]} {e.scores[1]}."
    if isinstance(e, DeckScored):
        return f"{possessive(state.seats[e.seat])} deck holds {e.influence} Influence: {e.support} Support."
    if isinstance(e, PlacedAnother):
        return (f"{state.seats[e.seat]} places another card: {_name(state, e.card_id)} "
                f"at {board.location_label(state, e.location)}.")
    if isinstance(e, ev.CardMoved):
        return _moved(state, e)
    if isinstance(e, ev.CounterChanged) and e.name == "support":
        return f"{state.seats[e.seat]} has {e.new} Support."
    if isinstance(e, ev.TriggerQueued) and e.trigger == "placed":
        return ""
    if isinstance(e, ev.TriggerQueued) and e.trigger == "used":
        return f"{_name(state, e.card_id)}'s Ability: {e.text}"
    if isinstance(e, ev.TriggerResolved):
        return ""
    if isinstance(e, ev.TurnBegan):
        return f"{state.seats[e.seat]} ({board.COLORS[e.seat]}) to place."
    if isinstance(e, ev.PhaseBegan) and e.phase in ("round", "round_end"):
        return e.detail + "."
    return None
