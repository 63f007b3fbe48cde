"""What a viewer may see of the table's shown position: which cards it knows, which it sees face up."""
from __future__ import annotations

from game import engine


def knows(shown: engine.State, uid: int, viewer) -> bool:
    """May ``viewer`` (None: a spectator who sees all) know which card ``uid`` is?"""
    card = shown.cards[uid]
    if card.card_id is None:
        return False
    if viewer is None:
        return True
    seen = engine.visible_seats(shown, shown.zones[card.zone], card)
    return not seen or viewer in seen or viewer in card.props.get("seen_by", ())


def face_shown(shown: engine.State, uid: int, viewer) -> bool:
    """Is the card drawn face up for ``viewer``: known, and face up or held in a private zone?"""
    card = shown.cards[uid]
    zone = shown.zones[card.zone]
    if not knows(shown, uid, viewer):
        return False
    return card.face_up or zone.visibility == engine.PRIVATE
