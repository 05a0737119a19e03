"""The end-of-game screen (C-8, P-11): the figures, the player's record for this
game and variant (Pyramid: level), a Top 5 place if the win entered it, then
New game / Same deal again / Close.

Keys typed while the game ends (Space drawing, Enter putting a card down) must not skip the
summary (C-8): the screen takes no key for :data:`CALM_S` after it appears, and Space never
presses its buttons (Enter, the mnemonics, a click and Tab to a button do)."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.played import PlayedGame
from ...storage.stats import VariantStats
from ..aids.record_words import not_listed, win_kind
from ..fonts import font_pt
from ..text import game_name, option_summary, reason_text, tr, tr_n, variant_text
from ..window.status import clock_text

NEW, SAME, CLOSE = 1, 2, 0
CALM_S = 0.5
"""How long the end screen takes no key after it appears (C-8)."""
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride, QEvent.Type.Shortcut)
NEWS_STYLE = (
    "background: #fff1b8; color: #4a3b10; border: 1px solid #e0c35a; border-radius: 6px; padding: 6px;"
)


def rate_text(stats: VariantStats) -> str:
    return tr_n("end", "{p} % ({won} of %n)", stats.played).format(p=round(stats.win_rate * 100), won=stats.won)


def daily_text(streak: tuple[int, int]) -> str:
    return tr_n("end", "%n days now · best {best}", streak[0]).format(best=streak[1])


def streak_text(stats: VariantStats) -> str:
    return tr("end", "{current} now · best {best}").format(
        current=stats.current_streak, best=stats.best_streak
    )


class EndDialog(QDialog):
    leaderboard_requested = Signal()

    def __init__(
        self,
        game: PlayedGame,
        seconds: float,
        parent: QWidget | None = None,
        stats: VariantStats | None = None,
        rank: int | None = None,
        daily: tuple[int, int] | None = None,
    ) -> None:
        """``daily``: the game's daily streak (current, best) when this was a daily deal (B-4)."""
        super().__init__(parent)
        won = game.won
        self.setWindowTitle(tr("end", "You won!") if won else tr("end", "Game over"))
        self.setObjectName("end-screen")
        layout = QVBoxLayout(self)
        title = QLabel(tr("end", "You won!") if won else tr("end", "Game over"))
        title.setStyleSheet(f"{font_pt(2.0)} font-weight: 600; padding: 4px 0 10px 0;")
        layout.addWidget(title)
        form = QFormLayout()
        self.form = form
        self.values: dict[str, str] = {}
        code = game.code
        scored = game.has_score

        def row(key: str, label: str, value: str) -> None:
            self.values[key] = value
            widget = QLabel(value)
            widget.setObjectName(f"end-{key}")
            form.addRow(label, widget)

        name = game_name(code.game)
        variant = variant_text(code)
        row("game", tr("end", "Game:"), f"{name} · {variant}" if variant and scored else name)
        if not scored:
            # Without a score, the variant gets rows of its own (P-11: the level).
            values = code.values()
            for option_name, _ in code.options:
                option = code.info.option(option_name)
                summary = option_summary(option, values[option_name])
                if option.in_variant and summary:
                    row(option_name, tr("options", option.label).replace("&", ""), summary)
        row("time", tr("end", "Time:"), clock_text(seconds))
        row("moves", tr("end", "Moves:"), str(game.moves))
        row("undos", tr("end", "Undos:"), str(game.undos))
        row("hints", tr("end", "Hints:"), str(game.hints))
        if won:  # B-5: which kind of win the statistics counted
            row("help", tr("end", "Win:"), win_kind(game))
        for key, label, value in game.end_figures():
            row(key, reason_text(label), value)
        if scored:
            score = str(game.score)
            if game.bonus:
                score += " " + tr("end", "(time bonus {n})").format(n=game.bonus)
            row("score", tr("end", "Score:"), score)
        row("number", tr("end", "Game number:"), str(code.number))
        code_label = QLabel(str(code))
        code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(tr("end", "Game code:"), code_label)
        if stats is not None and stats.played:
            line = QFrame()
            line.setFrameShape(QFrame.Shape.HLine)
            line.setFrameShadow(QFrame.Shadow.Sunken)
            form.addRow(line)
            which = tr("end", "this game") if scored else tr("end", "this level")
            row("rate", tr("end", "Win rate ({which}):").format(which=which), rate_text(stats))
            row("streak", tr("end", "Winning streak:"), streak_text(stats))
        if daily is not None:
            row("daily", tr("end", "Daily deal streak:"), daily_text(daily))
        layout.addLayout(form)
        buttons = QDialogButtonBox()
        unlisted = not_listed(game) if won and game.code.info.scored else None
        if unlisted is not None:  # C-10, B-5: only clean wins enter the Top 5; say why this one did not
            why = QLabel(unlisted)
            why.setObjectName("end-not-listed")
            why.setWordWrap(True)
            layout.addWidget(why)
        if rank is not None:
            news = QLabel(tr("end", "New entry in the leaderboard: place {n}!").format(n=rank + 1))
            news.setObjectName("end-rank")
            news.setStyleSheet(NEWS_STYLE)
            layout.addWidget(news)
            board = QPushButton(tr("end", "&Leaderboard"))
            buttons.addButton(board, QDialogButtonBox.ButtonRole.HelpRole)
            board.clicked.connect(self.leaderboard_requested.emit)
        new = buttons.addButton(tr("end", "&New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        same = buttons.addButton(tr("end", "&Same deal again"), QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(tr("end", "&Close"), QDialogButtonBox.ButtonRole.RejectRole)
        new.clicked.connect(lambda: self.done(NEW))
        same.clicked.connect(lambda: self.done(SAME))
        close.clicked.connect(lambda: self.done(CLOSE))
        new.setDefault(True)
        layout.addWidget(buttons)
        self.calm_until = float("inf")
        """Until when (time.monotonic) keys are ignored: set when the screen appears."""
        self.installEventFilter(self)
        for button in buttons.buttons():
            button.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        self.calm_until = time.monotonic() + CALM_S
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """C-8: no key acts for a moment after the screen appears, and Space never does."""
        if event.type() not in _KEYS:
            return False
        if time.monotonic() < self.calm_until:
            return True
        key = getattr(event, "key", None)
        return event.type() != QEvent.Type.Shortcut and key is not None and key() == Qt.Key.Key_Space
