"""Leaving and coming back: the game in progress is saved after every action, survives a kill of the process,
and the menu's Continue (or `main.py play --resume ID`) reopens it at the same step with the hands hidden."""
import json
import os
import signal
import subprocess
import sys
import textwrap

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from scenes.dialogs import Dialog
from scenes.menu import MenuScene
from scenes.saves_list import SavedGamesScene
from scenes.table import autosave
from scenes.table.driver import Driver
from scenes.table.scene import TableScene

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PLAYER = textwrap.dedent("""
    import json, sys, time
    from game import games
    from scenes.app import App
    from scenes.table.driver import Driver
    app = App((1024, 700), data_dir=sys.argv[1])
    app.settings["speed"] = "instant"
    table = app.push("table", "seize", ["human", "ai:random"], 11)
    d = Driver(app)
    moves = 0
    for _ in range(20000):
        d.frames(1)
        if table.my_turn() and not table.playback.animating:
            if moves == 3:
                break
            table.act(next(a for a in table.match.legal() if a.kind != "concede"))
            moves += 1
    print(json.dumps({"id": table.match.save_id, "step": table.match.state.step,
                      "actions": [a.to_dict() for a in table.match.actions]}), flush=True)
    time.sleep(600)
""")


def continue_from_menu(app, game_id=None):
    """Menu, Continue, then the game ``game_id`` in the list of games in progress (None: the newest)."""
    menu = app.reset("menu")
    d = Driver(app)
    d.frames(1)
    button = next(b for b in menu.bar.buttons if b.label == "Continue")
    d.click(button.rect.center)
    d.frames(1)
    listing = app.top
    assert isinstance(listing, SavedGamesScene)
    index = 0 if game_id is None else [s.id for s in listing.saved].index(game_id)
    d.click(listing.rows[index][0].rect.center)
    d.frames(2)
    return app.top


@pytest.mark.slow
def test_continue_after_the_process_is_killed_comes_back_at_the_same_step_hands_hidden(app, tmp_path):
    data = str(tmp_path / "data")
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")       # the first line out is the game's, not pygame's banner
    proc = subprocess.Popen([sys.executable, "-c", PLAYER, data], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    played = json.loads(line)
    assert len(played["actions"]) >= 3
    table = continue_from_menu(app)
    assert isinstance(table, TableScene)
    assert table.match.save_id == played["id"]
    assert table.match.state.step == played["step"]
    assert [a.to_dict() for a in table.match.actions] == played["actions"]
    Driver(app).frames(2)
    state = table.match.state
    assert table.viewer == 0 and table.my_turn()
    assert all(table.spots[u].face is not None for u in state.zones["hand:0"].cards)
    assert state.zones["hand:1"].cards and all(table.spots[u].face is None for u in state.zones["hand:1"].cards)


@pytest.mark.slow
def test_esc_asks_before_leaving_and_continue_brings_the_game_back(app):
    table = app.push("table", "pariahs", ["human", "ai:random"], 7)
    d = Driver(app)
    d.until_my_turn(table)
    d.play_first(table)
    d.settle()
    actions = list(table.match.actions)
    d.key(pygame.K_ESCAPE)
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == "Leave this game?" and "saved" in dialog.message
    d.key(pygame.K_ESCAPE)                            # Esc again: stay
    assert app.top is table
    d.key(pygame.K_ESCAPE)
    leave = next(b for b in app.top.bar.buttons if b.label == "Leave")
    d.click(leave.rect.center)
    assert isinstance(app.top, MenuScene)
    back = continue_from_menu(app)
    assert isinstance(back, TableScene) and back is not table and back.match.actions == actions


def test_closing_the_window_mid_game_asks_and_closing_again_quits(app):
    table = app.push("table", "pariahs", ["human", "ai:random"], 7)
    d = Driver(app)
    d.post(pygame.QUIT)
    assert app.running and isinstance(app.top, Dialog) and app.top.title == "Leave this game?"
    d.post(pygame.QUIT)
    assert not app.running
    del table


def test_hot_seat_comes_back_behind_the_curtain_of_the_person_to_move(app):
    table = app.push("table", "pariahs", ["human", "human"], 7)
    d = Driver(app)
    d.key(pygame.K_RETURN)
    while table.curtain is None:
        table.act(next(a for a in table.match.legal() if a.kind != "concede"))
        d.settle()
        d.frames(2)
    to_move = table.match.to_move()
    back = continue_from_menu(app)
    assert back.curtain == to_move and back.match.actions == table.match.actions


@pytest.mark.slow
def test_a_game_that_ends_leaves_its_replay_and_its_save_goes(app):
    table = app.push("table", "seize", ["human", "ai:random"], 3)
    d = Driver(app)
    d.until_my_turn(table)
    d.play_first(table)
    assert os.path.exists(os.path.join(autosave.saves_dir(app.data_dir), f"{table.match.save_id}.yaml"))
    d.settle()
    d.frames(2)
    table.act(table.seats.concede_action())
    for _ in range(600):
        d.frames(1)
        if table.finished:
            break
    assert table.finished and table.replay_path and os.path.exists(table.replay_path)
    assert autosave.saved_games(app.data_dir) == []


def test_old_saves_become_replays_so_an_abandoned_game_keeps_its_replay(app):
    made = []
    for seed in range(autosave.KEEP + 2):
        table = app.reset("table", "pariahs", ["human", "ai:random"], seed)
        table.act(next(a for a in table.match.legal() if a.kind != "concede"))
        made.append(table.match.save_id)
        os.utime(os.path.join(autosave.saves_dir(app.data_dir), f"{made[-1]}.yaml"), (seed, 1000 + seed))
    autosave.prune(app.data_dir)
    kept = {g.id for g in autosave.saved_games(app.data_dir)}
    assert kept == set(made[-autosave.KEEP:])
    replays = os.listdir(os.path.join(app.data_dir, "replays"))
    assert {f"{i}.yaml" for i in made[:2]} <= set(replays)


def run_main(*args, data):
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", "--data-dir", data, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=HANG)


HANG = 600


def test_main_saves_lists_them_and_play_resume_names_an_unknown_id(app):
    table = app.push("table", "pariahs", ["ai:random", "human"], 7)
    for _ in range(200):
        if table.match.to_move() is not None and table.match.is_human(table.match.to_move()):
            break
        table.act(next(a for a in table.match.legal() if a.kind != "concede"))
    table.act(next(a for a in table.match.legal() if a.kind != "concede"))
    out = run_main("saves", data=app.data_dir)
    assert out.returncode == 0
    line = out.stdout.splitlines()[0]
    assert line.startswith(table.match.save_id) and "pariahs" in line
    assert f"step {len(table.match.actions)}" in line and "(human)" in line and "(ai:random)" in line
    bad = run_main("play", "--resume", "no-such-game", data=app.data_dir)
    assert bad.returncode == 1 and bad.stdout == ""
    assert bad.stderr.strip().count("\n") == 0 and "no saved game 'no-such-game'" in bad.stderr


def test_play_resume_opens_the_saved_game(app, monkeypatch):
    table = app.push("table", "pariahs", ["ai:random", "human"], 7)
    table.act(next(a for a in table.match.legal() if a.kind != "concede"))
    while not table.match.is_human(table.match.to_move()):
        table.act(next(a for a in table.match.legal() if a.kind != "concede"))
    import cli.play
    import main
    opened = {}

    def fake_window(factory, args):
        scene = factory(app)
        opened["scene"] = scene
        return 0
    monkeypatch.setattr(cli.play, "open_window", fake_window)
    assert main.main(["--data-dir", app.data_dir, "play", "--resume", table.match.save_id]) == 0
    back = opened["scene"]
    assert isinstance(back, TableScene) and back.match.actions == table.match.actions
    assert back.match.state.step == table.match.state.step
    assert engine.legal_actions(back.match.state) == engine.legal_actions(table.match.state)


@pytest.mark.slow
def test_a_profile_game_of_seize_comes_back_with_its_profiles_and_settles_once(app):
    from game.seize import profiles
    from scenes.result import ResultScene
    from tests.scenes.profile_game import start_profile_seize
    table = start_profile_seize(app)
    d = Driver(app)
    d.until_my_turn(table)
    d.play_first(table)
    d.settle()
    back = continue_from_menu(app)
    assert isinstance(back, TableScene) and back.match.actions == table.match.actions
    assert not back.undo_allowed and back.match.context["loaded"][0].name == "Ann"
    d.until_my_turn(back)
    back.act(back.seats.concede_action())
    for _ in range(600):
        d.frames(1)
        if isinstance(app.top, ResultScene):
            break
    assert isinstance(app.top, ResultScene)
    assert any(line.startswith("You lose the pot") for line in app.top.lines)         # Ann plays alone: "You"
    assert profiles.load_profile("Ann", app.data_dir, app.cards).pots_lost == 1
    assert autosave.saved_games(app.data_dir) == []       # nothing left to continue and settle again
