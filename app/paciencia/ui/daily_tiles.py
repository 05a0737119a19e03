"""The "Daily" entry of the game chooser (B-4): under each game, today's daily deal in the
variant the chooser shows, and whether it was played and won.

The chooser owns the buttons; what a button says comes from a :data:`DailyStatus`
provider (the window's :meth:`~paciencia.play.flow.GameFlow.daily_status`), asked
again whenever the chooser is shown or a variant box changes, so the day and the
results are always those of the moment.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date

from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QPushButton

from ..core.codes import GameCode
from ..core.options import Value
from .fonts import font_pt
from .text import tr

DailyStatus = Callable[[str, Mapping[str, Value]], tuple[GameCode, bool | None, date]]
"""``(game, chooser's variant options) -> (today's code, won (None: not played), the day)``."""



def _style() -> str:
    """The tile's look, its text at the application font's size (B-6)."""
    return (
        f"QPushButton {{ color: white; {font_pt(1.0)} border-radius: 10px; padding: 6px 10px;"
        " background: rgba(0,0,0,55); border: 1px solid rgba(255,255,255,70); }"
        "QPushButton:hover { background: rgba(255,255,255,40); }"
    )


def result_text(won: bool | None) -> str:
    if won is None:
        return tr("chooser", "not played yet")
    return tr("chooser", "won ✓") if won else tr("chooser", "played, not won")


def day_text(day: date) -> str:
    # Day and month in the language's words ("1 Dec", "1 dez"): the year goes without saying.
    return QLocale().toString(QDate(day.year, day.month, day.day), "d MMM")


class DailyButton(QPushButton):
    """One game's daily deal: "Daily deal of <day>" and its result; a click plays it."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.setObjectName(f"daily-{game}")
        self.setStyleSheet(_style())
        self.code: GameCode | None = None
        self.won: bool | None = None

    def show_status(self, code: GameCode, won: bool | None, day: date) -> None:
        self.code, self.won = code, won
        self.setText(tr("chooser", "Daily deal of {day}").format(day=day_text(day)) + "\n" + result_text(won))
        self.setToolTip(tr("chooser", "Today's deal, the same for everyone: {code}").format(code=code))
