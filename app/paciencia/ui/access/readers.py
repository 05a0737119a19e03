"""Whether the screen readers running hear announcement events (B-6).

On AT-SPI (Linux and the BSDs) Qt sends an announcement only to the readers that asked for
them (``Object:Announcement``: Orca 46 and later). Orca 43, the one Debian 12 has, does not
ask: it hears the result of an action only as a change of the focused object's description
(:mod:`.told`). Telling a newer Orca both ways would say every result twice, so the registry
of the accessibility bus is asked which events the readers listen to, as Qt itself does. The
question goes to ``gdbus`` (GLib's D-Bus tool, there wherever Orca is) in a thread, and is
asked again after a while, so a reader started or upgraded later is noticed. Until it is
answered, or where it cannot be (no ``gdbus``, no bus), results go both ways: heard twice
rather than not at all.

Windows' and macOS's readers take Qt's announcements (UI Automation notifications,
VoiceOver announcements), so nothing is asked there.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from ...core.loading import Feature

if TYPE_CHECKING:
    from subprocess import CompletedProcess, SubprocessError


class Run(Protocol):
    """:func:`subprocess.run` as the question calls it: the tool's output as text."""

    def __call__(self, args: Sequence[str], *, capture_output: bool, text: bool, timeout: float,
                 check: bool) -> CompletedProcess[str]: ...


# On the thread that asks, where a reader runs: a launch never loads subprocess (6 ms).
RUN: Feature[Run] = Feature("subprocess:run")
FAILED: Feature[type[SubprocessError]] = Feature("subprocess:SubprocessError")

RECHECK_S = 30.0
"""How long an answer holds before the registry is asked again."""
TIMEOUT_S = 3.0


def registered_events() -> list[str] | None:
    """The AT-SPI events some reader listens to ("Object:StateChanged:Focused"…), or None
    if the registry cannot be asked."""
    gdbus = shutil.which("gdbus")
    if gdbus is None:
        return None
    address = os.environ.get("AT_SPI_BUS_ADDRESS") or _first_string(_call(
        gdbus, "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
        "--method", "org.a11y.Bus.GetAddress",
    ))
    if not address:
        return None
    out = _call(
        gdbus, "call", "--address", address, "--dest", "org.a11y.atspi.Registry",
        "--object-path", "/org/a11y/atspi/registry", "--method", "org.a11y.atspi.Registry.GetRegisteredEvents",
    )
    if out is None:
        return None
    # [(':1.3', 'Object:StateChanged:Focused'), …]: a listener's bus name, then its event
    return re.findall(r"'([A-Za-z]+:[^']*)'", out)


def _call(*argv: str) -> str | None:
    try:
        done = RUN()(argv, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    except (OSError, FAILED()):
        return None
    return done.stdout if done.returncode == 0 else None


def _first_string(out: str | None) -> str:
    found = re.search(r"'([^']*)'", out or "")
    return found.group(1) if found else ""


class Readers:
    """The answer, kept and renewed in the background."""

    def __init__(self) -> None:
        self.heard: bool | None = None
        """True: the readers running hear announcements; None: not known (yet)."""
        self._asked_at = float("-inf")
        self._thread: threading.Thread | None = None

    def hear_announcements(self) -> bool:
        """Whether announcements are enough (the last answer; a new one is asked for when it
        is old)."""
        if sys.platform in ("win32", "darwin"):
            return True
        now = time.monotonic()
        if now - self._asked_at > RECHECK_S and (self._thread is None or not self._thread.is_alive()):
            self._asked_at = now
            self._thread = threading.Thread(target=self._ask, name="paciencia-readers", daemon=True)
            self._thread.start()
        return bool(self.heard)

    def _ask(self) -> None:
        events = registered_events()
        self.heard = None if events is None else any("announcement" in e.lower() for e in events)
