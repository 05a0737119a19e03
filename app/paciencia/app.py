"""Starts the Qt application (the only entry into the UI layer)."""

from __future__ import annotations

from collections.abc import Sequence


def run_app(argv: Sequence[str]) -> int:
    from .ui.main_window import run

    return run(list(argv))
