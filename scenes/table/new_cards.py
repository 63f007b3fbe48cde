"""The table goes on with new card definitions (the card file was saved while the game is open)."""
from __future__ import annotations

from game import engine

from scenes import cardface


def go_on_with(table, cards) -> list[str]:
    """Swap the new definitions into the table's game; faces redraw. Returns the ids kept old."""
    match = table.match
    kept = engine.swap_cards(match.state, cards)
    engine.swap_cards(table.shown, cards)
    match.cards = cards
    table.layout._faces.clear()
    cardface.render_face.cache_clear()
    table.overlays.forget_board()
    before = {uid: s.face for uid, s in table.sprites.items()}
    table.relayout(0.2 * table.speed)
    for uid, sprite in table.sprites.items():
        if sprite.face is not None and sprite.face != before.get(uid):
            sprite.pulse = 0.6
    table.seats.drop_process()                   # the search process holds the old cards
    table.plan_warmup()
    table.gestures.actions_ready = False
    table.gestures.refresh()
    if kept:
        table.say(f"The card file no longer has {', '.join(kept)}: those cards keep their old text.")
    return kept
