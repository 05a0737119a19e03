"""The "Daily" entry of the game chooser (B-4): under each game, today's daily deal in the
variant the chooser shows, and how it stands: not played yet, in progress, won or lost.

The chooser owns the buttons; what a button says comes from a :data:`DailyStatus`
provider (the window's :meth:`~paciencia.play.flow.GameFlow.daily_status`) and the game
under the chooser, if any (begun and not over: "in progress"), asked again whenever the
chooser is shown or a variant box changes, so the day and the results are always those of
the moment.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date

from PySide6.QtWidgets import QPushButton, QWidget

from ...core.codes import GameCode
from ...core.options import Value
from ..fonts import font_pt
from ..text import tr
from ..window.figures import daily_name
from .wrap import wrapped

DailyStatus = Callable[[str, Mapping[str, Value]], tuple[GameCode, bool | None, date]]
"""``(game, chooser's variant options) -> (today's code, won (None: not played), the day)``."""



def _style() -> str:
    """The tile's look, its text at the application font's size (B-6)."""
    return (
        f"QPushButton {{ color: white; {font_pt(0.95)} border-radius: 9px; padding: 3px 8px;"
        " background: rgba(0,0,0,55); border: 1px solid rgba(255,255,255,70); }"
        "QPushButton:hover { background: rgba(255,255,255,40); }"
    )


def result_text(won: bool | None, in_progress: bool = False) -> str:
    """How the day's deal stands: a win stays a win; a game of it on the table, begun and not
    over, is in progress (even after a loss: it can still be won today); else lost or not
    played yet."""
    if won:
        return tr("chooser", "won ✓")
    if in_progress:
        return tr("chooser", "in progress")
    return tr("chooser", "not played yet") if won is None else tr("chooser", "lost")


class DailyButton(QPushButton):
    """One game's daily deal: "Daily deal of <day>" and its result; a click plays it."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"daily-{game}")
        self.setStyleSheet(_style())
        self.code: GameCode | None = None
        self.won: bool | None = None
        self.full_text = ""
        """What the button says, before its lines are wrapped to the tile (:meth:`wrap_to`)."""
        self.room = 0
        """The width its lines wrap to; 0: not wrapped."""

    def show_status(self, code: GameCode, won: bool | None, day: date, in_progress: bool = False) -> None:
        """``in_progress``: the game begun and not over under the chooser is this deal."""
        self.code, self.won = code, won
        self.full_text = daily_name(day) + "\n" + result_text(won, in_progress)
        self.setAccessibleName(self.full_text)  # whole, however the lines wrap
        self.wrap_to(self.room)
        self.setToolTip(tr("chooser", "Today's deal, the same for everyone: {code}").format(code=code))

    def wrap_to(self, width: int) -> None:
        """Break the lines at spaces to fit ``width`` (the tile's room), where they can."""
        self.room = width
        self.ensurePolished()
        self.setText(wrapped(self.full_text, self.fontMetrics(), width) if width > 0 else self.full_text)
