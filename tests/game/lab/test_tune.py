"""tune: targets read from a run, and a search that repairs a deliberately faulted set, checked on fresh seeds."""
import json

import pytest

from game.lab import targets, tune
from main import main
from tests.game.lab.test_batch_market import TEXT

SEATS = ["ai:random", "ai:random"]
FAULTED = TEXT.replace("cost: 0, power: 1", "cost: 0, power: 4")     # a starter this strong: the first seat runs away


def test_targets_are_read_from_the_command_line_and_balance_is_the_docs_set():
    got, options = targets.parse(["balance"], "banished")
    assert [t.spec for t in got] == ["seats:45-55", "stat:chosen:45-55", "card:8"]
    assert options == {"grims_by_seed": True}
    got, _ = targets.parse(["share:support:10-40"], "pariahs")
    assert (got[0].low, got[0].high) == (0.10, 0.40)
    with pytest.raises(targets.TargetError):
        targets.parse(["seats:55-45"], "market")


def test_a_faulted_set_breaks_the_seat_target_and_the_shipped_one_does_not():
    target_list, _ = targets.parse(["seats:38-62"], "market")
    faulted = tune.Tuner("market", SEATS, FAULTED, "m.yaml", target_list, games=200, workers=1).check({}, 1, 200)
    shipped = tune.Tuner("market", SEATS, TEXT, "m.yaml", target_list, games=200, workers=1).check({}, 1, 200)
    assert not faulted.met and faulted.figures[0].value > 0.62
    assert shipped.met


@pytest.mark.slow
def test_tune_edits_the_faulted_card_and_the_proposal_meets_the_target_on_fresh_seeds(tmp_path):
    target_list, _ = targets.parse(["seats:38-62"], "market")
    state = str(tmp_path / "state.json")
    tuner = tune.Tuner("market", SEATS, FAULTED, "m.yaml", target_list, games=200, workers=1,
                       editable=["pebble", "ruby"], state_path=state, log=lambda line: None)
    result = tuner.run()
    assert [card for card, _ in result.edits] == ["pebble"]
    assert result.edits[("pebble", ("power",))] < 4
    assert result.verify is not None and result.verify.met and result.verify.games == 200
    assert "-    - {id: pebble, name: Pebble, family: dud, cost: 0, power: 4, copies: 6}" in result.diff(FAULTED, "t")
    saved = json.loads(open(state).read())
    assert saved["edits"] == [["pebble", ["power"], result.edits[("pebble", ("power",))]]]
    again = tune.Tuner("market", SEATS, FAULTED, "m.yaml", target_list, games=200, workers=1,
                       editable=["pebble", "ruby"], state_path=state, log=lambda line: None).run()
    assert again.edits == result.edits and again.steps == result.steps     # resumed: nothing searched again


def test_the_command_writes_the_edited_file_keeping_its_comments_and_prints_the_diff(tmp_path, capsys):
    cards = tmp_path / "market.yaml"
    cards.write_text("# the toy market\n" + FAULTED)
    code = main(["tune", "market", "--cards", str(cards), "--target", "seats:38-62", "--edit", "pebble",
                 "--games", "200", "--sensitivity-games", "100"])
    out, err = capsys.readouterr()
    assert code == 0, err
    tuned = (tmp_path / "market.tuned.yaml").read_text()
    assert tuned.startswith("# the toy market\n") and "cost: 0, power: 4" not in tuned
    assert "+    - {id: pebble, name: Pebble, family: dud, cost: 0, power: " in out
    assert "verified on 200 games of fresh seeds the search never played: every target met" in out
