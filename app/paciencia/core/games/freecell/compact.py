"""The compact FreeCell position the solver searches (V-3), and its steps.

The solver generates and hashes hundreds of thousands of positions, so it
does not build :class:`.position.FreeCellPosition` values and :class:`Move`
objects for them: it works on a :data:`State` of plain bytes and ints, and
hands its answer back as *steps* that :func:`to_move` (:func:`replay`) turns into the rules'
moves one by one, on the real position, which the solver then plays with
``rules.apply`` (so a wrong step can only show up as an illegal move, never
as a claimed win). A test checks, on many positions, that :func:`steps`
reaches exactly the positions ``rules.search_moves`` reaches.

The state ``(columns, cells, foundations)``
    ``columns``: 8 :class:`bytes`, bottom card first, in table order (column
    ``i`` of the state is column ``i`` of the table), so a move shares the
    six columns it does not touch, and their cached hashes, with its parent.
    ``cells``: a bit set of the card ids in the free cells (which cell holds
    a card does not matter for play). ``foundations``: the top rank of suit
    ``s`` in bits ``4s…4s+3``.

Steps: one int, ``src << 8 | dst << 4 | count``
    ``src`` 0–7 is a column, ``8 + card`` the free-cell card ``card``;
    ``dst`` 0–7 a column, :data:`TO_CELL` a free cell, :data:`HOME` its
    foundation; ``count`` the cards moved (1 unless column to column).

Safe foundation moves (:func:`settle`) are part of every step: after it,
every card that is safe (``common.safe_to_foundation``) goes home, so every
state the search holds has none left. Why that loses no solution, and why
the solver never searches take-backs, is explained in :mod:`.search`.

The games of the family (:mod:`.variant`) share this solver: what differs is read from a
:class:`Family` (the build's parents and safe floors, the cells, the space policy), FreeCell's
by default, so FreeCell's calls are as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Final, NamedTuple

from ...cards import RANK, SUIT
from ...moves import Move
from ...rules.common import OPPOSITE_SUITS, safe_to_foundation
from .position import (
    CELL_TO_COLUMN,
    CELL_TO_FOUNDATION,
    COLUMN_MOVES,
    COLUMN_TO_CELL,
    COLUMN_TO_FOUNDATION,
    EMPTY,
    PARENTS,
    FreeCellPosition,
)
from .variant import Variant, safe, tables

State = tuple[tuple[bytes, ...], int, int]

TO_CELL: Final = 8
HOME: Final = 9
CELL_SRC: Final = 8
"""``src`` of a free-cell card: ``CELL_SRC + card``."""
WON: Final = 13 * 0x1111
"""``foundations`` of a won state: 13 in every suit."""

SHIFT: Final = tuple(4 * SUIT[c] for c in range(52))
"""``foundations >> SHIFT[c] & 15``: the top rank of ``c``'s suit."""
BELOW: Final = tuple(RANK[c] - 1 for c in range(52))
"""A card fits its foundation when that foundation's top rank is ``BELOW[c]``."""
SAFE_FLOOR: Final = tuple(
    (0, 0) if RANK[c] <= 2 else tuple(4 * s for s in OPPOSITE_SUITS[SUIT[c]]) for c in range(52)
)
"""Shifts of the two foundations of the other colour (unused for Aces and 2s)."""
PAIR: Final = tuple((PARENTS[c] + (52, 52))[:2] for c in range(52))
"""PARENTS as pairs, 52 (no card) standing in for a King's."""
CARD_BYTE: Final = tuple(bytes((c,)) for c in range(52))
SEPARATOR: Final = b"\xff"
_TO_HOME: Final = HOME << 4
_TO_CELL: Final = TO_CELL << 4


class Family(NamedTuple):
    """What the solver reads of a game of the family, by card id."""

    parents: tuple[tuple[int, ...], ...]
    """The cards a card may rest on (:data:`.position.PARENTS` for FreeCell)."""
    pair: tuple[tuple[int, ...], ...]
    """``parents`` as pairs, 52 standing in for no card (:data:`PAIR`)."""
    floor: tuple[tuple[int, ...], ...]
    """The shifts of the foundations a card's safety waits on (:data:`SAFE_FLOOR`)."""
    cells: int
    spaces: bool
    """An empty column takes any card and is room for a run (F-4); else Kings only, no room
    (EO-2, EO-3)."""
    safe: Callable[[int, Sequence[int]], bool]
    """The safe test on a list of foundation heights (:func:`.variant.safe`)."""


FREECELL: Final = Family(PARENTS, PAIR, SAFE_FLOOR, 4, True, safe_to_foundation)


@cache
def family(variant: Variant) -> Family:
    """The solver's tables for ``variant``."""
    parents = tables(variant).parents
    if parents is PARENTS and variant.cells == 4 and variant.spaces_count:
        return FREECELL
    floors = []
    for c in range(52):
        suits = tables(variant).child_suits[c]
        if len(suits) > 2:
            raise ValueError("the solver's safe test compares two foundations at most")
        floors.append((0, 0) if RANK[c] <= 2 or not suits else (4 * suits[0], 4 * suits[-1]))
    pair = tuple((parents[c] + (52, 52))[:2] for c in range(52))
    return Family(parents, pair, tuple(floors), variant.cells, variant.spaces_count,
                  lambda card, found: safe(variant, card, found))


def from_position(pos: FreeCellPosition) -> State:
    cols = tuple(bytes(col) for col in pos.columns)
    cells = 0
    for c in pos.cells:
        if c != EMPTY:
            cells |= 1 << c
    found = sum(top << 4 * s for s, top in enumerate(pos.foundations))
    return cols, cells, found


def key(state: State) -> tuple[int | bytes, ...]:
    """The transposition key: the same for states that differ only in the
    order of their columns (the foundations follow from the other cards).
    A tuple, not the columns joined: its hash combines the columns' cached
    ones, about half the cost of building and hashing one bytes value."""
    cols, cells, _ = state
    return (cells, *sorted(cols))


def home_count(found: int) -> int:
    """Cards on the foundations."""
    return (found & 15) + (found >> 4 & 15) + (found >> 8 & 15) + (found >> 12)


def is_safe(card: int, found: int, floor: tuple[tuple[int, ...], ...] = SAFE_FLOOR) -> bool:
    """``card`` fits its foundation and is safe there (Ace, 2, or both
    foundations of the other colour at least at its rank − 1; ``floor`` names the
    foundations for another build)."""
    if found >> SHIFT[card] & 15 != BELOW[card]:
        return False
    a, b = floor[card]
    need = BELOW[card]
    return need <= 1 or (found >> a & 15 >= need and found >> b & 15 >= need)


def settle(cols: list[bytes], cells: int, found: int, scan: int,
           floor: tuple[tuple[int, ...], ...] = SAFE_FLOOR) -> State:
    """Send safe cards home until none is left and freeze the state.

    ``scan`` is the one column whose top may have become safe (-1 for none),
    or 8 to look everywhere (after a card went home, any card may be safe).
    """
    if 0 <= scan < 8:
        col = cols[scan]
        if not col or not is_safe(col[-1], found, floor):
            return tuple(cols), cells, found
        scan = 8
    if scan == 8:
        again = True
        while again:
            again = False
            for i in range(8):
                col = cols[i]
                # The fit test first: it rules out almost every card, and inline.
                while col and found >> SHIFT[col[-1]] & 15 == BELOW[col[-1]] and is_safe(col[-1], found, floor):
                    found += 1 << SHIFT[col[-1]]
                    col = col[:-1]
                    again = True
                cols[i] = col
            m = cells
            while m:
                b = m & -m
                m ^= b
                c = b.bit_length() - 1
                if found >> SHIFT[c] & 15 == BELOW[c] and is_safe(c, found, floor):
                    cells ^= b
                    found += 1 << SHIFT[c]
                    again = True
    return tuple(cols), cells, found


def play(state: State, step: int, floor: tuple[tuple[int, ...], ...] = SAFE_FLOOR) -> State:
    """The state after ``step`` and the safe foundation moves it allows (``floor``: the
    family's :attr:`Family.floor`)."""
    cols, cells, found = state
    src, dst, n = step >> 8, step >> 4 & 15, step & 15
    new = list(cols)
    if src < CELL_SRC:
        col = cols[src]
        new[src] = col[:-n]
        if dst < TO_CELL:
            new[dst] = cols[dst] + col[-n:]
            return settle(new, cells, found, src, floor)
        card = col[-1]
        if dst == TO_CELL:
            return settle(new, cells | 1 << card, found, src, floor)
        return settle(new, cells, found + (1 << SHIFT[card]), 8, floor)
    card = src - CELL_SRC
    cells &= ~(1 << card)
    if dst < TO_CELL:
        new[dst] = cols[dst] + CARD_BYTE[card]
        return tuple(new), cells, found
    return settle(new, cells, found + (1 << SHIFT[card]), 8, floor)


def steps(state: State, fam: Family = FREECELL) -> list[int]:
    """Every step worth searching from ``state``: all legal moves except
    take-backs, cell-to-cell moves, all but the first empty column as a
    destination and a whole column into an empty one (those reach the same
    key as a listed step, or nothing new). With Kings only to a space (EO-2),
    only a King leads into the first empty column, and a run counts no empty column as
    room (EO-3).

    The steps that take the same cards from the same place come together
    (free cells first, then each column by count), so a search can work out
    a source's effect once for all its destinations."""
    cols, cells, found = state
    parents, spaces = fam.parents, fam.spaces
    out: list[int] = []
    app = out.append
    where: dict[int, int] = {}
    first_empty = -1
    j = 0
    for col in cols:
        if col:
            where[col[-1]] = j
        elif first_empty < 0:
            first_empty = j
        j += 1
    at = where.get
    free = fam.cells
    m = cells
    while m:
        b = m & -m
        m ^= b
        free -= 1
        c = b.bit_length() - 1
        src = (CELL_SRC + c) << 8 | 1
        for p in parents[c]:
            to = at(p)
            if to is not None:
                app(src | to << 4)
        if found >> SHIFT[c] & 15 == BELOW[c]:
            app(src | _TO_HOME)
        if first_empty >= 0 and (spaces or RANK[c] == 13):
            app(src | first_empty << 4)
    n_empty = 8 - len(where)
    if spaces:
        cap = (free + 1) << n_empty
        most = cap >> 1 if n_empty else 0
    else:
        cap = free + 1
        most = cap if n_empty else 0
    for top, i in where.items():
        col = cols[i]
        size = len(col)
        src = i << 8 | 1
        for p in parents[top]:  # a King has none; the others two (one in suit)
            to = at(p)
            if to is not None:
                app(src | to << 4)
        if found >> SHIFT[top] & 15 == BELOW[top]:
            app(src | _TO_HOME)
        if free:
            app(src | _TO_CELL)
        if most and size > 1 and (spaces or RANK[top] == 13):
            app(src | first_empty << 4)
        card, n, k = top, 1, size - 1
        while n < cap and k and col[k - 1] in parents[card]:
            k -= 1
            card = col[k]
            n += 1
            src += 1
            for p in parents[card]:
                to = at(p)
                if to is not None:
                    app(src | to << 4)
            if n <= most and n < size and (spaces or RANK[card] == 13):
                app(src | first_empty << 4)
    return out


def to_move(columns: Sequence[Sequence[int]], cells: Sequence[int], step: int) -> Move:
    """The rules' move that plays ``step`` on the real position the step's
    state stands for (its columns and cells): a card goes to the leftmost
    empty cell, a cell card is named by the cell that holds it."""
    src, dst, n = step >> 8, step >> 4 & 15, step & 15
    if src < CELL_SRC:
        if dst < TO_CELL:
            return COLUMN_MOVES[src][dst][n]
        if dst == TO_CELL:
            return COLUMN_TO_CELL[src][cells.index(EMPTY)]
        return COLUMN_TO_FOUNDATION[src][SUIT[columns[src][-1]]]
    card = src - CELL_SRC
    k = cells.index(card)
    if dst < TO_CELL:
        return CELL_TO_COLUMN[k][dst]
    return CELL_TO_FOUNDATION[k][SUIT[card]]


def replay(pos: FreeCellPosition, steps: list[tuple[int, bool]], fam: Family = FREECELL) -> list[Move]:
    """The rules' moves that play ``steps`` from ``pos``, each followed by the
    safe foundation moves the search played with it when it says so (the
    solver then replays them all through ``rules.apply``). Played on plain
    lists: building a position for every move cost more than the search of
    a median deal's last tenth."""
    cols = [list(col) for col in pos.columns]
    cells = list(pos.cells)
    found = list(pos.foundations)
    safe_home = fam.safe
    out: list[Move] = []
    for step, settles in steps:
        out.append(to_move(cols, cells, step))
        src, dst, n = step >> 8, step >> 4 & 15, step & 15
        if src < CELL_SRC:
            col = cols[src]
            moved, col[-n:] = col[-n:], []
        else:
            moved = [src - CELL_SRC]
            cells[cells.index(moved[0])] = EMPTY
        if dst < TO_CELL:
            cols[dst] += moved
        elif dst == TO_CELL:
            cells[cells.index(EMPTY)] = moved[0]
        else:
            found[SUIT[moved[0]]] += 1
        while settles:  # the first safe card, columns left to right then cells (F-6), until none
            settles = False
            for i, col in enumerate(cols):
                if col and safe_home(col[-1], found):
                    out.append(COLUMN_TO_FOUNDATION[i][SUIT[col[-1]]])
                    found[SUIT[col.pop()]] += 1
                    settles = True
                    break
            else:
                for k, c in enumerate(cells):
                    if c != EMPTY and safe_home(c, found):
                        out.append(CELL_TO_FOUNDATION[k][SUIT[c]])
                        found[SUIT[c]] += 1
                        cells[k] = EMPTY
                        settles = True
                        break
    return out
