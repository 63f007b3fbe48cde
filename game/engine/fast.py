"""Makers of the objects the engine makes most often, each built without calling its class.

Calling a class in Python 3.11 runs its ``__init__`` in a new interpreter frame entered from C; these set
the slots themselves.  They are used only where playouts and searches make the object thousands of times a
game: calling the classes there instead costs 5-8% more instructions an action in Banished and Pariahs,
random or greedy (docs/ENGINE.md, "Performance rules").  Each sets every slot its class has: a slot added to
Card, Zone, Action, Decision or Context is set here too (tests/game/engine/test_fast.py checks).
"""
from __future__ import annotations

import _random
import random

from game.engine.action import Action
from game.engine.effects import Context
from game.engine.pieces import Card, Decision, Zone

_new = object.__new__
_new_random, _seed_random = _random.Random.__new__, _random.Random.seed


def new_card(uid: int, card_id, owner, zone: str, face_up: bool, props: dict, moves: int, home) -> Card:
    """``Card(uid, card_id, owner, zone, face_up, props, moves)`` owned by the state whose mark is ``home``,
    without ``Card.__init__``: a deal makes every card of a game, and a determinization dozens a search."""
    card = _new(Card)
    card.uid = uid
    card.card_id = card_id
    card.owner = owner
    card.zone = zone
    card.face_up = face_up
    card.props = props
    card.moves = moves
    card.home = home
    card.mask = None
    return card


def copy_card(card: Card, home) -> Card:
    """A copy of ``card`` (its props copied) owned by the state whose mark is ``home``, without
    ``Card.__init__``: a search's copy of a position copies each card it changes."""
    new = _new(Card)
    new.uid = card.uid
    new.card_id = card.card_id
    new.owner = card.owner
    new.zone = card.zone
    new.face_up = card.face_up
    props = card.props
    new.props = props.copy() if props else {}
    new.moves = card.moves
    new.home = home
    new.mask = None
    return new


def own_zone(shared: Zone, home) -> Zone:
    """``shared`` taken by the state whose mark is ``home``: the new Zone keeps the very list and ``shared`` gets
    a copy (a list the rules hold stays the one they change), without ``Zone.__init__``: a search's copy of a
    position takes each zone it moves a card in or out of."""
    zone = _new(Zone)
    zone.name = shared.name
    zone.owner = shared.owner
    zone.visibility = shared.visibility
    zone.ordered = shared.ordered
    zone.cards = shared.cards
    zone.home = home
    shared.cards = shared.cards[:]
    return zone


def new_action(kind: str, seat: int, args: tuple, label, card: int | None = None, to: str | None = None) -> Action:
    """``Action(kind, seat, args, label, card, to)`` without ``Action.__init__``: the chain's choices, and a
    game's ``legal`` that lists dozens a position."""
    action = _new(Action)
    action.kind = kind
    action.seat = seat
    action.args = args
    action._label = label
    action.card = card
    action.to = to
    return action


def new_moves_to(kind: str, seat: int, card: int, labels, zones) -> list[Action]:
    """``Action(kind, seat, (card, i), labels[i], card, zone)`` for the i-th of ``zones``, in one call and without
    ``Action.__init__``: one move a place for a card (Pariahs' placements, made again whenever a search's kept
    ones are cleared; a call a move costs 0.7% more instructions an action in random Pariahs playouts)."""
    moves = []
    for i, zone in enumerate(zones):
        action = _new(Action)
        action.kind = kind
        action.seat = seat
        action.args = (card, i)
        action._label = labels[i]
        action.card = card
        action.to = zone
        moves.append(action)
    return moves


def seeded_random(seed: int) -> random.Random:
    """``random.Random(seed)`` without ``random.Random.__init__`` and the Python ``seed`` it calls: the
    generator is seeded in C directly, for every random step of a game."""
    rng = _new_random(random.Random)
    _seed_random(rng, seed)
    rng.gauss_next = None
    return rng


def new_context(state, item, allow_choice: bool) -> Context:
    """``Context(state, item, allow_choice)`` without ``Context.__init__``: the chain makes one for every
    ability it resolves."""
    ctx = _new(Context)
    ctx.state = state
    ctx.item = item
    ctx.source = item.card
    ctx.you = item.controller
    ctx.allow_choice = allow_choice
    ctx._asked = 0
    return ctx


def copy_decision(asked: Decision) -> Decision:
    """A copy of ``asked`` (its options and data one level deep): a copy of a position waiting on a decision,
    and the decision a move's events carry to the table's copy."""
    return new_decision(asked.seat, asked.kind, asked.prompt, list(asked.options), asked.source, dict(asked.data))


def new_decision(seat: int, kind: str, prompt: str, options: list, source: str, data: dict) -> Decision:
    """``Decision(seat, kind, prompt, options, source, data)`` without the dataclass's ``__init__``: every choice
    an ability asks, and every copy of a position waiting on a decision."""
    decision = _new(Decision)
    decision.seat = seat
    decision.kind = kind
    decision.prompt = prompt
    decision.options = options
    decision.source = source
    decision.data = data
    return decision
