"""The Dealer's own shuffles and pool draw exactly what ``random`` and ``list.remove`` would.

The pinned games rest on it."""
import random

import pytest

from game.ai.determinize import _Pool
from game.engine.draws import permutation, sample, shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 16, 17, 64, 100])
def test_shuffle_and_permutation_draw_what_random_does(size):
    for seed in range(20):
        items = list(range(size))
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, expected = items[:], items[:]
        shuffle(ours, mine)
        theirs.shuffle(expected)
        assert mine == expected
        assert permutation(ours, items) == theirs.sample(items, len(items))
        assert ours.random() == theirs.random()          # the generators are left in the same state


@pytest.mark.parametrize("size,count", [(0, 0), (5, 2), (30, 6), (30, 24), (100, 3), (100, 40), (300, 20), (400, 400)])
def test_sample_draws_what_random_does_from_a_list_or_a_set(size, count):
    for seed in range(10):
        ours, theirs = random.Random(seed), random.Random(seed)
        items = list(range(size))
        assert sample(ours, items, count) == theirs.sample(items, count)
        assert ours.random() == theirs.random()


def test_a_generator_of_its_own_kind_shuffles_by_its_own_method():
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x):
            Counting.calls += 1
            super().shuffle(x)
    items = list(range(10))
    shuffle(Counting(1), items)
    assert Counting.calls == 1 and sorted(items) == list(range(10))


def test_the_pool_takes_what_list_remove_would_and_a_changed_copy_of_the_same_card_else():
    listed = [("a", ()), ("b", (("x", 1),)), ("a", ()), ("b", (("x", 2),)), ("c", [("y", 3)])]
    pool = _Pool(listed)
    reference = [(cid, tuple(props)) for cid, props in listed]
    assert pool.entries[pool.take(("a", ()))] == ("a", ())
    reference.remove(("a", ()))
    assert pool.entries[pool.take(("b", (("x", 2),)))] == ("b", (("x", 2),))
    reference.remove(("b", (("x", 2),)))
    assert pool.entries[pool.take(("b", (("x", 9),)))] == ("b", (("x", 1),))      # marks changed out of sight
    reference.remove(("b", (("x", 1),)))
    assert pool.take(("b", ())) is None and pool.take(("z", ())) is None
    assert pool.entries[pool.take(("c", (("y", 3),)))] == ("c", (("y", 3),))
    reference.remove(("c", (("y", 3),)))
    assert [pool.entries[i] for i in pool.left()] == reference == [("a", ())]
