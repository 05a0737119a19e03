"""The slim bar over the table while a solution is shown (B-2): made with the table, so that
the table's layout holds its place; the playback itself (:mod:`.playback`) comes later."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ..window.status import FittedLabel


class PlaybackBar(QFrame):
    """The slim bar over the table while a solution is shown: where it is, its buttons, and
    the speed it plays at (between the slower and faster buttons).

    The step's text takes the room the buttons leave and never asks for more (U-5: a
    step that names 32 cards widened the window to 3 600 px and pushed "Continue from
    here" off screen): what does not fit is cut after a whole word with "…", and the
    whole text is in the tooltip and the accessible name. Where the buttons would leave it
    less than :data:`TEXT_ROOM` (an 800 px window) it has a line of its own above them,
    so that what the step did is read, not cut away."""

    TEXT_ROOM = 520
    """Pixels the step's text wants beside the buttons: "Solution: step 40 of 238 · 9 of
    hearts from Column 4 to Foundation 3", with room to spare."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playback")
        self.setStyleSheet(
            "#playback { background: #e3eefc; border-bottom: 1px solid #8fb1de; }"
            "#playback QLabel { color: #17345c; }"
        )
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(12, 3, 6, 3)
        self.rows.setSpacing(2)
        self.box = QHBoxLayout()
        self.rows.addLayout(self.box)
        self.text = FittedLabel()
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.box.addWidget(self.text, 1)
        self.box.addStretch(0)  # the buttons keep to the right when the text is above them
        self.speed = QLabel()
        self.speed.setObjectName("playback-speed")
        self.hide()

    def set_text(self, text: str) -> None:
        self.text.setText(text)
        self.text.setAccessibleName(text)  # B-6: the reader hears the whole step

    def set_speed(self, text: str) -> None:
        """"Speed: 2×", between the slower and faster buttons."""
        self.speed.setText(text)
        self.speed.setAccessibleName(text)

    def add_speed(self) -> None:
        """Put the speed here, after the buttons added so far."""
        self.box.addWidget(self.speed)

    @property
    def two_lines(self) -> bool:
        """Whether the text is on a line of its own, above the buttons."""
        return self.rows.indexOf(self.text) >= 0

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        items = [self.box.itemAt(i) for i in range(self.box.count())]
        buttons = sum(item.sizeHint().width() + self.box.spacing() for item in items
                      if item is not None and item.widget() is not self.text)
        narrow = event.size().width() - 18 - buttons < self.TEXT_ROOM
        if narrow != self.two_lines:
            (self.box if narrow else self.rows).removeWidget(self.text)
            if narrow:
                self.rows.insertWidget(0, self.text)
            else:
                self.box.insertWidget(0, self.text, 1)

    def add(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the playback

        def named() -> None:  # B-6: a reader says "Faster", not the glyph ("+")
            button.setAccessibleName(action.text().replace("&", ""))

        action.changed.connect(named)
        named()
        self.box.addWidget(button)
        return button
