"""The table's playback: the match's events shown one at a time on the shown copy, at the chosen speed, and
all at once on a click."""
from __future__ import annotations

from game import engine
from game.engine import events as ev

from scenes import sound, theme
from scenes.table.sprites import Banner

COMPUTER_HOLD = 1.0        # a computer's play stays lit this long (times the speed) before anything else plays
PEEK_TIME = 2.4            # a look at hidden cards nobody at the table must click away stays this long

EVENT_TIME = {
    "card_moved": 0.28, "card_revealed": 0.3, "card_changed": 0.45, "counter_changed": 0.22,
    "shuffled": 0.3, "trigger_queued": 0.3, "trigger_resolved": 0.1,
    "turn_began": 0.2, "phase_began": 0.1, "game_over": 0.9, "message": 0.05, "action_taken": 0.05,
    "replaced": 0.3, "card_peeked": 0.3,
}


class Playback:
    """The event queue: what is still to show, how long the current event holds, the passing effects."""

    def __init__(self, table):
        self.table = table
        self.queue: list = []
        self.step_left = 0.0
        self.synced = True                       # the shown copy has caught up with the true state
        self.effects: list = []                  # banners and floating numbers now on the table
        self.hold = None                         # the computer's event the queue waits on, lit
        self.playing = (None, False)             # whose move the queued events show; True: a turn they began

    @property
    def animating(self) -> bool:
        return bool(self.queue) or not self.synced

    @property
    def moving(self) -> bool:
        """Events still to play or effects still fading."""
        return self.animating or bool(self.effects)

    def enqueue(self, events, seat=None) -> None:
        """Queue the events of ``seat``'s move: its question is answered, so its buttons go at once.  A move
        that told nothing (a "may" declined with nothing after it) is shown as it left the game."""
        t = self.table
        if not events:
            self.resync()
            return
        self.queue.extend(events)
        t.seats.leave(seat)
        if seat is not None and (t.watch or not t.match.is_human(seat)):
            self.hold = next((e for e in events if isinstance(e, ev.CardMoved)), events[0])
        self.synced = False
        t.gestures.actions_ready = False
        self.playing = (seat, False)
        t.shown.pending = None
        self.show_playing()

    def show_playing(self) -> None:
        """While events play: no decision to take, and the status line of the position they have reached."""
        t = self.table
        t.gestures.offer_nothing()
        if not t.watch:
            t.bar.set([])
        t.prompt = t.layout.playing_status(t.shown, t.viewer, *self.playing)

    def play(self, e: ev.Event, speed: float) -> float:
        """Show one event: move the shown copy on, start its animation; returns how long it holds."""
        t = self.table
        e.apply(t.shown)
        if isinstance(e, ev.TurnBegan):
            self.playing = (e.seat, True)
        t.layout.on_event(t.shown, e)
        self.show_playing()
        t.log.add(t.shown, e)
        sound.play_event(e, t.app.settings)
        base = t.layout.event_time(e)
        if base is None:
            base = e.hold if e.hold is not None else EVENT_TIME.get(e.kind, 0.0)
        duration = base * speed
        changed = t.relayout(duration)
        sprites = t.sprites
        if isinstance(e, ev.CardMoved) and e.card in sprites and self.hidden_back(e.card):
            sprites[e.card].pulse = 0.0              # gone among the backs: no glow points at it
        if speed > 0:
            for effect in t.layout.effects(e, t.shown, t.viewer):
                effect.duration *= max(0.5, speed)
                if isinstance(effect, Banner):          # one banner at a time: the newer one speaks
                    self.effects = [f for f in self.effects if not isinstance(f, Banner)]
                self.effects.append(effect)
        if isinstance(e, ev.CardPeeked) and (t.viewer is None or e.seat == t.viewer):
            self.show_peek(e)
        if isinstance(e, ev.CardChanged) and e.card in sprites and not self.hidden_back(e.card):
            sprites[e.card].pulse = max(0.3, duration)
            changed = True
        if isinstance(e, (ev.TriggerQueued, ev.Replaced)) and e.card in sprites and not self.hidden_back(e.card):
            sprites[e.card].pulse = max(0.3, duration)
            sprites[e.card].pulse_color = theme.TARGET
            changed = True
        if e is self.hold:
            return self._hold(e, duration, speed)
        if isinstance(e, ev.CardMoved) and not changed:
            return 0.0
        return duration

    def show_peek(self, e: ev.CardPeeked) -> None:
        """Open the look at hidden cards: a person's own look waits for their click, anyone else's passes."""
        t = self.table
        deck = e.zone in t.shown.zones and t.shown.zones[e.zone].visibility == engine.SECRET
        t.peek = (e.zone, list(reversed(e.cards)) if deck else list(e.cards), e.seat)
        nobody_plays = t.watch or t.viewer is None or not t.match.is_human(e.seat)
        t.peek_left = PEEK_TIME * max(0.4, t.speed) if nobody_plays else None

    def _hold(self, e: ev.Event, duration: float, speed: float) -> float:
        """A computer's play: its card glows and the queue waits, so a person can read what it did (a card gone
        into a hidden place, a back among the hand's backs, is not lit: the glow would point at nothing)."""
        self.hold = None
        if speed <= 0:
            return duration
        card = getattr(e, "card", None)
        sprites = self.table.sprites
        if card in sprites and not self.hidden_back(card):
            sprites[card].pulse = COMPUTER_HOLD * speed
            sprites[card].pulse_color = theme.HIGHLIGHT
        return max(duration, COMPUTER_HOLD * speed)

    def hidden_back(self, uid: int) -> bool:
        """A card the viewer sees only the back of, in a place that is not open to all (a hand, a deck)."""
        shown = self.table.shown
        zone = shown.zones.get(shown.cards[uid].zone)
        return self.table.sprites[uid].face is None and zone is not None and zone.visibility != engine.PUBLIC

    def skip(self) -> None:
        """Run the whole queue at once (a click during animations)."""
        while self.queue:
            self.play(self.queue.pop(0), 0.0)
        self.step_left = 0.0
        for sprite in self.table.sprites.values():
            sprite.snap()
        self.effects.clear()
        self.caught_up()

    def resync(self) -> None:
        """The shown copy becomes the true state (the state jumped: a move taken back, a replay rebuilt)."""
        t = self.table
        t.shown = t.match.state.clone()
        self.synced = True
        t.relayout(0.15 * t.speed)
        t.gestures.refresh()

    def clear(self) -> None:
        """Nothing left to play or fading (a replay starts again)."""
        self.queue.clear()
        self.effects.clear()

    def advance(self, dt: float) -> None:
        """Play the queued events as their times run out (time with nothing queued is not saved up)."""
        for effect in self.effects:
            effect.update(dt)
        self.effects = [e for e in self.effects if not e.done]
        self.step_left = self.step_left - dt if self.queue or self.step_left > 0 else 0.0
        speed = self.table.speed
        while self.step_left <= 0 and self.queue:
            self.step_left += self.play(self.queue.pop(0), speed)
        if not self.queue and self.step_left <= 0 and not self.synced:
            self.step_left = 0.0
            self.caught_up()

    def caught_up(self) -> None:
        """Every event of the move is shown: the shown copy is the game as the move left it (the events
        applied to it made it so; it learns only the step, which actions count), and the next moves are
        offered."""
        t = self.table
        t.shown.moved_on_to(t.match.state.step)
        self.synced = True
        t.relayout(0.15 * t.speed)
        t.gestures.refresh()
