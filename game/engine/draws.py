"""Shuffles and samples giving exactly what ``random.Random``'s own methods give, with fewer calls per card."""
from __future__ import annotations

import math
import random
from operator import itemgetter

import game.engine.fast as fast


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


def seeded_shuffle(seed: int, items: list) -> None:
    """``random.Random(seed).shuffle(items)``: the order each seed leaves a list of each length in is worked out
    once (a search plays the same shuffle on many copies of a position) and applied by one ``itemgetter``."""
    size = len(items)
    if size < 2:                    # nothing to reorder (a shuffle's generator is its own: no draw is seen)
        return
    key = (seed, size)
    reorder = _ORDERS.get(key)
    if reorder is None:
        if len(_ORDERS) >= _ORDERS_KEPT:
            _ORDERS.clear()
        rng = fast.seeded_random(seed)
        order = list(range(size))
        shuffle(rng, order)
        reorder = _ORDERS[key] = itemgetter(*order)
    items[:] = reorder(items)


def _listed_up_to(count: int) -> int:
    """The largest population ``random.sample`` draws ``count`` from by a list of what is left (else by a set)."""
    return 21 + (4 ** math.ceil(math.log(count * 3, 4)) if count > 5 else 0)


def permutation(rng: random.Random, items: list) -> list:
    """``rng.sample(items, len(items))``: the same draws, without a call per card."""
    return sample(rng, items, len(items))


def sample(rng: random.Random, items: list, count: int) -> list:
    """``rng.sample(items, count)``: the same draws, without a call per card where ``random`` draws from a list
    of what is left (a sample of a large part of ``items``)."""
    size = len(items)
    if rng.__class__ is not random.Random or not 0 <= count <= size or size > _listed_up_to(count):
        return rng.sample(items, count)
    bits = rng.getrandbits
    pool = list(items)
    out = [None] * count
    for i in range(count):
        n = size - i
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        out[i] = pool[j]
        pool[j] = pool[n - 1]
    return out


_ORDERS: dict[tuple, itemgetter] = {}   # (seed, length) -> what picks the items in the order that seed's shuffle leaves
_ORDERS_KEPT = 4096
