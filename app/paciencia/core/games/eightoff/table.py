"""Eight Off's table (EO-1): FreeCell's, with the foundations above a row of eight cells."""

from __future__ import annotations

from ...kinds import PileKind
from ...moves import pile_id
from ...table import SUIT_SYMBOLS, PileSpec, row
from ..freecell.table import COLUMNS_Y, FAN, SIDE, STEP, TOP, FreeCellLayout

CELLS_Y = COLUMNS_Y
"""The cells take the row where FreeCell's columns start; the columns move down one row."""
DOWN = COLUMNS_Y - TOP


class EightOffLayout(FreeCellLayout):
    height = FreeCellLayout.height + DOWN

    def build(self) -> list[PileSpec]:
        xs = row(8, SIDE, STEP - 1)
        piles = [PileSpec(pile_id("f", s), xs[2 + s], TOP, PileKind.FOUNDATION, role=SUIT_SYMBOLS[s]) for s in range(4)]
        piles += [PileSpec(pile_id("c", i), xs[i], CELLS_Y, PileKind.CELL) for i in range(8)]
        piles += [
            PileSpec(
                pile_id("t", j), xs[j], COLUMNS_Y + DOWN, PileKind.TABLEAU, fan=(0, FAN), compress=True, grab="run"
            )
            for j in range(8)
        ]
        return piles
