"""Pariahs' own events: emitted where the rules act, with their facts as fields, told in the log as before."""
from game.engine import events as ev
from game.engine.describe import describe_event
from game.pariahs.events import DeckScored, InfluenceScored, PlacedAnother
from tests.game.pariahs.pariahs_positions import STAGE_3, WELL_0, answer, game, influence, place, used


def only(events, cls):
    found = [e for e in events if isinstance(e, cls)]
    assert found, f"no {cls.__name__}"
    return found


def test_the_last_round_scores_influence_and_then_each_deck():
    yellow, blue = ["c3_smith", "c4_admiral"], ["c4_prince", "c1_tinker"]
    state = game({"hand:0": ["c1_beggar"], "deck:0": yellow, "hand:1": [], "deck:1": blue,
                  "supdeck:0": [], "supdeck:1": []}, round=6)
    events = place(state, "c1_beggar", WELL_0)          # The Well (0): the Beggar's own Influence alone
    (scored,) = only(events, InfluenceScored)
    beggar = influence("c1_beggar")
    assert scored.scores == (beggar, 0) and scored.winner == 0 and not scored.tied
    assert describe_event(state, scored) == f"{state.seats[0]} has {beggar} Influence, {state.seats[1]} 0."
    decks = [(e.seat, e.influence, e.support) for e in only(events, DeckScored)]
    totals = [sum(map(influence, yellow + ["c1_beggar"])), sum(map(influence, blue))]
    assert decks == [(seat, totals[seat], -(-totals[seat] // 10)) for seat in range(2)]
    blue_deck = only(events, DeckScored)[1]
    worth = -(-totals[1] // 10)
    assert describe_event(state, blue_deck) == f"{state.seats[1]}'s deck holds {totals[1]} Influence: {worth} Support."
    over = next(e for e in events if isinstance(e, ev.GameOver))
    assert events.index(scored) < events.index(blue_deck) < events.index(over)


def test_events_survive_a_round_trip_through_dicts():
    for e in (InfluenceScored((3, 3), None), DeckScored(1, 12, 2), PlacedAnother(0, 5, "c3_smith", 4)):
        assert ev.event_from_dict(e.to_dict()) == e


def test_placing_another_card_is_an_event_naming_the_card_and_location():
    state = used("c4_magistrate")
    uid = next(u for u in state.zones["hand:0"].cards if state.cards[u].card_id == "c3_smith")
    answer(state, "c3_smith")
    events = answer(state, STAGE_3)
    (another,) = only(events, PlacedAnother)
    assert (another.seat, another.card, another.card_id, another.location) == (0, uid, "c3_smith", STAGE_3)
    assert describe_event(state, another) == "Ann places another card: Smith at The Stage (3)."
    assert not [e for e in events if isinstance(e, ev.Message)]


def test_a_sentence_keeps_the_case_of_the_seat_name_it_starts_with():
    from game import engine
    from tests.game.pariahs.pariahs_positions import BASE, CARDS
    state = engine.new_game("pariahs", ("Computer (Medium)", "Ann"), 7, CARDS, setup={"zones": dict(BASE)})
    shuffled = ev.Shuffled("deck:0")
    assert describe_event(state, shuffled) == "Computer (Medium)'s deck is shuffled."
    assert describe_event(state, ev.Shuffled("deck:1")) == "Ann's deck is shuffled."
    assert describe_event(state, ev.Shuffled("initiative")) == "The Initiative Deck is shuffled."
