"""Banished in the lab: 4-Value Grim dealt by the seed, and the win rates by starting Element and Favor."""
import json
from collections import Counter

import pytest

import main
from game import engine
from game.banished.core import ELEMENTS
from game.lab.banished_openings import main as lab_main, opening_rates, rates_text, read_results
from tests.game.banished.test_banished_kit import CARDS, NAMES, ids


def dealt(seed, seats=2, **options):
    state = engine.new_game("banished", NAMES[:seats], seed, CARDS, grims_by_seed=True, **options)
    return state, [state.data["chosen"][s] for s in range(seats)]


def test_110_seeds_deal_every_ordered_pair_of_elements_once():
    pairs = Counter(tuple(dealt(seed)[1]) for seed in range(1, 111))
    elements = [f"{e}_4" for e in ELEMENTS]
    assert set(pairs) == {(a, b) for a in elements for b in elements if a != b}
    assert set(pairs.values()) == {1}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_grim_dealt_by_seed_go_into_the_decks_and_no_one_is_asked_to_choose(seats):
    state, grims = dealt(7, seats)
    assert state.data["phase"] == "turn" and len(set(grims)) == seats
    for s, grim in enumerate(grims):
        assert Counter(ids(state, f"deck:{s}") + ids(state, f"hand:{s}"))[grim] == 1
    assert not state.zones["choices"].cards
    assert sum(1 for cid in ids(state, "crypt") + ids(state, "spread") if cid.endswith("_4")) == 11 - seats


def test_the_deal_by_seed_does_not_depend_on_favor():
    assert dealt(12, favor=0)[1] == dealt(12, favor=1)[1]


def test_opening_rates_count_each_seat_under_its_element_and_the_first_favor():
    results = [
        {"winners": [0], "stats": {"chosen": ["fire_4", "water_4"], "first_favor": "seat1"}},
        {"winners": [1], "stats": {"chosen": ["water_4", "fire_4"], "first_favor": "seat1"}},
        {"winners": [0, 1], "stats": {"chosen": ["fire_4", "metal_4"], "first_favor": "seat2"}},
    ]
    rates = opening_rates(results)
    by = {row["key"]: row for row in rates["elements"]}
    assert [row["key"] for row in rates["elements"]] == ["fire", "water", "metal"]
    assert by["fire"]["n"] == 3 and by["fire"]["rate"] == pytest.approx(2.5 / 3)
    assert by["water"]["rate"] == 0.0 and by["metal"]["rate"] == 0.5
    assert rates["favor"]["n"] == 3 and rates["favor"]["rate"] == pytest.approx(1.5 / 3)
    assert by["water"]["high"] > 0.0 and "-50.0 pt" in rates_text(rates)


def test_the_lab_reads_a_cache_file_a_game_a_line_and_skips_a_torn_last_line(tmp_path, capsys):
    games = [{"order": [0, 1], "winners": [0], "stats": {"chosen": ["fire_4", "water_4"], "first_favor": "seat2"}},
             {"order": [1, 0], "winners": [0], "stats": {"chosen": ["water_4", "fire_4"], "first_favor": "seat2"}}]
    path = tmp_path / "banished-key.jsonl"
    path.write_text("".join(json.dumps(g) + "\n" for g in games) + '{"order": [0, 1], "winn', encoding="utf-8")
    results, players = read_results(str(path))
    assert results == games and players == 2
    assert lab_main([str(path)]) == 0
    out = capsys.readouterr().out.replace("Favor in Round 1", "Favor")
    rows = {line.split()[0]: line.split()[1:3] for line in out.splitlines()[1:]}
    assert rows["fire"] == ["2", "50.0%"] and rows["water"] == ["2", "50.0%"] and rows["Favor"] == ["2", "0.0%"]


def test_simulate_passes_each_option_to_every_game_its_value_read_as_json():
    args = main.build_parser().parse_args(["simulate", "banished", "--option", "grims_by_seed=true",
                                           "--option", "favor=1"])
    assert dict(args.option) == {"grims_by_seed": True, "favor": 1}
    with pytest.raises(SystemExit):
        main.build_parser().parse_args(["simulate", "banished", "--option", "favor"])
