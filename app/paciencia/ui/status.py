"""The status line (U-5) and the unobtrusive banner above the table (K-11, P-7, P-9)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QStatusBar, QToolButton, QWidget

from .text import tr


def clock_text(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class StatusLine(QStatusBar):
    """Game · variant, score, moves, time, code on the right; messages on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.game = self._label()
        self.score = self._label()
        self.moves = self._label()
        self.time = self._label()
        self.code = self._label()
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.game, self.code):
            label.setMinimumWidth(1)  # a narrow window cuts the long texts instead of growing
        self.setStyleSheet("QStatusBar { padding: 2px 6px; } QStatusBar QLabel { padding: 0 8px; }")

    def _label(self) -> QLabel:
        label = QLabel()
        self.addPermanentWidget(label)
        return label

    def set_figures(self, game: str, score: int | None, moves: int, seconds: float, code: str) -> None:
        self.game.setText(game)
        self.score.setVisible(score is not None)
        if score is not None:
            self.score.setText(tr("status", "Score: {n}").format(n=score))
        self.moves.setText(tr("status", "Moves: {n}").format(n=moves))
        self.time.setText(tr("status", "Time: {t}").format(t=clock_text(seconds)))
        self.code.setText(code)

    def set_time(self, seconds: float) -> None:
        self.time.setText(tr("status", "Time: {t}").format(t=clock_text(seconds)))

    def say(self, text: str) -> None:
        if text:
            self.showMessage(text, 10000)
        else:
            self.clearMessage()


class Banner(QFrame):
    """A slim bar over the table: a warning plus, when useful, one action button."""

    action = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(
            "#banner { background: #fff4d6; border-bottom: 1px solid #d8b75a; }"
            "#banner QLabel { color: #4a3b10; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 6, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.text, 1)
        self.button = QPushButton()
        self.button.clicked.connect(lambda: self.action.emit(self._kind))
        layout.addWidget(self.button)
        close = QToolButton()
        close.setText("✕")
        close.setAutoRaise(True)
        close.setToolTip(tr("banner", "Hide"))
        close.clicked.connect(self.hide)
        layout.addWidget(close)
        self._kind = ""
        self.hide()

    def show_text(self, text: str, kind: str) -> None:
        if not text:
            self.hide()
            return
        self._kind = kind
        self.text.setText(text)
        labels = {
            "resign": tr("banner", "Resign"),
            "go_back": tr("banner", "Go back before the mistake"),
            "new_deal": tr("banner", "New deal"),
        }
        self.button.setVisible(kind in labels)
        self.button.setText(labels.get(kind, ""))
        self.show()
