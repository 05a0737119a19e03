"""The exact search of the games played onto the waste (TP-8, GF-7, V-1): depth first over
every card that fits and the draw, with a table of the positions already searched.

A position's future depends only on the cards still on the table (a mask), how many cards
are left in the stock and the waste's top *rank* (the builds are rank-only, :func:`waste_build`),
so those three make its key, and the waste's lower cards, the chain and the score are left out.
The search says "unsolvable" only when every reachable position was searched; a budget that
runs out answers "unknown". Its own move generator (bits, no roles) is the documented
exception of :mod:`paciencia.core.rules.base`: its solution is replayed through
:meth:`~paciencia.core.rules.base.Rules.apply` (:func:`~paciencia.core.search.verified`)
before anyone sees it, and a test checks it against ``legal_moves``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import RANK
from ..moves import WASTE_PILE, Move
from ..search import Budget, Limits, SolveResult, never, verified
from .onto_waste import DRAW, WastePosition, WasteRules

WINNABLE_BUDGET = Budget(positions=300_000)
"""What the live "winnable?" question (B-1, V-5) may spend: the search decides nearly every
Golf deal far below it (bench/onto_waste_solver.py)."""


def solve(rules: WasteRules, pos: WastePosition, budget: Budget, stop: Callable[[], bool] = never) -> SolveResult:
    """Solve from ``pos`` (V-1): "solved" with the moves, "unsolvable" once the whole space
    was searched, "unknown" when the budget or ``stop`` ended the search first."""
    limits = Limits(budget, stop)
    shape = rules.shape
    cover = shape.cover_mask
    fits = rules.build.table
    table = pos.table
    stock = pos.stock
    size = shape.size
    rank = [RANK[c] if c >= 0 else 0 for c in table]
    stock_rank = [RANK[c] for c in stock]
    # fit[r]: the slots whose card may go on a waste topped by rank r (the builds are rank-only)
    fit = [0] + [sum(1 << k for k in range(size) if table[k] >= 0 and fits[r - 1][table[k]]) for r in range(1, 14)]
    # frees[k]: the slots k covers, which may become free when it goes
    frees = [tuple(j for j in range(size) if k in shape.covers[j]) for k in range(size)]
    # on[r]: the ranks of the waste's tops that take a card of rank r; takes[t]: the ranks a top t takes
    on = [()] + [tuple(t for t in range(1, 14) if fits[t - 1][r - 1]) for r in range(1, 14)]
    takes = [()] + [tuple(r for r in range(1, 14) if t in on[r]) for t in range(1, 14)]
    seen: set[int] = set()
    path: list[int] = []  # the slot played, or -1 for a draw

    def dead(counts: int, table_counts: int, gone: int, top: int) -> bool:
        """Exact prune: the rank ``gone`` has just left the waste's top and none is left to
        come, so a table card it took may now have no rank left to go on (never playable)."""
        for r in takes[gone]:
            if table_counts >> 3 * r & 7 and not any(t == top or counts >> 3 * t & 7 for t in on[r]):
                return True
        return False

    def dfs(mask: int, free: int, drawn: int, top: int, counts: int, table_counts: int) -> bool | None:
        if not mask:
            return True
        key = (mask << 10) | (drawn << 4) | top
        if key in seen:
            return False
        seen.add(key)
        if limits.spent():
            return None
        playable = free & fit[top]
        while playable:
            k = playable.bit_length() - 1
            bit = 1 << k
            playable ^= bit
            r = rank[k]
            after_counts = counts - (1 << 3 * r)
            after_table = table_counts - (1 << 3 * r)
            if r != top and not after_counts >> 3 * top & 7 and dead(after_counts, after_table, top, r):
                continue
            after = mask ^ bit
            now_free = free ^ bit
            for j in frees[k]:
                if not after & cover[j]:
                    now_free |= 1 << j
            path.append(k)
            found = dfs(after, now_free, drawn, r, after_counts, after_table)
            if found is not False:
                return found
            path.pop()
        if drawn < len(stock):
            r = stock_rank[drawn]
            after_counts = counts - (1 << 3 * r)
            if r != top and not after_counts >> 3 * top & 7 and dead(after_counts, table_counts, top, r):
                return False
            path.append(-1)
            found = dfs(mask, free, drawn + 1, r, after_counts, table_counts)
            if found is not False:
                return found
            path.pop()
        return False

    start_free = sum(1 << k for k in range(size) if shape.free(pos.mask, k))
    table_counts = sum(1 << 3 * r for r in rank if r)
    counts = table_counts + sum(1 << 3 * r for r in stock_rank)
    found = dfs(pos.mask, start_free, 0, RANK[pos.waste[-1]], counts, table_counts)
    if found:
        moves = [DRAW if k < 0 else Move(shape.piles[shape.pile_of[k]], WASTE_PILE) for k in path]
        return verified(rules, pos, moves, limits, searched=len(seen))
    return limits.result("unsolvable" if found is False else "unknown", searched=len(seen))


def lost(rules: WasteRules, pos: WastePosition, stop: Callable[[], bool]) -> bool | None:
    """The declaration's "no longer winnable?" (B-1, V-5): True when the search proves no win
    is left, False when it finds one, None when its budget ends first."""
    verdict = solve(rules, pos, WINNABLE_BUDGET, stop).verdict
    return None if verdict == "unknown" else verdict == "unsolvable"
