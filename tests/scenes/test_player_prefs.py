"""Settings, records and sound through the window, driven by real pygame events."""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine

from game.store import records
from game.banished.events import Damage
from game.engine import events as ev
from game.seize.events import TrumpTurned
from scenes import cardface, fonts, settings as settings_mod, sound
from scenes.app import App
from scenes.records import PlayerRecordScene, RecordsScene
from scenes.result import ResultScene
from scenes.settings_screen import SettingsScene
from scenes.table.driver import Driver
from scenes.table.scene import TableScene


@pytest.fixture(autouse=True)
def text_at_its_size():
    yield
    fonts.set_scale(1.0)
    settings_mod.use(settings_mod.Settings())


def button(scene, label_start):
    bar = scene.bar
    return next(b for b in bar.buttons if b.label.startswith(label_start))


def click(app, b):
    Driver(app).click(b.rect.center)


def test_every_setting_is_reached_from_the_menu_and_kept(app):
    app.push("menu")
    d = Driver(app)
    d.frames(1)
    click(app, button(app.top, "Settings"))
    screen = app.top
    assert isinstance(screen, SettingsScene)
    for label in ("Animation speed", "Sound volume", "Sound:", "Text size", "Undo", "Hints"):
        button(screen, label)
    click(app, button(screen, "Text size"))            # 100% -> 110%
    click(app, button(screen, "Hints"))
    click(app, button(screen, "Sound:"))
    assert button(screen, "Text size").label == "Text size: 110%"
    assert fonts.scale() == pytest.approx(1.1)
    assert settings_mod.get("hints") is False
    d.key(pygame.K_ESCAPE)
    assert app.top.__class__.__name__ == "MenuScene"
    with open(os.path.join(app.data_dir, "settings.json"), encoding="utf-8") as fh:
        saved = json.load(fh)
    assert saved["scale"] == 110 and saved["hints"] is False and saved["mute"] is True
    again = App((1024, 700), data_dir=app.data_dir)
    assert (again.settings["scale"], again.settings["hints"], again.settings["mute"]) == (110, False, True)
    assert settings_mod.get("scale") == 110 and not again.settings.notice


def test_the_settings_screen_works_by_keyboard_alone(app):
    app.push("settings")
    d = Driver(app)
    d.key(pygame.K_DOWN)                               # from the speed to the volume
    d.key(pygame.K_RETURN)
    assert app.settings["volume"] == 100
    d.key(pygame.K_RETURN)
    assert app.settings["volume"] == 0                  # after the loudest, silence


def test_a_corrupt_settings_file_gives_the_defaults_and_a_notice(tmp_path, capsys):
    root = tmp_path / "data"
    root.mkdir()
    (root / "settings.json").write_text("{ not json")
    app = App((800, 560), data_dir=str(root))
    assert dict(app.settings) == settings_mod.DEFAULTS
    assert "settings reset to the defaults" in app.settings.notice
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    app.push("menu")
    Driver(app).frames(1)                               # the menu draws it; nothing breaks
    (root / "settings.json").write_text(json.dumps({"speed": "fast", "volume": "loud", "scale": 400}))
    again = settings_mod.load(str(root))
    assert again["speed"] == "fast" and again["volume"] == 75 and again["scale"] == 100
    assert "volume, scale" in again.notice


def test_undo_off_in_the_settings_takes_no_move_back(app):
    app.settings["undo"] = False
    app.push("table", "pariahs", ["human", "ai:random"], 3)
    table = app.top
    assert not table.undo_allowed
    assert not any(b.label == "Undo" for b in table.top_bar.buttons.buttons)
    Driver(app).key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.message[0] == "Moves cannot be taken back in this game."


def play_to_the_result(app, table):
    """The person plays the first legal move each time; the computer answers."""
    d = Driver(app)
    for _ in range(20000):
        if isinstance(app.top, ResultScene):
            return app.top
        d.frames(1)
        if app.top is table and not table.playback.animating and table.gestures.actions_ready and table.my_turn():
            table.act(next(a for a in table.match.legal() if a.kind != "concede"))
    raise AssertionError("the game never ended")


@pytest.mark.slow
def test_a_finished_game_is_recorded_shown_on_the_result_and_watched_from_records(app, shots):
    app.settings["speed"] = "instant"
    for _ in range(2):
        app.reset("table", "pariahs", ["human", "ai:random"], 3)
        result = play_to_the_result(app, app.top)
    record = records.record_of(app.data_dir, "Player")
    assert record.total.games == 2 and record.last[0].replay == result.table.replay_path
    line = next(line for line in result.lines if line.startswith("Your record against Easy"))     # ai:random
    assert str(record.against("random", "pariahs")) in line and record.streak_words() in line
    Driver(app).screenshot(os.path.join(shots, "result_record.png"))
    app.reset("menu")
    d = Driver(app)
    click(app, button(app.top, "Records"))
    assert isinstance(app.top, RecordsScene)
    d.key(pygame.K_RETURN)                               # the first player: "Player"
    assert isinstance(app.top, PlayerRecordScene) and app.top.record.who == "Player"
    Driver(app).screenshot(os.path.join(shots, "records_player.png"))
    d.key(pygame.K_RETURN)                               # the newest game's replay
    assert isinstance(app.top, TableScene) and app.top.watch
    assert app.top.match.recorded == result.table.match.actions


def test_the_records_screen_says_when_nothing_is_recorded(app):
    app.push("records")
    scene = app.top
    assert scene.empty and [b.label for b in scene.bar.buttons] == ["Back"]
    Driver(app).frames(1)


# -- sound --------------------------------------------------------------------------------

def test_sounds_are_chosen_from_typed_events():
    assert sound.sound_for(ev.CardMoved(1, "x", "hand:0", "trick")) == "move"
    assert sound.sound_for(ev.CardRevealed(1, "x", "trick")) == "flip"
    assert sound.sound_for(TrumpTurned("demon", "wild")) == "chime"
    assert sound.sound_for(Damage(0, 2)) == "hit"
    assert sound.sound_for(ev.GameOver((0,), "won")) == "win"
    assert sound.sound_for(ev.GameOver((), "limit")) is None
    assert sound.sound_for(ev.Message("Yellow secures Support.")) is None


@pytest.mark.parametrize("name", sound.NAMES)
def test_each_sound_is_short_and_starts_and_ends_without_a_click(name):
    samples = sound.pcm(name)
    assert len(samples) < sound.RATE                   # under a second
    assert max(abs(s) for s in samples) <= sound.PEAK * 32767 + 1
    assert samples[0] == 0 and samples[-1] == 0
    edge = int(0.0005 * sound.RATE)
    for part in (samples[:edge], samples[-edge:]):
        assert max(abs(s) for s in part) < 0.1 * sound.PEAK * 32767         # it fades in and out: no click
    assert abs(sum(samples) / len(samples)) < 0.02 * 32767                        # no offset


def test_the_table_plays_the_sounds_of_its_events_and_none_when_muted(app):
    sound.BOARD.played.clear()
    sound.BOARD.started.clear()
    app.settings["speed"] = "normal"
    app.push("table", "pariahs", ["human", "ai:random"], 3)
    table = app.top
    table.act(next(a for a in table.match.legal() if a.kind != "concede"))
    Driver(app).settle()
    if sound.BOARD.ready:                              # the dummy driver opens a mixer that plays nothing
        assert "move" in sound.BOARD.played
    app.settings["mute"] = True
    sound.BOARD.played.clear()
    sound.BOARD.started.clear()
    Driver(app).settle()
    while table.match.to_move() == 0 and not table.match.state.over:
        table.act(next(a for a in table.match.legal() if a.kind != "concede"))
        Driver(app).settle()
    assert sound.BOARD.played == []


def test_no_mixer_means_silence_not_an_error(monkeypatch, capsys):
    board = sound.SoundBoard()

    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    assert board.play("win", 1.0) is False
    assert board.play("move", 1.0) is False
    assert capsys.readouterr().err.count("sound is off") == 1


# -- text size ----------------------------------------------------------------------------

def test_text_is_drawn_larger_at_150_percent_but_cards_are_printed_at_their_size(app):
    state = engine.new_game("seize", ["A", "B"], 1, app.cards)
    uid = next(iter(state.cards))
    face = state.rules.face(state.definition(uid), state.cards[uid].props)
    normal = fonts.render("ui", 16, "Settings", (255, 255, 255)).get_height()
    card = pygame.image.tobytes(cardface.render_face(face, 160), "RGBA")
    cardface.render_face.cache_clear()
    fonts.set_scale(1.5)
    assert fonts.render("ui", 16, "Settings", (255, 255, 255)).get_height() >= normal * 1.4
    assert fonts.text("ui", 16).width("Settings") > fonts.text("ui", 16).size * 4
    assert pygame.image.tobytes(cardface.render_face(face, 160), "RGBA") == card
    cardface.render_face.cache_clear()


def test_a_small_window_holds_the_text_as_large_as_it_has_room_for(app):
    fonts.set_scale(1.5)
    assert fonts.scale() == 1.5
    app._resized((800, 560))
    assert fonts.scale() == pytest.approx(1.1)
    app._resized((1024, 700))
    assert 1.1 < fonts.scale() < 1.5
    app._resized((1280, 800))
    assert fonts.scale() == 1.5
    fonts.set_scale(1.0)
    app._resized((800, 560))
    assert fonts.scale() == 1.0
