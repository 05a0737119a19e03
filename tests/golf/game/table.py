"""Golf's table: seven columns, the stock and the waste below them."""

from __future__ import annotations

from paciencia.core.kinds import PileKind
from paciencia.core.table import PileSpec, TableLayout, TableState, row

from .rules import GolfPosition

STEP = 1.15
FAN = 0.32


class GolfLayout(TableLayout[GolfPosition]):
    width = 0.3 * 2 + 6 * STEP + 1
    height = 0.22 + 1.4 + 6 * FAN + 0.3 + 1.4 + 0.2

    def build(self) -> list[PileSpec]:
        xs = row(7, 0.3, STEP - 1)
        piles = [PileSpec(f"t{j}", xs[j], 0.22, PileKind.TABLEAU, fan=(0, FAN), compress=True) for j in range(7)]
        below = 0.22 + 1.4 + 6 * FAN + 0.3
        piles.append(PileSpec("talon", xs[0], below, PileKind.STOCK, grab="none"))
        piles.append(PileSpec("waste", xs[1] + 0.3, below, PileKind.WASTE, grab="none"))
        return piles

    def state(self, pos: GolfPosition) -> TableState:
        piles: dict[str, tuple[tuple[int, bool], ...]] = {
            f"t{j}": tuple((c, True) for c in col) for j, col in enumerate(pos.columns)
        }
        piles["talon"] = tuple((c, False) for c in reversed(pos.stock))
        piles["waste"] = tuple((c, True) for c in pos.waste)
        return TableState(piles)
