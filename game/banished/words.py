"""Banished's events told in words, for the log."""
from __future__ import annotations

import game.banished.core as core
from game.banished.events import Damage, GrimSilenced, WonAtZeroLife
from game.engine import events as ev
from game.engine.describe import card_name, counter_sentence, moved_sentence, possessive, sentence_start

ZONE_WORDS = {"deck": "deck", "hand": "hand", "discard": "discard", "banished": "Banished pile",
              "grim": "Grim slot", "bonds": "Bond Cards"}
SHARED_ZONE_WORDS = {"crypt": "the Crypt", "spread": "the Spread", "table": "the table",
                     "choices": "the 4-Value Grim on offer"}
MOVED = {"draw": "{who} draws {card}.", "reshuffle": "{who} shuffles a card from the discard into a new deck.",
         "combat": "{who} discards {card}.", "deal": "{Card} is dealt to the Spread.",
         "return": "{Card} goes back into the Crypt.",
         "chosen": "", "dispel": "", "banish": ""}     # these three: the action has told it
COUNTER_WORDS = {"obol": "Obol", "life": "Life", "power_bonus": "Power bonus this Combat",
                 "damage_bonus": "extra damage this Combat", "shield": "damage prevented this Round"}


def zone_label(state, zone) -> str:
    if zone in SHARED_ZONE_WORDS:
        return SHARED_ZONE_WORDS[zone]
    kind, _, seat = zone.partition(":")
    if seat.isdigit() and int(seat) < state.players:
        return f"{possessive(state.seats[int(seat)], in_sentence=True)} {ZONE_WORDS.get(kind, kind)}"
    return zone


def describe(state, event):
    """The log's sentence for a Banished event, or None for the engine's default."""
    if isinstance(event, GrimSilenced):
        return f"{possessive(state.seats[event.seat])} Grim loses its effects this Combat."
    if isinstance(event, WonAtZeroLife):
        who = state.seats[event.seat]
        return f"{who} wins Combat at 0 Life: no one takes damage, and {who} gains 1 Life."
    if isinstance(event, ev.CardMoved):
        return _moved(state, event)
    if isinstance(event, ev.Shuffled):
        return "The Crypt is shuffled." if event.zone == "crypt" else ""     # a deck: the reshuffle told it
    if isinstance(event, ev.PhaseBegan) and event.phase == "round" and event.detail:
        return f"{event.detail}."
    if isinstance(event, ev.CardPeeked):
        return _peeked(state, event)
    if isinstance(event, ev.CounterChanged) and event.name == "life" and event.new < event.old:
        return ""       # the Damage event tells it
    if isinstance(event, ev.CounterChanged) and event.name in COUNTER_WORDS and event.seat is not None:
        return counter_sentence(state, event, COUNTER_WORDS[event.name])
    if isinstance(event, ev.CardChanged) and event.prop == "power":
        return f"{core.card_name(state, event.card)}'s Power is now {event.new}."
    if isinstance(event, ev.CardChanged) and event.prop == "owner":
        return ""
    if isinstance(event, Damage):
        return f"{state.seats[event.seat]} loses {event.amount} Life" + (
            f" ({event.source})." if event.source else ".")
    return None


def _peeked(state, event) -> str:
    zones = dict.fromkeys([event.zone] + [state.cards[u].zone for u in event.cards if u in state.cards])
    where = " and ".join(zone_label(state, z) for z in zones)
    if any(c is None for c in event.card_ids):
        return f"{state.seats[event.seat]} looks at {where}."
    names = [card_name(state, c) for c in event.card_ids]
    counts = {n: names.count(n) for n in names}
    listed = ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in counts.items())
    return f"{state.seats[event.seat]} looks at {where}: {listed}."


def _moved(state, e) -> str:
    """A card's move in words, worded so that the log can tell several together ("Bob draws 5 cards.")."""
    card = card_name(state, e.card_id)
    dst_seat = core.seat_of_zone(e.dst)
    who = state.seats[dst_seat] if dst_seat is not None and dst_seat < state.players else ""
    told = moved_sentence(MOVED, e, card, who)
    if told is not None:
        return told
    card = sentence_start(card)
    if e.reason == "play" and (e.dst == "table" or e.card_id is None):
        return ""
    if e.reason in ("set-up", "conjure", "play", "resolved"):
        return f"{card} goes to {zone_label(state, e.dst)}."
    return f"{card} goes from {zone_label(state, e.src)} to {zone_label(state, e.dst)}."
