"""The live preview of the preferences (T-1): sample cards and a back on the chosen table."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.cards import card_id
from ...decks.renderer import CARD_ASPECT, CardRenderer
from ..scene.pile_item import paint_felt

SAMPLE = ((1, 3), (13, 2), (12, 0), (10, 1))  # A♠ K♥ Q♣ 10♦, then a back


class DeckPreview(QWidget):
    def __init__(self, renderer: CardRenderer, table: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.table = table
        self.setMinimumSize(420, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName("preview")

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(520, 180)

    def set_look(self, renderer: CardRenderer, table: str) -> None:
        self.renderer = renderer
        self.table = table
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.save()
        p.setClipRect(rect)
        paint_felt(p, rect, self.table)
        p.restore()
        p.setPen(QPen(QColor(0, 0, 0, 90), 1))
        p.drawRect(rect)
        count = len(SAMPLE) + 1
        margin = 16.0
        gap = 12.0
        width = min(
            (rect.width() - 2 * margin - (count - 1) * gap) / count,
            (rect.height() - 2 * margin) / CARD_ASPECT,
        )
        width = max(20, int(width))
        height = width * CARD_ASPECT
        total = count * width + (count - 1) * gap
        x = rect.left() + (rect.width() - total) / 2
        y = rect.top() + (rect.height() - height) / 2
        dpr = self.devicePixelRatioF()
        for n in range(count):
            if n < len(SAMPLE):
                rank, suit = SAMPLE[n]
                pm = self.renderer.card_pixmap(card_id(rank, suit), True, width, dpr)
            else:
                pm = self.renderer.card_pixmap(0, False, width, dpr)
            p.drawPixmap(int(x), int(y), pm)
            x += width + gap
        p.end()
