"""High contrast's one switch (T-1) and the second cue of a card's mark (B-6, issue 15):
what the scene's cards paint (:mod:`..scene.card_item`) and the table's look reads
(:mod:`.look`), below both."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen


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
