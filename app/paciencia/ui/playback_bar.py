"""The slim bar over the table while a solution is shown (B-2): made with the table, so that
the table's layout holds its place; the playback itself (:mod:`.playback`) comes later."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QToolButton, QWidget

from .status import FittedLabel


class PlaybackBar(QFrame):
    """The slim bar over the table while a solution is shown: where it is, and its buttons.

    The step's text takes the room the buttons leave and never asks for more (U-5: a
    step that names 32 cards widened the window to 3 600 px and pushed "Continue from
    here" off screen): what does not fit is cut after a whole word with "…", and the
    whole text is in the tooltip and the accessible name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playback")
        self.setStyleSheet(
            "#playback { background: #e3eefc; border-bottom: 1px solid #8fb1de; }"
            "#playback QLabel { color: #17345c; }"
        )
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(12, 3, 6, 3)
        self.text = FittedLabel()
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.box.addWidget(self.text, 1)
        self.hide()

    def set_text(self, text: str) -> None:
        self.text.setText(text)
        self.text.setAccessibleName(text)  # B-6: the reader hears the whole step

    def add(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the playback
        self.box.addWidget(button)
        return button
