"""FreeCell (F-1): four free cells, four foundations, eight columns, all face up."""

from __future__ import annotations

from ...kinds import PileKind
from ...moves import pile_id
from ...table import SUIT_SYMBOLS, PileSpec, TableLayout, TableState, row
from .position import FreeCellPosition

STEP = 1.1
SIDE = 0.1
TOP = 0.1
COLUMNS_Y = TOP + 1.4 + 0.2
FAN = 0.32  # under a quarter of a card: the index and a glimpse of the pips
BOTTOM = 0.06


class FreeCellLayout(TableLayout[FreeCellPosition]):
    width = SIDE * 2 + 7 * STEP + 1
    # The dealt columns (seven cards) at full steps: cards as large as that allows (U-4);
    # longer columns squeeze their fans.
    height = COLUMNS_Y + 1.4 + 6 * FAN + BOTTOM

    def build(self) -> list[PileSpec]:
        xs = row(8, SIDE, STEP - 1)
        piles = [PileSpec(pile_id("c", i), xs[i], TOP, PileKind.CELL) for i in range(4)]
        piles += [
            PileSpec(pile_id("f", s), xs[4 + s], TOP, PileKind.FOUNDATION, role=SUIT_SYMBOLS[s]) for s in range(4)
        ]
        piles += [
            PileSpec(pile_id("t", j), xs[j], COLUMNS_Y, PileKind.TABLEAU, fan=(0, FAN), compress=True, grab="run")
            for j in range(8)
        ]
        return piles

    def state(self, pos: FreeCellPosition) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {}
        for i, c in enumerate(pos.cells):
            piles[f"c{i}"] = ((c, True),) if c >= 0 else ()
        for s, top in enumerate(pos.foundations):
            piles[f"f{s}"] = tuple((s * 13 + r, True) for r in range(top))
        for j, col in enumerate(pos.columns):
            piles[f"t{j}"] = tuple((c, True) for c in col)
        return TableState(piles)
