"""How the evaluations price a card: by what it does (the default), or, for the baseline levels
``ai:greedy0`` and ``ai:hard0``, by its printed numbers alone."""
from __future__ import annotations

import contextlib
from contextvars import ContextVar

PRINTED = ContextVar("printed_pricing", default=False)


def printed() -> bool:
    """Whether the player now thinking prices cards by their printed numbers (a baseline level)."""
    return PRINTED.get()


@contextlib.contextmanager
def printed_pricing():
    token = PRINTED.set(True)
    try:
        yield
    finally:
        PRINTED.reset(token)


def baseline(cls, level: str):
    """A level that plays as ``cls`` but prices cards by their printed numbers."""
    class Baseline(cls):
        def choose(self, view):
            with printed_pricing():
                return super().choose(view)
    Baseline.level = level
    Baseline.__name__ = Baseline.__qualname__ = f"Printed{cls.__name__}"
    return Baseline
