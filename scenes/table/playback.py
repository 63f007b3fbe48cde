"""The table's playback: events shown one at a time on the shown copy, at the chosen speed, skipped on a click;
and a replay's controls (start, back, play, step)."""
from __future__ import annotations

from game import engine
from game.engine import events as ev

from scenes import settings as settings_mod, sound, theme
from scenes.table.sprites import Banner
from scenes.widgets import Button

COMPUTER_HOLD = 1.0        # a computer's play stays lit this long (times the speed) before anything else plays
HOVER_DELAY = 0.35         # a card at rest under the pointer this long opens its big preview
PEEK_TIME = 2.4            # a look at hidden cards nobody at the table must click away stays this long

EVENT_TIME = {
    "card_moved": 0.28, "card_revealed": 0.3, "card_changed": 0.45, "counter_changed": 0.22,
    "shuffled": 0.3, "trigger_queued": 0.3, "trigger_resolved": 0.1,
    "turn_began": 0.2, "phase_began": 0.1, "game_over": 0.9, "message": 0.05, "action_taken": 0.05,
    "replaced": 0.3, "card_peeked": 0.3,
}


class Playback:
    """What the table shows of the match: the event queue, its speed, skipping, a replay's steps."""

    def enqueue(self, events, seat=None) -> None:
        """Queue the events of ``seat``'s move: its question is answered, so its buttons go at once."""
        if events:
            self.queue.extend(events)
            self.seats.leave(seat)
            if seat is not None and (self.watch or not self.match.is_human(seat)):
                self.hold = next((e for e in events if isinstance(e, ev.CardMoved)), events[0])
            self.synced = False
            self.actions_ready = False
            self.playing = (seat, False)
            self.shown.pending = None
            self._show_playing()

    def _show_playing(self) -> None:
        """While events play: no decision to take, and the status line of the position they have reached."""
        self.drags, self.clicks = {}, {}
        if not self.watch:
            self.bar.set([])
        self.prompt = self.layout.playing_status(self.shown, self.viewer, *self.playing)

    def play(self, e: ev.Event, speed: float) -> float:
        """Show one event: move the shown copy on, start its animation; returns how long it holds."""
        e.apply(self.shown)
        if isinstance(e, ev.TurnBegan):
            self.playing = (e.seat, True)
        self.layout.on_event(self.shown, e)
        self._show_playing()
        self.log.add(self.shown, e)
        sound.play_event(e, self.app.settings)
        base = self.layout.event_time(e)
        if base is None:
            base = e.hold if e.hold is not None else EVENT_TIME.get(e.kind, 0.0)
        duration = base * speed
        changed = self.relayout(duration)
        if isinstance(e, ev.CardMoved) and e.card in self.sprites and self._hidden_back(e.card):
            self.sprites[e.card].pulse = 0.0              # gone among the backs: no glow points at it
        if speed > 0:
            for effect in self.layout.effects(e, self.shown, self.viewer):
                effect.duration *= max(0.5, speed)
                if isinstance(effect, Banner):          # one banner at a time: the newer one speaks
                    self.effects = [f for f in self.effects if not isinstance(f, Banner)]
                self.effects.append(effect)
        if isinstance(e, ev.CardPeeked) and (self.viewer is None or e.seat == self.viewer):
            deck = e.zone in self.shown.zones and self.shown.zones[e.zone].visibility == engine.SECRET
            self.peek = (e.zone, list(reversed(e.cards)) if deck else list(e.cards), e.seat)
            nobody_plays = self.watch or self.viewer is None or not self.match.is_human(e.seat)
            self.peek_left = PEEK_TIME * max(0.4, self.speed) if nobody_plays else None
        if isinstance(e, ev.CardChanged) and e.card in self.sprites and not self._hidden_back(e.card):
            self.sprites[e.card].pulse = max(0.3, duration)
            changed = True
        if isinstance(e, (ev.TriggerQueued, ev.Replaced)) and e.card in self.sprites and not self._hidden_back(e.card):
            self.sprites[e.card].pulse = max(0.3, duration)
            self.sprites[e.card].pulse_color = theme.TARGET
            changed = True
        if e is getattr(self, "hold", None):
            return self._hold(e, duration, speed)
        if isinstance(e, ev.CardMoved) and not changed:
            return 0.0
        return duration

    def _hold(self, e: ev.Event, duration: float, speed: float) -> float:
        """A computer's play: its card glows and the queue waits, so a person can read what it did (a card gone
        into a hidden place, a back among the hand's backs, is not lit: the glow would point at nothing)."""
        self.hold = None
        if speed <= 0:
            return duration
        card = getattr(e, "card", None)
        if card in self.sprites and not self._hidden_back(card):
            self.sprites[card].pulse = COMPUTER_HOLD * speed
            self.sprites[card].pulse_color = theme.HIGHLIGHT
        return max(duration, COMPUTER_HOLD * speed)

    def _hidden_back(self, uid: int) -> bool:
        """A card the viewer sees only the back of, in a place that is not open to all (a hand, a deck)."""
        zone = self.shown.zones.get(self.shown.cards[uid].zone)
        return self.sprites[uid].face is None and zone is not None and zone.visibility != engine.PUBLIC

    def skip(self) -> None:
        """Run the whole queue at once (a click during animations)."""
        while self.queue:
            self.play(self.queue.pop(0), 0.0)
        self.step_left = 0.0
        for sprite in self.sprites.values():
            sprite.snap()
        self.effects.clear()
        self._resync()

    def _resync(self) -> None:
        self.shown = self.match.state.clone()
        self.synced = True
        self.relayout(0.15 * self.speed)
        self._refresh_actions()

    def _advance_queue(self, dt: float) -> None:
        """Play the queued events as their times run out (time with nothing queued is not saved up)."""
        self.step_left = self.step_left - dt if self.queue or self.step_left > 0 else 0.0
        speed = self.speed
        while self.step_left <= 0 and self.queue:
            self.step_left += self.play(self.queue.pop(0), speed)
        if not self.queue and self.step_left <= 0 and not self.synced:
            self.step_left = 0.0
            self._resync()

    def frame_need(self) -> str:
        """"frames" while anything on the table moves or fades, "poll" while a computer is to move, else "idle"."""
        if self.animating or self.effects or self.dragging is not None or self.message[1] > 0 or self.warm:
            return "frames"
        if self.peek_left is not None or (self.hover[0] is not None and self.hover[1] < HOVER_DELAY):
            return "frames"
        if any(s.moving or s.pulse > 0 for s in self.sprites.values()):
            return "frames"
        state = self.match.state
        if self.watch:
            return "frames" if self.auto and self.match.next_action() is not None else "idle"
        if state.over:
            return "idle" if self.finished else "frames"
        seat = self.match.to_move()
        if self.curtain is None and seat is not None and not self.match.is_human(seat):
            return "poll"
        return "idle" if self.actions_ready or self.curtain is not None else "frames"

    @property
    def animating(self) -> bool:
        return bool(self.queue) or not self.synced

    @property
    def speed(self) -> float:
        return settings_mod.speed_factor(self.app.settings)

    def _cycle_speed(self):
        names = list(settings_mod.SPEEDS)
        cur = self.app.settings.get("speed", "normal")
        self.app.settings["speed"] = names[(names.index(cur) + 1) % len(names)] if cur in names else "normal"
        settings_mod.save(self.app.data_dir, self.app.settings)
        self._make_top_buttons()

    def replay_status(self) -> str:
        """The status line while watching: the step, or that the replay is over."""
        done, total = len(self.match.actions), len(self.match.recorded)
        if self.match.next_action() is None:
            return f"The replay is over (step {done} of {total})."
        return f"Replay: step {done} of {total}" + ("" if self.auto else " (paused)")

    def _replay_buttons(self):
        m = self.match
        done, total = len(m.actions), len(m.recorded)
        if m.next_action() is None:
            self.auto = False
            play = Button("⟲ Watch again", self._replay_again, primary=True, size=15,
                          tooltip="Watch the replay from its start")
        else:
            play = Button("❚❚ Pause" if self.auto else "▶ Play", self._replay_toggle, primary=True, size=15)
        buttons = [Button("⇤ Start", self._replay_restart, size=15),
                   Button("◀ Back", self._replay_back, enabled=done > 0, size=15),
                   play,
                   Button("Step ▶", self._replay_step, enabled=done < total, size=15)]
        self.bar.set(buttons)
        self._layout_bar()

    def _replay_step(self):
        if self.animating:
            self.skip()
        action = self.match.next_action()
        if action is None:
            return
        try:
            events = self.match.apply(action)
        except engine.IllegalAction as err:
            self.auto = False
            self.say(f"The replay does not match these cards at step {len(self.match.actions) + 1}: {err}", 8)
            self.match.recorded = self.match.recorded[: len(self.match.actions)]
            return
        self.enqueue(events, action.seat)
        self._replay_buttons()

    def _replay_toggle(self):
        self.auto = not self.auto
        self._replay_buttons()

    def _replay_restart(self):
        self._rebuild_replay(0)

    def _replay_again(self):
        self._rebuild_replay(0)
        self.auto = True
        self._replay_buttons()

    def _replay_back(self):
        self._rebuild_replay(max(0, len(self.match.actions) - 1))

    def _rebuild_replay(self, steps: int):
        self.queue.clear()
        self.auto = False
        self.match.restart()
        for action in self.match.recorded[:steps]:
            self.match.apply(action)
        self.log.clear()
        self.finished = False
        self.effects.clear()
        self._resync()
        for sprite in self.sprites.values():
            sprite.snap()
        self._replay_buttons()

    def _watch(self, dt):
        if not self.auto or self.match.next_action() is None:
            return
        self.auto_wait += dt
        if self.auto_wait >= 0.5 * max(0.2, self.speed):
            self.auto_wait = 0.0
            self._replay_step()
