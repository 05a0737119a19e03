"""Positions a Klondike search may take as one: those that reversible plays lead between (issue 35).

Two plays can always be undone at once by another play:

* **a card home from over a face-up card.** A column's top card ``f`` that fits its foundation
  and lies on a face-up card ``u`` goes home; ``f`` is then the top of its foundation and ``u``
  the top of its column, and ``f`` fits on ``u`` (it lay there), so bringing it down again is a
  play (foundation → column moves are allowed). Likewise a King that is a whole column goes home
  and comes back to the empty column.
* **a run moved between twins.** The two cards of one colour and rank are *twins*: whatever fits
  on one fits on the other. If both are face up in the tableau and only one, ``t``, holds cards,
  the run on ``t`` (a column's face-up part is always a run) can move onto the other, ``t'``,
  which is a column's top; then ``t`` is a top and the run can move back.

:func:`canonical` plays such moves in a fixed way (every reversible card home, repeatedly; then,
for each pair of twins with one bare, the run onto the lower card id): the position it answers
and the position given each reach the other, by plays that turn no card. docs/solver.md (rule 8)
shows why the complete search may then keep one position per :func:`canonical` form among the
children that turned a card.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import RANK, SUIT
from .position import KlondikePosition

TWIN = tuple((3 - SUIT[c]) * 13 + c - SUIT[c] * 13 for c in range(52))
"""Each card's twin: the other card of its colour and rank (clubs↔spades, diamonds↔hearts)."""


def canonical(pos: KlondikePosition) -> KlondikePosition:
    """``pos`` after the reversible plays above, in their fixed order (``pos`` itself if none)."""
    tab, down, fnd = pos.tableau, pos.down, pos.foundations
    cols: list[tuple[int, ...]] | None = None
    homes: list[int] | None = None
    again = True
    while again:
        again = False
        cur = cols if cols is not None else tab
        fs = homes if homes is not None else fnd
        for i in range(7):
            col = cur[i]
            n = len(col)
            if not n:
                continue
            c = col[-1]
            r = RANK[c]
            s = SUIT[c]
            if fs[s] == r - 1 and (n - 1 > down[i] or (n == 1 and r == 13)):
                if cols is None:
                    cols = list(tab)
                if homes is None:
                    homes = list(fnd)
                cols[i] = col[:-1]
                homes[s] = r
                again = True
                break
    # Pairs of twins (clubs↔spades, diamonds↔hearts) where the club or diamond is a column's top and
    # the spade or heart, face up, holds a run: the run moves onto the club or diamond, one pair at a
    # time (a run moved never uncovers the card a pair moved a run onto, so each pair moves once).
    while True:
        cur = cols if cols is not None else tab
        for i in range(7):
            col = cur[i]
            if col and SUIT[col[-1]] < 2:
                j, k = _holding_twin(cur, down, i, col[-1])
                if j >= 0:
                    if cols is None:
                        cols = list(tab)
                    cols[i] = col + cur[j][k + 1:]
                    cols[j] = cur[j][:k + 1]
                    break
        else:
            break
    if cols is None:
        return pos
    return KlondikePosition(tuple(cols), down, pos.stock, pos.waste, tuple(homes) if homes else fnd, pos.pass_no)


def _holding_twin(cols: Sequence[tuple[int, ...]], down: tuple[int, ...], i: int, lo: int) -> tuple[int, int]:
    """Where the twin of ``lo`` (column ``i``'s top) lies face up holding cards: (column, index), else (-1, -1)."""
    hi = TWIN[lo]  # a club's spade, a diamond's heart
    for j in range(7):
        other = cols[j]
        if j != i and hi in other:
            k = other.index(hi)
            return (j, k) if down[j] <= k < len(other) - 1 else (-1, -1)
    return -1, -1
