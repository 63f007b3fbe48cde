"""Observed per-card figures: played, kept at the end, never seen (game/lab/card_observed.py)."""
from types import SimpleNamespace

from game.lab.balance import BalanceTable
from game.lab.card_observed import figures, line


def _summary(games):
    """A two-seat run where the seat holding ``ace`` (played and kept) wins; ``games`` games."""
    table, results = BalanceTable(), []
    for g in range(games):
        holder = g % 2
        tally = [{"played": {}, "held": {}, "bought": {}} for _ in range(2)]
        tally[holder]["played"]["card:ace"] = 1
        if g % 4 < 2:
            tally[holder]["held"]["card:ace"] = 1
        table.add(tally, [1.0 if s == holder else 0.0 for s in range(2)])
        results.append({"winners": [holder], "holdings": [["ace"] if s == holder else [] for s in range(2)]})
    return SimpleNamespace(results=results, players=2, balance=table, cards={"ace": {}, "dud": {}})


def test_a_card_its_winners_played_shows_a_full_gap_to_never_seen():
    rows = figures(_summary(40))
    ace = rows["ace"]
    assert ace["played"]["rate"] == 1.0 and ace["played"]["n"] == 40
    assert ace["kept"]["n"] == 20
    assert ace["never_seen"]["rate"] == 0.0 and ace["never_seen"]["n"] == 40
    assert ace["difference"]["delta"] == 1.0
    assert "played − never seen +100.0 pt" in line(ace)


def test_a_card_nobody_met_has_no_difference():
    dud = figures(_summary(40))["dud"]
    assert dud["played"]["n"] == 0 and dud["never_seen"]["n"] == 80
    assert dud["never_seen"]["rate"] == 0.5
    assert dud["difference"] is None


def test_too_few_seat_games_give_no_difference():
    assert figures(_summary(10))["ace"]["difference"] is None


def test_an_ab_report_puts_the_observed_figures_beside_the_seeded_estimate_with_the_warning(tmp_path):
    import json
    from game.lab.report import write_report
    from tests.game.lab.test_edit_report import played
    summary, against, seeded_new, seeded_old = played(30)
    write_report(str(tmp_path), summary, against=against, seeded={"drop": (seeded_new, seeded_old)})
    data = json.loads((tmp_path / "results.json").read_text())
    drop = data["changed_cards"]["drop"]
    assert drop["observed"] == figures(summary, ["drop"])["drop"]
    assert drop["observed"]["played"]["n"] == summary.balance.row("played", "card:drop")["n"]
    assert "observed_cards" in data and "drop" in data["observed_cards"]
    md = (tmp_path / "summary.md").read_text()
    section = md[md.index("## What the edit did"):md.index("## Seats and players")]
    assert section.index("Its holder's chance of winning") < section.index("| beside it, observed in the ordinary")
    assert "mixes the card with the game state that brought it" in section
    assert "## Cards: played, kept, never seen (observed)" in md
