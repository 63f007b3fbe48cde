"""The end of a replay: the status says it is over, Pause is gone (Watch again takes its place), and Esc's
dialog says the replay is over, not that a game is paused."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.engine.replay import save
from scenes.dialogs import Dialog
from scenes.table.driver import Driver


def finished_replay(app, tmp_path):
    """A short game against the computer, conceded, saved as a replay file; its path."""
    table = app.push("table", "seize", ["human", "ai:random"], 3)
    d = Driver(app)
    d.until_my_turn(table)
    d.play_first(table)
    d.until_my_turn(table)
    table.act(table.seats.concede_action())
    path = str(tmp_path / "short.yaml")
    save(path, table.match.replay())
    app.stack.clear()
    return path, len(table.match.actions)


def test_at_the_end_of_a_replay_it_says_so_and_pause_is_not_lit(app, tmp_path):
    path, steps = finished_replay(app, tmp_path)
    watch = app.push("watch", path)
    d = Driver(app)
    for _ in range(5000):
        d.frames(1)
        if watch.finished and not watch.playback.animating:
            break
    assert len(watch.match.actions) == steps
    assert watch.replay.status().startswith("The replay is over")
    labels = [b.label for b in watch.bar.buttons]
    assert not any("Pause" in label for label in labels)
    lit = [b.label for b in watch.bar.buttons if b.primary]
    assert lit == ["⟲ Watch again"]
    d.key(pygame.K_ESCAPE)
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == "The replay is over"
    assert "paused" not in dialog.message.lower()
    d.key(pygame.K_ESCAPE)
    d.click(next(b for b in watch.bar.buttons if b.primary).rect.center)
    assert watch.replay.auto and len(watch.match.actions) == 0
    assert any("Pause" in b.label for b in watch.bar.buttons)
    assert watch.replay.status() == f"Replay: step 0 of {steps}"
