"""The next guaranteed deal, searched while the current one is played (B-3).

With "solvable deals only" on, New game would wait for a search (Klondike draw 1 with
one pass: seconds). So for every variant that is *wanted* (the one on the table and
each game whose settings ask for guaranteed deals) the next New game's code is found
ahead of time, in the background: a fresh number is drawn, its candidates are searched
one at a time at :data:`~.proof_pool.BACKGROUND` priority (a search the player waits
for stops it and goes first), and the code is kept *ready* for that variant. New game
then deals it at once. If a number's candidates are all unproven another number is
tried, up to :data:`NUMBERS_A_VARIANT`; the last one is kept even so (it is what that
code deals, said as such).

This only chooses *which number* New game deals. A code still gives exactly the deal
its search gives, typed, opened or drawn: the background search is that same search
(:class:`~.guaranteed.CandidateSearch`), run earlier.

The ready codes live in the caller's mapping (the stored file); ``on_found`` is told
of every selection so the caller can keep it, ``on_change`` when a ready code came
or went. A ready code read from the file is only a number: what it deals is known once
``confirmed(code)`` says this run's search answered it (C-2: a stored answer is never
believed, see :mod:`paciencia.storage.proven_deals`), so a wanted variant's ready code
that is not confirmed is searched again first, in the background like any other; if
that search proves none of its candidates, another number is tried as above.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping

from ..core.codes import GameCode, GameCodeError, parse
from ..core.guarantee_codes import template_key
from .deal_searches import DealSearch, DealSearches
from .guaranteed import Selection
from .proof_pool import BACKGROUND

NUMBERS_A_VARIANT = 3
"""Numbers tried for a proven deal before an unproven one is kept ready."""


class Presearch:
    def __init__(
        self,
        searches: DealSearches,
        fresh: Callable[[GameCode], GameCode],
        ready: MutableMapping[str, str],
        on_found: Callable[[GameCode, Selection], None],
        on_change: Callable[[], None],
        confirmed: Callable[[str], bool],
    ) -> None:
        """``fresh(code)`` is the same variant with a new random number; ``confirmed(code)``
        whether a ready code's deal was answered by this run's search."""
        self.searches = searches
        self.fresh = fresh
        self.ready = ready
        self.on_found = on_found
        self.on_change = on_change
        self.confirmed = confirmed
        self.wanted: dict[str, GameCode] = {}  # key -> any code of the variant (the newest first)
        self.running: DealSearch | None = None
        self._tries: dict[str, int] = {}
        self.paused = False

    def want(self, code: GameCode) -> None:
        """Keep a New game of ``code``'s variant ready (the latest wanted is searched first)."""
        key = template_key(code.game, code.options)
        self.wanted.pop(key, None)
        self.wanted = {key: code, **self.wanted}

    def ready_code(self, key: str) -> str | None:
        return self.ready.get(key)

    def take(self, code: GameCode) -> bool:
        """``code`` is being dealt: if it was the ready one, the next is wanted. True if it was."""
        key = template_key(code.game, code.options)
        self.want(code)
        if self.ready.get(key) == str(code):
            del self.ready[key]
            self.on_change()
            return True
        return False

    def step(self) -> None:
        """Start the next background search if none runs and a wanted variant lacks its code,
        or has one read from the file that this run has not searched yet."""
        if self.paused or (self.running is not None and not self.running.done):
            return
        self.running = None
        for key, code in self.wanted.items():
            ready = self.ready.get(key)
            if ready is None:
                self._search(key, self.fresh(code))
                return
            if not self.confirmed(ready):
                try:
                    self._search(key, parse(ready), again=True)
                except GameCodeError:  # the file's reader lets no such code through
                    del self.ready[key]
                    self.on_change()
                    continue
                return

    def _search(self, key: str, code: GameCode, again: bool = False) -> None:
        """Search ``code`` for ``key``'s New game (``again``: it is the ready code already,
        read from the file: kept if its search proves a candidate)."""

        def done(selection: Selection) -> None:
            self.running = None
            self.on_found(code, selection)
            tries = self._tries.get(key, 0) + 1
            if again and not selection.proven:
                self._tries[key] = tries
                if self.ready.get(key) == str(code):  # unless it was dealt meanwhile
                    del self.ready[key]
                    self.on_change()
            elif again:
                self._tries.pop(key, None)
            elif selection.proven or tries >= NUMBERS_A_VARIANT:
                self._tries.pop(key, None)
                self.ready[key] = str(code)
                self.on_change()
            else:
                self._tries[key] = tries

        def failed(_text: str) -> None:
            self.running = None
            self.wanted.pop(key, None)  # not again this session: the search itself fails

        self.running = self.searches.start(code, BACKGROUND, window=1, on_done=done, on_failed=failed)

    def stop(self) -> None:
        if self.running is not None:
            self.searches.cancel(self.running)
            self.running = None
