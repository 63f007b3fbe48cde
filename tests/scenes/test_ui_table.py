"""The window driven by real pygame events (SDL's dummy driver): the scene stack, drag and drop,
decisions, hot-seat, a whole game against ai:random, replays.  Screenshots of each scene are saved
to $UI_SCREENSHOTS (else a temporary folder) to be looked at."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from game.engine.replay import load as load_replay
from scenes.app import Scene
from scenes.dialogs import ErrorScene
from scenes.table.driver import Driver, card_point
from scenes.table.match import Match
from scenes.result import ResultScene
from scenes.seize.layout import SEIZE_TARGET, SeizeLayout
from scenes.table.scene import TableScene
from tests.conftest import wait_until
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def seize_table(app, setup, seats=("human", "ai:random"), seed=3):
    match = Match("seize", ["Ann", "Bob"], list(seats), seed, CARDS, setup=setup)
    table = TableScene(app, match, SeizeLayout)
    app.push(table)
    Driver(app).frames(2)
    return table


def uid_of(state, zone, spec):
    """The uid of the card 'VALUE SUIT' in ``zone``."""
    card_id, suit = spec.split()
    for uid in state.zones[zone].cards:
        c = state.cards[uid]
        if c.card_id == card_id and c.props.get("suit") == suit:
            return uid
    raise AssertionError(f"no {spec} in {zone}")


LEADING = {"leader": 0, "hands": [["wisdom demon", "youth giver", "love wild"], ["beauty arcane", "strife wild"]],
           "deck": ["kingdom celestial", "death unbound", "youth wild", "love arcane"]}
RESPONDING = {"leader": 1, "trump": "wild", "tonic": "celestial", "trick": ["love wild"],
              "hands": [["beauty wild", "youth demon", "strife celestial"], ["wisdom arcane", "death giver"]],
              "deck": ["kingdom celestial", "death unbound", "youth wild", "love arcane"]}


# -- the scene stack -------------------------------------------------------------------

class Probe(Scene):
    def __init__(self, app, name, log, fail_in=None):
        super().__init__(app)
        self.name, self.log, self.fail_in = name, log, fail_in

    def enter(self):
        self.log.append(f"enter {self.name}")

    def close(self):
        self.log.append(f"close {self.name}")

    def update(self, dt):
        if self.fail_in == "update":
            raise RuntimeError("boom")


def test_scene_stack_push_pop_replace_and_esc(app):
    log = []
    app.push(Probe(app, "a", log))
    app.push(Probe(app, "b", log))
    assert app.top.name == "b"
    app.replace(Probe(app, "c", log))
    assert [s.name for s in app.stack] == ["a", "c"]
    Driver(app).key(pygame.K_ESCAPE)            # Esc backs out of the top scene
    assert [s.name for s in app.stack] == ["a"]
    assert log == ["enter a", "enter b", "close b", "enter c", "close c", "enter a"]
    app.pop()
    assert not app.running                      # the last scene gone: the app quits


def test_closing_the_window_quits_at_any_point(app):
    table = seize_table(app, LEADING)
    Driver(app).post(pygame.QUIT)                    # a game in progress asks first (it is saved)
    assert app.running and app.stack[-2] is table
    Driver(app).post(pygame.QUIT)
    assert not app.running and app.exit_code == 0


def test_an_error_in_a_scene_shows_a_message_not_a_traceback(app, capsys):
    app.push(Probe(app, "bad", [], fail_in="update"))
    Driver(app).frames(2)
    assert isinstance(app.top, ErrorScene)
    assert "boom" in app.top.message
    assert "RuntimeError: boom" in capsys.readouterr().err      # the details go to the terminal


def test_the_window_lays_itself_out_again_when_resized(app):
    table = seize_table(app, LEADING)
    Driver(app).post(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640)
    assert app.size == (1000, 640)
    trick = table.layout.regions["trick"]
    assert table.table_rect.contains(trick)
    for uid in table.match.state.zones["hand:0"].cards:
        assert table.spots[uid].rect.bottom <= 640 + 2


# -- drag and drop -------------------------------------------------------------------

def test_a_card_dragged_onto_the_trick_is_led(app, shots):
    table = seize_table(app, LEADING)
    state = table.match.state
    d = Driver(app)
    uid = uid_of(state, "hand:0", "wisdom demon")
    assert table.gestures.drags[uid][0] == ("trick", engine.Action("lead", 0, (uid,)))
    # Wisdom's look, on the deck
    assert [(t, a.kind) for t, a in table.gestures.drags[uid][1:]] == [("deck", "extra")]
    start = card_point(table, uid)
    d.move(start)
    d.press(start)
    d.move((start[0], start[1] - 120), buttons=(1, 0, 0))
    assert table.gestures.lit_targets() == ["trick", "deck"]      # the legal targets light up
    d.screenshot(os.path.join(shots, "ui_table_drag.png"))
    d.drag(start, table.layout.regions["trick"].center)
    assert state.zones["trick"].cards == [uid]
    assert state.data["trump"] == "demon" and state.data["tonic"] == "demon"   # the first colored card
    assert state.data["phase"] == "respond"
    assert uid not in state.zones["hand:0"].cards


def test_a_card_dropped_on_the_felt_springs_back_and_nothing_changes(app):
    table = seize_table(app, LEADING)
    state = table.match.state
    before = (list(state.zones["hand:0"].cards), state.step)
    uid = uid_of(state, "hand:0", "youth giver")
    home = (table.spots[uid].x, table.spots[uid].y)
    d = Driver(app)
    d.drag(card_point(table, uid), (table.table_rect.centerx, table.table_rect.y + 250))
    assert (list(state.zones["hand:0"].cards), state.step) == before
    assert table.message[0] == ""               # dropped on no target: no reason needed
    d.frames(30)
    sprite = table.sprites[uid]
    assert (round(sprite.x), round(sprite.y)) == (round(home[0]), round(home[1]))


def test_an_illegal_seize_springs_back_with_the_reason(app, shots):
    table = seize_table(app, RESPONDING)
    state = table.match.state
    trump_card = uid_of(state, "hand:0", "beauty wild")
    assert [t for t, _ in table.gestures.drags[trump_card]] == ["trick"]       # it may be played, not seize
    d = Driver(app)
    d.drag(card_point(table, trump_card), table.layout.regions[SEIZE_TARGET].center)
    assert state.zones["trick"].cards == [uid_of(state, "trick", "love wild")]
    assert trump_card in state.zones["hand:0"].cards
    assert "a card of the current Trump suit cannot seize" in table.message[0]
    d.frames(3)
    d.screenshot(os.path.join(shots, "ui_table_illegal.png"))
    d.frames(30)
    assert abs(table.sprites[trump_card].y - table.spots[trump_card].y) < 1


def test_a_weaker_card_dropped_on_seize_turns_the_trump_and_takes_the_trick(app, shots):
    table = seize_table(app, RESPONDING)
    state = table.match.state
    youth = uid_of(state, "hand:0", "youth demon")
    love = uid_of(state, "trick", "love wild")
    assert SEIZE_TARGET in [t for t, _ in table.gestures.drags[youth]]
    d = Driver(app)
    d.drag(card_point(table, youth), table.layout.regions[SEIZE_TARGET].center)
    # wild -> demon is kin: nothing drains; the Youth is Trump now and takes the trick; the seizer leads
    assert state.data["trump"] == "demon"
    assert not state.cards[youth].props.get("drained") and not state.cards[love].props.get("drained")
    assert set(state.zones["well:0"].cards) == {youth, love}
    assert state.data["leader"] == 0
    d.frames(12)
    d.screenshot(os.path.join(shots, "ui_table_seize.png"))


def test_the_seize_is_shown_from_its_typed_events_not_from_the_log_words(app):
    from game.engine import events as ev
    from game.engine.describe import describe_event
    from game.seize import events as sev
    from game.seize import state as seize
    table = seize_table(app, RESPONDING, seats=("human", "human"))
    shown = table.shown
    youth = uid_of(shown, "hand:0", "youth demon")
    love = uid_of(shown, "trick", "love wild")
    declared = sev.SeizeDeclared(0, youth, "youth", "demon", love, "wild")
    [banner] = table.layout.effects(declared, shown, 0)
    assert banner.text == describe_event(shown, declared) == "Ann seizes with the Youth of the Demon!"
    assert table.layout.event_time(declared) > table.layout.event_time(sev.SeizeRecognized(
        0, youth, "wild", "demon", "kin", "nothing"))
    words = ev.Message(banner.text, 0)
    assert table.layout.effects(words, shown, 0) == [] and table.layout.event_time(words) is None
    declared.apply(shown)                       # as the table plays it
    assert seize.seizing(shown) == youth


def test_a_negation_is_a_decision_with_buttons_and_the_keyboard(app):
    setup = {"leader": 0, "trump": "wild", "tonic": "celestial", "trick": ["love wild"],
             "hands": [["death giver", "youth arcane drained"], ["youth demon", "strife celestial"]],
             "deck": ["kingdom celestial", "death unbound", "youth wild", "love arcane"]}
    match = Match("seize", ["Ann", "Bob"], ["human", "human"], 3, CARDS, setup=setup)
    table = TableScene(app, match, SeizeLayout)
    app.push(table)
    d = Driver(app)
    d.frames(2)
    assert table.curtain == 1                    # hot-seat: Bob responds, the screen is passed first
    d.key(pygame.K_RETURN)
    youth = uid_of(match.state, "hand:1", "youth demon")
    d.drag(card_point(table, youth), table.layout.regions[SEIZE_TARGET].center)
    d.settle()
    d.frames(2)
    assert table.curtain == 0                    # Ann may negate: pass the screen back
    d.click((640, 400))
    labels = [b.label for b in table.bar.buttons]
    assert any(label.startswith("Negate with Youth") for label in labels)
    assert "Let the Seize stand" in labels
    d.key(pygame.K_ESCAPE)                       # Esc: the cancel answer, the Seize stands
    assert match.state.data["trump"] == "demon"


# -- hot-seat ---------------------------------------------------------------------

def test_hot_seat_hides_the_table_until_the_next_player_is_ready(app, shots):
    table = seize_table(app, LEADING, seats=("human", "human"))
    state = table.match.state
    d = Driver(app)
    assert table.curtain == 0
    d.screenshot(os.path.join(shots, "ui_table_curtain.png"))
    hand_area = table.layout.regions["hand:0"] if "hand:0" in table.layout.regions else None
    surface = app.screen
    paper = [surface.get_at((x, 760))[:3] for x in range(400, 700, 10)]
    assert all(sum(c) < 200 for c in paper), "the curtain must not show any card face"
    d.key(pygame.K_RETURN)
    assert table.viewer == 0 and table.curtain is None
    ann = state.zones["hand:0"].cards
    assert all(table.spots[u].face is not None for u in ann)
    assert all(table.spots[u].face is None for u in state.zones["hand:1"].cards)
    d.drag(card_point(table, ann[0]), table.layout.regions["trick"].center)
    d.settle()
    d.frames(2)
    assert table.curtain == 1 and not table.gestures.drags              # Bob's turn: hidden until he is ready
    d.click((640, 400))
    assert table.viewer == 1
    assert all(table.spots[u].face is not None for u in state.zones["hand:1"].cards)
    assert all(table.spots[u].face is None for u in state.zones["hand:0"].cards)
    del hand_area


def test_a_wisdom_drained_in_hand_shows_face_up_to_the_other_player(app, shots):
    table = seize_table(app, LEADING, seats=("human", "human"))
    state = table.match.state
    d = Driver(app)
    d.key(pygame.K_RETURN)
    wisdom, youth = uid_of(state, "hand:0", "wisdom demon"), uid_of(state, "hand:0", "youth giver")
    table.act(next(a for a in table.match.legal() if a.kind == "extra" and a.args[0] == wisdom))
    d.settle()
    assert table.peek is not None                   # Ann reads the top of the deck her Wisdom looked at
    d.click((640, 400))
    d.drag(card_point(table, uid_of(state, "hand:0", "love wild")), table.layout.regions["trick"].center)
    d.settle()
    d.frames(2)
    d.click((640, 400))
    assert table.viewer == 1
    assert table.spots[wisdom].face is not None and table.spots[youth].face is None
    d.screenshot(os.path.join(shots, "ui_table_shown_wisdom.png"))


# -- a whole game --------------------------------------------------------------------

def play_through(app, table, limit=4000):
    """Play the human seat with the mouse (drag the first playable card, press Enter on decisions)."""
    d = Driver(app)
    for _ in range(limit):
        if isinstance(app.top, ResultScene):
            return True
        d.frames(1)
        if app.top is not table or table.playback.animating or not table.gestures.actions_ready:
            continue
        if table.gestures.drags:
            uid = next(iter(table.gestures.drags))
            target = table.gestures.drags[uid][0][0]
            d.drag(card_point(table, uid), table.layout.regions[target].center, steps=3)
        elif table.bar.buttons:
            d.key(pygame.K_RETURN)
    return isinstance(app.top, ResultScene)


@pytest.mark.slow
def test_a_whole_game_against_random_through_the_window(app, shots):
    app.settings["speed"] = "instant"
    from scenes.table.launch import table_scene
    table = table_scene(app, "seize", ["human", "ai:random"], 11)
    app.push(table)
    assert play_through(app, table), "the game did not reach the result screen"
    state = table.match.state
    assert state.over
    assert sum(1 for a in table.match.actions if a.seat == 0) >= 3      # the person really played
    result = app.top
    Driver(app).screenshot(os.path.join(shots, "ui_result.png"))
    assert result.title.endswith("wins") or result.title == "No winner"
    assert table.replay_path and os.path.exists(table.replay_path)
    replay = load_replay(table.replay_path)
    assert len(replay.actions) == len(table.match.actions)
    assert replay.final_state(CARDS).winners == state.winners       # the saved game replays exactly
    Driver(app).key(pygame.K_ESCAPE)                                 # look at the table
    assert app.top is table and any(b.label == "Results" for b in table.top_bar.buttons.buttons)


@pytest.mark.slow
def test_a_saved_game_is_watched_step_by_step(app, shots):
    app.settings["speed"] = "instant"
    from game.engine.replay import Replay, save
    from game.ai.game_loop import play_game
    state, _ = play_game("seize", ["ai:random", "ai:random"], 5, CARDS)
    path = os.path.join(app.data_dir, "watch.yaml")
    os.makedirs(app.data_dir, exist_ok=True)
    match = Match("seize", list(state.seats), ["ai:random", "ai:random"], 5, CARDS)
    players = match.players
    while not match.state.over:
        seat = match.to_move()
        match.apply(players[seat].choose(engine.view(match.state, seat)))
    save(path, Replay.of(match.state, match.actions))
    from scenes.table.launch import table_scene
    table = table_scene(app, "seize", None, None, replay_path=path)
    app.push(table)
    d = Driver(app)
    table.replay.auto = False
    d.frames(2)
    assert len(table.match.actions) == 0
    d.key(pygame.K_RIGHT)
    d.settle()
    assert len(table.match.actions) == 1
    table.replay.auto = True
    for _ in range(4000):
        d.frames(1)
        if table.match.next_action() is None and not table.playback.animating:
            break
    assert table.match.state.over and table.match.state.winners == match.state.winners
    d.screenshot(os.path.join(shots, "ui_replay.png"))


# -- from the menu ----------------------------------------------------------------

def test_menu_to_setup_to_table(app, shots):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    app.push(MenuScene(app))
    d = Driver(app)
    d.frames(1)
    d.screenshot(os.path.join(shots, "ui_menu.png"))
    d.key(pygame.K_RETURN)                        # A Bandit's Seize is the first choice
    assert isinstance(app.top, SetupScene) and app.top.game == "seize"
    d.frames(1)
    d.screenshot(os.path.join(shots, "ui_setup.png"))
    app.top.start()
    assert isinstance(app.top, TableScene)
    d.frames(3)
    d.screenshot(os.path.join(shots, "ui_table_start.png"))


def test_wisdom_shows_the_top_of_the_chosen_deck_until_the_player_goes_on(app, shots):
    table = seize_table(app, LEADING)
    state = table.match.state
    d = Driver(app)
    use = next(b for b in table.bar.buttons if b.label.startswith("Use Wisdom"))
    d.click(use.rect.center)                    # only the table deck has cards: no deck to choose
    d.settle()
    d.frames(2)
    top_two = state.zones["deck"].cards[-2:]
    assert table.peek is not None and table.peek[1] == list(reversed(top_two))
    assert state.cards[uid_of(state, "hand:0", "wisdom demon")].props.get("drained")
    d.screenshot(os.path.join(shots, "ui_table_wisdom.png"))
    d.click((640, 400))
    assert table.peek is None


def test_f11_toggles_full_screen_without_breaking_the_table(app):
    table = seize_table(app, LEADING)
    d = Driver(app)
    d.key(pygame.K_F11)
    d.frames(2)
    assert app.running and app.top is table
    d.key(pygame.K_F11)
    d.frames(2)
    assert app.running and app.top is table and not app.fullscreen


def test_rematch_starts_a_new_game_with_the_same_seats(app):
    app.settings["speed"] = "instant"
    from scenes.table.launch import table_scene
    table = table_scene(app, "seize", ["human", "ai:random"], 11, names=["Ann", "Bot"])
    app.push(table)
    d = Driver(app)
    d.frames(2)
    concede = next(b for b in table.top_bar.buttons.buttons if b.label == "Concede")
    d.click(concede.rect.center)
    d.key(pygame.K_RETURN)
    for _ in range(200):
        d.frames(1)
        if isinstance(app.top, ResultScene):
            break
    assert isinstance(app.top, ResultScene) and app.top.title == "Bot wins"
    d.key(pygame.K_RETURN)                        # Rematch is the first button
    new = app.top
    assert isinstance(new, TableScene) and new is not table
    assert list(new.match.names) == ["Ann", "Bot"] and new.match.specs == ["human", "ai:random"]
    assert not new.match.state.over and len(app.stack) == 1


def test_a_card_can_be_played_with_the_keyboard(app):
    table = seize_table(app, LEADING)
    state = table.match.state
    d = Driver(app)
    d.key(pygame.K_RIGHT)                       # the leftmost playable card is picked up
    first = table.gestures.selected
    assert first is not None and first == min(table.gestures.drags, key=lambda u: table.sprites[u].x)
    d.key(pygame.K_RIGHT)
    second = table.gestures.selected
    assert second != first
    d.key(pygame.K_RETURN)
    assert state.zones["trick"].cards == [second]


def test_the_hard_level_thinks_in_its_own_process_and_its_move_is_played(app):
    from scenes.table.aiproc import ProcessWorker
    match = Match("seize", ["Ann", "Bob"], ["ai:hard:0.05", "human"], 3, CARDS, setup=RESPONDING)
    worker = ProcessWorker(game_list=app.game_list)
    try:
        worker.start_match(match, 0, match.state.step)      # Ann responds, from her own view
        answer = []
        wait_until(lambda: answer or worker.error, lambda: answer.extend([a for a in [worker.poll()] if a]),
                   "the computer's answer")
        action = answer[0] if answer else None
        assert action is not None, worker.error
        assert action in engine.legal_actions(match.state)
    finally:
        worker.close()
    assert not worker.proc.is_alive()


def test_a_table_with_a_hard_computer_seat_plays_its_moves(app):
    app.settings["speed"] = "instant"
    setup = dict(RESPONDING, leader=0, trick=[], trump=None, tonic=None)
    match = Match("seize", ["Ann", "Bob"], ["human", "ai:hard:0.05"], 3, CARDS, setup=setup)
    table = TableScene(app, match, SeizeLayout)
    app.push(table)
    assert table.seats.proc is not None
    d = Driver(app)
    uid = match.state.zones["hand:0"].cards[0]
    d.frames(2)
    d.drag(card_point(table, uid), table.layout.regions["trick"].center)
    wait_until(lambda: len(match.actions) >= 2, lambda: d.frames(1), "the computer's answer")
    assert len(match.actions) >= 2 and match.actions[1].seat == 1
    app.pop()
    assert table.seats.proc is None
