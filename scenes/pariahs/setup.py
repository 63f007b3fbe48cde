"""Pariahs after a game: where each side's Support came from, for the result screen."""
from __future__ import annotations

from game.pariahs import board, progress


def finish(table):
    """Where each side's Support came from, for the result screen."""
    state = table.match.state
    ledger = progress.ledger(state)
    words = {"influence": "Influence", "classes": "all four Classes", "converts": "Converts", "devotees": "Devotees",
             "deck": "the deck", "setup": "the set-up"}
    lines = []
    for seat in range(2):
        parts = [f"{ledger[w][seat]} from {words[w]}" for w in words if w in ledger and ledger[w][seat]]
        total = board.support(state, seat)
        lines.append(f"{state.seats[seat]} ({board.COLORS[seat]}): {total} Support"
                     + (f" — {', '.join(parts)}." if parts else "."))
    table.finish_lines = lines
