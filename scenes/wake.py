"""Sleeping until something happens: the window's loop waits here, and background work wakes it.

``wait_events(timeout)`` sleeps until an event is queued (input, a window change, or a ``wake()`` posted from
any thread) or ``timeout`` seconds pass (None: no limit), then gives every queued event.  pygame's own
``event.wait`` looks at the queue every millisecond while it waits, so it is used only where the SDL library
pygame loaded cannot be reached: ``SDL_WaitEventTimeout`` sleeps on the window system's connection.
``wake_on_signals()`` lets a signal (SIGTERM, Ctrl-C) end such a sleep, so its Python handler runs at once.
"""
from __future__ import annotations

import ctypes
import glob
import os
import signal
import threading

import pygame

WAKE = pygame.event.custom_type()       # background work has news: look again (no scene handles it)
_sdl = None                            # the loaded SDL library's SDL_WaitEventTimeout, once found (False: none)
_signals_wake = False


def wake() -> None:
    """Wake the loop from any thread (a worker that finished, a file that changed)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:                # the window is closed: nobody is waiting
        pass


def wait_events(timeout: float | None) -> list:
    """Sleep until an event is queued or ``timeout`` seconds pass (None: until an event); every queued event."""
    wait = _sdl_wait()
    if wait:
        wait(None, -1 if timeout is None else max(0, int(timeout * 1000)))
        return pygame.event.get()
    first = pygame.event.wait() if timeout is None else pygame.event.wait(int(timeout * 1000))
    return [] if first.type == pygame.NOEVENT else [first] + pygame.event.get()


def _sdl_wait():
    """``SDL_WaitEventTimeout`` of the SDL pygame runs on (it must be that very library: its queue is
    pygame's), or False."""
    global _sdl
    if _sdl is None:
        _sdl = False
        for path in _sdl_paths():
            try:
                lib = ctypes.CDLL(path)
                if not lib.SDL_WasInit(0x20):          # SDL_INIT_VIDEO: not the library pygame opened
                    continue
                lib.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
                _sdl = lib.SDL_WaitEventTimeout
                break
            except (OSError, AttributeError):
                continue
    return _sdl


def _sdl_paths() -> list:
    """Where the SDL library pygame loaded may be: this process's mapped files, then beside pygame."""
    found = []
    try:
        with open("/proc/self/maps") as maps:
            found = sorted({line.split()[-1] for line in maps if "/libSDL2-2" in line or "/libSDL2." in line})
    except OSError:
        pass
    here = os.path.dirname(pygame.__file__)
    for pattern in ("../pygame_ce.libs/libSDL2-2*", ".dylibs/libSDL2*", "SDL2.dll"):
        found += glob.glob(os.path.join(here, pattern))
    return found


def wake_on_signals() -> None:
    """A signal Python handles wakes the loop (its handler then runs); call from the main thread."""
    global _signals_wake
    if _signals_wake:
        return
    read, write = os.pipe()
    os.set_blocking(write, False)
    try:
        signal.set_wakeup_fd(write)
    except (ValueError, OSError):       # not the main thread: the loop's handlers run when it next wakes
        os.close(read)
        os.close(write)
        return

    def relay():
        while os.read(read, 64):
            wake()

    threading.Thread(target=relay, name="signal-wake", daemon=True).start()
    _signals_wake = True
