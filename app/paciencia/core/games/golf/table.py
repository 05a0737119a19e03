"""Golf's table (GF-1): seven fanned columns, the stock and the waste below them."""

from __future__ import annotations

from ...kinds import PileKind
from ...kit.onto_waste import WastePosition
from ...moves import STOCK_PILE, WASTE_PILE, pile_id
from ...table import PileSpec, TableLayout, TableState, row
from .rules import COLUMNS, ROWS, SHAPE

MARGIN = 0.25
STEP = 1.15
FAN = 0.3
TOP = 0.15
BELOW = TOP + 1.4 + (ROWS - 1) * FAN + 0.35


class GolfLayout(TableLayout[WastePosition]):
    keyboard_carries = False  # Enter plays the chosen column's card, as a tap does (a card has one place)
    width = 2 * MARGIN + (COLUMNS - 1) * STEP + 1
    height = BELOW + 1.4 + 0.15

    def build(self) -> list[PileSpec]:
        xs = row(COLUMNS, MARGIN, STEP - 1)
        piles = [
            PileSpec(pile_id("t", j), xs[j], TOP, PileKind.TABLEAU, fan=(0, FAN), compress=True) for j in range(COLUMNS)
        ]
        piles.append(PileSpec(STOCK_PILE, xs[2], BELOW, PileKind.STOCK, grab="none"))
        piles.append(PileSpec(WASTE_PILE, xs[4], BELOW, PileKind.WASTE, grab="none"))
        return piles

    def state(self, pos: WastePosition) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {
            pile: tuple((pos.table[k], True) for k in SHAPE.slots_of[j] if pos.mask >> k & 1)
            for j, pile in enumerate(SHAPE.piles)
        }
        piles["stock"] = tuple((c, False) for c in reversed(pos.stock))  # stock[0] turns next
        piles["waste"] = tuple((c, True) for c in pos.waste)
        return TableState(piles, spent=self.spent_stocks(pos))
