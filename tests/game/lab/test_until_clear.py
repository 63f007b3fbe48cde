"""simulate --until-clear: paired batches that stop once each changed card is clear, and a report that says why."""
import json

from game.lab import until_clear
from game.lab.batch import CardRun, run_runs
from game.lab.report import write_report
from tests.game.lab.test_batch_market import TEXT
from tests.game.lab.test_edit_report import DROP9, cards_of

SEATS = ["ai:random", "ai:random"]


def runs(new_text):
    return (CardRun(cards_of(new_text, "new.yaml"), "new.yaml", new_text),
            CardRun(cards_of(TEXT, "market.yaml"), "market.yaml", TEXT, label="against"))


def test_a_clearly_stronger_card_stops_early_with_its_sign_and_the_report_says_why_and_after_how_many(tmp_path):
    new, old = runs(DROP9)
    summaries, stopping = until_clear.play("market", SEATS, 1, new, old, ["drop"], 600, batch=40,
                                           progress=False, workers=1)
    assert stopping.test.decision("drop") == "up" and stopping.games < 600
    assert stopping.games % 40 == 0 and stopping.looks == stopping.games // 40
    by_label = {s.label: s for s in summaries}
    assert by_label[""].games == by_label["against"].games == stopping.games
    assert by_label["seeded:drop:new"].games == stopping.games
    assert all(s.batch_games == 4 * stopping.games for s in summaries)
    write_report(str(tmp_path), by_label[""], against=by_label["against"], stopping=stopping,
                 seeded={"drop": (by_label["seeded:drop:new"], by_label["seeded:drop:old"])})
    md = (tmp_path / "summary.md").read_text()
    said = f"--until-clear stopped after {stopping.games} paired games ({stopping.looks} look"
    assert said in md and "every changed card's answer is clear" in md
    assert md.index(said) < md.index("## Seats and players")
    data = json.loads((tmp_path / "results.json").read_text())
    assert data["stopping"]["paired_games"] == stopping.games
    assert data["stopping"]["cards"]["drop"][-1]["decision"] == "up"


def test_batches_play_the_games_one_fixed_run_of_as_many_games_plays():
    new, old = runs(DROP9)
    summaries, stopping = until_clear.play("market", SEATS, 3, new, old, ["drop"], 80, batch=30,
                                           progress=False, workers=1)
    fixed = run_runs("market", SEATS, stopping.games, 3, [new, old], progress=False, workers=1).summaries
    for batched, whole in zip(summaries[:2], fixed):
        assert [(r["seed"], r["order"], r["winners"]) for r in batched.results] == \
               [(r["seed"], r["order"], r["winners"]) for r in whole.results]


def test_identical_card_sets_have_nothing_to_measure_and_stop_after_one_batch():
    new, old = runs(TEXT)
    summaries, stopping = until_clear.play("market", SEATS, 1, new, old, [], 500, batch=25,
                                           progress=False, workers=1)
    assert stopping.games == 25 and stopping.looks == 1
    assert "no card's definition changed" in stopping.sentence()
    assert [s.label for s in summaries] == ["", "against"]


def test_a_run_stopped_before_any_game_ends_says_so_instead_of_failing():
    new, old = runs(DROP9)
    summaries, stopping = until_clear.play("market", SEATS, 1, new, old, ["drop"], 500, batch=25,
                                           progress=False, workers=1, should_stop=lambda: True)
    assert stopping.stopped_by_hand and stopping.reason() == "it was stopped by hand"
    assert stopping.test.looks["drop"] == [] and summaries[0].games == 0
