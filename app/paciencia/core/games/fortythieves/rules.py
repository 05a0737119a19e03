"""Forty Thieves (FT-1…FT-9), declared on the kit: two packs, ten columns of four face up, built
down in suit one card at a time, a stock turned once onto the waste, eight foundations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ...kit import pile_help, words
from ...kit.board import CARDS_FIRST, Board
from ...kit.builds import SAME_SUIT
from ...kit.limits import Spaces
from ...kit.pile import Spot
from ...kit.pile_rules import C9, PileRules, StockPlay
from ...kit.piles import Piles, round_robin
from ...kit.roles import ANY_CARD, Foundation, Stock, Tableau, Waste
from ...kit.words import BAD_COUNT, SAME_PILE, BoardWords
from ...moves import STOCK_PILE, WASTE_PILE, pile_id
from ...text import QT_TRANSLATE_NOOP

COLUMNS = 10
DECK = tuple(range(52)) * 2
"""FT-1: the pack twice."""
NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile}.")
BOARD = BoardWords(
    no_such_source=NO_SUCH_PILE, no_such_destination=NO_SUCH_PILE, same_pile=SAME_PILE, bad_count=BAD_COUNT
)
ONE_PASS = QT_TRANSLATE_NOOP("rules", "The stock is turned only once in Forty Thieves.")
STOCK = words.STOCK.but(empty=QT_TRANSLATE_NOOP("rules", "The stock is empty."), pass_limit=ONE_PASS,
                        nothing_to_recycle=ONE_PASS, not_empty=ONE_PASS)
"""FT-3: one pass, so the waste never turns over."""


class FortyThievesRules(StockPlay, PileRules):
    game_id: ClassVar[str] = "fortythieves"
    name: ClassVar[str] = "Forty Thieves"
    hint_steps: ClassVar[tuple[pile_help.Step, ...]] = (
        pile_help.safe_up, pile_help.any_up, pile_help.empties, pile_help.waste_to_column, pile_help.frees_move,
        pile_help.draw,
    )
    """FT-7."""

    def __init__(self, takeback: bool = False, auto_finish: bool = True) -> None:
        self.takeback = takeback
        foundation = Foundation(takeback=takeback)
        column = Tableau(SAME_SUIT, ANY_CARD)
        super().__init__(
            Board(
                (
                    *(Spot(pile_id("f", k), k % 4, foundation) for k in range(8)),
                    *(Spot(pile_id("t", j), j, column) for j in range(COLUMNS)),
                    Spot(STOCK_PILE, 0, Stock(STOCK)),
                    Spot(WASTE_PILE, 0, Waste(1, STOCK)),
                ),
                BOARD,
                Spaces(),
                order=CARDS_FIRST,
            ),
            DECK,
            auto_finish=auto_finish,
            time_bonus_base=1400,
            scores=C9,
        )

    def __repr__(self) -> str:
        return f"FortyThievesRules(takeback={self.takeback}, auto_finish={self.auto_finish})"

    def deal(self, order: Sequence[int]) -> Piles:
        """FT-1: cards 1–40 round the ten columns, the other 64 the stock, card 41 turned first."""
        if sorted(order) != sorted(DECK):
            raise ValueError("a Forty Thieves deal needs the two packs' 104 cards")
        columns = tuple(tuple(c) for c in round_robin(order[:40], COLUMNS))
        stock = tuple(reversed(order[40:]))
        return Piles(((),) * 8 + columns + (stock, ()), (0,) * (8 + COLUMNS) + (len(stock), 0))
