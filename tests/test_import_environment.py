"""No module changes the process environment when it is imported (an import once chose SDL's invisible driver)."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROBE = """
import importlib, json, os, pkgutil, sys
before = dict(os.environ)
import main
for package in ("cli", "game", "scenes"):
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        importlib.import_module(info.name)
print(json.dumps({k: v for k, v in os.environ.items() if before.get(k) != v}))
"""


def test_importing_every_module_leaves_the_environment_as_it_was():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "PYGAME_"))}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {}
