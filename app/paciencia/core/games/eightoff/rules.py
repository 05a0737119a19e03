"""Eight Off's rules: FreeCell's (:class:`~..freecell.rules.FreeCellRules`) with the build in suit,
eight cells, the last four cards dealt to the first four, and Kings only to an empty column
(EO-1…EO-3); the run limit (F + 1, EO-3) follows from the space policy."""

from __future__ import annotations

from typing import ClassVar, Final

from ...kit.builds import SAME_SUIT
from ...kit.roles import KINGS_ONLY
from ...text import QT_TRANSLATE_NOOP
from ..freecell.rules import FreeCellRules
from ..freecell.variant import Variant

NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile} in Eight Off.")

EIGHT_OFF: Final = Variant(
    build=SAME_SUIT, cells=8, space=KINGS_ONLY, dealt_to_cells=4, no_such_pile=NO_SUCH_PILE
)
"""EO-1, EO-2: in suit, eight cells of which the deal fills four, Kings only to a space."""


class EightOffRules(FreeCellRules):
    """FreeCell's rules for Eight Off: only the id and the variant are its own."""

    game_id: ClassVar[str] = "eightoff"
    VARIANT: ClassVar[Variant] = EIGHT_OFF
