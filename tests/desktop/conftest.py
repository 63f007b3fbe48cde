"""The desktop suite: one Xvfb screen for the whole run, a fresh data folder and window per test."""
from __future__ import annotations

import pytest

from tests.desktop.desktop import Window, XServer


@pytest.fixture(scope="session")
def xserver():
    server = XServer()
    yield server
    server.close()


@pytest.fixture
def launch(xserver, tmp_path, request):
    """``launch()`` starts the app by `make play` (or ``command``) on the X screen; every window is closed after."""
    windows = []

    def start(command=("make", "play"), data_dir=None, name=None):
        window = Window(xserver, str(data_dir or tmp_path / "data"),
                        name or request.node.name.replace("[", "-").rstrip("]"), command)
        windows.append(window)
        return window
    yield start
    for window in windows:
        window.close()
