"""The view on the table: fills its space, resizes the scene, passes keys to keyboard play
(Escape lets go of cards held by the mouse first)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..scene.table_scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        # A viewport made here, not the one Qt made: PySide6 wraps a C++-made widget returned to
        # Python by resolving its most derived class, which initialises every QWidget subclass
        # and their ~60 enum types at start-up (about 20 ms, bench/startup.py); its own wrapper
        # is returned as it is.
        self.setViewport(QWidget())
        self.keyboard = scene.keyboard
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # flips scale pixmaps
        # The felt is painted straight into the first frame and cached from the next one on
        # (paintEvent): making the cache held the table's first frame up by 2 ms.
        self._felt_cached = False
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.setMinimumSize(480, 320)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        size = self.viewport().size()
        self.resetCachedContent()
        self.table.resize(size.width(), size.height(), self.devicePixelRatioF())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        self.table.animator.frame_painted()
        if not self._felt_cached:  # a moving card then uncovers cached felt, not a repainted gradient
            self._felt_cached = True
            self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        gestures = self.table.gestures
        if event.key() == Qt.Key.Key_Escape and gestures.press_pos is not None:
            # Escape lets go of the cards held by the mouse: they glide back (and full
            # screen, which Escape leaves otherwise, stays).
            gestures.cancel()
            self.table.glide_back()
            event.accept()
            return
        if self.keyboard.key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
