"""Who sits at the table: the computer seats thinking in a worker (a process for the hard level), the
curtain between two people at one screen, and conceding."""
from __future__ import annotations

import sys

import pygame

from game import engine

from scenes.dialogs import confirm
from scenes.table.aiproc import ProcessWorker
from scenes.table.match import AIWorker

AI_PAUSE = 0.35            # a computer's move waits this long (times the speed) after the last animation


class Seats:
    """The seats at the table: whose move it is, the computer's workers, the hot-seat curtain, conceding.

    It owns the workers and the computer's wait; the viewer and the curtain are the table's, which it moves."""

    def __init__(self, table):
        self.table = table
        self.worker = AIWorker()
        self.proc = self._process_worker()
        self.ai_wait = 0.0

    def _process_worker(self):
        """The hard level searches for a second: it gets a process of its own (a thread if none can start)."""
        t = self.table
        if t.watch or not t.process_search or not any(_level(s) == "hard" for s in t.match.specs):
            return None
        try:
            app = t.app
            return ProcessWorker(app.cards_path, getattr(app, "cards_csv", ()), getattr(app, "game_list", None))
        except (OSError, ValueError, RuntimeError) as err:
            print(f"the computer player runs in a thread: {err}", file=sys.stderr)
            return None

    def _worker_for(self, seat):
        if self.proc is not None and _level(self.table.match.specs[seat]) == "hard":
            return self.proc
        return self.worker

    def thinking(self):
        """The worker now searching a move (None: none is)."""
        return next((w for w in (self.worker, self.proc) if w is not None and w.busy), None)

    def cancel(self) -> None:
        """Drop any move being searched."""
        self.worker.cancel()
        if self.proc is not None:
            self.proc.cancel()

    def taken_back(self, count: int) -> None:
        """A move was taken back: searches stop, and the process's next search has a new key (a late answer
        to the old one is not taken)."""
        self.cancel()
        if self.proc is not None:
            self.proc.key = f"{self.proc.key}-undo{count}"
        self.ai_wait = 0.0

    def drop_process(self) -> None:
        """The search process holds the old cards (or failed): later searches run in a thread."""
        if self.proc is not None:
            self.proc.close()
            self.proc = None

    def close(self) -> None:
        self.worker.cancel()
        self.drop_process()

    def you_seat(self):
        """The seat the table calls 'You' (panels, status and log alike): the one person at the table,
        seen from their own seat; None hot-seat or watching."""
        t = self.table
        humans = t.match.humans
        return t.viewer if len(humans) == 1 and t.viewer in humans and not t.watch else None

    def my_turn(self) -> bool:
        t = self.table
        seat = t.match.to_move()
        return (not t.watch and seat is not None and seat == t.viewer and t.match.is_human(seat)
                and t.curtain is None)

    def start_ai(self):
        t = self.table
        state = t.match.state
        seat = t.match.to_move() if not state.over and not t.watch else None
        if seat is None or t.match.is_human(seat):
            return
        worker = self._worker_for(seat)
        if worker.step != state.step or worker.seat != seat:
            if worker is self.proc:
                worker.start_match(t.match, seat, state.step)
            else:
                worker.start(t.match.players[seat], engine.view(state, seat), seat, state.step)

    def computer(self, seat, dt):
        """A computer seat is to move: its search starts, and its answer is played after a short pause."""
        t = self.table
        self.start_ai()
        if t.guide is not None and t.guide.holds(seat):      # a guided step is still being read
            return
        worker = self._worker_for(seat)
        self.ai_wait += dt
        if self.ai_wait < AI_PAUSE * t.speed:
            return
        action = worker.poll()
        if action is None:
            if worker is self.proc and worker.error:        # the process failed: think in a thread instead
                t.say(worker.error)
                self.drop_process()
            return
        if worker.error:
            t.say(worker.error)
        self.ai_wait = 0.0
        step = worker.step
        worker.step = -1
        if step != t.match.state.step:
            return
        t.act(next((a for a in t.match.legal() if a == action), action))

    def leave(self, seat) -> None:
        """A person's move passed play on: with another person at the table, nobody's hidden cards stay shown
        (the view goes neutral until the curtain for the next person)."""
        t = self.table
        humans = t.match.humans
        if (t.watch or len(humans) < 2 or seat != t.viewer or t.match.state.over
                or t.match.to_move() == seat):
            return
        t.viewer = None
        t.log._key = None

    def curtain_event(self, event):
        """The curtain is up: a click or Enter hands the screen to the next person; Escape is the menu."""
        t = self.table
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
        if ready:
            t.viewer = t.curtain
            t.curtain = None
            t.log._key = None
            t.relayout(0)
            for sprite in t.sprites.values():
                sprite.snap()
            t.gestures.refresh()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            t.back()

    def concede_action(self):
        """The viewer's concession, if they may concede now (None: they may not)."""
        t = self.table
        state = t.match.state
        if t.watch or state.over or t.viewer is None or not t.match.is_human(t.viewer):
            return None
        anytime = state.rules.always_legal(state)
        return next((a for a in list(anytime) + list(t.match.legal())
                     if a.kind == "concede" and a.seat == t.viewer), None)

    def concede(self):
        action = self.concede_action()
        if action is not None:
            confirm(self.table.app, "Concede?", "You give up this game: the other side wins.", "Concede",
                    lambda: self.table.act(action))


def _level(spec: str):
    parts = spec.split(":")
    return parts[1] if len(parts) > 1 and parts[0] == "ai" else None
