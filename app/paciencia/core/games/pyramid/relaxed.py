"""The relaxation the Pyramid solver prunes with: the same deal with every
stock and waste card at hand at any time.

With unlimited passes any stock or waste card can be brought to the waste
top whenever it is wanted, so the relaxed game is Pyramid with unlimited
passes. Its position is the pyramid mask ``P`` and the counts ``C`` of the
remaining stock/waste cards by value (see
:mod:`paciencia.core.games.pyramid.search`); a relaxed move removes two free
pyramid cards summing 13, or one free pyramid card with a stock card of the
partner value. Every real play maps to a relaxed one, so a relaxed position
that cannot be won proves the real positions above it lost: most unsolvable
deals are unsolvable for this reason, and the relaxed space is a few thousand
positions at most.

Each relaxed position expanded counts one position of the V-1 budget, like
the real ones. Both verdicts are cached.
"""

from __future__ import annotations

from collections.abc import Callable

from .board import free_slots
from .search import CONFLICT, COUNT_BITS, Compact


class BudgetSpentError(Exception):
    """The budget ran out or a stop was asked: unwinds the searches."""


def locked(values: tuple[int, ...], value_masks: tuple[int, ...], mask: int, counts: int) -> bool:
    """P-7, generalised: some pyramid card has no possible partner left.

    A non-King card needs a card of value 13 − v that is still in the stock or
    the waste, or in the pyramid but neither covering it nor covered by it
    (:data:`CONFLICT`): a covered partner is only freed after the card has left,
    and a covering one must leave before it. With none left the deal is lost.
    """
    m = mask
    while m:
        b = m & -m
        m ^= b
        k = b.bit_length() - 1
        w = 13 - values[k]
        if w and not counts >> COUNT_BITS * w & 7 and not value_masks[w] & mask & ~CONFLICT[k]:
            return True
    return False


def relaxation(cp: Compact, spent: Callable[[], bool], settle: Callable[[int], int]
               ) -> tuple[Callable[[int, int], bool], dict[int, bool]]:
    """``feasible(P, C)`` for the deal of ``cp`` (True: the relaxed game can be won),
    and its cache, keyed ``P << 40 | C`` with ``P`` without free Kings (``settle``).
    ``spent`` counts each expansion and answers True when the budget is used up
    (then :class:`BudgetSpentError` is raised)."""
    values, value_masks = cp.values, cp.value_masks
    memo: dict[int, bool] = {}
    get = memo.get
    shift = COUNT_BITS

    def feasible(mask: int, counts: int) -> bool:
        mask = settle(mask)
        if not mask:
            return True
        key = mask << 40 | counts
        known = get(key)
        if known is not None:
            return known
        if spent():
            raise BudgetSpentError
        ok = False
        if not locked(values, value_masks, mask, counts):
            free = free_slots(mask)
            n = len(free)
            for a in range(n):
                x = free[a]
                need = 13 - values[x]
                for b in range(a + 1, n):
                    y = free[b]
                    if values[y] == need and feasible(mask & ~(1 << x | 1 << y), counts):
                        ok = True
                        break
                if ok:
                    break
            if not ok:
                for x in free:
                    need = 13 - values[x]
                    one = 1 << shift * need
                    if counts >> shift * need & 7 and feasible(mask & ~(1 << x), counts - one):
                        ok = True
                        break
        memo[key] = ok
        return ok

    return feasible, memo
