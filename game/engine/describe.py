"""Events told in words, for the log panel and `main.py replay`."""
from __future__ import annotations

import copy
import re

import game.engine.events as ev

YOU = "You"
_MARK = "\x1eseat\x1e"              # the addressed seat's name while its sentence is made
_BASE_VERBS = {"is": "are", "has": "have", "was": "were", "goes": "go", "does": "do"}


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


def sentence_start(text: str) -> str:
    """``text`` with its first letter capitalised and every other letter as it was (a seat's name keeps its case)."""
    return text[:1].upper() + text[1:]


def counter_sentence(state, e: ev.CounterChanged, words: str) -> str:
    """A counter's change, the counter called ``words``: "Bob's Obol: 3 → 5."."""
    who = f"{possessive(state.seats[e.seat])} " if e.seat is not None else ""
    return f"{who}{words}: {e.old} → {e.new}."


def moved_sentence(sentences: dict, e: ev.CardMoved, card: str, who: str = "") -> str | None:
    """The sentence ``sentences`` gives the reason of a card's move (a template of ``{who}``, ``{card}`` and
    ``{Card}``, the name capitalized), or None for a reason it does not word."""
    template = sentences.get(e.reason)
    return None if template is None else template.format(who=who, card=card, Card=sentence_start(card))


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
        return f"{sentence_start(zone_name(state, e.zone))} is shuffled."
    if isinstance(e, ev.CounterChanged):
        return counter_sentence(state, e, e.name.replace("_", " "))
    if isinstance(e, ev.TriggerQueued):
        return f"{card_name(state, e.card_id)} triggers: {e.text}"
    if isinstance(e, ev.TriggerResolved):
        return f"{card_name(state, e.card_id)} resolves."
    if isinstance(e, ev.Replaced):
        return f"{card_name(state, e.card_id)} replaces it: {e.text}"
    if isinstance(e, ev.TurnBegan):
        return f"{possessive(state.seats[e.seat])} {'extra ' if e.extra else ''}turn."
    if isinstance(e, ev.PhaseBegan):
        return f"{sentence_start(e.phase.replace('_', ' '))}{': ' + e.detail if e.detail else ''}."
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


def describe_to(state, e: ev.Event, you: int | None) -> str:
    """``describe_event`` said to the seat ``you`` (None: to nobody in particular): that seat is 'You' as
    the table's panels call it, its verbs agreeing ('You draw', 'your hand', 'to you')."""
    if you is None or not 0 <= you < len(state.seats):
        return describe_event(state, e)
    told = copy.copy(state)
    told.seats = tuple(_MARK if i == you else name for i, name in enumerate(state.seats))
    text = describe_event(told, e)
    if state.seats[you]:                        # a sentence worded with the seat's name when it was made
        text = re.sub(rf"(?<![\w']){re.escape(state.seats[you])}(?![\w])", _MARK, text)
    return addressed(text)


def addressed(text: str) -> str:
    """The marked seat's name in ``text`` turned to the second person."""
    if _MARK not in text:
        return text
    text = re.sub(re.escape(_MARK) + "'s", lambda m: _cased("your", text, m.start()), text)
    text = re.sub(re.escape(_MARK) + r" ([a-z]+)\b((?:[^.!?:]*?) and )?([a-z]+s)?\b",
                  lambda m: f"{_MARK} {_base_verb(m.group(1))}" + (
                      f"{m.group(2)}{_base_verb(m.group(3))}" if m.group(2) and m.group(3) else
                      (m.group(2) or "") + (m.group(3) or "")), text)
    return re.sub(re.escape(_MARK), lambda m: _cased("you", text, m.start()), text)


def _base_verb(word: str) -> str:
    """'draws' -> 'draw', 'catches' -> 'catch', 'is' -> 'are': the verb after 'you'."""
    if word in _BASE_VERBS:
        return _BASE_VERBS[word]
    if word.endswith(("ches", "shes", "sses", "xes", "zzes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _cased(word: str, text: str, at: int) -> str:
    """``word`` capitalised where a sentence starts at ``at``."""
    before = text[:at].rstrip()
    return sentence_start(word) if not before or before[-1] in ".!?" else word
