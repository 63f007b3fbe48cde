"""The --until-clear stopping rule: published boundaries, a 5% false-positive rate under many looks, and power."""
import random

import pytest

from game.lab.sequential import SequentialTest, boundaries


def test_the_boundaries_are_the_published_pocock_type_lan_demets_ones():
    # gsDesign, sfLDPocock, two-sided alpha 0.05, five equally spaced looks
    assert boundaries((0.2, 0.4, 0.6, 0.8, 1.0)) == pytest.approx((2.4380, 2.4268, 2.4101, 2.3966, 2.3859), abs=2e-3)
    assert boundaries((1.0,)) == pytest.approx((1.96,), abs=1e-3)


def null_game(rng):
    """A paired outcome when the edit does nothing: the holder wins one and loses the other as often."""
    return rng.choice((-1.0, -1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0))


def run_to_the_end(draw, rng, cap=600, batch=50, smallest=None):
    """One sequential run, batch by batch as until_clear.play drives it; its decision, n, and whether a
    naive 1.96 at every look would have called it."""
    test = SequentialTest(["card"], cap, smallest)
    naive = False
    while not test.done():
        look = test.add("card", [draw(rng) for _ in range(batch)])
        se = (look.high - look.low) / (2 * look.critical)
        naive = naive or (se > 0 and abs(look.delta) / se > 1.959964)
    return test.decision("card"), len(test.diffs["card"]), naive


def test_under_a_null_edit_the_false_positive_rate_stays_at_five_percent_though_naive_looks_inflate_it():
    rng = random.Random(42)
    runs = [run_to_the_end(null_game, rng) for _ in range(1500)]
    called = sum(d in ("up", "down") for d, _, _ in runs) / len(runs)
    naive = sum(n for _, _, n in runs) / len(runs)
    assert 0.03 <= called <= 0.07            # 12 looks, yet about 5% (±2 standard errors)
    assert naive > 0.12                       # the same looks at a fixed 1.96 call far more


def test_an_effect_smaller_than_the_size_asked_for_is_shown_small_and_rarely_called():
    rng = random.Random(5)
    runs = [run_to_the_end(null_game, rng, cap=2000, batch=200, smallest=0.08) for _ in range(300)]
    decisions = [d for d, _, _ in runs]
    assert decisions.count("smaller") / len(runs) > 0.8
    assert sum(d in ("up", "down") for d in decisions) / len(runs) <= 0.07
    assert all(n < 2000 for d, n, _ in runs if d == "smaller")


def test_a_real_effect_is_called_with_its_sign_long_before_the_cap():
    def better(rng):                         # the holder gains 20 points: wins 45%, loses 25%
        return rng.choices((1.0, 0.0, -1.0), (0.45, 0.30, 0.25))[0]
    rng = random.Random(9)
    runs = [run_to_the_end(better, rng, cap=2000, batch=100) for _ in range(200)]
    assert sum(d == "up" for d, _, _ in runs) / len(runs) > 0.95
    assert all(d != "down" for d, _, _ in runs)
    assert sorted(n for _, n, _ in runs)[len(runs) // 2] <= 300


def test_several_cards_share_alpha_and_the_run_is_done_only_when_each_is_clear():
    test = SequentialTest(["a", "b"], cap=400)
    assert test.card_alpha == pytest.approx(0.025)
    test.add("a", [1.0] * 60 + [0.0] * 40)
    test.add("b", [1.0, -1.0] * 50)
    assert test.decision("a") == "up" and test.decision("b") == "" and test.open_cards() == ["b"]
    assert not test.done()
    test.add("b", [1.0, -1.0] * 150)
    assert test.done() and "cap of 400" in test.reason()
