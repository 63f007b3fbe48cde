"""A move's ``visible_to`` is worked out inline; it must be what ``visible_seats`` says of the card before and after."""
import itertools

from game import engine
from game.engine import events as ev
from tests.game.engine.toy_game import toy_cards

CARDS = toy_cards("  - id: coin\n    name: Coin\n    value: 3\n")

ZONES = {"deck": (None, engine.SECRET), "mine": (0, engine.PRIVATE), "yours": (1, engine.PRIVATE),
         "nobody's": (None, engine.PRIVATE), "table": (None, engine.PUBLIC), "my_table": (0, engine.PUBLIC)}


def expected(before: tuple, after: tuple) -> tuple:
    """Who sees the card on its way: nobody in particular when everyone sees either end, else the seats that see it."""
    if not before or not after:
        return ()
    return tuple(sorted({s for s in before + after if s >= 0})) or (-1,)


def test_every_move_between_every_kind_of_zone_tells_who_sees_it():
    checked = 0
    for (src, dst), face_before, face_after, owner in itertools.product(
            itertools.permutations(ZONES, 2), (False, True), (False, True), (0, 1)):
        state = engine.new_game("toy", ("Ann", "Bob"), 1, CARDS, hands=[[], []])
        for name, (zone_owner, visibility) in ZONES.items():
            state.add_zone(name, zone_owner, visibility)
        uid = state.create_card("coin", owner, src, face_up=face_before)
        before = engine.visible_seats(state, state.zones[src], state.cards[uid])
        state.log = []
        engine.move(state, uid, dst, face_up=face_after)
        after = engine.visible_seats(state, state.zones[dst], state.cards[uid])
        [moved] = [e for e in state.log if isinstance(e, ev.CardMoved)]
        assert moved.visible_to == expected(before, after), (src, dst, face_before, face_after, owner)
        assert state.cards[uid].zone == dst and state.zones[dst].cards == [uid] and not state.zones[src].cards
        checked += 1
    assert checked == 30 * 8
