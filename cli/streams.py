"""Standard output and error that stay usable when the reader has gone."""
from __future__ import annotations

import os


class ReaderMayGo:
    """A text stream that goes quiet once its reader has gone (piped into `head`, which closed the pipe): the
    command goes on, and a run still writes its JSON, report and replays."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._gone()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._gone()

    def _gone(self) -> None:
        try:        # what the stream still buffers goes nowhere when the interpreter flushes it at exit
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self._stream.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            pass
        self._stream = open(os.devnull, "w")

    def __getattr__(self, name):
        return getattr(self._stream, name)
