"""Preferences (T-1, minimal for now): look and feel plus the deal options.

Options that change the deal (draw, passes, suits, level) apply from the
next deal; the settings issue extends this dialog.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...decks.renderer import builtin_backs, builtin_decks
from ...storage.settings import Settings
from ..text import tr


def _combo(items: list[tuple[str, object]], current: object) -> QComboBox:
    box = QComboBox()
    for text, value in items:
        box.addItem(text, value)
    index = next((i for i, (_, v) in enumerate(items) if v == current), 0)
    box.setCurrentIndex(index)
    return box


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("prefs", "Preferences"))
        s = settings
        self.speed = _combo(
            [(tr("prefs", "Off"), "off"), (tr("prefs", "Fast"), "fast"), (tr("prefs", "Normal"), "normal")],
            s.animation_speed,
        )
        self.deck = _combo([(d.name, d.key) for d in builtin_decks()], s.deck)
        self.back = _combo([(d.name, d.key) for d in builtin_backs()], s.back)
        self.tap = QCheckBox(tr("prefs", "A click sends a card to its best place"))
        self.tap.setChecked(s.tap_moves)
        self.draw = _combo([(tr("prefs", "Draw 1"), 1), (tr("prefs", "Draw 3"), 3)], s.klondike_draw)
        self.passes = QSpinBox()
        self.passes.setRange(0, 99)
        self.passes.setSpecialValueText(tr("prefs", "Unlimited"))
        self.passes.setValue(s.klondike_passes)
        self.suits = _combo(
            [(tr("prefs", "1 suit"), 1), (tr("prefs", "2 suits"), 2), (tr("prefs", "4 suits"), 4)],
            s.spider_suits,
        )
        self.level = _combo(
            [
                (tr("prefs", "Easy"), "easy"),
                (tr("prefs", "Standard"), "standard"),
                (tr("prefs", "Random"), "random"),
            ],
            s.pyramid_level,
        )
        self.values = QCheckBox(tr("prefs", "Show the values of A, J, Q and K"))
        self.values.setChecked(s.pyramid_show_values)
        form = QFormLayout()
        form.addRow(tr("prefs", "Animations:"), self.speed)
        form.addRow(tr("prefs", "Card deck:"), self.deck)
        form.addRow(tr("prefs", "Card back:"), self.back)
        form.addRow("", self.tap)
        form.addRow(tr("prefs", "Klondike:"), self.draw)
        form.addRow(tr("prefs", "Klondike passes:"), self.passes)
        form.addRow(tr("prefs", "Spider:"), self.suits)
        form.addRow(tr("prefs", "Pyramid level:"), self.level)
        form.addRow("", self.values)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        note = QLabel(tr("prefs", "Draw, passes, suits and level apply from the next deal."))
        note.setStyleSheet("color: palette(mid);")
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def apply_to(self, s: Settings) -> None:
        s.animation_speed = str(self.speed.currentData())
        s.deck = str(self.deck.currentData())
        s.back = str(self.back.currentData())
        s.tap_moves = self.tap.isChecked()
        s.klondike_draw = int(self.draw.currentData())
        s.klondike_passes = self.passes.value()
        s.spider_suits = int(self.suits.currentData())
        s.pyramid_level = str(self.level.currentData())
        s.pyramid_show_values = self.values.isChecked()
