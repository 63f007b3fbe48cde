"""The window's own scenes, by name: what every window offers before the entry point adds its tools.

Scenes open each other through the app by these names (``app.push("setup", game)``,
``app.reset("menu")``); the factory is called as ``factory(app, *args, **kwargs)``.
The designer's tools are added by the entry point (``scenes/compose.py``), never imported here.
"""
from __future__ import annotations

from scenes.dialogs import ErrorScene
from scenes.guided.launch import guided_scene
from scenes.learn.chooser import LearnScene
from scenes.learn.howto import HowToScene
from scenes.menu import MenuScene, ReplayListScene
from scenes.records import RecordsScene
from scenes.saves_list import SavedGamesScene
from scenes.result import ResultScene
from scenes.settings_screen import SettingsScene
from scenes.setup import SetupScene
from scenes.table.launch import resume_scene, table_scene, watch_scene

SCENES = {
    "menu": MenuScene,                   # ()
    "replays": ReplayListScene,          # ()
    "setup": SetupScene,                 # (game)
    "table": table_scene,                # (game, seats, seed, replay_path=, options=, names=, context=)
    "watch": watch_scene,                # (replay path)
    "resume": resume_scene,              # (save id=None: the newest)
    "saves": SavedGamesScene,            # (): the games in progress, to continue or delete
    "result": ResultScene,               # (table)
    "error": ErrorScene,                 # (message)
    "records": RecordsScene,             # ()
    "settings": SettingsScene,           # ()
    "learn": LearnScene,                 # (): How to play and the guided games, per game
    "howto": HowToScene,                 # (game, from_table=False)
    "guided": guided_scene,              # (game): the guided first game
}
