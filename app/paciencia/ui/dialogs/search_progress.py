"""The progress indicator of a search (V-7, K-14): shown only when the search
takes longer than half a second, with a Cancel button.

It is window-modal and opened with ``open()``, never ``exec()``: the event loop
keeps turning (the table repaints, the clock ticks) while the search runs on
the worker thread. :attr:`cancelled` is emitted once when the player cancels
(button, Esc, or closing it); :meth:`finish` closes it without that signal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QVBoxLayout, QWidget

from ..text import tr, tr_n

SHOW_AFTER_MS = 500
"""V-7: progress is shown for anything that takes over half a second."""


class SearchProgress(QDialog):
    cancelled = Signal()

    def __init__(
        self,
        title: str,
        text: Callable[[int, int], str],
        total: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        """``text(done, total)`` gives the label; ``total`` 0 shows a busy bar."""
        super().__init__(parent)
        self.setObjectName("search_progress")
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._text = text
        self._finished = False
        box = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(480)
        box.addWidget(self.label)
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        box.addWidget(self.bar)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("search", "Cancel"))
        cancel.setObjectName("cancel")
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.cancel_button = cancel
        self.set_progress(0, total)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._appear)

    def set_progress(self, done: int, total: int) -> None:
        self.label.setText(self._text(done, total))
        if total > 0:
            self.bar.setRange(0, total)
            self.bar.setValue(min(done, total))
        else:
            self.bar.setRange(0, 0)  # busy: how long is not known

    def show_later(self, ms: int = SHOW_AFTER_MS) -> None:
        """Appear after ``ms`` unless :meth:`finish` came first."""
        self._timer.start(ms)

    def _appear(self) -> None:
        if not self._finished:
            self.open()

    def finish(self) -> None:
        """The search answered (or was superseded): go away without ``cancelled``."""
        self._finished = True
        self._timer.stop()
        if self.isVisible():
            self.hide()
        self.deleteLater()

    def reject(self) -> None:
        if not self._finished:
            self._finished = True
            self._timer.stop()
            self.cancelled.emit()
        super().reject()
        self.deleteLater()


def deal_search_text(done: int, total: int) -> str:
    """K-14's indicator: the candidate being searched."""
    return tr_n("search", "Looking for a deal with a proven solution… candidate {k} of %n", total).format(
        k=max(1, done)
    )


def winnable_text(done: int, total: int) -> str:
    return tr("search", "Searching whether this deal can still be won…")
