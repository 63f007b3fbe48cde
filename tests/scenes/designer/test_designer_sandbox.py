"""The sandbox (SDL's dummy driver): open a position file, drag a card from the card box into a
zone, change a counter, play on at the game's own table, come back, save the position as a replay
file with a setup and no actions; F6 at a table opens the sandbox at the table's position."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from game.lab.positions import position_of
from game.engine.replay import Replay, load, save
from scenes import games
from scenes.table.driver import Driver
from scenes.table.match import Match
from scenes.designer.sandbox import SandboxKey, SandboxScene, SandboxTable
from scenes.table.scene import TableScene
from tests.pinned import pinned_cards

CARDS = pinned_cards()
RESPONDING = {"leader": 0, "trump": "wild", "tonic": "celestial", "trick": ["love wild"],
              "hands": [["beauty wild", "youth demon"], ["wisdom arcane", "death giver"]],
              "deck": ["kingdom celestial", "death unbound", "youth wild", "love arcane"]}


@pytest.fixture
def app(app):
    """The shared window, with moves that land at once."""
    app.settings["speed"] = "instant"
    return app


def shot(driver, tmp_path, name):
    driver.screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or str(tmp_path), name))


def chip(scene, label, name):
    row = None
    for rect, key, value, text in scene.filters.chips:
        if value is None:
            row = text
        elif row == label and text == name:
            return rect.center
    raise AssertionError(f"no chip {label}: {name}")


def point_on(sandbox, uid):
    """A point of card ``uid`` on the board that no card above it covers."""
    rect = next(r for u, r in sandbox.card_rects if u == uid)
    for x in range(rect.x + 2, rect.right, 3):
        if sandbox.card_at((x, rect.centery)) == uid:
            return x, rect.centery
    raise AssertionError(f"card {uid} is hidden")


def ids(state, zone):
    return [(state.cards[u].card_id, state.cards[u].props.get("suit"), state.cards[u].owner)
            for u in state.zones[zone].cards]


def test_a_card_dragged_in_from_the_box_is_played_at_the_table(app, tmp_path):
    path = str(tmp_path / "responding.yaml")
    save(path, Replay("seize", ["Ann", "Bob"], 5, {}, RESPONDING, []))
    sandbox = SandboxScene(app, "seize")
    app.push(sandbox)
    driver = Driver(app)
    driver.frames(1)
    assert sandbox.open_file(path)
    driver.frames(1)
    assert ids(sandbox.state, "trick") == [("love", "wild", 0)]

    driver.click(chip(sandbox, "Suit", "Demon"))
    driver.click(chip(sandbox, "Value", "12"))
    assert [e.defn.id for e in sandbox.grid.entries] == ["kingdom"]
    driver.drag(sandbox.grid.cell(0).center, sandbox.boxes["hand:1"].center)
    assert ("kingdom", "demon", 1) in ids(sandbox.state, "hand:1")
    shot(driver, tmp_path, "sandbox-seize.png")

    sandbox.players.set_value(1)                       # both seats played by hand
    driver.click(sandbox.play_button.rect.center)
    table = app.top
    assert isinstance(table, SandboxTable)
    state = table.match.state
    kingdom = next(u for u in state.zones["hand:1"].cards if state.cards[u].card_id == "kingdom")
    play = next(a for a in engine.legal_actions(state) if a.args[:1] == (kingdom,))
    tricks = state.data["tricks"]
    assert table.act(play)
    assert state.cards[kingdom].zone != "hand:1" and state.data["tricks"] == tricks + 1   # the trick is played
    driver.frames(2)

    table._leave()
    assert app.top is sandbox
    assert ("kingdom", "demon", 1) in ids(sandbox.state, "hand:1")     # the sandbox's position is untouched
    saved = sandbox.save(str(tmp_path / "saved.yaml"))
    replay = load(saved)
    assert replay.actions == [] and "kingdom demon" in replay.setup["hands"][1]
    again = replay.new_state(CARDS)
    assert position_of(again)[0] == position_of(sandbox.state)[0]


def test_cards_move_between_zones_counters_change_and_a_right_click_takes_a_card_away(app, tmp_path):
    state = engine.new_game("banished", ["Ann", "Bob"], 3, CARDS, {
        "hands": [["fire_4", "water_sword"], []], "decks": [["hollow_spirit"] * 6, ["hollow_spirit"] * 6],
        "grim": ["earth_4", "air_4"], "life": [20, 20], "obol": [5, 5]})
    sandbox = SandboxScene(app, state=state, source="a test")
    app.push(sandbox)
    driver = Driver(app)
    driver.frames(1)
    uid = next(u for u in sandbox.state.zones["hand:0"].cards if sandbox.state.cards[u].card_id == "water_sword")
    driver.drag(point_on(sandbox, uid), sandbox.boxes["bonds:0"].center)
    assert sandbox.state.cards[uid].zone == "bonds:0"
    plus = next(r for r, key, delta in sandbox.counter_buttons if key == ("life", 0) and delta > 0)
    driver.click(plus.center)
    driver.click(plus.center)
    assert sandbox.state.counter("life", 0) == 22
    shot(driver, tmp_path, "sandbox-banished.png")
    driver.frames(1)
    driver.post(pygame.MOUSEBUTTONUP, pos=point_on(sandbox, uid), button=3)
    assert uid not in sandbox.state.cards and uid not in sandbox.state.zones["bonds:0"].cards
    setup, notes = sandbox.position()
    assert setup["life"] == [22, 20] and setup["bonds"] == [[], []] and notes == []


def test_f6_at_a_table_opens_the_sandbox_at_that_position(app):
    app.helpers.append(SandboxKey(app))
    match = Match("pariahs", ["Ann", "Bob"], ["human", "ai:random"], 4, CARDS)
    table = TableScene(app, match, games.layout_for("pariahs"))
    app.push(table)
    driver = Driver(app)
    driver.frames(2)
    driver.key(pygame.K_F6)
    sandbox = app.top
    assert isinstance(sandbox, SandboxScene) and sandbox.game == "pariahs"
    assert {z: ids(sandbox.state, z) for z in match.state.zones} == {z: ids(match.state, z) for z in match.state.zones}
    driver.key(pygame.K_ESCAPE)
    assert app.top is table


def test_the_trump_tonic_and_leader_of_a_seize_position_are_set_and_saved(app, tmp_path):
    sandbox = SandboxScene(app, "seize")
    app.push(sandbox)
    driver = Driver(app)
    driver.frames(1)
    assert (sandbox.state.data["trump"], sandbox.state.data["tonic"]) == (None, None)

    def arrow(key, delta):
        return next(r for r, k, d in sandbox.counter_buttons if getattr(k, "key", None) == key and d == delta).center

    driver.click(arrow("trump", 1))             # the first colored card sets Trump and Tonic alike
    first = sandbox.state.data["trump"]
    assert first is not None and sandbox.state.data["tonic"] == first
    driver.click(arrow("trump", 1))             # the Trump moves on, the Tonic stays
    assert sandbox.state.data["trump"] not in (None, first) and sandbox.state.data["tonic"] == first
    leader = sandbox.state.data["leader"]
    driver.click(arrow("leader", -1))
    assert sandbox.state.data["leader"] == 1 - leader
    shot(driver, tmp_path, "sandbox-seize-settings.png")

    replay = load(sandbox.save(str(tmp_path / "off-tonic.yaml")))
    again = replay.new_state(CARDS)
    assert (again.data["trump"], again.data["tonic"], again.data["leader"]) == \
        (sandbox.state.data["trump"], first, 1 - leader)
    driver.click(arrow("tonic", -1))            # back to "not set": no Trump without a Tonic
    assert (sandbox.state.data["trump"], sandbox.state.data["tonic"]) == (None, None)


def test_the_round_and_the_player_to_place_of_a_pariahs_position_are_set_and_saved(app, tmp_path):
    sandbox = SandboxScene(app, "pariahs")
    app.push(sandbox)
    driver = Driver(app)
    driver.frames(1)
    state = sandbox.state
    while state.data["phase"] != "turns":                     # past the Initiative choice
        engine.apply(state, engine.legal_actions(state)[0])
    sandbox.load_state(state, "a test")
    driver.frames(1)

    def arrow(key, delta):
        return next(r for r, k, d in sandbox.counter_buttons if getattr(k, "key", None) == key and d == delta).center

    driver.click(arrow("round", 1))
    driver.click(arrow("round", 1))
    to_place = state.data["turn"]
    driver.click(arrow("turn", 1))
    assert sandbox.state.data["round"] == 3 and sandbox.state.rules.to_move(sandbox.state) == 1 - to_place
    shot(driver, tmp_path, "sandbox-pariahs-settings.png")
    again = load(sandbox.save(str(tmp_path / "round3.yaml"))).new_state(CARDS)
    assert again.data["round"] == 3 and again.rules.to_move(again) == 1 - to_place


def test_a_card_taken_away_while_it_is_dragged_is_let_go(app):
    sandbox = SandboxScene(app, "pariahs")
    app.push(sandbox)
    driver = Driver(app)
    driver.frames(1)
    uid = sandbox.state.zones["hand:0"].cards[-1]
    start = point_on(sandbox, uid)
    driver.move(start)
    driver.press(start)
    driver.move((start[0] + 40, start[1] - 60), buttons=(1, 0, 0))
    assert sandbox.drag is not None and sandbox.drag[1] == uid
    sandbox.remove(uid)
    driver.frames(2)
    assert app.top is sandbox and sandbox.drag is None
    assert uid not in sandbox.state.cards


def test_an_edit_the_game_cannot_go_on_from_is_refused_with_its_reason(app):
    sandbox = SandboxScene(app, "pariahs")
    app.push(sandbox)
    driver = Driver(app)
    driver.frames(1)
    first, second = sandbox.state.zones["hand:0"].cards[:2]
    sandbox.move(first, "location:5")
    assert sandbox.state.zones["location:5"].cards == [first]
    before = {name: list(zone.cards) for name, zone in sandbox.state.zones.items()}
    driver.drag(point_on(sandbox, second), sandbox.boxes["location:5"].center)
    assert {name: list(zone.cards) for name, zone in sandbox.state.zones.items()} == before
    text, _ = sandbox.message
    assert text.startswith("Not done:") and "at most one card" in text


def test_a_card_moved_into_a_seats_hand_becomes_that_seats(app):
    sandbox = SandboxScene(app, "banished")
    app.push(sandbox)
    Driver(app).frames(1)
    uid = sandbox.state.zones["crypt"].cards[-1]
    sandbox.move(uid, "hand:1")
    assert sandbox.state.cards[uid].owner == 1
    sandbox.move(uid, "spread")
    assert sandbox.state.cards[uid].owner == 1          # a shared zone leaves the card its owner's
