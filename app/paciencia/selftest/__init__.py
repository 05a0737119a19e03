"""``paciencia --self-test``: the installed app checks itself, headless (X-2).

Made for the frozen bundle (``make smoke``), where a missing Qt plugin, data
file or module only shows when the app runs. It starts the real window
offscreen, and for each game: opens it the way the chooser and ``--game``
do, opens a fixed deal, plays a few legal moves through the same path as the
player's gestures (the scene's move and click signals into the session),
undoes and redoes, asks for a hint, and after every step checks that the
scene shows exactly the model's position (``ui/scene/check.py``). It also
renders cards from every built-in deck and back, and the app icon, loads
the compiled translations (Brazilian and European Portuguese must translate),
writes the log file, has the render helper process (the bundle started again
as ``paciencia --render-helper``) draw a card, and raises an error nobody
catches in the window, which must be logged and shown in the error dialog
with the game kept (X-3). An installed wheel runs it too (``.ci/run``): the
data it checks is found from the package's own folder (paths.py), wherever the package is.

Exit status 0 when everything passed; 1 with a message naming the failed
check otherwise; 3 if it did not finish in time (a dialog waiting for a
click, a hang). Settings and statistics go to a temporary folder unless
``PACIENCIA_HOME`` is set, so the player's own files are never touched.

This module runs the checks in order: :mod:`.shipped` checks what the app
ships, :mod:`.window` plays in the real window; a check that does not hold
raises :class:`.failure.SelfTestError`.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence

from PySide6 import __version__ as pyside_version
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from .. import APP_ID, logs
from ..paths import resources_dir
from ..storage.files import ENV_HOME
from ..ui.launch import no_window
from ..ui.launch.identity import identify
from ..ui.launch.raster import paint_on_one_thread
from . import shipped
from .failure import SelfTestError, check
from .window import WindowChecks

TIMEOUT = 90.0  # seconds before the watchdog ends a stuck self-test


def run_self_test(argv: Sequence[str] = (), out: Callable[[str], None] = print) -> int:
    """Run every check; 0 if all passed. ``argv`` is accepted for future options."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    _watchdog()
    home: tempfile.TemporaryDirectory[str] | None = None
    if not os.environ.get(ENV_HOME):
        home = tempfile.TemporaryDirectory(prefix="paciencia-self-test-")
        os.environ[ENV_HOME] = home.name
    try:
        _run(out)
    except SelfTestError as e:
        out(f"self-test FAILED: {e}")
        return 1
    except Exception:  # any crash is a failed self-test, with the traceback to read
        out("self-test FAILED with an exception:\n" + traceback.format_exc())
        return 1
    finally:
        if home is not None:
            os.environ.pop(ENV_HOME, None)
            home.cleanup()
    out(f"self-test passed in {time.perf_counter() - start:.2f} s")
    return 0


def _watchdog() -> None:
    """A stuck self-test (a modal dialog offscreen, a hang) ends with a traceback, not never."""
    if sys.stderr is None:  # a windowed bundle on Windows has no console
        return
    try:
        faulthandler.dump_traceback_later(TIMEOUT, exit=True)
    except (RuntimeError, ValueError, OSError):
        pass


def _run(out: Callable[[str], None]) -> None:
    paint_on_one_thread()
    out(f"Paciência self-test · PySide6 {pyside_version} · Python {sys.version.split()[0]}")
    frozen = getattr(sys, "frozen", False)
    out(f"resources: {resources_dir()}{' (frozen bundle)' if frozen else ''}")
    app = QApplication.instance()
    if app is None:
        no_window.guard()  # as a launch: no display is said in one line, and Qt's noise is held
        app = QApplication(sys.argv[:1])
        no_window.lift()
    identify()
    check(QGuiApplication.desktopFileName() == APP_ID == QGuiApplication.applicationName(),
          "the app is not named by its app id (WM_CLASS, Wayland app id)")
    log_file = logs.setup(stderr=False)  # the error the last check raises stays off stderr
    try:
        check(log_file is not None, f"the log file {logs.log_file()} cannot be written")
        logs.started("self-test")
        out(f"log ok: {log_file}")
        shipped.check_resources(out)
        shipped.check_translations(out)
        shipped.check_icon(out)
        shipped.check_decks(out)
        shipped.check_render_helper(out)
        WindowChecks(out, log_file).check_games()
        app.processEvents()
    finally:
        logs.teardown()
