"""The engine's own draws give exactly what ``random.Random`` gives: replays and pinned games depend on it."""
import random

from game.engine.draws import shuffle


def test_shuffle_orders_as_random_shuffle_and_leaves_the_generator_where_it_would():
    for size in (0, 1, 2, 3, 7, 8, 31, 32, 33, 100):
        for seed in range(5):
            ours, theirs = list(range(size)), list(range(size))
            mine, reference = random.Random(seed), random.Random(seed)
            shuffle(mine, ours)
            reference.shuffle(theirs)
            assert ours == theirs
            assert mine.getrandbits(64) == reference.getrandbits(64)


def test_shuffle_of_another_generator_uses_its_own_shuffle():
    class Reversing(random.Random):
        def shuffle(self, x):
            x.reverse()

    items = [1, 2, 3]
    shuffle(Reversing(1), items)
    assert items == [3, 2, 1]
