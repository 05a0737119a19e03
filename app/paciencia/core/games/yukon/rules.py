"""Yukon (YK-1…YK-10), declared on the kit: Klondike's deal with the stock laid on the columns
face up, built down in alternating colours, and any face-up card moves with every card on it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ...kit import pile_help
from ...kit.board import CARDS_FIRST, Board
from ...kit.builds import ALTERNATE_COLOURS, ANY_GROUP
from ...kit.pile import Spot
from ...kit.pile_rules import PileRules
from ...kit.piles import Piles, klondike_shape
from ...kit.roles import KINGS_ONLY, Foundation, Tableau
from ...kit.words import BAD_COUNT, SAME_PILE, BoardWords
from ...moves import pile_id
from ...text import QT_TRANSLATE_NOOP

COLUMNS = 7
NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile}.")
BOARD = BoardWords(
    no_such_source=NO_SUCH_PILE, no_such_destination=NO_SUCH_PILE, same_pile=SAME_PILE, bad_count=BAD_COUNT
)


class YukonRules(PileRules):
    game_id: ClassVar[str] = "yukon"
    name: ClassVar[str] = "Yukon"
    hint_steps: ClassVar[tuple[pile_help.Step, ...]] = (
        pile_help.safe_up, pile_help.uncover, pile_help.any_up, pile_help.empty_for_king,
    )
    """YK-7."""

    def __init__(self, auto_finish: bool = True) -> None:
        foundation = Foundation()  # YK-4: a card up stays up
        column = Tableau(ALTERNATE_COLOURS, KINGS_ONLY, moves=ANY_GROUP)
        super().__init__(
            Board(
                (
                    *(Spot(pile_id("f", s), s, foundation) for s in range(4)),
                    *(Spot(pile_id("t", j), j, column) for j in range(COLUMNS)),
                ),
                BOARD,
                order=CARDS_FIRST,
            ),
            range(52),
            auto_finish=auto_finish,
        )

    def __repr__(self) -> str:
        return f"YukonRules(auto_finish={self.auto_finish})"

    def deal(self, order: Sequence[int]) -> Piles:
        """YK-1: Klondike's 28 cards, then four rows of six face up on columns 2 to 7."""
        if sorted(order) != list(range(52)):
            raise ValueError("a Yukon deal needs the 52 cards once each")
        columns = klondike_shape(order, COLUMNS)
        for k, card in enumerate(order[28:]):
            columns[1 + k % 6].append(card)
        return Piles(((),) * 4 + tuple(tuple(c) for c in columns), (0,) * 4 + tuple(range(COLUMNS)))
