"""Issue 33 §1: a launch on a PySide6 known to abort this Python says so in one line, with the
command that fixes it, before any Qt is loaded; the pin holds only where it must."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paciencia import cli
from paciencia.qt_pairs import broken_pair

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("pyside", "python", "broken"), [
    ("6.12.0", (3, 11), True), ("6.12.1", (3, 11), True), ("6.13.0", (3, 11), True),
    ("6.11.3", (3, 11), False), ("6.8.0.2", (3, 11), False),
    ("6.12.0", (3, 12), False), ("6.12.0", (3, 13), False),
])
def test_the_known_broken_pairs(pyside: str, python: tuple[int, int], broken: bool) -> None:
    said = broken_pair(pyside, python)
    assert (said is not None) == broken
    if said is not None:
        assert "\n" not in said and "'PySide6-Essentials<6.12'" in said and pyside in said


def test_a_launch_on_a_broken_pair_says_so_and_opens_no_window(monkeypatch, capsys) -> None:
    import PySide6

    from paciencia import app

    opened = []
    monkeypatch.setattr(app, "run_app", lambda *a, **k: opened.append(a) or 0)
    monkeypatch.setattr(PySide6, "__version__", "6.12.0")
    monkeypatch.setattr(sys, "version_info", (3, 11, 7, "final", 0))
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "known to crash on Python 3.11" in err and not opened


def test_the_pin_is_only_where_it_must_be() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    deps = project["dependencies"] + project["optional-dependencies"]["sound"]
    for name in ("PySide6-Essentials", "PySide6-Addons"):
        pinned = [d for d in deps if d.startswith(name) and "<6.12" in d]
        free = [d for d in deps if d.startswith(name) and "<6.12" not in d]
        assert all("python_version < '3.12'" in d for d in pinned), pinned
        assert all("python_version >= '3.12'" in d for d in free), free
    for version in ("3.11", "3.12", "3.13"):
        assert f"Programming Language :: Python :: {version}" in project["classifiers"]
