"""Forty Thieves' table (FT-1): the stock, the waste and the eight foundations in a row above ten
columns."""

from __future__ import annotations

from ...kinds import PileKind
from ...kit.pile_table import PilesLayout
from ...moves import STOCK_PILE, WASTE_PILE, pile_id
from ...table import SUIT_SYMBOLS, PileSpec, row
from .rules import COLUMNS

STEP = 1.1
SIDE = 0.1
TOP = 0.1
COLUMNS_Y = TOP + 1.4 + 0.25
FAN = 0.3
BOTTOM = 0.06


class FortyThievesLayout(PilesLayout):
    width = SIDE * 2 + (COLUMNS - 1) * STEP + 1
    height = COLUMNS_Y + 1.4 + 9 * FAN + BOTTOM  # a column of four grows to ten or so

    def build(self) -> list[PileSpec]:
        xs = row(COLUMNS, SIDE, STEP - 1)
        piles = [
            PileSpec(STOCK_PILE, xs[0], TOP, PileKind.STOCK, grab="none"),
            PileSpec(WASTE_PILE, xs[1], TOP, PileKind.WASTE, slot=False),
        ]
        piles += [
            PileSpec(pile_id("f", k), xs[2 + k], TOP, PileKind.FOUNDATION, role=SUIT_SYMBOLS[k % 4]) for k in range(8)
        ]
        piles += [
            PileSpec(pile_id("t", j), xs[j], COLUMNS_Y, PileKind.TABLEAU, fan=(0, FAN), compress=True, grab="run")
            for j in range(COLUMNS)
        ]
        return piles
