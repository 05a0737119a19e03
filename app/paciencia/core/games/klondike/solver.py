"""Klondike solver: proves deals solvable for K-14 (guaranteed deals) and V-2.

The search sees every card (C-6 allows it for proofs), plays under the
rules object's draw mode and pass limit, and never moves a card back from a
foundation (K-14). Positions change only through ``rules.apply_unchecked``;
a solution is replayed through ``rules.apply`` before it is reported.

What one expansion generates (see :mod:`.solver_moves`) are *compound*
moves: ``k`` draws/recycles then a play of the waste top, a column move, a
foundation move; each followed by the chain of safe foundation moves. Every
compound move expands as one position (V-1 counting through
:meth:`Limits.spent`); the solution lists the real moves it stands for.

Search: best-first. The measure is the number of face-down cards (with a
pass limit, plus the cards buried in the waste); ties go by the move order
of :mod:`.solver_moves` (turning cards, the fullest column first). Chains
of stock cards that let a run turn a card are single compound moves, so
each step down the measure is one child. A transposition table on
:func:`canonical_key` (column order and the pass number do not matter; with
a pass limit a key is searched again only when reached with fewer passes
used) keeps every position expanded at most once. Because some of the pruning gives up
completeness (see :mod:`.solver_moves`), an exhausted search answers
``unknown`` (``info["exhausted"]``), never ``unsolvable``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from heapq import heappop, heappush
from typing import Any

from ....solvers.base import Budget, Limits, SolveResult, never
from ...moves import IllegalMove, Move
from .position import KlondikePosition
from .rules import KlondikeRules
from .search import StockWalker, canonical_key, finish, safe_chain
from .solver_moves import children

DEFAULT_BUDGET = Budget(positions=5000)
FACE_DOWN_WEIGHT = 5


def solve(
    rules: Any, pos: KlondikePosition, budget: Budget = DEFAULT_BUDGET, stop: Callable[[], bool] = never
) -> SolveResult:
    """Search ``pos`` for a win without foundation→column moves (V-1 answer)."""
    if not isinstance(rules, KlondikeRules):
        raise TypeError(f"the Klondike solver needs KlondikeRules, not {rules!r}")
    lim = Limits(budget, stop)
    walker = StockWalker(rules)
    first: list[Move] = []
    root = safe_chain(rules, pos, first)
    if not any(root.down):
        root = finish(rules, walker, root, first)
    if rules.is_won(root):
        return _verified(rules, pos, lim, first)
    waste_weight = _waste_weight(rules)
    seen: dict[Hashable, int] = {canonical_key(root): root.pass_no}
    # Node i was reached from node parent[i] by moves[i].
    parent: list[int] = [-1]
    edge: list[list[Move]] = [first]
    heap: list[tuple[int, float, int, KlondikePosition]] = [(0, 0.0, 0, root)]
    is_won = rules.is_won
    while heap:
        _h, _order, node, p = heappop(heap)
        if lim.spent():
            return lim.result("unknown")
        for child in children(rules, walker, p):
            cpos = child.position
            ck = canonical_key(cpos)
            old = seen.get(ck)
            if old is not None and old <= cpos.pass_no:
                continue
            seen[ck] = cpos.pass_no
            parent.append(node)
            edge.append(child.moves)
            if is_won(cpos):
                return _verified(rules, pos, lim, _path(parent, edge, len(edge) - 1))
            h = FACE_DOWN_WEIGHT * sum(cpos.down) + waste_weight * len(cpos.waste)
            heappush(heap, (h, child.order, len(edge) - 1, cpos))
    return lim.result("unknown", exhausted=True)


def _waste_weight(rules: KlondikeRules) -> int:
    """With a pass limit, cards buried in the waste are hard to reach again."""
    if rules.pass_limit == 0:
        return 0
    return 6 if rules.draw == 1 else 1


def _path(parent: list[int], edge: list[list[Move]], node: int) -> list[Move]:
    parts: list[list[Move]] = []
    while node >= 0:
        parts.append(edge[node])
        node = parent[node]
    return [m for part in reversed(parts) for m in part]


def _verified(rules: KlondikeRules, pos: KlondikePosition, lim: Limits, moves: list[Move]) -> SolveResult:
    """The answer ``solved`` only if ``moves`` replay to a win through ``rules.apply``."""
    p = pos
    try:
        for m in moves:
            p = rules.apply(p, m).position
    except IllegalMove as e:  # a solver bug: never claim a proof we cannot replay
        return lim.result("unknown", error=str(e))
    if not rules.is_won(p):
        return lim.result("unknown", error="solution does not end in a win")
    return lim.result("solved", moves)
