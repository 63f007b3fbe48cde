"""The seeded design: a changed card put into one seat's starting cards, the same seed played under each file."""
import pytest

from game import engine
from game.engine import seeding
from game.engine.cards import parse_cards
from game.lab import causal
from game.lab.ab import compare
from game.lab.batch import run_batch
from tests.game.lab.test_batch_market import TEXT
from tests.pinned import pinned_cards

RUBY = "cost: 3, power: 3"


def cards_of(text, path):
    cards, problems = parse_cards(text, path)
    assert not problems
    return cards


def market_run(text, games, path, prepare=None, seats=("ai:random", "ai:random")):
    return run_batch("market", list(seats), games, 1, cards_of(text, path), progress=False, workers=1,
                     cards_text=text, cards_path=path, prepare=prepare)


@pytest.fixture(scope="module")
def shipped():
    return pinned_cards()


def positions(state):
    return {name: [(state.cards[u].card_id, state.cards[u].owner) for u in zone.cards]
            for name, zone in state.zones.items()}


def test_the_holder_takes_turns_by_seed():
    assert [causal.holder_of(s, 2) for s in range(1, 5)] == [1, 0, 1, 0]
    assert [causal.holder_of(s, 3) for s in (3, 4, 5)] == [0, 1, 2]


@pytest.mark.parametrize("game, card_id", [("banished", "fire_cup"), ("banished", "water_4"),
                                           ("pariahs", "c2_midwife"), ("pariahs", "c1_beggar"),
                                           ("seize", "wisdom")])
def test_a_seeded_card_joins_the_holders_starting_cards_and_nothing_else_changes_but_its_place(shipped, game, card_id):
    cards = shipped
    for seed in (5, 6):
        plain = engine.new_game(game, ["a", "b"], seed, cards)
        state = engine.new_game(game, ["a", "b"], seed, cards)
        holder = causal.holder_of(seed, 2)
        target = f"deck:{holder}" if f"deck:{holder}" in state.zones else f"hand:{holder}"
        before = [state.cards[u].card_id for u in state.zones[target].cards].count(card_id)
        src = seeding.seed_card(state, card_id, holder)
        after = [state.cards[u].card_id for u in state.zones[target].cards]
        assert after.count(card_id) == before + 1
        assert src != target
        if target.startswith("hand:"):
            assert len(after) == len(plain.zones[target].cards)       # a hand keeps its size
        else:
            assert len(after) == len(plain.zones[target].cards) + 1
        moved = {z for z, cs in positions(state).items() if sorted(cs, key=str) != sorted(positions(plain)[z], key=str)}
        assert moved <= {target, src}
        while not state.over and state.step < 12:                      # the game plays on from there
            engine.apply(state, engine.legal_actions(state)[0])


def test_both_files_start_from_the_same_seeded_position():
    stronger = TEXT.replace(RUBY, "cost: 3, power: 9")
    new = engine.new_game("market", ["a", "b"], 3, cards_of(stronger, "strong.yaml"))
    old = engine.new_game("market", ["a", "b"], 3, cards_of(TEXT, "market.yaml"))
    for state in (new, old):
        seeding.seed_card(state, "ruby", 1)
    assert positions(new) == positions(old)
    assert sorted(new.zones["deck:1"].cards) == sorted(old.zones["deck:1"].cards)


def test_a_card_nowhere_in_the_set_up_is_created_and_an_unknown_one_is_refused():
    text = TEXT.replace("copies: 2}", "copies: 0}")          # no Crown in the game
    state = engine.new_game("market", ["a", "b"], 3, cards_of(text, "nocrown.yaml"))
    assert seeding.seed_card(state, "crown", 0) == "created"
    assert [state.cards[u].card_id for u in state.zones["deck:0"].cards].count("crown") == 1
    with pytest.raises(seeding.SeedingError, match="no card 'sapphire'"):
        seeding.seed_card(state, "sapphire", 0)


def _seeded_effect(text, path, games):
    hook = causal.CardSeeding("ruby")
    new, old = market_run(text, games, path, hook), market_run(TEXT, games, "market.yaml", hook)
    plain_new, plain_old = market_run(text, 4, path), market_run(TEXT, 4, "market.yaml")
    ab = compare(plain_new, plain_old, {"ruby": (new, old)})
    return ab.changed_cards_json()["ruby"], new


@pytest.mark.slow
def test_a_stronger_card_raises_and_a_blunted_one_lowers_its_holders_chance():
    up, new = _seeded_effect(TEXT.replace(RUBY, "cost: 3, power: 6"), "strong.yaml", 400)
    assert up["design"] == "seeded" and up["n"] == 400 and 0 < up["low"] < up["delta"]
    assert all(r["prepared"]["card"] == "ruby" for r in new.results)
    assert up["deeds_per_holder"]["new"]["played"] > 0
    down, _ = _seeded_effect(TEXT.replace(RUBY, "cost: 3, power: 0"), "blunt.yaml", 400)
    assert down["high"] < 0 and down["delta"] < 0


def test_an_unchanged_card_file_shows_no_effect_and_the_json_keeps_the_seeded_games():
    hook = causal.CardSeeding("ruby")
    same = TEXT + "\n"
    new, old = market_run(same, 10, "copy.yaml", hook), market_run(TEXT, 10, "market.yaml", hook)
    fig = causal.effect(new, old, "ruby")
    assert fig["delta"] == 0 and fig["n"] == 10 and fig["design"] == "seeded"
    ab = compare(market_run(same, 2, "copy.yaml"), market_run(TEXT, 2, "market.yaml"), {"ruby": (new, old)})
    data = ab.to_json()
    assert [g["seed"] for g in data["seeded_runs"]["ruby"]["new"]] == list(range(1, 11))
    assert {g["holder"] for g in data["seeded_runs"]["ruby"]["old"]} == {0, 1}


@pytest.mark.slow
def test_simulate_against_measures_each_changed_card_by_the_seeded_design(tmp_path, capsys):
    import json
    import main
    text = open("cards.yaml", encoding="utf-8").read()
    edited = tmp_path / "embers.yaml"
    edited.write_text(text.replace("do: [{opponents_lose_life: 2}]", "do: [{opponents_lose_life: 6}]", 1))
    out = tmp_path / "ab.json"
    code = main.main(["simulate", "banished", "--games", "4", "--seeded-games", "6", "--seats", "ai:random,ai:random",
                      "--cards", str(edited), "--against", "cards.yaml", "--json", str(out), "--workers", "1",
                      "--quiet"])
    assert code == 0
    data = json.loads(out.read_text())
    cup = data["changed_cards"]["fire_cup"]
    assert cup["design"] == "seeded" and cup["n"] == 6 and -1 <= cup["low"] <= cup["delta"] <= cup["high"] <= 1
    assert len(data["ab"]["seeded_runs"]["fire_cup"]["new"]) == 6
    assert "3 seeded into one seat's starting cards" in capsys.readouterr().out and cup["copies"] == 3


def test_the_seeding_puts_its_copies_into_the_holders_deck_creating_those_the_set_up_lacks(shipped):
    state = engine.new_game("pariahs", ["a", "b"], 8, shipped)
    in_game = sum(c.card_id == "c2_midwife" for c in state.cards.values())
    got = causal.CardSeeding("c2_midwife", copies=3)(state, 8)
    assert got["holder"] == 0 and got["copies"] == 3 and len(got["from"]) == 3
    assert got["from"].count("created") == max(0, 3 - in_game)
    deck = [state.cards[u].card_id for u in state.zones["deck:0"].cards]
    assert deck.count("c2_midwife") == 3
    assert all(state.cards[u].owner == 0 for u in state.zones["deck:0"].cards)


def test_a_seeded_games_replay_seeds_the_same_copies_and_plays_to_the_same_end(tmp_path, shipped):
    from game.engine.replay import load
    summary = run_batch("pariahs", ["ai:random", "ai:random"], 3, 5, shipped, progress=False, workers=1,
                        prepare=causal.CardSeeding("c2_midwife", copies=2), replays=str(tmp_path))
    for result in summary.results:
        replay = load(result["replay"], shipped)
        assert replay.seeded == {"card": "c2_midwife", "copies": 2, "holder": result["prepared"]["holder"]}
        state = replay.final_state(shipped)
        assert state.over and list(state.winners) == result["winners"]
        unseeded = engine.new_game("pariahs", replay.seats, replay.seed, shipped)
        deck = lambda s: [s.cards[u].card_id for u in s.zones[f"deck:{replay.seeded['holder']}"].cards]  # noqa: E731
        assert deck(replay.new_state(shipped)).count("c2_midwife") == deck(unseeded).count("c2_midwife") + 2


def test_a_replay_seeding_a_seat_the_game_lacks_is_refused_with_the_reason(shipped):
    from game.engine.replay import Replay
    replay = Replay("pariahs", ["a", "b"], 3, seeded={"card": "c2_midwife", "copies": 1, "holder": 5})
    with pytest.raises(seeding.SeedingError, match="seat 6 is not a seat"):
        replay.new_state(shipped)
