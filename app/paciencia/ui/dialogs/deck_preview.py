"""The live preview of the preferences (T-1): a mini table with the chosen deck, back and felt.

A stock (backs), a fanned column as the games show it (two face-down cards,
then K♥ Q♣ J♥ overlapping), and A♠ 10♦ on their own. The cards are asked
of the renderer without blocking (``table_card``): a heavy deck is drawn on
a worker thread and the preview repaints when it arrives.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.cards import card_id
from ...decks.renderer import CardRenderer
from ..fonts import app_font, scaled_pt
from ..scene.felt import paint_felt

SAMPLE = ((1, 3), (13, 2), (12, 0), (10, 1))  # A♠ K♥ Q♣ 10♦, then a back
COLUMN = ((None, False), (None, False), ((13, 2), True), ((12, 0), True), ((11, 2), True))
SINGLES = ((1, 3), (10, 1))
FAN_DOWN, FAN_UP = 0.12 / 1.4, 0.30 / 1.4  # in card heights, as the tables fan


class DeckPreview(QWidget):
    def __init__(self, renderer: CardRenderer, table: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.table = table
        self.setMinimumSize(260, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName("preview")
        self.renderer.changed.connect(self.update)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(290, 200)

    def set_look(self, renderer: CardRenderer, table: str) -> None:
        if renderer is not self.renderer:
            try:
                self.renderer.changed.disconnect(self.update)
            except (RuntimeError, TypeError):
                pass
            self.renderer = renderer
            renderer.changed.connect(self.update)
            renderer.loaded.connect(self.update)
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
        aspect = self.renderer.aspect
        # stock, column, two singles: 4 card widths and 3 gaps across; the column's height down
        margin, gap = 14.0, 18.0
        column_h = 1 + 2 * FAN_DOWN + 2 * FAN_UP  # in card heights
        width = min((rect.width() - 2 * margin - 3 * gap) / 4, (rect.height() - 2 * margin) / (aspect * column_h))
        width = max(20, int(width))
        height = width * aspect
        total = 4 * width + 3 * gap
        x = rect.left() + (rect.width() - total) / 2
        top = rect.top() + (rect.height() - height * column_h) / 2
        dpr = self.devicePixelRatioF()
        r = self.renderer

        def card(rank_suit: tuple[int, int] | None, up: bool, cx: float, cy: float) -> None:
            cid = card_id(*rank_suit) if rank_suit else 0
            p.drawPixmap(int(cx), int(cy), r.table_card(cid, up, width, dpr))

        # the stock: a few backs stacked
        for k in range(3):
            card(None, False, x + k * 2, top + k * 2)
        self._label(p, QRectF(x, top + height + 8, width, 16), "")
        x += width + gap
        y = top
        for n, (rank_suit, up) in enumerate(COLUMN):
            card(rank_suit, up, x, y)
            y += height * (FAN_UP if up else FAN_DOWN) if n < len(COLUMN) - 1 else 0
        for rank_suit in SINGLES:
            x += width + gap
            card(rank_suit, True, x, top)
        p.end()

    @staticmethod
    def _label(p: QPainter, rect: QRectF, text: str) -> None:
        if text:
            p.setPen(QColor(255, 255, 255, 200))
            font = app_font()
            font.setPointSizeF(scaled_pt(0.85))
            p.setFont(font)
            p.drawText(rect, text)
