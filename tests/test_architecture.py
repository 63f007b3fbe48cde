"""The arrows between the parts point one way: each test names a forbidden import and fails on every module making it.

Imports are read from the source (``ast``), function-level ones included; nothing is imported.
"""
from __future__ import annotations

import ast
import os
from functools import lru_cache

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("game", "scenes")
GAMES = ("seize", "pariahs", "banished")


def module_name(path: str) -> str:
    name = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


@lru_cache(maxsize=None)
def modules() -> dict[str, str]:
    """Every module of the project's packages (and main.py): dotted name -> path."""
    found = {"main": os.path.join(ROOT, "main.py")}
    for package in PACKAGES:
        for folder, dirs, files in os.walk(os.path.join(ROOT, package)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            found.update({module_name(os.path.join(folder, f)): os.path.join(folder, f)
                          for f in files if f.endswith(".py")})
    return found


@lru_cache(maxsize=None)
def imported(module: str) -> frozenset[str]:
    """The dotted names ``module`` imports anywhere in its source (``from a import b`` gives ``a`` and ``a.b``)."""
    path = modules()[module]
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    names = set()
    for node in _runtime_nodes(ast.parse(open(path, encoding="utf-8").read())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return frozenset(names)


def _runtime_nodes(tree):
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:`` (imports for annotations only)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                stack.extend(child.orelse)
                continue
            stack.append(child)


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def offenders(importers: str | tuple[str, ...], forbidden: str | tuple[str, ...]) -> list[str]:
    """'importer -> imported' for each module inside ``importers`` importing something inside ``forbidden``."""
    importers = (importers,) if isinstance(importers, str) else importers
    forbidden = (forbidden,) if isinstance(forbidden, str) else forbidden
    found = []
    for module in sorted(modules()):
        if any(within(module, p) for p in importers):
            hits = [n for n in imported(module) if any(within(n, f) for f in forbidden)]
            if hits:
                found.append(f"{module} -> {min(hits, key=len)}")
    return found


def project_edges() -> dict[str, set[str]]:
    """module -> the project modules it imports (a name resolved to its longest known module)."""
    known = modules()
    edges: dict[str, set[str]] = {}
    for module in known:
        targets = set()
        for name in imported(module):
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name and name != module:
                targets.add(name)
        edges[module] = targets
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: strongly connected groups of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(edges[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


def test_the_window_never_imports_the_game_list():
    assert offenders("scenes", "game.games") == []


def test_the_table_never_imports_the_designer():
    assert offenders("scenes.table", "scenes.designer") == []


def test_the_window_core_never_imports_the_designer():
    """The designer's tools reach the window through the composition the entry point hands in (scenes/compose.py)."""
    assert offenders(("scenes.app", "scenes.registry", "scenes.table"), "scenes.designer") == []


def test_no_game_imports_the_lab():
    assert offenders(tuple(f"game.{g}" for g in GAMES), "game.lab") == []


def test_the_engine_imports_no_game():
    forbidden = ("game.games", "game.lab", "game.ai") + tuple(f"game.{g}" for g in GAMES)
    assert offenders("game.engine", forbidden) == []


def test_the_store_imports_no_game_nor_the_lab():
    """Records and profiles are kept by one part that knows the engine and the players' levels, no game."""
    forbidden = ("game.games", "game.lab") + tuple(f"game.{g}" for g in GAMES)
    assert offenders("game.store", forbidden) == []


def test_the_rules_never_import_the_window():
    assert offenders("game", ("pygame", "scenes")) == []


def test_no_import_circles():
    assert circles(project_edges()) == []


def test_the_circle_finder_sees_a_circle():
    """The circle finder finds a circle when there is one (a made-up graph, not the tree)."""
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def private_imports(roots=("game", "scenes", "cli", "benchmarks")) -> list[str]:
    """``module: name`` for each private name (``_x``) a project module imports from another project module."""
    found = []
    paths = [os.path.join(ROOT, "main.py")] + [os.path.join(folder, f) for root in roots
                                               for folder, _, files in os.walk(os.path.join(ROOT, root))
                                               if "__pycache__" not in folder for f in files if f.endswith(".py")]
    for path in paths:
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
            if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").split(".")[0] in roots):
                found += [f"{module_name(path)}: {node.module}.{a.name}" for a in node.names
                          if a.name.startswith("_") and not a.name.startswith("__")]
    return sorted(found)


def test_no_module_imports_another_modules_private_names():
    """A name another module needs is public in the module that owns it (with a docstring), never borrowed."""
    assert private_imports() == []


def test_every_games_table_package_has_the_same_parts():
    """A game's table is layout, paint, art, panel (the seats' plates) and setup, in every game alike."""
    parts = ("layout", "paint", "art", "panel", "setup")
    assert [f"scenes.{g}.{p}" for g in GAMES for p in parts if f"scenes.{g}.{p}" not in modules()] == []
