"""SIGTERM and SIGHUP quit like Game ▸ Quit (T-6): desktop sessions end their apps so at
logout and shutdown, and ``kill`` sends SIGTERM. The game, its clock, the settings and the
launch picture are written as on any quit, instead of the process dying where it stands.

Python runs a signal handler only when the interpreter next runs, and while Qt's event loop
waits nothing Python runs. So the signal is also written to a pipe (``signal.set_wakeup_fd``)
that the event loop watches: its wake-up runs the handler at once, which asks the window to
close through the event loop, as the menu does.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def quit_on_signals(parent: QObject, close: Callable[[], object]) -> None:
    """From now on, SIGTERM and SIGHUP call ``close`` from the event loop (once)."""
    if os.name != "posix" or not SIGNALS:
        return
    read, write = os.pipe()
    for fd in (read, write):
        os.set_blocking(fd, False)
        os.set_inheritable(fd, False)
    asked: list[bool] = []

    def handler(signum: int, frame: object) -> None:
        if not asked:
            asked.append(True)
            QTimer.singleShot(0, close)

    for sig in SIGNALS:
        signal.signal(sig, handler)
    signal.set_wakeup_fd(write, warn_on_full_buffer=False)
    notifier = QSocketNotifier(read, QSocketNotifier.Type.Read, parent)

    def drain() -> None:  # the handler has run by now (this is Python code); empty the pipe
        try:
            while os.read(read, 512):
                pass
        except BlockingIOError:
            pass

    notifier.activated.connect(drain)
