"""Everything on the table that is not a card: empty-pile slots, drop highlights,
labels under piles, the keyboard focus ring and the felt."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...core.table import PileSpec

TARGET = QColor(120, 255, 150)
TARGET_HOT = QColor(255, 235, 120)


class PileSlot(QGraphicsObject):
    """The place of a pile: an outline with its role when empty, a glow when it is a drop target."""

    def __init__(self, spec: PileSpec) -> None:
        super().__init__()
        self.spec = spec
        self.w = 100.0
        self.h = 140.0
        self._extent = QRectF()  # the area a drop may land in (the pile's cards included)
        self.target = False  # a legal destination for the cards being moved
        self.hot = False  # the cards are over it right now
        self.hint = False
        self.spent = False  # a stock no recycle is left for (K-3, P-6): "no more passes"
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # An antialiased translucent outline costs about 2 ms to fill in software: drawn
        # once per look and blitted after, so a frame of an animation does not redraw it.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h

    @property
    def lit(self) -> bool:
        return self.target or self.hot or self.hint

    @property
    def extent(self) -> QRectF:
        return self._extent

    @extent.setter
    def extent(self, rect: QRectF) -> None:
        if rect != self._extent:
            if self.lit:
                self.prepareGeometryChange()  # the glow covers the extent: its old place is repainted
            self._extent = QRectF(rect)
            if self.lit:
                self.update()

    def _glow_rect(self) -> QRectF:
        area = self._extent if not self._extent.isNull() else QRectF(self.pos(), QSizeF(self.w, self.h))
        return area.translated(-self.pos()).adjusted(-3, -3, 3, 3)

    def _glow_pen(self) -> float:
        return max(2.0, self.w * 0.035)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        # Everything paint() draws, the glow's pen and antialiased edge included: what
        # is drawn outside it would stay on the felt when the glow goes (issue: 1-px
        # yellow and green lines left beside a refused drop's target).
        rect = QRectF(-8, -8, self.w + 16, self.h + 16)
        if self.lit:
            edge = self._glow_pen() / 2 + 2
            rect = rect.united(self._glow_rect().adjusted(-edge, -edge, edge, edge))
        return rect

    def set_spent(self, spent: bool) -> None:
        if spent != self.spent:
            self.spent = spent
            self.update()

    def set_state(
        self, target: bool | None = None, hot: bool | None = None, hint: bool | None = None
    ) -> None:
        wanted = {name: value for name, value in (("target", target), ("hot", hot), ("hint", hint))
                  if value is not None and getattr(self, name) != value}
        if wanted:
            self.prepareGeometryChange()  # lit and unlit slots cover different areas
            for name, value in wanted.items():
                setattr(self, name, value)
            # the glow must show above the pile's own cards
            self.setZValue(900 if (self.target or self.hot or self.hint) else -10)
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        radius = self.w * 0.06
        if self.zValue() < 0 and self.spec.slot:
            painter.setPen(QPen(QColor(255, 255, 255, 70), max(1.5, self.w * 0.018)))
            painter.setBrush(QColor(0, 0, 0, 38))
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
            if self.spent:
                self._paint_no_more(painter, r)
            elif self.spec.role:
                font = QFont()
                font.setPixelSize(int(self.w * (0.42 if len(self.spec.role) <= 2 else 0.2)))
                font.setBold(True)
                painter.setFont(font)
                painter.setPen(QColor(255, 255, 255, 80))
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.spec.role)
        if self.lit:
            color = TARGET_HOT if (self.hot or self.hint) else TARGET
            glow = QColor(color)
            glow.setAlpha(60 if not self.hot else 90)
            painter.setBrush(glow)
            painter.setPen(QPen(color, self._glow_pen()))
            painter.drawRoundedRect(self._glow_rect(), radius, radius)


    def _paint_no_more(self, painter: QPainter, r: QRectF) -> None:
        """"No more passes": a circle struck through, where the recycle arrow was (drawn,
        not a font's glyph, so it looks the same with every font)."""
        side = self.w * 0.42
        ring = QRectF(0, 0, side, side)
        ring.moveCenter(r.center())
        pen = QPen(QColor(255, 255, 255, 90), max(2.0, self.w * 0.05))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(ring)
        d = side / 2 * 0.7071
        c = ring.center()
        painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))


class PileLabel(QGraphicsObject):
    """Text under a pile ("Pass 2/3 · 12 left") or a badge on it (deals left).

    A label's position is the middle of its text's top edge; its bounding rect is the
    text itself (and its shadow), measured, so the scene can keep it inside the view.
    """

    def __init__(self, badge: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.badge = badge
        self.w = 100.0
        self.px = 14
        self._text_w = 0.0
        self.setZValue(7000 if badge else -5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.px)
        font.setBold(self.badge)
        return font

    def set_text(self, text: str, width: float, px: int) -> None:
        if (text, width, px) != (self.text, self.w, self.px):
            self.prepareGeometryChange()
            self.text, self.w, self.px = text, width, px
            self._text_w = QFontMetricsF(self._font()).horizontalAdvance(text) if text else 0.0
            self.update()

    @property
    def text_width(self) -> float:
        return self._text_w

    def line_height(self) -> float:
        return self.px * 1.6

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        if self.badge:
            return QRectF(-self.px * 1.1, -self.px * 1.1, self.px * 2.2, self.px * 2.2)
        half = self._text_w / 2 + 3
        return QRectF(-half, 0, 2 * half + 1, self.line_height() + 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font())
        if self.badge:
            r = self.boundingRect()
            painter.setPen(QPen(QColor(255, 255, 255, 235), max(1.5, self.px * 0.12)))
            painter.setBrush(QColor("#c62828"))
            painter.drawEllipse(r.adjusted(1, 1, -1, -1))
            painter.setPen(QColor("white"))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)
            return
        r = QRectF(-self._text_w / 2 - 2, 0, self._text_w + 4, self.line_height())
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        painter.setPen(QColor(0, 0, 0, 110))
        painter.drawText(r.translated(1, 1), centre, self.text)
        painter.setPen(QColor(255, 255, 255, 225))
        painter.drawText(r, centre, self.text)


class FocusRing(QGraphicsItem):
    """C-12: where the keyboard is; dashed white, solid gold while cards are held."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.holding = False
        self.setZValue(2000)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF, holding: bool) -> None:
        self.prepareGeometryChange()
        self.rect = rect.adjusted(-4, -4, 4, 4)
        self.holding = holding
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor("#ffd54a") if self.holding else QColor("white")
        pen = QPen(color, 3, Qt.PenStyle.SolidLine if self.holding else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self.rect.width() * 0.07
        painter.drawRoundedRect(self.rect, r, r)
