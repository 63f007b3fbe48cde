"""One simulated game: a random seat chooses from the state's legal actions (no view) and plays the game its
view would; the lab's watchers count a card by the props it has when it moves and by its own card file."""
import random

import pytest

from game import engine
from game.ai import make_player
from game.banished.events import Damage
from game.engine import events as ev
from game.engine.cards import parse_cards
from game.lab import playing
from game.lab.balance import Collector, EventKinds
from game.lab.playing import Job, Task, needs_view, play_one
from tests.game.lab.test_batch_market import TEXT, _action
from tests.pinned import pinned_cards

CARDS = pinned_cards()


@pytest.mark.parametrize("game", ["banished", "pariahs", "seize"])
def test_the_seat_to_move_finds_the_same_legal_actions_in_its_view_as_in_the_state(game):
    rng = random.Random(5)
    checked = 0
    for seed in (1, 2):
        state = engine.new_game(game, ["A", "B"], seed, CARDS)
        while not state.over:
            views = [engine.view(state, s) for s in range(state.players)]     # made before the state lists its own
            assert all(v._legal_cache is None for v in views)
            acts = engine.legal_actions(state)
            seat = state.rules.to_move(state)
            assert engine.legal_actions(views[seat]) == acts
            checked += 1
            engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
    assert checked > 50


def test_only_a_random_seat_chooses_without_a_view():
    assert not needs_view(make_player("ai:random", 1))
    assert all(needs_view(make_player(spec, 1)) for spec in ("ai:greedy", "ai:hard@10"))


@pytest.mark.parametrize("game", ["banished", "pariahs", "seize"])
def test_a_random_seat_plays_the_same_game_whether_or_not_it_is_shown_its_view(game, monkeypatch):
    job = Job(game, ("ai:random", "ai:random"), True, replays=True)

    def records():
        out = [play_one(job, Task("", 0, i, 40 + i), CARDS) for i in range(3)]
        for r in out:
            assert "error" not in r
            r.pop("seconds")
        return out

    without = records()
    monkeypatch.setattr(playing, "needs_view", lambda player: True)
    assert records() == without


def market_cards(text=TEXT):
    cards, problems = parse_cards(text, "market.yaml")
    assert not problems
    return cards


def test_a_card_counts_in_the_group_its_props_give_when_it_is_played():
    state = engine.new_game("market", ("A", "B"), 3, market_cards())
    collector = Collector(state)
    for element in ("Fire", None, "Water"):         # three Pebbles in turn: the same definition, other props
        uid = state.zones["hand:0"].cards[0]
        if element:
            state.writable(uid).props["element"] = element
        collector.observe(state, engine.apply(state, engine.Action("play", 0, (uid,))))
        for _ in range(2):
            collector.observe(state, engine.apply(state, _action(state, "end")))
    played = collector.finish(state)[0]["played"]
    assert played == {"card:pebble": 3, "family:dud": 3, "element:Fire": 1, "element:Water": 1}


def test_the_same_card_in_two_card_files_counts_by_each_files_definition():
    fiery = TEXT.replace("{id: pebble, name: Pebble, family: dud,",
                         "{id: pebble, name: Pebble, family: dud, element: Fire,")
    tallies = []
    for cards in (market_cards(), market_cards(fiery), market_cards()):
        state = engine.new_game("market", ("A", "B"), 3, cards)
        collector = Collector(state)
        collector.observe(state, engine.apply(state, _action(state, "play", "pebble")))
        tallies.append(collector.finish(state)[0]["played"])
    assert [t.get("element:Fire", 0) for t in tallies] == [0, 1, 0]
    assert all(t["card:pebble"] == t["family:dud"] == 1 for t in tallies)


def test_an_event_kind_is_the_first_of_the_kinds_it_is_one_of_a_subclass_too():
    class Slid(ev.CardMoved):
        kind = "slid_for_a_test"

    kinds = EventKinds(ev.TurnBegan, (Damage, ev.CardMoved))
    assert kinds[ev.TurnBegan] == 0 and kinds[Slid] == 1 and kinds[Damage] == 1 and kinds[ev.Message] == -1


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_forked_workers_play_with_the_callers_cards_and_spawned_ones_parse_the_text(method):
    import multiprocessing as mp
    from game.lab.playing import text_key
    from game.lab.pool import ProcessPool
    from tests.game.lab.test_batch_market import MANIFEST
    broken = "market: [not a card file"         # what a worker that parses the text would find
    key = text_key(broken)
    job = Job("market", ("ai:random", "ai:random"), True)
    pool = ProcessPool(job, [(key, broken, "market.yaml")], 2, MANIFEST.rules, mp.get_context(method),
                       parsed={key: market_cards()})
    tasks = [Task(key, 0, i, 1 + i) for i in range(4)]
    try:
        if method == "spawn":
            with pytest.raises(RuntimeError, match="could not read the cards"):
                list(pool.play(tasks, lambda: False))
        else:
            assert [r["winners"] for r in sorted(pool.play(tasks, lambda: False), key=lambda r: r["index"])] == \
                [play_one(job, task, market_cards())["winners"] for task in tasks]
    finally:
        playing._CARDS.pop(key, None)


@pytest.mark.parametrize("game", ["banished", "pariahs", "seize"])
def test_the_watch_counts_what_the_two_watchers_count_alone(game):
    from game.lab.deeds import DeedCollector
    from game.lab.watch import Watch
    rng = random.Random(3)
    for seed in (1, 2):
        state = engine.new_game(game, ["A", "B"], seed, CARDS)
        watch, collector, deeds = Watch(state), Collector(state), DeedCollector(state)
        while not state.over:
            acts = engine.legal_actions(state)
            events = engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
            for watcher in (watch, collector, deeds):
                watcher.observe(state, events)
        assert watch.collector.turns == collector.turns
        assert list(map(repr, watch.collector.finish(state))) == list(map(repr, collector.finish(state)))
        assert repr(watch.deeds.finish()) == repr(deeds.finish())


def test_a_kept_card_counts_by_the_props_it_has_at_the_end_whatever_they_are():
    """``kept_keys`` makes each card's look in line: no prop, one, two, a prop changed in place since the process
    first met its look, and a prop that cannot be hashed are each counted as ``card_keys_of`` counts them now."""
    from game.lab.balance import card_keys_of, kept_keys
    state = engine.new_game("seize", ["A", "B"], 1, CARDS)
    uids = list(state.zones["hand:0"].cards)
    other = next(state.cards[u].props["suit"] for u in state.zones["hand:1"].cards
                 if state.cards[u].props["suit"] != state.cards[uids[0]].props["suit"])
    kept_keys(state, "seize", uids)             # the dealt looks, met first
    state.writable(uids[0]).props["suit"] = other
    state.writable(uids[1]).props = {}
    state.writable(uids[2]).props["drained"] = True
    state.writable(uids[3]).props["marks"] = ["not", "hashable"]
    expected = [card_keys_of(state, "seize", u, state.cards[u].card_id) for u in uids]
    assert kept_keys(state, "seize", uids) == expected
    assert f"suit:{other}" in expected[0]


@pytest.mark.parametrize("game", ["banished", "pariahs", "seize"])
def test_the_watch_counts_a_card_by_its_props_when_they_change_in_place_during_the_game(game):
    """A card's look is made afresh at every move: a prop changed in place between actions (the same props dict)
    is counted as the plain Collector counts it."""
    from game.lab.deeds import DeedCollector
    from game.lab.watch import Watch
    rng = random.Random(5)
    state = engine.new_game(game, ["A", "B"], 4, CARDS)
    watch, collector, deeds = Watch(state), Collector(state), DeedCollector(state)
    values = sorted({str(v) for card in state.cards.values() for v in card.props.values()}) or ["x"]
    while not state.over:
        if state.step % 3 == 0:
            uid = rng.choice(sorted(state.cards))
            props = state.writable(uid).props
            props[rng.choice(sorted(props) or ["element"])] = rng.choice(values)
        acts = engine.legal_actions(state)
        events = engine.apply(state, rng.choice([a for a in acts if a.kind != "concede"] or acts))
        for watcher in (watch, collector, deeds):
            watcher.observe(state, events)
    assert list(map(repr, watch.collector.finish(state))) == list(map(repr, collector.finish(state)))
    assert repr(watch.deeds.finish()) == repr(deeds.finish())
