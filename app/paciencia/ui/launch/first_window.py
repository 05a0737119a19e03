"""Where a first launch opens its window (U-6): on the free area of its screen, frame included.

A fresh profile has no window size left by a quit (:mod:`.relaunch`): the window gets
:data:`.window_state.FIRST_SIZE` where the screen has room for it and for the window
manager's frame, else the screen's free area less room for a usual frame, and is centred
there. The frame is known only once the window is shown: then the window is sized and
centred again with the frame it has, so that a frame larger than the room kept for it (a
tall title bar, a scaled one) still leaves the title bar and the status line on screen, and
a thinner one leaves no strip of the screen unused.

Imported by :mod:`.relaunch` for a launch that finds no size left, only then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QTimer

from ..window.window_state import Rect, first_geometry, within

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

FRAME_WAIT_MS = 5000
"""How long after it is placed the window waits for its frame; a window manager that draws
none (or a platform without windows managed) never gives one."""


def _rect(rect: QRect) -> Rect:
    return rect.x(), rect.y(), rect.width(), rect.height()


def place_first(window: QWidget) -> None:
    """Size and centre ``window``, not shown yet, on the free area of its screen, with room
    for a usual frame; then bring its real frame within that area once it is known."""
    screen = window.screen()
    if screen is None:
        return
    x, y, width, height = first_geometry(_rect(screen.availableGeometry()))
    window.resize(width, height)
    window.move(x, y)  # a window's position is its frame's
    FrameFit(window)


class FrameFit(QObject):
    """Watches the window's first moves and resizes (the window manager framing and placing
    it); once the frame is known, sizes and centres the window again with that frame, if
    that changes its size or its frame is not within the screen's free area. Goes after
    that, or after :data:`FRAME_WAIT_MS`."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.pending = False
        window.installEventFilter(self)
        QTimer.singleShot(FRAME_WAIT_MS, self, self.finish)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if not self.pending and event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show):
            self.pending = True
            QTimer.singleShot(0, self, self.check)  # once the window manager's answer is all in
        return False

    def check(self) -> None:
        """Fit the window with its frame now if the frame is known; else wait for the next
        move or resize."""
        self.pending = False
        window, screen = self.window, self.window.screen()
        if screen is None or window.isFullScreen() or window.isMaximized():
            self.finish()  # the window manager sizes such a window itself
            return
        frame, inner = window.frameGeometry(), window.geometry()
        if not window.isVisible() or frame == inner:
            return  # not framed yet
        room = _rect(screen.availableGeometry())
        margins = (frame.width() - inner.width(), frame.height() - inner.height())
        x, y, width, height = first_geometry(room, margins)
        if not within(room, _rect(frame)) or (width, height) != (inner.width(), inner.height()):
            # The window's own rectangle, inside the frame: where the frame puts it.
            window.setGeometry(x + inner.x() - frame.x(), y + inner.y() - frame.y(), width, height)
        self.finish()

    def finish(self) -> None:
        self.window.removeEventFilter(self)
        self.deleteLater()
