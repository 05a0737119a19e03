"""The table of a game declared on the kit: its layout places the piles, this reads any
:class:`~.piles.Piles` into what the table shows (every pile, face-down cards as such)."""

from __future__ import annotations

from ..options import Options
from ..table import TableLayout, TableState
from .pile_rules import PileRules
from .piles import Piles


class PilesLayout(TableLayout[Piles]):
    """A layout whose piles are named as the rules' board names them; a subclass places them
    (:meth:`build`)."""

    def __init__(self, rules: PileRules, options: Options | None = None) -> None:
        self.index = rules.index
        super().__init__(rules, options)

    def state(self, pos: Piles) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {}
        for spec in self.piles:
            i = self.index[spec.pile]
            down = pos.down[i]
            piles[spec.pile] = tuple((card, k >= down) for k, card in enumerate(pos.cards[i]))
        return TableState(piles, spent=self.spent_stocks(pos))
