"""Random draws the engine makes often, giving exactly what ``random.Random``'s own methods give, without a call per card."""
from __future__ import annotations

import random


def shuffle(rng: random.Random, items: list) -> None:
    """``rng.shuffle(items)``: the same order from the same generator (``random.Random``'s algorithm, inlined:
    the same draws, each step's bounds worked out once per length)."""
    if rng.__class__ is not random.Random:
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    steps = _STEPS.get(len(items))
    if steps is None:
        steps = _steps(len(items))
    for i, n, k in steps:
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


_STEPS: dict[int, tuple] = {}


def _steps(size: int) -> tuple:
    """(i, n, k) of each step of a shuffle of ``size`` items: item i swaps with one of the first n (k bits drawn)."""
    got = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    if size <= 1024:
        _STEPS[size] = got
    return got
