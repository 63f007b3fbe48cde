"""A Bandit's Seize for the lab: how its cards are counted and how a position is written as its set-up."""
from __future__ import annotations

from game.lab.game_facts import GONE, KEPT, PLAY, SCORE, SUPPLY, BalanceFacts, PositionFormat, pending_note


def _suit(definition, props):
    """A drained Seize card has no suit for any rule."""
    if props and props.get("drained"):
        return "colorless"
    return props.get("suit") if props else None


BALANCE = BalanceFacts(
    zone_roles={"deck": SUPPLY, "trick": PLAY, "pot": SCORE, "flames": GONE,
                "hand": KEPT, "well": KEPT, "welldeck": KEPT},
    group_fields=(("suit", _suit),), primary_measure="played", length_stat="tricks", targets=("seats:45-55",))


def _seize_card(state, uid, default_owner) -> str:
    card = state.cards[uid]
    words = [card.card_id, str(card.props.get("suit", ""))]
    if card.props.get("drained"):
        words.append("drained")
    if card.props.get("restored_from"):
        words.append("restored:" + ",".join(card.props["restored_from"]))
    if card.owner != default_owner:
        words.append(f"@{card.owner}")
    return " ".join(words)


def write_position(state, notes) -> dict:
    d = state.data
    leader = d.get("leader", 0)

    def cards(zone, owner):
        return [_seize_card(state, u, owner) for u in state.zones[zone].cards]

    trick = cards("trick", leader)
    if len(trick) > 1:
        notes.append(f"a Seize position holds only the led card of a trick: {len(trick) - 1} later "
                     "card(s) in the trick are left out")
        trick = trick[:1]
    if d.get("phase") not in ("lead", "respond"):
        notes.append(f"the trick's '{d.get('phase')}' step is not kept: the position starts "
                     + ("with the led card" if trick else "between tricks"))
    pending_note(state, notes)
    out = {"ante": d.get("ante"), "leader": leader, "trump": d.get("trump"), "tonic": d.get("tonic"),
           "buybacks": list(d.get("buybacks", [0, 0])),
           "hands": [cards(f"hand:{s}", s) for s in range(2)],
           "deck": cards("deck", 0), "trick": trick,
           "wells": [cards(f"well:{s}", s) for s in range(2)],
           "welldecks": [cards(f"welldeck:{s}", s) for s in range(2)],
           "pot": cards("pot", 0), "flames": cards("flames", 0), "tricks": d.get("tricks", 0)}
    if d.get("profiles"):
        out["profiles"] = list(d["profiles"])
    return out


def _owner(state, zone, props, owner):
    if owner is None:
        return state.data.get("leader", 0) if zone == "trick" else 0
    return owner


POSITIONS = PositionFormat(write_position, owner=_owner)
