"""One deck as a tile of the preferences' deck grid (T-1, T-2), and the group headers.

A tile shows the deck's sample cards (A♠ K♥ Q♣ 10♦ and its back) fanned on a strip of
felt, its name, and where it comes from (or, in red, that it cannot be used: the
reason is in the tooltip). Tiles flow left to right and wrap, so a dialog that fits an
800×600 screen shows a dozen decks at once; a header takes a whole row. The cards are
asked for when a tile is first painted (:mod:`.deck_thumbs`).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QAbstractItemView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ...decks.discover import DeckEntry
from ...decks.renderer import CARD_ASPECT
from ..readable import ERROR, legible
from ..text import tr
from .deck_thumbs import SAMPLES, Thumbs

KEY, ENTRY, HEADER = Qt.ItemDataRole.UserRole + 1, Qt.ItemDataRole.UserRole + 2, Qt.ItemDataRole.UserRole + 3
TILE_W = 132
TILE_H = 116
HEADER_H = 30
CARD_H = 54
FELT_H = CARD_H + 12
SPACING = 4
"""Between tiles, as the view's spacing."""


def header_width(view: QAbstractItemView) -> int:
    """A header fills its row: as wide as the view's area, less the spacing around it."""
    return max(TILE_W, view.viewport().width() - 2 * SPACING - 1)


class DeckTiles(QStyledItemDelegate):
    def __init__(self, view: QAbstractItemView, thumbs: Thumbs, titles: dict[str, str], kinds: dict[str, str]) -> None:
        super().__init__(view)
        self.view = view
        self.thumbs = thumbs
        self.titles = titles  # a built-in deck's translated name, by key
        self.kinds = kinds  # where a deck comes from, in words, by kind

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        if index.data(HEADER):
            return QSize(header_width(self.view), HEADER_H)
        return QSize(TILE_W, TILE_H)

    def paint(self, p: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if index.data(HEADER):
            self._header(p, option, str(index.data()))
        else:
            self._tile(p, option, index.data(ENTRY))
        p.restore()

    def _header(self, p: QPainter, option: QStyleOptionViewItem, text: str) -> None:
        # The view's own palette: a header is not selectable, and the palette Qt hands an
        # item that cannot be chosen is the greyed one, too faint to read.
        rect, palette = QRect(option.rect), self.view.palette()
        font = QFont(option.font)
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.05)
        p.setFont(font)
        p.setPen(palette.color(QPalette.ColorRole.Text))
        p.drawText(rect.adjusted(6, 4, -6, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, text)
        p.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        p.drawLine(rect.left() + 6, rect.bottom(), rect.right() - 6, rect.bottom())

    def _tile(self, p: QPainter, option: QStyleOptionViewItem, entry: DeckEntry) -> None:
        palette: QPalette = option.palette
        box = QRectF(option.rect).adjusted(2, 2, -2, -2)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected or option.state & QStyle.StateFlag.State_MouseOver:
            colour = QColor(palette.color(QPalette.ColorRole.Highlight))
            colour.setAlpha(60 if selected else 22)
            p.setBrush(colour)
            p.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2) if selected else Qt.PenStyle.NoPen)
            p.drawRoundedRect(box, 8, 8)
        drawable = entry.usable or not entry.checked
        felt = QRectF(box.left() + 6, box.top() + 6, box.width() - 12, FELT_H)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2e7d3a") if drawable else QColor("#8d8d8d"))
        p.drawRoundedRect(felt, 6, 6)
        self._cards(p, felt, entry, drawable)
        # the name, then where it comes from (or that it cannot be used)
        text = QRectF(box.left() + 6, felt.bottom() + 4, box.width() - 12, box.bottom() - felt.bottom() - 6)
        font = QFont(option.font)
        font.setBold(True)
        p.setFont(font)
        p.setPen(palette.color(QPalette.ColorRole.Text))
        title = self.titles.get(entry.key, entry.name) + (" ✓" if selected else "")
        line = QFontMetrics(font).height()
        p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   QFontMetrics(font).elidedText(title, Qt.TextElideMode.ElideRight, int(text.width())))
        font.setBold(False)
        font.setPointSizeF(font.pointSizeF() * 0.9)
        p.setFont(font)
        if entry.checked and not entry.usable:
            p.setPen(legible(QColor(ERROR), palette))
            sub = tr("prefs", "Cannot be used")
        else:
            p.setPen(legible(palette.color(QPalette.ColorRole.PlaceholderText), palette))
            sub = self.kinds.get(entry.kind, entry.kind)
            if not entry.checked:
                sub = tr("prefs", "checking…")
            elif entry.aspect and not 1.3 <= entry.aspect <= 1.7:
                sub = tr("prefs", "landscape cards") if entry.aspect < 1 else tr("prefs", "odd shape")
        p.drawText(text.adjusted(0, line, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   QFontMetrics(font).elidedText(sub, Qt.TextElideMode.ElideRight, int(text.width())))

    def _cards(self, p: QPainter, felt: QRectF, entry: DeckEntry, drawable: bool) -> None:
        """The sample cards fanned across the felt; a blank place until they are drawn."""
        thumbs = self.thumbs.get(entry) if drawable else {}
        aspect = entry.aspect or CARD_ASPECT
        card_h = min(float(CARD_H), (felt.width() - 12) * aspect)
        card_w = card_h / aspect
        step = (felt.width() - 12 - card_w) / (len(SAMPLES) - 1)
        y = felt.center().y() - card_h / 2
        for n, element in enumerate(SAMPLES):
            target = QRectF(felt.left() + 6 + n * step, y, card_w, card_h)
            pm = thumbs.get(element) if thumbs else None
            if pm is not None:
                p.drawPixmap(target, pm, QRectF(pm.rect()))
            else:
                p.setBrush(QColor(255, 255, 255, 90) if element != "back" else QColor(0, 0, 0, 60))
                p.setPen(QPen(QColor(0, 0, 0, 50), 1))
                p.drawRoundedRect(target, 3, 3)
