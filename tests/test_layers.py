"""ARCHITECTURE: imports only point down, function-level imports included (issue 26 §3).

Every module of the package belongs to a layer; a module imports only from its own layer
or one below. The order (lowest first) is the one docs/contributing.md draws:

    base      paciencia/__init__, ordinary_files, digest, trace, paths: leaf helpers
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
BASE = {"paciencia", "paciencia.ordinary_files", "paciencia.digest", "paciencia.trace", "paciencia.paths"}
TOP = {"paciencia.logs": "storage"}
"""Top-level modules that belong to a layer: the log is a file in the user's folders."""


def module_of(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
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
    if len(parts) > 1 and (PACKAGE / parts[1]).is_dir():
        raise AssertionError(f"{module}: a package no layer names; add it to ORDER")
    return "entry"


def imports(path: Path) -> list[tuple[int, str]]:
    """Every module of the package ``path`` imports, anywhere in it, with the line."""
    module = module_of(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
    assert layer("paciencia.ui.session") == "ui" and layer("paciencia.cli") == "entry"
    assert layer(known("paciencia.core.codes.parse")) == "core"
