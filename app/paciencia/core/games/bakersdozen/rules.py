"""Baker's Dozen (BD-1…BD-9), declared on the kit: thirteen columns of four, Kings at the
back, built down by rank whatever the suit, one card at a time; an emptied column stays
empty."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ...cards import RANK
from ...kit import pile_help
from ...kit.board import CARDS_FIRST, Board
from ...kit.builds import ANY_SUIT, ONE_BY_ONE
from ...kit.pile import Spot
from ...kit.pile_rules import PileRules
from ...kit.piles import Piles, round_robin
from ...kit.roles import NO_CARD, Foundation, Tableau
from ...kit.words import BAD_COUNT, SAME_PILE, BoardWords
from ...moves import pile_id
from ...text import QT_TRANSLATE_NOOP

COLUMNS = 13
NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile}.")
BOARD = BoardWords(no_such_source=NO_SUCH_PILE, no_such_destination=NO_SUCH_PILE, same_pile=SAME_PILE,
                   bad_count=BAD_COUNT)


def kings_to_the_back(column: Sequence[int]) -> tuple[int, ...]:
    """BD-1: a column's Kings first (in the order dealt), then its other cards."""
    return tuple(c for c in column if RANK[c] == 13) + tuple(c for c in column if RANK[c] != 13)


class BakersDozenRules(PileRules):
    game_id: ClassVar[str] = "bakersdozen"
    name: ClassVar[str] = "Baker's Dozen"
    hint_steps: ClassVar[tuple[pile_help.Step, ...]] = (pile_help.safe_up, pile_help.any_up, pile_help.frees_up)
    """BD-6, after the solver's move (the declaration's hint search)."""

    def __init__(self, auto_finish: bool = True) -> None:
        foundation = Foundation()
        column = Tableau(ANY_SUIT, NO_CARD, moves=ONE_BY_ONE)
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
        return f"BakersDozenRules(auto_finish={self.auto_finish})"

    def deal(self, order: Sequence[int]) -> Piles:
        if sorted(order) != list(range(52)):
            raise ValueError("a Baker's Dozen deal needs the 52 cards once each")
        columns = [kings_to_the_back(column) for column in round_robin(order, COLUMNS)]
        return Piles(((),) * 4 + tuple(columns), (0,) * (4 + COLUMNS))
