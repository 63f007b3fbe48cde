"""An A/B report says what the edit did: the exact change, its causal effect with n and q, its deeds; observed after."""
import json
import re

import pytest

from game.lab import causal, edit_report
from game.lab.balance import card_info
from game.lab.batch import CardRun, run_runs
from game.engine.cards import parse_cards
from game.lab.edits import change_text, field_changes
from game.lab.report import write_report
from tests.game.lab.test_batch_market import TEXT

DROP9 = TEXT.replace("cost: 1, power: 1", "cost: 1, power: 9")


def cards_of(text, path):
    cards, problems = parse_cards(text, path)
    assert not problems
    return cards


def played(games):
    new, old = cards_of(DROP9, "drop9.yaml"), cards_of(TEXT, "market.yaml")
    seeding = causal.CardSeeding("drop")
    runs = [CardRun(new, "drop9.yaml", DROP9), CardRun(old, "market.yaml", TEXT, label="against"),
            CardRun(new, "drop9.yaml", DROP9, label="seeded:drop:new", prepare=seeding),
            CardRun(old, "market.yaml", TEXT, label="seeded:drop:old", prepare=seeding)]
    return run_runs("market", ["ai:random", "ai:random"], games, 1, runs, progress=False, workers=1).summaries


def test_the_change_is_found_field_by_field_with_both_values():
    new, old = card_info(cards_of(DROP9, "a.yaml"), "market"), card_info(cards_of(TEXT, "b.yaml"), "market")
    assert field_changes(new, old, "drop") == [{"field": "power", "old": 1, "new": 9}]
    assert field_changes(new, old, "ruby") == []
    assert change_text(field_changes(new, old, "drop")) == "Power 1 → 9"
    del new["drop"]
    assert change_text(field_changes(new, old, "drop")) == "card removed"


def test_the_report_opens_with_each_changed_cards_change_and_causal_effect_and_observed_comes_after(tmp_path):
    summary, against, seeded_new, seeded_old = played(40)
    write_report(str(tmp_path), summary, against=against, seeded={"drop": (seeded_new, seeded_old)})
    md = (tmp_path / "summary.md").read_text()
    drop = json.loads((tmp_path / "results.json").read_text())["changed_cards"]["drop"]
    assert drop["design"] == "seeded" and drop["n"] == 40
    figure = (f"**{drop['delta'] * 100:+.1f} pt** (95% interval {drop['low'] * 100:+.1f} pt to "
              f"{drop['high'] * 100:+.1f} pt; n = 40 paired games; q = {drop['q']:.3f}")
    glance = md[md.index("## At a glance"):md.index("## What the edit did")]
    first = glance.splitlines()[2]
    assert first.startswith("- Changed card **Drop** (Power 1 → 9): its holder's chance of winning " + figure)
    section = md[md.index("## What the edit did"):]
    assert section.index("**Drop** (`drop`): Power 1 → 9.") < section.index(figure)
    assert "| what the card did, per holder per game | old: market.yaml | new: drop9.yaml |" in section
    assert md.index("## What the edit did") < md.index("## Seats and players") < md.index("## Observed figures")
    observed_lines = [line for line in glance.splitlines() if line.startswith("- ") and line is not first]
    assert observed_lines and all(line.startswith("- Observed, not causal: ") for line in observed_lines[1:])
    html = (tmp_path / "index.html").read_text()
    assert "<strong>Drop</strong> (<code>drop</code>): Power 1 → 9." in html


def test_the_delta_chart_has_a_bar_for_each_changed_card_and_colours_only_corrected_figures(tmp_path, monkeypatch):
    drawn = []
    monkeypatch.setattr(edit_report.charts, "delta_chart",
                        lambda path, title, subtitle, sections: drawn.append(sections))
    summary, against, seeded_new, seeded_old = played(30)
    write_report(str(tmp_path), summary, against=against, seeded={"drop": (seeded_new, seeded_old)})
    (sections,) = drawn
    heading, rows = sections[0]
    drop = json.loads((tmp_path / "results.json").read_text())["changed_cards"]["drop"]
    assert "causal" in heading and [r["label"] for r in rows] == ["Drop"] and rows[0]["delta"] == drop["delta"]
    observed = [r for heading, rows in sections if heading.startswith("Observed") for r in rows]
    assert observed and all("q" not in r for r in observed)


@pytest.mark.parametrize("row, called", [({"low": 0.02, "high": 0.3, "q": 0.01}, "surely up"),
                                         ({"low": -0.3, "high": -0.01, "q": 0.049}, "surely down"),
                                         ({"low": 0.02, "high": 0.3, "q": 0.2}, ""),
                                         ({"low": 0.02, "high": 0.3}, "")])
def test_a_figure_is_surely_up_or_down_only_by_its_corrected_q(row, called):
    assert edit_report.verdict(row) == called


def test_the_timing_counts_every_game_the_progress_bar_counted():
    summary, against, seeded_new, seeded_old = played(12)
    for run in (summary, against, seeded_new, seeded_old):
        assert run.games == 12 and run.batch_games == 48
    assert re.match(r"market: 12 games; 48 games played in [\d.]+ s .* counting the --against and seeded runs",
                    summary.text())
