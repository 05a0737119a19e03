"""Yukon's table (YK-1): seven columns, the four foundations in a column at their right, so the
long columns Yukon deals keep the whole height of the table."""

from __future__ import annotations

from ...kinds import PileKind
from ...kit.pile_table import PilesLayout
from ...moves import pile_id
from ...table import SUIT_SYMBOLS, PileSpec, row
from .rules import COLUMNS

STEP = 1.12
SIDE = 0.12
TOP = 0.12
FAN_UP = 0.32
FAN_DOWN = 0.2
FOUNDATION_STEP = 1.52
BOTTOM = 0.06


class YukonLayout(PilesLayout):
    width = SIDE * 2 + COLUMNS * STEP + 0.25 + 1
    # the dealt columns at full steps (column 7: six face down, five face up), and the
    # foundations' column, whichever is taller
    height = TOP + max(1.4 + 6 * FAN_DOWN + 4 * FAN_UP + 1.2, 3 * FOUNDATION_STEP + 1.4) + BOTTOM

    def build(self) -> list[PileSpec]:
        xs = row(COLUMNS, SIDE, STEP - 1)
        piles = [
            PileSpec(pile_id("t", j), xs[j], TOP, PileKind.TABLEAU, fan=(0, FAN_UP), fan_down=(0, FAN_DOWN),
                     compress=True, role="K", grab="run")
            for j in range(COLUMNS)
        ]
        right = xs[-1] + STEP + 0.25
        piles += [
            PileSpec(pile_id("f", s), right, TOP + s * FOUNDATION_STEP, PileKind.FOUNDATION, role=SUIT_SYMBOLS[s])
            for s in range(4)
        ]
        return piles
