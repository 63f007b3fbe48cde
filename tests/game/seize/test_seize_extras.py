"""A Bandit's Seize, RULINGS point 9: the extras used before playing, and conceding, each from an exact position."""
from tests.game.seize.test_seize_support import (
    ANN, BOB, FILLER, answer, do, drained, engine, ev, find, lead, names, of_type, position, seize)


# -- 9. Extras before you play ------------------------------------------------------

def extras(state):
    return [a for a in engine.legal_actions(state) if a.kind == "extra"]


def test_wisdom_drains_to_see_the_top_two_cards_of_a_deck_of_your_choice():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["youth wild", "love giver", "death arcane"],
                     welldecks=[[], ["strife demon", "beauty demon"]],
                     hands=[["wisdom demon", "beauty giver"], ["kingdom wild"]])
    wisdom = find(state, "wisdom demon")
    (use,) = extras(state)
    assert use.args == (wisdom, 0)
    engine.apply(state, use)
    assert state.pending.kind == "choose" and [a.args[0] for a in state.pending.options] == ["deck", "welldeck:1"]
    events = answer(state, "choose", "deck")
    (peek,) = of_type(events, ev.CardPeeked)
    assert peek.seat == ANN and peek.card_ids == ("love", "death")
    assert drained(state, "wisdom demon") and state.cards[wisdom].zone == "hand:0"
    mine, theirs = engine.view(state, ANN), engine.view(state, BOB)
    top = state.zones["deck"].cards[-2:]
    assert [mine.cards[u].card_id for u in top] == ["love", "death"]
    assert [theirs.cards[u].card_id for u in top] == [None, None]
    assert not extras(state)                                  # a drained Wisdom cannot look again
    assert state.data["phase"] == "lead" and state.rules.to_move(state) == ANN


def test_a_card_used_from_hand_is_shown_to_the_table():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["youth wild", "love giver", "death arcane"],
                     hands=[["wisdom demon", "beauty giver"], ["kingdom wild"]])
    wisdom, beauty = find(state, "wisdom demon"), find(state, "beauty giver")
    assert engine.view(state, BOB).cards[wisdom].card_id is None
    events = engine.apply(state, extras(state)[0])
    assert [e.card for e in of_type(events, ev.CardRevealed)] == [wisdom]
    seen = engine.view(state, BOB).cards
    assert seen[wisdom].card_id == "wisdom" and seen[wisdom].props["drained"]
    assert seen[beauty].card_id is None                       # the rest of the hand stays hidden


def test_a_restored_card_is_shown_with_its_new_suit():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["youth giver", "strife demon drained", "beauty wild"], ["kingdom wild"]])
    engine.apply(state, extras(state)[0])
    strife = find(state, "strife giver")
    seen = engine.view(state, BOB).cards[strife]
    assert seen.card_id == "strife" and seen.props["suit"] == "giver" and seen.props["restored_from"] == ("demon",)
    assert engine.view(state, BOB).cards[find(state, "beauty wild")].card_id is None


def test_youth_restores_a_drained_card_into_its_suit():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["youth giver", "strife demon drained", "beauty wild"], ["kingdom wild"]])
    (use,) = extras(state)
    events = engine.apply(state, use)
    strife = find(state, "strife giver")
    assert names(state, "flames") == ["youth giver"]
    props = state.cards[strife].props
    assert props["suit"] == "giver" and props["restored_from"] == ("demon",) and "drained" not in props
    assert {(e.prop, e.new) for e in of_type(events, ev.CardChanged)} >= {("suit", "giver"), ("drained", None)}
    face = state.rules.face(state.definition(strife), props)
    assert face.marks == ("restored", "╲")


def test_youth_chooses_which_drained_card_to_restore():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["youth giver", "strife demon drained", "death wild drained"], ["kingdom wild"]])
    engine.apply(state, extras(state)[0])
    answer(state, "choose", find(state, "death wild"))
    assert state.cards[find(state, "death giver")].props["restored_from"] == ("wild",)
    assert drained(state, "strife demon")


def test_love_and_kingdom_restore_a_youth_and_shuffle_it_into_the_table_deck():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["beauty wild", "strife arcane"],
                     hands=[["love demon", "kingdom wild", "youth arcane drained", "beauty giver"], ["kingdom giver"]])
    uses = extras(state)
    assert sorted(state.cards[a.args[0]].card_id for a in uses) == ["kingdom", "love"]
    engine.apply(state, next(a for a in uses if state.cards[a.args[0]].card_id == "love"))
    youth = find(state, "youth arcane")
    assert sorted(names(state, "flames")) == ["kingdom wild", "love demon"]
    assert state.cards[youth].zone == "deck" and len(state.zones["deck"].cards) == 3
    assert not state.cards[youth].props.get("drained") and state.cards[youth].props["restored_from"] == ("arcane",)
    assert names(state, "hand:0") == ["beauty giver"]


def test_love_and_kingdom_need_a_card_left_to_play():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["beauty wild"],
                     hands=[["love demon", "kingdom wild", "youth arcane drained"], ["kingdom giver"]])
    assert not extras(state)


def test_the_responder_has_extras_too():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["beauty giver"], ["wisdom wild", "youth arcane"]])
    lead(state, "beauty giver")
    assert [state.cards[a.args[0]].card_id for a in extras(state)] == ["wisdom"]


def test_the_responder_is_offered_plays_then_seizes_then_extras_each_in_hand_order():
    """The greedy player keeps the first of equal moves, so the order of the list is part of the game."""
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["kingdom giver"], ["wisdom wild", "youth arcane", "beauty unbound drained",
                                                "beauty celestial"]])
    lead(state, "kingdom giver")
    listed = [(a.kind, state.cards[a.args[0]].card_id + " " + state.cards[a.args[0]].props["suit"])
              for a in engine.legal_actions(state) if a.kind != "concede"]
    assert listed == [("play", "wisdom wild"), ("play", "youth arcane"), ("play", "beauty unbound"),
                      ("play", "beauty celestial"),
                      ("seize", "wisdom wild"), ("seize", "youth arcane"), ("seize", "beauty celestial"),
                      ("extra", "wisdom wild"), ("extra", "youth arcane")]


def test_either_player_may_concede_at_any_time():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=list(FILLER),
                     hands=[["wisdom giver", "strife wild drained"], ["beauty wild"]], pot=["death wild @0"])
    assert engine.Action("concede", ANN) in engine.legal_actions(state)
    assert engine.Action("concede", BOB) not in engine.legal_actions(state)
    lead(state, "wisdom giver")
    seize(state, "beauty wild")
    assert state.pending.seat == ANN                          # Ann is deciding on a negation...
    events = do(state, "concede", BOB)                        # ...and Bob concedes meanwhile
    assert state.over and state.winners == (ANN,)
    assert of_type(events, ev.GameOver)[0].reason == "Bob concedes"
    assert state.cards[find(state, "death wild")].owner == ANN


def test_concede_during_a_choice_of_a_card():
    state = position(trump="demon", tonic="demon", leader=ANN, deck=["youth wild", "love giver"],
                     welldecks=[["strife demon"], []], hands=[["wisdom demon", "beauty giver"], ["kingdom wild"]])
    engine.apply(state, extras(state)[0])
    assert state.pending.source == "chain"
    do(state, "concede", BOB)
    assert state.winners == (ANN,)
