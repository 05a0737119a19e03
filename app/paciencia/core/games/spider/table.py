"""Spider (S-1, S-2): ten columns; the stock (in packets of ten, deals left on a badge)
and the completed runs along the bottom."""

from __future__ import annotations

from ...kinds import PileKind
from ...moves import DISCARD_PILE, STOCK_PILE, pile_id
from ...table import PileSpec, TableLayout, TableState, row
from ...text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Reason
from .position import SpiderPosition

DEALS_LEFT = QT_TRANSLATE_N_NOOP("table", "%n deals left", None, 0)
RUNS_DONE = QT_TRANSLATE_NOOP("table", "{n}/8 runs")

STEP = 1.1
SIDE = 0.16
TOP = 0.1
FAN_UP = 0.34
FAN_DOWN = 0.27  # a fifth of a card: the face-down cards can be counted at a glance
BOTTOM_ROW = 1.4 + 0.5  # the stock row with its label and the gaps around it


class SpiderLayout(TableLayout[SpiderPosition]):
    columns = 10
    """The columns, a row of the stock (S-2); a game of the family sets its own with
    ``width``, ``height`` and ``runs_done``."""
    runs_done = RUNS_DONE
    deals = 5
    """The stock's packets as dealt (S-5), fanned so the last lines up with the last column."""
    width = SIDE * 2 + 9 * STEP + 1
    # The deal's columns (five face down, one up) at full steps and the bottom row: cards
    # as large as that allows (U-4); longer columns squeeze their fans.
    height = TOP + 1.4 + 5 * FAN_DOWN + BOTTOM_ROW

    def build(self) -> list[PileSpec]:
        n = self.columns
        xs = row(n, SIDE, STEP - 1)
        piles = [
            PileSpec(
                pile_id("t", j),
                xs[j],
                TOP,
                PileKind.TABLEAU,
                fan=(0, FAN_UP),
                fan_down=(0, FAN_DOWN),
                compress=True,
                grab="run",
            )
            for j in range(n)
        ]
        piles.append(
            PileSpec(
                DISCARD_PILE,
                xs[0],
                0.0,
                PileKind.DISCARD,
                fan=(0.16, 0.0),
                fan_group=13,
                anchor_bottom=True,
                grab="none",
                named_by_label=True,
            )
        )
        piles.append(
            PileSpec(
                STOCK_PILE,
                xs[n - 1] - 0.16 * (self.deals - 1),
                0.0,
                PileKind.STOCK,
                fan=(0.16, 0.0),
                fan_group=n,
                anchor_bottom=True,
                grab="none",
                role="↓",
            )
        )
        return piles

    def state(self, pos: SpiderPosition) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {}
        for j, col in enumerate(pos.columns):
            piles[f"t{j}"] = tuple((c, i >= pos.down[j]) for i, c in enumerate(col))
        # stock[0] is dealt first, so it is the top (last) card shown
        piles["stock"] = tuple((c, False) for c in reversed(pos.stock))
        piles["discard"] = tuple((s * 13 + r, True) for s in pos.runs for r in range(13))
        deals = -(-len(pos.stock) // self.columns)
        labels: dict[str, Reason] = {}
        if deals:
            labels["stock"] = Reason.plural(DEALS_LEFT, deals, context="table")
        runs = len(pos.runs)
        if runs:
            labels["discard"] = Reason(self.runs_done, context="table", n=runs)
        return TableState(piles, labels)
