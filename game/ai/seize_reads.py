"""What a careful A Bandit's Seize player reads from the other player's answers.

While the Trump is off the Tonic, a colored card of the Tonic suit that is
lower than the led card seizes the Trump home and wins at once (unless it is
negated, which the seizer cannot see coming).  So when the `hard` player leads
and the other player answers *without* seizing, the other player held no such card:
every card still in their hand, unmoved since, is not a colored, seizing
Tonic card below the led value.  The deal respects it (most of the time:
``determinize.READ_TRUST``).
"""
from __future__ import annotations

from .. import seize

HANDS = ("hand:0", "hand:1")


class SeizeReads:
    def __init__(self):
        self.waiting = None           # what the last lead could teach, until the next view
        self.below: dict[int, tuple] = {}     # uid -> (moves, tonic, no seizing Tonic card under this value)

    def chose(self, view, action) -> None:
        d = view.data
        seat = action.seat
        if action.kind != "lead" or d.get("trump") is None or d["trump"] == d.get("tonic"):
            return
        cards = view.cards
        t = seize.table(view.defs)
        other = HANDS[1 - seat]
        self.waiting = {"seizes": d["seizes"], "tonic": d["tonic"], "zone": other,
                        "below": t.value[cards[action.args[0]].card_id],
                        "hand": [(u, cards[u].moves) for u in view.zones[other].cards]}

    def observe(self, view) -> None:
        w, self.waiting = self.waiting, None
        if w is None or view.data.get("seizes") != w["seizes"]:
            return
        for uid, moves in w["hand"]:
            card = view.cards[uid]
            if card.zone == w["zone"] and card.moves == moves:
                old = self.below.get(uid)
                below = max(w["below"], old[2]) if old and old[0] == moves else w["below"]
                self.below[uid] = (moves, w["tonic"], below)

    def suspects(self, view) -> list[int]:
        out = []
        for uid, (moves, _, _) in list(self.below.items()):
            card = view.cards.get(uid)
            if card is None or card.moves != moves:
                del self.below[uid]
            elif card.card_id is None:
                out.append(uid)
        return out

    def excluded(self, view, uid, card_id, props) -> bool:
        got = self.below.get(uid)
        if got is None or card_id is None:
            return False
        _, tonic, below = got
        t = seize.table(view.defs)
        return (props.get("suit") == tonic and not props.get("drained") and t.seizes[card_id]
                and t.value[card_id] < below)
