"""Clocks that the machine's load cannot move, for code whose behaviour depends on time.

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


class SleepingClock:
    """A ``time`` for code that waits by sleeping and reading ``monotonic``: the clock moves
    only when the code sleeps, by what it asked for, and at once. A wait of seconds takes
    none, and the test reads how long the code waited, and how often it looked meanwhile."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.start = self.now
        self.sleeps = 0

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps += 1
        self.now += seconds

    def waited(self) -> float:
        return self.now - self.start
