"""A pytest plugin that counts the windows the suite builds (issue 26 §1's measure).

    PYTHONPATH=tools .venv/bin/python -m pytest -q -p count_windows

Prints ``WINDOWS BUILT: N in M tests`` at the end: every ``MainWindow`` made, and how many
tests made at least one. A test of play or of the controller needs none (``tests/play``,
``tests/ui/views.py``).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

_built: dict[str, Any] = {"windows": 0, "tests": set(), "current": ""}


def pytest_configure(config: pytest.Config) -> None:
    from paciencia.ui.window import main_window

    build = main_window.MainWindow.__init__

    def counted(self: Any, *args: Any, **kwargs: Any) -> None:
        _built["windows"] += 1
        _built["tests"].add(_built["current"])
        build(self, *args, **kwargs)

    main_window.MainWindow.__init__ = counted  # type: ignore[method-assign]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    _built["current"] = item.nodeid
    yield


def pytest_terminal_summary(terminalreporter: Any) -> None:
    terminalreporter.write_line(f"WINDOWS BUILT: {_built['windows']} in {len(_built['tests'])} tests")
