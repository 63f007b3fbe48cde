"""Actions that do the same thing: two that differ only in naming two cards the view shows alike."""
from __future__ import annotations

from game import engine


def distinct(view: engine.State, actions: list) -> dict:
    """index -> action, leaving out each action that does what an earlier one does to a copy of its card.

    Two actions are alike when they have the same kind, seat and arguments but for
    naming two cards the view shows alike (the same identity and marks, owner, zone
    and face); their positions then score the same, and the first of equals is kept
    anyway.  A card the view hides is never alike another.
    """
    out, seen = {}, set()
    cards, home = view.cards, view._home
    mark = view.__dict__.get("_dealt")
    kept = mark.kept if mark is not None else None
    for i, action in enumerate(actions):
        key = _likeness(cards, home, kept, action)
        if key is not None:
            if key in seen:
                continue
            seen.add(key)
        out[i] = action
    return out


def _likeness(cards: dict, home, kept: dict | None, action: engine.Action):
    """What ``action`` does with its cards named by what they are, not by uid; None if it names none
    (nothing to merge) or names a hidden card.  ``home``: the position's (``State._home``); ``kept``: what its
    deal keeps (``determinize.DealMark``), where a card the position does not own (no state may change it any
    more) is kept, or None."""
    args, named = [], False
    for arg in action.args:
        card = cards.get(arg) if type(arg) is int else None
        if card is None:
            args.append(arg)
            continue
        if card.card_id is None:
            return None
        named = True
        if kept is None or card.home is home:
            args.append(_look(card))
        else:
            got = kept.get(card)
            if got is None:
                got = kept[card] = _look(card)
            args.append(got)
    return (action.kind, action.seat, tuple(args)) if named else None


def _look(card: engine.Card) -> tuple:
    """What a card shown is: its identity and marks, owner, zone and face."""
    props = card.props
    return card.card_id, repr(sorted(props.items())) if props else "[]", card.owner, card.zone, card.face_up
