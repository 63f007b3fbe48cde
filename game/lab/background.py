"""Lab work a window runs in a thread: ``start``, poll ``finished``, ``stop``; a failure kept as a sentence.

A subclass names its thread (``thread_name``), does its work in ``_work`` and says what it gave (``outcome``).
``on_end`` (a callable, or None) is called from the thread when the work ends, whichever way: a window
passes one that wakes its loop, so it need not look at the work again and again while it runs.
"""
from __future__ import annotations

import threading
import time


class BackgroundWork:
    thread_name = "lab-work"

    def __init__(self, on_end=None):
        self.error: str | None = None
        self.seconds = 0.0
        self.on_end = on_end
        self._stop = threading.Event()
        self._ended = threading.Event()
        self._start = time.perf_counter()
        self.thread = threading.Thread(target=self._run, name=self.thread_name, daemon=True)

    def start(self):
        self._start = time.perf_counter()
        self.thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()

    @property
    def stopping_by_hand(self) -> bool:
        return self._stop.is_set()

    def outcome(self):
        """What the work gave (None until it has)."""
        raise NotImplementedError

    @property
    def finished(self) -> bool:
        return self._ended.is_set() and (self.outcome() is not None or self.error is not None)

    def _work(self) -> None:
        raise NotImplementedError

    def _run(self) -> None:
        try:
            self._work()
        except Exception as err:
            self.error = f"{type(err).__name__}: {err}"
        self.seconds = time.perf_counter() - self._start
        self._ended.set()
        if self.on_end is not None:
            self.on_end()
