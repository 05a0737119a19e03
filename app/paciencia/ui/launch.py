"""A launch of the window (U-1, T-6): the single-instance claim on the data folder, the
window shown (at once as the picture of the table it resumes, :mod:`.relaunch`), the event
loop, and what ends it (the window closed, SIGTERM/SIGHUP). :mod:`.main_window` is the
window itself; this module is how a process gets one."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from .. import trace
from . import first_frame, relaunch, window_state
from .main_window import MainWindow

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from .single_instance import Claim

SERVE_AFTER_MS = 300
"""When the single-instance server starts listening, after the window is up."""


def open_window(argv: list[str], prepare: Callable[[], object] = lambda: None,
                started: Callable[[MainWindow], object] = lambda window: None) -> MainWindow:
    """The window, shown: at once with the picture of the table the last quit left when
    this launch resumes it (:mod:`.relaunch`), built once that is on screen; else built
    first. ``prepare`` runs before any text is made (the translators), ``started`` once
    the window's game is on the table. The window is full screen if it was left so, or
    asked with ``--fullscreen`` (U-6), its bars as they were left."""
    launch = relaunch.read(argv)
    picture = launch.picture if launch is not None else None
    asked, argv = window_state.take_full_screen(argv)

    def start() -> None:
        if window.cover is not None:
            prepare()
            window.build()
        if launch is not None:
            window_state.show_bars(window.acts, launch.bars)
        first_frame.watch(window)
        window.controller.start(argv)
        trace.mark("started")
        started(window)
        if window.cover is not None:
            window.cover.lift_when(lambda: first_frame.cards_ready(window, fetch=True))

    if picture is None:
        prepare()
    window = MainWindow(picture=picture)
    if window.cover is not None and launch is not None:
        window.cover.pixels = launch.pixels  # the cover holds them, until the table takes its place
    picture = None
    relaunch.place(window, launch)
    trace.mark("window")
    left = launch if launch is not None else relaunch.Launch(window.size(), False)
    window_state.show_as_left(window, asked or left.full_screen, left.maximized)
    if window.cover is not None:
        window.cover.shown.connect(start)
    else:
        start()
    return window


def run(argv: list[str], prepare: Callable[[], object] = lambda: None) -> int:
    """The window until it closes (``prepare``: as for :func:`open_window`)."""
    from .quit_signals import quit_on_signals
    from .single_instance import Unreachable, claim_or_hand_over

    app = QApplication.instance() or QApplication(sys.argv[:1] + argv)  # named by paciencia.ui.identity.identify()
    try:
        claim = claim_or_hand_over(argv)
    except Unreachable as e:
        _say_unreachable(str(e), prepare)
        return 1
    if claim is None:
        return 0  # the running window took the link
    trace.mark("qapp")
    quit_on_signals(app, lambda: _close_windows(app))
    # The claimed socket listens already (a launch in this instant queues on it); the
    # server reading it starts after the first frame, which QtNetwork is not needed for.
    window = open_window(argv, prepare, lambda w: _serve_later(claim, w.controller.open_remote, app))
    code = int(app.exec())
    trace.mark("loop-ended")
    claim.release()
    from ..decks import render_pool  # loaded by the table already

    render_pool.finish()
    del window  # only now: Qt must not free the table while a pool thread still paints a card
    return code


def _serve_later(claim: Claim, on_request: Callable[[list[str]], None], app: QCoreApplication) -> None:
    """After the first frame, start reading later launches' requests (QtNetwork is not
    needed before then: the claimed socket queues them meanwhile)."""
    from PySide6.QtCore import QTimer

    def serve() -> None:
        from .instance_server import serve

        serve(claim, on_request, app)

    QTimer.singleShot(SERVE_AFTER_MS, app, serve)


def _close_windows(app: QCoreApplication) -> None:
    """Quit as Game ▸ Quit does: the main window closes (and saves); without one, the app ends."""
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    for window in windows:
        window.close()
    if not windows:
        app.quit()


def _say_unreachable(folder: str, prepare: Callable[[], object]) -> None:
    """T-6: another window holds these files and does not answer: this launch opens none."""
    from PySide6.QtWidgets import QMessageBox

    from .text import tr

    prepare()  # the player's language
    text = tr(
        "window", "Paciência is already open with the same files ({folder}), but that window does not answer. "
        "Close it, or wait until it answers, and try again. Nothing was changed.",
    ).format(folder=folder)
    print(f"paciencia: {text}", file=sys.stderr)
    if QApplication.platformName() not in ("offscreen", "minimal"):
        QMessageBox.warning(None, tr("window", "Paciência is already open"), text)
