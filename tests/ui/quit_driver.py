"""Starts the real app (``paciencia ARGS…``, through ``cli.main``) and presses Ctrl+Q once its
table is painted, for the quit test (issue 11 item 15).

    PACIENCIA_TRACE=FILE python tests/ui/quit_driver.py [ARGS…]

The start-up trace (``paciencia.trace``) says when the cards were painted (or the phase named
by ``QUIT_DRIVER_AFTER``: ``paint`` is the first frame); then, after ``QUIT_DRIVER_WAIT_MS``
(default 300) more, the driver prints ``helper PID`` (0: no render
helper runs), marks ``key`` in the trace and sends Ctrl+Q to the window, as a player's
keyboard would; with ``QUIT_DRIVER_MOVE`` set it plays one draw instead, prints ``ready`` and
waits for the test to end it. Kept with the tests: the
shipped app has no such hook.
"""

from __future__ import annotations

import atexit
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "app"))

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia import trace  # noqa: E402
from paciencia.cli import main as paciencia  # noqa: E402


def _painted() -> bool:
    path, phase = os.environ.get(trace.ENV, ""), os.environ.get("QUIT_DRIVER_AFTER", "cards")
    try:
        return any(line.split()[:1] == [phase] for line in Path(path).read_text().splitlines())
    except OSError:
        return False


def _press() -> None:
    from paciencia.decks import render_process
    from paciencia.ui.window.main_window import MainWindow

    window = next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)
    if window is None or not _painted():
        QTimer.singleShot(20, _press)
        return

    def key() -> None:
        helper = render_process._client.pid() if render_process._client is not None else 0
        print(f"helper {helper}", flush=True)
        trace.mark("key")
        target = QApplication.focusWidget() or window
        QTest.keyClick(target, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    def ready() -> None:
        # QUIT_DRIVER_MOVE: play a draw and say so; the test then ends the app from outside
        # (a signal), with the event loop idle as a desktop session finds it.
        window.controller.session.stock_action()
        print("ready", flush=True)

    wait = int(os.environ.get("QUIT_DRIVER_WAIT_MS", "300"))
    QTimer.singleShot(wait, ready if os.environ.get("QUIT_DRIVER_MOVE") else key)


def main() -> int:
    # Printed only if the process ends through the interpreter's teardown (an os._exit skips it).
    atexit.register(lambda: print("interpreter teardown", flush=True))
    QApplication(sys.argv[:1])  # the app's run_app uses this one
    QTimer.singleShot(0, _press)
    return paciencia(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
