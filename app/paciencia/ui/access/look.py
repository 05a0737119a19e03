"""Seeing the table without relying on colour (B-6, issue 15): a focus ring that
shows on any card and any felt, a second cue for marks told apart by colour (P-5's
cyan ring, the gold selection), and the high-contrast table option (T-1).

High contrast paints the felt black, draws every empty pile's outline in opaque
white, and thickens the focus ring and the marks. It applies at once, like the
table colour. The painting lives here; the scene's items call :func:`paint_cues`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..scene.pile_item import FocusRing

if TYPE_CHECKING:
    from ..scene.table_scene import TableScene
    from ..table_view import TableView


class Look:
    """The one switch the painters read (one table per window, one window per app)."""

    high_contrast = False


LOOK = Look()
FOCUS = QColor("white")
HOLD = QColor("#ffd54a")
EDGE = QColor(0, 0, 0, 230)


def paint_cues(painter: QPainter, w: float, h: float, ring: bool, selected: bool) -> None:
    """The second cue of a card's mark, besides its colour: a ringed card (P-5: it can
    pair with the chosen one) gets a dashed dark inner line; the chosen card gets a
    check mark on a dark disc. Both read in grey and for colour-blind players."""
    scale = 1.5 if LOOK.high_contrast else 1.0
    if ring:
        pen = QPen(EDGE, max(1.5, w * 0.022) * scale, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = w * 0.075
        painter.drawRoundedRect(QRectF(0, 0, w, h).adjusted(inset, inset, -inset, -inset), w * 0.04, w * 0.04)
    if selected:
        d = max(14.0, w * 0.26) * scale
        centre = QPointF(w / 2, h - d * 0.75)
        painter.setPen(QPen(QColor("white"), max(1.0, d * 0.08)))
        painter.setBrush(EDGE)
        painter.drawEllipse(centre, d / 2, d / 2)
        tick = QPainterPath(centre + QPointF(-d * 0.24, 0))
        tick.lineTo(centre + QPointF(-d * 0.06, d * 0.18))
        tick.lineTo(centre + QPointF(d * 0.26, -d * 0.18))
        painter.setPen(QPen(HOLD, max(1.5, d * 0.13), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)


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
