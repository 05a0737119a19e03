"""FreeCell rules (SPEC F-1…F-9, C-9): moves, refusals, scoring.

Positions, pile ids and the deal layout are documented in
:mod:`.position`; the move notation and the board text format in
:mod:`.notation`; hints, dead ends and auto-moves in
:mod:`.help`.

Moves (F-3, F-4, F-5), each counted as one move and one undo step:

* ``Move("t<i>", "c<k>")``: top card of a column to the empty free cell k.
* ``Move("c<k>", "c<m>")``: a free-cell card to another, empty, cell.
* ``Move("t<i>" | "c<k>", "f<suit>")``: to its foundation, +10.
* ``Move("c<k>", "t<j>")``: a free-cell card to a column (on a card one rank
  higher of the other colour, or to an empty column).
* ``Move("t<i>", "t<j>", n)``: the top ``n`` cards of column i, a descending
  run of alternating colours, onto column j. Onto a card, ``n`` is fixed by the
  ranks (the run's lowest-placed card must rest on j's top card); into an
  empty column any ``n`` up to the run length may move. ``n`` is limited to
  (F + 1) × 2^E (F empty cells, E empty columns, an empty destination not
  counted), taken before the move (F-4).
* ``Move("f<suit>", "t<j>")`` (only with ``takeback``): the top card of a
  foundation back to a column where it fits (an empty column takes any card),
  −15 (F-5).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, Final

from ...kit.board import Board
from ...kit.builds import Build
from ...kit.pile import FOUNDATION_CARDS, Spot
from ...kit.roles import Cell, Foundation, Tableau
from ...kit.words import BAD_COUNT, SAME_PILE, BoardWords
from ...moves import Move, MoveResult
from ...rules.base import Hint, Rules
from ...text import Reason
from . import help as freecell_help
from . import notation as freecell_notation
from .fast_moves import fast_moves
from .position import (
    ALL_CELL_IDS,
    CELL,
    CELL_IDS,
    COLUMN,
    COLUMN_IDS,
    COLUMNS,
    EMPTY,
    FOUNDATION_IDS,
    PILES,
    FreeCellPosition,
    deal_position,
    position_cards,
)
from .reasons import NO_SUCH_PILE
from .variant import FREECELL, Variant, limit, safe, tables

FOUNDATION_POINTS: Final = 10
TAKEBACK_POINTS: Final = -15

_new = tuple.__new__  # half the cost of calling the NamedTuple class

SOURCES: Final = (*COLUMN_IDS, *CELL_IDS, *FOUNDATION_IDS)
"""FreeCell's piles moves start from, in the order the legal moves are listed."""

WORDS: Final = BoardWords(
    no_such_source=NO_SUCH_PILE, no_such_destination=NO_SUCH_PILE, same_pile=SAME_PILE, bad_count=BAD_COUNT
)
"""FreeCell's board words; a variant names itself in them (:meth:`Words.but`)."""


def board(takeback: bool, variant: Variant = FREECELL) -> Board:
    """The piles of a game of the family (F-1, F-3…F-5, BG-2, EO-2): foundations by suit, eight
    columns built by the variant's build with its space policy, its cells; moves are listed to
    them in that order. The variant's limit bounds a run (F-4, EO-3)."""
    says = WORDS if variant.no_such_pile == NO_SUCH_PILE else WORDS.but(
        no_such_source=variant.no_such_pile, no_such_destination=variant.no_such_pile
    )
    return Board(
        (
            *(Spot(f, suit, Foundation(takeback)) for suit, f in enumerate(FOUNDATION_IDS)),
            *(Spot(t, i, Tableau(variant.build, variant.space)) for i, t in enumerate(COLUMN_IDS)),
            *(Spot(c, i, Cell()) for i, c in enumerate(ALL_CELL_IDS[: variant.cells])),
        ),
        says,
        limit(variant),
    )


class FreeCellView:
    """A position as the kit reads it."""

    __slots__ = ("pos",)

    def __init__(self, pos: FreeCellPosition) -> None:
        self.pos = pos

    def cards(self, spot: Spot) -> tuple[int, ...]:
        kind, i = PILES[spot.id]
        if kind == COLUMN:
            return self.pos.columns[i]
        if kind == CELL:
            card = self.pos.cells[i]
            return () if card == EMPTY else (card,)
        return FOUNDATION_CARDS[i][self.pos.foundations[i]]

    def face_up_from(self, spot: Spot) -> int:
        return 0  # F-1: every card is dealt face up

    def passes(self) -> int:
        return 1  # no stock


class FreeCellRules(Rules[FreeCellPosition]):
    """FreeCell for one set of options (T-1): ``takeback`` (F-5, default off)
    and ``automove`` (F-6, default on).

    A game of the family is a subclass that declares only its ``game_id`` and its
    :data:`VARIANT` (bakersgame/rules.py, eightoff/rules.py): the id is a class fact, as the
    shared code reads it (``rules.game_id``), and the rest of the game is this class with
    other parameters. ``build`` replaces the variant's build (a test's shortcut)."""

    game_id: ClassVar[str] = "freecell"
    VARIANT: ClassVar[Variant] = FREECELL
    """What this game changes of FreeCell (:mod:`.variant`)."""
    time_bonus_base: int = 700

    def __init__(self, takeback: bool = False, automove: bool = True, build: Build | None = None) -> None:
        self.takeback = takeback
        self.automove = automove
        variant = self.VARIANT if build is None else self.VARIANT._replace(build=build)
        self.variant = variant
        self.build = variant.build
        self.board = board(takeback, variant)
        self._sources = (*COLUMN_IDS, *tables(variant).cell_ids, *FOUNDATION_IDS)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(takeback={self.takeback}, automove={self.automove})"

    # -- the deal -------------------------------------------------------
    def deal(self, order: Sequence[int]) -> FreeCellPosition:
        return deal_position(order, self.variant.cells, self.variant.dealt_to_cells)

    # -- moves: the board's roles judge (core/kit) -----------------------
    def sources(self, pos: FreeCellPosition) -> tuple[str, ...]:
        return self._sources

    def safe(self, card: int, foundations: Sequence[int]) -> bool:
        """F-6's safe card, for this game's build (BG-4: every card that fits, in suit)."""
        return safe(self.variant, card, foundations)

    def moves_from(self, pos: FreeCellPosition, src: str) -> list[Move]:
        return self.board.moves_from(FreeCellView(pos), src)

    def explain_refusal(self, pos: FreeCellPosition, move: Move) -> Reason | None:
        return self.board.refusal(FreeCellView(pos), move)

    def _all_moves(self, pos: FreeCellPosition) -> list[Move]:
        """:meth:`legal_moves`, by the searches' generator where it applies."""
        return fast_moves(pos, self._sources, self.takeback, self.variant)

    def search_moves(self, pos: FreeCellPosition) -> list[Move]:
        """The legal moves a search needs: :meth:`legal_moves` without those leading to
        a position with the same :meth:`key` as another listed move's (only the leftmost
        empty cell and empty column as destinations, no cell-to-cell moves, no whole
        column into an empty column). Every key one legal move reaches, one of these
        reaches too."""
        cols, cells, _ = pos
        first_cell = ALL_CELL_IDS[cells.index(EMPTY)] if EMPTY in cells else ""
        first_empty = next((COLUMN_IDS[j] for j in range(COLUMNS) if not cols[j]), "")
        out: list[Move] = []
        for m in self._all_moves(pos):
            dk, di = PILES[m.dst]
            if dk == CELL:
                if m.dst != first_cell or m.src[0] == "c":
                    continue
            elif dk == COLUMN and not cols[di]:
                if m.dst != first_empty:
                    continue
                sk, si = PILES[m.src]
                if sk == COLUMN and m.count == len(cols[si]):
                    continue  # the whole column into an empty one changes nothing
            out.append(m)
        return out

    def apply_unchecked(self, pos: FreeCellPosition, move: Move) -> MoveResult[FreeCellPosition]:
        cols, cells, found = pos
        sk, si = PILES[move.src]
        dk, di = PILES[move.dst]
        n = move.count
        score = 0
        if sk == COLUMN:
            col = cols[si]
            moved = col[-n:]
            new_cols = list(cols)
            new_cols[si] = col[:-n]
            if dk == COLUMN:
                new_cols[di] = cols[di] + moved
                return MoveResult(_new(FreeCellPosition, (tuple(new_cols), cells, found)))
            card = moved[0]
        elif sk == CELL:
            card = cells[si]
            new_cells = list(cells)
            new_cells[si] = EMPTY
            cells = tuple(new_cells)
            new_cols = list(cols) if dk == COLUMN else []
        else:
            card = si * 13 + found[si] - 1
            new_found = list(found)
            new_found[si] -= 1
            found = tuple(new_found)
            score = TAKEBACK_POINTS
            new_cols = list(cols)

        if dk == COLUMN:
            new_cols[di] = cols[di] + (card,)
            return MoveResult(_new(FreeCellPosition, (tuple(new_cols), cells, found)), score)
        new_columns = tuple(new_cols) if sk == COLUMN else cols
        if dk == CELL:
            new_cells = list(cells)
            new_cells[di] = card
            return MoveResult(_new(FreeCellPosition, (new_columns, tuple(new_cells), found)))
        new_found = list(found)
        new_found[di] += 1
        return MoveResult(_new(FreeCellPosition, (new_columns, cells, tuple(new_found))), FOUNDATION_POINTS)

    def is_won(self, pos: FreeCellPosition) -> bool:
        return pos.foundations == (13, 13, 13, 13)

    def key(self, pos: FreeCellPosition) -> Hashable:
        """Canonical: the order of columns and of free cells does not matter
        for play, so symmetric positions share a key. The foundations follow
        from the other cards and are left out."""
        # Frozensets are order-free and cache their hash; each card is unique,
        # so they lose nothing (the number of empty columns and cells follows
        # from the cards present).
        return (frozenset(pos.columns), frozenset(pos.cells))

    # -- help -----------------------------------------------------------
    def hint(self, pos: FreeCellPosition) -> Hint:
        return freecell_help.hint(self, pos)

    def dead_end(self, pos: FreeCellPosition, budget: int = 2000) -> bool:
        """F-7: True when every position reachable from ``pos`` (at most
        ``budget`` of them) was seen and none is won."""
        return freecell_help.dead_end(self, pos, budget)

    def auto_moves(self, pos: FreeCellPosition) -> list[Move]:
        return freecell_help.safe_moves(self, pos)

    def automatic_moves(self, pos: FreeCellPosition) -> list[Move]:
        return freecell_help.safe_moves(self, pos) if self.automove else []

    # -- notation -------------------------------------------------------
    def format_move(self, pos: FreeCellPosition, move: Move) -> str:
        return freecell_notation.format_move(pos, move)

    def parse_move(self, pos: FreeCellPosition, text: str) -> Move:
        return freecell_notation.parse_move(pos, text)

    def format_position(self, pos: FreeCellPosition) -> str:
        return freecell_notation.format_position(pos)

    def parse_position(self, text: str) -> FreeCellPosition:
        return freecell_notation.parse_position(text, self.variant.cells)

    def position_json(self, pos: FreeCellPosition) -> dict[str, Any]:
        return freecell_notation.position_json(pos, self.game_id)

    def cards(self, pos: FreeCellPosition) -> list[int]:
        return position_cards(pos)

    def status(self, pos: FreeCellPosition) -> dict[str, Any]:
        free = pos.cells.count(EMPTY)
        empty = sum(1 for col in pos.columns if not col)
        return {
            "free_cells": free,
            "empty_columns": empty,
            "sequence_limit": self.variant.capacity(free, empty),
            "on_foundations": sum(pos.foundations),
        }
