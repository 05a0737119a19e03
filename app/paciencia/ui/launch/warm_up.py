"""Modules the first frame does not need, imported once the table is idle (issue 11).

A launch imports only what its first frame shows (tests/ui/test_first_frame.py). What
is left is imported when first used, and one such moment is a bad one: the end of
a won game, where the end screen's modules (and the daily-deal check's hashlib)
took 35-40 ms between the celebration's last frame and the end screen
(bench/motion_bench.py, cascade). They are imported here instead, a few seconds
after the launch, when no animation runs and no button is held (never in the
middle of a drag); if the table is busy the import waits for the next quiet moment.
"""

from __future__ import annotations

import importlib
import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from ... import collector

if TYPE_CHECKING:
    from ..window.controller import AppController

AFTER_LAUNCH_MS = 3000
RETRY_MS = 700

MODULES = (
    "paciencia.ui.window.commands",
    "paciencia.ui.dialogs.end_dialog",
    "paciencia.core.daily",
    "datetime",
    "getpass",  # the player's name on a Top 5 entry
)
"""What the end of a game imports (measured: the modules new in sys.modules during
AppController.finish_game)."""


_planned: weakref.WeakSet[AppController] = weakref.WeakSet()


def schedule(controller: AppController) -> None:
    """Import them :data:`AFTER_LAUNCH_MS` after the launch of ``controller``'s window, or
    at the next quiet moment after that (the launch asks once, :mod:`.bootstrap`; asking again
    changes nothing)."""
    if controller not in _planned:
        _planned.add(controller)
        _later(controller, AFTER_LAUNCH_MS)


def _later(controller: AppController, delay_ms: int) -> None:
    QTimer.singleShot(delay_ms, controller, lambda: _import_when_idle(controller))


def _import_when_idle(controller: AppController) -> None:
    busy = controller.session.scene.animator.running or QApplication.mouseButtons() != Qt.MouseButton.NoButton
    if busy:
        _later(controller, RETRY_MS)
        return
    import_now()


def import_now() -> None:
    """Import them at once (what a table that was idle a few seconds has done), and free what
    the launch left to the cycle collector (:func:`..collector.sweep`)."""
    for name in MODULES:
        importlib.import_module(name)
    collector.sweep()
