"""Guaranteed-deal searches over a :class:`~.proof_pool.ProofPool` (B-3).

Each :class:`DealSearch` drives one code's :class:`~.guaranteed.CandidateSearch`:
it keeps up to ``window`` of its candidates in the pool (all the workers for a
search the player waits for, one for a search ahead of time), hands each answer
to the candidate search, and once that has decided, stops the candidates still
running (they come after the one chosen) and calls ``on_done`` with the
:class:`~.guaranteed.Selection`. Since the candidate search takes "the first
proven in candidate order" whatever order the answers come in, the selection is
the one :func:`~.guaranteed.select_deal` makes one candidate after the other.

Everything happens in :meth:`DealSearches.poll`, on the caller's thread.
"""

from __future__ import annotations

import atexit
from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.codes import GameCode
from ..core.declaration import ProofBudget
from ..core.search import SolveResult, never
from .guaranteed import CandidateSearch, Selection
from .proof_pool import FOREGROUND, ProofPool


@dataclass(eq=False)
class DealSearch:
    """A search for a guaranteed deal (K-14, B-3) waiting for, or running on, the proof pool."""

    code: GameCode
    priority: int
    window: int
    on_done: Callable[[Selection], None] | None = None
    on_progress: Callable[[int, int], None] | None = None
    on_failed: Callable[[str], None] | None = None
    budget: ProofBudget | None = None
    search: CandidateSearch = field(init=False)
    in_flight: dict[int, int] = field(default_factory=dict)  # task id -> candidate
    failed: str | None = None
    cancelled: bool = False

    def __post_init__(self) -> None:
        self.search = CandidateSearch(self.code, self.budget)

    @property
    def done(self) -> bool:
        return self.search.done or self.failed is not None or self.cancelled

    @property
    def selection(self) -> Selection | None:
        return self.search.selection


class DealSearches:
    """The searches running in one pool; :meth:`poll` moves them on."""

    def __init__(self, pool: ProofPool | Callable[[], ProofPool] | None = None) -> None:
        self._pool_or_factory = pool if pool is not None else shared_pool
        self._pool: ProofPool | None = pool if isinstance(pool, ProofPool) else None
        self.running: list[DealSearch] = []

    @property
    def pool(self) -> ProofPool:
        if self._pool is None or self._pool.closed:
            factory = self._pool_or_factory
            self._pool = factory if isinstance(factory, ProofPool) else factory()
        return self._pool

    def start(
        self,
        code: GameCode,
        priority: int = FOREGROUND,
        window: int | None = None,
        on_done: Callable[[Selection], None] | None = None,
        on_progress: Callable[[int, int], None] | None = None,
        on_failed: Callable[[str], None] | None = None,
        budget: ProofBudget | None = None,
    ) -> DealSearch:
        """Start searching ``code``'s candidates (``window``: at most this many at once,
        every worker by default). A code proven by its list is done at once."""
        search = DealSearch(code, priority, window or self.pool.size, on_done, on_progress, on_failed, budget)
        self.running.append(search)
        self._top_up(search)
        return search

    def cancel(self, search: DealSearch) -> None:
        search.cancelled = True
        self._stop(search)

    def busy(self) -> bool:
        return bool(self.running)

    def poll(self, timeout: float = 0.0) -> list[DealSearch]:
        """Move every search on; returns those that ended (their callbacks are called)."""
        ended = [s for s in self.running if s.done]  # decided at start (P-10 lists)
        if self.running and not ended:
            for task_id, kind, value in self.pool.poll(timeout):
                owner = next((s for s in self.running if task_id in s.in_flight), None)
                if owner is None:
                    continue
                k = owner.in_flight.pop(task_id)
                if kind == "done" and isinstance(value, SolveResult):
                    owner.search.answer(k, value)
                    if owner.on_progress is not None and not owner.done:
                        owner.on_progress(owner.search.decided, owner.search.total)
                else:
                    owner.failed = str(value)
            ended = [s for s in self.running if s.done]
        for search in ended:
            self.running.remove(search)
            self._stop(search)
            self._finish(search)
        for search in self.running:
            self._top_up(search)
        return ended

    def _top_up(self, search: DealSearch) -> None:
        while not search.done and len(search.in_flight) < search.window:
            task = search.search.next_task()
            if task is None:
                break
            k, job = task
            search.in_flight[self.pool.submit(job, search.priority)] = k

    def _stop(self, search: DealSearch) -> None:
        for task_id in list(search.in_flight):
            self.pool.cancel(task_id)
        search.in_flight.clear()

    @staticmethod
    def _finish(search: DealSearch) -> None:
        if search.cancelled:
            return
        if search.failed is not None:
            if search.on_failed is not None:
                search.on_failed(search.failed)
        elif search.on_done is not None and search.selection is not None:
            search.on_done(search.selection)

    def close(self) -> None:
        for search in list(self.running):
            self.cancel(search)
        self.running.clear()


def select_in_pool(
    code: GameCode,
    jobs: int,
    stop: Callable[[], bool] = never,
    progress: Callable[[int, int], None] | None = None,
    budget: ProofBudget | None = None,
) -> Selection:
    """:func:`~.guaranteed.select_deal` with ``jobs`` worker processes of its own."""
    pool = ProofPool(jobs)
    try:
        searches = DealSearches(pool)
        search = searches.start(code, on_progress=progress, budget=budget)
        while not search.done:
            if stop():
                searches.cancel(search)
                return search.search.give_up()
            searches.poll(0.05)
        if search.failed is not None:
            raise RuntimeError(f"the search for {code} failed: {search.failed}")
        assert search.selection is not None
        return search.selection
    finally:
        pool.close()


_shared: ProofPool | None = None


def shared_pool() -> ProofPool:
    """The app's one pool (its workers start when first given work)."""
    global _shared
    if _shared is None or _shared.closed:
        _shared = ProofPool()
    return _shared


@atexit.register
def close_shared_pool() -> None:
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None
