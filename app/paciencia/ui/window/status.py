"""The status line (U-5) and the unobtrusive banner above the table (K-11, P-7, P-9)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStatusBar,
    QToolButton,
    QWidget,
)

from ..text import tr

ELLIPSIS = "…"
MESSAGE_MS = 10000
LARGE_COUNT = "8888"
"""A score or a move count is given the room of this value at least (issue 37 §11): one that
grows within it moves nothing on the line."""
LARGE_TIME = "88:88"
"""The clock's room likewise: the time of the first hour moves nothing."""


def clock_text(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def score_text(n: int | str) -> str:
    return tr("status", "Score: {n}").format(n=n)


def moves_text(n: int | str) -> str:
    return tr("status", "Moves: {n}").format(n=n)


def time_text(clock: str) -> str:
    return tr("status", "Time: {t}").format(t=clock)


def fit_words(text: str, width: float, metrics: QFontMetricsF) -> str:
    """``text`` as it fits in ``width`` pixels: whole, or cut after a whole word with "…".

    A game code (``paciencia://…``) is never cut: when it would be, the words before
    it go instead ("… paciencia://klondike/45483?draw=3"). Only a single word wider
    than the room is cut inside, as a last resort (the full text is in the tooltip).
    """
    if metrics.horizontalAdvance(text) <= width:
        return text
    words = text.split(" ")
    n = len(words)
    code = next((i for i, w in enumerate(words) if "://" in w), None)
    keep = 1 if code is None else code + 1  # never drop the code from the end
    for k in range(n - 1, keep - 1, -1):
        candidate = " ".join(words[:k]).rstrip(",;:·-–—") + ELLIPSIS
        if metrics.horizontalAdvance(candidate) <= width:
            return candidate
    if code is not None:  # the words before the code go, then those after it
        for j in range(1, code + 1):
            for k in range(n, code, -1):
                tail = " ".join(words[j:k]).rstrip(",;:·-–—") + (ELLIPSIS if k < n else "")
                candidate = ELLIPSIS + " " + tail
                if metrics.horizontalAdvance(candidate) <= width:
                    return candidate
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


class FittedLabel(QLabel):
    """A one-line label that never shows a word cut in half: what does not fit is cut
    after a whole word with "…", and the whole text is in the tooltip. ``text()``
    stays the whole text."""

    def __init__(self) -> None:
        super().__init__()
        self._shown = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(1)

    def full_width(self) -> int:
        """Pixels the whole text needs, padding included."""
        m = self.contentsMargins()
        return int(QFontMetricsF(self.font()).horizontalAdvance(self.text()) + 1) + m.left() + m.right()

    @property
    def shown(self) -> str:
        """The text as the player sees it now."""
        return self._shown

    def setText(self, text: str) -> None:  # noqa: N802 - Qt API
        super().setText(text)
        self._refit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._refit()

    def _refit(self) -> None:
        self._shown = fit_words(self.text(), self.contentsRect().width(), QFontMetricsF(self.font()))
        self.setToolTip(self.text() if self._shown != self.text() else "")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        if self._shown == self.text():
            super().paintEvent(event)  # whole: QLabel's own look (and the code's selection)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(self.contentsRect(), int(align), self._shown)


class StatusLine(QStatusBar):
    """Messages on the left; game · variant, score, moves, time, "Deal N" on the right (U-5).

    Nothing is cut mid-word (issue 11 #9). The figures and the deal keep their place: each
    figure reserves the width of a large value ("Score: 8888", :data:`LARGE_COUNT`) so a
    growing one does not push its neighbours, and a message never pushes the deal away
    (issue 37 §11). A message has the rest of the room, before the game's name (which gives
    way to it); what still does not fit is cut after a whole word, with the whole text in the
    tooltip. Without a game on the table (the chooser) the line shows no game's fields.
    Widgets others put on the line (the live verdict, B-1) are the game's too: they go into
    a box of their own, hidden with the figures.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.setStyleSheet("QStatusBar { padding: 2px 6px; } QStatusBar QLabel { padding: 0 8px; }")
        self.message = FittedLabel()
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.addWidget(self.message, 1)
        self.game = self._label()
        self.score = self._label()
        self.moves = self._label()
        self.time = self._label()
        self.deal = self._label()
        self.deal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._twin = QLabel(self)  # measures the figures' room (reserved_width)
        self._twin.hide()
        self.extras = QWidget()
        QHBoxLayout(self.extras).setContentsMargins(0, 0, 0, 0)
        super().addPermanentWidget(self.extras)
        self._expiry = QTimer(self)
        self._expiry.setSingleShot(True)
        self._expiry.timeout.connect(self.clearMessage)
        self.clear_figures()

    def _label(self) -> FittedLabel:
        label = FittedLabel()
        super().addPermanentWidget(label)
        return label

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:  # noqa: N802 - Qt API
        """A widget of the game's (the live verdict): right of the deal, shown with the figures."""
        layout = self.extras.layout()
        assert layout is not None
        layout.addWidget(widget)
        self._arrange()

    def set_figures(self, game: str, score: int | None, moves: int, seconds: float, deal: str) -> None:
        self.game.setText(game)
        self.score.setVisible(score is not None)
        if score is not None:
            self.score.setText(score_text(score))
        self.moves.setText(moves_text(moves))
        self.time.setText(time_text(clock_text(seconds)))
        self.deal.setText(deal)
        for field in (self.moves, self.time, self.deal, self.extras):
            field.setVisible(True)
        self._arrange()

    def clear_figures(self) -> None:
        """No game on show (the chooser): no name, figures, deal or verdict on the line."""
        for label in (self.game, self.score, self.moves, self.time, self.deal):
            label.setText("")
            label.setVisible(False)
        self.extras.setVisible(False)
        self._arrange()

    def set_time(self, seconds: float) -> None:
        text = time_text(clock_text(seconds))
        longer = len(text) != len(self.time.text())
        self.time.setText(text)
        if longer:  # 59:59 → 1:00:00: past the room reserved
            self._arrange()

    def say(self, text: str) -> None:
        if text:
            self.showMessage(text, MESSAGE_MS)
        else:
            self.clearMessage()

    # QStatusBar's own message is painted over the widgets and clipped mid-word: the
    # message label takes its place, with the same calls.
    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # noqa: N802 - Qt API
        changed = text != self.message.text()
        self.message.setText(text)
        if timeout:
            self._expiry.start(timeout)
        else:
            self._expiry.stop()
        self._arrange()
        if changed:
            self.messageChanged.emit(text)  # as QStatusBar does (a screen reader says it, B-6)

    def clearMessage(self) -> None:  # noqa: N802 - Qt API
        self._expiry.stop()
        changed = bool(self.message.text())
        self.message.setText("")
        self._arrange()
        if changed:
            self.messageChanged.emit("")

    def currentMessage(self) -> str:  # noqa: N802 - Qt API
        return self.message.text()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._arrange()

    def reserved_width(self, label: FittedLabel) -> int:
        """The width ``label`` keeps whatever its value: its text's, and for a figure at
        least that of a large value (:data:`LARGE_COUNT`, :data:`LARGE_TIME`) in the
        current font and language."""
        samples = {self.score: score_text(LARGE_COUNT), self.moves: moves_text(LARGE_COUNT),
                   self.time: time_text(LARGE_TIME)}
        width = label.sizeHint().width()  # the text's, with the label's own padding
        sample = samples.get(label)
        if sample is not None:
            # Measured as the label itself would be (a twin, never shown): the same padding
            # and rounding, so any value up to the sample's gets exactly this width.
            self._twin.setFont(label.font())
            self._twin.setText(sample)
            width = max(width, self._twin.sizeHint().width())
        return width

    def _arrange(self) -> None:
        """Share the line's width by priority: the figures, the deal and the verdict, the
        message, then the game's name."""
        if not hasattr(self, "extras"):
            return  # a resize while the line is being made
        m = self.contentsMargins()
        spacing = 12  # QStatusBar's gaps between its widgets, and the message's margin
        room = self.width() - m.left() - m.right() - 2 * spacing
        for figure in (self.score, self.moves, self.time):
            if not figure.isHidden():
                width = self.reserved_width(figure)
                figure.setMinimumWidth(width)
                room -= width + spacing
        if not self.extras.isHidden():
            room -= self.extras.sizeHint().width() + spacing
        deal = self.deal.sizeHint().width()
        # The deal is shown whole whenever the figures leave it room (at 800 px they do).
        self.deal.setVisible(bool(self.deal.text()) and deal + spacing <= room)
        self.deal.setMinimumWidth(deal)
        if not self.deal.isHidden():
            room -= deal + spacing
        message = self.message.full_width() if self.message.text() else 0
        message = min(message, max(0, room))
        self.message.setMinimumWidth(max(1, message))
        room -= message
        self.game.setVisible(bool(self.game.text()) and room > spacing + 40)
        self.game.setMaximumWidth(max(1, room - spacing))


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
        self._kind = ""
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
        self.hide()

    def show_text(self, text: str, kind: str) -> None:
        if not text:
            self.hide()
            return
        self._kind = kind
        self.text.setText(text)
        labels = {
            "resign": tr("banner", "Resign"),
            "go_back": tr("banner", "Go back to the last winnable position"),  # Edit's own words (issue 37 §12)
            "new_deal": tr("banner", "New deal"),
        }
        self.button.setVisible(kind in labels)
        self.button.setText(labels.get(kind, ""))
        self.show()
