"""The Top 5 (C-10): won games of every game with a score, by score, the new entry highlighted."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...storage.leaderboard import TOP, Entry, board_of, top
from ..fonts import font_pt
from ..readable import text_css
from ..text import game_name, scored_games, tr
from ..window.status import clock_text
from .end_dialog import NEWS_STYLE
from .statistics import key_label

HIGHLIGHT = QColor("#ffe58a")


def date_text(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


class LeaderboardDialog(QDialog):
    """The Top 5 that ``variant``'s wins enter (C-10's shared one when None, or a game's own,
    TP-9), ``board`` holding every Top 5."""

    def __init__(
        self, board: list[Entry], new_rank: int | None = None, parent: QWidget | None = None,
        variant: str | None = None,
    ) -> None:
        super().__init__(parent)
        key = board_of(variant) if variant else ""
        board = top(board, key)
        games = game_name(key) if key else scored_games()
        self.setWindowTitle(tr("leaders", "Leaderboard"))
        self.setObjectName("leaderboard")
        layout = QVBoxLayout(self)
        title = QLabel(tr("leaders", "Top {n}: {games}").format(n=TOP, games=games))
        title.setStyleSheet(f"{font_pt(1.4)} font-weight: 600; padding-bottom: 4px;")
        layout.addWidget(title)
        if new_rank is not None:
            news = QLabel(
                tr("leaders", "Your game enters the leaderboard in place {n}!").format(n=new_rank + 1)
            )
            news.setObjectName("news")
            news.setStyleSheet(NEWS_STYLE)
            layout.addWidget(news)
        headers = [
            tr("leaders", "#"), tr("leaders", "Player"), tr("leaders", "Score"), tr("leaders", "Game"),
            tr("leaders", "Time"), tr("leaders", "Moves"), tr("leaders", "Date"),
        ]
        self.table = QTableWidget(TOP, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # no selection: the new entry's highlight must stay visible
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Tab leaves the table for Close (B-6): a table that moved Tab from cell to cell
        # held a keyboard player inside it; the arrows still move between the rows.
        self.table.setTabKeyNavigation(False)
        for row in range(TOP):
            e = board[row] if row < len(board) else None
            cells = (
                [str(row + 1), e.player, str(e.score), key_label(e.variant), clock_text(e.seconds),
                 str(e.moves), date_text(e.date)]
                if e else [str(row + 1), "—", "", "", "", "", ""]
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if e is not None and col == 3:
                    item.setToolTip(e.code)
                if col in (0, 2, 4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row == new_rank:
                    item.setBackground(QBrush(HIGHLIGHT))
                    item.setForeground(QBrush(QColor("#3a2c00")))
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(self.table.verticalHeader().length() + header.height() + 6)
        layout.addWidget(self.table)
        if not board:
            empty = QLabel(
                tr("leaders", "No clean wins yet: win a game of {games} without undo, hint or solver to enter.")
                .format(games=game_name(key) if key else scored_games("or"))
            )
            empty.setStyleSheet(text_css(empty))
            layout.addWidget(empty)
        self.new_rank = new_rank
        if new_rank is not None:
            self.table.setCurrentCell(new_rank, 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(680, 330)
