"""Preferences (T-1): four tabs, OK / Apply / Cancel as on the platform.

The dialog edits a copy of the settings; ``applied`` hands the window a new
:class:`Settings` on Apply and on OK, and the window decides what takes
effect at once (the look of the table) and what waits for the next deal
(draw, passes, suits, level, rule options).
"""

from __future__ import annotations

import copy

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...decks.renderer import CardRenderer, DeckChoice, builtin_backs, builtin_decks, resolve
from ...storage.settings import Settings
from ..game_flow import player_name
from ..scene.pile_item import TABLES
from ..text import tr
from .deck_preview import DeckPreview

DEAL_FIELDS = ("klondike_draw", "klondike_passes", "klondike_guaranteed", "spider_suits", "pyramid_level")
RULE_FIELDS = ("freecell_takeback", "freecell_automove", "auto_finish", "time_bonus")
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
    label.setStyleSheet("color: palette(dark); font-size: 9pt;")
    return label


def deck_name(choice: DeckChoice) -> str:
    names = {
        "builtin:classic": tr("prefs", "Classic"),
        "builtin:large_index": tr("prefs", "Large index"),
        "builtin:four_colour": tr("prefs", "Four colours"),
        "builtin:blue": tr("prefs", "Blue"),
        "builtin:green": tr("prefs", "Green"),
        "builtin:red": tr("prefs", "Red"),
        "builtin:geometric": tr("prefs", "Geometric"),
    }
    return names.get(choice.key, choice.name)


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
        self.tabs.addTab(self._behaviour_tab(settings), tr("prefs", "&Behaviour"))
        self.tabs.addTab(self._player_tab(settings), tr("prefs", "&Language && player"))
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
        page = QWidget()
        box = QVBoxLayout(page)
        klondike = QGroupBox(tr("prefs", "Klondike"))
        form = QFormLayout(klondike)
        self.draw = _combo([(tr("prefs", "One card"), 1), (tr("prefs", "Three cards"), 3)], s.klondike_draw)
        form.addRow(tr("prefs", "&Draw:"), self.draw)
        self.passes = QSpinBox()
        self.passes.setRange(0, 99)
        self.passes.setSpecialValueText(tr("prefs", "Unlimited"))
        self.passes.setValue(s.klondike_passes)
        self.passes.setToolTip(tr("prefs", "How many times you may go through the stock (0: unlimited)."))
        form.addRow(tr("prefs", "&Passes through the stock:"), self.passes)
        self.guaranteed = QCheckBox(tr("prefs", "Only deals with a proven solution"))
        self.guaranteed.setChecked(s.klondike_guaranteed)
        form.addRow("", self.guaranteed)
        box.addWidget(klondike)

        row = QHBoxLayout()
        spider = QGroupBox(tr("prefs", "Spider"))
        form = QFormLayout(spider)
        self.suits = _combo(
            [(tr("prefs", "1 suit"), 1), (tr("prefs", "2 suits"), 2), (tr("prefs", "4 suits"), 4)],
            s.spider_suits,
        )
        form.addRow(tr("prefs", "S&uits:"), self.suits)
        row.addWidget(spider)
        pyramid = QGroupBox(tr("prefs", "Pyramid"))
        form = QFormLayout(pyramid)
        self.level = _combo(
            [
                (tr("prefs", "Easy"), "easy"),
                (tr("prefs", "Standard"), "standard"),
                (tr("prefs", "Random"), "random"),
            ],
            s.pyramid_level,
        )
        form.addRow(tr("prefs", "Le&vel:"), self.level)
        self.values = QCheckBox(tr("prefs", "Show the values of A, J, Q and K"))
        self.values.setChecked(s.pyramid_show_values)
        form.addRow(self.values)
        row.addWidget(pyramid, 1)
        box.addLayout(row)

        freecell = QGroupBox(tr("prefs", "FreeCell"))
        fbox = QVBoxLayout(freecell)
        self.takeback = QCheckBox(tr("prefs", "Cards may come back from the foundations"))
        self.takeback.setChecked(s.freecell_takeback)
        self.automove = QCheckBox(tr("prefs", "Move safe cards to the foundations by themselves"))
        self.automove.setChecked(s.freecell_automove)
        fbox.addWidget(self.takeback)
        fbox.addWidget(self.automove)
        box.addWidget(freecell)
        box.addWidget(_note(tr("prefs", "These options apply from the next deal.")))
        box.addStretch()
        return page

    def _look_tab(self, s: Settings) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        form = QFormLayout()
        self.deck = _combo([(deck_name(d), d.key) for d in builtin_decks()], s.deck)
        self.back = _combo([(deck_name(d), d.key) for d in builtin_backs()], s.back)
        self.table = QComboBox()
        for key, name in table_names().items():
            swatch = QPixmap(16, 16)
            swatch.fill(QColor(TABLES[key][0]))
            self.table.addItem(QIcon(swatch), name, key)
        _select(self.table, s.table)
        form.addRow(tr("prefs", "Card &deck:"), self.deck)
        form.addRow(tr("prefs", "Card &back:"), self.back)
        form.addRow(tr("prefs", "&Table:"), self.table)
        box.addLayout(form)
        self.preview = DeckPreview(self._renderer(), s.table)
        box.addWidget(self.preview, 1)
        box.addWidget(_note(tr("prefs", "The cards and the table change at once; the game goes on.")))
        return page

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
        form = QFormLayout()
        self.speed = _combo(
            [(tr("prefs", "Normal"), "normal"), (tr("prefs", "Fast"), "fast"), (tr("prefs", "Off"), "off")],
            s.animation_speed,
        )
        form.addRow(tr("prefs", "&Animations:"), self.speed)
        box.addLayout(form)
        self.auto_finish = QCheckBox(
            tr("prefs", "&Finish a Klondike game by itself once every card is face up")
        )
        self.auto_finish.setChecked(s.auto_finish)
        self.time_bonus = QCheckBox(tr("prefs", "Add a &time bonus to the score of a won game"))
        self.time_bonus.setChecked(s.time_bonus)
        box.addWidget(self.auto_finish)
        box.addWidget(self.time_bonus)
        box.addWidget(_note(tr("prefs", "Auto-finish and the time bonus apply from the next deal.")))
        box.addStretch()
        return page

    def _player_tab(self, s: Settings) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        form = QFormLayout()
        self.language = _combo(list((v, k) for k, v in language_names().items()), s.language)
        form.addRow(tr("prefs", "&Language:"), self.language)
        self.player = QLineEdit(player_name(s))
        self.player.setMaxLength(40)
        self.player.setPlaceholderText(tr("prefs", "Your name on the leaderboard"))
        form.addRow(tr("prefs", "&Player name:"), self.player)
        box.addLayout(form)
        box.addWidget(_note(tr("prefs", "A new language takes effect the next time Paciência starts.")))
        box.addStretch()
        return page

    # -- state ------------------------------------------------------------------
    def _watch(self) -> None:
        for combo in (self.draw, self.suits, self.level, self.deck, self.back, self.table, self.speed,
                      self.language):
            combo.currentIndexChanged.connect(self._changed)
        for check in (self.guaranteed, self.values, self.takeback, self.automove, self.tap,
                      self.auto_finish, self.time_bonus):
            check.toggled.connect(self._changed)
        self.passes.valueChanged.connect(self._changed)
        self.player.textChanged.connect(self._changed)

    def _renderer(self) -> CardRenderer:
        return CardRenderer(
            resolve(str(self.deck.currentData()), builtin_decks()),
            resolve(str(self.back.currentData()), builtin_backs()),
        )

    def _changed(self) -> None:
        if hasattr(self, "preview"):
            self.preview.set_look(self._renderer(), str(self.table.currentData()))
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply.setEnabled(self.settings() != self._base)

    def settings(self) -> Settings:
        """The settings as the dialog shows them now."""
        s = copy.deepcopy(self._base)
        self.apply_to(s)
        return s

    def apply_to(self, s: Settings) -> None:
        s.klondike_draw = int(self.draw.currentData())
        s.klondike_passes = self.passes.value()
        s.klondike_guaranteed = self.guaranteed.isChecked()
        s.spider_suits = int(self.suits.currentData())
        s.pyramid_level = str(self.level.currentData())
        s.pyramid_show_values = self.values.isChecked()
        s.freecell_takeback = self.takeback.isChecked()
        s.freecell_automove = self.automove.isChecked()
        s.deck = str(self.deck.currentData())
        s.back = str(self.back.currentData())
        s.table = str(self.table.currentData())
        s.tap_moves = self.tap.isChecked()
        s.animation_speed = str(self.speed.currentData())
        s.auto_finish = self.auto_finish.isChecked()
        s.time_bonus = self.time_bonus.isChecked()
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
