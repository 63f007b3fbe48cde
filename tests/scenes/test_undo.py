"""Taking a move back at the table: Ctrl+Z and the Undo button go back to your own last decision, never past a
card shown since, and never in a Seize game played for profiles."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
import yaml

from game.engine.replay import dumps, load, loads
from scenes.table import autosave
from scenes.table.driver import Driver
from tests.scenes.profile_game import start_profile_seize
from scenes.table.undo import undo_point

CTRL_Z = dict(key=pygame.K_z, mod=pygame.KMOD_LCTRL)


def until_undoable(app, table, d, moves=40, replied=False):
    """Play the first legal move until the last one may be taken back (``replied``: and the computer has
    answered it); the actions and step at that decision."""
    for _ in range(moves):
        assert d.until_my_turn(table)
        before = (list(table.match.actions), table.match.state.step)
        d.play_first(table)
        d.until_my_turn(table)
        since = table.match.actions[len(before[0]):]
        if undo_point(table.match, table.viewer).keep == len(before[0]) and (
                not replied or any(a.seat != table.viewer for a in since)):
            return before
    raise AssertionError("no move could be taken back")


@pytest.mark.slow
def test_ctrl_z_goes_back_to_your_last_decision_and_the_replay_keeps_it_taken_back(app):
    table = app.push("table", "pariahs", ["human", "ai:random"], 7)
    d = Driver(app)
    actions, step = until_undoable(app, table, d)
    undone = table.match.actions[len(actions):]
    assert undone and {a.seat for a in undone} == {0}     # my placement; its effect asks me again
    d.key(**CTRL_Z)
    d.frames(2)
    assert table.match.actions == actions and table.match.state.step == step
    assert table.my_turn() and table.gestures.drags                # my decision again, my cards to drag
    assert table.match.taken_back == [{"step": len(actions) + 1, "actions": undone}]
    saved = autosave.find(app.data_dir, table.match.save_id).replay
    assert saved.actions == actions and saved.taken_back[0]["actions"] == undone
    again = loads(dumps(saved))                           # with the field: replays only the kept actions
    assert again.final_state(app.cards).step == step and again.taken_back == saved.taken_back


@pytest.mark.slow
def test_the_undo_button_takes_back_and_is_greyed_with_the_reason_when_it_cannot(app):
    table = app.push("table", "pariahs", ["human", "ai:random"], 7)
    d = Driver(app)
    assert d.until_my_turn(table)
    undo = next(b for b in table.top_bar.buttons.buttons if b.label == "Undo")
    assert not undo.enabled and "not moved" in undo.tooltip
    actions, _ = until_undoable(app, table, d)
    undo = next(b for b in table.top_bar.buttons.buttons if b.label == "Undo")
    assert undo.enabled
    d.click(undo.rect.center)
    d.frames(2)
    assert table.match.actions == actions


def test_undo_stops_at_a_card_shown_since(app):
    table = app.push("table", "seize", ["human", "ai:random"], 3)
    d = Driver(app)
    for _ in range(40):
        assert d.until_my_turn(table)
        point = undo_point(table.match, table.viewer)
        if point.keep is None and "shown" in point.why:
            break
        d.play_first(table)
    else:
        raise AssertionError("no card was ever shown")
    last_mine = max(i for i, a in enumerate(table.match.actions) if a.seat == table.viewer)
    assert table.match.knowledge.reveal_step[table.viewer] > last_mine
    actions = list(table.match.actions)
    d.key(**CTRL_Z)
    d.frames(2)
    assert table.match.actions == actions and not table.match.taken_back
    assert "shown" in table.message[0]
    undo = next(b for b in table.top_bar.buttons.buttons if b.label == "Undo")
    assert not undo.enabled


def test_undo_is_off_in_a_seize_game_played_for_profiles(app):
    table = start_profile_seize(app)
    d = Driver(app)
    assert not table.undo_allowed
    assert d.until_my_turn(table)
    d.play_first(table)
    d.until_my_turn(table)
    actions = list(table.match.actions)
    d.key(**CTRL_Z)
    d.frames(2)
    assert table.match.actions == actions and "cannot be taken back" in table.message[0]
    assert not any(b.label == "Undo" for b in table.top_bar.buttons.buttons)


@pytest.mark.slow
def test_hot_seat_takes_back_only_while_no_other_person_has_moved(app):
    table = app.push("table", "pariahs", ["human", "human"], 7)
    d = Driver(app)

    def one_turn():
        """Ready behind the curtain, then play until the screen must be passed on; who played."""
        d.key(pygame.K_RETURN)
        seat = table.viewer
        while table.curtain is None:
            d.play_first(table)
            d.settle()
            d.frames(2)
        return seat

    first = one_turn()
    second = one_turn()
    assert first != second
    d.key(pygame.K_RETURN)
    assert table.viewer == first and table.my_turn()
    assert "Another player" in undo_point(table.match, first).why
    actions = list(table.match.actions)
    d.key(**CTRL_Z)
    d.frames(2)
    assert table.match.actions == actions


@pytest.mark.slow
def test_a_replay_without_taken_back_loads_as_before(app, tmp_path):
    table = app.push("table", "pariahs", ["human", "ai:random"], 7)
    d = Driver(app)
    d.until_my_turn(table)
    d.play_first(table)
    text = dumps(table.match.replay())
    assert "taken_back" not in yaml.safe_load(text)
    path = tmp_path / "old.yaml"
    path.write_text(text)
    replay = load(str(path))
    assert replay.taken_back == [] and replay.actions == table.match.actions
