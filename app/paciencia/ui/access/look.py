"""Seeing the table without relying on colour (B-6, issue 15): a focus ring that
shows on any card and any felt, a second cue for marks told apart by colour (P-5's
cyan ring, the gold selection), and the high-contrast table option (T-1).

High contrast paints the felt black, draws every empty pile's outline in opaque
white, and thickens the focus ring and the marks. It applies at once, like the
table colour. The ring and the outlines are painted here; the marks' cues, which the
scene's cards paint, and the switch they all read are :mod:`.contrast`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..scene.pile_item import FocusRing
from .contrast import EDGE, FOCUS, HOLD, LOOK

if TYPE_CHECKING:
    from ..scene.table_scene import TableScene
    from ..table.table_view import TableView


class ClearFocusRing(FocusRing):
    """C-12's focus, visible on a white card and on any felt: a bright line over a dark
    one. While cards are held it turns solid gold and a marker points down at them
    (the second cue: held is not told by colour alone)."""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        grow = 10.0 + self.rect.width() * 0.12
        return self.rect.adjusted(-grow, -grow, grow, grow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = 1.6 if LOOK.high_contrast else 1.0
        width = max(3.0, self.rect.width() * 0.03) * scale
        r = self.rect.width() * 0.07
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(EDGE, width + 3))
        painter.drawRoundedRect(self.rect, r, r)
        color = HOLD if self.holding else FOCUS
        style = Qt.PenStyle.SolidLine if self.holding or LOOK.high_contrast else Qt.PenStyle.DashLine
        painter.setPen(QPen(color, width, style))
        painter.drawRoundedRect(self.rect, r, r)
        if self.holding:
            size = max(8.0, self.rect.width() * 0.12) * scale
            top = QPointF(self.rect.center().x(), self.rect.top() - 2)
            arrow = QPolygonF([top, top + QPointF(-size, -size), top + QPointF(size, -size)])
            painter.setPen(QPen(EDGE, 2))
            painter.setBrush(HOLD)
            painter.drawPolygon(arrow)


class SlotOutlines(QGraphicsItem):
    """High contrast: every pile's place outlined in opaque white, above the felt and
    below the cards (the normal outline is a faint white)."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__()
        self.table = scene
        self.extent = QRectF()  # the table's (not the scene's: that would ask this item)
        self.setZValue(-9)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.extent

    def refresh(self) -> None:
        geo = self.table.geometry
        extent = QRectF(0, 0, geo.width, geo.height) if geo is not None else QRectF()
        if extent != self.extent:
            self.prepareGeometryChange()
            self.extent = extent
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        geo, layout = self.table.geometry, self.table.layout
        if geo is None or layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("white"), max(2.0, geo.card_w * 0.03)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = geo.card_w * 0.06
        for spec in layout.piles:
            if spec.slot or self.table.state.piles.get(spec.pile):
                painter.drawRoundedRect(geo.slot_rect(spec.pile).adjusted(1, 1, -1, -1), radius, radius)


class TableLook:
    """Installs the clear focus ring and the outlines on a view, and switches high contrast."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        scene = view.table
        old = scene.focus
        ring = ClearFocusRing()
        ring.setVisible(old.isVisible())
        ring.set_rect(old.rect.adjusted(4, 4, -4, -4), old.holding)
        scene.removeItem(old)
        scene.focus = ring
        scene.addItem(ring)
        self.outlines = SlotOutlines(scene)
        scene.addItem(self.outlines)

    def set_high_contrast(self, on: bool) -> None:
        LOOK.high_contrast = on
        # The view's own brush replaces the scene's felt (Qt draws the scene's only without one).
        self.view.setBackgroundBrush(QBrush(QColor("black")) if on else QBrush())
        self.outlines.setVisible(on)
        self.outlines.refresh()
        self.view.resetCachedContent()
        self.view.table.update()

    def table_changed(self) -> None:
        if self.outlines.isVisible():
            self.outlines.refresh()
