"""Baker's Game's rules: FreeCell's (:class:`~..freecell.rules.FreeCellRules`) with the build in
suit (BG-2, BG-3); the safe cards (BG-4) and the solver (BG-6) follow from the build."""

from __future__ import annotations

from typing import ClassVar, Final

from ...kit.builds import SAME_SUIT
from ...text import QT_TRANSLATE_NOOP
from ..freecell.rules import FreeCellRules
from ..freecell.variant import Variant

NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile} in Baker's Game.")

BAKERS_GAME: Final = Variant(build=SAME_SUIT, no_such_pile=NO_SUCH_PILE)
"""BG-2: a card goes on the next higher card of its suit; cells and spaces as FreeCell's."""


class BakersGameRules(FreeCellRules):
    """FreeCell's rules for Baker's Game: only the id and the variant are its own."""

    game_id: ClassVar[str] = "bakersgame"
    VARIANT: ClassVar[Variant] = BAKERS_GAME
