"""Who sits at the table: the computer seats thinking in a worker (a process for the hard level), the
curtain between two people at one screen, and conceding."""
from __future__ import annotations

import sys

import pygame

from game import engine

from scenes.dialogs import confirm
from scenes.table.aiproc import ProcessWorker

AI_PAUSE = 0.35            # a computer's move waits this long (times the speed) after the last animation


class Seats:
    """The seats at the table: whose move it is, the computer's workers, the hot-seat curtain."""

    def _process_worker(self):
        """The hard level searches for a second: it gets a process of its own (a thread if none can start)."""
        if self.watch or not any(_level(s) == "hard" for s in self.match.specs):
            return None
        try:
            app = self.app
            return ProcessWorker(app.cards_path, getattr(app, "cards_csv", ()), getattr(app, "game_list", None))
        except (OSError, ValueError, RuntimeError) as err:
            print(f"the computer player runs in a thread: {err}", file=sys.stderr)
            return None

    def _worker_for(self, seat):
        if self.proc is not None and _level(self.match.specs[seat]) == "hard":
            return self.proc
        return self.worker

    def you_seat(self):
        """The seat the table calls 'You' (panels, status and log alike): the one person at the table,
        seen from their own seat; None hot-seat or watching."""
        humans = self.match.humans
        return self.viewer if len(humans) == 1 and self.viewer in humans and not self.watch else None

    def my_turn(self) -> bool:
        seat = self.match.to_move()
        return (not self.watch and seat is not None and seat == self.viewer and self.match.is_human(seat)
                and self.curtain is None)

    def _start_ai(self):
        state = self.match.state
        seat = self.match.to_move() if not state.over and not self.watch else None
        if seat is None or self.match.is_human(seat):
            return
        worker = self._worker_for(seat)
        if worker.step != state.step or worker.seat != seat:
            if worker is self.proc:
                worker.start_match(self.match, seat, state.step)
            else:
                worker.start(self.match.players[seat], engine.view(state, seat), seat, state.step)

    def _computer(self, seat, dt):
        self._start_ai()
        if self.guide is not None and self.guide.holds(seat):      # a guided step is still being read
            return
        worker = self._worker_for(seat)
        self.ai_wait += dt
        if self.ai_wait < AI_PAUSE * self.speed:
            return
        action = worker.poll()
        if action is None:
            if worker is self.proc and worker.error:        # the process failed: think in a thread instead
                self.say(worker.error)
                self.proc.close()
                self.proc = None
            return
        if worker.error:
            self.say(worker.error)
        self.ai_wait = 0.0
        step = worker.step
        worker.step = -1
        if step != self.match.state.step:
            return
        self.act(next((a for a in self.match.legal() if a == action), action))

    def _leave_the_seat(self, seat) -> None:
        """A person's move passed play on: with another person at the table, nobody's hidden cards stay shown
        (the view goes neutral until the curtain for the next person)."""
        humans = self.match.humans
        if (self.watch or len(humans) < 2 or seat != self.viewer or self.match.state.over
                or self.match.to_move() == seat):
            return
        self.viewer = None
        self.log._key = None

    def _curtain_event(self, event):
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
        if ready:
            self.viewer = self.curtain
            self.curtain = None
            self.log._key = None
            self.relayout(0)
            for sprite in self.sprites.values():
                sprite.snap()
            self._refresh_actions()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def _concede_action(self):
        state = self.match.state
        if self.watch or state.over or self.viewer is None or not self.match.is_human(self.viewer):
            return None
        anytime = state.rules.always_legal(state)
        return next((a for a in list(anytime) + list(self.match.legal())
                     if a.kind == "concede" and a.seat == self.viewer), None)

    def _concede(self):
        action = self._concede_action()
        if action is not None:
            confirm(self.app, "Concede?", "You give up this game: the other side wins.", "Concede",
                    lambda: self.act(action))


def _level(spec: str):
    parts = spec.split(":")
    return parts[1] if len(parts) > 1 and parts[0] == "ai" else None
