"""A view carries nothing that lets its holder find the game's seed, and so its hidden cards."""
import pytest

from game import engine
from game.engine.state import uid_key
from tests.pinned import pinned_cards

TRIED = 20_000


def uids_under(seed, count):
    """The first uids a game from ``seed`` would give, by the published scheme."""
    trial = engine.State("seize", ("a", "b"), seed, pinned_cards())
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
    state = engine.new_game("seize", ["Ann", "Bob"], 1234, pinned_cards())
    assert search_seed(engine.view(state, 1)) == 1234


@pytest.mark.parametrize("game,seats", [("seize", 2), ("pariahs", 2), ("banished", 3)])
def test_a_new_games_seed_is_not_found_and_the_view_holds_neither_seed_nor_key(game, seats):
    seed = engine.new_seed()
    assert seed.bit_length() > 64
    state = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, pinned_cards())
    view = engine.view(state, 0)
    assert search_seed(view) is None
    secrets_of_the_game = {seed, uid_key(seed)}
    assert not any(isinstance(x, (int, bytes)) and not isinstance(x, bool) and x in secrets_of_the_game
                   for x in everything_in(view))


def search_secretless_seed(view, limit=TRIED):
    """The same attack on any game: the seed whose seed-drawn uid key gives the view's uids."""
    wanted = set(view.cards)
    for seed in range(limit):
        trial = engine.State(view.game, view.seats, seed, pinned_cards())
        if set(trial._uid_maker()(n) for n in range(1, 4)) <= wanted:
            return seed
    return None


@pytest.mark.parametrize("game,seats,seed", [("seize", 2, 1234), ("pariahs", 2, 4242), ("banished", 3, 77)])
def test_a_small_seed_with_a_uid_secret_deals_the_same_cards_and_is_not_found(game, seats, seed):
    names = [f"P{i}" for i in range(seats)]
    keyed_by_seed = engine.new_game(game, names, seed, pinned_cards())
    assert search_secretless_seed(engine.view(keyed_by_seed, 0), seed + 1) == seed      # the attack, today
    secret = engine.new_seed()
    state = engine.new_game(game, names, seed, pinned_cards(), uid_secret=secret)
    assert search_secretless_seed(engine.view(state, 0)) is None
    deal = {name: [state.cards[u].card_id for u in zone.cards] for name, zone in state.zones.items()}
    assert deal == {name: [keyed_by_seed.cards[u].card_id for u in zone.cards]
                    for name, zone in keyed_by_seed.zones.items()}                      # the same cards dealt
    view = engine.view(state, 0)
    assert view.uid_secret is None
    secrets = {secret, uid_key(f"secret {secret}")}
    assert not any(isinstance(x, (int, bytes)) and not isinstance(x, bool) and x in secrets
                   for x in everything_in(view))


def test_the_uid_secret_is_kept_in_the_replay_and_replays_the_same_uids():
    from game.engine.replay import Replay, dumps, loads
    state = engine.new_game("seize", ["Ann", "Bob"], 5, pinned_cards(), uid_secret=engine.new_seed())
    actions = []
    for _ in range(6):
        action = engine.legal_actions(state)[0]
        engine.apply(state, action)
        actions.append(action)
    replay = loads(dumps(Replay.of(state, actions)), "game.yaml", pinned_cards())
    assert replay.uid_secret == state.uid_secret
    again = replay.final_state(pinned_cards())
    assert sorted(again.cards) == sorted(state.cards)
