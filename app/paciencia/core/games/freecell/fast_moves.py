"""FreeCell's hand-tuned move generator, for the searches (F-7's dead end, the solver's
search moves): the rules' board (:mod:`paciencia.core.kit`) is the judge, and this generator
lists exactly its moves, in its order, ten times faster; ``tests/games/freecell`` checks the
two agree on every position of random games, so it is a measured copy of the judge, not a
second rule.
"""

from __future__ import annotations

from ...cards import RANK, SUIT
from ...moves import Move
from ...rules.common import fits_foundation
from .position import (
    CELL,
    CELL_TO_CELL,
    CELL_TO_COLUMN,
    CELL_TO_FOUNDATION,
    COLUMN,
    COLUMN_MOVES,
    COLUMN_TO_CELL,
    COLUMN_TO_FOUNDATION,
    EMPTY,
    FOUNDATION_TO_COLUMN,
    PILES,
    FreeCellPosition,
)
from .variant import FREECELL, Variant, tables


def fast_moves(pos: FreeCellPosition, sources: tuple[str, ...], takeback: bool,
               variant: Variant = FREECELL) -> list[Move]:
    """The legal moves from each pile of ``sources`` in turn, in the order the rules' board
    lists them (destinations: foundations, columns left to right, cells; then the count),
    for the searches' inner loops: the column tops, empty columns and cells are found once
    for all sources, and a card finds the column tops it may rest on in the variant's
    parents (its build tabulated; FreeCell's is :data:`.position.PARENTS`)."""
    parents_of = tables(variant).parents
    spaces = variant.spaces_count  # else an empty column takes only a King (EO-2)
    cols, cells, found = pos
    tops = [col[-1] if col else EMPTY for col in cols]
    n_empty = tops.count(EMPTY)
    free = [k for k in range(len(cells)) if cells[k] == EMPTY]
    cap = variant.capacity(len(free), n_empty)  # F-4, EO-3: before the move
    cap_empty = variant.capacity(len(free), n_empty - 1) if n_empty else 0  # the destination not counted
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
            rests: dict[int, int] = {}  # a column top -> how many cards go onto it
            n, k = 1, len(col) - 1
            while True:  # up the alternating run, as far as F-4 lets it move
                for parent in parents_of[card]:
                    rests[parent] = n
                if n >= cap or not k or col[k - 1] not in parents_of[card]:
                    break
                k -= 1
                card = col[k]
                n += 1
            moves_i = COLUMN_MOVES[i]
            for j, top in enumerate(tops):
                if top == EMPTY:
                    if spaces:
                        out += moves_i[j][1:min(n, cap_empty) + 1]
                    elif RANK[card] == 13 and n <= cap_empty:  # the run's lowest card, a King
                        out.append(moves_i[j][n])
                elif j != i and top in rests:
                    out.append(moves_i[j][rests[top]])
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
        elif takeback and found[i]:
            card = i * 13 + found[i] - 1
            row = FOUNDATION_TO_COLUMN[i]
        else:
            continue
        parents = parents_of[card]
        to_space = spaces or RANK[card] == 13
        for j, top in enumerate(tops):
            if (top == EMPTY and to_space) or top in parents:
                out.append(row[j])
        if kind == CELL:
            for c in free:
                out.append(CELL_TO_CELL[i][c])
    return out
