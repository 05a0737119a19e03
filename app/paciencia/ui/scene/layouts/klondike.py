"""Klondike (K-1, K-2, K-3 display): stock, waste, four foundations, seven columns."""

from __future__ import annotations

from typing import Any

from .base import SUIT_SYMBOLS, PileSpec, TableLayout, TableState, pass_text, row

STEP = 1.18
TOP = 0.22
COLUMNS_Y = TOP + 1.4 + 0.32
FAN_UP = 0.34
FAN_DOWN = 0.12


class KlondikeLayout(TableLayout):
    game_id = "klondike"
    width = 0.3 * 2 + 6 * STEP + 1
    height = COLUMNS_Y + 1.4 + 5 * FAN_UP

    def build(self) -> list[PileSpec]:
        xs = row(7, 0.3, STEP - 1)
        draw3 = getattr(self.rules, "draw", 1) == 3
        piles = [
            PileSpec("stock", xs[0], TOP, "stock", role="↻", grab="none"),
            PileSpec("waste", xs[1], TOP, "waste", fan=(0.27, 0.0), fan_last=3 if draw3 else 1, slot=False),
        ]
        piles += [PileSpec(f"f{s}", xs[3 + s], TOP, "foundation", role=SUIT_SYMBOLS[s]) for s in range(4)]
        piles += [
            PileSpec(
                f"t{j}",
                xs[j],
                COLUMNS_Y,
                "tableau",
                fan=(0, FAN_UP),
                fan_down=(0, FAN_DOWN),
                compress=True,
                role="K",
                grab="run",
            )
            for j in range(7)
        ]
        return piles

    def state(self, pos: Any) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {
            "stock": tuple((c, False) for c in pos.stock),
            "waste": tuple((c, True) for c in pos.waste),
        }
        for s, top in enumerate(pos.foundations):
            piles[f"f{s}"] = tuple((s * 13 + r, True) for r in range(top))
        for j, col in enumerate(pos.tableau):
            piles[f"t{j}"] = tuple((c, i >= pos.down[j]) for i, c in enumerate(col))
        labels = {}
        limit = getattr(self.rules, "pass_limit", 0)
        if limit:
            labels["stock"] = pass_text(pos.pass_no, limit)
        return TableState(piles, labels)
