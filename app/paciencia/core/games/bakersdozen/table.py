"""Baker's Dozen's table (BD-1): the four foundations above thirteen columns."""

from __future__ import annotations

from ...kinds import PileKind
from ...kit.pile_table import PilesLayout
from ...moves import pile_id
from ...table import SUIT_SYMBOLS, PileSpec, row
from .rules import COLUMNS

STEP = 1.08
SIDE = 0.1
TOP = 0.1
COLUMNS_Y = TOP + 1.4 + 0.25
FAN = 0.3
BOTTOM = 0.06


class BakersDozenLayout(PilesLayout):
    width = SIDE * 2 + (COLUMNS - 1) * STEP + 1
    height = COLUMNS_Y + 1.4 + 7 * FAN + BOTTOM  # a column of four grows to eight or so

    def build(self) -> list[PileSpec]:
        xs = row(COLUMNS, SIDE, STEP - 1)
        start = (COLUMNS - 4) // 2  # the foundations over the middle columns
        piles = [
            PileSpec(pile_id("f", s), xs[start + s] + 0.5 * STEP, TOP, PileKind.FOUNDATION, role=SUIT_SYMBOLS[s])
            for s in range(4)
        ]
        piles += [
            PileSpec(pile_id("t", j), xs[j], COLUMNS_Y, PileKind.TABLEAU, fan=(0, FAN), compress=True)
            for j in range(COLUMNS)
        ]
        return piles
