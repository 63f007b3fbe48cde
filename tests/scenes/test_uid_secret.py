"""A game a person plays at the window keys its uids by a secret of its own, kept in its replay and save:
a small chosen seed deals the same cards, and a view's uids no longer lead back to it."""
from game import engine
from game.engine.replay import Replay, dumps, loads
from scenes.table.match import Match
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def ids_by_zone(state):
    return {name: [state.cards[u].card_id for u in zone.cards] for name, zone in state.zones.items()}


def test_a_window_game_from_a_chosen_seed_deals_the_same_cards_under_uids_of_its_own():
    by_seed = engine.new_game("seize", ["Ann", "Bob"], 1234, CARDS)
    match = Match("seize", ["Ann", "Bob"], ["human", "ai:random"], 1234, CARDS)
    assert isinstance(match.uid_secret, int) and match.uid_secret.bit_length() > 64
    assert ids_by_zone(match.state) == ids_by_zone(by_seed)
    assert not set(match.state.cards) & set(by_seed.cards)
    assert Match("seize", ["Ann", "Bob"], ["human", "human"], 1234, CARDS).uid_secret != match.uid_secret


def test_the_secret_is_kept_in_the_save_so_the_game_continues_and_takes_back_with_its_uids():
    match = Match("banished", ["Ann", "Bob", "Cid"], ["human"] * 3, 77, CARDS)
    for step in range(4):
        if step == 2:
            at_two = {uid: card.zone for uid, card in match.state.cards.items()}
        match.apply(match.legal()[0])
    saved = loads(dumps(match.replay()), "save.yaml", CARDS)
    assert saved.uid_secret == match.uid_secret
    again = Match.from_replay(saved, CARDS)
    assert sorted(again.state.cards) == sorted(match.state.cards) and again.uid_secret == match.uid_secret
    match.take_back(2)
    assert {uid: card.zone for uid, card in match.state.cards.items()} == at_two


def test_a_scenario_without_moves_is_dealt_under_a_fresh_secret_and_an_old_save_keeps_its_own_uids():
    scenario = Replay("seize", ["Ann", "Bob"], 3, setup={"hands": [["wisdom demon"], ["youth giver"]],
                                                          "deck": ["love wild", "beauty arcane"]})
    by_seed = scenario.new_state(CARDS)
    played = Match.from_replay(scenario, CARDS)
    assert played.uid_secret is not None and not set(played.state.cards) & set(by_seed.cards)
    old = Replay.of(by_seed, [engine.legal_actions(by_seed)[0]], setup=scenario.setup)   # saved before uid secrets
    assert old.uid_secret is None
    assert Match.from_replay(old, CARDS).uid_secret is None
