"""The window: one main loop at 60 frames a second driving a stack of scenes.

A scene (``scenes.scene.Scene``) has ``handle_event(event)``, ``update(dt)`` and
``draw(surface)``; the top scene gets the input, every scene from the last
opaque one up is drawn.  Scenes are pushed by name (``app.push("setup", game)``)
from the scenes the app was given (by default the window's own, ``scenes/registry.py``), or as made scenes.
F11 toggles full screen, Esc backs out (the scene's ``back``), closing the
window quits at any point.  An error inside a scene never reaches the player
as a traceback: it is written to stderr and an error scene says what failed.

When nothing moves the loop sleeps on the event queue (``scenes.wake``).  A scene says what it needs with
``frame_need()``: "frames" (something moves: 60 a second), "poll" (a worker is busy: wake and
redraw every ``WAKE`` seconds), "idle" (wake every ``WAKE`` seconds to update only; redraw on an
event or when the update started something) or "still" (nothing moves or runs: sleep until input, or until
background work calls ``scenes.wake.wake()``).  A scene that does not say is polled.  A helper may say
too (``frame_need``); the loop sleeps without a limit only when the scene and every helper are still.
"""
from __future__ import annotations

import signal
import sys
import time
import traceback

import pygame

from game.engine import manifest_of, registered
from game.engine.cards import DEFAULT_PATH, CardFileError
from game.engine.cards_csv import load_card_source
from game.engine.errors import CardTableError

from scenes import fonts, registry, settings as settings_mod, shown, theme, wake
from scenes.dialogs import ErrorScene
from scenes.scene import Scene

FPS = 60
WAKE = 0.25                # seconds between two looks at background work while the loop sleeps
STOP_SIGNALS = ("SIGTERM", "SIGHUP")     # a logout or a shutdown: quit at once (a game is saved after every move)
LINGER = 1.0               # seconds of full frames after the last thing that moved (glows, needles fading)
TITLE = "The Card Table"
MIN_SIZE = (800, 560)


class App:
    def __init__(self, size=(1280, 800), cards_path: str | None = None, data_dir: str | None = None,
                 cards_csv=(), games=None, scenes=None):
        """``games`` is the game list main.py hands in (a module with ``GAMES``, the manifests in menu order,
        which registers them when imported); without one the app offers every game registered so far.
        ``scenes`` maps a name to a scene factory (see scenes/compose.py); by default the window's own."""
        pygame.display.init()
        fonts.ensure_init()
        pygame.display.set_caption(TITLE)
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        fonts.fit_window(self.size)
        self.cards_path = cards_path
        self.cards_csv = list(cards_csv)     # CSVs (``cards export``) merged over the card file, in memory
        self.data_dir = data_dir or settings_mod.data_dir()
        self.settings = settings_mod.use(settings_mod.load(self.data_dir))
        fonts.set_scale(self.settings["scale"] / 100)
        self.stack: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.fullscreen = False
        self._cards = None
        self.helpers: list = []      # app-wide helpers (the card file watcher): update, draw, handle_event
        self.recorder = shown.Recorder.from_environment()
        self.games = tuple(games.GAMES) if games is not None else tuple(map(manifest_of, registered()))
        self.game_list: str | None = games.__name__ if games is not None else None   # imported by the AI process
        self.scenes: dict = dict(scenes if scenes is not None else registry.SCENES)

    # -- the card data ---------------------------------------------------------
    @property
    def cards(self):
        """The card set, loaded on first use (a broken file raises CardFileError)."""
        if self._cards is None:
            self._cards = load_card_source(self.cards_path or DEFAULT_PATH, self.cards_csv)
        return self._cards

    def cards_changed(self, cards) -> None:
        """New cards (the card file was saved): new games use them and every scene is told."""
        self._cards = cards
        for scene in list(self.stack):
            self._guard(scene, "cards_changed", cards)

    # -- the stack -------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def scene(self, name: str, *args, **kwargs) -> Scene:
        """Make the scene registered as ``name`` (see ``offers``) for this app."""
        try:
            make = self.scenes[name]
        except KeyError:
            raise KeyError(f"no scene is registered as {name!r}") from None
        return make(self, *args, **kwargs)

    def offers(self, name: str) -> bool:
        """Whether a scene is registered as ``name`` (the designer's tools are there only when handed in)."""
        return name in self.scenes

    def _made(self, scene, args, kwargs) -> Scene:
        return self.scene(scene, *args, **kwargs) if isinstance(scene, str) else scene

    def push(self, scene: Scene | str, *args, **kwargs) -> Scene:
        """Put ``scene`` (or the scene registered by that name, made with ``args``) on top."""
        scene = self._made(scene, args, kwargs)
        if self.stack:
            self._guard(self.stack[-1], "pause")
        self.stack.append(scene)
        self._guard(scene, "resize", self.size)
        self._guard(scene, "enter")
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._guard(scene, "close")
        if self.stack:
            self._guard(self.stack[-1], "resize", self.size)
            self._guard(self.stack[-1], "enter")
        else:
            self.quit()
        return scene

    def replace(self, scene: Scene | str, *args, **kwargs) -> Scene:
        """Take the top scene off and put ``scene`` in its place."""
        scene = self._made(scene, args, kwargs)
        if self.stack:
            self._guard(self.stack.pop(), "close")
        self.stack.append(scene)
        self._guard(scene, "resize", self.size)
        self._guard(scene, "enter")
        return scene

    def reset(self, scene: Scene | str, *args, **kwargs) -> Scene:
        """Leave every scene and start again from ``scene`` (the menu)."""
        scene = self._made(scene, args, kwargs)
        while self.stack:
            self._guard(self.stack.pop(), "close")
        return self.push(scene)

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- one frame -------------------------------------------------------------
    def feed(self, event) -> None:
        """Give one event to the app (the loop does this; tests post their own)."""
        if event.type == wake.WAKE:             # it only ended a sleep: the update after it looks
            return
        if event.type == pygame.QUIT:
            if self.top is None or not self.top.holds_quit():
                self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self._resized((event.x, event.y))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if any(helper.handle_event(event) for helper in self.helpers):
            return
        if self.top is not None:
            self._guard(self.top, "handle_event", event)

    def tick(self, dt: float) -> None:
        """Update the top scene and draw the visible ones."""
        self.update(dt)
        self.draw(self.screen)
        self.frames += 1

    def update(self, dt: float) -> None:
        """Move the top scene and the helpers on by ``dt`` seconds, drawing nothing."""
        top = self.top
        if top is not None:
            self._guard(top, "update", dt)
        for helper in self.helpers:
            helper.update(dt)

    def draw(self, surface) -> None:
        recorder = self.recorder if surface is self.screen else None
        screen, surface = surface, (recorder.surface_for(surface) if recorder else surface)
        if recorder:
            recorder.start()
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        if not self.stack:
            surface.fill(theme.FELT_DARK)
        for i in range(first, len(self.stack)):
            shown.set_layer(i)
            self._guard(self.stack[i], "draw", surface)
        for helper in self.helpers:
            helper.draw(surface)
        if recorder:
            recorder.finish(self, screen)

    def frame_need(self) -> str:
        """What the top scene needs now: "frames", "poll", "idle" or "still" (see the module's docstring);
        "idle" where the scene is still but a helper is not."""
        top = self.top
        need = getattr(top, "frame_need", None)
        need = need() if need is not None else "poll"
        if need == "still" and any(getattr(h, "frame_need", lambda: "still")() != "still" for h in self.helpers):
            return "idle"
        return need

    def sleep(self, need: str) -> list:
        """Wait for the events to come, as ``need`` allows (not "frames"): until one comes when "still",
        else for ``WAKE`` seconds at most."""
        return wake.wait_events(None if need == "still" else WAKE)

    def _helpers_seen(self) -> tuple:
        """What the helpers show (a reload, a broken card file's problems): a change is redrawn."""
        return tuple((getattr(h, "reloads", 0), len(getattr(h, "problems", ()))) for h in self.helpers)

    def _events(self, events) -> None:
        for event in events:
            self.feed(event)
            if not self.running:
                return

    def run(self) -> int:
        busy_until = time.monotonic() + LINGER
        self.clock.tick()
        while self.running:
            need = self.frame_need()
            now = time.monotonic()
            if need == "frames":
                busy_until = now + LINGER
            if now < busy_until:
                dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
                self._events(pygame.event.get())
                if self.running:
                    self.tick(dt)
                    pygame.display.flip()
                continue
            events = self.sleep(need)
            dt = self.clock.tick() / 1000.0
            if events:
                if any(event.type != wake.WAKE for event in events):
                    busy_until = time.monotonic() + LINGER
                self._events(events)
                if self.running:
                    self.tick(min(dt, 1 / FPS))
                    pygame.display.flip()
                continue
            seen = self._helpers_seen()
            self.update(min(dt, 0.3))
            if need == "poll" or self.frame_need() not in ("idle", "still") or self._helpers_seen() != seen:
                self.draw(self.screen)
                pygame.display.flip()
        for scene in reversed(self.stack):
            self._guard(scene, "close")
        self.stack.clear()
        for helper in self.helpers:
            getattr(helper, "close", lambda: None)()
        return self.exit_code

    # -- the window ------------------------------------------------------------
    def _resized(self, size) -> None:
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if size == self.size and self.screen.get_size() == size:
            return
        if not self.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        fonts.fit_window(self.size)
        for scene in self.stack:
            self._guard(scene, "resize", self.size)

    def toggle_fullscreen(self) -> None:
        try:
            if self.fullscreen:
                self.screen = pygame.display.set_mode(self._windowed, pygame.RESIZABLE)
            else:
                self._windowed = self.size
                desktop = pygame.display.get_desktop_sizes()[0]
                self.screen = pygame.display.set_mode(desktop, pygame.FULLSCREEN)
            self.fullscreen = not self.fullscreen
        except pygame.error as err:
            print(f"full screen is not available: {err}", file=sys.stderr)
            return
        self.size = self.screen.get_size()
        fonts.fit_window(self.size)
        for scene in self.stack:
            self._guard(scene, "resize", self.size)

    # -- errors ----------------------------------------------------------------
    def _guard(self, scene: Scene, method: str, *args):
        """Call a scene method; an exception becomes an error screen, never a crash."""
        try:
            return getattr(scene, method)(*args)
        except Exception as err:   # the player must never see a traceback
            traceback.print_exc(file=sys.stderr)
            self.report_error(err, scene)
            return None

    def report_error(self, err: Exception, scene: Scene | None = None) -> None:
        if isinstance(scene, ErrorScene):
            self.quit(1)
            return
        if scene is not None and scene in self.stack:
            self.stack.remove(scene)
        self.stack.append(ErrorScene(self, describe_error(err)))
        self.stack[-1].resize(self.size)


def describe_error(err: Exception) -> str:
    if isinstance(err, CardFileError):
        lines = str(err).splitlines()
        more = f"\n(and {len(lines) - 6} more; run: python main.py lint)" if len(lines) > 6 else ""
        return "The card file has problems:\n" + "\n".join(lines[:6]) + more
    if _expected(err):
        return str(err)
    return f"Something went wrong: {type(err).__name__}: {err}\nThe details are in the terminal."


def run_app(scene_factory, cards_path: str | None = None, size=(1280, 800), cards_csv=(), games=None,
            scenes=None, helpers=()) -> int:
    """Open the window offering ``games`` and ``scenes`` (see ``App``) with the scene ``scene_factory(app)``
    and run until it closes.  Each of ``helpers`` is made as ``make(app, cards_path)`` and runs app-wide."""
    started = time.perf_counter()
    try:
        app = App(size, cards_path, cards_csv=cards_csv, games=games, scenes=scenes)
    except pygame.error as err:
        print(f"error: the window cannot open: {err}", file=sys.stderr)
        return 1
    app.started = started
    stop_on_signals(app)
    app.helpers += [make(app, cards_path or DEFAULT_PATH) for make in helpers]
    try:
        first = scene_factory(app)
    except Exception as err:
        if _expected(err):
            print(f"error: {err}", file=sys.stderr)
        else:
            traceback.print_exc(file=sys.stderr)
        first = ErrorScene(app, describe_error(err))
    app.push(first)
    try:
        return app.run()
    except KeyboardInterrupt:
        return 130
    finally:
        fonts.forget()
        pygame.quit()


def stop_on_signals(app) -> None:
    """SIGTERM and SIGHUP end the main loop at once with exit code 0, no question asked, even while it sleeps.
    Installed after SDL's own handler (which turns SIGTERM into a window close, and a game in progress asks
    before that)."""
    for name in STOP_SIGNALS:
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, lambda signum, frame: app.quit(0))
    wake.wake_on_signals()


def _expected(err: Exception) -> bool:
    """A failure whose message says it all (a bad file, a refused set-up): no traceback needed."""
    return isinstance(err, CardTableError)
