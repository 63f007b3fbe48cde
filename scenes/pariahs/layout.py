"""Pariahs at the table: the eight Locations in their pairs, each side's piles, the round and the Initiative.

The opponent's side runs along the top, yours above your hand; between them a
ledger strip (the round, the Initiative Deck, who holds the Tie-Breaker) and
the Locations, two pairs to a row, each printed with its Influence and effect.
Drag a card from your hand onto a lit Location to place it; a choice an effect
asks for is made on the table (click a Supplicant, a placed card; drag a card
to the Location it goes to) or with the buttons and the keyboard.
"""
from __future__ import annotations

from game import engine
from game.engine import events as ev
from game.pariahs import progress
from game.pariahs.events import DeckScored, InfluenceScored, PlacedAnother

from scenes import theme
from scenes.pariahs.geometry import PariahsGeometry, location_region
from scenes.pariahs.paint import PariahsPainting
from scenes.table.layout import Gesture, TableLayout
from scenes.table.playback import EVENT_TIME as TABLE_TIMES
from scenes.table.sprites import Banner

TOLD = (DeckScored, PlacedAnother)        # told in the log only, held as briefly as a sentence
TOLD_TIME = TABLE_TIMES["message"]


class PariahsLayout(PariahsPainting, PariahsGeometry, TableLayout):
    game = "pariahs"
    told_moves = frozenset({"initiative"})    # 'Bob shuns Ragpicker and goes first.' tells the shun

    def __init__(self, view):
        super().__init__(view)
        self.glow: dict[int, float] = {}          # Location -> seconds its effect stays lit
        self.choice_cache = (None, None)
        self.anchors: dict = {}
        self.lifted = None                          # the card picked up for the Location under the pointer

    def decision_anchor(self):
        """Buttons go where they hide nothing the decision is about."""
        state = self.view.truth
        pending = state.pending
        r = self.rect
        over_hand = (r.centerx, int(self.hand_y + self.hh * 0.05))
        over_locations = (self.loc_block.centerx, self.loc_block.centery + 10)
        if pending is None:
            return over_hand
        if pending.kind == "initiative":
            return self.stage_bar
        kind, movers = self.choice(state)
        if kind == "card" and any(state.cards[a.args[0]].zone.startswith("hand:") for a in pending.options):
            return over_locations
        if kind == "location" and any(u is not None and state.cards[u].zone.startswith("hand:")
                                      for u in movers.values()):
            return (r.centerx, self.my_band.centery)
        return over_hand

    # -- gestures ---------------------------------------------------------------------
    def choice(self, state):
        """What the pending 'choose' asks for: ('card', {}), ('location', {option: card moving there})
        or ('other', {})."""
        key = (id(state), state.step, id(state.pending))
        if self.choice_cache[0] == key:
            return self.choice_cache[1]
        result = ("other", {})
        pending = state.pending
        if pending is not None and pending.kind == "choose" and pending.options:
            opts = pending.options
            if all(_is_card_option(state, a) for a in opts):
                result = ("card", {})
            elif all(_is_location_option(state, a) for a in opts):
                result = ("location", {a.args[0]: a.card for a in opts})
        self.choice_cache = (key, result)
        return result

    def gesture(self, action, state, viewer):
        if action.kind == "place":
            return Gesture("drag", action.card, action.to)
        if action.kind in ("initiative", "may"):
            return Gesture("button")
        if action.kind == "concede":
            return Gesture("none")
        if action.kind == "choose":
            kind, movers = self.choice(state)
            if kind == "card":
                uid = action.args[0]
                spot = self.view.spots.get(uid)
                if spot is not None and spot.visible and spot.face is not None:
                    return Gesture("click", uid)
            elif kind == "location" and movers.get(action.args[0]) is not None:
                return Gesture("drag", movers[action.args[0]], location_region(action.args[0]))
            return Gesture("button")
        return super().gesture(action, state, viewer)

    def drop_action(self, uid, target, state, viewer):
        """A drop on a Location that is not lit: the move it would be, so the rules can say why not."""
        if not target.startswith("location:"):
            return None
        i = int(target.partition(":")[2])
        seat = viewer if viewer is not None else state.rules.to_move(state)
        if state.pending is not None:
            return engine.Action("choose", seat, (i,))
        return engine.Action("place", seat, (uid, i))

    def button_label(self, action):
        if action.kind == "initiative":
            return "Shun it · go first" if action.args[0] == "shun" else "Take it · go second"
        return str(action)

    def is_cancel(self, action):
        if action.kind in ("initiative", "choose", "order"):
            return False
        return super().is_cancel(action)

    # -- events -------------------------------------------------------------------------
    def on_event(self, shown, e):
        """A card placed at a Location glows there a moment as its ability goes on the chain."""
        if isinstance(e, ev.TriggerQueued) and e.trigger == "placed":
            card = shown.cards.get(e.card)
            if card is not None and card.zone.startswith("location:"):
                self.glow[int(card.zone.partition(":")[2])] = 1.2 * max(0.4, self.view.speed)

    def event_time(self, e):
        if isinstance(e, ev.CardMoved):
            return {"round_end": 0.07, "draw": 0.16, "refill": 0.22, "support": 0.35}.get(e.reason)
        if isinstance(e, ev.PhaseBegan):
            return 0.7 if e.phase == "round" else 0.5
        if isinstance(e, InfluenceScored):
            return 1.0
        if isinstance(e, TOLD):
            return TOLD_TIME
        if isinstance(e, ev.TriggerQueued) and e.trigger == "placed":
            return 0.45
        return None

    def effects(self, e, shown, viewer):
        if isinstance(e, ev.PhaseBegan) and e.phase in ("round", "round_end"):
            return [Banner(e.detail, self.loc_block, 1.3, 32)]
        if isinstance(e, InfluenceScored):
            return [Banner(self._influence_verdict(e, shown, viewer), self.loc_block, 1.8, 28, theme.CREAM)]
        if isinstance(e, ev.ActionTaken) and e.action == "initiative":
            return [Banner(self.told(shown, e).rstrip("."), self.loc_block, 1.3, 26, theme.HIGHLIGHT)]
        return super().effects(e, shown, viewer)

    def _influence_verdict(self, e: InfluenceScored, shown, viewer) -> str:
        """The round's Influence in words, while the cards still stand at the Locations."""
        names = self._names(shown, viewer)
        scores, win = e.scores, e.winner
        if not e.tied:
            return f"{names[win]} {'win' if names[win] == 'You' else 'wins'} the Influence, " \
                   f"{scores[win]} to {scores[1 - win]}"
        if win is None:
            return f"Influence tied at {scores[0]}: nobody holds the Tie-Breaker"
        return f"Influence tied at {scores[0]}: the Tie-Breaker gives it to {names[win]}"

    def to_move(self, shown):
        """Who acts on the position shown (while the queue plays, the turn the events have reached)."""
        if shown.over:
            return None
        if self.view.synced:
            return shown.rules.to_move(shown)
        return progress.placing(shown)

    def update(self, dt):
        for i in list(self.glow):
            self.glow[i] -= dt
            if self.glow[i] <= 0:
                del self.glow[i]
        self._lift_for_location()

    def _lift_for_location(self):
        """While the pointer rests on a Location a decision offers, the card that would go there is
        picked up: the Location lights and a click sends the card there."""
        view = self.view
        mover = None
        if view.actions_ready and view.dragging is None and view.my_turn():
            kind, movers = self.choice(view.truth)
            if kind == "location":
                for i, uid in movers.items():
                    if uid in view.drags and self.plaques[i].collidepoint(view.mouse):
                        mover = uid
        if mover is not None and view.selected is None:
            self.lifted = mover
            view.lift(mover)
        elif mover is None and self.lifted is not None:
            if view.selected == self.lifted:
                view.lift(None)
            self.lifted = None

    def counter_anchor(self, name, seat):
        return self.anchors.get((name, seat))

def _is_card_option(state, action) -> bool:
    """An answer that is a card (the engine declares it as the answer's card)."""
    return action.card is not None and bool(action.args) and action.args[0] == action.card


def _is_location_option(state, action) -> bool:
    """An answer that sends a card to a Location (declared as the answer's zone)."""
    return action.to is not None and action.to.startswith("location:")


LAYOUT = PariahsLayout
