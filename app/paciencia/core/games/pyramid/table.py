"""Pyramid (P-1, P-2, P-3, P-6): 28 cards in seven overlapping rows, the free ones lit,
the stock and waste on the left with "Pass N/3 · X left" under the stock, the discard
pile on the right."""

from __future__ import annotations

from ...kinds import PileKind, StepKind
from ...moves import DISCARD_PILE, STOCK_PILE, WASTE_PILE, Move, pile_id
from ...table import PileSpec, TableLayout, TableState
from .board import PyramidPosition
from .help import stock_label

STEP_X = 1.1
STEP_Y = 0.62  # the rows spread apart when the window is taller than the cards need
TOP = 0.1
MARGIN = 0.1
SIDE = 1.25  # room for the stock/waste column and the discard column
APEX_X = MARGIN + SIDE + 3 * STEP_X
WASTE_Y = TOP + 1.4 + 0.45  # under the stock and its "Pass N/3 · X left"


class PyramidLayout(TableLayout[PyramidPosition]):
    keyboard_carries = False  # P-5: a card is chosen by Enter, as by a click
    grows = False  # the pyramid only shrinks: it spreads over the view
    width = 2 * (MARGIN + SIDE) + 6 * STEP_X + 1
    height = TOP + 6 * STEP_Y + 1.4 + 0.1

    def build(self) -> list[PileSpec]:
        piles = []
        k = 0
        for r in range(7):
            for i in range(r + 1):
                x = APEX_X - r * STEP_X / 2 + i * STEP_X
                piles.append(PileSpec(pile_id("p", k), x, TOP + r * STEP_Y, PileKind.TRIANGLE, slot=False))
                k += 1
        piles.append(PileSpec(STOCK_PILE, MARGIN, TOP, PileKind.STOCK, role="↻", grab="none", labelled=True))
        piles.append(PileSpec(WASTE_PILE, MARGIN, WASTE_Y, PileKind.WASTE))
        piles.append(PileSpec(DISCARD_PILE, self.width - MARGIN - 1, TOP, PileKind.DISCARD, grab="none"))
        return piles

    def state(self, pos: PyramidPosition) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {
            f"p{k}": ((c, True),) if c >= 0 else () for k, c in enumerate(pos.pyramid)
        }
        piles["stock"] = tuple((c, False) for c in reversed(pos.stock))  # stock[0] turns next
        piles["waste"] = tuple((c, True) for c in pos.waste)
        piles["discard"] = tuple((c, True) for c in pos.discard)
        labels = {"stock": stock_label(pos)}
        # P-3: free cards lit, covered ones dim
        return self.light(pos, TableState(piles, labels, spent=self.spent_stocks(pos)))

    def step_kind(self, move: Move) -> StepKind:
        return StepKind.STOCK if "stock" in (move.src, move.dst) else StepKind.PAIR

    def card_badges(self) -> dict[int, str]:
        """P-2: A, J, Q and K show their value beside them (a look option, on by default)."""
        if not self.options.get("show_values", True):
            return {}
        return {s * 13 + r - 1: str(r) for s in range(4) for r in (1, 11, 12, 13)}
