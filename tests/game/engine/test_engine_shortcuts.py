"""The engine's shortcuts give what the long way gives: a deal made in one go, triggers nobody listens to,
instruction arguments worked out once."""
import textwrap

from game import engine
from tests.game.engine.toy_game import toy_cards

CARDS = toy_cards(textwrap.indent(textwrap.dedent("""
- id: coin
  name: Coin
  value: 3
- id: giver
  name: Giver
  abilities:
    - trigger: when_played
      do: [{gain: 2}, gain_its_value]
"""), "  "))


def fresh(seed=7):
    state = engine.State("toy", ("Ann", "Bob"), seed, CARDS)
    for s in range(2):
        state.add_zone(f"hand:{s}", s, engine.PRIVATE)
        state.add_zone(f"play:{s}", s, engine.PUBLIC)
    return state


def test_a_deal_in_one_go_gives_the_uids_zones_and_faces_of_cards_made_one_by_one():
    one_by_one, at_once = fresh(), fresh()
    made = [("coin", 0, "hand:0", {"mark": 1}), ("giver", 1, "play:1", {}), ("coin", 1, "hand:1", {})]
    singles = [one_by_one.create_card(cid, owner, zone, **props) for cid, owner, zone, props in made]
    assert at_once.create_cards(made) == singles
    for uid in singles:
        a, b = one_by_one.cards[uid], at_once.cards[uid]
        assert (a.card_id, a.owner, a.zone, a.face_up, a.props) == (b.card_id, b.owner, b.zone, b.face_up, b.props)
    assert at_once.cards[singles[1]].face_up and not at_once.cards[singles[0]].face_up
    assert ({n: list(z.cards) for n, z in at_once.zones.items()}
            == {n: list(z.cards) for n, z in one_by_one.zones.items()})
    assert at_once.next_uid == one_by_one.next_uid
    assert at_once.create_card("coin", 0, "hand:0") == one_by_one.create_card("coin", 0, "hand:0")


def test_a_deal_face_down_stays_face_down_even_where_all_see():
    state = fresh()
    uids = state.create_cards([("coin", 0, "play:0", {}), ("coin", 0, "play:0", {})], face_up=False)
    assert [state.cards[u].face_up for u in uids] == [False, False]


def test_a_trigger_no_card_listens_to_sets_nothing_off_and_one_listened_to_still_does():
    game = engine.new_game("toy", ("Ann", "Bob"), 1, CARDS, hands=[["coin", "giver"], []])
    assert "when_played" in game.defs.listened and "instead_of_discard" not in game.defs.listened
    coin, giver = game.zones["hand:0"].cards
    assert engine.fire(game, "whenever_a_card_is_played") == 0
    assert engine.replace(game, "discard", coin) is False
    assert engine.fire(game, "when_played", card=giver) == 1


def test_an_instruction_resolves_only_the_arguments_that_read_the_game():
    giver = CARDS.game("toy").cards["giver"]
    fixed, resolved = giver.abilities[0].do[0].arg_plan
    assert fixed == {"amount": 2} and resolved == ()
    fixed, resolved = giver.abilities[0].do[1].arg_plan
    assert fixed == {} and [(name, value) for name, _, value in resolved] == [("target", "it")]
