"""A Bandit's Seize, RULINGS points 10-11: drawing, running out and buying back, each from an exact position."""
from tests.game.seize.test_seize_support import ANN, BOB, answer, engine, ev, lead, names, of_type, play, position


# -- 10. Drawing -------------------------------------------------------------------

def test_empty_hands_draw_five_the_next_leader_first_fewer_if_fewer_remain():
    deck = ["youth wild", "love giver", "death arcane", "beauty demon", "strife arcane", "kingdom unbound",
            "wisdom celestial"]
    state = position(trump="demon", tonic="demon", leader=ANN, deck=deck,
                     hands=[["beauty giver"], ["strife giver"]])
    lead(state, "beauty giver")
    events = play(state, "strife giver")                     # Bob wins: he leads and draws first
    draws = [e.dst for e in of_type(events, ev.CardMoved) if e.reason == "draw"]
    assert draws == ["hand:1"] * 5 + ["hand:0"] * 2
    assert names(state, "hand:1")[0] == "wisdom celestial"     # the top of the deck first
    assert not state.zones["deck"].cards


# -- 11. Running out and buying back ------------------------------------------------

WELL = ["youth demon", "beauty demon", "strife demon", "love demon", "wisdom demon", "kingdom demon",
        "death demon", "youth celestial"]


def run_out_position(buybacks=(0, 0), well=WELL, ante=3):
    # Ann leads her last card, Bob answers with one of several: Ann takes the trick and has run out
    return position(trump="giver", tonic="giver", leader=ANN, ante=ante, buybacks=list(buybacks),
                    wells=[list(well), []], pot=["love wild @0", "love wild @1"],
                    hands=[["death giver"], ["beauty wild", "strife wild", "kingdom wild"]])


def test_buyback_antes_from_the_well_draws_five_retires_one_and_leads():
    state = run_out_position()
    lead(state, "death giver")
    play(state, "beauty wild")
    assert state.pending.kind == "buyback" and state.pending.seat == ANN
    engine.apply(state, engine.Action("buy_back", ANN))
    assert len(state.zones["pot"].cards) == 2 + 3
    assert len(state.zones["hand:0"].cards) == 5 and len(state.zones["welldeck:0"].cards) == 2
    assert not state.zones["well:0"].cards
    assert state.pending.kind == "retire" and "1 more card" in state.pending.prompt
    retired = state.pending.options[2].args[0]
    answer(state, "retire", retired)
    assert names(state, "flames") == [f"{state.cards[retired].card_id} {state.cards[retired].props['suit']}"]
    assert state.pending is None and len(state.zones["hand:0"].cards) == 4
    assert state.data["buybacks"] == [1, 0] and state.data["leader"] == ANN and state.data["phase"] == "lead"


def test_second_buyback_retires_two():
    state = run_out_position(buybacks=(1, 0))
    lead(state, "death giver")
    play(state, "beauty wild")
    assert "retire 2" in state.pending.prompt
    engine.apply(state, engine.Action("buy_back", ANN))
    first = state.pending.options[0].args[0]
    answer(state, "retire", first)
    assert state.pending.kind == "retire" and "1 more card" in state.pending.prompt
    answer(state, "retire", state.pending.options[0].args[0])
    assert len(state.zones["flames"].cards) == 2 and len(state.zones["hand:0"].cards) == 3
    assert state.data["buybacks"] == [2, 0] and state.data["leader"] == ANN


def test_declining_to_buy_back_loses_the_pot():
    state = run_out_position()
    lead(state, "death giver")
    play(state, "beauty wild")
    engine.apply(state, engine.Action("decline_buyback", ANN))
    assert state.winners == (BOB,)
    assert {state.cards[u].owner for u in state.zones["pot"].cards} == {BOB}


def test_too_few_cards_to_buy_back_loses():
    state = run_out_position(well=WELL[:3], ante=3)
    lead(state, "death giver")
    play(state, "beauty wild")                                # 5 in the well: ante 3, draw 2, retire 1: ok
    assert state.pending.kind == "buyback"
    state = run_out_position(well=WELL[:2], ante=3)           # 4 in the well: ante 3, draw 1, retire 1: none left
    lead(state, "death giver")
    events = play(state, "beauty wild")
    assert state.winners == (BOB,)
    assert "cannot buy back" in of_type(events, ev.GameOver)[0].reason


def test_both_out_and_neither_can_buy_back_is_a_draw():
    state = position(trump="giver", tonic="giver", leader=ANN, pot=["love wild @0", "love wild @1"],
                     hands=[["death giver"], ["beauty wild"]])
    lead(state, "death giver")
    play(state, "beauty wild")
    assert state.over and state.winners == ()
    assert [state.cards[u].owner for u in state.zones["pot"].cards] == [0, 1]


def test_the_buyer_draws_from_the_well_deck_and_others_can_peek_at_it():
    state = run_out_position()
    lead(state, "death giver")
    play(state, "beauty wild")
    engine.apply(state, engine.Action("buy_back", ANN))
    answer(state, "retire", state.pending.options[0].args[0])
    assert state.zones["welldeck:0"].visibility == engine.SECRET
