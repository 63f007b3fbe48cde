"""tune: targets read from a run, and a search that repairs a deliberately faulted set, checked on fresh seeds."""
import json

import pytest

from game.lab import targets, tune
from main import main
from tests.game.lab.test_batch_market import TEXT
from tests.game.lab.toy_patrons import TEXT as PATRONS_TEXT

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


PATRON_FAULT = PATRONS_TEXT.replace("{id: fox, name: Fox, family: patron, cost: 9, power: 2",
                                    "{id: fox, name: Fox, family: patron, cost: 9, power: 7")


def test_the_faulted_patron_is_out_high_and_the_healthy_ones_have_the_steeper_slopes():
    target_list, _ = targets.parse(["stat:patron:40-60"], "patrons")
    tuner = tune.Tuner("patrons", SEATS, PATRON_FAULT, "p.yaml", target_list, games=480, workers=1,
                       log=lambda line: None)
    figures = {f.card: f for f in tuner.check({}, 1, 480).figures}
    assert figures["fox"].value > 0.75 and all(figures[p].value < 0.45 for p in ("owl", "bear", "hare"))
    slopes = {number.card: slope for number, slope in tuner.slopes({}, ["fox", "owl"]).values()}
    assert slopes["owl"] > 3 * abs(slopes["fox"])      # the fault is saturated: its own slope is the flattest


def test_tune_fixes_the_faulted_card_first_with_one_edit_not_the_steepest_healthy_ones():
    target_list, _ = targets.parse(["stat:patron:40-60"], "patrons")
    result = tune.Tuner("patrons", SEATS, PATRON_FAULT, "p.yaml", target_list, games=480, workers=1, margin=0.02,
                        log=lambda line: None).run()
    assert list(result.edits) == [("fox", ("power",))]
    assert result.edits[("fox", ("power",))] < 7
    assert all(0.42 <= f.value <= 0.58 for f in result.end.figures)
    assert result.verify is not None and result.verify.met and result.verify.games == 480
    assert {(f.low, f.high) for f in result.verify.figures} == {(0.40, 0.60)}


def test_a_margin_narrows_the_search_bounds_and_the_fresh_seed_check_reads_the_real_ones():
    target_list, _ = targets.parse(["stat:patron:40-60", "card:8"], "patrons")
    tuner = tune.Tuner("patrons", SEATS, PATRON_FAULT, "p.yaml", target_list, margin=0.03, workers=1)
    assert [(t.low, t.high) for t in tuner.search_targets] == [pytest.approx((0.43, 0.57)), pytest.approx((-1.0, 0.05))]
    search, checked = tuner.check({}, 1, 48), tuner.check({}, 1, 48, targets=tuner.targets)
    assert len(search.figures) == 4 and all((f.low, f.high) == pytest.approx((0.43, 0.57)) for f in search.figures)
    assert len(checked.figures) == 4 and all((f.low, f.high) == (0.40, 0.60) for f in checked.figures)


def test_a_card_within_its_bounds_is_never_moved_toward_its_edge():
    target_list, _ = targets.parse(["stat:patron:40-60"], "patrons")
    tuner = tune.Tuner("patrons", SEATS, PATRON_FAULT, "p.yaml", target_list, workers=1)
    power = tuner.numbers.of("owl")[1]
    assert power.label == "power"
    seat = targets.Figure("seats", "seat 1", 0.70, 0.40, 0.60, 100)

    def changes(owl_value, slope):
        owl = targets.Figure("stat", "patron Owl", owl_value, 0.40, 0.60, 100, card="owl")
        candidates = tuner._candidates(seat, {"o": (power, slope)}, tune.Check([seat, owl], 1), {})
        return [change for _, _, change in candidates]
    assert changes(0.55, 0.10) and all(c < 0 for c in changes(0.55, 0.10))     # Owl may only come back down
    assert changes(0.45, 0.10) and all(c > 0 for c in changes(0.45, 0.10))     # or only up
    assert changes(0.45, -0.10) and all(c < 0 for c in changes(0.45, -0.10))


def test_the_chosen_element_target_deals_the_grims_by_seed():
    _, options = targets.parse(["stat:chosen:40-60"], "banished")
    assert options == {"grims_by_seed": True}


def test_a_game_declares_its_balance_targets_and_their_options_in_its_lab_facts(monkeypatch):
    from game.lab import games as lab_games
    from game.lab.game_facts import BalanceFacts
    facts = BalanceFacts(targets=("seats:40-60", "stat:patron:30-70"),
                         target_options={"stat:patron": {"patrons_by_seed": True}})
    monkeypatch.setitem(lab_games.BALANCE, "patrons", facts)
    got, options = targets.parse(["balance"], "patrons")
    assert [t.spec for t in got] == ["seats:40-60", "stat:patron:30-70"]
    assert options == {"patrons_by_seed": True}
    with pytest.raises(targets.TargetError, match="no targets for market"):
        targets.parse(["balance"], "market")


def test_an_edit_that_makes_a_figure_vanish_is_not_a_fix():
    target_list, _ = targets.parse(["stat:patron:40-60"], "patrons")
    tuner = tune.Tuner("patrons", SEATS, PATRON_FAULT, "p.yaml", target_list, games=48, workers=1,
                       log=lambda line: None)
    current = tune.Check([targets.Figure("stat", "patron Fox", 0.8, 0.4, 0.6, 24, card="fox"),
                          targets.Figure("stat", "patron Ghost", 0.2, 0.4, 0.6, 24)], 48)
    fox = tuner.numbers.of("fox")[1]
    assert tuner._try(current, {}, fox, -5) is None          # the excess fell, but the Ghost's figure is gone
    assert "patron Ghost is no longer measured" in tuner.state["steps"][-1]
