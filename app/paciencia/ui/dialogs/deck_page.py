"""The card deck page of the preferences (T-1, T-2): every deck as a row of sample cards.

Decks are grouped by origin (Built-in, On this system, Imported) under
headers. A row shows A♠ K♥ Q♣ 10♦ and the back, the deck's name and where
it comes from, or why it cannot be used. Rows are drawn by a delegate and
their cards asked for only when the row is first painted (a ``QListView``
paints the visible rows only), so the dialog opens at once even with fifty
decks installed; where they come from (the disk cache, the render helper, a
worker) is :mod:`deck_thumbs`.

The card back is chosen apart from the face: the built-in backs, or the
chosen deck's own back. Import… (a deck file, or a folder) and Remove (an
imported deck, after a confirmation) work in place.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ...decks.card_images import new_card_image
from ...decks.discover import DeckEntry, builtin_backs, discover
from ...decks.renderer import BACK_OWN, CARD_ASPECT
from ..text import reason_text, tr
from .deck_thumbs import SAMPLES, THUMB_W, Thumbs

KEY, ENTRY, HEADER = Qt.ItemDataRole.UserRole + 1, Qt.ItemDataRole.UserRole + 2, Qt.ItemDataRole.UserRole + 3
ROW_H = 92
HEADER_H = 30


def group_names() -> dict[str, str]:
    return {
        "builtin": tr("prefs", "Built-in"),
        "system": tr("prefs", "On this system"),
        "imported": tr("prefs", "Imported"),
    }


def kind_names() -> dict[str, str]:
    return {
        "builtin": tr("prefs", "Paciência"),
        "kde": tr("prefs", "KDE card deck"),
        "aisleriot": tr("prefs", "AisleRiot theme"),
        "pysol": tr("prefs", "PySol cardset"),
    }


def deck_title(entry: DeckEntry) -> str:
    names = {
        "builtin:classic": tr("prefs", "Classic"),
        "builtin:large_index": tr("prefs", "Large index"),
        "builtin:four_colour": tr("prefs", "Four colours"),
        "builtin:blue": tr("prefs", "Blue"),
        "builtin:green": tr("prefs", "Green"),
        "builtin:red": tr("prefs", "Red"),
        "builtin:geometric": tr("prefs", "Geometric"),
    }
    return names.get(entry.key, entry.name)


class DeckDelegate(QStyledItemDelegate):
    def __init__(self, view: DeckList) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return QSize(360, HEADER_H if index.data(HEADER) else ROW_H)

    def paint(self, p: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        rect = QRect(option.rect)
        palette: QPalette = option.palette
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if index.data(HEADER):
            font = QFont(option.font)
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.05)
            p.setFont(font)
            p.setPen(palette.color(QPalette.ColorRole.Text))
            text_rect = rect.adjusted(6, 4, -6, -2)
            p.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, index.data())
            p.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
            p.drawLine(rect.left() + 6, rect.bottom(), rect.right() - 6, rect.bottom())
            p.restore()
            return
        entry: DeckEntry = index.data(ENTRY)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hover = bool(option.state & QStyle.StateFlag.State_MouseOver)
        box = QRectF(rect).adjusted(3, 3, -3, -3)
        if selected or hover:
            colour = QColor(palette.color(QPalette.ColorRole.Highlight))
            colour.setAlpha(60 if selected else 22)
            p.setBrush(colour)
            p.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 1.5) if selected else Qt.PenStyle.NoPen)
            p.drawRoundedRect(box, 8, 8)
        # the sample cards on a strip of felt
        thumbs = self.view.thumbs.get(entry) if entry.usable or not entry.checked else {}
        aspect = entry.aspect or CARD_ASPECT
        card_h = min(THUMB_W * aspect, ROW_H - 18)
        card_w = card_h / aspect
        felt = QRectF(box.left() + 8, box.top() + 6, 5 * card_w * 0.78 + card_w * 0.22 + 16, box.height() - 12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2e7d3a") if entry.usable or not entry.checked else QColor("#8d8d8d"))
        p.drawRoundedRect(felt, 6, 6)
        x = felt.left() + 8
        y = felt.center().y() - card_h / 2
        for n, element in enumerate(SAMPLES):
            target = QRectF(x + n * card_w * 0.78, y, card_w, card_h)
            pm = thumbs.get(element) if thumbs else None
            if pm is not None:
                p.drawPixmap(target, pm, QRectF(pm.rect()))
            else:
                p.setBrush(QColor(255, 255, 255, 90) if element != "back" else QColor(0, 0, 0, 60))
                p.setPen(QPen(QColor(0, 0, 0, 50), 1))
                p.drawRoundedRect(target, 3, 3)
        # the name and where it comes from (or why it cannot be used)
        text_left = felt.right() + 14
        text = QRectF(text_left, box.top() + 8, box.right() - text_left - 8, box.height() - 16)
        font = QFont(option.font)
        font.setBold(True)
        p.setFont(font)
        p.setPen(palette.color(QPalette.ColorRole.Text))
        title = deck_title(entry) + ("  ✓" if selected else "")
        p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title)
        font.setBold(False)
        font.setPointSizeF(font.pointSizeF() * 0.9)
        p.setFont(font)
        line = QRectF(text.left(), text.top() + 24, text.width(), text.height() - 24)
        if entry.checked and not entry.usable:
            p.setPen(QColor("#b3261e"))
            why = reason_text(entry.reason) if entry.reason else tr("prefs", "This deck cannot be used.")
            p.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                       tr("prefs", "Cannot be used: {why}").format(why=why))
        else:
            p.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            sub = kind_names().get(entry.kind, entry.kind)
            if not entry.checked:
                sub += " · " + tr("prefs", "checking…")
            elif entry.aspect and not 1.3 <= entry.aspect <= 1.7:
                sub += " · " + (tr("prefs", "landscape cards") if entry.aspect < 1 else tr("prefs", "odd shape"))
            p.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, sub)
        p.restore()


class DeckList(QListView):
    """Every deck, grouped; behaves like a combo box for the dialog (``findData``…)."""

    currentIndexChanged = Signal(int)  # noqa: N815 - the QComboBox name the dialog uses
    entry_checked = Signal(object)  # a DeckEntry whose full check just finished

    def __init__(self, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decks")
        self.setAccessibleName(tr("prefs", "Card decks"))
        self.model_ = QStandardItemModel(self)
        self.setModel(self.model_)
        self.thumbs = Thumbs(self._checked, self.devicePixelRatioF())
        self.setItemDelegate(DeckDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setUniformItemSizes(False)
        self.setMouseTracking(True)
        self.setMinimumHeight(260)
        self.rows: dict[str, QStandardItem] = {}
        self.entries: dict[str, DeckEntry] = {}
        self.reload(current)
        self.selectionModel().currentChanged.connect(lambda *_: self.currentIndexChanged.emit(self.currentIndex_()))

    def hideEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        self.thumbs.stop()
        self.thumbs.asked.clear()  # shown again: rows not drawn yet are asked for again
        self.thumbs.asked.update(self.thumbs.pixmaps)
        super().hideEvent(event)

    def reload(self, current: str | None = None) -> None:
        """Discover the decks again (cheap) and list them, keeping or setting the choice."""
        current = current if current is not None else self.currentData()
        self.model_.clear()
        self.rows.clear()
        entries = discover()
        self.entries = {e.key: e for e in entries}
        for origin, title in group_names().items():
            group = [e for e in entries if e.origin == origin]
            if not group and origin != "imported":
                continue
            header = QStandardItem(title)
            header.setData(True, HEADER)
            header.setFlags(Qt.ItemFlag.NoItemFlags)
            self.model_.appendRow(header)
            if not group:
                hint = QStandardItem(tr("prefs", "Decks you import appear here."))
                hint.setData(True, HEADER)
                hint.setFlags(Qt.ItemFlag.NoItemFlags)
                self.model_.appendRow(hint)
            for entry in group:
                item = QStandardItem(deck_title(entry))
                item.setData(entry.key, KEY)
                item.setData(entry, ENTRY)
                item.setToolTip(str(entry.path))
                self._set_flags(item, entry)
                self.model_.appendRow(item)
                self.rows[entry.key] = item
        if current is not None:
            self.select(current)

    @staticmethod
    def _set_flags(item: QStandardItem, entry: DeckEntry) -> None:
        usable = entry.usable or not entry.checked
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if usable else Qt.ItemFlag.NoItemFlags)
        if entry.checked and not entry.usable and entry.reason is not None:
            item.setToolTip(f"{entry.path}\n{reason_text(entry.reason)}")

    def _checked(self, entry: DeckEntry) -> None:
        item = self.rows.get(entry.key)
        if item is None:
            return
        self.entries[entry.key] = entry
        item.setData(entry, ENTRY)
        self._set_flags(item, entry)
        self.entry_checked.emit(entry)

    # -- the QComboBox-like face the dialog uses ----------------------------------
    def currentIndex_(self) -> int:  # noqa: N802
        return self.currentIndex().row()

    def currentData(self) -> str | None:  # noqa: N802
        index = self.currentIndex()
        return index.data(KEY) if index.isValid() else None

    def current_entry(self) -> DeckEntry | None:
        key = self.currentData()
        return self.entries.get(key) if key else None

    def findData(self, key: str) -> int:  # noqa: N802
        item = self.rows.get(key)
        return item.row() if item is not None else -1

    def setCurrentIndex(self, row: int) -> None:  # type: ignore[override]  # noqa: N802
        if row >= 0:
            index = self.model_.index(row, 0)
            self.selectionModel().setCurrentIndex(index, self.selectionModel().SelectionFlag.ClearAndSelect)
            self.scrollTo(index)

    def select(self, key: str) -> bool:
        row = self.findData(key)
        if row < 0:
            row = self.findData("builtin:classic")
        self.setCurrentIndex(row)
        return row >= 0


class BackList(QListWidget):
    """The card backs, side by side: the built-in ones, then the chosen deck's own."""

    currentIndexChanged = Signal(int)  # noqa: N815

    def __init__(self, current: str, thumbs: Thumbs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.thumbs = thumbs
        thumbs.listeners.append(self._arrived)
        self.setObjectName("backs")
        self.setAccessibleName(tr("prefs", "Card backs"))
        self.setViewMode(QListWidget.ViewMode.IconMode)
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(False)
        self.setMovement(QListWidget.Movement.Static)
        self.setIconSize(QSize(44, 62))
        self.setGridSize(QSize(92, 104))
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setFixedHeight(114)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        names = {"builtin:blue": tr("prefs", "Blue"), "builtin:green": tr("prefs", "Green"),
                 "builtin:red": tr("prefs", "Red"), "builtin:geometric": tr("prefs", "Geometric")}
        for entry in builtin_backs():
            item = QListWidgetItem(names.get(entry.key, entry.name))
            item.setData(KEY, entry.key)
            self.addItem(item)
            thumbs.get(entry, ("back",))
        self.own = QListWidgetItem(tr("prefs", "The deck's own"))
        self.own.setData(KEY, BACK_OWN)
        self.own.setToolTip(tr("prefs", "The back drawn by the chosen deck's artist"))
        self.addItem(self.own)
        self.setCurrentIndex(self.findData(current))
        if self.currentRow() < 0:
            self.setCurrentRow(0)
        self.currentRowChanged.connect(self.currentIndexChanged.emit)

    def _arrived(self, key: str) -> None:
        row = self.findData(key)
        pm = self.thumbs.pixmaps.get(key, {}).get("back")
        if row >= 0 and pm is not None and self.item(row) is not self.own:
            self.item(row).setIcon(QIcon(pm))

    def set_own(self, pm: QPixmap | None) -> None:
        if pm is None:
            image = new_card_image(44, 62, self.devicePixelRatioF())
            image.fill(QColor(0, 0, 0, 0))
            pm = QPixmap.fromImage(image)
        self.own.setIcon(QIcon(pm))

    def currentData(self) -> str:  # noqa: N802
        item = self.currentItem()
        return str(item.data(KEY)) if item is not None else "builtin:blue"

    def findData(self, key: str) -> int:  # noqa: N802
        for row in range(self.count()):
            if self.item(row).data(KEY) == key:
                return row
        return -1

    def setCurrentIndex(self, row: int) -> None:  # type: ignore[override]  # noqa: N802 - a row, as QComboBox's
        if row >= 0:
            self.setCurrentRow(row)
