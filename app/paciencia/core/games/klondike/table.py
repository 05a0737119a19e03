"""Klondike (K-1, K-2, K-3 display): stock, waste, four foundations, seven columns."""

from __future__ import annotations

from ...kinds import PileKind
from ...moves import STOCK_PILE, WASTE_PILE, pile_id
from ...options import Options
from ...table import SUIT_SYMBOLS, PileSpec, TableLayout, TableState, pass_text, row
from ...text import QT_TRANSLATE_NOOP, Reason
from .position import KlondikePosition
from .rules import KlondikeRules

ONLY_TOP_OF_WASTE = QT_TRANSLATE_NOOP("session", "Only the top card of the waste can be played.")

STEP = 1.13
SIDE = 0.1
TOP = 0.1
COLUMNS_Y = TOP + 1.4 + 0.2  # the gap grows for "Pass 2/3" when it needs to (PileSpec.labelled)
FAN_UP = 0.35  # a quarter of a card: the index and a glimpse of the pips
FAN_DOWN = 0.26  # nearly a fifth of a card: the face-down cards can be counted at a glance
BOTTOM = 0.06


class KlondikeLayout(TableLayout[KlondikePosition]):
    width = SIDE * 2 + 6 * STEP + 1
    # The deal's longest column (six face down, one up) at full steps: cards as large as
    # that allows (U-4); longer columns squeeze their fans, and every card shrinks only when
    # a column's face-up steps would otherwise hide the corner index (ui/scene/geometry.py).
    height = COLUMNS_Y + 1.4 + 6 * FAN_DOWN + BOTTOM

    def __init__(self, rules: KlondikeRules, options: Options | None = None) -> None:
        self.klondike = rules  # the draw and the pass limit, which the table shows
        super().__init__(rules, options)

    def build(self) -> list[PileSpec]:
        xs = row(7, SIDE, STEP - 1)
        draw3 = self.klondike.draw == 3
        piles = [
            PileSpec(STOCK_PILE, xs[0], TOP, PileKind.STOCK, role="↻", grab="none",
                     labelled=bool(self.klondike.pass_limit)),
            PileSpec(WASTE_PILE, xs[1], TOP, PileKind.WASTE, fan=(0.27, 0.0), fan_last=3 if draw3 else 1, slot=False),
        ]
        piles += [
            PileSpec(pile_id("f", s), xs[3 + s], TOP, PileKind.FOUNDATION, role=SUIT_SYMBOLS[s]) for s in range(4)
        ]
        piles += [
            PileSpec(
                pile_id("t", j),
                xs[j],
                COLUMNS_Y,
                PileKind.TABLEAU,
                fan=(0, FAN_UP),
                fan_down=(0, FAN_DOWN),
                compress=True,
                role="K",
                grab="run",
            )
            for j in range(7)
        ]
        return piles

    def state(self, pos: KlondikePosition) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {
            "stock": tuple((c, False) for c in pos.stock),
            "waste": tuple((c, True) for c in pos.waste),
        }
        for s, top in enumerate(pos.foundations):
            piles[f"f{s}"] = tuple((s * 13 + r, True) for r in range(top))
        for j, col in enumerate(pos.tableau):
            piles[f"t{j}"] = tuple((c, i >= pos.down[j]) for i, c in enumerate(col))
        labels: dict[str, Reason] = {}
        limit = self.klondike.pass_limit
        if limit:
            labels["stock"] = pass_text(pos.pass_no, limit)
        return TableState(piles, labels, spent=self.spent_stocks(pos))

    def grab_refusal(self, state: TableState, pile: str, index: int) -> Reason | None:
        # K-2: in draw-3 the fanned lower cards look playable; say why they are not.
        if pile == "waste" and 0 <= index < len(state.piles.get("waste", ())) - 1:
            return Reason(ONLY_TOP_OF_WASTE, context="session")
        return None
