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

from ...cards import RANK, SUIT
from .position import KlondikePosition


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
    cur = cols if cols is not None else tab
    # Each face-up card's place, for the pairs of twins both face up (clubs↔spades, diamonds↔hearts).
    place: dict[int, tuple[int, int]] = {}
    for i in range(7):
        col = cur[i]
        for k in range(down[i], len(col)):
            place[col[k]] = (i, k)
    moved: list[tuple[int, int]] = []  # (from, to): a run leaves a spade or heart for its bare twin
    for c, (i, k) in place.items():
        s = SUIT[c]
        if s > 1:
            continue
        t = c + (3 - 2 * s) * 13  # the twin (a club's spade, a diamond's heart): a higher id
        there = place.get(t)
        if there is not None and k + 1 == len(cur[i]) and there[1] + 1 < len(cur[there[0]]):
            moved.append((t, c))
    if not moved:
        if cols is None:
            return pos
        return KlondikePosition(tuple(cols), down, pos.stock, pos.waste, tuple(homes or fnd), pos.pass_no)
    # Rebuild the columns: each face-up card's successor, with the runs on the higher twins moved.
    nxt: dict[int, int] = {}
    for i in range(7):
        col = cur[i]
        for k in range(down[i], len(col) - 1):
            nxt[col[k]] = col[k + 1]
    for hi, lo in moved:
        nxt[lo] = nxt.pop(hi)
    out: list[tuple[int, ...]] = []
    for i in range(7):
        col = cur[i]
        d = down[i]
        if len(col) <= d:
            out.append(col)
            continue
        built = list(col[:d + 1])
        c = col[d]
        while c in nxt:
            c = nxt[c]
            built.append(c)
        out.append(tuple(built))
    return KlondikePosition(tuple(out), down, pos.stock, pos.waste, tuple(homes) if homes else fnd, pos.pass_no)
