"""Starts the window (the only entry into the UI layer): :mod:`.ui.bootstrap` launches it,
this module ends the process once the window has closed.

Two flags are handled before any window exists:

``--self-test``
    runs :mod:`paciencia.selftest` headless and exits with its status
    (``make smoke`` runs it in the frozen bundle).
``--game NAME`` (a game's id: ``paciencia --help`` lists them)
    opens a new deal of that game at start, as the chooser's button does; the
    desktop entry's actions use it. A game code given too (``paciencia://…``)
    wins, being the more exact request (:func:`.ui.bootstrap.take_game`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from PySide6.QtGui import QGuiApplication

from . import trace
from .core.loading import Feature
from .ui.launch import bootstrap

SELF_TEST: Feature[Callable[[Sequence[str]], int]] = Feature("paciencia.selftest:run_self_test")
"""Another program: the window's launch never loads it."""


def run_app(argv: Sequence[str], leave: bool = False) -> int:
    """The window (or a hand-over to the one already open); its exit status.

    ``leave`` (the ``paciencia`` command): once the window has closed, end the process at
    once instead of returning (:func:`_leave_now`)."""
    argv = list(argv)
    if "--self-test" in argv:
        return SELF_TEST()([a for a in argv if a != "--self-test"])
    try:
        game, rest = bootstrap.take_game(argv)
    except bootstrap.UsageError as e:
        print(f"paciencia: {e}", file=sys.stderr)
        return 2
    code = bootstrap.launch(rest, game)
    trace.mark("returned")
    if leave and not _owns_clipboard():
        _leave_now(code)
    return code


def _owns_clipboard() -> bool:
    """Whether a copied game code lives only in this process (X11): Qt's own teardown then
    hands it to the clipboard manager, so it outlives the app."""
    clipboard = QGuiApplication.clipboard()
    return bool(clipboard.ownsClipboard() or clipboard.ownsSelection())


def _leave_now(code: int) -> NoReturn:
    """End the process at once: the window is closed, the game, settings and statistics are
    written and fsynced (T-3), the render helper is ended and the single-instance claim
    released. What the interpreter's own exit would add is only teardown, and it cost
    Ctrl+Q 0.4-1.6 s: Qt objects and fonts freed one by one, thread pools joined while they
    finish a card nobody will see (issue 11 item 15). A card cache file being written in
    that instant is left as a temporary that a later write removes (decks/disk_cache.py)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass  # closed or absent (a windowed bundle): nothing to lose
    os._exit(code)
