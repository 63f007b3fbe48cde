"""Where the points come from: every NAME_from_SOURCE statistic as a share of NAME."""
import pytest

from game.lab.batch import run_batch
from game.lab.shares import by_source, text
from tests.pinned import pinned_cards


def test_each_source_gets_its_share_of_the_whole_and_its_mean_per_game():
    results = [{"stats": {"support_from_deck": 6, "support_from_converts": 2, "rounds": 6}},
               {"stats": {"support_from_deck": 2, "support_from_converts": 0, "rounds": 6}}]
    rows = by_source(results)["support"]
    assert rows["deck"]["share"] == pytest.approx(0.8) and rows["converts"]["share"] == pytest.approx(0.2)
    assert rows["deck"]["per_game"] == 4 and rows["deck"]["n"] == 2
    assert text(results) == "  support by source: deck 80% (4.0 a game), converts 20% (1.0 a game)"
    assert by_source([{"stats": {"rounds": 6}}]) == {}


@pytest.mark.slow
def test_pariahs_support_by_source_adds_up_to_the_support_the_seats_hold():
    cards = pinned_cards()
    results = run_batch("pariahs", ["ai:random", "ai:random"], 2, 3, cards, progress=False, workers=1).results
    rows = by_source(results)["support"]
    assert set(rows) == {"influence", "classes", "converts", "devotees", "deck"}
    assert sum(r["share"] for r in rows.values()) == pytest.approx(1.0)
    held = sum(r["stats"]["support_yellow"] + r["stats"]["support_blue"] for r in results)
    assert sum(r["per_game"] for r in rows.values()) * len(results) == pytest.approx(held)
