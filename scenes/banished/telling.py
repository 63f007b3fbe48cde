"""How the Banished table tells a game as its events play: what the screen notes of Combat beyond the
game's data, how long each event holds, and the passing effects (banners, damage numbers, an ability's caption)."""
from __future__ import annotations

from game.banished import progress
from game.banished.events import Damage, GrimSilenced, WonAtZeroLife
from game.engine import events as ev

from scenes import theme
from scenes.banished.combat import LIFE_RED, BigNumber, Caption, outcome, seat_power
from scenes.table.playback import EVENT_TIME as TABLE_TIMES
from scenes.table.sprites import Banner, FloatText

EVENT_TIME = {"card_revealed": 0.34, "trigger_queued": 0.3, "trigger_resolved": 1.1, "replaced": 1.0,
              "turn_began": 0.35, "decision_asked": 0.0}
PHASE_TIME = {"combat": 0.8, "reveal": 0.6, "damage": 1.4, "discard": 0.3, "round": 0.5}
TOLD = (ev.Message, GrimSilenced, WonAtZeroLife)        # told in a banner, in the log's words


class BanishedTelling:
    """The events half of ``BanishedLayout``: what each event shows, and the Combat facts only the screen keeps."""

    told_step: str | None = None            # the Combat step reached, in words ("reveal, Bob")
    told_powers: dict | None = None         # seat -> its Power as the Damage step counted it

    def on_event(self, shown, e):
        """Note what the screen tells of Combat beyond the game's data (the events keep ``shown`` itself):
        the step reached, in words, and each seat's Power as the Damage step counted it."""
        if isinstance(e, ev.PhaseBegan):
            if e.phase in ("combat", "round"):
                self.told_step, self.told_powers = None, None
            elif e.phase in ("reveal", "discard"):
                self.told_step = f"{e.phase}, {e.detail}"
            elif e.phase == "damage":
                self.told_step = "damage"
                self.told_powers = {s: seat_power(shown, s) for s in range(shown.players)}

    def event_time(self, e):
        if isinstance(e, ev.PhaseBegan):
            return PHASE_TIME.get(e.phase, 0.1)
        if isinstance(e, Damage):
            return 1.0 if self.phase == "combat" else 0.45
        if isinstance(e, TOLD):
            return 0.9
        if isinstance(e, ev.CardMoved) and e.reason in ("return", "deal") and self.phase == "combat":
            return 0.12
        return EVENT_TIME.get(e.kind)

    def banner_rect(self):
        """The table's free area, where banners are told: the arena in Combat, else the centre."""
        if self.board is None:
            return self.rect
        return self.board.arena if self.phase == "combat" else self.board.centre

    def counter_anchor(self, name, seat):
        if (name, seat) in self.anchors:
            return self.anchors[(name, seat)]
        if seat in self.cells:
            return self.cells[seat].rect.midtop
        st = self.board.stations.get(seat) if self.board else None
        return st.plate.center if st else None

    def effects(self, e, shown, viewer):
        if isinstance(e, (ev.TriggerQueued, ev.TriggerResolved, ev.Replaced)):
            return self._captions(e, shown)
        if isinstance(e, Damage):
            out = []
            if e.seat in self.cells:
                out.append(BigNumber(f"−{e.amount}", self.cells[e.seat].rect.center, LIFE_RED, 1.5, 64))
            anchor = self.counter_anchor("life", e.seat)
            if anchor and e.seat not in self.cells:
                out.append(BigNumber(f"−{e.amount}", anchor, LIFE_RED, 1.0, 36))
            return out
        if isinstance(e, ev.PhaseBegan):
            return self._phase_banner(e, shown)
        if isinstance(e, TOLD):
            return [Banner(self.told(shown, e), self.banner_rect(), 1.4, 22, theme.CREAM)]
        if isinstance(e, ev.CounterChanged):
            anchor = self.counter_anchor(e.name, e.seat)
            if anchor is None or e.name == "life" and e.new < e.old:
                return []
            delta = e.new - e.old
            word = {"power_bonus": " Power", "damage_bonus": " damage", "shield": " shield"}.get(e.name, "")
            if e.new == 0 and word:
                return []
            return [FloatText(f"{'+' if delta > 0 else '−'}{abs(delta)}{word}", anchor,
                              theme.TARGET if delta > 0 else LIFE_RED, 0.9, 22)]
        if isinstance(e, ev.GameOver):
            return super().effects(e, shown, viewer)
        if isinstance(e, ev.TurnBegan) and e.extra:
            said = f"{shown.seats[e.seat]} takes an extra turn"
            return [Banner(self.told(shown, said), self.banner_rect(), 1.2, 28)]
        return []

    def _captions(self, e, shown):
        """An ability is told as it starts to resolve: a replacement at once, a triggered ability as soon
        as the one before it has resolved (the events up to its TriggerResolved are what it does)."""
        if isinstance(e, ev.Replaced):
            return self._caption(shown, e.card, e.card_id, f"Instead: {e.text}", 1.1)
        queue = self.view.queue
        if isinstance(e, ev.TriggerQueued) and queue and isinstance(queue[0], ev.TriggerQueued):
            return []                                 # the batch is still going on the chain
        if isinstance(e, ev.TriggerResolved) and not any(told is e for told in self._told):
            return self._caption(shown, e.card, e.card_id, e.text, 1.0)
        hold = 0.0
        for nxt in queue:
            if isinstance(nxt, ev.TriggerResolved):
                if any(told is nxt for told in self._told):
                    return []
                self._told.append(nxt)
                del self._told[:-16]
                return self._caption(shown, nxt.card, nxt.card_id, nxt.text, hold + 0.7)
            if isinstance(nxt, (ev.PhaseBegan, ev.TurnBegan, ev.TriggerQueued, ev.DecisionAsked)):
                return []
            t = self.event_time(nxt)
            hold += TABLE_TIMES.get(nxt.kind, 0.0) if t is None else t
        return []

    def _caption(self, shown, uid, card_id, text, seconds):
        anchor = self._card_place(uid)
        if anchor is None or card_id not in shown.defs.cards:
            return []
        for old in self.view.effects:                # one ability told at a time
            if isinstance(old, Caption):
                old.t = max(old.t, old.duration - 0.12)
        return [Caption(shown.defs.cards[card_id].name, text, anchor, self.rect, max(1.0, seconds))]

    def _phase_banner(self, e, shown):
        b = self.board
        if e.phase == "combat":
            return [Banner("Combat", b.arena, 1.0, 40)]
        if e.phase == "damage":
            result = outcome(shown)
            winners = [s for s, o in result.items() if o != "lost"]
            if not winners:
                return []
            names = " and ".join(shown.seats[s] for s in winners)
            power = seat_power(shown, winners[0])
            text = (f"{names} {'win' if len(winners) > 1 else 'wins'} Combat with {power} Power"
                    if len(winners) < shown.players else f"Every seat has {power} Power: no one takes damage")
            return [Banner(self.told(shown, text), b.arena, 1.6, 30)]
        if e.phase == "round":
            favor = progress.favor(shown)
            if favor is None:
                return []
            said = f"{shown.seats[favor]} has Favor in round {progress.round_number(shown)}"
            return [Banner(self.told(shown, said), self.banner_rect(), 1.0, 28)]
        return []

    def _card_place(self, uid):
        spot = self.view.spots.get(uid)
        return spot.rect if spot is not None and spot.visible else None
