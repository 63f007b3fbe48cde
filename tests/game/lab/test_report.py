"""The balance report: its numbers against a hand count, its charts, and the comparison of two card files."""
import json
import os
import pathlib
import re
import subprocess
import sys

from PIL import Image

import pytest

from game.lab.batch import Summary, run_batch
from game.engine.cards import parse_cards
from game.lab.observed import changed_cards
from game.lab.report import write_report
from tests.game.lab.test_batch_market import CARDS, TEXT

STRONGER = TEXT.replace("cost: 5, power: 5", "cost: 4, power: 6")
ROOT = str(pathlib.Path(__file__).resolve().parents[3])


def market(games, cards=CARDS, text=TEXT, path="market.yaml", **kw):
    return run_batch("market", ["ai:random", "ai:greedy"], games, 1, cards, progress=False, workers=1,
                     cards_text=text, cards_path=path, **kw)


def charts_in(folder):
    return sorted(f for f in os.listdir(folder) if f.endswith(".png"))


def assert_sensible_png(path):
    with Image.open(path) as im:
        im.verify()
    with Image.open(path) as im:
        assert im.format == "PNG" and im.mode == "RGB"
        assert im.width == 960 and 200 <= im.height <= 4000
        colours = im.convert("L").getextrema()
        assert colours[0] < 40 and colours[1] > 200         # light ink on the window's dark ground


@pytest.mark.slow
def test_report_numbers_match_a_hand_count_and_every_chart_is_a_real_image(tmp_path):
    summary = market(6)
    page = write_report(str(tmp_path), summary)
    assert page == str(tmp_path / "index.html")
    wins = [0, 0]
    by_player = {"ai:random": 0, "ai:greedy": 0}
    for r in summary.results:
        if len(r["winners"]) == 1:
            wins[r["winners"][0]] += 1
            by_player[summary.seats[r["order"][r["winners"][0]]]] += 1
    data = json.loads((tmp_path / "results.json").read_text())
    assert data["wins"] == wins and data["games"] == 6 and data["draws"] == 6 - sum(wins)
    assert {p["spec"]: p["wins"] for p in data["player_rates"]} == by_player
    md = (tmp_path / "summary.md").read_text()
    for i, w in enumerate(wins):
        assert re.search(rf"\| Seat {i + 1} \| rotating \| {w} \| {w / 6:.1%} \|", md)
    assert f"| Player B | ai:greedy | {by_player['ai:greedy']} |" in md
    pngs = charts_in(tmp_path)
    assert {"seats.png", "length.png", "cards_bought.png", "cards_played.png", "cards_held.png",
            "groups_bought.png"} <= set(pngs)
    html = (tmp_path / "index.html").read_text()
    for name in pngs:
        assert_sensible_png(tmp_path / name)
        assert f'src="{name}"' in html and f"]({name})" in md
    rows = (tmp_path / "cards.csv").read_text().splitlines()
    crown = summary.balance.row("bought", "card:crown")
    assert any(line.startswith(f"bought,card,crown,Crown,{crown['n']},") for line in rows)


@pytest.mark.slow
def test_comparing_two_card_files_shows_what_changed(tmp_path):
    stronger, problems = parse_cards(STRONGER, "stronger.yaml")
    assert not problems
    a = market(12, stronger, STRONGER, "stronger.yaml")
    b = market(12)
    assert [r["seed"] for r in a.results] == [r["seed"] for r in b.results]
    assert changed_cards(a, b) == {"changed": ["crown"], "added": [], "removed": []}
    write_report(str(tmp_path), a, against=b)
    assert "delta.png" in charts_in(tmp_path)
    assert_sensible_png(tmp_path / "delta.png")
    data = json.loads((tmp_path / "results.json").read_text())
    comp = data["comparison"]
    assert comp["definitions"]["changed"] == ["crown"]
    assert data["against"]["wins"] == b.wins and data["wins"] == a.wins
    for row, ra, rb in zip(comp["seats"], a.seat_rates(), b.seat_rates()):
        assert (row["a"], row["b"]) == (ra["rate"], rb["rate"])
        assert abs(row["delta"] - (ra["rate"] - rb["rate"])) < 1e-12
    md = (tmp_path / "summary.md").read_text()
    assert md.index("## What the edit did") < md.index("## Observed figures: stronger.yaml against market.yaml")
    assert "**Crown** (`crown`): Cost 5 → 4; Power 5 → 6." in md
    crown_a, crown_b = a.balance.row("bought", "card:crown"), b.balance.row("bought", "card:crown")
    assert f"| Crown | changed | when bought | {crown_a['rate']:.1%} | {crown_b['rate']:.1%} |" in md


def test_a_report_of_no_finished_game_says_so(tmp_path):
    summary = market(5, should_stop=lambda: True)
    assert summary.games == 0 and summary.cancelled
    write_report(str(tmp_path), summary)
    md = (tmp_path / "summary.md").read_text()
    assert "No game finished" in md and "Stopped early" in md and "Seat 1" not in md
    assert json.loads((tmp_path / "results.json").read_text())["games"] == 0


@pytest.mark.slow
def test_a_report_can_be_redrawn_from_its_json(tmp_path):
    summary = market(4)
    write_report(str(tmp_path / "one"), summary)
    again = Summary.from_json(json.loads((tmp_path / "one" / "results.json").read_text()))
    write_report(str(tmp_path / "two"), again)
    one = (tmp_path / "one" / "summary.md").read_text()
    two = (tmp_path / "two" / "summary.md").read_text()
    assert one == two


@pytest.mark.slow
def test_simulate_report_and_against_from_the_command_line(tmp_path):
    folder = tmp_path / "rep"
    run = subprocess.run([sys.executable, "main.py", "simulate", "seize", "--games", "4", "--workers", "2",
                          "--report", str(folder), "--against", "cards.yaml"],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "against old: cards.yaml" in run.stdout and "no card's definition changed" in run.stdout
    bars = [line for line in run.stderr.splitlines() if line.startswith("seize [")]
    assert bars and bars[-1].split()[2] == "8/8"          # one bar over both card files' games
    assert all(line.split()[2].endswith("/8") for line in bars)
    written = {"index.html", "summary.md", "results.json", "seats.png", "delta.png", "length.png"}
    assert written <= set(os.listdir(folder))
    data = json.loads((folder / "results.json").read_text())
    assert data["comparison"]["definitions"] == {"changed": [], "added": [], "removed": []}
    assert data["changed_cards"] == {}
    assert len(data["results"]) == len(data["against"]["results"]) == 4      # both runs, game by game
    assert [r["seed"] for r in data["results"]] == [r["seed"] for r in data["against"]["results"]]
    assert data["workers"] == 2 and sum(data["wins"]) + data["draws"] == 4


def test_a_costly_card_is_judged_against_the_cards_of_its_own_cost():
    from game.lab.balance import BalanceTable
    cards = {"gem": {"family": "treasure", "groups": {"value": 5}},
             "crown": {"family": "treasure", "groups": {"value": 5}},
             "pebble": {"family": "treasure", "groups": {"value": 1}}}
    table = BalanceTable()
    # rich seats buy value-5 cards and win; the crown wins a little more often than the gem
    for i in range(100):
        rich = {"bought": {"card:gem": 1, "value:5": 1} if i % 2 else {"card:crown": 1, "value:5": 1}}
        poor = {"bought": {"card:pebble": 1, "value:1": 1}}
        won = i % 2 == 0 or i % 10 != 1
        table.add([rich, poor], [1.0, 0.0] if won else [0.0, 1.0])
    rows = {r.value: r for r in table.peer_rows("bought", "banished", cards)}
    assert table.row("bought", "card:gem")["rate"] > table.baseline            # above everyone...
    assert rows["gem"]["vs_peers"] < 0 < rows["crown"]["vs_peers"]             # ...but below its peers
    assert rows["crown"]["peer"] == "value:5" and rows["pebble"]["peer"] == "value:1"
    assert rows["pebble"]["vs_peers"] == 0
    assert table.peer_rows("bought", "seize", cards) == []                     # a game without peers
