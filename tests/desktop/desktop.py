"""A real X display (Xvfb), the app started as the README says, and a person's mouse and keys (xdotool).

The app is asked to write what each frame shows (``scenes.shown``) to a file; the tests read
it to find buttons, cards and places, and judge the window by it and by screenshots.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time

import pytest
from PIL import ImageGrab

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INSTALL = "apt-get install -y xvfb xdotool"
HANG_GUARD = 120.0      # seconds: only a hang takes this long
SCREEN = (1280, 800)


def shots_folder() -> str:
    """Where screenshots go: $DESKTOP_SHOTS, or build/desktop-shots in the project (kept after the run)."""
    folder = os.environ.get("DESKTOP_SHOTS") or os.path.join(ROOT, "build", "desktop-shots")
    os.makedirs(folder, exist_ok=True)
    return folder


class XServer:
    """One Xvfb screen, started on a free display number."""

    def __init__(self, size=SCREEN):
        missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
        if missing:
            pytest.fail(f"the desktop tests need {' and '.join(missing)}: run `{INSTALL}` (as root)", pytrace=False)
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
                                      "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            err = self.proc.stderr.read().decode(errors="replace").strip().splitlines()
            pytest.fail(f"Xvfb did not start ({err[-1] if err else 'no message'}); run `{INSTALL}` (as root)",
                        pytrace=False)
        self.display = f":{number}"

    def close(self):
        self.proc.terminate()
        self.proc.wait(10)


class Window:
    """The app in a real window on ``xserver``: started with ``command`` from the project folder."""

    def __init__(self, xserver: XServer, data_dir: str, name: str, command=("make", "play")):
        self.x = xserver
        self.name = name
        self.data_dir = data_dir
        self.record = os.path.join(data_dir, "shown.json")
        self.step = 0
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_") and k != "PYTEST_CURRENT_TEST"}
        env.update(DISPLAY=xserver.display, CARD_TABLE_DATA=data_dir, CARD_TABLE_SHOWN=self.record,
                   SDL_AUDIODRIVER="dummy")      # the X server has no sound card
        self.env = env
        os.makedirs(data_dir, exist_ok=True)
        self.log_path = os.path.join(shots_folder(), f"{name}.log")
        self.proc = subprocess.Popen(list(command), cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                                     stdout=open(self.log_path, "ab"), stderr=subprocess.STDOUT,
                                     start_new_session=True)
        self.wid = self.wait_window()

    # -- looking ---------------------------------------------------------------
    def xdotool(self, *args) -> str:
        out = subprocess.run(["xdotool", *map(str, args)], env=self.env, capture_output=True, text=True, timeout=60)
        if out.returncode and out.stderr.strip():
            self.last_error = out.stderr.strip()
        return out.stdout.strip()

    def wait_window(self) -> str:
        """The app's X window, once it is mapped and has drawn its first frame."""
        def found():
            self._alive()
            ids = self.xdotool("search", "--onlyvisible", "--class", "main.py").split()
            return ids[-1] if ids and os.path.exists(self.record) else None
        return self.wait(found, "the window to open")

    def shown(self) -> dict:
        """What the last drawn frame showed (see scenes/shown.py)."""
        for _ in range(20):
            try:
                with open(self.record, encoding="utf-8") as f:
                    return json.load(f)
            except (OSError, ValueError):
                time.sleep(0.05)
        raise AssertionError(f"{self.record} cannot be read")

    def wait(self, condition, what: str, guard: float = HANG_GUARD):
        """Wait until ``condition()`` is true and return it; fail only on a hang (or when the app has died)."""
        start = time.monotonic()
        while True:
            value = condition()
            if value:
                return value
            self._alive()
            if time.monotonic() - start > guard:
                self.shot(f"hang-{what.replace(' ', '-')[:40]}")
                raise AssertionError(f"waited {guard:.0f} s for {what}; the window shows "
                                     f"{self.shown().get('scenes')} ({self.log_path}; xdotool said "
                                     f"{getattr(self, 'last_error', 'nothing')!r})")
            time.sleep(0.1)

    def wait_shown(self, test, what: str, guard: float = HANG_GUARD) -> dict:
        """Wait for a frame whose record passes ``test`` (a function of the record) and return it."""
        def check():
            frame = self.shown()
            return frame if test(frame) else None
        return self.wait(check, what, guard)

    def top(self) -> str:
        return self.shown()["scenes"][-1]

    def wait_top(self, scene: str) -> dict:
        return self.wait_shown(lambda f: f["scenes"] and f["scenes"][-1] == scene, f"the {scene}")

    def texts(self, frame=None, layer=None) -> list[dict]:
        frame = frame or self.shown()
        return [i for i in frame["items"] if i["kind"] == "text" and (layer is None or i["layer"] == layer)]

    def button(self, label: str, frame=None, nth: int = 0) -> dict | None:
        """The ``nth`` button of the top scene that says ``label``, in the order they were drawn."""
        frame = frame or self.shown()
        top = len(frame["scenes"]) - 1
        found = [i for i in frame["items"] if i["kind"] == "button" and i["label"] == label and i["layer"] == top]
        return found[nth] if len(found) > nth else None

    def shot(self, title: str) -> str:
        """Save a screenshot of the whole screen as NAME-NN-TITLE.png in the shots folder."""
        self.step += 1
        path = os.path.join(shots_folder(), f"{self.name}-{self.step:02d}-{title}.png")
        ImageGrab.grab(xdisplay=self.x.display).save(path)
        return path

    # -- acting ----------------------------------------------------------------
    def click_at(self, x: int, y: int) -> None:
        self.xdotool("mousemove", int(x), int(y), "sleep", "0.05", "click", "1")

    def click(self, label: str, nth: int = 0) -> None:
        """Click the (``nth``) button of the top scene that says ``label``, once it is shown and enabled."""
        b = self.wait(lambda: (lambda b: b if b and b.get("enabled", True) else None)(self.button(label, nth=nth)),
                      f"a button '{label}'")
        x, y, w, h = b["rect"]
        self.click_at(x + w // 2, y + h // 2)

    def drag(self, start, end, steps: int = 12) -> None:
        """Press at ``start``, move in small steps to ``end`` and let go, as a hand does."""
        (x0, y0), (x1, y1) = start, end
        args = ["mousemove", int(x0), int(y0), "sleep", "0.1", "mousedown", "1", "sleep", "0.1"]
        for i in range(1, steps + 1):
            args += ["mousemove", int(x0 + (x1 - x0) * i / steps), int(y0 + (y1 - y0) * i / steps), "sleep", "0.03"]
        args += ["sleep", "0.1", "mouseup", "1"]
        self.xdotool(*args)

    def key(self, *names: str) -> None:
        self.xdotool("key", "--delay", "60", *names)

    def type(self, text: str) -> None:
        self.xdotool("type", "--delay", "40", text)

    def park_mouse(self) -> None:
        """Move the pointer to the window's bottom-right corner, where it hovers over nothing."""
        w, h = self.shown()["size"]
        self.xdotool("mousemove", w - 2, h - 2)

    def resize(self, width: int, height: int) -> dict:
        """Resize the window as a window manager would, and wait for a frame drawn at that size."""
        self.wid = self.wait_window()                    # a new mode may have given the window a new X id
        self.xdotool("windowsize", self.wid, width, height)
        return self.wait_shown(lambda f: f["size"] == [width, height], f"a frame at {width}x{height}")

    # -- ending ----------------------------------------------------------------
    def _alive(self) -> None:
        if self.proc.poll() is not None:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                tail = f.read()[-2000:]
            raise AssertionError(f"the app exited with {self.proc.returncode}:\n{tail}")

    def kill(self, sig=signal.SIGKILL) -> int:
        """Send ``sig`` to the app (make and the Python it started) and wait for it to end."""
        os.killpg(self.proc.pid, sig)
        return self.proc.wait(HANG_GUARD)

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait(HANG_GUARD)


def visible_point(card: dict, others: list[dict]) -> tuple[int, int]:
    """A point on ``card`` that no card drawn after it covers (hands are fanned left to right)."""
    x, y, w, h = card["rect"]
    right = x + w
    for other in others:
        ox, oy, ow, oh = other["rect"] or (0, 0, 0, 0)
        if other is not card and x < ox < right and oy < y + h and y < oy + oh:
            right = ox
    return (x + right) // 2, y + h // 2


def centre(rect) -> tuple[int, int]:
    x, y, w, h = rect
    return x + w // 2, y + h // 2
