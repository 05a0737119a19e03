"""ARCHITECTURE: imports only point down, function-level imports included (issue 26 §3).

Every module of the package belongs to a layer; a module imports only from its own layer
or one below. The order (lowest first) is the one docs/contributing.md draws:

    base      paciencia/__init__, ordinary_files, digest, trace, collector, paths, system_libs: leaf helpers
    core      the games, their rules and search, codes, deals, history (no Qt)
    solvers   searches over the rules for the app and the command line (no Qt)
    storage   the player's files, and the log (logs.py) (no Qt)
    decks     card decks: discovery, checks, rendering (Qt's SVG, no widgets)
    play      the application without Qt: what happens between games, the record
    ui        the window and everything with widgets
    entry     the command line and the app's start (cli, app, selftest, __main__)
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "app" / "paciencia"
ORDER = ["base", "core", "solvers", "storage", "decks", "play", "ui", "entry"]
BASE = {
    "paciencia", "paciencia.ordinary_files", "paciencia.digest", "paciencia.trace", "paciencia.collector",
    "paciencia.paths", "paciencia.system_libs", "paciencia.qt_pairs",
}
TOP = {"paciencia.logs": "storage", "paciencia.wording": "decks"}
"""Top-level modules that belong to a layer: the log is a file in the user's folders; a
reason's wording is Qt's translation, at the lowest layer that may use Qt."""
ENTRY = {"selftest"}
"""Packages that are part of the app's start: ``--self-test`` runs the whole app."""


def module_of(path: Path, root: Path = PACKAGE.parent) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> str:
    if module in BASE:
        return "base"
    if module in TOP:
        return TOP[module]
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in ORDER:
        return parts[1]
    if len(parts) > 1 and parts[1] in ENTRY:
        return "entry"
    if len(parts) > 1 and (PACKAGE / parts[1]).is_dir():
        raise AssertionError(f"{module}: a package no layer names; add it to ORDER")
    return "entry"


def imports(path: Path, typing_too: bool = True) -> list[tuple[int, str]]:
    """Every module of the package ``path`` imports, anywhere in it, with the line (without
    ``typing_too``, not those under ``if TYPE_CHECKING:``, which never run)."""
    module = module_of(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only: set[int] = set()
    if not typing_too:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                typing_only |= {id(n) for n in ast.walk(node)}
    out = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = [target] if node.module else [f"{target}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        out += [(node.lineno, n) for n in names if n == "paciencia" or n.startswith("paciencia.")]
    return out


def known(module: str) -> str:
    """The module itself, or the package a ``from package import name`` names."""
    while module and not (PACKAGE.parent / (module.replace(".", "/") + ".py")).exists() \
            and not (PACKAGE.parent / module.replace(".", "/")).is_dir():
        module = module.rpartition(".")[0]
    return module


def test_every_import_points_down() -> None:
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        own = ORDER.index(layer(module_of(path)))
        for line, target in imports(path):
            theirs = ORDER.index(layer(known(target)))
            if theirs > own:
                upward.append(f"{path.relative_to(PACKAGE.parent)}:{line} ({layer(module_of(path))}) imports "
                              f"{target} ({layer(known(target))})")
    assert upward == []


def test_the_check_sees_function_level_and_relative_imports(tmp_path: Path) -> None:
    """The walk above must see an import inside a function, written relatively."""
    probe = PACKAGE / "core" / "games" / "klondike" / "solver.py"
    found = imports(probe)
    assert any(t == "paciencia.core.search" for _, t in found), found
    assert layer("paciencia.ui.table.session") == "ui" and layer("paciencia.cli") == "entry"
    assert layer("paciencia.selftest.window") == "entry"
    assert layer(known("paciencia.core.codes.parse")) == "core"


def test_no_import_cycles_at_run_time() -> None:
    """No module imports, at any moment it runs, a module that imports it back (issue 26 §3):
    a cycle makes import order matter and hides which module depends on which."""
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        module = module_of(path)
        graph[module] = {known(t) for _, t in imports(path, typing_too=False)} - {module}
        graph[module] = {t for t in graph[module] if not module.startswith(t + ".")}  # its own packages
    cycles = [c for c in strongly_connected(graph) if len(c) > 1]
    assert cycles == []


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components of ``graph``, iteratively (no recursion limit to meet)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                found.append(sorted(component))
    return found


def test_the_cycle_check_finds_a_cycle() -> None:
    assert strongly_connected({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"], ["d"]]


ON_FIRST_USE = {
    # A feature loaded when it is first used, each at its one way in: not start-up laziness.
    # the menus' dialogs, searches
    "ui/window/actions.py": {"paciencia.ui.window.commands", "paciencia.ui.aids.searches"},
    "ui/table/playback.py": {"paciencia.ui.aids.searches", "paciencia.ui.dialogs.search_progress"},  # B-2's search
    # An optional extra (PySide6-Addons), probed when the player is made: its ImportError is told
    # to the player. Not a Feature: tests/test_features.py loads every Feature, and this one may
    # be absent where the tests run.
    "ui/sound/player.py": {"PySide6.QtMultimedia"},
    # The window is imported before the picture of a resumed table and builds its frame after
    # it (Window.build_frame); the composition root (MainWindow) makes the table after it, or
    # after the chooser's first frame at a first launch (table_for), and its aids after the
    # table's first frame (aids_for).
    "ui/window/frame.py": {
        "PySide6.QtCore", "PySide6.QtWidgets", "paciencia.ui.window.status", "paciencia.ui.chooser.game_chooser",
        "paciencia.ui.window.notices", "paciencia.ui.text", "paciencia.ui.window.figures", "paciencia.core.kinds",
        "paciencia.ui.window.actions", "paciencia.decks.choice",
        "paciencia.ui.window.commands",  # C-13's questions: their dialogs on first use
        "paciencia.ui.window.window_keys",  # the keys it answers itself, at the first key pressed
    },
    "ui/window/main_window.py": {
        "PySide6.QtCore", "paciencia.storage.settings", "paciencia.play.flow",
        "paciencia.ui.table.table_widget", "paciencia.ui.scene.table_scene", "paciencia.ui.table.session",
        "paciencia.ui.window.controller", "paciencia.ui.window.deck_switch",  # the table (table_for)
        "paciencia.ui.access.install", "paciencia.ui.table.playback", "paciencia.ui.readable",
        "paciencia.ui.sound.table_sounds", "paciencia.ui.aids.verdict",  # its aids (aids_for)
    },
}
"""The imports inside functions that ``ui/`` keeps outside :mod:`paciencia.ui.launch.bootstrap`."""


def function_level_imports(path: Path, root: Path = PACKAGE.parent) -> set[str]:
    """The modules ``path`` (under ``root``) imports inside a function (``from package import
    name``: the package)."""
    module = module_of(path, root)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()

    def walk(node: ast.AST, inside: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ImportFrom) and inside:
                base = package.split(".")[: len(package.split(".")) - child.level + 1] if child.level else []
                if child.module:
                    found.add(".".join([*base, child.module]))
                else:  # from . import name: the module name
                    found.update(".".join([*base, alias.name]) for alias in child.names)
            elif isinstance(child, ast.Import) and inside:
                found.update(alias.name for alias in child.names)
            walk(child, inside or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    walk(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def test_start_up_laziness_lives_in_the_bootstrap() -> None:
    """Issue 26 §3: ui/launch/bootstrap.py decides what a launch imports when; every other module of
    ui/ imports at its top, but for a feature loaded at its first use (listed above, with why)."""
    stray = {}
    for path in sorted((PACKAGE / "ui").rglob("*.py")):
        name = str(path.relative_to(PACKAGE))
        if name == "ui/launch/bootstrap.py":
            continue
        extra = function_level_imports(path) - ON_FIRST_USE.get(name, set())
        if extra:
            stray[name] = sorted(extra)
    assert stray == {}, "import these at the top, or let ui/launch/bootstrap.py import the module later"


def test_the_laziness_check_sees_an_import_in_a_function(tmp_path: Path) -> None:
    # The probes must see what they are meant to catch: a relative import of a module, and one of
    # a name from a module, each inside a function, and nothing at the top.
    package = tmp_path / "paciencia" / "ui" / "launch"
    package.mkdir(parents=True)
    probe = package / "probe.py"
    probe.write_text(
        "from ... import trace\n"
        "def f():\n"
        "    from . import first_frame\n"
        "    from ..window.main_window import MainWindow\n"
        "    import subprocess\n",
        encoding="utf-8",
    )
    found = function_level_imports(probe, tmp_path)
    assert found == {"paciencia.ui.launch.first_frame", "paciencia.ui.window.main_window", "subprocess"}
    assert "paciencia.ui.launch.bootstrap" not in function_level_imports(PACKAGE / "app.py")  # imported at the top
