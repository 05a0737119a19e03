"""Options and words the games declared on the kit share (their declarations name them)."""

from __future__ import annotations

from typing import Final

from ..options import RULES, Option
from ..text import QT_TRANSLATE_NOOP

AUTO_FINISH: Final = Option(
    "auto_finish", QT_TRANSLATE_NOOP("options", "&Finish the game by itself once every card is face up"),
    True, scope=RULES,
)
"""The auto-finish setting (YK-5, FT-5, BD-5), in Klondike's words."""

SOLVER_MOVE: Final = QT_TRANSLATE_NOOP("solver", "The solver found a way to win from here: this is its next move.")
"""What the hint says of a move its search found (F-7's words)."""
