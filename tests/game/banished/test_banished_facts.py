"""The facts the rules read of a card (family, Value, Power, the moves' labels) follow the card file each game
plays with."""
import yaml

from game import engine
from game.banished import core, evaluation
from game.engine.cards import parse_cards
from tests.pinned import PINNED_PATH, pinned_cards

CARDS = pinned_cards()


def edited(card_id, **fields):
    """The shipped card file with one Banished card's fields replaced."""
    with open(PINNED_PATH, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    next(c for c in data["banished"]["cards"] if c["id"] == card_id).update(fields)
    cards, problems = parse_cards(yaml.safe_dump(data, sort_keys=False), "edited.yaml")
    assert cards is not None and not [p for p in problems if p.code.startswith("E")], problems
    return cards


def position(cards):
    """Ann's turn with the Fire 6 Grim in play, the Fire Sword in hand and 9 Obol; the Fire Sword also in the Spread."""
    setup = {"grim": ["fire_6", None], "hands": [["fire_sword"], []], "decks": [[], ["hollow_spirit"] * 5],
             "spread": ["fire_sword"], "obol": [9, 0], "queue": [1]}
    return engine.new_game("banished", ("Ann", "Bob"), 5, cards, setup=setup)


def test_power_value_and_labels_come_from_the_card_file_the_game_plays_with():
    shipped = position(CARDS)
    stronger = position(edited("fire_6", power=9))
    pricier = position(edited("fire_sword", name="Dear Sword", value=7))
    for state in (shipped, stronger, pricier):    # each game in turn, twice: none reads another's cards
        for _ in range(2):
            assert core.seat_power(state, 0) == (9 if state is stronger else 6)
            labels = {a.label for a in engine.legal_actions(state)}
            sword, value = ("Dear Sword", 7) if state is pricier else ("Sword of Embers", 4)
            assert f"Dispel {sword} (+{value} Obol)" in labels and f"Conjure {sword} ({value} Obol)" in labels
            assert (f"Conjure {sword} to hand ({2 * value} Obol)" in labels) == (2 * value <= 9)
            state._legal_cache = None
    assert evaluation.deck_strength(stronger, 0) > evaluation.deck_strength(shipped, 0)


def test_a_cards_moves_follow_what_the_card_is_in_each_position():
    """A deal gives a hidden uid another identity: its moves are that card's, though the uid's were listed before."""
    state = position(CARDS)
    sword = state.zones["hand:0"].cards[0]
    listed = {a.label: a.kind for a in engine.legal_actions(state) if a.card == sword}
    assert listed["Dispel Sword of Embers (+4 Obol)"] == "dispel"
    assert listed["Play Sword of Embers as a Bond Card"] == "play_bond"
    grim = state.clone()
    grim.writable(sword).card_id = "fire_6"
    grim._legal_cache = None
    as_grim = {a.label: a.kind for a in engine.legal_actions(grim) if a.card == sword}
    assert as_grim == {"Dispel The Phoenix Bride (+6 Obol)": "dispel"}      # Ann's Grim is in play already
    state._legal_cache = None
    assert {a.label: a.kind for a in engine.legal_actions(state) if a.card == sword} == listed


def _dealt(state) -> dict:
    """Every card a game made, counted by card id and the zone it was dealt to."""
    counted: dict = {}
    for card in state.cards.values():
        zone = "crypt" if card.zone in ("crypt", "spread") else card.zone.partition(":")[0]
        counted[card.card_id, zone] = counted.get((card.card_id, zone), 0) + 1
    return counted


def test_the_deal_follows_the_card_file_each_game_plays_with():
    """The deal is planned once per card file: a game with more copies of a card deals more, and the shipped file's
    next game deals as its first did."""
    shipped = engine.new_game("banished", ("Ann", "Bob"), 3, CARDS, quiet=True)
    more = engine.new_game("banished", ("Ann", "Bob"), 3, edited("fire_sword", copies=5), quiet=True)
    again = engine.new_game("banished", ("Ann", "Bob"), 4, CARDS, quiet=True)
    assert _dealt(again) == _dealt(shipped)
    copies = CARDS.games["banished"].cards["fire_sword"].get("copies", 1)
    assert _dealt(shipped)["fire_sword", "crypt"] == copies and _dealt(more)["fire_sword", "crypt"] == 5
    assert {k: v for k, v in _dealt(more).items() if k[0] != "fire_sword"} == \
        {k: v for k, v in _dealt(shipped).items() if k[0] != "fire_sword"}
