"""Banished in the window, driven by real pygame events (SDL's dummy driver): Conjure from the Spread,
play a Grim and two Bond Cards, watch a Combat to its damage, an illegal drop, the set-up choice, a
whole game against ai:random, and the table for three and four seats.  Screenshots go to
$UI_SCREENSHOTS (else a temporary folder) to be looked at."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from game.banished import progress
from game.banished.events import Damage, GrimSilenced
from game.engine import events as ev
from scenes.banished.combat import BigNumber, Caption
from scenes.banished.layout import BanishedLayout
from scenes.table.driver import Driver, card_point
from scenes.table.match import Match
from scenes.result import ResultScene
from scenes.table.scene import TableScene
from scenes.table.sprites import Banner
from tests.pinned import pinned_cards

CARDS = pinned_cards()
NAMES = ("Ann", "Bob", "Cid", "Dee")
SPIRITS = ["hollow_spirit"] * 5


def position(**given):
    """A two-seat position on Ann's turn: full hands and decks of Hollow Spirits unless given."""
    base = {"favor": 0, "turn": 0, "hands": [SPIRITS, SPIRITS], "decks": [SPIRITS, SPIRITS],
            "spread": ["fire_sword", "water_spirit", "curse_wounds", "metal_6", "light_4"],
            "crypt": ["ice_cup", "earth_sword", "air_cup"]}
    base.update(given)
    return base


def table_for(app, setup=None, seats=("human", "ai:random"), seed=3, **options):
    match = Match("banished", list(NAMES[:len(seats)]), list(seats), seed, CARDS, options=options, setup=setup)
    table = TableScene(app, match, BanishedLayout)
    app.push(table)
    Driver(app).frames(2)
    return table


def uid_in(state, zone, card_id, nth=0):
    found = [u for u in state.zones[zone].cards if state.cards[u].card_id == card_id]
    assert len(found) > nth, f"no {card_id} in {zone}"
    return found[nth]


def drop_on(table, target):
    return table.layout.regions[target].center


# -- Conjure -----------------------------------------------------------------------------

def test_a_spread_card_dragged_onto_the_discard_or_the_hand_is_conjured(app, shots):
    table = table_for(app, position(obol=[9, 0]))
    state = table.match.state
    d = Driver(app)
    sword = uid_in(state, "spread", "fire_sword")
    spirit = uid_in(state, "spread", "water_spirit")
    assert sorted(t for t, _ in table.gestures.drags[spirit]) == ["discard:0", "hand:0"]
    start = card_point(table, spirit)
    d.move(start)
    d.press(start)
    d.move((start[0], start[1] + 150), buttons=(1, 0, 0))
    assert sorted(table.gestures.lit_targets()) == ["discard:0", "hand:0"]       # both places light up
    d.screenshot(os.path.join(shots, "ui_banished_conjure_drag.png"))
    d.release(drop_on(table, "hand:0"))                                  # to hand: double the Value
    assert spirit in state.zones["hand:0"].cards and state.cards[spirit].owner == 0
    assert state.counter("obol", 0) == 9 - 4
    assert state.zones["spread"].cards[1] == uid_in(state, "spread", "air_cup")   # refilled in its place
    d.settle()
    d.drag(card_point(table, sword), drop_on(table, "discard:0"))
    assert sword in state.zones["discard:0"].cards and state.counter("obol", 0) == 1
    assert state.cards[state.zones["spread"].cards[0]].card_id == "earth_sword"
    assert len(state.zones["spread"].cards) == 5
    d.settle()
    assert [t for t, _ in table.gestures.drags.get(uid_in(state, "spread", "metal_6"), [])] == []   # 6 Obol: too dear


def test_a_curse_is_conjured_into_an_opponents_discard(app):
    table = table_for(app, position(obol=[3, 0]))
    state = table.match.state
    curse = uid_in(state, "spread", "curse_wounds")
    assert [t for t, _ in table.gestures.drags[curse]] == ["discard:1"]
    Driver(app).drag(card_point(table, curse), drop_on(table, "discard:1"))
    assert curse in state.zones["discard:1"].cards and state.cards[curse].owner == 1
    assert state.counter("obol", 0) == 0


# -- Playing cards ------------------------------------------------------------------------

PLAYING = position(hands=[["fire_4", "fire_sword", "water_cup", "hollow_spirit", "heart_scale"], SPIRITS])


def test_a_grim_and_two_bond_cards_are_played_face_down_by_dragging(app, shots):
    table = table_for(app, PLAYING)
    state = table.match.state
    d = Driver(app)
    grim, sword, cup = (uid_in(state, "hand:0", c) for c in ("fire_4", "fire_sword", "water_cup"))
    assert ("grim:0", engine.Action("play_grim", 0, (grim,))) in table.gestures.drags[grim]
    d.drag(card_point(table, grim), drop_on(table, "grim:0"))
    d.settle()
    d.drag(card_point(table, sword), drop_on(table, "bonds:0"))
    d.settle()
    d.drag(card_point(table, cup), drop_on(table, "bonds:0"))
    d.settle()
    assert state.zones["grim:0"].cards == [grim]
    assert state.zones["bonds:0"].cards == [sword, cup]
    assert not any(state.cards[u].face_up for u in (grim, sword, cup))          # face down in turns
    assert all(table.spots[u].face is not None for u in (grim, sword, cup))     # their owner sees them
    assert set(table.layout.veiled) == {grim, sword, cup}                       # marked as face down
    spots = table.spots
    assert table.layout.regions["grim:0"].collidepoint(spots[grim].x, spots[grim].y)
    assert all(table.layout.regions["bonds:0"].collidepoint(spots[u].x, spots[u].y) for u in (sword, cup))
    d.screenshot(os.path.join(shots, "ui_banished_played.png"))
    assert all(engine.view(state, 1).cards[u].card_id is None for u in (grim, sword, cup))


def test_an_illegal_drop_springs_back_with_the_reason_and_changes_nothing(app, shots):
    table = table_for(app, dict(PLAYING, grim=["water_4", None], bonds=[["hollow_spirit", "hollow_spirit"], []],
                                hands=[["heart_scale", "fire_sword", "curse_wounds", "ice_cup", "air_cup"], SPIRITS],
                                obol=[2, 0]))
    state = table.match.state
    d = Driver(app)
    before = (state.step, {z: list(zone.cards) for z, zone in state.zones.items()}, dict(state.counters))
    grim = uid_in(state, "hand:0", "heart_scale")
    home = (table.spots[grim].x, table.spots[grim].y)
    assert "grim:0" not in [t for t, _ in table.gestures.drags.get(grim, [])]        # not lit: a Grim is in play
    d.drag(card_point(table, grim), drop_on(table, "grim:0"))
    assert "only a Swap can replace it" in table.message[0]
    d.frames(3)
    d.screenshot(os.path.join(shots, "ui_banished_illegal.png"))
    d.frames(30)
    assert (round(table.sprites[grim].x), round(table.sprites[grim].y)) == (round(home[0]), round(home[1]))
    curse = uid_in(state, "hand:0", "curse_wounds")
    d.drag(card_point(table, curse), drop_on(table, "obol:0"))
    assert "A Curse cannot be Dispelled" in table.message[0]
    sword = uid_in(state, "hand:0", "fire_sword")
    d.drag(card_point(table, sword), drop_on(table, "bonds:0"))
    assert "two Bond Cards in play" in table.message[0]
    spirit = uid_in(state, "spread", "water_spirit")             # a Spread card is Conjured, not played
    d.drag(card_point(table, spirit), drop_on(table, "grim:0"))
    assert "Conjure by dropping a Spread card on your discard" in table.message[0]
    after = (state.step, {z: list(zone.cards) for z, zone in state.zones.items()}, dict(state.counters))
    assert after == before
    ends = [b for b in table.bar.buttons if b.label == "End turn"]
    assert not ends                                   # a Curse in hand: the turn cannot end yet


def test_a_card_dropped_on_the_obol_is_dispelled_and_a_wand_on_the_altar_is_played(app):
    table = table_for(app, position(hands=[["water_cup", "wand_storms", "hollow_spirit", "hollow_spirit",
                                             "hollow_spirit"], SPIRITS], obol=[2, 0],
                                 life=[15, 20]))        # behind on Life, so the Wand of Storms adds its Power
    state = table.match.state
    d = Driver(app)
    cup = uid_in(state, "hand:0", "water_cup")
    d.drag(card_point(table, cup), drop_on(table, "obol:0"))
    assert cup in state.zones["discard:0"].cards and state.counter("obol", 0) == 2 + 3
    d.settle()
    wand = uid_in(state, "hand:0", "wand_storms")
    assert [t for t, _ in table.gestures.drags[wand]] == ["table"]            # the only place a Wand goes: the altar
    d.drag(card_point(table, wand), drop_on(table, "table"))
    assert state.counter("power_bonus", 0) == 1 and wand in state.zones["discard:0"].cards


def test_banish_after_a_conjure_by_dropping_on_the_banished_pile(app):
    table = table_for(app, position(obol=[4, 0]))
    state = table.match.state
    d = Driver(app)
    spirit = state.zones["hand:0"].cards[0]
    assert "banished:0" not in [t for t, _ in table.gestures.drags[spirit]]      # only after a Conjure
    d.drag(card_point(table, uid_in(state, "spread", "water_spirit")), drop_on(table, "discard:0"))
    d.settle()
    assert "banished:0" in [t for t, _ in table.gestures.drags[spirit]]
    d.drag(card_point(table, spirit), drop_on(table, "banished:0"))
    assert spirit in state.zones["banished:0"].cards


def test_you_may_and_a_choice_of_opponent_are_answered_with_buttons_and_keys(app):
    three = [SPIRITS, SPIRITS, SPIRITS]
    table = table_for(app, position(hands=[["wand_greed", "fire_spirit", "water_4", "hollow_spirit", "hollow_spirit"],
                                           SPIRITS, SPIRITS], decks=three, grim=["fire_4", None, None],
                                    obol=[2, 5, 3]), seats=("human", "ai:random", "ai:random"))
    state = table.match.state
    d = Driver(app)
    d.drag(card_point(table, uid_in(state, "hand:0", "wand_greed")), drop_on(table, "table"))
    d.settle()
    d.frames(2)
    assert [b.label for b in table.bar.buttons] == ["Bob", "Cid"]            # whom to take 2 Obol from
    d.key(pygame.K_2)                                                        # the second button: Cid
    assert (state.counter("obol", 2), state.counter("obol", 0)) == (1, 4)
    d.settle()
    d.frames(2)
    jackal, heron = uid_in(state, "grim:0", "fire_4"), uid_in(state, "hand:0", "water_4")
    d.drag(card_point(table, uid_in(state, "hand:0", "fire_spirit")), drop_on(table, "obol:0"))
    d.settle()
    d.frames(2)
    assert [b.label for b in table.bar.buttons] == ["Use Ember Spirit", "Decline"]
    d.key(pygame.K_RETURN)                                                   # you may swap your Grim: yes
    assert state.zones["grim:0"].cards == [heron] and jackal in state.zones["hand:0"].cards


# -- Combat --------------------------------------------------------------------------------

COMBAT = position(favor=1, turn=0, queue=[], grim=["fire_4", "water_4"],
                  bonds=[["fire_sword", "fire_cup"], ["hollow_spirit"]])


@pytest.mark.slow
def test_combat_reveals_resolves_each_ability_and_deals_the_damage_the_engine_says(app, shots):
    app.settings["speed"] = "normal"
    table = table_for(app, COMBAT)
    state = table.match.state
    d = Driver(app)
    end = next(b for b in table.bar.buttons if b.label == "End turn")
    d.click(end.rect.center)
    assert state.data["phase"] == "combat" and state.pending.kind == "order"
    seen = []
    original = table.playback.play

    def watch(e, speed):
        seen.append(e)
        return original(e, speed)
    table.playback.play = watch
    shot = False
    for _ in range(1200):
        d.frames(1)
        if table.layout.phase == "combat" and table.layout.cells and not shot and any(
                isinstance(e, ev.CardRevealed) for e in seen):
            cells = table.layout.cells
            for uid in state.zones["grim:0"].cards + state.zones["bonds:0"].cards:
                assert cells[0].rect.collidepoint(table.spots[uid].x, table.spots[uid].y)   # in the arena
            shot = True
        if not table.playback.animating:
            break
    assert shot
    assert [b.label for b in table.bar.buttons] == ["Cinder Jackal", "Sword of Embers", "Cup of Embers"]
    jackal, sword = uid_in(state, "grim:0", "fire_4"), uid_in(state, "bonds:0", "fire_sword")
    assert jackal in table.gestures.clicks and sword in table.gestures.clicks            # or click the cards themselves
    d.screenshot(os.path.join(shots, "ui_banished_combat_order.png"))
    d.click(card_point(table, jackal))
    d.settle()
    d.click(card_point(table, sword))
    damage_seen = told = False
    for _ in range(3000):
        d.frames(1)
        # each ability told beside its card
        told = told or any(isinstance(x, Caption) for x in table.playback.effects)
        if any(isinstance(e, Damage) and e.source == "Combat" for e in seen) and not damage_seen:
            damage_seen = True
            assert any(isinstance(x, BigNumber) for x in table.playback.effects)
            # 20 - 1 (Jackal) - 2 (Cup) - (10 - 5)
            assert table.shown.counter("life", 1) == state.counter("life", 1) == 12
            d.screenshot(os.path.join(shots, "ui_banished_combat_damage.png"))
        if not table.playback.animating:
            break
    assert damage_seen and told
    captions = [e for e in seen if isinstance(e, ev.TriggerResolved)]
    assert [state.defs.cards[e.card_id].name for e in captions] == [
        "Drowned Heron", "Cinder Jackal", "Sword of Embers", "Cup of Embers"]   # Favor's seat first, then in order
    losses = [e.amount for e in seen if isinstance(e, Damage) and e.seat == 1]
    assert losses == [1, 2, 10 - 5]                         # Jackal, Cup, then Combat: 10 Power against 5
    assert state.counter("life", 1) == 20 - 1 - 2 - 5 and state.counter("life", 0) == 20
    assert state.data["phase"] == "turn" and state.data["favor"] == 0 and table.layout.phase == "turn"
    assert not table.layout.cells


# -- Set-up ----------------------------------------------------------------------------------

def test_the_four_value_grim_is_chosen_with_a_click_or_the_keyboard(app, shots):
    table = table_for(app, None, seats=("human", "human"), favor=1)
    state = table.match.state
    d = Driver(app)
    assert table.curtain == 0                       # Ann chooses first (Favor, Bob, chooses last)
    d.key(pygame.K_RETURN)
    assert table.layout.phase == "choose"
    offer = list(state.zones["choices"].cards)
    assert len(offer) == 11 and set(table.gestures.clicks) == set(offer)
    d.screenshot(os.path.join(shots, "ui_banished_choose.png"))
    first = offer[3]
    d.click(card_point(table, first))
    assert state.data["chosen"] == {0: state.cards[first].card_id}
    d.settle()
    d.frames(2)
    assert table.curtain == 1
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    picked = table.gestures.selected
    assert picked in state.zones["choices"].cards
    d.key(pygame.K_RETURN)
    assert state.data["chosen"][1] == state.cards[picked].card_id
    assert state.data["phase"] == "turn" and len(state.zones["spread"].cards) == 5


def test_the_seat_set_up_offers_two_to_four_seats_and_favor(app):
    from scenes.setup import SetupScene
    scene = SetupScene(app, "banished")
    app.push(scene)
    assert scene.count.options == [2, 3, 4]
    scene.count.step(2)
    assert len(scene.rows) == 4
    scene.panel.favor.set_value(2)
    scene.start()
    table = app.top
    assert isinstance(table, TableScene) and table.match.state.players == 4
    assert table.match.state.data["favor"] == 2
    assert isinstance(table.layout, BanishedLayout)


# -- Whole games, and the tables for three and four seats -------------------------------------

def human_move(app, table, d):
    """One move for the person: take a Grim, play Grim and Bond Cards, Conjure the dearest card, end the turn."""
    state = table.match.state
    by_kind = {}
    for uid, pairs in table.gestures.drags.items():
        for target, action in pairs:
            by_kind.setdefault(action.kind, []).append((uid, target, action))
    if state.pending is not None:
        d.key(pygame.K_RETURN)
        return
    if "choose_grim" in by_kind:
        d.click(card_point(table, by_kind["choose_grim"][0][0]))
        return
    for kind in ("play_grim", "play_bond", "use"):
        if kind in by_kind:
            uid, target, _ = by_kind[kind][0]
            d.drag(card_point(table, uid), drop_on(table, target), steps=2)
            return
    buys = [m for m in by_kind.get("conjure", []) if m[2].args[1] == "discard"]
    if buys:
        uid, target, _ = max(buys, key=lambda m: state.defs.cards[state.cards[m[0]].card_id]["value"])
        d.drag(card_point(table, uid), drop_on(table, target), steps=2)
        return
    end = next((b for b in table.bar.buttons if b.label == "End turn"), None)
    if end is not None:
        d.click(end.rect.center)
    elif table.bar.buttons:
        d.key(pygame.K_RETURN)


@pytest.mark.slow
def test_a_whole_two_seat_game_against_random_reaches_the_result_screen(app, shots):
    app.settings["speed"] = "instant"
    from scenes.table.launch import table_scene
    table = table_scene(app, "banished", ["human", "ai:random"], 21)
    app.push(table)
    d = Driver(app)
    for _ in range(6000):
        if isinstance(app.top, ResultScene):
            break
        d.frames(1)
        if app.top is table and not table.playback.animating and table.gestures.actions_ready:
            human_move(app, table, d)
    assert isinstance(app.top, ResultScene), "the game did not reach the result screen"
    state = table.match.state
    assert state.over and state.winners
    kinds = {a.kind for a in table.match.actions if a.seat == 0}
    assert {"choose_grim", "play_grim", "conjure", "end_turn"} <= kinds     # the person really played
    lives = [state.counter("life", s) for s in range(2)]
    assert min(lives) == 0 and max(lives) > 0
    result = app.top
    winner = state.winners[0]
    assert result.title == ("You win" if winner == table.you_seat() else f"{state.seats[winner]} wins")
    assert any("Life:" in line for line in result.lines)
    d.screenshot(os.path.join(shots, "ui_banished_result.png"))


@pytest.mark.parametrize("players,size", [(4, (1280, 800)), (3, (1280, 800)), (4, (1000, 640)), (4, (800, 560)),
                                          (2, (900, 600))])
def test_the_table_for_three_and_four_seats_draws_inside_the_window(app, shots, players, size):
    app.settings["speed"] = "instant"
    seats = ["human"] + ["ai:random"] * (players - 1)
    table = table_for(app, None, seats=tuple(seats), seed=8)
    d = Driver(app)
    for _ in range(3000):                          # on to the first Combat of Round 2
        d.frames(1)
        state = table.match.state
        if state.data.get("round", 1) >= 2 and state.data.get("phase") == "turn" and not table.playback.animating:
            break
        if not table.playback.animating and table.gestures.actions_ready:
            human_move(app, table, d)
    assert table.match.state.data["round"] >= 2
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    d.frames(3)
    layout = table.layout
    stations = layout.board.stations
    assert set(stations) == set(range(players)) and stations[0].side == "bottom"
    assert sorted(st.side for st in stations.values()) == sorted(
        ["bottom"] + {2: ["top"], 3: ["left", "right"], 4: ["left", "top", "right"]}[players])
    area = table.table_rect.inflate(4, 4)
    for name, rect in layout.regions.items():
        assert area.contains(rect), (name, rect, area)
    seat_boxes = [[layout.regions[f"{k}:{s}"] for k in ("deck", "discard", "banished", "grim", "bonds")]
                  for s in range(players)]
    for a in range(players):                       # no seat's places lie on another seat's
        for b in range(a + 1, players):
            assert not any(x.colliderect(y) for x in seat_boxes[a] for y in seat_boxes[b])
    for uid, spot in table.spots.items():
        if spot.visible:
            assert area.collidepoint(spot.x, spot.y), uid
    d.screenshot(os.path.join(shots, f"ui_banished_{players}_seats_{size[0]}x{size[1]}.png"))


def test_a_silenced_grim_is_kept_and_announced_from_the_event(app):
    table = table_for(app, position(grim=["fire_4", "air_4"]))
    grim = uid_in(table.match.state, "grim:1", "air_4")
    table.playback.play(GrimSilenced(1, grim), 1.0)
    assert progress.silenced(table.shown) == (1,)
    assert ([f.text for f in table.playback.effects if isinstance(f, Banner)]
            == ["Bob's Grim loses its effects this Combat."])
    assert table.log.sentences(0)[-1] == "Bob's Grim loses its effects this Combat."
