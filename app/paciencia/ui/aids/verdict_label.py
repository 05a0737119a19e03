"""What the status line shows of the live verdict (B-1): a small icon drawn in code and
one word, with a tooltip that says what the solver found."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ...solvers.solution import LOST, UNKNOWN, WINNABLE
from ..text import tr

CHECKING = "checking"
"""Not a verdict: the solver is still at work on the position on the table."""

COLOURS = {WINNABLE: "#2e8b57", LOST: "#c0392b", UNKNOWN: "#7f8c8d", CHECKING: "#b7950b"}


def verdict_icon(kind: str, size: int, ratio: float = 1.0) -> QPixmap:
    """A disc in the verdict's colour with its sign: ✓ winnable, ✕ lost, ? unknown, … checking."""
    pixmap = QPixmap(max(1, round(size * ratio)), max(1, round(size * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(COLOURS.get(kind, COLOURS[UNKNOWN])))
    s = float(size)
    p.drawEllipse(QRectF(0.5, 0.5, s - 1, s - 1))
    pen = QPen(QColor("white"), max(1.5, s * 0.13), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if kind == WINNABLE:
        tick = QPainterPath(QPointF(s * 0.28, s * 0.52))
        tick.lineTo(s * 0.44, s * 0.68)
        tick.lineTo(s * 0.72, s * 0.34)
        p.drawPath(tick)
    elif kind == LOST:
        p.drawLine(QPointF(s * 0.33, s * 0.33), QPointF(s * 0.67, s * 0.67))
        p.drawLine(QPointF(s * 0.67, s * 0.33), QPointF(s * 0.33, s * 0.67))
    elif kind == CHECKING:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("white"))
        for x in (0.28, 0.5, 0.72):
            p.drawEllipse(QPointF(s * x, s * 0.5), s * 0.07, s * 0.07)
    else:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(s * 0.72)))
        p.setFont(font)
        p.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, "?")
    p.end()
    return pixmap


def verdict_text(kind: str) -> str:
    return {
        WINNABLE: tr("verdict", "Winnable"),
        LOST: tr("verdict", "No longer winnable"),
        UNKNOWN: tr("verdict", "Unknown"),
        CHECKING: tr("verdict", "Checking…"),
    }[kind]


def shown_text(kind: str, hidden: bool) -> str:
    """The word on the line, with the note that the solver sees hidden cards (C-6)."""
    text = verdict_text(kind)
    return tr("verdict", "{verdict} · solver sees hidden cards").format(verdict=text) if hidden else text


def verdict_tip(kind: str, hidden: bool) -> str:
    tip = {
        WINNABLE: tr("verdict", "The solver found a way to win from this position."),
        LOST: tr(
            "verdict",
            "The solver proved that this position can no longer be won. "
            "Edit ▸ Go back to the last winnable position takes you back.",
        ),
        UNKNOWN: tr("verdict", "The solver could not decide within its time whether this position can be won."),
        CHECKING: tr("verdict", "The solver is looking at this position."),
    }[kind]
    if hidden:
        tip += "\n" + tr(
            "verdict",
            "The solver sees the face-down cards, which you cannot see (Preferences ▸ Behaviour).",
        )
    return tip


class VerdictLabel(QWidget):
    """Icon and word of the verdict; greyed while the solver checks the new position."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdict")
        box = QHBoxLayout(self)
        box.setContentsMargins(6, 0, 6, 0)
        box.setSpacing(5)
        self.icon = QLabel()
        self.text = QLabel()
        box.addWidget(self.icon)
        box.addWidget(self.text)
        self.kind = ""  # what is shown: a verdict, CHECKING, or "" (nothing yet)
        self.hidden_cards = False
        self.hide()

    def show_kind(self, kind: str, hidden: bool) -> None:
        self.kind, self.hidden_cards = kind, hidden
        size = max(12, self.fontMetrics().height())
        self.icon.setPixmap(verdict_icon(kind, size, self.devicePixelRatioF()))
        text = shown_text(kind, hidden)
        self.text.setText(text)
        # As wide as its longest word: a new verdict moves nothing else on the line (issue 37 §11).
        m = self.text.contentsMargins()
        widest = max(self.text.fontMetrics().horizontalAdvance(shown_text(k, hidden)) for k in COLOURS)
        self.text.setMinimumWidth(widest + m.left() + m.right() + 1)
        self.setAccessibleName(text)  # B-6: a screen reader names the status by its word
        self.setToolTip(verdict_tip(kind, hidden))
        self.setEnabled(True)
        self.show()

    def waiting(self) -> None:
        """The position changed: the verdict shown is the previous one's until the answer comes."""
        self.setEnabled(False)
