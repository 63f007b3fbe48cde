"""The engine's own draws give exactly what ``random.Random`` gives: replays and pinned games depend on it."""
import random

from game.engine.draws import seeded_shuffle, shuffle


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


def test_seeded_shuffle_orders_as_a_generator_of_that_seed_each_time():
    for size in (0, 1, 2, 7, 40):
        for seed in (1, 2, 10**20 + 7):
            for _ in range(2):                       # the second time from the order kept
                ours, theirs = [f"c{i}" for i in range(size)], [f"c{i}" for i in range(size)]
                seeded_shuffle(seed, ours)
                random.Random(seed).shuffle(theirs)
                assert ours == theirs
