"""The game's clock (C-7): starts at the first move, pauses while the window is minimised
or the table is hidden, and goes on from a saved game's time."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer


class GameClock:
    def __init__(self) -> None:
        self._timer = QElapsedTimer()
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
        return self._banked + (self._timer.elapsed() / 1000.0 if running else 0.0)

    def start(self) -> None:
        if not self._ticking:
            self._ticking = True
            self._timer.start()

    def stop(self) -> None:
        if self._ticking and not self._paused:
            self._banked += self._timer.elapsed() / 1000.0
        self._ticking = False

    def pause(self) -> None:
        if self._ticking and not self._paused:
            self._banked += self._timer.elapsed() / 1000.0
            self._paused = True

    def resume(self) -> None:
        if self._paused:
            self._paused = False
            self._timer.start()
