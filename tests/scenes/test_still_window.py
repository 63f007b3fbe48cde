"""A still window sleeps: the menu with nothing running waits for an event without a limit, and background
work wakes it when it ends (or when the card file is saved); a stop signal still ends the sleep."""
import os
import subprocess
import sys
import textwrap
import threading

import pygame

from game.lab.background import BackgroundWork
from scenes import wake

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HANG = 600


class Gated(BackgroundWork):
    """Work that ends when the test opens its gate."""
    def __init__(self, on_end):
        super().__init__(on_end)
        self.gate, self.value = threading.Event(), None

    def outcome(self):
        return self.value

    def _work(self):
        self.gate.wait(HANG)
        self.value = "done"


def never_hang():
    """A QUIT posted long after: a sleep nothing wakes fails the test instead of hanging it."""
    timer = threading.Timer(HANG, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    timer.daemon = True
    timer.start()
    return timer


def test_the_menu_with_nothing_running_sleeps_until_background_work_ends(app):
    app.push("menu")
    assert app.top.frame_need() == "still" and app.frame_need() == "still"
    pygame.event.get()
    work = Gated(on_end=wake.wake).start()
    threading.Timer(0.05, work.gate.set).start()
    guard = never_hang()
    events = app.sleep(app.frame_need())
    guard.cancel()
    assert [e.type for e in events] == [wake.WAKE]
    assert work.finished and work.value == "done"
    app.feed(events[0])                     # the wake reaches no scene: the menu is still on top, untouched
    assert app.running and app.top.frame_need() == "still"


def test_a_helper_that_must_be_looked_at_keeps_the_loop_waking(app):
    class Polled:
        def frame_need(self):
            return "idle"

    app.push("menu")
    app.helpers = [Polled()]
    assert app.frame_need() == "idle"
    pygame.event.get()
    assert app.sleep("idle") == []          # WAKE seconds, then back to look


def test_saving_the_card_file_wakes_a_still_window(app, tmp_path):
    from scenes.designer.livecards import CardWatcher
    path = tmp_path / "cards.yaml"
    with open(os.path.join(ROOT, "cards.yaml"), encoding="utf-8") as f:
        path.write_text(f.read(), encoding="utf-8")
    app.push("menu")
    watcher = CardWatcher(app, str(path), poll=0.02)
    app.helpers = [watcher]
    assert app.frame_need() == "still"
    pygame.event.get()
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    guard = never_hang()
    events = app.sleep("still")             # the file's change
    assert [e.type for e in events] == [wake.WAKE]
    reloads = watcher.reloads
    while watcher.reloads == reloads:       # each wake: one update, as the loop does
        app.update(0.0)
        if watcher.reloads == reloads:
            assert [e.type for e in app.sleep("still")] == [wake.WAKE]
    guard.cancel()
    watcher.close()
    assert watcher.reloads == reloads + 1 and not watcher.problems


CHILD = textwrap.dedent("""
    import os, signal, sys, threading
    from scenes.app import run_app

    class Signaller:
        \"\"\"Sends the signal once the menu is on top and still, from another thread as a logout would.\"\"\"
        def __init__(self, app, cards_path):
            self.app, self.sent = app, False
        def handle_event(self, event):
            return False
        def draw(self, surface):
            pass
        def update(self, dt):
            if not self.sent and self.app.frame_need() == "still":
                self.sent = True
                threading.Timer(1.5, os.kill, (os.getpid(), signal.SIGTERM)).start()

    sys.exit(run_app(lambda app: app.scene("menu"), helpers=(Signaller,)))
""")


def test_a_stop_signal_ends_the_sleep_of_a_still_menu():
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=HANG)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
