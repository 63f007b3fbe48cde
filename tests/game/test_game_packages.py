"""Every game package has the same files for the same jobs, and its manifest is typed data handed over by
registration only (docs/ENGINE.md, "How to add a game")."""
from __future__ import annotations

import dataclasses
import importlib
import os
import subprocess
import sys
import typing

import pytest

from game import games
from game.ai.ismcts import Settings
from game.engine.carddefs import GameSchema
from game.engine.effects import Language
from game.engine.manifest import GameManifest, SeatExtras

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JOBS = ("manifest", "rules", "setup", "verbs", "words", "events", "evaluation", "ai_settings", "replay_shapes")
LOOSE = (typing.Any, object, dict)


def package_of(manifest: GameManifest) -> str:
    return manifest.rules.__module__.rsplit(".", 1)[0]


@pytest.mark.parametrize("manifest", games.GAMES, ids=lambda m: m.name)
def test_each_game_package_has_a_module_for_every_job(manifest):
    package = package_of(manifest)
    folder = os.path.join(ROOT, *package.split("."))
    missing = [job for job in JOBS if not os.path.isfile(os.path.join(folder, f"{job}.py"))]
    assert not missing, f"{package} has no {', '.join(m + '.py' for m in missing)}"
    assert importlib.import_module(f"{package}.manifest").MANIFEST is manifest
    assert manifest.rules.__module__ == f"{package}.rules"


def test_every_manifest_field_has_a_precise_type():
    hints = typing.get_type_hints(GameManifest)
    loose = [name for name, hint in hints.items()
             if hint in LOOSE or typing.get_origin(hint) is dict
             or any(arg in LOOSE or typing.get_origin(arg) is dict for arg in typing.get_args(hint))]
    assert not loose, f"GameManifest fields without a precise type: {loose}"


@pytest.mark.parametrize("manifest", games.GAMES, ids=lambda m: m.name)
def test_each_manifest_holds_only_its_declared_fields_with_values_of_their_types(manifest):
    assert type(manifest) is GameManifest
    assert set(vars(manifest)) == {f.name for f in dataclasses.fields(GameManifest)}
    assert isinstance(manifest.schema, GameSchema) and manifest.schema.game == manifest.name
    assert isinstance(manifest.language, Language) and manifest.language.game == manifest.name
    assert isinstance(manifest.ai_settings, Settings)
    assert manifest.seat_extras is None or isinstance(manifest.seat_extras, SeatExtras)
    assert isinstance(manifest.untracked_zones, tuple)


IMPORT_ONLY = """
import importlib, pkgutil, sys, types
import game.engine
from game.engine import registry
from game.engine.cards import SCHEMAS
for info in pkgutil.iter_modules(game.engine.__path__):
    importlib.import_module("game.engine." + info.name)


def size(value, depth=0):
    if callable(value) or isinstance(value, types.ModuleType):
        return None
    if isinstance(value, (dict, types.MappingProxyType)):
        return len(value), tuple(size(v, depth + 1) for v in value.values()) if depth < 3 else ()
    if isinstance(value, (list, set, frozenset, tuple)):
        return len(value)
    return size(vars(value), depth + 1) if hasattr(value, "__dict__") and depth < 3 else None


def tables():
    return {{f"{{name}}.{{key}}": size(value) for name in list(sys.modules) if name.startswith("game.engine")
            for key, value in vars(sys.modules[name]).items() if not key.startswith("__")}}


before = tables()
package = sys.argv[1]
for job in {jobs!r}:
    importlib.import_module(package + "." + job)
after = tables()
name = importlib.import_module(package + ".manifest").MANIFEST.name
print(name in SCHEMAS, name in registry.MANIFESTS, name in registry.GAMES)
print(" ".join(sorted(key for key in before if after[key] != before[key])))
"""


@pytest.mark.parametrize("manifest", games.GAMES, ids=lambda m: m.name)
def test_importing_a_game_fills_no_shared_table(manifest):
    """A game becomes known by register_game(manifest) alone: importing its modules changes no collection held
    by an engine module (its card language is its own ``Language``, which its manifest carries)."""
    run = subprocess.run([sys.executable, "-c", IMPORT_ONLY.format(jobs=JOBS), package_of(manifest)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    registered, filled = run.stdout.splitlines()
    assert registered.split() == ["False", "False", "False"]
    assert filled.split() == [], f"importing {manifest.name} filled {filled}"
