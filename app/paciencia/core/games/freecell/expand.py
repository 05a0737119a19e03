"""One expansion of the FreeCell best-first search (V-3): every step of a
state pushed on the frontier with its child's estimated priority.

This is :func:`.compact.steps` and the estimate of :mod:`.search` done in
one pass, because it is where the solver spends most of its time: the
move generator's loops are walked once, a step is never packed into a list
and decoded again, and what a source contributes to the estimate (the cards
that leave it, what they uncover) is worked out once for all the
destinations of those cards. A test checks that the steps pushed are
exactly ``compact.steps(state)`` and that their priorities are the
estimates the module docstring of :mod:`.search` describes.

The estimate of a child: the parent's value, changed by what leaves the
source and joins the destination (a card the step uncovers that is safe
counts as home), in scaled ints; the cells and the digging are weighed last,
since their weights depend on the child's cells and empty columns.
"""

from __future__ import annotations

from heapq import heappush
from typing import Final

from ...cards import RANK
from .compact import BELOW, CELL_SRC, FREECELL, HOME, SHIFT, TO_CELL, Family, State, is_safe

_TO_HOME: Final = HOME << 4
_TO_CELL: Final = TO_CELL << 4
PRIORITY_SHIFT: Final = 50
"""The frontier's entries: ``priority << PRIORITY_SHIFT | tag | step``."""
Facts = tuple[tuple[int, ...], tuple[int, ...], int, int, int]
"""Of one column: disorder of each prefix, lowest rank of each prefix, how
many cards from the bottom form a King-led alternating run, its disorder,
and how many cards from the top form an alternating run (they may move together)."""
Parts = tuple[int, int, int, int, int, int, list[Facts], list[tuple[int, ...]]]
"""What a state's value counts: cards not home, disorder, cards above the
next cards of the foundations, cells used, empty columns, placed cards; then
each column's :data:`Facts` and the depths of the next
cards in it."""
DEFERRED: Final = _TO_CELL
"""The step of a frontier entry that stands for a node's plain cell moves
(never a real step: those move at least one card)."""
Scaled = tuple[int, int, int, int, int, int]
"""The weights in scaled ints: home, disorder, above, above when stuck, empty, placed."""


def push_children(frontier: list[int], state: State, parts: Parts, undo: int, tag: int,
                  scaled: Scaled, cell_cost: tuple[int, ...], fam: Family = FREECELL) -> None:
    """Push every step of ``state`` but ``undo`` as ``priority << 50 | tag | step``
    (``fam``: the game of the family, FreeCell's by default)."""
    cols, cells, found = state
    parents, pair, floor, n_cells, spaces, _ = fam
    home, disorder, above, used, empty, placed, per_column, depths = parts
    sh, sd, sa, stuck, se, sp = scaled
    base = sh * home + sd * disorder - se * empty - sp * placed
    at = [-1] * 53  # top card -> its column (52: no card)
    first_empty = -1
    for j in range(8):
        col = cols[j]
        if col:
            at[col[-1]] = j
        elif first_empty < 0:
            first_empty = j

    # The valuing of a move onto a column is written out here for cell cards and again below
    # for column cards, not shared through a function: this is the solver's innermost loop,
    # and a call per generated step cost more than the copy (the two differ in their costs).
    if used:  # free-cell cards: to a column, home, the first empty column
        cc = cell_cost[used - 1]
        rest_above = sa * above  # one cell frees up: never stuck
        m = cells
        while m:
            b = m & -m
            m ^= b
            c = b.bit_length() - 1
            src = (CELL_SRC + c) << 8 | 1
            rank = RANK[c]
            for p in parents[c]:
                j = at[p]
                if j >= 0:
                    step = src | j << 4
                    if step != undo:
                        f = per_column[j]
                        v = base + cc + sa * (above + len(depths[j]))
                        if rank > f[1][-1]:
                            v += sd
                        if f[2] == len(cols[j]):
                            v -= sp
                        heappush(frontier, v << PRIORITY_SHIFT | tag | step)
            if found >> SHIFT[c] & 15 == BELOW[c]:
                step = src | _TO_HOME
                if step != undo:
                    heappush(frontier, (base - sh + cc + rest_above) << PRIORITY_SHIFT | tag | step)
            if first_empty >= 0 and (spaces or rank == 13):
                step = src | first_empty << 4
                if step != undo:
                    v = base + se + cc + rest_above
                    if rank == 13:
                        v -= sp
                    heappush(frontier, v << PRIORITY_SHIFT | tag | step)

    free = n_cells - used
    if spaces:
        cap = (free + 1) << empty
        most = cap >> 1 if empty else 0
    else:  # EO-3: empty columns take only Kings and give no room
        cap = free + 1
        most = cap if empty else 0
    full = n_cells - 1  # one card more fills the cells
    cost_here = cell_cost[used]
    cost_cell = cell_cost[used + 1] if free else 0
    plain = False
    for i in range(8):
        col = cols[i]
        if not col:
            continue
        size = len(col)
        prefix, _, run, _, top_run = per_column[i]
        down = depths[i]
        k = size - 1
        card = col[k]
        # The top card alone: to a column, home, a cell, the first empty column.
        p0, p1 = pair[card]
        j0, j1 = at[p0], at[p1]
        if j0 < 0:
            j0, j1 = j1, -1
        fits = found >> SHIFT[card] & 15 == BELOW[card]
        to_cell = free and (down or not k)
        if free and not to_cell:
            plain = True  # its cell move waits behind the DEFERRED entry
        to_space = most and k and (spaces or RANK[card] == 13)
        if j0 >= 0 or fits or to_cell or to_space:
            vs = base + sd * (prefix[k] - prefix[size])
            if run > k:
                vs += sp * (min(size, run) - k)
            es = empty
            if k:
                under = col[k - 1]
                if found >> SHIFT[under] & 15 == BELOW[under] and is_safe(under, found, floor):
                    vs -= sh  # uncovers a card that goes home at once
            else:
                es += 1
                vs -= se
            a = above
            for depth in down:
                if depth:
                    a -= 1
            src = i << 8 | 1
            dig = stuck if used == n_cells and not es else sa
            rank = RANK[card]
            if j0 >= 0:
                for j in (j0, j1) if j1 >= 0 else (j0,):
                    step = src | j << 4
                    if step != undo:
                        f = per_column[j]
                        v = vs + cost_here + dig * (a + len(depths[j]))
                        if rank > f[1][-1]:
                            v += sd
                        if f[2] == len(cols[j]):
                            v -= sp
                        heappush(frontier, v << PRIORITY_SHIFT | tag | step)
            if fits:
                step = src | _TO_HOME
                if step != undo:
                    heappush(frontier, (vs - sh + cost_here + dig * a) << PRIORITY_SHIFT | tag | step)
            if to_cell:
                step = src | _TO_CELL
                if step != undo:
                    v = vs + cost_cell + (stuck if used == full and not es else sa) * a
                    heappush(frontier, v << PRIORITY_SHIFT | tag | step)
            if to_space:
                step = src | first_empty << 4
                if step != undo:
                    v = vs + se + cost_here + (stuck if used == n_cells and es == 1 else sa) * a
                    if rank == 13:
                        v -= sp
                    heappush(frontier, v << PRIORITY_SHIFT | tag | step)
        # Longer runs, while the run goes on and the move stays within F-4:
        # to a column whose top takes the run, or to the first empty column.
        n = 1
        longest = cap if cap < top_run else top_run
        while n < longest:
            k -= 1
            card = col[k]
            n += 1
            p0, p1 = pair[card]
            j0, j1 = at[p0], at[p1]
            if j0 < 0:
                j0, j1 = j1, -1
            to_empty = n <= most and k and (spaces or RANK[card] == 13)
            if j0 < 0 and not to_empty:
                continue
            vs = base + sd * (prefix[k] - prefix[size])
            if run > k:
                vs += sp * (min(size, run) - k)
            es = empty
            if k:
                under = col[k - 1]
                if found >> SHIFT[under] & 15 == BELOW[under] and is_safe(under, found, floor):
                    vs -= sh
            else:
                es += 1
                vs -= se
            a = above
            for depth in down:
                if n <= depth:
                    a -= n
            src = i << 8 | n
            rank = RANK[card]
            if j0 >= 0:
                dig = stuck if used == n_cells and not es else sa
                for j in (j0, j1) if j1 >= 0 else (j0,):
                    step = src | j << 4
                    if step != undo:
                        f = per_column[j]
                        v = vs + cost_here + dig * (a + n * len(depths[j]))
                        low = f[1][-1]
                        if rank > low:
                            v += sd * min(n, rank - low)
                        if f[2] == len(cols[j]):
                            v -= sp * n
                        heappush(frontier, v << PRIORITY_SHIFT | tag | step)
            if to_empty:
                step = src | first_empty << 4
                if step != undo:
                    v = vs + se + cost_here + (stuck if used == n_cells and es == 1 else sa) * a
                    if rank == 13:
                        v -= sp * n
                    heappush(frontier, v << PRIORITY_SHIFT | tag | step)
    if plain:
        # The plain cell moves wait behind one entry, valued at most what the
        # best of them can be: base + cost_cell + dig * above - sd.
        v = base - sd + cost_cell + (stuck if used == full and not empty else sa) * above
        heappush(frontier, v << PRIORITY_SHIFT | tag | DEFERRED)


def push_deferred(frontier: list[int], state: State, parts: Parts, undo: int, tag: int,
                  scaled: Scaled, cell_cost: tuple[int, ...], fam: Family = FREECELL) -> None:
    """Push the plain cell moves :func:`push_children` left behind its
    :data:`DEFERRED` entry, each with its own estimate."""
    cols = state[0]
    home, disorder, above, used, empty, placed, per_column, depths = parts
    sh, sd, sa, stuck, se, sp = scaled
    base = sh * home + sd * disorder - se * empty - sp * placed
    rest = cell_cost[used + 1] + (stuck if used == fam.cells - 1 and not empty else sa) * above
    for i in range(8):
        col = cols[i]
        if len(col) > 1 and not depths[i]:
            step = i << 8 | _TO_CELL | 1
            if step != undo:
                size = len(col)
                prefix, _, run, _, _ = per_column[i]
                v = base + rest + sd * (prefix[size - 1] - prefix[size])
                if run >= size:
                    v += sp
                heappush(frontier, v << PRIORITY_SHIFT | tag | step)
