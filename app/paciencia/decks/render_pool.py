"""Deck work off the UI thread: one pool, results handed back on the UI thread.

QImage may be made on any thread, QPixmap only on the UI thread, so workers
return images and the relay turns them into pixmaps where that is allowed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    """Lives on the UI thread; workers emit, the UI thread runs the callback."""

    done = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.done.connect(self._deliver)

    @staticmethod
    def _deliver(item: object) -> None:
        if callable(item):  # a job's callback with its result, to run here
            item()


_relay: _Relay | None = None
_pool: QThreadPool | None = None


def render_pool() -> QThreadPool:
    """The pool every deck job runs on (tests wait on it with ``waitForDone``)."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(max(2, min(4, QThreadPool.globalInstance().maxThreadCount() // 2)))
    return _pool


def finish(msecs: int = 2000) -> None:
    """Drop the jobs not started and wait for the running ones (the event loop has ended).
    The interpreter's teardown must not free Qt while a worker still paints a card: a
    QImage destroyed under its QPainter crashed a launch that quit at once (seen in CI:
    "Cannot destroy paint device that is being painted", exit -11)."""
    if _pool is not None:
        _pool.clear()
        _pool.waitForDone(msecs)


T = TypeVar("T")


class _Job(QRunnable):
    def __init__(self, work: Callable[[], Callable[[], None]], relay: _Relay) -> None:
        """``work``: runs on the pool and answers what to run on the UI thread."""
        super().__init__()
        self.work, self.relay = work, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        self.relay.done.emit(self.work())


def run_async(work: Callable[[], T], callback: Callable[[T | Exception], None]) -> None:
    """``work()`` on the render pool, then ``callback(result or exception)`` on the UI thread.

    Must be called from the UI thread (the first call creates the relay there).
    """
    global _relay
    if _relay is None:
        _relay = _Relay()

    def attempt() -> Callable[[], None]:
        try:
            result: T | Exception = work()
        except Exception as e:  # noqa: BLE001 - handed to the UI thread, never lost
            result = e
        return lambda: callback(result)

    render_pool().start(_Job(attempt, _relay))
