"""Every window sub-command opens its first scene and closes cleanly when the window is closed."""
import os
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import main


class close_after:
    """Close the window after ``seconds``, and again a moment later (a game in progress asks first)."""

    def __init__(self, seconds, shot):
        self.shot = shot
        self.again = threading.Timer(0.5, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
        self.first = threading.Timer(seconds, self.close)
        self.first.start()

    def close(self):
        surface = pygame.display.get_surface()
        if surface is not None:
            pygame.image.save(surface, self.shot)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        self.again.start()

    def cancel(self):
        self.first.cancel()
        self.again.cancel()


@pytest.mark.slow
def test_no_sub_command_opens_the_menu(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path))
    shot = str(tmp_path / "menu.png")
    timer = close_after(1.5, shot)
    try:
        assert main.main([]) == 0
    finally:
        timer.cancel()
    assert pygame.image.load(shot).get_size() == (1280, 800)


@pytest.mark.parametrize("argv", [
    ["menu"],
    ["play", "seize", "--seats", "ai:random,ai:random", "--seed", "4"],
    ["play", "pariahs", "--seats", "human,ai:random", "--seed", "4"],
    ["play", "banished", "--seats", "human,ai:random,ai:random", "--seed", "4"],
    ["gallery", "banished"],
    ["sandbox", "seize"],
])
@pytest.mark.slow
def test_window_command_opens_and_closes(argv, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path))
    shot = str(tmp_path / "first.png")
    timer = close_after(2.0, shot)
    try:
        code = main.main(argv + ["--width", "1024", "--height", "700"])
    finally:
        timer.cancel()
    assert code == 0
    assert "Traceback" not in capsys.readouterr().err
    picture = pygame.image.load(shot) if os.path.exists(shot) else None
    assert picture is not None and picture.get_size() == (1024, 700)
