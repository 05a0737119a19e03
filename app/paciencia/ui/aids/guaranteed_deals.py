"""Guaranteed deals for the window (B-3): the answers found so far (stored, so a restart
keeps them), the searches the player waits for, and the next New game of each wanted
variant searched ahead of time (:mod:`paciencia.solvers.presearch`).

The searches run in worker processes (:mod:`paciencia.solvers.deal_searches`); a timer on
the UI thread looks at them every :data:`TICK_MS` while any runs, so answers and progress
arrive on the UI thread and no thread of this process ever runs Python in the background.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ...core.codes import GameCode, GameCodeError, parse
from ...core.guarantee_codes import needs_search, template_key
from ...core.loading import Feature
from ...play.flow import FoundDeal, Write

if TYPE_CHECKING:
    from ...solvers.deal_searches import DealSearch, DealSearches
    from ...solvers.guaranteed import Selection
    from ...solvers.presearch import Presearch
    from ...storage.proven_deals import Found, ProvenDeals

# K-14's search machinery and its answers, loaded when a guaranteed deal is first asked for
# (never for the first frame: tests/ui/test_first_frame.py).
PROVEN = "paciencia.storage.proven_deals"
LOAD_PROVEN: Feature[Callable[[], ProvenDeals]] = Feature(f"{PROVEN}:load_proven_deals")
SAVE_PROVEN: Feature[Callable[[ProvenDeals], None]] = Feature(f"{PROVEN}:save_proven_deals")
FOUND: Feature[type[Found]] = Feature(f"{PROVEN}:Found")
CANDIDATE: Feature[Callable[[GameCode, int], tuple[int, ...]]] = Feature("paciencia.solvers.guaranteed:candidate")
DEAL_SEARCHES: Feature[type[DealSearches]] = Feature("paciencia.solvers.deal_searches:DealSearches")
PRESEARCH: Feature[type[Presearch]] = Feature("paciencia.solvers.presearch:Presearch")

TICK_MS = 30
"""How often the searches in the worker processes are looked at while any runs."""
PRESEARCH_AFTER_MS = 1500
"""The search ahead starts this long after launch (its processes cost a start-up)."""


def found_deal(selection: Selection) -> FoundDeal:
    return FoundDeal(selection.order, selection.proven, selection.candidate)


class GuaranteedDeals(QObject):
    def __init__(
        self,
        write: Write,
        fresh: Callable[[GameCode], GameCode],
        parent: QObject | None = None,
    ) -> None:
        """``write(save)`` runs a save, reporting an OSError the way the other files do;
        ``fresh(code)`` is the same variant with a new number."""
        super().__init__(parent)
        self._write = write
        self.fresh = fresh
        self._proven: ProvenDeals | None = None  # read when first needed
        self._searches: DealSearches | None = None
        self._presearch: Presearch | None = None
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._tick)
        self.closed = False

    # -- what is known ------------------------------------------------------------------
    @property
    def proven(self) -> ProvenDeals:
        if self._proven is None:
            self._proven = LOAD_PROVEN()()
        return self._proven

    def known(self, code: GameCode) -> FoundDeal | None:
        """The deal a guaranteed code's search gave earlier in this run (never one read from
        a file: :mod:`paciencia.storage.proven_deals` says why)."""
        found = self.proven.found.get(str(code))
        if found is None:
            return None
        try:
            return FoundDeal(CANDIDATE()(code, found.candidate), found.proven, found.candidate)
        except (ValueError, StopIteration):
            return None

    def remember(self, code: GameCode, selection: Selection) -> None:
        """What this run's search answered (kept in memory: the file keeps no answer, C-2)."""
        self.proven.remember(code, FOUND()(selection.candidate, selection.proven))

    def _save(self) -> None:
        self._write(lambda: SAVE_PROVEN()(self.proven))

    # -- the searches -------------------------------------------------------------------
    @property
    def searches(self) -> DealSearches:
        if self._searches is None:
            self._searches = DEAL_SEARCHES()()
        return self._searches

    @property
    def presearch(self) -> Presearch:
        if self._presearch is None:
            self._presearch = PRESEARCH()(self.searches, self.fresh, self.proven.ready, self.remember, self._save,
                                        lambda text: text in self.proven.found)
        return self._presearch

    def search(
        self,
        code: GameCode,
        on_done: Callable[[FoundDeal], None],
        on_progress: Callable[[int, int], None],
        on_failed: Callable[[str], None],
    ) -> DealSearch:
        """Search a guaranteed code's deal for the player (before any search ahead)."""

        def done(selection: Selection) -> None:
            self.remember(code, selection)
            on_done(found_deal(selection))

        found = self.searches.start(code, on_done=done, on_progress=on_progress, on_failed=on_failed)
        self._wake()
        return found

    def cancel(self, search: DealSearch) -> None:
        self.searches.cancel(search)

    # -- New game, ready at once --------------------------------------------------------
    def ready_for(self, code: GameCode) -> GameCode:
        """For New game in ``code``'s variant: the code searched ahead if it is ready, else
        ``code``; either way the next one is wanted."""
        if not needs_search(code) or self.closed:
            return code
        ready = self.presearch.ready_code(template_key(code.game, code.options))
        self.presearch.want(code)
        self._wake()
        if ready is not None:
            try:
                return parse(ready)
            except GameCodeError:
                pass
        return code

    def want_later(self, codes: Sequence[GameCode]) -> None:
        """At launch: keep a New game ready in these variants, once the window is up."""
        if codes:
            QTimer.singleShot(PRESEARCH_AFTER_MS, self, lambda: self._want(codes))

    def _want(self, codes: Sequence[GameCode]) -> None:
        if self.closed:
            return
        for code in reversed(codes):
            self.presearch.want(code)
        self._wake()

    def dealt(self, code: GameCode) -> None:
        """A guaranteed code is on the table: if it was the one kept ready, find the next."""
        if needs_search(code) and not self.closed:
            self.presearch.take(code)
            self._wake()

    # -- the timer ----------------------------------------------------------------------
    def _wake(self) -> None:
        if not self.closed and not self._ticker.isActive():
            self._ticker.start()

    def _tick(self) -> None:
        if self._searches is not None:
            self._searches.poll(0.0)
        if self._presearch is not None:
            self._presearch.step()
        if self._searches is None or not self._searches.busy():
            self._ticker.stop()

    def busy(self) -> bool:
        return self._searches is not None and self._searches.busy()

    def shutdown(self) -> None:
        """The window is closing: stop the searches (what they found is stored already)."""
        self.closed = True
        self._ticker.stop()
        if self._presearch is not None:
            self._presearch.stop()
        if self._searches is not None:
            self._searches.close()
