"""The resolution model (RULINGS, 'The resolution model') on a toy game."""
import textwrap

import pytest

from game import engine
from game.engine import events as ev
from tests.game.engine.toy_game import toy_cards

CARDS = toy_cards(textwrap.indent(textwrap.dedent("""
- id: coin
  name: Coin
  value: 3
- id: maybe
  name: Maybe
  abilities:
    - trigger: when_played
      may: true
      do: [{gain: 5}]
- id: two_things
  name: Two Things
  abilities:
    - trigger: when_played
      do: [{gain: 1}]
    - trigger: when_played
      do: [{gain: 10}]
- id: watcher
  name: Watcher
  abilities:
    - trigger: whenever_a_card_is_played
      do: [{gain: 100}]
- id: trader
  name: Trader
  abilities:
    - trigger: when_played
      do:
        - discard_a_card
        - gain: 2
          if_you_do: true
- id: valuer
  name: Valuer
  abilities:
    - trigger: when_played
      do:
        - discard_a_card
        - bounce_it
        - gain_its_value
- id: slippery
  name: Slippery
  value: 4
  abilities:
    - trigger: instead_of_discard
      do: [banish_it]
- id: echo
  name: Echo
  abilities:
    - trigger: instead_of_discard
      do: [discard_it, {gain: 1}]
- id: warp
  name: Warp
  abilities:
    - trigger: when_played
      do: [extra_turn]
"""), "  "))


def game(*hands):
    return engine.new_game("toy", ("Ann", "Bob"), 1, CARDS, hands=list(hands))


def play(state, card_id):
    seat = state.data["turn"]
    uid = next(u for u in state.zones[f"hand:{seat}"].cards if state.cards[u].card_id == card_id)
    return engine.apply(state, engine.Action("play", seat, (uid,)))


def test_you_may_is_decided_when_it_triggers():
    state = game(["maybe", "maybe"])
    play(state, "maybe")
    assert state.pending.kind == "may" and not state.chain
    engine.apply(state, state.pending.options[1])          # decline
    assert state.counter("points", 0) == 0 and not state.chain
    play(state, "maybe")
    engine.apply(state, state.pending.options[0])          # accept
    assert state.counter("points", 0) == 5


def test_simultaneous_triggers_of_one_controller_are_ordered_by_choice():
    state = game(["two_things"])
    play(state, "two_things")
    assert state.pending.kind == "order"
    first = next(a for a in state.pending.options if a.args[1] == 1)
    events = engine.apply(state, first)
    resolved = [e for e in events if isinstance(e, ev.TriggerResolved)]
    assert [r.text for r in resolved] == ["When played: Gain 10 points.", "When played: Gain 1 point."]
    gains = [e.new for e in events if isinstance(e, ev.CounterChanged)]
    assert gains == [10, 11]


def test_two_abilities_of_one_card_are_offered_by_their_words():
    state = game(["two_things"])
    play(state, "two_things")
    labels = [a.label for a in state.pending.options]
    assert len(set(labels)) == 2 and all(label.startswith("Two Things: When played: Gain") for label in labels)


def test_priority_player_resolves_first():
    state = game(["coin"], [])
    state.create_card("watcher", 1, "play:1")
    state.create_card("watcher", 0, "play:0")
    events = play(state, "coin")
    order = [e.controller for e in events if isinstance(e, ev.TriggerResolved)]
    assert order == [0, 1]


def test_if_you_do_is_skipped_when_the_first_instruction_did_nothing():
    state = game(["trader"])
    play(state, "trader")                     # hand now empty: nothing to discard
    assert state.counter("points", 0) == 0
    state = game(["trader", "coin"])
    play(state, "trader")
    assert state.counter("points", 0) == 2 and len(state.zones["discard:0"]) == 1


def test_a_reference_to_a_card_that_moved_reads_null():
    state = game(["valuer", "coin"])
    play(state, "valuer")
    # the coin was discarded, then returned to hand: 'it' has moved, so its value is null
    assert state.counter("points", 0) == 0
    assert len(state.zones["hand:0"]) == 1


def test_replacement_applies_instead_of_the_event():
    state = game(["trader", "slippery"])
    events = play(state, "trader")
    assert any(isinstance(e, ev.Replaced) for e in events)
    assert [state.cards[u].card_id for u in state.zones["banished:0"].cards] == ["slippery"]
    assert len(state.zones["discard:0"]) == 0
    # banished, not discarded: but the trader's linked gain still happens (the action was replaced)
    assert state.counter("points", 0) == 2


def test_a_choice_mid_effect_is_a_pending_decision():
    state = game(["trader", "coin", "coin"])
    play(state, "trader")
    assert state.pending.kind == "choose" and len(state.pending.options) == 2
    with pytest.raises(engine.IllegalAction):
        engine.apply(state, engine.Action("pass", 0))
    engine.apply(state, state.pending.options[0])
    assert state.counter("points", 0) == 2 and len(state.zones["hand:0"]) == 1


def test_extra_turns_go_directly_after_the_current_turn():
    state = game(["warp", "warp"], [])
    play(state, "warp")
    play(state, "warp")
    assert state.turn_queue[:3] == [(0, True), (0, True), (1, False)]
    # the rules' example [A, B*, D*, B, C, D] with two seats: D's extra turn is created first
    state.turn_queue = [(1, False), (0, False)]
    engine.insert_extra_turn(state, 0)
    engine.insert_extra_turn(state, 1)
    assert state.turn_queue == [(1, True), (0, True), (1, False), (0, False)]


def test_illegal_action_changes_nothing():
    state = game(["coin"], ["coin"])
    before = state.clone()
    bob_card = state.zones["hand:1"].cards[0]
    with pytest.raises(engine.IllegalAction):
        engine.apply(state, engine.Action("play", 0, (bob_card,)))
    assert state.zones["hand:0"].cards == before.zones["hand:0"].cards
    assert state.counters == before.counters and state.step == before.step


def test_view_hides_the_other_hand():
    state = game(["coin"], ["slippery"])
    mine = engine.view(state, 0)
    assert [mine.cards[u].card_id for u in mine.zones["hand:1"].cards] == [None]
    assert [mine.cards[u].card_id for u in mine.zones["hand:0"].cards] == ["coin"]


def test_new_card_definitions_apply_mid_game_where_the_ids_still_exist():
    from tests.game.engine.toy_game import toy_cards
    state = game(["coin", "maybe"])
    newer = toy_cards("    - id: coin\n      name: Golden Coin\n      value: 9\n")
    kept = engine.swap_cards(state, newer)
    assert kept == ["maybe"]
    coin = next(u for u in state.zones["hand:0"].cards if state.cards[u].card_id == "coin")
    assert state.definition(coin).name == "Golden Coin" and state.definition(coin)["value"] == 9
    play(state, "maybe")                       # the old definition still works
    assert state.pending.kind == "may"


def test_a_replacement_applies_at_most_once_to_an_event():
    state = game(["trader", "echo"])
    events = play(state, "trader")
    # Echo's replacement discards it again: that discard is not replaced a second time
    assert sum(isinstance(e, ev.Replaced) for e in events) == 1
    assert [state.cards[u].card_id for u in state.zones["discard:0"].cards] == ["echo"]
    assert state.counter("points", 0) == 1 + 2


def test_a_choice_s_options_say_what_they_answer_with():
    state = game(["trader", "coin", "coin"])
    play(state, "trader")
    hand = state.zones["hand:0"].cards
    assert state.pending.source == "chain" and state.pending.prompt == "Discard which card?"
    assert [(o.kind, o.seat, o.args, o.label, o.card, o.to) for o in state.pending.options] == [
        ("choose", 0, (uid,), str(uid), uid, None) for uid in hand]


def test_a_need_choice_keeps_its_fields_in_its_args():
    from game.engine.effects import NeedChoice
    bare = NeedChoice("Which?", [1, 2], ["one", "two"])
    assert (bare.prompt, bare.options, bare.labels, bare.seat, bare.moves, str(bare)) == (
        "Which?", [1, 2], ["one", "two"], None, [(None, None), (None, None)], "Which?")
    moving = NeedChoice("Where?", [3, 4], ["a", "b"], 1, [(7, "z:1"), (7, "z:2")])
    assert (moving.seat, moving.moves) == (1, [(7, "z:1"), (7, "z:2")])


def test_a_choice_that_moves_cards_says_where_each_answer_sends_which():
    from game.engine.chain import _ask
    from game.engine.effects import NeedChoice
    state = game(["trader", "coin", "coin"])
    play(state, "trader")
    item, (a, b) = state.chain[-1], state.zones["hand:0"].cards
    state.pending = None
    _ask(state, item, NeedChoice("Move where?", ["x", b], ["to x", "b"], 1, [(a, "discard:0"), (None, None)]))
    assert [(o.seat, o.args, o.label, o.card, o.to) for o in state.pending.options] == [
        (1, ("x",), "to x", a, "discard:0"), (1, (b,), "b", b, None)]
