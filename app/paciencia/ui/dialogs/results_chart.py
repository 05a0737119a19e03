"""Results over time (T-5), drawn with QPainter.

Not QtCharts: it lives in PySide6-Addons, which would add tens of megabytes
to the bundle (X-2) for one small chart. This widget draws the running win
rate as a line over the last games, and each game as a mark along the
bottom (a raised green bar for a win, a low red one for a loss; a lighter
green for a win with help, B-5).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...storage.stats import Result
from ..text import tr, tr_n

SHOWN = 100  # the last games drawn; older ones still count in the figures
WIN = QColor("#2e9d57")
ASSISTED = QColor("#8fcf9f")
LOSS = QColor("#d0504a")
LINE = QColor("#2f6db5")


def running_rates(history: list[Result]) -> list[float]:
    """Win rate after each game (0..1), over the whole history."""
    out, won = [], 0
    for n, r in enumerate(history, 1):
        won += r.won
        out.append(won / n)
    return out


class ResultsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[Result] = []
        self.setMinimumSize(360, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(520, 210)

    def set_history(self, history: list[Result]) -> None:
        self.history = list(history)
        self.setAccessibleDescription(
            tr_n("stats", "{won} won out of the last %n games", len(self.history[-SHOWN:])).format(
                won=sum(r.won for r in self.history[-SHOWN:])
            )
        )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        p.setPen(QPen(pal.mid().color(), 1))
        p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        p.setFont(font)
        fm = p.fontMetrics()
        if not self.history:
            p.setPen(pal.placeholderText().color())
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("stats", "No games played yet."))
            p.end()
            return
        left = fm.horizontalAdvance("100 %") + 14
        plot = QRectF(left, 12, self.width() - left - 14, self.height() - 12 - 36)
        marks = QRectF(plot.left(), plot.bottom() + 12, plot.width(), 14)
        # grid and axis labels
        for frac in (0.0, 0.5, 1.0):
            y = plot.bottom() - frac * plot.height()
            p.setPen(QPen(pal.midlight().color() if frac else pal.mid().color(), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(pal.text().color())
            label = f"{int(frac * 100)} %"
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            p.drawText(QRectF(0, y - 8, left - 6, 16), right, label)
        shown = self.history[-SHOWN:]
        rates = running_rates(self.history)[-SHOWN:]
        step = plot.width() / max(1, len(shown))
        # one mark per game
        for n, r in enumerate(shown):
            x = marks.left() + n * step
            w = max(1.0, step - 1.5)
            if r.won:
                p.fillRect(QRectF(x, marks.top(), w, marks.height()), ASSISTED if r.assisted else WIN)
            else:
                p.fillRect(QRectF(x, marks.top() + marks.height() * 0.55, w, marks.height() * 0.45), LOSS)
        # the running win rate
        path = QPainterPath()
        for n, rate in enumerate(rates):
            pt = QPointF(plot.left() + (n + 0.5) * step, plot.bottom() - rate * plot.height())
            if n == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        p.setPen(QPen(LINE, 2.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        if len(rates) == 1:
            p.setBrush(LINE)
            p.drawEllipse(path.currentPosition(), 3, 3)
        p.end()
