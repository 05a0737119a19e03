"""Marks the first frames of a launch for ``bench/startup.py`` (only with ``PACIENCIA_TRACE``).

``exposed``: the window is mapped; ``paint``: the table's first frame (felt and
slots); ``cards``: the first frame in which every card on the table was drawn
with its own pixmap at the table's size (no stand-in). Nothing is installed when
tracing is off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from .. import trace

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent

    from .main_window import MainWindow


class _Watch(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._checking = False
        self._arrivals = 0  # images that came from a worker or the helper (not read during a paint)
        self._seen = 0
        window.scene.cp.renderer.changed.connect(self._arrived)

    def _arrived(self) -> None:
        self._arrivals += 1

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        from PySide6.QtCore import QEvent  # not at import: its enums cost 6 ms before the picture

        kind = event.type()
        if kind == QEvent.Type.Expose:
            trace.mark("exposed")
        elif kind == QEvent.Type.Paint and not self._checking:
            # The filter runs before the paint: look once it is done.
            self._checking = True
            self._seen = self._arrivals
            QTimer.singleShot(0, self._painted)
        return False

    def _painted(self) -> None:
        self._checking = False
        trace.mark("paint")
        # Images that arrived since the paint began were not in it: the next paint shows them.
        if cards_ready(self.window) and self._seen == self._arrivals:
            trace.mark("cards")
            self.window.view.viewport().removeEventFilter(self)
            handle = self.window.windowHandle()
            if handle is not None:
                handle.removeEventFilter(self)


def cards_ready(window: MainWindow, fetch: bool = False) -> bool:
    """Whether the table's next frame draws every card exactly: laid out at its view's size,
    each card's image at that size ready (no stand-in). ``fetch``: first ask the deck for
    the missing ones, as a paint would (those in the disk cache are read at once)."""
    scene, viewport = window.scene, window.view.viewport()
    rect = scene.sceneRect()
    if (round(rect.width()), round(rect.height())) != (max(200, viewport.width()), max(150, viewport.height())):
        return False
    cp, renderer = scene.cp, scene.cp.renderer
    shown = scene.shown_elements()
    missing = [e for e in shown if renderer.peek(e, cp.width, cp.dpr) is None]
    if missing and fetch:
        renderer.request(missing, cp.width, cp.dpr)
        missing = [e for e in missing if renderer.peek(e, cp.width, cp.dpr) is None]
    return bool(shown) and not missing


def watch(window: MainWindow) -> None:
    """Mark the window's first frames (after ``window.show()``, when tracing)."""
    if not trace.enabled():
        return
    spy = _Watch(window)
    window.view.viewport().installEventFilter(spy)
    handle = window.windowHandle()
    if handle is not None:
        handle.installEventFilter(spy)
