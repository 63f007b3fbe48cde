"""A replay's controls at the table: play on by itself, pause, step on or back, start again."""
from __future__ import annotations

from game import engine

from scenes.widgets import Button


class ReplayControls:
    """The replay's buttons and its own clock (it plays on by itself until paused)."""

    def __init__(self, table):
        self.table = table
        self.auto = True                         # play on by themselves
        self.wait = 0.0

    def status(self) -> str:
        """The status line while watching: the step, or that the replay is over."""
        match = self.table.match
        done, total = len(match.actions), len(match.recorded)
        if match.next_action() is None:
            return f"The replay is over (step {done} of {total})."
        return f"Replay: step {done} of {total}" + ("" if self.auto else " (paused)")

    def show_buttons(self) -> None:
        t = self.table
        m = t.match
        done, total = len(m.actions), len(m.recorded)
        if m.next_action() is None:
            self.auto = False
            play = Button("⟲ Watch again", self.again, primary=True, size=15,
                          tooltip="Watch the replay from its start")
        else:
            play = Button("❚❚ Pause" if self.auto else "▶ Play", self.toggle, primary=True, size=15)
        t.bar.set([Button("⇤ Start", self.restart, size=15),
                   Button("◀ Back", self.back, enabled=done > 0, size=15),
                   play,
                   Button("Step ▶", self.step, enabled=done < total, size=15)])
        t.overlays.layout_bar()

    @property
    def playing_on(self) -> bool:
        """The replay plays on by itself and has steps left."""
        return self.auto and self.table.match.next_action() is not None

    def step(self) -> None:
        t = self.table
        if t.playback.animating:
            t.playback.skip()
        action = t.match.next_action()
        if action is None:
            return
        try:
            events = t.match.apply(action)
        except engine.IllegalAction as err:
            self.auto = False
            t.say(f"The replay does not match these cards at step {len(t.match.actions) + 1}: {err}", 8)
            t.match.recorded = t.match.recorded[: len(t.match.actions)]
            return
        t.playback.enqueue(events, action.seat)
        self.show_buttons()

    def toggle(self) -> None:
        self.auto = not self.auto
        self.show_buttons()

    def restart(self) -> None:
        self.rebuild(0)

    def again(self) -> None:
        self.rebuild(0)
        self.auto = True
        self.show_buttons()

    def back(self) -> None:
        self.rebuild(max(0, len(self.table.match.actions) - 1))

    def rebuild(self, steps: int) -> None:
        """The replay as it stood after ``steps`` moves, paused."""
        t = self.table
        t.playback.clear()
        self.auto = False
        t.match.restart()
        for action in t.match.recorded[:steps]:
            t.match.apply(action)
        t.log.clear()
        t.finished = False
        t.playback.resync()
        for sprite in t.sprites.values():
            sprite.snap()
        self.show_buttons()

    def update(self, dt: float) -> None:
        """Step on by itself, a step every half second (times the speed), until paused or over."""
        if not self.playing_on:
            return
        self.wait += dt
        if self.wait >= 0.5 * max(0.2, self.table.speed):
            self.wait = 0.0
            self.step()
