"""Guaranteed solvable Klondike deals (K-14).

Candidate ``k`` (0-based) is the ``k``-th shuffle of the stream that the game
code's deal number starts (:func:`paciencia.core.shuffle.shuffles`), so
candidate 0 is the ordinary deal of that number. Each candidate is searched
with the code's draw mode and pass limit, without foundation→column moves,
within ``budget_per_deal`` positions; the first proven in that order is
played. If none of ``max_deals`` is, the last one is played unproven. The
result depends only on the code (the search is deterministic), so a code
fixes the deal.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice

from ..core import shuffle
from ..core.codes import GameCode
from ..core.games.klondike.rules import KlondikeRules
from ..core.games.klondike.solver import solve_k14
from .base import Budget, SolveResult, never

BUDGET_PER_DEAL = 5000
MAX_DEALS = 60


def select_deal(
    code: GameCode,
    budget_per_deal: int = BUDGET_PER_DEAL,
    max_deals: int = MAX_DEALS,
    stop: Callable[[], bool] = never,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[list[int], bool, int, SolveResult]:
    """``(order, proven, candidate_index, result)`` for a Klondike game code.

    ``progress(k, max_deals)`` is called before candidate ``k`` is searched.
    When ``stop`` turns true the search is abandoned: the candidate being
    searched is returned unproven (callers that cancel ignore the answer).
    """
    if code.game != "klondike":
        raise ValueError(f"guaranteed deals are for Klondike, not {code.game!r}")
    if max_deals < 1:
        raise ValueError(f"max_deals must be at least 1, not {max_deals!r}")
    rules = KlondikeRules(draw=code.int_option("draw"), pass_limit=code.int_option("passes"))
    budget = Budget(positions=budget_per_deal)
    order: list[int] = []
    result = SolveResult("unknown")
    k = 0
    for k, order in enumerate(islice(shuffle.shuffles(code.number), max_deals)):
        if progress is not None:
            progress(k, max_deals)
        result = solve_k14(rules, rules.deal(order), budget, stop)
        if result.verdict == "solved":
            return order, True, k, result
        if stop():
            break
    return order, False, k, result
