"""A clock for the solvers' budgets in seconds that the machine's load cannot move.

``paciencia.core.search.Limits`` reads ``time.perf_counter`` when a search starts, every 64
expansions, and for the result. :class:`TickingClock` stands in for that ``time``: each read
moves it on by ``step`` seconds, so a budget of ``seconds`` is spent after about
``seconds / step`` reads however fast or slow the machine runs. A test then asserts how many
reads the search made (it stopped when the clock said so) instead of timing it.
"""

from __future__ import annotations

import pytest

from paciencia.core import search


class TickingClock:
    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 1000.0
        self.reads = 0

    def perf_counter(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now

    def most_reads(self, seconds: float) -> int:
        """The reads a search of a ``seconds`` budget may make: the start, one read per step
        until the deadline is passed, and one for the result's elapsed time (one more for
        the rounding of ``seconds / step``)."""
        return round(seconds / self.step) + 4


def ticking(monkeypatch: pytest.MonkeyPatch, step: float = 0.01) -> TickingClock:
    """The searches' clock replaced, for the test, by a :class:`TickingClock`."""
    clock = TickingClock(step)
    monkeypatch.setattr(search, "time", clock)
    return clock
