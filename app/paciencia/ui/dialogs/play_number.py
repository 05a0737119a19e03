"""Play game number… (C-2): a number for the current game, or a whole link.

The entry is read as the player types; OK is enabled only for a valid
entry and the line under it says what will be played or exactly what is
wrong (the core's :class:`GameCodeError` reason, translated). The current
game's whole link is shown at the top, ready to select and copy (U-5: the
window itself shows only "Deal N").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...core import registry
from ...core.codes import MAX_DIGITS, SCHEME, TOO_BIG, GameCode, GameCodeError, clip, parse
from ...core.text import QT_TRANSLATE_NOOP, Reason
from ..readable import ERROR, GOOD, text_css
from ..text import reason_text, tr
from ..window.figures import deal_number, game_label

_E_EMPTY = QT_TRANSLATE_NOOP("codes", "Type a deal number or a game code.")
_E_NO_GAME = QT_TRANSLATE_NOOP("codes", "A number alone needs a game on the table: type a whole code “paciencia://…”.")
_E_NOT_NUMBER = QT_TRANSLATE_NOOP(
    "codes", "“{text}” is neither a deal number nor a game code (they start with “paciencia://”)."
)


def interpret(text: str, code_for: Callable[[int], GameCode] | None) -> GameCode:
    """The code an entry stands for; raise GameCodeError saying what is wrong."""
    t = text.strip()
    if not t:
        raise GameCodeError(Reason(_E_EMPTY, context="codes"))
    digits = "".join(t.split())  # "18 446 744 073 709 551 615" as the status line shows it
    if t.lower().startswith(SCHEME) or "://" in t:
        code = parse(t)
    elif digits.isascii() and digits.isdigit():
        t = digits
        if code_for is None:
            raise GameCodeError(Reason(_E_NO_GAME, context="codes"))
        if len(t.lstrip("0")) > MAX_DIGITS:  # int() refuses 4 301+ digits: say what a code would say
            sample = code_for(1)
            raise GameCodeError(Reason(
                TOO_BIG, context="codes", game=sample.game, max=sample.info.max_number, number=clip(t)
            ))
        code = code_for(int(t))
    else:
        raise GameCodeError(Reason(_E_NOT_NUMBER, context="codes", text=clip(t)))
    return code


def describe(code: GameCode) -> str:
    return tr("number", "{game}, deal {n}").format(game=game_label(code), n=deal_number(code.number))


class PlayNumberDialog(QDialog):
    def __init__(
        self,
        code_for: Callable[[int], GameCode] | None,
        current: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("number", "Play game number"))
        self.code_for = code_for
        self.code: GameCode | None = None
        layout = QVBoxLayout(self)
        self.link = QLineEdit(current)
        self.link.setObjectName("link")
        self.link.setReadOnly(True)
        self.link.setVisible(bool(current))
        self.link.setCursorPosition(0)
        self.link.setToolTip(tr("number", "The whole link to the game on the table: copy it for a friend."))
        if current:
            this = QLabel(tr("number", "&This game:"))
            this.setBuddy(self.link)
            layout.addWidget(this)
            layout.addWidget(self.link)
            # the whole link in view (within reason: Klondike's longest is 72 characters)
            wanted = self.link.fontMetrics().horizontalAdvance(current) + 24
            self.link.setMinimumWidth(min(max(460, wanted), 720))
        prompt = QLabel(
            tr("number", "A deal number for the current game and options, or a whole game code (paciencia://…):")
            if code_for is not None
            else tr("number", "A game code (paciencia://…):")
        )
        prompt.setWordWrap(True)
        layout.addWidget(prompt)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(current or registry.games()[0].example)
        self.entry.setClearButtonEnabled(True)
        self.entry.setMinimumWidth(460)
        prompt.setBuddy(self.entry)
        layout.addWidget(self.entry)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(self.feedback.fontMetrics().lineSpacing() * 2 + 4)
        layout.addWidget(self.feedback)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("number", "&Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.entry.textChanged.connect(self._check)
        self.entry.setFocus()
        self._check()

    def _check(self) -> None:
        text = self.entry.text()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            self.code = interpret(text, self.code_for)
        except GameCodeError as e:
            self.code = None
            ok.setEnabled(False)
            if text.strip():
                self.feedback.setStyleSheet(text_css(self, ERROR))
                self.feedback.setText(reason_text(e.reason))
            else:
                self.feedback.setStyleSheet(text_css(self))
                self.feedback.setText(reason_text(e.reason))
            return
        ok.setEnabled(True)
        self.feedback.setStyleSheet(text_css(self, GOOD))
        self.feedback.setText(describe(self.code))
