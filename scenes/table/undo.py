"""Taking a move back: to a person's own last decision, never past a card shown to them since.

The rule (docs/rules/UNDO.md): a step *reveals* to a seat when one of its events
shows that seat a card face it had not seen (a card moved where the seat sees it,
``CardRevealed``), shows it where a card was in a hidden pile (a card taken from a
secret zone, ``CardPeeked``), or shuffles (``Shuffled``).  A seat may take back its
own last decision when no step from that decision on revealed anything to it and no
other person has decided since.  No pygame here: the rule is the game's knowledge.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine import events as ev
from game.engine.primitives import hidden_from
from game.engine.visibility import SECRET

TAKEN_BACK = ev.Message("Move taken back.")     # the log's line where a move was taken back


class Knowledge:
    """Per seat: the cards whose faces it has seen, and the last step that showed it something."""

    def __init__(self, state):
        seats = range(len(state.seats))
        self.known = [{uid for zone in state.zones.values() for uid in zone.cards
                       if not hidden_from(state, zone, state.cards[uid], seat)} for seat in seats]
        self.reveal_step = [0 for _ in seats]

    def feed(self, state, step: int, events) -> None:
        """The events of action number ``step`` (1-based), applied to ``state``."""
        for seat, known in enumerate(self.known):
            shown = [_reveals(state, e, seat, known) for e in events]
            if any(shown):
                self.reveal_step[seat] = step


def _reveals(state, e, seat, known) -> bool:
    """Whether event ``e`` tells ``seat`` something it did not know (updating what it knows)."""
    if isinstance(e, ev.CardMoved):
        if e.card_id is None or (e.visible_to and seat not in e.visible_to):
            return False
        src = state.zones.get(e.src)
        new = e.card not in known or (src is not None and src.visibility == SECRET)
        known.add(e.card)
        return new
    if isinstance(e, ev.CardRevealed):
        new = e.card not in known
        known.add(e.card)
        return new
    if isinstance(e, ev.CardPeeked):
        if e.seat != seat:
            return False
        known.update(e.cards)
        return True
    return isinstance(e, ev.Shuffled)


@dataclass(frozen=True)
class UndoPoint:
    """How many actions to keep to take ``seat``'s last decision back (None: it cannot be), and why not."""
    keep: int | None
    why: str = ""


def undo_point(match, seat) -> UndoPoint:
    """Where taking back ``seat``'s last decision leads, by the rule above."""
    if seat is None or match.state.over:
        return UndoPoint(None, "There is no move to take back.")
    knowledge = match.knowledge
    for k in range(len(match.actions) - 1, -1, -1):
        actor = match.actions[k].seat
        if actor == seat:
            if knowledge.reveal_step[seat] > k:
                return UndoPoint(None, "A card has been shown since your last move: it cannot be taken back.")
            return UndoPoint(k)
        if match.is_human(actor):
            return UndoPoint(None, "Another player has moved since.")
    return UndoPoint(None, "You have not moved yet.")
