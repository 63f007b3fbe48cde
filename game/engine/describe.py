"""Events told in words, for the log panel and `main.py replay`."""
from __future__ import annotations

import game.engine.events as ev


def card_name(state, card_id) -> str:
    if card_id is None:
        return "a card"
    card = state.defs.cards.get(card_id)
    return card.name if card else str(card_id)


def possessive(name: str, in_sentence: bool = False) -> str:
    """"Bob" -> "Bob's"; the seat named "You" (a person alone against the computer) -> "Your" ("your" in a sentence)."""
    if name == "You":
        return "your" if in_sentence else "Your"
    return f"{name}'s"


def takes(name: str) -> str:
    """The verb after a seat's name: "You take", "Bob takes"."""
    return "take" if name == "You" else "takes"


def zone_name(state, zone: str) -> str:
    """'hand:1' -> "Bob's hand": the game's ``Rules.zone_label``."""
    return state.rules.zone_label(state, zone)


def describe_event(state, e: ev.Event) -> str:
    text = state.rules.describe(state, e)
    if text is not None:
        return text
    if isinstance(e, ev.CardMoved):
        return f"{card_name(state, e.card_id)} moves from {zone_name(state, e.src)} to {zone_name(state, e.dst)}."
    if isinstance(e, ev.CardRevealed):
        return f"{card_name(state, e.card_id)} is revealed."
    if isinstance(e, ev.Shuffled):
        return f"{zone_name(state, e.zone).capitalize()} is shuffled."
    if isinstance(e, ev.CounterChanged):
        who = f"{possessive(state.seats[e.seat])} " if e.seat is not None else ""
        return f"{who}{e.name.replace('_', ' ')}: {e.old} → {e.new}."
    if isinstance(e, ev.TrumpTurned):
        return f"The Trump turns from {e.old} to {e.new}."
    if isinstance(e, ev.TriggerQueued):
        return f"{card_name(state, e.card_id)} triggers: {e.text}"
    if isinstance(e, ev.TriggerResolved):
        return f"{card_name(state, e.card_id)} resolves."
    if isinstance(e, ev.Replaced):
        return f"{card_name(state, e.card_id)} replaces it: {e.text}"
    if isinstance(e, ev.TurnBegan):
        return f"{possessive(state.seats[e.seat])} {'extra ' if e.extra else ''}turn."
    if isinstance(e, ev.PhaseBegan):
        return f"{e.phase.replace('_', ' ').capitalize()}{': ' + e.detail if e.detail else ''}."
    if isinstance(e, ev.Damage):
        return f"{state.seats[e.seat]} {takes(state.seats[e.seat])} {e.amount} damage{' from ' + e.source if e.source else ''}."
    if isinstance(e, ev.Message):
        return e.text
    if isinstance(e, ev.ActionTaken):
        return e.text
    if isinstance(e, ev.GameOver):
        names = " and ".join(state.seats[w] for w in e.winners) or "nobody"
        return f"Game over: {names} {'win' if len(e.winners) > 1 else 'wins'} ({e.reason})."
    if isinstance(e, (ev.DecisionAsked, ev.CardChanged, ev.CardPeeked)):
        return ""
    return ""
