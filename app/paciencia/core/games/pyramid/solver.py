"""Pyramid solver: exact (V-5), for the level lists (P-10), lock confirmation
(P-7) and "no longer winnable".

It sees every card, the stock order included (C-6 allows it for proofs), and
decides every position: *solved* with moves that ``rules.apply`` replays to a
win, or *unsolvable* once the search space is exhausted; *unknown* only when
the budget runs out or a stop is asked.

The search
----------
Depth-first over the compact positions of
:mod:`paciencia.core.games.pyramid.search` (``P`` pyramid mask, ``S``
remaining stock line, ``ptr`` and the pass). One expansion generates
*compound* children, each removing at least one pyramid card:

* two free pyramid cards summing 13;
* a free pyramid card with the waste top;
* a free pyramid card with a stock card further on in this pass (the turns
  up to it are part of the child);
* a free pyramid card with a waste card under the top, in the next pass (turn
  the rest of the stock, recycle, turn up to it).

Free Kings leave at once, and stock/waste Kings are left out (see
:mod:`~paciencia.core.games.pyramid.search`). Nothing else is lost: turning
the stock never changes the pyramid, so pyramid pairs made after some turns
can be made before them, and a card reached in a later pass than needed is
reached earlier through the children above.

Why it is fast enough
---------------------
* **Time dominance.** For the same ``(P, S)`` an earlier moment (pass, ptr)
  is at least as good as a later one, because turning cards leads from the
  earlier to the later. The table of dead positions keeps, per ``(P, S)``, the
  earliest moment found dead; a position reached at that moment or later is
  dead too.
* **The relaxation** (:mod:`.relaxed`, unlimited passes) prunes every
  position whose pyramid cannot be cleared even with every stock card at hand;
  it includes the P-7 lock test (also against cards that cover the card).
* **Forced pairs.** A free card whose only possible partner is a free pyramid
  card or the waste top is paired at once (any win pairs them at some point,
  and removing free cards earlier never hurts).
* **The last pass.** Once no recycle is left, a waste card that cannot be
  removed (the cards above it and itself need more partners of some value than
  the pyramid still holds) buries everything under it for good: those cards are
  dropped.

Counting (V-1): each compact position taken from the search and expanded
counts one, and so does each relaxed position expanded
(``info["relaxed"]`` of the total).
"""

from __future__ import annotations

from collections.abc import Callable

from ...search import Budget, Limits, SolveResult, never, verified
from .board import PASSES, PyramidPosition, free_slots
from .relaxed import BudgetSpentError, relaxation
from .rules import PyramidRules
from .search import (
    CONFLICT,
    COUNT_BITS,
    Compact,
    Step,
    compact,
    realize,
    without_free_kings,
)

DEFAULT_BUDGET = Budget(seconds=60.0)
"""Every deal tried so far is decided in a few seconds at most (bench/pyramid_solver.py)."""
ASK_BUDGET = Budget(seconds=5.0)
"""For "no longer winnable" asked during play."""


def solve(
    rules: PyramidRules, pos: PyramidPosition, budget: Budget = DEFAULT_BUDGET, stop: Callable[[], bool] = never,
    *, passes: int = PASSES,
) -> SolveResult:
    """Decide ``pos`` (V-1 answer). ``passes`` below 3 asks for a win within that many
    passes in all (used to rank the level lists); the default is the game's rule."""
    if not isinstance(rules, PyramidRules):
        raise TypeError(f"the Pyramid solver needs PyramidRules, not {rules!r}")
    lim = Limits(budget, stop)
    cp = compact(pos)
    steps: list[Step] = []
    search = _Search(cp, lim, min(passes, PASSES))
    try:
        won = search.run(steps)
    except BudgetSpentError:
        return lim.result("unknown", relaxed=search.relaxed_count())
    if not won:
        return lim.result("unsolvable", relaxed=search.relaxed_count())
    steps.reverse()
    return verified(rules, pos, realize(pos, steps), lim, relaxed=search.relaxed_count())


def no_longer_winnable(rules: PyramidRules, pos: PyramidPosition, budget: Budget = ASK_BUDGET,
                       stop: Callable[[], bool] = never) -> bool | None:
    """True when ``pos`` is proven lost, False when a win was found, None when the
    budget ran out (the "no longer winnable" request, and P-7 lock confirmation)."""
    verdict = solve(rules, pos, budget, stop).verdict
    return None if verdict == "unknown" else verdict == "unsolvable"


class _Search:
    def __init__(self, cp: Compact, lim: Limits, last_pass: int) -> None:
        self.cp = cp
        self.lim = lim
        self.last_pass = last_pass
        self.shapes = _Shapes(cp)
        self.feasible, self.memo = relaxation(cp, self._spent_relaxed, self.shapes.settle)
        self.n_relaxed = 0

    def _spent_relaxed(self) -> bool:
        self.n_relaxed += 1
        return self.lim.spent()

    def relaxed_count(self) -> int:
        return self.n_relaxed

    def run(self, steps: list[Step]) -> bool:
        cp = self.cp
        if cp.pass_number > self.last_pass:
            return False
        # Recursion stays shallow: every child removes a pyramid card (28 levels at most).
        return _dfs_closure(self, steps)(cp.mask, cp.remaining, cp.counts, cp.pass_number, cp.ptr)


def _dfs_closure(search: _Search, steps: list[Step]) -> Callable[[int, int, int, int, int], bool]:
    """The depth-first search, as a closure over the deal's tables (local lookups
    are what keeps an expansion cheap in Python). Everything that depends on the
    pyramid mask alone is computed once per mask (:class:`_Shapes`): a deal has a
    few hundred to a few thousand masks against up to ~10⁵ positions."""
    cp = search.cp
    line_values = cp.line_values
    width = len(line_values)
    last = search.last_pass
    feasible = search.feasible
    spent = search.lim.spent
    shapes = search.shapes
    shape = shapes.get
    relaxed = search.memo.get
    settle = shapes.settle
    settled = shapes.settled.get
    buried = _Buried(cp).get
    dead: dict[int, int] = {}
    get = dead.get

    def dfs(mask: int, rest: int, counts: int, pass_no: int, ptr: int) -> bool:
        mask = settled(mask) or settle(mask)
        if not mask:
            return True
        below = rest & ((1 << ptr) - 1)
        if below and pass_no == last:
            cut, fewer = buried(mask, below)
            if cut:
                rest &= ~cut
                counts -= fewer
                below &= ~cut
        ptr = below.bit_length()
        key = mask << width | rest
        when = pass_no << 5 | ptr
        known = get(key)
        if known is not None and known <= when:
            return False
        ok = relaxed(mask << 40 | counts)
        if not (feasible(mask, counts) if ok is None else ok):
            dead[key] = 0
            return False
        if spent():
            raise BudgetSpentError
        pairs, takers, wanted, alone, lonely = shape(mask)
        top = ptr - 1 if below else -1
        # forced: a free card whose only possible partner is a free pyramid card…
        for w, x, y, child in alone:
            if not counts >> 3 * w & 7:
                if dfs(child, rest, counts, pass_no, ptr):
                    steps.append((x, y))
                    return True
                break
        else:
            # … or the waste top
            v = line_values[top] if top >= 0 else 0
            forced = lonely[v] if v and counts >> 3 * v & 7 == 1 else ()
            if forced:
                x, child = forced[0]
                if dfs(child, rest & ~(1 << top), counts - (1 << 3 * v), pass_no, ptr):
                    steps.append((x, -1 - top))
                    return True
            elif _children(dfs, steps, line_values, pairs, takers, wanted, rest, counts, pass_no, ptr, top,
                           last):
                return True
        if known is None or when < known:
            dead[key] = when
        return False

    return dfs


Shape = tuple[
    tuple[tuple[int, int, int], ...],  # pairs: (child mask, x, y)
    tuple[tuple[tuple[int, int], ...], ...],  # takers[v]: (x, child mask) for free x of value 13 - v
    int,  # wanted: bit v set when some free card takes a stock card of value v
    tuple[tuple[int, int, int, int], ...],  # alone: (w, x, y, child) x's only pyramid partner is free y
    tuple[tuple[tuple[int, int], ...], ...],  # lonely[v]: (x, child) for free x with no pyramid partner
]


class _Shapes:
    """Per pyramid mask: the free Kings gone (:meth:`settle`) and the :data:`Shape`."""

    def __init__(self, cp: Compact) -> None:
        self.cp = cp
        self.settled: dict[int, int] = {}
        self.shapes: dict[int, Shape] = {}

    def settle(self, mask: int) -> int:
        out = self.settled.get(mask)
        if out is None:
            out = self.settled[mask] = without_free_kings(mask, self.cp.king_mask)
        return out

    def get(self, mask: int) -> Shape:
        out = self.shapes.get(mask)
        if out is None:
            out = self.shapes[mask] = self._shape(mask)
        return out

    def _shape(self, mask: int) -> Shape:
        values, value_masks = self.cp.values, self.cp.value_masks
        free = free_slots(mask)
        pairs = tuple((mask & ~(1 << x | 1 << y), x, y) for i, x in enumerate(free) for y in free[i + 1:]
                      if values[x] + values[y] == 13)
        takers: list[list[tuple[int, int]]] = [[] for _ in range(14)]
        lonely: list[list[tuple[int, int]]] = [[] for _ in range(14)]
        alone: list[tuple[int, int, int, int]] = []
        wanted = 0
        for x in free:
            w = 13 - values[x]
            takers[w].append((x, mask & ~(1 << x)))
            wanted |= 1 << w
            partners = value_masks[w] & mask & ~CONFLICT[x]
            if not partners:
                lonely[w].append((x, mask & ~(1 << x)))
            elif not partners & (partners - 1) and partners.bit_length() - 1 in free:
                alone.append((w, x, partners.bit_length() - 1, mask & ~(1 << x | partners)))
        return (pairs, tuple(map(tuple, takers)), wanted, tuple(alone), tuple(map(tuple, lonely)))


class _Buried:
    """Last pass: the waste cards that can never come up again, per (mask, waste).

    Reading the waste from the top, card ``i`` can only be removed after every
    card above it; if those and ``i`` need more partners of some value than the
    pyramid holds, ``i`` and everything under it stay for good.
    """

    def __init__(self, cp: Compact) -> None:
        self.cp = cp
        self.cache: dict[tuple[int, int], tuple[int, int]] = {}

    def get(self, mask: int, below: int) -> tuple[int, int]:
        """(bits to drop, their packed counts)."""
        out = self.cache.get((mask, below))
        if out is None:
            out = self.cache[(mask, below)] = self._scan(mask, below)
        return out

    def _scan(self, mask: int, below: int) -> tuple[int, int]:
        line_values, value_masks = self.cp.line_values, self.cp.value_masks
        need = [0] * 14
        m = below
        while m:
            j = m.bit_length() - 1
            w = 13 - line_values[j]
            need[w] += 1
            if need[w] > (value_masks[w] & mask).bit_count():
                cut = below & ((1 << (j + 1)) - 1)
                fewer = 0
                m = cut
                while m:
                    b = m & -m
                    m ^= b
                    fewer += 1 << COUNT_BITS * line_values[b.bit_length() - 1]
                return cut, fewer
            m ^= 1 << j
        return 0, 0


def _children(dfs: Callable[[int, int, int, int, int], bool], steps: list[Step], line_values: tuple[int, ...],
              pairs: tuple[tuple[int, int, int], ...], takers: tuple[tuple[tuple[int, int], ...], ...],
              wanted: int, rest: int, counts: int, pass_no: int, ptr: int, top: int, last: int) -> bool:
    """Try every compound child in order; record the step of the one that wins."""
    for child, x, y in pairs:
        if dfs(child, rest, counts, pass_no, ptr):
            steps.append((x, y))
            return True
    if top >= 0:
        v = line_values[top]
        for x, child in takers[v]:
            if dfs(child, rest & ~(1 << top), counts - (1 << 3 * v), pass_no, ptr):
                steps.append((x, -1 - top))
                return True
    # further on in this pass, then (next pass) the waste under the top
    ahead = rest >> ptr << ptr
    under = rest & ((1 << top) - 1) if top > 0 and pass_no < last else 0
    for m, next_pass in ((ahead, pass_no), (under, pass_no + 1)):
        while m:
            b = m & -m
            m ^= b
            j = b.bit_length() - 1
            v = line_values[j]
            if wanted >> v & 1:
                for x, child in takers[v]:
                    if dfs(child, rest & ~b, counts - (1 << 3 * v), next_pass, j + 1):
                        steps.append((x, -1 - j))
                        return True
    return False


def lost(rules: PyramidRules, pos: PyramidPosition, stop: Callable[[], bool]) -> bool | None:
    """The declaration's "no longer winnable?" (V-5), within the solver's own budget for a
    question."""
    return no_longer_winnable(rules, pos, stop=stop)
