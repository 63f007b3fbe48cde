"""SIGTERM or SIGHUP (a logout, a shutdown) in the middle of a game: the window closes at once with exit
code 0, no question asked, and the game is there to continue."""
import os
import subprocess
import sys
import textwrap

import pytest

from scenes.table import autosave

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HANG = 600

CHILD = textwrap.dedent("""
    import os, signal, sys
    from scenes.app import run_app
    from scenes.compose import window_helpers

    class Stopper:
        \"\"\"Plays the person's first move, then sends the signal; says so if the app is still up long after.\"\"\"
        def __init__(self, app, cards_path):
            self.app, self.updates, self.sent = app, 0, None
        def handle_event(self, event):
            return False
        def draw(self, surface):
            pass
        def update(self, dt):
            table = self.app.stack[0] if self.app.stack else None
            self.updates += 1
            if self.sent is None and table is not None and table.my_turn() and not table.playback.animating:
                table.act(next(a for a in table.match.legal() if a.kind != "concede"))
                print(len(table.match.actions), flush=True)
                self.sent = self.updates
                os.kill(os.getpid(), getattr(signal, sys.argv[1]))
            elif self.sent is not None and self.updates > self.sent + 40:
                print("still running under", type(self.app.top).__name__, flush=True)
                self.app.quit(7)

    def factory(app):
        app.settings["speed"] = "instant"
        return app.scene("table", "pariahs", ["human", "ai:random"], 7)

    sys.exit(run_app(factory, helpers=window_helpers() + (Stopper,)))
""")


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_a_stop_signal_saves_and_quits_at_once_with_exit_code_0(tmp_path, name):
    data = str(tmp_path / "data")
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CARD_TABLE_DATA=data)
    done = subprocess.run([sys.executable, "-c", CHILD, name], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=HANG)
    lines = done.stdout.splitlines()
    assert done.returncode == 0, (done.returncode, lines, done.stderr[-2000:])
    assert len(lines) == 1 and "Traceback" not in done.stderr
    saved = autosave.saved_games(data)
    assert len(saved) == 1 and saved[0].game == "pariahs" and saved[0].step >= int(lines[0])
