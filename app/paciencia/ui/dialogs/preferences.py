"""Preferences (T-1): three tabs, OK / Apply / Cancel as on the platform.

The tabs hold about the same height of controls (the games' options; the
deck, back, table and preview; behaviour, language and player), so none is
mostly empty at the dialog's size, which the tallest one sets.

The dialog edits a copy of the settings; ``applied`` hands the window a new
:class:`Settings` on Apply and on OK, and the window decides what takes
effect at once (the look of the table) and what waits for the next deal
(draw, passes, suits, level, rule options).
"""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core import registry
from ...decks.choice import renderer_for_keys
from ...decks.discover import DeckEntry
from ...decks.refusals import DeckError
from ...decks.renderer import CardRenderer
from ...play.flow import player_name
from ...storage.settings import Settings
from ..fonts import font_pt
from ..readable import ERROR, text_css
from ..scene.pile_item import TABLES
from ..text import game_name, reason_text, tr
from .deck_import import confirm_remove, do_import, do_remove, import_button
from .deck_page import BackList, DeckList
from .deck_preview import DeckPreview
from .option_widgets import option_widget, watch, widget_value

LANGUAGES = ("system", "en", "pt_BR", "pt_PT")


def _combo(items: list[tuple[str, object]], current: object) -> QComboBox:
    box = QComboBox()
    for text, value in items:
        box.addItem(text, value)
    box.setCurrentIndex(next((i for i, (_, v) in enumerate(items) if v == current), 0))
    return box


def _select(box: QComboBox, value: object) -> None:
    i = box.findData(value)
    if i >= 0:
        box.setCurrentIndex(i)


def _note(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet(f"{text_css(label)} {font_pt(0.9)}")
    return label


def table_names() -> dict[str, str]:
    return {
        "felt-green": tr("prefs", "Green felt"),
        "felt-blue": tr("prefs", "Blue felt"),
        "felt-red": tr("prefs", "Burgundy felt"),
        "felt-grey": tr("prefs", "Grey felt"),
    }


def language_names() -> dict[str, str]:
    return {
        "system": tr("prefs", "As the system"),
        "en": "English",
        "pt_BR": "Português (Brasil)",
        "pt_PT": "Português (Portugal)",
    }


class WholeScroll(QScrollArea):
    """A scroll area that asks for room for all of its page: it scrolls only when the
    screen cannot give that much."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        page = self.widget()
        inner = page.sizeHint() if page is not None else QSize()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar + 2 * self.frameWidth(), inner.height() + 2 * self.frameWidth())


class PreferencesDialog(QDialog):
    applied = Signal(object)  # a new Settings, on Apply and on OK

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("prefs", "Preferences"))
        self.setObjectName("preferences")
        self._base = copy.deepcopy(settings)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._games_tab(settings), tr("prefs", "&Games"))
        self.tabs.addTab(self._look_tab(settings), tr("prefs", "Cards && &table"))
        self.tabs.addTab(self._behaviour_tab(settings), tr("prefs", "&Behaviour && language"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self._watch()
        self._changed()

    # -- tabs ---------------------------------------------------------------
    def _games_tab(self, s: Settings) -> QWidget:
        """One group a game, its options drawn from its declaration (issue 13). In a scroll
        area: on an 800×600 screen the groups scroll rather than push the dialog off it."""
        page = QWidget()
        box = QGridLayout(page)
        self.option_widgets: dict[tuple[str, str], QWidget] = {}
        for n, info in enumerate(registry.games()):
            group = QGroupBox(game_name(info.id))
            group.setObjectName(f"options-{info.id}")
            form = QFormLayout(group)
            values = s.game_options(info.id)
            for option in info.options:
                widget = option_widget(option, values[option.name])
                widget.setObjectName(f"option-{info.id}-{option.name}")
                self.option_widgets[(info.id, option.name)] = widget
                if isinstance(widget, QCheckBox):
                    form.addRow(widget)
                else:
                    form.addRow(tr("options", option.label), widget)
            box.addWidget(group, n, 0)
        box.addWidget(_note(tr("prefs", "These options apply from the next deal.")), len(registry.games()), 0)
        box.setRowStretch(len(registry.games()) + 1, 1)
        scroll = WholeScroll()
        scroll.setWidget(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return scroll

    def option_widget(self, game: str, name: str) -> QWidget:
        return self.option_widgets[(game, name)]

    def _look_tab(self, s: Settings) -> QWidget:
        """The decks as a grid on the left, tall enough to show a dozen at once; the back,
        the table and the live preview on the right. Fits an 800×600 screen."""
        page = QWidget()
        columns = QHBoxLayout(page)
        left = QVBoxLayout()
        heading = QLabel(tr("prefs", "Card &deck:"))
        self.deck = DeckList(s.deck)
        heading.setBuddy(self.deck)
        left.addWidget(heading)
        left.addWidget(self.deck, 1)
        row = QHBoxLayout()
        self.import_button = import_button(page, self.import_path)
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
        _select(self.table, s.table)
        form.addRow(tr("prefs", "&Table:"), self.table)
        right.addLayout(form)
        self._look: CardRenderer | None = None
        self._look_keys: tuple[str, str] | None = None
        self.preview = DeckPreview(self._renderer(), s.table)
        right.addWidget(self.preview, 1)
        right.addWidget(_note(tr("prefs", "The deck and back apply to all four games; the game goes on.")))
        columns.addLayout(right, 2)
        self.deck.entry_checked.connect(self._deck_checked)
        # The chosen deck's own back shows as soon as its cards are known, from the disk
        # cache too (the dialog opened again), not only once a tile was drawn anew.
        self.deck.thumbs.listeners.append(self._thumbs_arrived)
        self._update_deck_buttons()
        return page

    # -- decks: import, remove, the deck's own back ---------------------------------
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
        self._update_deck_buttons()
        self._changed()

    def remove_selected(self) -> None:
        entry = self.deck.current_entry()
        if entry is None or entry.origin != "imported":
            return
        if not confirm_remove(self, entry.name):
            return
        try:
            do_remove(entry.key)
        except (DeckError, OSError) as e:
            why = reason_text(e.reason) if isinstance(e, DeckError) else str(e)
            self._say(why, error=True)
            return
        self.deck.reload("builtin:classic")
        self._say(tr("prefs", "Removed “{name}”.").format(name=entry.name), error=False)
        self._changed()

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

    def _behaviour_tab(self, s: Settings) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        clicks = QGroupBox(tr("prefs", "A click on a card"))
        cbox = QVBoxLayout(clicks)
        self.tap = QRadioButton(tr("prefs", "&Sends it to its best place (drag to choose)"))
        self.drag_only = QRadioButton(tr("prefs", "Does &nothing: cards move only by dragging"))
        (self.tap if s.tap_moves else self.drag_only).setChecked(True)
        cbox.addWidget(self.tap)
        cbox.addWidget(self.drag_only)
        box.addWidget(clicks)
        play = QGroupBox(tr("prefs", "Play"))
        form = QFormLayout(play)
        self.speed = _combo(
            [(tr("prefs", "Normal"), "normal"), (tr("prefs", "Fast"), "fast"), (tr("prefs", "Off"), "off")],
            s.animation_speed,
        )
        form.addRow(tr("prefs", "&Animations:"), self.speed)
        self.high_contrast = QCheckBox(tr("prefs", "High &contrast table: black felt, white outlines, bold focus"))
        self.high_contrast.setChecked(s.high_contrast)
        form.addRow(self.high_contrast)  # B-6; here, where the player sets how play looks and moves
        self.time_bonus = QCheckBox(tr("prefs", "Add a &time bonus to the score of a won game"))
        self.time_bonus.setChecked(s.time_bonus)
        form.addRow(self.time_bonus)
        form.addRow(_note(tr("prefs", "The time bonus applies from the next deal.")))
        self.sees_hidden = QCheckBox(tr("prefs", "Show whether the game is &winnable also when cards are face down"))
        self.sees_hidden.setChecked(s.solver_sees_hidden)
        form.addRow(self.sees_hidden)
        form.addRow(_note(tr("prefs", "The solver then reads the face-down cards, which you cannot see.")))
        self._sound_row(form, s)
        box.addWidget(play)
        box.addWidget(self._player_group(s))
        box.addStretch()
        return page

    def _sound_row(self, form: QFormLayout, s: Settings) -> None:
        """U-7: the same toggle as Settings ▸ Play sounds; without QtMultimedia, how to get it."""
        from ..sound.player import available, how_to_get_sound

        self.sound = QCheckBox(tr("prefs", "Play s&ounds: the deal, cards placed and turned, refusals, the win"))
        self.sound.setChecked(s.sound)
        form.addRow(self.sound)
        if not available():
            self.sound.setEnabled(s.sound)  # can still be turned off
            form.addRow(_note(how_to_get_sound()))

    def _player_group(self, s: Settings) -> QGroupBox:
        group = QGroupBox(tr("prefs", "Language and player"))
        form = QFormLayout(group)
        self.language = _combo(list((v, k) for k, v in language_names().items()), s.language)
        form.addRow(tr("prefs", "&Language:"), self.language)
        form.addRow(_note(tr("prefs", "A new language takes effect the next time Paciência starts.")))
        self.player = QLineEdit(player_name(s))
        self.player.setMaxLength(40)
        self.player.setPlaceholderText(tr("prefs", "Your name on the leaderboard"))
        form.addRow(tr("prefs", "&Player name:"), self.player)
        return group

    # -- state ------------------------------------------------------------------
    def _watch(self) -> None:
        for combo in (self.deck, self.back, self.table, self.speed, self.language):
            combo.currentIndexChanged.connect(self._changed)
        for check in (self.tap, self.time_bonus, self.high_contrast, self.sees_hidden, self.sound):
            check.toggled.connect(self._changed)
        for widget in self.option_widgets.values():
            watch(widget, self._changed)
        self.player.textChanged.connect(self._changed)

    def _renderer(self) -> CardRenderer:
        """The preview's renderer (a new one only when the deck or the back changes)."""
        keys = (str(self.deck.currentData() or "builtin:classic"), str(self.back.currentData()))
        if self._look is None or (self._look_keys != keys):
            self._look = renderer_for_keys(*keys, entries=list(self.deck.entries.values()))
            self._look_keys = keys
        return self._look

    def _changed(self) -> None:
        if hasattr(self, "preview"):
            self._update_deck_buttons()
            self.preview.set_look(self._renderer(), str(self.table.currentData()))
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply.setEnabled(self.settings() != self._base)

    def settings(self) -> Settings:
        """The settings as the dialog shows them now."""
        s = copy.deepcopy(self._base)
        self.apply_to(s)
        return s

    def apply_to(self, s: Settings) -> None:
        for (game, name), widget in self.option_widgets.items():
            s.set_option(game, name, widget_value(widget))
        s.deck = str(self.deck.currentData() or s.deck)
        s.back = str(self.back.currentData())
        s.table = str(self.table.currentData())
        s.high_contrast = self.high_contrast.isChecked()
        s.tap_moves = self.tap.isChecked()
        s.animation_speed = str(self.speed.currentData())
        s.time_bonus = self.time_bonus.isChecked()
        s.solver_sees_hidden = self.sees_hidden.isChecked()
        s.sound = self.sound.isChecked()
        s.language = str(self.language.currentData())
        name = self.player.text().strip()
        s.player_name = "" if name == player_name(Settings()) else name

    def _clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ApplyRole:
            self._apply()

    def _apply(self) -> None:
        new = self.settings()
        if new != self._base:
            self._base = copy.deepcopy(new)
            self.applied.emit(new)
        self._changed()

    def accept(self) -> None:
        self._apply()
        super().accept()
