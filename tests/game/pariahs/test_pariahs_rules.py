"""Pariahs' rules, each from an exact position (rulebook seeds/003, RULINGS "Pariahs")."""
import pytest

from game import engine
from game.pariahs import board
from game.pariahs.rules import location_text
from tests.game.pariahs.pariahs_positions import CARDS, WELL_1, answer, find, game, ids, influence, place, support

STAGE_3, STAGE_2, CIRCLE_1, CIRCLE_2, HALL_2, HALL_1, WELL_0 = 0, 1, 2, 3, 4, 5, 7


# -- set-up and the start of a round ---------------------------------------------------

def test_setup_deals_decks_initiative_and_supplicants():
    state = engine.new_game("pariahs", ("Ann", "Bob"), 3, CARDS)
    for seat in range(2):
        own = [c for c in state.cards.values() if c.owner == seat]
        assert len(own) == 48
        start = ids(state, f"hand:{seat}") + ids(state, f"deck:{seat}")
        assert len(ids(state, f"hand:{seat}")) == 5 and len(start) == 9
        assert all(CARDS.game("pariahs").cards[c].family == "class1" for c in start)
        row = state.zones[f"supplicants:{seat}"].cards
        assert len(row) == 3 and all(state.cards[u].face_up for u in row)
        rest = ids(state, f"supdeck:{seat}") + ids(state, f"supplicants:{seat}")
        assert len(rest) == 36 and all(not c.startswith("c1_") for c in rest)
    initiative = state.zones["initiative"].cards + state.zones["revealed"].cards
    assert len(initiative) == 6
    assert sorted(state.cards[u].owner for u in initiative) == [0, 0, 0, 1, 1, 1]
    assert all(state.cards[u].card_id.startswith("c1_") for u in initiative)
    revealed = state.zones["revealed"].cards[0]
    assert state.pending.kind == "initiative" and state.pending.seat == state.cards[revealed].owner
    assert state.data["round"] == 1


def round_start(**zones):
    return game(zones, phase="round_start", round=2)


def test_each_round_begins_with_five_cards_from_the_top_of_the_deck():
    deck = ["c1_beggar", "c1_ragpicker", "c1_mudlark", "c1_drifter", "c1_leper", "c1_gravedigger"]
    state = round_start(**{"hand:0": [], "deck:0": deck, "initiative": [["c1_urchin", 1]]})
    assert ids(state, "deck:0") == ["c1_beggar"]
    assert sorted(ids(state, "hand:0")) == sorted(deck[1:])
    assert state.data["round"] == 2


def test_drawing_from_an_empty_deck_draws_nothing():
    state = round_start(**{"hand:0": [], "deck:0": ["c1_beggar", "c1_tinker"], "initiative": [["c1_urchin", 1]]})
    assert sorted(ids(state, "hand:0")) == ["c1_beggar", "c1_tinker"] and ids(state, "deck:0") == []


def test_the_bottom_initiative_card_is_revealed_to_its_color():
    state = round_start(**{"initiative": [["c1_urchin", 1], ["c1_sweep", 0]]})
    assert ids(state, "revealed") == ["c1_urchin"] and ids(state, "initiative") == ["c1_sweep"]
    assert state.pending.seat == 1


def test_shunning_the_initiative_card_goes_first():
    state = round_start(**{"initiative": [["c1_urchin", 1]]})
    answer(state, "shun")
    assert ids(state, "supdeck:1")[0] == "c1_urchin" and ids(state, "revealed") == []
    assert state.data["turn"] == 1 and state.data["first"] == 1
    assert engine.legal_actions(state)[0].seat == 1


def test_taking_the_initiative_card_goes_second():
    state = round_start(**{"initiative": [["c1_urchin", 1]]})
    answer(state, "take")
    assert "c1_urchin" in ids(state, "hand:1")
    assert state.data["turn"] == 0 and state.data["first"] == 0


# -- placing --------------------------------------------------------------------------------

def test_never_two_cards_at_one_location():
    state = game({"location:0": [["c2_cobbler", 1]], "hand:0": ["c1_beggar", "c1_tinker"]})
    assert all(a.args[1] != 0 for a in engine.legal_actions(state))
    with pytest.raises(engine.IllegalAction, match="already placed at The Stage"):
        place(state, "c1_beggar", 0)


def test_never_your_color_at_both_locations_of_a_name():
    state = game({"location:4": [["c2_cobbler", 0]], "hand:0": ["c1_beggar"]})
    targets = {a.args[1] for a in engine.legal_actions(state)}
    assert targets == {0, 1, 2, 3, 6, 7}
    with pytest.raises(engine.IllegalAction, match="already have a card at The Hall"):
        place(state, "c1_beggar", 5)
    # the other color may stand there
    state = game({"location:4": [["c2_cobbler", 1]], "hand:0": ["c1_beggar"]})
    assert 5 in {a.args[1] for a in engine.legal_actions(state)}


def test_only_the_player_to_move_places_and_only_from_hand():
    state = game()
    with pytest.raises(engine.IllegalAction, match="Ann's turn"):
        engine.apply(state, engine.Action("place", 1, (find(state, "c1_leper"), 0)))
    with pytest.raises(engine.IllegalAction, match="from your hand"):
        engine.apply(state, engine.Action("place", 0, (find(state, "c3_smith"), 0)))


def test_turns_alternate_after_the_location_effect():
    state = game()
    place(state, "c1_beggar", WELL_0)
    assert state.data["turn"] == 1 and state.pending is None
    place(state, "c1_leper", STAGE_2)
    answer(state, "c2_minstrel")                      # The Stage (2): gain
    assert state.data["turn"] == 0


def test_legal_reads_only_the_view():
    state = game()
    view = engine.view(state, 0)
    assert engine.legal_actions(view) == engine.legal_actions(state)
    assert view.cards[find(state, "c1_leper")].card_id is None


# -- the end of a round ---------------------------------------------------------------

def test_round_ends_when_the_opponent_cannot_place():
    state = game({"hand:1": []}, round=1)
    place(state, "c1_beggar", WELL_0)
    assert state.data["round"] == 2                   # round 1 ended: Bob had nothing to place
    assert "c1_beggar" in ids(state, "hand:0") + ids(state, "deck:0")
    assert state.data["turn"] == 1                    # no Initiative card is left: the other player starts


def test_round_ends_when_the_opponent_has_no_legal_location():
    # Blue already stands at one of each name: nowhere is left for it
    zones = {f"location:{i}": [["c1_tinker", 1]] for i in (0, 2, 4, 7)}
    zones["location:1"] = [["c1_ragpicker", 0]]
    zones["location:3"] = [["c1_ragpicker", 0]]
    state = game(zones)
    place(state, "c1_beggar", 5)                      # The Hall (1)
    assert state.data["round"] == 2


def test_round_ends_when_eight_cards_are_placed():
    zones = {f"location:{i}": [["c1_tinker", i % 2]] for i in range(7)}
    zones["location:5"] = [["c1_tinker", 0]]
    zones["location:4"] = [["c1_tinker", 1]]
    zones["location:6"] = [["c1_tinker", 1]]
    zones["hand:0"] = ["c1_beggar"]
    state = game(zones)
    assert [a.args[1] for a in engine.legal_actions(state)] == [WELL_0]
    place(state, "c1_beggar", WELL_0)
    assert state.data["round"] == 2


def end_round_position(placements, **extra):
    """Blue (seat 1) to move with an empty hand after Yellow places: the round ends at once."""
    zones = {f"location:{i}": [list(card)] for i, card in placements.items()}
    zones.update({"hand:1": [], "supdeck:0": ["c4_admiral", "c4_baron"], "supdeck:1": ["c4_admiral"]})
    zones.update(extra)
    return game(zones)


def test_most_influence_secures_one_support():
    yellow = 0 + influence("c1_beggar") + 3 + influence("c3_smith")
    assert yellow > 1 + influence("c4_admiral")
    state = end_round_position({STAGE_3: ("c3_smith", 0), CIRCLE_1: ("c4_admiral", 1)}, **{"hand:0": ["c1_beggar"]})
    place(state, "c1_beggar", WELL_0)
    assert support(state, 0) == 1 and support(state, 1) == 0
    assert state.data["ledger"]["influence"] == [1, 0]
    assert ids(state, "support:0") == ["c4_baron"]    # the top card of the Supplicant Deck


def test_support_secured_on_a_copy_leaves_the_original_ledger_as_it_was():
    yellow_wins = {STAGE_3: ("c3_smith", 0), CIRCLE_1: ("c4_admiral", 1)}
    state = end_round_position(yellow_wins, **{"hand:0": ["c1_beggar"]})
    before = {way: list(counts) for way, counts in state.data["ledger"].items()}
    copy = state.clone()
    place(copy, "c1_beggar", WELL_0)
    assert copy.data["ledger"]["influence"] == [1, 0]
    assert state.data["ledger"] == before


def test_a_tie_goes_to_the_player_at_the_tie_breaker():
    # Blue: two Beggars at The Hall (2) and The Circle (1); Yellow: a Beggar at The Stage (2), the Tie-Breaker
    layout = {HALL_2: ("c1_beggar", 1), CIRCLE_1: ("c1_beggar", 1), STAGE_2: ("c1_beggar", 0)}
    state = end_round_position(layout, **{"hand:0": ["c1_beggar"]})
    place(state, "c1_beggar", WELL_0)                 # Yellow 2 + 0 against Blue 2 + 1: Blue wins outright
    assert state.data["ledger"]["influence"] == [0, 1]
    state = end_round_position(layout, **{"hand:0": ["c1_beggar"]})
    place(state, "c1_beggar", WELL_1)                 # 2 + 1 each: the Tie-Breaker decides
    assert state.data["ledger"]["influence"] == [1, 0]


def test_a_tie_without_anyone_at_the_tie_breaker_secures_nothing():
    layout = {STAGE_3: ("c1_beggar", 1), WELL_0: ("c1_beggar", 1), CIRCLE_2: ("c1_beggar", 0)}
    state = end_round_position(layout, **{"hand:0": ["c1_beggar"]})
    place(state, "c1_beggar", WELL_1)                 # Yellow 2 + 1, Blue 3 + 0
    assert state.data["round"] == 2 and state.data["ledger"]["influence"] == [0, 0]


def test_one_placed_card_of_each_class_secures_one_support():
    placements = {STAGE_3: ("c1_tinker", 1), CIRCLE_2: ("c2_cobbler", 1), HALL_2: ("c3_smith", 1),
                  WELL_0: ("c4_admiral", 1), STAGE_2: ("c2_cobbler", 0), CIRCLE_1: ("c3_smith", 0),
                  HALL_1: ("c4_admiral", 0)}
    state = end_round_position(placements, **{"hand:0": ["c1_beggar"]})
    place(state, "c1_beggar", WELL_1)
    assert state.data["ledger"]["classes"] == [1, 1]


def test_the_round_end_returns_placed_cards_and_hands_to_their_decks():
    state = end_round_position({STAGE_3: ("c3_smith", 1)}, **{"hand:0": ["c1_beggar", "c1_tinker"],
                                                             "deck:0": [], "deck:1": []})
    place(state, "c1_beggar", STAGE_2)
    answer(state, "c2_weaver")
    assert state.data["round"] == 2
    # round 2 has begun: each drew again from the reshuffled deck
    yellow = ids(state, "hand:0") + ids(state, "deck:0")
    assert sorted(yellow) == ["c1_beggar", "c1_tinker", "c2_weaver"]
    assert sorted(ids(state, "hand:1") + ids(state, "deck:1")) == ["c3_smith"]
    assert all(not state.zones[f"location:{i}"].cards for i in range(8))


# -- the end of the game ------------------------------------------------------------------

def last_round(hand0, deck0, deck1, support_=(0, 0), **zones):
    layout = {"hand:0": hand0, "deck:0": deck0, "hand:1": [], "deck:1": deck1,
              "supdeck:0": ["c4_admiral"] * 0, "supdeck:1": []}
    layout.update(zones)
    return game(layout, round=6, support=list(support_))


def test_the_game_ends_after_round_six_with_support_per_ten_influence_rounded_up():
    yellow, blue = ["c3_smith", "c4_admiral"], ["c4_prince", "c4_admiral", "c1_tinker"]
    state = last_round(["c1_beggar"], yellow, blue)
    place(state, "c1_beggar", WELL_0)                 # Yellow wins the round's Influence: Blue placed nothing
    assert state.over and state.data["round"] == 6
    expected = [-(-sum(map(influence, cards)) // 10) for cards in (yellow + ["c1_beggar"], blue)]
    assert state.data["ledger"]["deck"] == expected
    assert support(state, 0) == 1 + expected[0] and support(state, 1) == expected[1]


def test_equal_support_goes_to_the_bigger_deck_then_a_draw():
    # Yellow wins the round's Influence; each deck is worth 1 Support; Blue had 1 Support already
    state = last_round(["c1_beggar"], [], ["c1_beggar", "c1_beggar"], support_=(0, 1))
    place(state, "c1_beggar", WELL_0)
    assert support(state, 0) == support(state, 1) == 2
    assert state.winners == (1,)                      # Blue has two cards in deck, Yellow one
    state = last_round(["c1_beggar"], [], ["c1_beggar"], support_=(0, 1))
    place(state, "c1_beggar", WELL_0)
    assert support(state, 0) == support(state, 1) == 2 and state.winners == (0, 1)


# -- Support, Converts, Devotees -------------------------------------------------------------

def test_seven_converts_are_shunned_for_two_support():
    converts = ["c2_cobbler"] * 6
    state = game({"converts:0": converts, "supdeck:1": ["c3_knight", "c2_cooper"],
                  "supdeck:0": ["c4_admiral", "c4_baron", "c4_prince"]})
    place(state, "c1_beggar", STAGE_2)
    answer(state, "c3_merchant")                      # gain, then earn a Convert: the seventh
    assert ids(state, "converts:0") == []
    assert ids(state, "supdeck:1")[:7].count("c2_cobbler") == 6 and "c2_cooper" in ids(state, "supdeck:1")[:7]
    assert state.data["ledger"]["converts"] == [2, 0] and support(state, 0) == 2
    assert len(state.zones["support:0"]) == 2


def test_three_devotees_of_one_class_are_shunned_for_one_support():
    state = game({"devotees:0": ["c1_tinker", "c2_cobbler", "c1_ragpicker"], "hand:0": ["c1_beggar", "c1_leper"]})
    place(state, "c1_beggar", HALL_2)
    answer(state, 1)                                  # move a card from your hand to your Devotees
    assert ids(state, "devotees:0") == ["c2_cobbler"]
    assert set(ids(state, "supdeck:0")[:3]) == {"c1_tinker", "c1_ragpicker", "c1_leper"}
    assert state.data["ledger"]["devotees"] == [1, 0]


def test_support_comes_from_the_supplicants_then_is_a_bare_count():
    state = game({"supdeck:0": [], "supplicants:0": ["c2_weaver"], "converts:0": ["c2_cobbler"] * 6})
    place(state, "c1_beggar", STAGE_2)                # gains the Weaver: no Supplicant is left
    assert support(state, 0) == 2 and ids(state, "support:0") == []
    state = game({"supdeck:0": [], "supplicants:0": ["c2_weaver", "c3_merchant"],
                  "converts:0": ["c2_cobbler"] * 6})
    place(state, "c1_beggar", STAGE_2)
    answer(state, "c2_weaver")
    assert ids(state, "support:0") == ["c3_merchant"] and support(state, 0) == 2


def test_a_convert_comes_from_the_opposing_supplicants_once_their_deck_is_empty():
    state = game({"supdeck:1": []})
    place(state, "c1_beggar", STAGE_2)
    answer(state, "c2_weaver")
    assert ids(state, "converts:0") == ["c2_minstrel"] and ids(state, "supplicants:1") == ["c3_jester", "c4_bishop"]


def test_supplicants_are_refilled_at_once():
    state = game()
    place(state, "c1_beggar", STAGE_3)
    answer(state, "c3_merchant")
    assert ids(state, "supplicants:0") == ["c2_weaver", "c4_duchess", "c4_prince"]
    assert ids(state, "deck:0")[0] == "c3_merchant"   # gained to the bottom of the deck


def test_moving_never_counts_as_placing():
    # the Drifter moves itself to The Stage (3): The Stage's effect does not happen
    state = game({"hand:0": ["c1_drifter"]})
    place(state, "c1_drifter", WELL_1)
    answer(state, STAGE_3)
    assert ids(state, "location:0") == ["c1_drifter"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c4_duchess"]
    assert state.data["turn"] == 1


# -- the eight Locations -----------------------------------------------------------------

PRINTED = ["Gain 1 card. Draw 1 card.",
           "Gain 1 card. Earn 1 Convert.",
           "Gain 1 card. Use the Ability of the card you placed here.",
           "Exchange 1 of your placed cards with 1 of your Supplicants.",
           "Move 1 of your Supplicants to your hand or move 1 card from your hand to your Devotees.",
           "Shun all Supplicants. Use the Ability of the card you placed here.",
           "Draw 1 card. Use the Ability of the card you placed here.",
           "Draw 2 cards. Use the Ability of the card you placed here."]


def test_location_texts_are_generated_as_printed():
    state = game()
    assert [location_text(state, i) for i in range(8)] == PRINTED
    names = [board.location_label(state, i) for i in range(8)]
    assert names == ["The Stage (3)", "The Stage (2)", "The Circle (1)", "The Circle (2)",
                     "The Hall (2)", "The Hall (1)", "The Well (1)", "The Well (0)"]
    assert board.tie_breaker(state) == STAGE_2


def test_the_stage_3_gains_and_draws():
    state = game()
    place(state, "c1_beggar", STAGE_3)
    answer(state, "c4_duchess")
    assert ids(state, "deck:0")[0] == "c4_duchess" and ids(state, "hand:0") == ["c3_smith"]
    assert board.influence(state, 0) == 3 + influence("c1_beggar")


def test_a_choice_among_cards_names_each_card_it_offers():
    state = game()
    place(state, "c1_beggar", STAGE_3)
    row = ["c2_weaver", "c3_merchant", "c4_duchess"]
    assert [a.label for a in state.pending.options] == [CARDS.game("pariahs").cards[c].name for c in row]
    assert [state.cards[a.args[0]].card_id for a in state.pending.options] == row


def test_the_stage_2_gains_and_earns_a_convert():
    state = game()
    place(state, "c1_beggar", STAGE_2)
    answer(state, "c2_weaver")
    assert ids(state, "deck:0")[0] == "c2_weaver"
    assert ids(state, "converts:0") == ["c4_oracle"] and ids(state, "supplicants:1") == \
        ["c2_minstrel", "c3_jester", "c4_bishop"]
    assert not state.cards[find(state, "c4_oracle")].face_up


def test_the_circle_1_gains_and_uses_the_placed_ability():
    state = game()
    place(state, "c1_beggar", CIRCLE_1)
    answer(state, "c3_merchant")
    assert ids(state, "deck:0")[0] == "c3_merchant"
    assert ids(state, "hand:0") == ["c3_smith"]       # the Beggar's Ability: draw 1 card


def test_the_circle_2_exchanges_a_placed_card_with_a_supplicant():
    state = game({"location:0": [["c1_tinker", 0]]})
    place(state, "c1_beggar", CIRCLE_2)
    answer(state, "c1_tinker")
    answer(state, "c4_duchess")
    assert ids(state, "location:0") == ["c4_duchess"] and ids(state, "location:3") == ["c1_beggar"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c1_tinker"]
    assert ids(state, "hand:0") == []                 # no Ability is used here


def test_the_hall_2_moves_a_supplicant_to_hand():
    state = game()
    place(state, "c1_beggar", HALL_2)                 # the hand is now empty: only the first choice can be made
    answer(state, "c3_merchant")
    assert ids(state, "hand:0") == ["c3_merchant"] and ids(state, "supplicants:0")[-1] == "c4_prince"


def test_the_hall_2_or_moves_a_card_from_hand_to_devotees():
    state = game({"hand:0": ["c1_beggar", "c1_leper"]})
    place(state, "c1_beggar", HALL_2)
    answer(state, 1)
    assert ids(state, "devotees:0") == ["c1_leper"] and ids(state, "hand:0") == []
    assert state.cards[find(state, "c1_leper")].face_up


def test_the_hall_1_shuns_all_supplicants_and_uses_the_ability():
    state = game()
    place(state, "c1_beggar", HALL_1)
    assert ids(state, "supplicants:0") == ["c4_prince", "c4_baron", "c4_admiral"]
    assert sorted(ids(state, "supdeck:0")) == ["c2_weaver", "c3_merchant", "c4_duchess"]
    assert ids(state, "supplicants:1") == ["c4_oracle", "c2_cooper", "c3_knight"]
    assert ids(state, "hand:0") == ["c3_smith"]


def test_the_well_1_draws_one_and_uses_the_ability():
    state = game()
    place(state, "c1_beggar", WELL_1)
    assert ids(state, "hand:0") == ["c3_smith", "c1_tinker"]


def test_the_well_0_draws_two_and_uses_the_ability():
    state = game()
    place(state, "c1_beggar", WELL_0)
    assert ids(state, "hand:0") == ["c3_smith", "c1_tinker", "c2_cobbler"]
    assert board.influence(state, 0) == 0 + influence("c1_beggar")


# -- the table's helpers ----------------------------------------------------------------------

def test_face_and_describe():
    state = game()
    defn = CARDS.game("pariahs").cards["c3_merchant"]
    face = state.rules.face(defn, {"color": "blue"})
    assert (face.title, face.kind, face.corner, face.text, face.family) == \
        ("Merchant", "Class 3 Follower", str(influence("c3_merchant")),
         "Earn 1 Convert. Move 1 of your Supplicants to your hand.", "class3")
    assert face.back == "blue"
    from game.engine.describe import describe_event
    events = place(state, "c1_beggar", STAGE_3) + answer(state, "c4_duchess")
    text = " ".join(describe_event(state, e) for e in events)
    assert "Ann places Beggar at The Stage (3)." in text and "Ann gains Duchess." in text


def test_a_bad_setup_says_what_is_wrong():
    with pytest.raises(engine.GameError, match="setup.zones has a key 'hand:7' that must be one of"):
        game({"hand:7": []})
    with pytest.raises(engine.GameError, match=r"setup.zones.hand:0\[0\] must be one of .*not 'c9_nobody'"):
        game({"hand:0": ["c9_nobody"]})
    with pytest.raises(engine.GameError, match="needs its Color"):
        game({"location:0": ["c1_beggar"]})


# -- the card file ------------------------------------------------------------------------------

def pariahs_section():
    text = open(CARDS.path, encoding="utf-8").read()
    return text[text.index("# === pariahs ===\n"):text.index("# === banished ===")]


def lint_problems(section):
    from game.engine.cards import parse_cards
    return [str(p) for p in parse_cards(section, "cards.yaml")[1]]


def test_the_card_file_section_is_clean():
    assert lint_problems(pariahs_section()) == []


def test_lint_checks_the_locations_and_the_classes():
    section = pariahs_section()
    broken = section.replace("effect: [gain, draw]}", "effect: [gian, draw]}", 1)
    assert any("unknown instruction 'gian'" in p and "did you mean 'gain'" in p for p in lint_problems(broken))
    broken = section.replace("tie_breaker: true, ", "", 1)
    assert any("exactly one Location is the Tie-Breaker" in p for p in lint_problems(broken))
    broken = section.replace("family: class2", "family: class1", 1)
    assert any("12 Followers of each Class; class1 has 13" in p for p in lint_problems(broken))
    broken = section.replace("{name: The Stage, influence: 2", "{name: The Stag, influence: 2", 1)
    assert any("side by side" in p for p in lint_problems(broken))


def test_the_designers_conditions():
    from game.engine.cards import parse_cards
    section = pariahs_section()
    section = section.replace("{trigger: used, do: [draw]}", "{trigger: used, condition: fewer_placed, do: [draw]}", 1)
    candlemaker = "{devote_supplicant: 2}, devote_from_hand]}"
    section = section.replace("{trigger: used, do: [" + candlemaker,
                              "{trigger: used, condition: hand_empty, do: [" + candlemaker, 1)
    cards = parse_cards(section, "designer.yaml")[0]
    assert "If you have fewer placed cards than your opponent, draw 1 card." == \
        cards.game("pariahs").cards["c1_beggar"].text

    def placed_beggar(zones):
        layout = {"hand:0": ["c1_beggar"], "deck:0": ["c1_tinker", "c3_smith"], "hand:1": ["c1_leper"], **zones}
        state = engine.new_game("pariahs", ("Ann", "Bob"), 1, cards, setup={"zones": layout})
        place(state, "c1_beggar", WELL_1)
        return ids(state, "hand:0")
    assert placed_beggar({"location:0": [["c1_leper", 1]], "location:2": [["c1_leper", 1]]}) == \
        ["c3_smith", "c1_tinker"]
    assert placed_beggar({"location:0": [["c1_leper", 1]]}) == ["c3_smith"]
    layout = {"hand:0": ["c2_candlemaker"], "supplicants:0": ["c2_weaver"], "hand:1": ["c1_leper"]}
    state = engine.new_game("pariahs", ("Ann", "Bob"), 1, cards, setup={"zones": layout})
    place(state, "c2_candlemaker", WELL_1)            # the hand is empty: the Candlemaker devotes
    assert ids(state, "devotees:0") == ["c2_weaver"]


def test_an_exchange_takes_the_supplicant_from_the_row_it_stands_in_whoever_owns_it():
    """A Supplicant set in a row not of its Color (a sandbox position may do it) still trades places from there."""
    state = game({"supplicants:0": ["c2_weaver", ["c3_jester", 1]], "location:0": [["c1_leper", 0]]})
    placed, stranger = find(state, "c1_leper", "location:0"), find(state, "c3_jester", "supplicants:0")
    board.exchange_with_supplicant(state, placed, stranger)
    assert ids(state, "supplicants:0") == ["c2_weaver", "c1_leper"] and ids(state, "location:0") == ["c3_jester"]
