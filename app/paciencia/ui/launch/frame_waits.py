"""What a launch does once a first frame is on screen (issue 26 §3): a first launch builds
its table after the chooser's first frame, and a table's aids (:class:`.table_widget.TableAids`) are made
after the table's own first frame with its cards; the cycle collector collects again then
(:mod:`..collector`). Imported by :mod:`.bootstrap` once the window is built."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from ... import collector
from .first_frame import FrameCheck

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .first_frame import Drawn

FIRST_FRAME_WAIT_MS = 500
"""What waits for a first frame runs after this at most (a window never painted:
minimised, off screen, or under the picture of a resumed table)."""


def after_first_frame(window: QWidget, then: Callable[[], None], widget: QWidget,
                      ready: Callable[[], bool] = lambda: True, begin: Callable[[], None] = lambda: None) -> None:
    """Run ``then`` once, a turn of the event loop after the first frame of ``widget`` (in
    ``window``) after which ``ready()`` (``begin()`` is called as each paint begins), so that
    frame's own end is never held up; or after :data:`FIRST_FRAME_WAIT_MS` (a window never
    painted: minimised, or off screen), unless the window was closed meanwhile."""
    watched = widget
    done = False

    def once() -> None:
        nonlocal done
        if not done:
            done = True
            watched.removeEventFilter(spy)
            if window.isVisible():  # not closed meanwhile (Ctrl+Q at once)
                then()

    def painted() -> None:
        if ready():
            QTimer.singleShot(0, window, once)

    class Painted(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.Paint:
                begin()
                QTimer.singleShot(0, window, painted)  # after the paint this event starts
            return False

    spy = Painted(window)
    watched.installEventFilter(spy)
    QTimer.singleShot(FIRST_FRAME_WAIT_MS, window, once)


def aids_after_first_frame(window: QWidget, table: Drawn, aids_made: Callable[[], bool],
                           make_aids: Callable[[], object], then: Callable[[], None] = lambda: None) -> None:
    """The table's aids (``make_aids()``, unless ``aids_made()`` already) once the first frame
    of ``table`` (in ``window``) with its cards is on screen, then ``then()``;
    the aids at once if a key is pressed on the table before then, the key then reaching them
    as if they had been there (a jump key, B-6)."""
    view, frame = table.view, FrameCheck(table.scene.cp.renderer, lambda: table)

    class EarlyKeys(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() != QEvent.Type.KeyPress or aids_made():
                return False
            view.removeEventFilter(self)
            make_aids()
            QApplication.sendEvent(view, event.clone())
            return True

    keys = EarlyKeys(window)
    view.installEventFilter(keys)

    def build() -> None:
        view.removeEventFilter(keys)
        try:
            make_aids()
        finally:  # an aid that failed (told by the crash reporter) leaves the rest as after it
            collector.release()
            then()

    after_first_frame(window, build, view.viewport(), frame.complete, frame.begin)
