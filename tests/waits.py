"""The one wait on a condition for tests that run no Qt event loop (a Qt test uses
``qtbot.waitUntil`` or ``qtbot.waitSignal``): worker processes, files another process writes,
a child's socket. The timeout only bounds a hang: it is generous, and a test never asserts on
how long something took (tests/test_test_hygiene.py)."""

from __future__ import annotations

import time
from collections.abc import Callable

HANG_S = 60.0
"""Long enough that only a hang reaches it, on a loaded 2-core machine."""


def wait_until(condition: Callable[[], object], timeout: float = HANG_S, between: Callable[[], object] | None = None,
               what: str = "", pause: float = 0.01) -> None:
    """Return as soon as ``condition()`` is true; fail if it is still false after ``timeout``
    seconds. ``between`` runs between two looks (a call that itself waits a little, e.g. a
    pool's ``poll(0.05)``); without it the wait pauses ``pause`` seconds (longer for a look
    that costs a process, such as ``xprop``)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"still waiting after {timeout:g} s: {what or condition}")
        if between is not None:
            between()
        else:
            time.sleep(pause)
