"""The window as the program opens it: the window's own scenes with the designer's tools and helpers added.

The entry point (cli/window.py) hands these to ``scenes.app.run_app``; tests that build an ``App`` directly
pass ``window_scenes()`` to get the same scenes.
"""
from __future__ import annotations

from scenes import registry
from scenes.designer.gallery import GalleryScene
from scenes.designer.livecards import CardWatcher
from scenes.designer.sandbox import SandboxKey, SandboxScene
from scenes.designer.simulator import SimulatorScene

DESIGNER_SCENES = {
    "gallery": GalleryScene,             # (game=None)
    "sandbox": SandboxScene,             # (game=None, state=None, source="")
    "simulator": SimulatorScene,         # (game=None)
}


def window_scenes() -> dict:
    """Every scene the window opens by name: its own and the designer's."""
    return {**registry.SCENES, **DESIGNER_SCENES}


def sandbox_key(app, cards_path: str) -> SandboxKey:
    """F6 at a table opens the sandbox (the card file is not needed)."""
    return SandboxKey(app)


def window_helpers() -> tuple:
    """The app-wide helpers, each made as ``make(app, cards_path)``: the card file watcher and the sandbox key."""
    return (CardWatcher, sandbox_key)
