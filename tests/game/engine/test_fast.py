"""The factories of game.engine.fast build exactly what calling the class builds, every slot set."""
import pathlib
import random

from game.engine import fast
from game.engine.action import Action
from game.engine.effects import Context
from game.engine.pieces import Card, ChainItem, Decision, Zone
from game.engine.visibility import SECRET


def _slots(obj) -> dict:
    return {name: getattr(obj, name) for name in type(obj).__slots__}


def test_each_factory_sets_every_slot_as_the_class_would():
    home = object()
    called = Card(7, "wolf", 1, "hand1", True, {"charge": 2}, 3)
    called.home = home
    assert _slots(fast.new_card(7, "wolf", 1, "hand1", True, {"charge": 2}, 3, home)) == _slots(called)
    assert (_slots(fast.new_action("play", 1, (7,), "Play", 7, "pile"))
            == _slots(Action("play", 1, (7,), "Play", 7, "pile")))
    assert [_slots(m) for m in fast.new_moves_to("place", 1, 7, ("A", "B"), ("a", "b"))] == [
        _slots(Action("place", 1, (7, i), label, 7, zone)) for i, (label, zone) in enumerate((("A", "a"), ("B", "b")))]
    assert _slots(fast.new_decision(0, "choose", "Which?", [], "chain", {})) == _slots(
        Decision(0, "choose", "Which?", [], "chain", {}))
    item = ChainItem(7, "wolf", 0, 1, "on_play")
    assert _slots(fast.new_context("state", item, False)) == _slots(Context("state", item, False))


def test_a_copied_card_is_its_own_and_a_taken_zone_keeps_its_list():
    home = object()
    card = Card(7, "wolf", 1, "hand1", True, {"charge": 2}, 3)
    copy = fast.copy_card(card, home)
    copy.props["charge"] = 5
    assert card.props == {"charge": 2} and copy.home is home and copy.mask is None
    assert {k: v for k, v in _slots(copy).items() if k not in ("props", "home")} == {
        k: v for k, v in _slots(card).items() if k not in ("props", "home")}

    shared = Zone("deck", None, SECRET, True, [1, 2, 3])
    held = shared.cards
    own = fast.own_zone(shared, home)
    own.cards.append(4)
    assert own.cards is held and shared.cards == [1, 2, 3] and own.home is home
    assert (own.name, own.owner, own.visibility, own.ordered) == ("deck", None, SECRET, True)


def test_a_seeded_random_draws_what_random_random_draws():
    ours, theirs = fast.seeded_random(12345), random.Random(12345)
    assert [ours.random() for _ in range(5)] == [theirs.random() for _ in range(5)]
    assert ours.gauss(0, 1) == theirs.gauss(0, 1)


def test_no_module_but_fast_builds_an_object_without_its_class():
    root = pathlib.Path(__file__).resolve().parents[3]
    users = sorted(str(path.relative_to(root)) for folder in ("game", "scenes", "cli")
                   for path in (root / folder).rglob("*.py")
                   if "object.__new__" in path.read_text(encoding="utf-8"))
    assert users == ["game/engine/fast.py"]
