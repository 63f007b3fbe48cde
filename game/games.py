"""Imports every game module so its rules, card schema and verbs are registered."""
import importlib

GAME_MODULES = ("seize", "pariahs", "banished")

for _name in GAME_MODULES:
    try:
        importlib.import_module(f"game.{_name}.rules")
    except ModuleNotFoundError as err:      # a game not written yet
        if err.name not in (f"game.{_name}", f"game.{_name}.rules"):
            raise
