"""What the evaluations and alike actions keep with a deal's mark (``determinize.DealMark``) of its zones and cards
that no state may change any more (Banished's deck strengths, Pariahs' decks and Tables, what a card looks like)
gives what working it out afresh gives."""
import dataclasses
import random

import pytest

import game.ai.follow_up as follow_up
import game.ai.greedy as greedy
import game.pariahs.evaluation as pariahs_evaluation
from game import engine
from game.ai import alike
from game.ai.determinize import Dealer
from game.ai.greedy import GreedyPlayer
from game.engine.registry import MANIFESTS
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def _plain(state) -> engine.State:
    """A copy of ``state`` that is no deal's (it has no mark): every cache by a deal's mark is passed over."""
    copy = state.clone(quiet=True)
    copy.__dict__.pop("_dealt", None)
    return copy


def _greedy_game(game: str, seed: int, decisions: int) -> None:
    players = [GreedyPlayer(seed * 31 + i) for i in range(2)]
    state = engine.new_game(game, ["P1", "P2"], seed, CARDS)
    for _ in range(decisions):
        if state.over:
            return
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))


@pytest.mark.parametrize("game,seed", [("banished", 1), ("pariahs", 1), ("pariahs", 2)])
def test_an_evaluation_by_a_deals_settled_zones_is_the_one_worked_out_afresh(game, seed, monkeypatch):
    evaluate = MANIFESTS[game].evaluator
    checked, differ, marks = [], [], set()

    def watched(state):
        value = evaluate(state)                  # the kept path, on the position as greedy scores it
        if getattr(state, "_dealt", None) is not None:
            checked.append(value)
            marks.add(state._dealt)
            plain = evaluate(_plain(state))
            if value != plain:
                differ.append((value, plain))
        return value
    monkeypatch.setitem(MANIFESTS, game, dataclasses.replace(MANIFESTS[game], evaluator=watched))
    _greedy_game(game, seed, 24)
    assert len(checked) > 200 and differ == []
    assert sum(len(mark.kept) for mark in marks) > 100


def test_alike_answers_by_kept_looks_are_the_ones_looked_at_afresh(monkeypatch):
    distinct, checked, looks = alike.distinct, [], []

    def both(view, actions):
        kept = distinct(view, actions)
        assert distinct(_plain(view), actions) == kept   # a copy that is no deal's keeps nothing
        checked.append(len(actions))
        mark = view.__dict__.get("_dealt")
        looks.extend(key for key in (mark.kept if mark is not None else ()) if isinstance(key, engine.Card))
        return kept
    monkeypatch.setattr(follow_up, "distinct", both)
    monkeypatch.setattr(greedy, "distinct", both)
    _greedy_game("pariahs", 1, 16)
    assert len(checked) > 100 and looks


def test_a_deck_zone_the_position_owns_is_read_afresh_and_one_it_no_longer_owns_is_kept():
    view = engine.view(engine.new_game("pariahs", ["P1", "P2"], 3, CARDS), 0)
    deal = Dealer(view).deal(random.Random(3))
    known = pariahs_evaluation.prices(deal)
    zone = deal.writable_zone("deck:1")                  # the deal's own: it may still change it in place
    ids = pariahs_evaluation._deck(deal, zone, known)[0]
    assert (pariahs_evaluation._read_deck, zone) not in deal._dealt.kept
    zone.cards.pop()
    assert pariahs_evaluation._deck(deal, zone, known)[0] == ids[:-1]
    copy = deal.clone()                                  # neither state owns the zone now: it never changes again
    assert pariahs_evaluation._deck(copy, zone, known)[0] == ids[:-1]
    assert (pariahs_evaluation._read_deck, zone) in copy._dealt.kept
