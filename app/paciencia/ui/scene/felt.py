"""The felt under the table and the game chooser (T-1): a baize of the player's colour,
with a lighter pool of light in the middle and darker edges.

Apart from the table's items so that the chooser, which a first launch paints first,
paints it without loading the graphics scene's classes.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QRadialGradient

TABLES = {
    "felt-green": ("#1f7a45", "#14582f"),
    "felt-blue": ("#1f5a8a", "#143d63"),
    "felt-red": ("#7e2335", "#561522"),
    "felt-grey": ("#5b6166", "#3c4044"),
}
"""Table colours (T-1): top and bottom of the baize gradient; green is the default."""


def paint_felt(painter: QPainter, rect: QRectF, table: str = "felt-green") -> None:
    """A baize: a lighter pool of light in the middle, darker edges."""
    top, bottom = TABLES.get(table, TABLES["felt-green"])
    base = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    base.setColorAt(0.0, QColor(top))
    base.setColorAt(1.0, QColor(bottom))
    painter.fillRect(rect, QBrush(base))
    center = QPointF(rect.center().x(), rect.top() + rect.height() * 0.38)
    light = QRadialGradient(center, max(rect.width(), rect.height()) * 0.75)
    light.setColorAt(0.0, QColor(255, 255, 230, 34))
    light.setColorAt(0.6, QColor(255, 255, 255, 0))
    light.setColorAt(1.0, QColor(0, 0, 0, 60))
    painter.fillRect(rect, QBrush(light))
