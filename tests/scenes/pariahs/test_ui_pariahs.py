"""Pariahs at the table, driven by real pygame events (SDL's dummy driver): placing by dragging onto a
Location, an illegal drop, choices made on the table, the Initiative buttons, hot-seat, a smaller window,
and a whole game against ai:random.  Screenshots go to $UI_SCREENSHOTS (else a temporary folder)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from game.pariahs import board
from game.pariahs.events import InfluenceScored
from scenes.table.driver import Driver, card_point
from scenes.table.match import Match
from scenes.pariahs.layout import PariahsLayout
from scenes.result import ResultScene
from scenes.table.scene import TableScene
from scenes.table.sprites import Banner
from tests.game.pariahs.pariahs_positions import BASE
from tests.pinned import pinned_cards

CARDS = pinned_cards()
STAGE_3, STAGE_2, CIRCLE_1, CIRCLE_2, HALL_2, HALL_1, WELL_1, WELL_0 = range(8)


def setup_of(zones=None, **extra):
    layout = dict(BASE)
    layout.update(zones or {})
    return {"zones": layout, **extra}


def table_at(app, setup, seats=("human", "ai:random"), seed=7):
    match = Match("pariahs", ["Ann", "Bob"], list(seats), seed, CARDS, setup=setup)
    table = TableScene(app, match, PariahsLayout)
    app.push(table)
    Driver(app).frames(2)
    return table


def uid_in(state, zone, card_id):
    return next(u for u in state.zones[zone].cards if state.cards[u].card_id == card_id)


def zones_of(state):
    return {name: [state.cards[u].card_id for u in zone.cards] for name, zone in state.zones.items()}


def drop_on(d, table, uid, i):
    d.drag(card_point(table, uid), table.layout.regions[board.location_zone(i)].center)
    d.settle()
    d.frames(2)


# -- placing ----------------------------------------------------------------------------

def test_a_card_dragged_onto_a_location_is_placed_as_the_engine_places_it(app, shots):
    table = table_at(app, setup_of())
    state = table.match.state
    twin = engine.new_game("pariahs", ("Ann", "Bob"), 7, CARDS, setup=setup_of(), uid_secret=table.match.uid_secret)
    d = Driver(app)
    beggar = uid_in(state, "hand:0", "c1_beggar")
    open_here = {board.location_zone(a.args[1]) for a in engine.legal_actions(state) if a.args[0] == beggar}
    start = card_point(table, beggar)
    d.move(start)
    d.press(start)
    d.move((start[0], start[1] - 150), buttons=(1, 0, 0))
    assert set(table.gestures.lit_targets()) == open_here and len(open_here) == 8      # the legal Locations light up
    d.screenshot(os.path.join(shots, "ui_pariahs_drag.png"))
    d.drag(start, table.layout.regions[board.location_zone(STAGE_3)].center)
    engine.apply(twin, engine.Action("place", 0, (beggar, STAGE_3)))
    assert state.zones[board.location_zone(STAGE_3)].cards == [beggar]
    assert zones_of(state) == zones_of(twin) and state.pending.prompt == twin.pending.prompt == "Gain which Supplicant?"


def test_a_supplicant_clicked_on_the_table_answers_the_gain(app, shots):
    table = table_at(app, setup_of())
    state = table.match.state
    d = Driver(app)
    drop_on(d, table, uid_in(state, "hand:0", "c1_beggar"), STAGE_3)     # Gain 1 card. Draw 1 card.
    merchant = uid_in(state, "supplicants:0", "c3_merchant")
    row = set(state.zones["supplicants:0"].cards)
    assert set(table.gestures.clicks) == row                                        # your Supplicants are the answers
    d.screenshot(os.path.join(shots, "ui_pariahs_gain.png"))
    d.click(card_point(table, uid_in(state, "supplicants:1", "c3_jester")))    # not an answer: nothing happens
    assert state.pending is not None and state.pending.prompt == "Gain which Supplicant?"
    d.click(card_point(table, merchant))
    d.settle()
    assert state.zones["deck:0"].cards[0] == merchant                     # gained: the bottom of the deck
    assert [state.cards[u].card_id for u in state.zones["supplicants:0"].cards] == \
        ["c2_weaver", "c4_duchess", "c4_prince"]                           # refilled from the Supplicant Deck
    assert [state.cards[u].card_id for u in state.zones["hand:0"].cards] == ["c3_smith"]   # then drew 1
    assert state.pending is None and state.rules.to_move(state) == 1


def test_a_drop_on_an_illegal_location_springs_back_and_says_why(app, shots):
    setup = setup_of({"hand:0": ["c1_beggar", "c1_tinker"], "location:0": [["c2_minstrel", 1]],
                      "location:2": [["c1_mudlark", 0]]}, turn=0)
    table = table_at(app, setup)
    state = table.match.state
    d = Driver(app)
    tinker = uid_in(state, "hand:0", "c1_tinker")
    before = (zones_of(state), state.step)
    home = (table.spots[tinker].x, table.spots[tinker].y)
    d.drag(card_point(table, tinker), table.layout.regions[board.location_zone(CIRCLE_2)].center)
    assert (zones_of(state), state.step) == before
    reason = state.rules.explain(state, engine.Action("place", 0, (tinker, CIRCLE_2)))
    assert "already have a card at The Circle" in reason and table.message[0].lower() == reason.lower()
    d.frames(3)
    d.screenshot(os.path.join(shots, "ui_pariahs_illegal.png"))
    d.drag(card_point(table, tinker), table.layout.regions[board.location_zone(STAGE_3)].center)
    assert (zones_of(state), state.step) == before
    reason = state.rules.explain(state, engine.Action("place", 0, (tinker, STAGE_3)))
    assert "already placed at" in reason and table.message[0].lower() == reason.lower()
    d.frames(30)
    assert (round(table.sprites[tinker].x), round(table.sprites[tinker].y)) == (round(home[0]), round(home[1]))


# -- choices on the table --------------------------------------------------------------------

DRIFTER = setup_of({"hand:0": ["c1_drifter", "c1_beggar"], "location:0": [["c2_cobbler", 1]]})


def test_a_placed_card_and_a_supplicant_clicked_make_the_exchange(app, shots):
    table = table_at(app, setup_of({"hand:0": ["c1_beggar"], "location:6": [["c1_mudlark", 0]],
                                    "location:0": [["c2_cobbler", 1]]}))
    state = table.match.state
    d = Driver(app)
    beggar = uid_in(state, "hand:0", "c1_beggar")
    drop_on(d, table, beggar, CIRCLE_2)     # Exchange 1 of your placed cards with 1 of your Supplicants
    assert state.pending.prompt == "Exchange which of your placed cards?"
    mudlark = uid_in(state, board.location_zone(WELL_1), "c1_mudlark")
    assert set(table.gestures.clicks) == {beggar, mudlark}                    # your placed cards, not Bob's Cobbler
    d.screenshot(os.path.join(shots, "ui_pariahs_exchange.png"))
    d.click(card_point(table, mudlark))
    d.settle()
    d.frames(2)
    assert state.pending.prompt == "Exchange it with which Supplicant?"
    duchess = uid_in(state, "supplicants:0", "c4_duchess")
    d.click(card_point(table, duchess))
    d.settle()
    assert state.zones[board.location_zone(WELL_1)].cards == [duchess]
    assert [state.cards[u].card_id for u in state.zones["supplicants:0"].cards] == \
        ["c2_weaver", "c3_merchant", "c1_mudlark"]                  # the Mudlark takes the Duchess's place
    assert state.zones[board.location_zone(CIRCLE_2)].cards == [beggar]


def test_a_location_is_chosen_by_clicking_it(app, shots):
    table = table_at(app, DRIFTER)
    state = table.match.state
    d = Driver(app)
    drifter = uid_in(state, "hand:0", "c1_drifter")
    drop_on(d, table, drifter, CIRCLE_1)          # Gain 1 card. Use the Ability: Move this card to an empty Location.
    d.click(card_point(table, uid_in(state, "supplicants:0", "c2_weaver")))
    d.settle()
    d.frames(2)
    assert state.pending.prompt == "Move Drifter to which Location?"
    offered = {a.args[0] for a in state.pending.options}
    assert offered == {STAGE_2, CIRCLE_2, HALL_2, HALL_1, WELL_1, WELL_0}
    assert table.gestures.drags[drifter]                   # the Drifter may be dragged to each of them
    target = table.layout.regions[board.location_zone(WELL_0)].center
    d.move(target)
    d.frames(2)
    assert table.gestures.selected == drifter and board.location_zone(WELL_0) in table.gestures.lit_targets()
    d.screenshot(os.path.join(shots, "ui_pariahs_move.png"))
    d.click(target)
    d.settle()
    assert state.zones[board.location_zone(WELL_0)].cards == [drifter]
    assert state.zones[board.location_zone(CIRCLE_1)].cards == []


def test_a_choice_answers_from_the_keyboard_too(app):
    table = table_at(app, DRIFTER)
    state = table.match.state
    d = Driver(app)
    drop_on(d, table, uid_in(state, "hand:0", "c1_drifter"), CIRCLE_1)
    first = table.bar.buttons[0]
    assert first.primary and first.label == "Weaver"
    d.key(pygame.K_RETURN)                        # Enter: the first answer
    d.settle()
    assert state.cards[uid_in(state, "deck:0", "c2_weaver")].zone == "deck:0"
    assert state.pending.prompt == "Move Drifter to which Location?"
    third = state.pending.options[2].args[0]
    assert table.bar.buttons[2].label == board.location_label(state, third)
    d.key(pygame.K_3)                             # a number presses that button
    d.settle()
    assert state.pending is None
    assert [state.cards[u].card_id for u in state.zones[board.location_zone(third)].cards] == ["c1_drifter"]


def test_the_initiative_is_chosen_with_two_clear_buttons(app, shots):
    setup = setup_of({"hand:0": [], "deck:0": ["c1_beggar", "c1_tinker", "c1_leper", "c1_widow", "c1_sweep"],
                      "initiative": [["c1_urchin", 0]]}, phase="round_start", round=2)
    table = table_at(app, setup)
    state = table.match.state
    d = Driver(app)
    labels = [b.label for b in table.bar.buttons]
    assert labels == ["Shun it · go first", "Take it · go second"]
    assert not any(b.cancel for b in table.bar.buttons)          # neither is what Esc means
    urchin = state.zones["revealed"].cards[0]
    assert table.spots[urchin].face is not None and table.layout.loc_block.collidepoint(
        table.spots[urchin].x, table.spots[urchin].y)           # shown large over the Locations
    d.screenshot(os.path.join(shots, "ui_pariahs_initiative.png"))
    d.click(table.bar.buttons[1].rect.center)
    d.settle()
    assert urchin in state.zones["hand:0"].cards
    assert state.data["first"] == 1 and state.data["round"] == 2


# -- seats and sizes --------------------------------------------------------------------------

def test_hot_seat_turns_the_table_to_whoever_places(app):
    table = table_at(app, setup_of(), seats=("human", "human"))
    state = table.match.state
    d = Driver(app)
    assert table.curtain == 0
    d.key(pygame.K_RETURN)
    my_row = state.zones["supplicants:0"].cards
    assert all(table.spots[u].y > table.layout.loc_block.bottom for u in my_row)     # your side is below
    drop_on(d, table, uid_in(state, "hand:0", "c1_beggar"), WELL_1)   # Draw 1 card, Beggar: Draw 1 card
    d.settle()
    d.frames(2)
    assert table.curtain == 1
    d.key(pygame.K_RETURN)
    assert all(table.spots[u].y > table.layout.loc_block.bottom for u in state.zones["supplicants:1"].cards)
    assert all(table.spots[u].face is None for u in state.zones["hand:0"].cards)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_everything_stays_on_the_table_at_each_size(app, shots, size):
    setup = setup_of({"location:0": [["c2_cobbler", 1]], "location:5": [["c1_leper", 0]],
                      "devotees:0": ["c2_weaver", "c3_smith"], "converts:0": ["c1_beggar", "c1_beggar"]},
                     support=[2, 1])
    table = table_at(app, setup)
    d = Driver(app)
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    d.frames(2)
    layout = table.layout
    bounds = table.table_rect.inflate(2, 2)
    for uid, spot in table.spots.items():
        if spot.visible:
            assert bounds.contains(spot.rect), (uid, spot.rect, bounds)
    boxes = [b for side in layout.boxes.values() for b in side.values()] + list(layout.plaques.values())
    for a in boxes:
        assert bounds.contains(a)
        assert sum(1 for b in boxes if a.colliderect(b)) == 1, a          # nothing overlaps
    d.screenshot(os.path.join(shots, f"ui_pariahs_{size[0]}x{size[1]}.png"))


# -- a whole game --------------------------------------------------------------------------------

def play_through(app, table, limit=6000):
    """Play the human seat with the mouse: drag the first card to its first Location, click the first card a
    choice offers, press Enter on other decisions."""
    d = Driver(app)
    for _ in range(limit):
        if isinstance(app.top, ResultScene):
            return True
        d.frames(1)
        if app.top is not table or table.playback.animating or not table.gestures.actions_ready:
            continue
        if table.match.state.pending is None and table.gestures.drags:
            uid = next(iter(table.gestures.drags))
            d.drag(card_point(table, uid), table.layout.regions[table.gestures.drags[uid][0][0]].center, steps=2)
        elif table.gestures.clicks:
            d.click(card_point(table, next(iter(table.gestures.clicks))))
        elif table.bar.buttons:
            d.key(pygame.K_RETURN)
    return isinstance(app.top, ResultScene)


@pytest.mark.slow
def test_a_whole_game_against_random_to_the_result_screen(app, shots):
    app.settings["speed"] = "instant"
    from scenes.table.launch import table_scene
    table = table_scene(app, "pariahs", ["human", "ai:random"], 11)
    assert isinstance(table.layout, PariahsLayout)
    app.push(table)
    assert play_through(app, table), "the game did not reach the result screen"
    state = table.match.state
    assert state.over and state.data["round"] == 6
    placed = [a for a in table.match.actions if a.seat == 0 and a.kind == "place"]
    assert len(placed) >= 12                                         # the person really played, every round
    result = app.top
    assert any("Support" in line for line in result.lines)
    Driver(app).screenshot(os.path.join(shots, "ui_pariahs_result.png"))


# -- the round's Influence ------------------------------------------------------------------------

@pytest.mark.parametrize("scored, verdict", [
    (InfluenceScored((5, 3), 0), "You win the Influence, 5 to 3"),
    (InfluenceScored((4, 4), 1), "Influence tied at 4: the Tie-Breaker gives it to Bob"),
    (InfluenceScored((4, 4), None), "Influence tied at 4: nobody holds the Tie-Breaker")])
def test_the_influence_scored_is_announced_from_the_event(app, scored, verdict):
    table = table_at(app, setup_of())
    table.playback.play(scored, 1.0)
    assert [f.text for f in table.playback.effects if isinstance(f, Banner)] == [verdict]
    assert table.log.sentences(0)[-1] == f"You have {scored.scores[0]} Influence, Bob {scored.scores[1]}."
