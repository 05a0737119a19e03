"""Golf's rules (GF-1…GF-8) on the kit's game played onto the waste (:mod:`~paciencia.core.kit.onto_waste`).

Seven columns ``t0``…``t6`` of five face-up cards (card k of the deal in column
(k − 1) mod 7, GF-1): slot k − 1 of the shape, covered by the card dealt seven later. Card 36
starts the waste, cards 37–52 are the stock. A column's last card goes onto the waste one rank
up or down; by default nothing goes on a King and an Ace and a King are not neighbours (GF-2).
"""

from __future__ import annotations

from typing import ClassVar

from ...cards import id_text
from ...kit import words
from ...kit.onto_waste import Shape, WastePosition, WasteRules, waste_build
from ...moves import pile_id

COLUMNS = 7
ROWS = 5
POINTS = 5
"""GF-5: each card played from a column, and each card left in the stock at a win."""

SHAPE = Shape(
    piles=tuple(pile_id("t", j) for j in range(COLUMNS)),
    slots_of=tuple(tuple(range(j, COLUMNS * ROWS, COLUMNS)) for j in range(COLUMNS)),
    covers=tuple((k + COLUMNS,) if k + COLUMNS < COLUMNS * ROWS else () for k in range(COLUMNS * ROWS)),
    hidden=False,
)


class GolfRules(WasteRules):
    """Golf with its two options: a Queen may go on a King, K–A wrap (GF-2)."""

    game_id: ClassVar[str] = "golf"

    def __init__(self, queens: bool = False, wrap: bool = False) -> None:
        super().__init__(SHAPE, waste_build(wrap, on_kings=queens), words.RESERVE)
        self.queens = queens
        self.wrap = wrap

    def card_points(self, before: WastePosition, slot: int, after: WastePosition) -> int:
        """GF-5: 5 a card; the winning card adds 5 for each card left in the stock."""
        return POINTS + (POINTS * len(after.stock) if not after.mask else 0)

    def columns(self, pos: WastePosition) -> list[list[int]]:
        """The seven columns' cards, first card first (what the Black Hole Solver reads, GF-7)."""
        return [list(self.pile_cards(pos, j)) for j in range(COLUMNS)]

    def position_json(self, pos: WastePosition) -> dict[str, object]:
        data = super().position_json(pos)
        data["columns"] = [[id_text(c) for c in column] for column in self.columns(pos)]
        data["options"] = {"queens": self.queens, "wrap": self.wrap}
        return data
