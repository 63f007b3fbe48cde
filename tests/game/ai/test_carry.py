"""What `greedy` carries from one decision to the same seat's next (game/ai/carry.py)."""
import random

from game import engine
from game.ai import carry
from game.ai.carry import Carried, fit
from game.ai.determinize import Dealer
from game.ai.greedy import Deals, GreedyPlayer
from tests.pinned import pinned_cards


CARDS = pinned_cards()


def _own_runs(game: str, seed: int, limit: int = 400):
    """(view, the seat's action, the view of its next decision) wherever a seat decides twice in a row
    in a game of random moves."""
    state = engine.new_game(game, ["P1", "P2"], seed, CARDS)
    rng = random.Random(seed)
    for _ in range(limit):
        if state.over:
            return
        seat = state.rules.to_move(state)
        view = engine.view(state, seat)
        action = rng.choice(engine.legal_actions(view))
        if action.kind == "concede":
            continue
        engine.apply(state, action)
        if not state.over and state.rules.to_move(state) == seat:
            yield view, action, engine.view(state, seat)


def _shows(position: engine.State, view: engine.State) -> bool:
    """Every card the view shows is the same card, where the view has it."""
    for uid, shown in view.cards.items():
        card = position.cards[uid]
        if card.zone != shown.zone or (shown.card_id is not None and card.card_id != shown.card_id):
            return False
    return all(position.zones[name].cards == zone.cards for name, zone in view.zones.items()
               if zone.visibility != engine.SECRET)



def play_carrying_banished(steps: int) -> None:
    """Up to ``steps`` actions of a seed-2 Banished game between two greedy seats that carry their deals."""
    state = engine.new_game("banished", ["P1", "P2"], 2, CARDS)
    players = [GreedyPlayer(i, carry="deals") for i in range(2)]
    for _ in range(steps):
        if state.over:
            break
        seat = state.rules.to_move(state)
        engine.apply(state, players[seat].choose(engine.view(state, seat)))

def test_a_deal_after_the_seats_own_action_fits_its_next_view_and_then_shows_what_it_shows():
    fitted = drawn = 0
    for view, action, after in _own_runs("banished", 3):
        deal = Dealer(view).deal(random.Random(fitted))
        engine.apply(deal, action)
        if fit(deal, after, random.Random(1)):
            fitted += 1
            drawn += any(deal.cards[u].card_id != view.cards[u].card_id for u in after.zones["hand:0"].cards
                         if view.cards[u].card_id is None)
            assert _shows(deal, after)
            assert deal.step == after.step and deal.counters == after.counters
    assert fitted > 20 and drawn > 0


def test_a_deal_of_another_action_does_not_fit():
    tried = 0
    for view, action, after in _own_runs("banished", 4):
        others = [a for a in engine.legal_actions(view) if a != action and a.kind not in ("concede", action.kind)]
        if not others:
            continue
        deal = Dealer(view).deal(random.Random(0))
        engine.apply(deal, others[0])
        assert not fit(deal, after, random.Random(0))
        tried += 1
    assert tried > 5


def test_the_answer_found_is_given_again_only_to_the_same_question_with_the_same_answers():
    state = engine.new_game("banished", ["P1", "P2"], 1, CARDS)
    view = engine.view(state, state.rules.to_move(state))
    playable = [a for a in engine.legal_actions(view) if a.kind != "concede"]
    carried = Carried(len(view.record), None, (playable[0],), (tuple(playable),))
    assert carried.answer(view, playable) is None             # the game's own question, not the seat's
    view.pending = engine.Decision(view.pending.seat, view.pending.kind, "", [], "chain") if view.pending else \
        engine.Decision(0, "choose", "", [], "chain")
    assert carried.answer(view, playable) == playable[0]
    assert carried.answer(view, playable[1:]) is None         # other answers: asked afresh


def test_greedy_that_carries_deals_deals_fewer_times_in_the_same_game(monkeypatch):
    made = []
    real = carry.Carried.deals

    def deals(self, view, rng):
        got = real(self, view, rng)
        made.append(len(got))
        return got
    monkeypatch.setattr(carry.Carried, "deals", deals)
    play_carrying_banished(steps=120)
    assert sum(made) > 30


def test_fit_looking_only_at_the_cards_changed_since_the_deal_answers_as_looking_at_every_card(monkeypatch):
    checked = []
    real = carry.fit

    def both(position, view, rng, before=None):
        whole = position.clone()
        whole._touched = None                        # no list of its changes: every card is looked at
        twin = random.Random()
        twin.setstate(rng.getstate())
        expected = real(whole, view, twin)
        got = real(position, view, rng, before)
        checked.append(before is not None and position._touched is not None)
        assert got == expected and rng.getstate() == twin.getstate()
        if got:
            assert {u: (c.zone, c.card_id, c.props) for u, c in position.cards.items()} == \
                {u: (c.zone, c.card_id, c.props) for u, c in whole.cards.items()}
        return got
    monkeypatch.setattr(carry, "fit", both)
    play_carrying_banished(steps=120)
    assert sum(checked) > 30


def test_kept_deals_given_one_by_one_are_fitted_only_when_read():
    fitted = []

    def kept():
        for k in range(3):
            fitted.append(k)
            yield f"deal {k}"
    deals = Deals(lambda: None, random.Random(0), None, 3, kept=kept())
    assert fitted == []
    assert deals[0] == "deal 0" and fitted == [0]
    assert deals[1] == "deal 1" and fitted == [0, 1]
