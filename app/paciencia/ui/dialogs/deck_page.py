"""The card deck page of the preferences (T-1, T-2): every deck as a tile of sample cards.

Decks are grouped by origin (Built-in, On this system, Imported) under
headers. A tile (:mod:`.deck_tile`) shows A♠ K♥ Q♣ 10♦ and the back, the deck's
name and where it comes from, or that it cannot be used. Tiles flow and wrap, so
a dozen decks show at once; their cards are asked for only when a tile is first
painted (a ``QListView`` paints what is visible only), so the dialog opens at once
even with fifty decks installed; where they come from (the disk cache, the render
helper, a worker) is :mod:`deck_thumbs`.

The card back is chosen apart from the face: the built-in backs, or the
chosen deck's own back. Import… (a deck file, or a folder) and Remove (an
imported deck, after a confirmation) work in place.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPixmap,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from ...decks.card_images import new_card_image
from ...decks.discover import DeckEntry, builtin_backs, discover
from ...decks.renderer import BACK_OWN
from ..text import reason_text, tr
from .deck_thumbs import Thumbs
from .deck_tile import ENTRY, HEADER, KEY, SPACING, TILE_H, TILE_W, DeckTiles

__all__ = ["ENTRY", "HEADER", "KEY", "BackList", "DeckList", "deck_title", "group_names", "kind_names"]


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
    return builtin_titles().get(entry.key, entry.name)


def builtin_titles() -> dict[str, str]:
    return {
        "builtin:classic": tr("prefs", "Classic"),
        "builtin:large_index": tr("prefs", "Large index"),
        "builtin:four_colour": tr("prefs", "Four colours"),
        "builtin:blue": tr("prefs", "Blue"),
        "builtin:green": tr("prefs", "Green"),
        "builtin:red": tr("prefs", "Red"),
        "builtin:geometric": tr("prefs", "Geometric"),
    }


class DeckList(QListView):
    """Every deck, grouped, as tiles that flow and wrap (:mod:`.deck_tile`): many decks
    show at once. Behaves like a combo box for the dialog (``findData``…)."""

    currentIndexChanged = Signal(int)  # noqa: N815 - the QComboBox name the dialog uses
    entry_checked = Signal(object)  # a DeckEntry whose full check just finished

    def __init__(self, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decks")
        self.setAccessibleName(tr("prefs", "Card decks"))
        self.model_ = QStandardItemModel(self)
        self.setModel(self.model_)
        self.thumbs = Thumbs(self._checked, self.devicePixelRatioF())
        self.setItemDelegate(DeckTiles(self, self.thumbs, builtin_titles(), kind_names()))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # tiles flow again, headers fill their row
        self.setSpacing(SPACING)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(TILE_H // 4)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # no reflow as it comes and goes
        self.setUniformItemSizes(False)
        self.setMouseTracking(True)
        self.setMinimumSize(self._across(2), TILE_H + 40)
        self.rows: dict[str, QStandardItem] = {}
        self.entries: dict[str, DeckEntry] = {}
        self.reload(current)
        self.selectionModel().currentChanged.connect(lambda *_: self.currentIndexChanged.emit(self.currentIndex_()))

    def _across(self, tiles: int) -> int:
        """The width that holds ``tiles`` tiles side by side (frame and scroll bar included)."""
        bar = self.verticalScrollBar().sizeHint().width()
        return tiles * (TILE_W + 2 * SPACING) + SPACING + bar + 2 * self.frameWidth() + 2

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(self._across(3), 3 * (TILE_H + 2 * SPACING))

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
            self.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)

    def select(self, key: str) -> bool:
        row = self.findData(key)
        if row < 0:
            row = self.findData("builtin:classic")
        self.setCurrentIndex(row)
        return row >= 0


BACK_CELL = QSize(88, 92)
"""A back's place in the list: its picture and a name of up to two lines."""


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
        self.setWrapping(True)  # every back in sight: two rows of three
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setMovement(QListWidget.Movement.Static)
        self.setIconSize(QSize(40, 56))
        self.setGridSize(QSize(BACK_CELL.width(), BACK_CELL.height()))
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setFixedHeight(2 * BACK_CELL.height() + 2 * self.frameWidth() + 6)
        self.setMinimumWidth(3 * BACK_CELL.width() + 2 * self.frameWidth() + 6)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # three a row: all in sight
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
            image = new_card_image(40, 56, self.devicePixelRatioF())
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
