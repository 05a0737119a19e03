"""Which deal a guaranteed code deals (K-14, B-3), for the command line and the tools: the
search of :mod:`.guaranteed`'s candidates, one after the other on this thread or in
worker processes (:mod:`.deal_searches`), with the same answer either way."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.codes import GameCode
from ..core.declaration import ProofBudget
from ..core.guarantee_codes import needs_search
from ..core.search import never
from .deal_searches import select_in_pool
from .guaranteed import CandidateSearch, Selection, run_task


def select_deal(
    code: GameCode,
    stop: Callable[[], bool] = never,
    progress: Callable[[int, int], None] | None = None,
    jobs: int = 1,
    budget: ProofBudget | None = None,
) -> Selection:
    """The deal of a guaranteed code (see the module text).

    ``progress(k, n)`` is called before candidate ``k`` (0-based) of ``n`` is searched
    (one after the other) or as answers come in (``jobs`` > 1: that many worker
    processes, :mod:`.proof_pool`). When ``stop`` turns true the search is abandoned and
    :meth:`CandidateSearch.give_up` answered. The answer does not depend on ``jobs``.
    ``budget`` replaces the declared one.
    """
    if jobs > 1:
        return select_in_pool(code, jobs, stop, progress, budget)
    search = CandidateSearch(code, budget)
    while not search.done:
        task = search.next_task()
        if task is None:  # pragma: no cover - every candidate answered selects
            break
        k, job = task
        if progress is not None:
            progress(k, search.total)
        result = run_task(job, stop)
        if stop() and result.verdict != "solved":
            return search.give_up()
        search.answer(k, result)
    assert search.selection is not None
    return search.selection


def play_order(code: GameCode, selection: Selection | None = None) -> Sequence[int]:
    """The cards a code deals: its own deal, or a guaranteed code's selection."""
    if not needs_search(code):
        return code.info.deal_order(code.number, code.info.full_options(code.values()))
    return (selection or select_deal(code)).order
