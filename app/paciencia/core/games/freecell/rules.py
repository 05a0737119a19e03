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

from ...cards import RANK, SUIT
from ...moves import Move, MoveResult
from ...rules.base import Hint, Rules
from ...rules.common import (
    alternating_refusal,
    alternating_run_length,
    builds_alternating,
    fits_foundation,
    freecell_capacity,
)
from ...text import Reason
from . import help as freecell_help
from . import notation as freecell_notation
from .position import (
    CELL,
    CELL_IDS,
    CELL_TO_CELL,
    CELL_TO_COLUMN,
    CELL_TO_FOUNDATION,
    COLUMN,
    COLUMN_IDS,
    COLUMN_MOVES,
    COLUMN_TO_CELL,
    COLUMN_TO_FOUNDATION,
    COLUMNS,
    EMPTY,
    FOUNDATION,
    FOUNDATION_IDS,
    FOUNDATION_TO_COLUMN,
    PARENTS,
    PILES,
    FreeCellPosition,
    deal_position,
    position_cards,
)
from .reasons import (
    BAD_COUNT,
    CELL_EMPTY,
    CELL_OCCUPIED,
    COLUMN_EMPTY,
    COLUMN_TOO_SHORT,
    FOUNDATION_DONE,
    FOUNDATION_EMPTY,
    FOUNDATION_TO_COLUMN_ONLY,
    NO_SUCH_PILE,
    NOT_A_RUN,
    NOT_NEXT,
    ONE_FROM_CELL,
    ONE_FROM_FOUNDATION,
    ONE_TO_CELL,
    ONE_TO_FOUNDATION,
    SAME_PILE,
    TAKEBACK_OFF,
    WRONG_FOUNDATION,
    pretty,
    suit_symbol,
    too_long,
)

FOUNDATION_POINTS: Final = 10
TAKEBACK_POINTS: Final = -15

_new = tuple.__new__  # half the cost of calling the NamedTuple class

SOURCES: Final = (*COLUMN_IDS, *CELL_IDS, *FOUNDATION_IDS)
"""The piles moves start from, in the order the legal moves are listed."""


class FreeCellRules(Rules[FreeCellPosition]):
    """FreeCell for one set of options (T-1): ``takeback`` (F-5, default off)
    and ``automove`` (F-6, default on)."""

    game_id: ClassVar[str] = "freecell"
    time_bonus_base: int = 700

    def __init__(self, takeback: bool = False, automove: bool = True) -> None:
        self.takeback = takeback
        self.automove = automove

    def __repr__(self) -> str:
        return f"FreeCellRules(takeback={self.takeback}, automove={self.automove})"

    # -- the deal -------------------------------------------------------
    def deal(self, order: Sequence[int]) -> FreeCellPosition:
        return deal_position(order)

    # -- moves (one truth: core/rules/base.py) ------------------------
    def sources(self, pos: FreeCellPosition) -> tuple[str, ...]:
        return SOURCES

    def moves_from(self, pos: FreeCellPosition, src: str) -> list[Move]:
        return self._moves(pos, (src,))

    def legal_moves(self, pos: FreeCellPosition) -> list[Move]:
        return self._moves(pos, SOURCES)

    def _moves(self, pos: FreeCellPosition, sources: tuple[str, ...]) -> list[Move]:
        """The moves from each pile of ``sources`` in turn: one loop for :meth:`moves_from`
        and :meth:`legal_moves`, so the column tops, empty columns and cells are found once.

        Column: to its foundation, onto cards (by count), into empty columns (by column,
        then count), to empty cells; cell: to its foundation, onto cards, into empty
        columns, to empty cells; foundation (take-backs only): onto cards, into empty
        columns. A card goes onto the column tops it may rest on, looked up from
        :data:`PARENTS` (the alternating build tabulated), in that table's order.
        """
        cols, cells, found = pos
        where = {col[-1]: j for j, col in enumerate(cols) if col}  # column top -> column
        empty = [j for j in range(COLUMNS) if not cols[j]]
        free = [k for k in range(4) if cells[k] == EMPTY]
        cap = freecell_capacity(len(free), len(empty))  # F-4, before the move
        cap_empty = freecell_capacity(len(free), len(empty) - 1) if empty else 0  # the destination not counted
        out: list[Move] = []
        for src in sources:
            pile = PILES.get(src)
            if pile is None:
                continue
            kind, i = pile
            if kind == COLUMN:
                col = cols[i]
                if not col:
                    continue
                card = col[-1]
                if fits_foundation(card, found):
                    out.append(COLUMN_TO_FOUNDATION[i][SUIT[card]])
                moves_i = COLUMN_MOVES[i]
                n, k = 1, len(col) - 1
                while True:  # up the alternating run: onto the cards its n-th card rests on
                    for p in PARENTS[card]:
                        if p in where:
                            out.append(moves_i[where[p]][n])
                    if n >= cap or not k or col[k - 1] not in PARENTS[card]:
                        break
                    k -= 1
                    card = col[k]
                    n += 1
                for j in empty:
                    out += moves_i[j][1:min(n, cap_empty) + 1]
                for c in free:
                    out.append(COLUMN_TO_CELL[i][c])
                continue
            if kind == CELL:
                card = cells[i]
                if card < 0:
                    continue
                if fits_foundation(card, found):
                    out.append(CELL_TO_FOUNDATION[i][SUIT[card]])
                row = CELL_TO_COLUMN[i]
            elif self.takeback and found[i]:
                card = i * 13 + found[i] - 1
                row = FOUNDATION_TO_COLUMN[i]
            else:
                continue
            for p in PARENTS[card]:
                if p in where:
                    out.append(row[where[p]])
            for j in empty:
                out.append(row[j])
            if kind == CELL:
                for c in free:
                    out.append(CELL_TO_CELL[i][c])
        return out

    def search_moves(self, pos: FreeCellPosition) -> list[Move]:
        """The legal moves a search needs: :meth:`legal_moves` without those leading to
        a position with the same :meth:`key` as another listed move's (only the leftmost
        empty cell and empty column as destinations, no cell-to-cell moves, no whole
        column into an empty column). Every key one legal move reaches, one of these
        reaches too."""
        cols, cells, _ = pos
        first_cell = CELL_IDS[cells.index(EMPTY)] if EMPTY in cells else ""
        first_empty = next((COLUMN_IDS[j] for j in range(COLUMNS) if not cols[j]), "")
        out: list[Move] = []
        for m in self.legal_moves(pos):
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

    def explain_refusal(self, pos: FreeCellPosition, move: Move) -> Reason | None:
        cols, cells, found = pos
        src, dst = PILES.get(move.src), PILES.get(move.dst)
        if src is None:
            return Reason(NO_SUCH_PILE, pile=move.src)
        if dst is None:
            return Reason(NO_SUCH_PILE, pile=move.dst)
        if move.src == move.dst:
            return Reason(SAME_PILE)
        n = move.count
        if n < 1:
            return Reason(BAD_COUNT)
        (sk, si), (dk, di) = src, dst

        if sk == FOUNDATION:
            if not self.takeback:
                return Reason(TAKEBACK_OFF)
            if not found[si]:
                return Reason(FOUNDATION_EMPTY, suit=suit_symbol(si))
            if n != 1:
                return Reason(ONE_FROM_FOUNDATION)
            if dk != COLUMN:
                return Reason(FOUNDATION_TO_COLUMN_ONLY)
            card = si * 13 + found[si] - 1
        elif sk == CELL:
            card = cells[si]
            if card < 0:
                return Reason(CELL_EMPTY, cell=si + 1)
            if n != 1:
                return Reason(ONE_FROM_CELL)
        else:
            col = cols[si]
            if not col:
                return Reason(COLUMN_EMPTY, column=si + 1)
            if n > len(col):
                return Reason.plural(COLUMN_TOO_SHORT, len(col), column=si + 1, wanted=n)
            card = col[-n]
            if n > 1 and dk == COLUMN and alternating_run_length(col) < n:
                return Reason(NOT_A_RUN, count=n, card=pretty(card))

        if dk == FOUNDATION:
            if n != 1:
                return Reason(ONE_TO_FOUNDATION)
            if SUIT[card] != di:
                return Reason(WRONG_FOUNDATION, card=pretty(card), suit=suit_symbol(SUIT[card]))
            if found[di] + 1 != RANK[card]:
                if found[di] >= 13:
                    return Reason(FOUNDATION_DONE, suit=suit_symbol(di))
                return Reason(NOT_NEXT, card=pretty(card), needed=pretty(di * 13 + found[di]))
            return None
        if dk == CELL:
            if cells[di] >= 0:
                return Reason(CELL_OCCUPIED, cell=di + 1, card=pretty(cells[di]))
            if n != 1:
                return Reason(ONE_TO_CELL)
            return None
        target = cols[di]
        if target and not builds_alternating(target[-1], card):
            return alternating_refusal(target[-1], card)
        if n > 1:
            free = cells.count(EMPTY)
            n_empty = sum(1 for col in cols if not col) - (0 if target else 1)
            if n > freecell_capacity(free, n_empty):
                return too_long(n, free, n_empty, not target)
        return None

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
        return freecell_notation.parse_position(text)

    def position_json(self, pos: FreeCellPosition) -> dict[str, Any]:
        return freecell_notation.position_json(pos)

    def cards(self, pos: FreeCellPosition) -> list[int]:
        return position_cards(pos)

    def status(self, pos: FreeCellPosition) -> dict[str, Any]:
        free = pos.cells.count(EMPTY)
        empty = sum(1 for col in pos.columns if not col)
        return {
            "free_cells": free,
            "empty_columns": empty,
            "sequence_limit": freecell_capacity(free, empty),
            "on_foundations": sum(pos.foundations),
        }
