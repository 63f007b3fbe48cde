"""A Bandit's Seize in words: the names of cards and zones, and the log's sentence for each event."""
from __future__ import annotations

from game.engine import events as ev
from game.engine.describe import moved_sentence, possessive, sentence_start
from game.seize import events as sev
from game.seize.cardset import table

PAID = {"led_card": "the led card drains", "seizing_card": "the seizing card drains"}


def named(t, card_id, suit, drained) -> str:
    """'the Wisdom of the Demon', 'the colorless Youth of the Giver'."""
    key = (card_id, suit, bool(drained))
    name = t.names_in_text.get(key)
    if name is None:
        name = f"the {'colorless ' if key[2] else ''}{t.names[card_id]} {t.of_suit(suit)}"
        t.names_in_text[key] = name
    return name


def card_name(state, uid, suit=None, drained=None) -> str:
    """'the Wisdom of the Demon', 'the colorless Youth of the Giver', 'a card'; ``suit`` and
    ``drained`` name it as it was before a change."""
    card = state.cards[uid]
    props = card.props
    return _name_of(state.defs, card.card_id, suit or props.get("suit"),
                    props.get("drained") if drained is None else drained)


def _name_of(defs, card_id, suit, drained) -> str:
    """``named``, or 'a card' for a card the reader cannot see."""
    return "a card" if card_id is None else named(table(defs), card_id, suit, drained)


def naming(state, uid) -> tuple:
    """What ``card_name`` reads of a card now, for ``told`` to name it later as it is now."""
    card = state.cards[uid]
    props = card.props
    return state.defs, card.card_id, props.get("suit"), props.get("drained")


def told(template, who, naming) -> str:
    """``template`` worded with the seat's name (``who``) and the card's (``card``) as ``naming`` took it."""
    return template.format(who=who, card=_name_of(*naming))


def drew(who, count) -> str:
    return f"{who} draws {count} card{'s' if count > 1 else ''}."


def label(state, uid) -> str:
    """A card's short name for buttons: 'Wisdom ╲'."""
    card = state.cards[uid]
    return table(state.defs).label(card.card_id, card.props)


def zone_label(state, zone: str) -> str:
    kind, _, seat = zone.partition(":")
    names = {"deck": "the table deck", "trick": "the trick", "pot": "the pot", "flames": "the flames"}
    if kind in names:
        return names[kind]
    who = (possessive(state.seats[int(seat)], in_sentence=True) if seat.isdigit() and int(seat) < len(state.seats)
           else "?'s")
    return f"{who} {kind.replace('welldeck', 'well-deck')}"


MOVED = {"retire": "{Card} is retired to the flames.", "discard": "{Card} is discarded into the trick.",
         "shuffle_in": "{Card} is shuffled into the table deck."}


def describe(state, e) -> str | None:
    """The log's sentence for ``e`` ('' to say nothing; None: the engine's own words)."""
    t = table(state.defs)
    seats = state.seats
    if isinstance(e, sev.SeizeDeclared):
        return f"{seats[e.seat]} seizes with {named(t, e.card_id, e.suit, False)}!"
    if isinstance(e, sev.NegationPlayed):
        return f"{seats[e.seat]} negates the Seize with {named(t, e.card_id, e.suit, True)}."
    if isinstance(e, sev.SeizeTurnedBack):
        return "The Seize is negated: the seizing card turns back and the Trump stays."
    if isinstance(e, sev.SeizeRecognized):
        return (f"{seats[e.seat]}'s Seize is recognized: a {e.relation} turn, "
                f"{PAID.get(e.price, 'nothing drains')}.")
    if isinstance(e, ev.CardMoved):
        return moved_sentence(MOVED, e, card_name(state, e.card) if e.card_id is not None else "a card") or ""
    if isinstance(e, sev.TrumpTurned):
        if e.old is None:
            return (f"{t.suit_signed(e.new)} is the Trump and the Tonic: "
                    f"a Seize that turns the Trump back to it wins.")
        return f"The Trump turns from {t.suit_signed(e.old)} to {t.suit_signed(e.new)}."
    if isinstance(e, ev.CardChanged):
        if e.prop == "drained" and e.new:
            return f"{sentence_start(card_name(state, e.card, drained=False))} drains: it is colorless now."
        if e.prop == "suit":
            name = sentence_start(card_name(state, e.card, suit=e.old, drained=False))
            return f"{name} is restored into {t.suit_signed(e.new)}."
        return ""
    if isinstance(e, ev.CardPeeked):
        if any(c is None for c in e.card_ids):
            return f"{seats[e.seat]} looks at the top of {zone_label(state, e.zone)}."
        top_first = [t.names[c] for c in reversed(e.card_ids)]      # the event lists them bottom to top
        names = ", then ".join([f"{top_first[0]} on top"] + top_first[1:]) if top_first else ""
        return f"{seats[e.seat]} looks at the top of {zone_label(state, e.zone)}: {names}."
    if isinstance(e, (ev.CardRevealed, ev.TriggerResolved)):
        return ""                   # the use that shows a card says which card it is
    if isinstance(e, ev.TriggerQueued):
        return f"{seats[e.controller]} uses {card_name(state, e.card, drained=False)}: {e.text}"
    if isinstance(e, ev.GameOver):
        if not e.winners:
            return f"The game ends without a winner: {e.reason}. Every card goes back to its owner."
        return f"{seats[e.winners[0]]} wins: {e.reason}."
    return None
