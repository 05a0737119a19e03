"""TriPeaks' table (TP-1, TP-2): three peaks overlapping like Pyramid's rows on a base of ten,
the free cards lit (P-3's light), the stock and the waste below them."""

from __future__ import annotations

from ...kinds import PileKind
from ...kit.onto_waste import WastePosition
from ...moves import STOCK_PILE, WASTE_PILE
from ...table import PileSpec, TableLayout, TableState
from .rules import PEAKS, SHAPE

STEP_X = 1.08
STEP_Y = 0.5  # each row overlaps the one above it, as Pyramid's do
TOP = 0.1
MARGIN = 0.15
BELOW = TOP + 3 * STEP_Y + 1.4 + 0.3


def _xs() -> list[float]:
    """Each slot's left edge: row 4 side by side, row 3 between its two covering cards, a
    peak's row 2 over three of row 3 and its top over the middle (TP-1)."""
    xs = [0.0] * 28
    for i in range(10):
        xs[18 + i] = MARGIN + i * STEP_X
    for i in range(9):
        xs[9 + i] = MARGIN + (i + 0.5) * STEP_X
    for p in range(PEAKS):
        xs[3 + 2 * p] = MARGIN + (3 * p + 1) * STEP_X
        xs[4 + 2 * p] = MARGIN + (3 * p + 2) * STEP_X
        xs[p] = MARGIN + (3 * p + 1.5) * STEP_X
    return xs


XS = _xs()
ROW_OF = tuple(0 if k < 3 else 1 if k < 9 else 2 if k < 18 else 3 for k in range(28))


class TriPeaksLayout(TableLayout[WastePosition]):
    keyboard_carries = False  # Enter plays the chosen card, as a tap does (a card has one place)
    grows = False  # the peaks only shrink: they spread over the view
    width = 2 * MARGIN + 9 * STEP_X + 1
    height = BELOW + 1.4 + 0.1

    def build(self) -> list[PileSpec]:
        piles = [PileSpec(p, XS[k], TOP + ROW_OF[k] * STEP_Y, PileKind.TRIANGLE, slot=False)
                 for k, p in enumerate(SHAPE.piles)]
        middle = MARGIN + 4.5 * STEP_X
        piles.append(PileSpec(STOCK_PILE, middle - 1.2, BELOW, PileKind.STOCK, grab="none"))
        piles.append(PileSpec(WASTE_PILE, middle + 0.2, BELOW, PileKind.WASTE, grab="none"))
        return piles

    def state(self, pos: WastePosition) -> TableState:
        mask = pos.mask
        piles: dict[str, tuple[tuple[int, bool], ...]] = {
            p: ((pos.table[k], SHAPE.face_up(mask, k)),) if mask >> k & 1 else () for k, p in enumerate(SHAPE.piles)
        }
        piles["stock"] = tuple((c, False) for c in reversed(pos.stock))  # stock[0] turns next
        piles["waste"] = tuple((c, True) for c in pos.waste)
        return self.light(pos, TableState(piles, spent=self.spent_stocks(pos)))
