"""A thousand seeded random games of A Bandit's Seize: each ends, and no card is ever lost or doubled."""
import random

import pytest

from game import engine
from game.seize.cardset import table
from tests.game.seize.test_seize_support import CARDS

GAMES = 1000
ZONES = ("deck", "hand:0", "hand:1", "trick", "well:0", "well:1", "welldeck:0", "welldeck:1", "pot", "flames")


def random_deck(rng, defs, owner):
    """A crafted deck: 42 cards, at most seven of a value, some of them marked."""
    t = table(defs)
    counts = dict.fromkeys(t.by_value, 0)
    deck = []
    while len(deck) < 42:
        card = rng.choice(t.by_value)
        if counts[card] == t.most_of_one_value:
            continue
        counts[card] += 1
        rec = {"card": card, "suit": rng.choice(t.suit_ids), "owner": owner, "id": f"{owner}-{len(deck)}"}
        if rng.random() < 0.15:
            rec["drained"] = True
        deck.append(rec)
    return deck


def play_random(seed):
    rng = random.Random(seed)
    options = {"ante": 3 + seed % 5}
    if seed % 4 == 3:
        defs = CARDS.game("seize")
        options["decks"] = [random_deck(rng, defs, "Ann"), random_deck(rng, defs, "Bob")]
    state = engine.new_game("seize", ("Ann", "Bob"), seed, CARDS, **options)
    total = len(state.cards)
    zones = [state.zones[z].cards for z in ZONES]
    assert set(state.zones) == set(ZONES)
    flames = 0
    steps = 0
    while not state.over:
        acts = engine.legal_actions(state)
        assert acts, f"seed {seed}: nobody can move at step {steps}"
        if seed % 50 == 0:
            mover = acts[0].seat
            seen = engine.legal_actions(engine.view(state, mover))
            assert [(a.kind, a.args) for a in seen] == [(a.kind, a.args) for a in acts]
        playable = [a for a in acts if a.kind != "concede"]
        engine.apply(state, rng.choice(playable))
        steps += 1
        where = set()
        count = 0
        for cards in zones:
            count += len(cards)
            where.update(cards)
        assert count == len(where) == total, f"seed {seed} step {steps}: a card is lost or in two places"
        burned = zones[-1]
        assert len(burned) >= flames, f"seed {seed} step {steps}: the flames gave a card back"
        flames = len(burned)
        assert steps < 5000, f"seed {seed}: no end in sight"
    for uid, card in state.cards.items():
        assert uid in state.zones[card.zone].cards
    return state, steps


@pytest.mark.slow
def test_a_thousand_random_games_end_and_keep_every_card_in_one_place():
    ends = {}
    total_steps = 0
    for seed in range(GAMES):
        state, steps = play_random(seed)
        total_steps += steps
        kind = "draw" if not state.winners else "tonic" if "Tonic" in state.data["end_reason"] else "out"
        ends[kind] = ends.get(kind, 0) + 1
    assert ends.get("tonic") and ends.get("out")
    assert total_steps > 20 * GAMES


def test_the_flames_are_a_prefix_of_themselves_at_every_step():
    """The flames only grow: no card that went there ever leaves or changes place."""
    rng = random.Random(5)
    for seed in range(40):
        state = engine.new_game("seize", ("Ann", "Bob"), 10_000 + seed, CARDS)
        before = []
        while not state.over:
            engine.apply(state, rng.choice([a for a in engine.legal_actions(state) if a.kind != "concede"]))
            now = state.zones["flames"].cards
            assert now[:len(before)] == before
            before = list(now)


def test_a_replay_of_the_same_seed_and_actions_is_the_same_game():
    rng = random.Random(9)
    state = engine.new_game("seize", ("Ann", "Bob"), 42, CARDS)
    actions = []
    while not state.over:
        action = rng.choice([a for a in engine.legal_actions(state) if a.kind != "concede"])
        actions.append(action)
        engine.apply(state, action)
    again = engine.new_game("seize", ("Ann", "Bob"), 42, CARDS)
    for action in actions:
        engine.apply(again, engine.Action.from_dict(action.to_dict()))
    assert again.winners == state.winners
    assert {z: list(again.zones[z].cards) for z in ZONES} == {z: list(state.zones[z].cards) for z in ZONES}
