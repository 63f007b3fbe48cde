"""Small things the table and its screens must get right (the pot, names, charts, log lines, drag hints),
driven through real pygame events."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.result import ResultScene
from scenes.table.driver import Driver


def concede(app, table, d):
    button = next(b for b in table.top_bar.buttons.buttons if b.label == "Concede")
    d.click(button.rect.center)
    d.key(pygame.K_RETURN)                                   # confirm
    for _ in range(600):
        d.frames(1)
        if isinstance(app.top, ResultScene):
            return app.top
    raise AssertionError("no result")


@pytest.mark.slow
def test_the_pot_leaves_its_place_for_the_winners_side_when_taken(app, shots):
    from scenes.table.launch import table_scene
    table = app.push(table_scene(app, "seize", ["human", "ai:random"], 11, names=["Ann", "Bob"]))
    d = Driver(app)
    d.frames(2)
    layout = table.layout
    pot = list(table.match.state.zones["pot"].cards)
    region = layout.regions["pot"]
    assert pot and all(region.collidepoint(table.sprites[u].rect().center) for u in pot)
    result = concede(app, table, d)
    assert result.title == "Bob wins"
    d.key(pygame.K_ESCAPE)                                    # look at the table
    d.settle()
    d.frames(30)
    for uid in pot:
        assert not region.collidepoint(table.sprites[uid].rect().center)
        assert abs(table.sprites[uid].y - layout.opp_hand_y) < 12           # beside Bob's hand
    d.screenshot(os.path.join(shots, "slips_pot_taken.png"))


@pytest.mark.slow
def test_a_seat_playing_a_profile_goes_by_the_profiles_name_at_the_table_and_after(app):
    from game.seize import profiles
    from scenes.setup import SetupScene
    profiles.create_profile("Ann", folder=app.data_dir, cards=app.cards)
    setup = SetupScene(app, "seize")
    app.push(setup)
    d = Driver(app)
    d.frames(1)
    first, second = setup.panel.choosers
    d.click((first.rect.right - 8, first.rect.centery))       # Ann's profile: the computer plays the House's
    assert second.value == profiles.HOUSE
    name = setup.rows[1].name
    d.click(name.rect.center)
    for _ in range(12):
        d.key(pygame.K_BACKSPACE)
    d.type_text("Bot")                                        # a name typed over the profile's
    assert name.text == "Bot"
    d.key(pygame.K_RETURN)
    setup.start()
    table = app.top
    assert list(table.match.names) == ["Ann", profiles.HOUSE] == list(table.match.state.seats)
    result = concede(app, table, d)
    assert result.title == f"{profiles.HOUSE} wins"
    assert not any("Bot" in line for line in result.lines)


def test_the_simulators_charts_are_drawn_dark_like_the_window(tmp_path):
    from PIL import Image, ImageStat
    from game.lab import charts
    rows = [{"label": "Seat 1", "rate": 0.55, "low": 0.5, "high": 0.6, "n": 200},
            {"label": "Seat 2", "rate": 0.45, "low": 0.4, "high": 0.5, "n": 200}]
    path = charts.interval_chart(str(tmp_path / "seats.png"), "win rate per seat", "200 games", [("Seats", rows)],
                                 baseline=0.5)
    image = Image.open(path).convert("L")
    assert ImageStat.Stat(image).mean[0] < 60                  # a dark ground, not a white block
    assert image.getextrema()[1] > 180                        # with light ink on it


def test_a_new_profile_says_what_its_bought_origin_is(app):
    from scenes.setup import SetupScene
    setup = SetupScene(app, "seize")
    app.push(setup)
    d = Driver(app)
    d.frames(1)
    new = setup.panel.new_buttons[0]
    assert new.label.startswith("New")
    d.click(new.rect.center)
    ask = app.top
    assert ask is not setup and "bought origin: a fresh deck of 42 cards" in ask.message
    assert "each of the 7 values in each of the 6 suits" in ask.message
    d.frames(1)
    assert all(ask.rect.contains(b.rect) for b in ask.bar.buttons)


@pytest.mark.slow
def test_the_replay_list_names_each_games_game_players_date_and_result(app, shots):
    import time
    from scenes.table.launch import table_scene
    table = app.push(table_scene(app, "seize", ["human", "ai:random"], 11, names=["Ann", "Bob"]))
    d = Driver(app)
    d.frames(2)
    concede(app, table, d)
    assert table.replay_path and os.path.exists(table.replay_path)
    app.reset("menu")
    d.frames(1)
    app.push("replays")
    d.frames(1)
    listed = app.top.bar.buttons[0]
    today = time.strftime("%-d %b %Y")
    assert listed.label.startswith(f"A Bandit's Seize · Ann vs Bob · {today} ")
    assert listed.label.endswith(" · Bob won")
    assert listed.tooltip == os.path.basename(table.replay_path)
    d.screenshot(os.path.join(shots, "slips_replay_list.png"))
    d.click(listed.rect.center)
    assert type(app.top).__name__ == "TableScene" and app.top.watch


@pytest.mark.slow
def test_the_log_tells_an_initiative_choice_once(app):
    from scenes.pariahs.layout import PariahsLayout
    from scenes.table.match import Match
    from scenes.table.scene import TableScene
    from tests.game.pariahs.pariahs_positions import BASE
    zones = dict(BASE, **{"hand:0": [], "deck:0": ["c1_beggar", "c1_tinker", "c1_leper", "c1_widow", "c1_sweep"],
                          "initiative": [["c1_urchin", 0]]})
    match = Match("pariahs", ["Ann", "Bob"], ["human", "ai:random"], 7, app.cards,
                  setup={"zones": zones, "phase": "round_start", "round": 2})
    table = app.push(TableScene(app, match, PariahsLayout))
    d = Driver(app)
    d.frames(2)
    take = table.bar.buttons[1]
    assert take.label == "Take it · go second"
    d.click(take.rect.center)
    d.settle()
    told = table.log.sentences(table.viewer)
    about = [s for s in told if "Street Urchin" in s]
    assert about == ["You take Street Urchin and go second."], told          # Ann plays alone: "You"


def test_the_wheel_shows_what_a_seize_costs_while_a_card_is_dragged_to_seize(app, shots):
    from scenes.seize.layout import SEIZE_TARGET
    from scenes.seize.paint import seize_cost
    from scenes.table.driver import card_point
    from tests.scenes.test_ui_table import RESPONDING, seize_table, uid_of
    table = seize_table(app, RESPONDING)
    d = Driver(app)
    d.frames(5)
    state = table.match.state
    shown = []
    plain = table.layout.wheel.draw

    def draw(surface, s, speed, seizing_suit=None):
        shown.append(seizing_suit)
        return plain(surface, s, speed, seizing_suit)

    table.layout.wheel.draw = draw
    d.screenshot(os.path.join(shots, "slips_wheel_rest.png"))
    assert shown[-1] is None                                   # at rest the wheel shows no turn
    uid = uid_of(state, "hand:0", "youth demon")
    start = card_point(table, uid)
    target = table.layout.regions[SEIZE_TARGET].center
    d.move(start)
    d.press(start)
    for i in range(1, 7):
        d.move((start[0] + (target[0] - start[0]) * i / 8, start[1] + (target[1] - start[1]) * i / 8),
               buttons=(1, 0, 0))
        d.frames(1)
    assert table.gestures.dragging == uid
    d.screenshot(os.path.join(shots, "slips_wheel_seize_drag.png"))
    assert shown[-1] == "demon"                                 # the wheel rings the suit the Trump would turn to
    cost = seize_cost(table.shown, "demon")                     # and the Seize spot says what the turn costs
    assert cost.split(",")[0] in ("dissonant", "kin", "complacent") and cost.split(", ")[1] in (
        "the led card drains", "this card drains", "costs nothing")
    assert seize_cost(table.shown, "celestial") == "back to the Tonic: you win"
    d.release(start)


def test_a_dragged_card_says_over_itself_what_dropping_it_there_does(app, shots):
    from scenes.seize.layout import SEIZE_TARGET
    from scenes.table.driver import card_point
    from tests.scenes.test_ui_table import RESPONDING, seize_table, uid_of
    table = seize_table(app, RESPONDING)
    d = Driver(app)
    d.frames(5)
    captions = []
    plain = table.layout.drop_caption
    table.layout.drop_caption = lambda action, shown: captions.append(plain(action, shown)) or captions[-1]
    uid = uid_of(table.match.state, "hand:0", "youth demon")
    start = card_point(table, uid)
    target = table.layout.regions[SEIZE_TARGET].center
    d.move(start)
    d.press(start)
    d.move(target, buttons=(1, 0, 0))
    d.frames(1)
    d.screenshot(os.path.join(shots, "slips_drop_caption.png"))
    assert table.sprites[uid].rect().colliderect(table.layout.regions[SEIZE_TARGET])   # the card covers the spot
    assert captions and captions[-1].startswith("Seize: the Trump turns to The Demon")
    assert "costs nothing" in captions[-1] or "drains" in captions[-1]
    d.move(table.layout.regions["trick"].center, buttons=(1, 0, 0))
    d.frames(1)
    assert captions[-1].lower().startswith("play")
    d.release(table.layout.regions["trick"].center)


def test_support_secured_again_and_again_is_told_once_with_its_count(app):
    from game.engine import events as ev
    from tests.scenes.pariahs.test_ui_pariahs import setup_of, table_at
    table = table_at(app, setup_of())
    log = table.log
    log.clear()
    for n in range(10):                                   # the end of a game: the deck's Influence pays out
        log.add(table.shown, ev.Message("Bob secures Support."))
        log.add(table.shown, ev.CounterChanged("support", 1, n, n + 1))
    log.add(table.shown, ev.Message("Ann secures Support."))
    log.add(table.shown, ev.CounterChanged("support", 0, 2, 3))
    told = log.sentences(None)
    assert told[-4:] == ["Bob secures Support. (×10)", "Bob has 10 Support.",
                         "You secure Support.", "You have 3 Support."], told
