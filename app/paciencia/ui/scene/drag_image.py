"""The picked-up run as one picture while it follows the pointer.

Dragging twelve cards as twelve items repaints each one, with its shadow,
every frame: about sixty alpha-blended pixmaps over a full Spider table.
When a drag starts, the run (shadows included) is painted once into a
pixmap and shown as a single item; the cards themselves are hidden but keep
following the pointer, so the drop, a refusal's glide back and the model's
animations start from exactly where the player let go.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_item import CardItem


class RunImage(QGraphicsItem):
    """A snapshot of ``items`` as they look lifted; moves as their first card does."""

    def __init__(self, items: list[CardItem], dpr: float) -> None:
        super().__init__()
        lead = items[0]
        bounds = QRectF()
        for it in items:
            bounds = bounds.united(it.boundingRect().translated(it.pos() - lead.pos()))
        # Whole device pixels, so the snapshot and the cards line up exactly.
        left, top = int(bounds.left()) - 1, int(bounds.top()) - 1
        self._rect = QRectF(left, top, int(bounds.width()) + 3, int(bounds.height()) + 3)
        pm = QPixmap(round(self._rect.width() * dpr), round(self._rect.height() * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        for it in items:
            painter.save()
            painter.translate(it.pos() - lead.pos() - QPointF(left, top))
            it.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.restore()
        painter.end()
        self._pixmap = pm
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(max(it.zValue() for it in items))
        self.setPos(lead.pos())

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawPixmap(self._rect.topLeft(), self._pixmap)
