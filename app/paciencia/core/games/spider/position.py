"""Spider's position, pile ids, move tables and the facts of a position the
rules, the notation, the help and the searches all read (S-1…S-5).

The deal, the fields and the moves are described in :mod:`.rules`.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from ...cards import RANK
from ...kit.roles import deal_blocked
from ...moves import STOCK_PILE, TABLEAU_PILES, Move, MoveResult, PileId, pile_id
from ...rules.common import same_suit_run_length
from . import reasons

COLUMNS = 10
"""Spider's columns (S-2): the most any game of the family has, so the tables below serve all."""
RUNS_TO_WIN = 8
RUN_LENGTH = 13
FLIP_POINTS = 5
RUN_POINTS = 65  # C-9: 5 for each of the 13 cards


class Shape(NamedTuple):
    """What a game of Spider's family declares beside the rules it shares (S-1, S-2; SE-1, SE-2).

    Everything else follows from these: the deck is ``runs`` Ace-to-King sets
    (``shuffle.spider_deck``), the columns are the first ``columns`` of ``t0`` … ``t9``, and
    the stock is what the layout leaves, dealt ``columns`` cards at a time, the last deal
    short when it does not divide (SE-4). The searches read the column count off a
    position (``len(pos.columns)``) and so need none of this.
    """

    name: str
    """The game's name in errors and the position text (not translated)."""
    columns: int
    runs: int
    """Ace-to-King sets in the deck, the runs that win (S-7)."""
    layout: tuple[int, ...]
    """The column each of the deal's first cards goes to, in deal order; the rest is the stock."""

    @property
    def cards(self) -> int:
        return self.runs * RUN_LENGTH


SPIDER = Shape("Spider", COLUMNS, RUNS_TO_WIN, tuple(i % COLUMNS for i in range(54)))
"""S-2: 54 cards round the ten columns, card i onto column i mod 10; 50 in the stock."""

COLUMN_IDS: tuple[PileId, ...] = tuple(pile_id("t", i) for i in range(COLUMNS))
COLUMN_INDEX: dict[str, int] = {name: i for i, name in enumerate(COLUMN_IDS)}
DEAL = Move(STOCK_PILE, TABLEAU_PILES)
SOURCES = (*COLUMN_IDS, STOCK_PILE)
"""Spider's piles moves start from, in the order the legal moves are listed: the deal last."""

# Every possible column move, built once: moves are listed for every check, hint and
# search, and constructing frozen dataclasses there would dominate.
MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(
        tuple(Move(COLUMN_IDS[i], COLUMN_IDS[j], k) for k in range(RUN_LENGTH + 1))
        for j in range(COLUMNS)
    )
    for i in range(COLUMNS)
)


class SpiderPosition(NamedTuple):
    """Everything that matters for play; immutable and hashable.

    ``columns[i]`` lists column ``i`` bottom card first; its first ``down[i]``
    cards are face down (a non-empty column always shows its top card).
    ``stock[0]`` is the next card dealt. ``runs`` holds the suit of each
    completed run, in the order they left the table.
    """

    columns: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    stock: tuple[int, ...]
    runs: tuple[int, ...]


def table_count(pos: SpiderPosition) -> int:
    """Cards on the table (the columns), face up or down."""
    return sum(len(c) for c in pos.columns)


def movable_run(pos: SpiderPosition, i: int) -> int:
    """How many cards may leave column ``i`` together (S-3)."""
    return same_suit_run_length(pos.columns[i], pos.down[i])


def fitting_count(pos: SpiderPosition, i: int, j: int) -> int:
    """The part of column ``i``'s movable run that fits non-empty column ``j``, or 0."""
    col = pos.columns[i]
    if not col:
        return 0
    k = RANK[pos.columns[j][-1]] - RANK[col[-1]]
    return k if 1 <= k <= movable_run(pos, i) else 0


def deal_refusal(pos: SpiderPosition) -> str | None:
    """The msgid refusing a deal (S-5), or None when dealing is legal: the kit's deal rule."""
    return deal_blocked(len(pos.stock), [len(column) for column in pos.columns], reasons.DEAL)


class SpiderJudge(Protocol):
    """What the help reads of Spider's rules (the rules module imports the help, so the help
    names this, not the class)."""

    def legal_moves(self, pos: SpiderPosition) -> list[Move]: ...

    def apply_unchecked(self, pos: SpiderPosition, move: Move) -> MoveResult[SpiderPosition]: ...
