"""The end-of-game screen (C-8, P-11): the figures, then New game / Same deal again / Close."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from ...core.game import Game
from ..status import clock_text
from ..text import game_name, tr, variant_text

NEW, SAME, CLOSE = 1, 2, 0


class EndDialog(QDialog):
    def __init__(self, game: Game, seconds: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        won = game.won
        self.setWindowTitle(tr("end", "You won!") if won else tr("end", "Game over"))
        layout = QVBoxLayout(self)
        title = QLabel(tr("end", "You won!") if won else tr("end", "Game over"))
        title.setStyleSheet("font-size: 20pt; font-weight: 600; padding: 4px 0 10px 0;")
        layout.addWidget(title)
        form = QFormLayout()
        code = game.code
        form.addRow(tr("end", "Game:"), QLabel(f"{game_name(code.game)} · {variant_text(code)}".rstrip(" ·")))
        form.addRow(tr("end", "Time:"), QLabel(clock_text(seconds)))
        form.addRow(tr("end", "Moves:"), QLabel(str(game.moves)))
        form.addRow(tr("end", "Undos:"), QLabel(str(game.undos)))
        form.addRow(tr("end", "Hints:"), QLabel(str(game.hints)))
        if game.rules.has_score:
            score = str(game.score)
            if game.bonus:
                score += " " + tr("end", "(time bonus {n})").format(n=game.bonus)
            form.addRow(tr("end", "Score:"), QLabel(score))
        else:
            left = len(game.position.stock) + len(game.position.waste)
            form.addRow(tr("end", "Cards left in the stock:"), QLabel(str(left)))
            form.addRow(tr("end", "Level:"), QLabel(variant_text(code)))
        code_label = QLabel(str(code))
        code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(tr("end", "Game code:"), code_label)
        layout.addLayout(form)
        buttons = QDialogButtonBox()
        new = buttons.addButton(tr("end", "New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        same = buttons.addButton(tr("end", "Same deal again"), QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(tr("end", "Close"), QDialogButtonBox.ButtonRole.RejectRole)
        new.clicked.connect(lambda: self.done(NEW))
        same.clicked.connect(lambda: self.done(SAME))
        close.clicked.connect(lambda: self.done(CLOSE))
        new.setDefault(True)
        layout.addWidget(buttons)
