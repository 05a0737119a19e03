"""The "Cards & table" tab of the preferences (T-1, T-2): the deck grid with Import… and
Remove, the card back, the felt, and a live preview of the three.

The decks as a grid on the left, tall enough to show a dozen at once (:mod:`.deck_page`);
the back, the table and the preview on the right. Fits an 800×600 screen. Importing
and removing decks (:mod:`.deck_import`) happen in place, with what happened said under
the grid. The chosen deck's own back is offered as soon as its cards are known.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...decks.choice import renderer_for_keys
from ...decks.discover import DeckEntry
from ...decks.refusals import DeckError
from ...decks.renderer import CardRenderer
from ...storage.settings import Settings
from ..readable import ERROR, note, text_css
from ..scene.felt import TABLES
from ..text import reason_text, tr
from .deck_import import confirm_remove, do_import, do_remove, import_button
from .deck_page import BackList, DeckList
from .deck_preview import DeckPreview


def table_names() -> dict[str, str]:
    return {
        "felt-green": tr("prefs", "Green felt"),
        "felt-blue": tr("prefs", "Blue felt"),
        "felt-red": tr("prefs", "Burgundy felt"),
        "felt-grey": tr("prefs", "Grey felt"),
    }


class LookTab(QWidget):
    changed = Signal()  # the deck, back or table chosen changed, or a deck was imported or removed

    def __init__(self, s: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        columns = QHBoxLayout(self)
        left = QVBoxLayout()
        heading = QLabel(tr("prefs", "Card &deck:"))
        self.deck = DeckList(s.deck)
        heading.setBuddy(self.deck)
        left.addWidget(heading)
        left.addWidget(self.deck, 1)
        row = QHBoxLayout()
        self.import_button = import_button(self, self.import_path)
        self.remove_button = QPushButton(tr("prefs", "&Remove"))
        self.remove_button.setObjectName("remove-deck")
        self.remove_button.setToolTip(tr("prefs", "Remove the selected imported deck"))
        self.remove_button.clicked.connect(self.remove_selected)
        row.addWidget(self.import_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        left.addLayout(row)
        self.deck_message = QLabel()
        self.deck_message.setObjectName("deck-message")
        self.deck_message.setWordWrap(True)
        self.deck_message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        left.addWidget(self.deck_message)
        columns.addLayout(left, 3)
        right = QVBoxLayout()
        back_heading = QLabel(tr("prefs", "Card &back:"))
        self.back = BackList(s.back, self.deck.thumbs)
        back_heading.setBuddy(self.back)
        right.addWidget(back_heading)
        right.addWidget(self.back)
        form = QFormLayout()
        self.table = QComboBox()
        for key, name in table_names().items():
            swatch = QPixmap(16, 16)
            swatch.fill(QColor(TABLES[key][0]))
            self.table.addItem(QIcon(swatch), name, key)
        i = self.table.findData(s.table)
        if i >= 0:
            self.table.setCurrentIndex(i)
        form.addRow(tr("prefs", "&Table:"), self.table)
        right.addLayout(form)
        self._look: CardRenderer | None = None
        self._look_keys: tuple[str, str] | None = None
        self.preview = DeckPreview(self._renderer(), s.table)
        right.addWidget(self.preview, 1)
        right.addWidget(note(tr("prefs", "The deck and back apply to every game; the game goes on.")))
        columns.addLayout(right, 2)
        self.deck.entry_checked.connect(self._deck_checked)
        # The chosen deck's own back shows as soon as its cards are known, from the disk
        # cache too (the dialog opened again), not only once a tile was drawn anew.
        self.deck.thumbs.listeners.append(self._thumbs_arrived)
        self._update_deck_buttons()
        for combo in (self.deck, self.back, self.table):
            combo.currentIndexChanged.connect(self._shown_changed)

    def chosen(self, s: Settings) -> Settings:
        """``s`` with the deck, back and table chosen here."""
        return s._replace(
            deck=str(self.deck.currentData() or s.deck), back=str(self.back.currentData()),
            table=str(self.table.currentData()),
        )

    # -- import, remove, the deck's own back -------------------------------------------
    def import_path(self, path: Path) -> None:
        """Import a deck file or folder (on a worker); select it, or say why it was refused."""
        self._say(tr("prefs", "Checking {name}…").format(name=path.name), error=False)
        self.import_button.setEnabled(False)
        do_import(path, self._imported)

    def _imported(self, result: object) -> None:
        self.import_button.setEnabled(True)
        if isinstance(result, DeckError):
            self._say(tr("prefs", "Not imported: {why}").format(why=reason_text(result.reason)), error=True)
            return
        if isinstance(result, BaseException):
            self._say(tr("prefs", "Not imported: {why}").format(why=str(result)), error=True)
            return
        entry = result
        assert isinstance(entry, DeckEntry)
        self.deck.reload(entry.key)
        self._say(tr("prefs", "Imported “{name}”.").format(name=entry.name), error=False)
        self._shown_changed()

    def remove_selected(self) -> None:
        entry = self.deck.current_entry()
        if entry is None or entry.origin != "imported":
            return
        if not confirm_remove(self.window(), entry.name):  # over the dialog, as its question
            return
        try:
            do_remove(entry.key)
        except (DeckError, OSError) as e:
            why = reason_text(e.reason) if isinstance(e, DeckError) else str(e)
            self._say(why, error=True)
            return
        self.deck.reload("builtin:classic")
        self._say(tr("prefs", "Removed “{name}”.").format(name=entry.name), error=False)
        self._shown_changed()

    def _say(self, text: str, error: bool) -> None:
        self.deck_message.setStyleSheet(text_css(self, ERROR if error else None))
        self.deck_message.setText(text)

    def _deck_checked(self, entry: DeckEntry) -> None:
        if entry.key == self.deck.currentData():
            self._update_deck_buttons()

    def _thumbs_arrived(self, key: str) -> None:
        if key == self.deck.currentData():
            self._update_deck_buttons()

    def _update_deck_buttons(self) -> None:
        entry = self.deck.current_entry()
        self.remove_button.setEnabled(entry is not None and entry.origin == "imported")
        drawable = entry is not None and (entry.usable or not entry.checked)
        # Asked for, not only looked up: the chosen deck's cards come first (from the disk
        # at once when drawn before), whether or not its tile is on screen.
        pms = self.deck.thumbs.get(entry) if entry is not None and drawable else None
        self.back.set_own(pms.get("back") if pms else None)

    # -- the preview --------------------------------------------------------------------
    def _shown_changed(self) -> None:
        self._update_deck_buttons()
        self.preview.set_look(self._renderer(), str(self.table.currentData()))
        self.changed.emit()

    def _renderer(self) -> CardRenderer:
        """The preview's renderer (a new one only when the deck or the back changes)."""
        keys = (str(self.deck.currentData() or "builtin:classic"), str(self.back.currentData()))
        if self._look is None or (self._look_keys != keys):
            self._look = renderer_for_keys(*keys, entries=list(self.deck.entries.values()))
            self._look_keys = keys
        return self._look
