"""The game's clock (C-7): starts at the first move, pauses while the window is minimised
or the table is hidden, and goes on from a saved game's time.

Plain Python on a monotonic clock, so the play layer keeps time without Qt; tests give it a
``now`` of their own and move time by hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class GameClock:
    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._since = 0.0  # when the current run of the clock began
        self._banked = 0.0  # seconds before the current run of the clock
        self._ticking = False
        self._paused = False

    def reset(self, banked: float = 0.0) -> None:
        """A new round: nothing elapsed yet (or a saved game's seconds), not running, not paused."""
        self._banked = banked
        self._ticking = False
        self._paused = False

    def elapsed(self) -> float:
        running = self._ticking and not self._paused
        return self._banked + (self._now() - self._since if running else 0.0)

    def start(self) -> None:
        if not self._ticking:
            self._ticking = True
            self._since = self._now()

    def stop(self) -> None:
        if self._ticking and not self._paused:
            self._banked += self._now() - self._since
        self._ticking = False

    def pause(self) -> None:
        if self._ticking and not self._paused:
            self._banked += self._now() - self._since
            self._paused = True

    def resume(self) -> None:
        if self._paused:
            self._paused = False
            self._since = self._now()
