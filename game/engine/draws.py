"""Random draws the engine makes often, giving exactly what ``random.Random``'s own methods give, without a call per card."""
from __future__ import annotations

import random


def shuffle(rng: random.Random, items: list) -> None:
    """``rng.shuffle(items)``: the same order from the same generator (``random.Random``'s algorithm, inlined)."""
    if rng.__class__ is not random.Random:
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]
