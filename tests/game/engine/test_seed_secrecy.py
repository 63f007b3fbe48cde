"""A view carries nothing that lets its holder find the game's seed, and so its hidden cards."""
import pytest

import game.games  # noqa: F401
from game import engine
from game.engine.cards import default_cards
from game.engine.state import uid_key

TRIED = 20_000


def uids_under(seed, count):
    """The first uids a game from ``seed`` would give, by the published scheme."""
    trial = engine.State("seize", ("a", "b"), seed, default_cards())
    uid_of = trial._uid_maker()
    return [uid_of(n) for n in range(trial.next_uid, trial.next_uid + count)]


def search_seed(view, limit=TRIED):
    """The attack that broke the old uids: try seeds until the view's uids come out."""
    wanted = set(view.cards)
    for seed in range(limit):
        if set(uids_under(seed, 3)) <= wanted:
            return seed
    return None


def everything_in(obj, seen=None):
    seen = seen if seen is not None else set()
    if id(obj) in seen:
        return
    seen.add(id(obj))
    yield obj
    children = ()
    if isinstance(obj, dict):
        children = list(obj.keys()) + list(obj.values())
    elif isinstance(obj, (list, tuple, set, frozenset)):
        children = obj
    elif hasattr(obj, "__dict__"):
        children = vars(obj).values()
    elif hasattr(obj, "__slots__"):
        children = [getattr(obj, s) for s in obj.__slots__ if hasattr(obj, s)]
    for child in children:
        if not isinstance(child, (type, str, bytes, int, float)) or isinstance(child, (bytes, int)):
            yield from everything_in(child, seen)


def test_the_attack_finds_a_small_seed_from_a_view():
    state = engine.new_game("seize", ["Ann", "Bob"], 1234, default_cards())
    assert search_seed(engine.view(state, 1)) == 1234


@pytest.mark.parametrize("game,seats", [("seize", 2), ("pariahs", 2), ("banished", 3)])
def test_a_new_games_seed_is_not_found_and_the_view_holds_neither_seed_nor_key(game, seats):
    seed = engine.new_seed()
    assert seed.bit_length() > 64
    state = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, default_cards())
    view = engine.view(state, 0)
    assert search_seed(view) is None
    secrets_of_the_game = {seed, uid_key(seed)}
    assert not any(isinstance(x, (int, bytes)) and not isinstance(x, bool) and x in secrets_of_the_game
                   for x in everything_in(view))
