"""FreeCell solver (V-3) and the solver hint (F-7).

:func:`solve` answers for any FreeCell position, a fresh deal or one reached
in play. It searches through the rules object (see
:mod:`.search`): moves are the rules' moves, F-4 sequence moves
included, so a solution printed with ``rules.format_move`` is in the
standard notation of F-9 (``3a``, ``a5``, ``1h``, ``57``, ``54v3``).

How it searches
    A small portfolio of greedy best-first searches, each with its own
    heuristic weights (:data:`PORTFOLIO`), run in turns: each gets
    ``FIRST_QUOTA`` expansions, then all double their quota, and so on. Most
    deals fall to the first search within a few hundred positions; the few
    that send one heuristic astray are usually quick for another. Safe
    foundation moves are played eagerly (proof in :mod:`.search`),
    a transposition table on ``rules.key`` keeps each canonical position
    once per search, and the solution is trimmed by :func:`shortcut`.

Verdicts (V-1)
    ``solved``: ``moves`` replay with ``rules.apply`` from ``pos`` to a win
    (the safe foundation moves are listed too; nothing automatic is assumed).
    ``unsolvable``: a search ran out of positions, which is a proof because
    its move set is complete up to canonical keys and the eager foundation
    moves prune nothing; never said when the rules allow take-backs (F-5),
    since the solver does not search those. ``unknown``: budget spent or stop
    asked. ``expanded`` counts positions taken from a frontier and expanded,
    summed over the searches of the portfolio.

The hint (F-7): :func:`hint_move` gives the first move of a solution found
within a short time, ``"lost"`` when the solver proves there is no way out,
and ``None`` when it cannot say in time (the caller then falls back on the
heuristic hint of the rules).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from ....solvers.base import Budget, Limits, SolveResult, never
from ...moves import Move
from .position import FreeCellPosition
from .search import BestFirst, ColumnFeatures, Weights, shortcut

if TYPE_CHECKING:
    from .rules import FreeCellRules

# Chosen on Microsoft deals 1-1000: the first search alone solves the median
# deal in about 200 positions; the others rescue most of the deals where it
# wanders (weights that favour digging out the next foundation cards, a small
# depth cost, column breaks).
PORTFOLIO: tuple[Weights, ...] = (
    Weights(),
    Weights(above_next=3.0),
    Weights(above_next=2.0, depth=0.2),
    Weights(above_next=2.0, disorder=2.0, breaks=1.0),
)
FIRST_QUOTA = 500

HINT_SECONDS = 0.5


def solve(
    rules: FreeCellRules, pos: FreeCellPosition, budget: Budget, stop: Callable[[], bool] = never
) -> SolveResult:
    """Solve ``pos`` within ``budget`` (positions and/or seconds); ``stop()``
    returning True ends the search with ``unknown``."""
    limits = Limits(budget, stop)
    if rules.is_won(pos):
        return limits.result("solved", [])
    cache: dict[tuple[int, ...], ColumnFeatures] = {}
    searches = [BestFirst(rules, pos, w, cache) for w in PORTFOLIO]
    quota = FIRST_QUOTA
    while True:
        for index, search in enumerate(searches):
            status = search.run(limits, quota)
            if status == "won":
                found = search.solution()
                moves = shortcut(rules, pos, found)
                return limits.result("solved", moves, search=index, untrimmed=len(found))
            if status == "exhausted":
                if rules.takeback:
                    return limits.result("unknown", reason="take-backs not searched")
                return limits.result("unsolvable", search=index)
            if status == "spent":
                return limits.result("unknown")
        quota *= 2


def solution_text(rules: FreeCellRules, pos: FreeCellPosition, moves: list[Move]) -> list[str]:
    """The moves in the standard notation (F-9), each as played from where it is."""
    out = []
    for move in moves:
        out.append(rules.format_move(pos, move))
        pos = rules.apply_unchecked(pos, move).position
    return out


def hint_move(
    rules: FreeCellRules,
    pos: FreeCellPosition,
    seconds: float = HINT_SECONDS,
    stop: Callable[[], bool] = never,
) -> Move | Literal["lost"] | None:
    """F-7's solver hint: the first move of a solution found within
    ``seconds``; ``"lost"`` when the solver proves ``pos`` cannot be won;
    ``None`` when the game is already won or the solver could not decide in
    time (use the heuristic hint, ``rules.hint``, then)."""
    result = solve(rules, pos, Budget(seconds=seconds), stop)
    if result.verdict == "solved":
        return result.moves[0] if result.moves else None
    if result.verdict == "unsolvable":
        return "lost"
    return None
