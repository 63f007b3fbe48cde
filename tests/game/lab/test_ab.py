"""The A/B report: paired by seed, intervals and n, Benjamini–Hochberg, and a changed card's effect on its holder."""
import pytest

from game.lab.ab import changed_cards, compare
from game.lab.batch import run_batch
from game.lab.stats import benjamini_hochberg, mean_interval
from game.engine.cards import parse_cards
from tests.game.lab.test_batch_market import TEXT

RUBY = "cost: 3, power: 3"
DROP = "cost: 1, power: 1"


def run(text, games, path):
    cards, problems = parse_cards(text, path)
    assert not problems
    return run_batch("market", ["ai:random", "ai:random"], games, 1, cards, progress=False, workers=1,
                     cards_text=text, cards_path=path)


def test_benjamini_hochberg_adjusts_known_p_values():
    # m = 5: q_(i) = min over j >= i of p_(j) * m / j
    q = benjamini_hochberg({"a": 0.01, "b": 0.04, "c": 0.03, "d": 0.5, "e": 0.02})
    assert q == pytest.approx({"a": 0.05, "e": 0.05, "c": 0.05, "b": 0.05, "d": 0.5})
    q = benjamini_hochberg({"x": 0.001, "y": 0.2, "z": 0.9})
    assert q == pytest.approx({"x": 0.003, "y": 0.3, "z": 0.9})


def test_a_mean_interval_holds_its_mean_and_narrows_with_n():
    small = mean_interval([1, 0, -1, 0] * 10)
    large = mean_interval([1, 0, -1, 0] * 1000)
    assert small["delta"] == large["delta"] == 0 and small["n"] == 40 and large["n"] == 4000
    assert small["low"] < large["low"] < 0 < large["high"] < small["high"]


@pytest.mark.slow
def test_a_clearly_stronger_card_raises_its_holders_chance_with_an_interval_above_zero():
    stronger = TEXT.replace(DROP, "cost: 1, power: 9")
    new, old = run(stronger, 300, "drop9.yaml"), run(TEXT, 300, "market.yaml")
    ab = compare(new, old)
    assert list(ab.cards) == ["drop"]
    drop = ab.changed_cards_json()["drop"]
    assert drop["n"] > 50 and 0 < drop["low"] < drop["delta"] <= drop["high"] <= 1
    assert ab.diverged > 0 and len(ab.pairs) == 300


def test_a_no_op_edit_changes_no_card_and_every_interval_holds_zero():
    same = TEXT.replace("flavor", "flavor")  + "\n"
    new, old = run(same, 60, "copy.yaml"), run(TEXT, 60, "market.yaml")
    ab = compare(new, old)
    assert ab.cards == {} and ab.diverged == 0
    for r in ab.seats:
        assert r["low"] <= 0 <= r["high"] and r["n"] == 60


def test_the_json_keeps_both_runs_game_by_game_and_names_runs_by_their_files():
    new, old = run(TEXT.replace(RUBY, "cost: 3, power: 0"), 20, "dull.yaml"), run(TEXT, 20, "market.yaml")
    data = compare(new, old).json_fields()
    assert [r["seed"] for r in data["against"]["results"]] == [r["seed"] for r in new.results]
    assert data["ab"]["new"]["name"] == "new: dull.yaml" and data["ab"]["old"]["name"] == "old: market.yaml"
    assert set(data["changed_cards"]["ruby"]) >= {"delta", "low", "high", "n"}
    assert changed_cards(new.cards, old.cards) == ["ruby"]
    assert all("holdings" in r and "deeds" in r for r in new.results)
