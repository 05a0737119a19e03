"""Searches off the UI thread (V-7, K-14, F-7): a thread pool and a signal bridge.

The window asks for a search on a named *channel* (``"deal"``, ``"hint"``,
``"winnable"``): :meth:`SolverWorker.submit` runs ``work(stop, progress)`` on a
pool thread and hands its answer to ``on_done`` **on the UI thread**, through
queued signals. The worker thread never touches a widget: it only calls the
solver and emits the bridge's signals.

Each request gets an id. An answer is *stale*, and dropped without calling
``on_done``, when

* a newer request was made on the same channel (the newer one wins), or
* the request was cancelled (:meth:`cancel`), or
* its ``still_valid()`` check, run on the UI thread when the answer arrives,
  says no (e.g. the position it was asked about is no longer on the table).

Cancelling (or superseding) a request also sets its stop flag, which the
solvers read through their ``stop`` callable (every 64 expansions, see
:class:`paciencia.core.search.Limits`), so the thread is freed quickly.
Progress reports (``progress(done, total)`` from the solver) reach
``on_progress`` on the UI thread, for the current request only.

The solvers are pure Python, so the pool thread and the UI thread share the
GIL. While a search runs (from its request until the last one returns) the worker

* pauses the garbage collector: otherwise a collection triggered by the
  solver's allocations would run on the pool thread, walk the whole heap with
  the GIL held, and destroy unreachable Qt objects of the UI from the wrong
  thread (the solvers' tuples, dicts and sets are freed by reference counting
  anyway);
* shortens the interpreter's switch interval (:data:`SWITCH_INTERVAL`), so
  that each time Qt calls into Python on the UI thread (a timer, a card's
  paint) it waits about a millisecond for the GIL instead of five.
"""

from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from ... import collector
from ...core import registry
from ...core.capabilities import HasStock
from ...core.declaration import HintAnswer as HintAnswer  # re-exported: the session names it
from ...core.kinds import HintKind
from ...core.moves import Move
from ...core.rules.base import Hint, Rules
from ...core.text import QT_TRANSLATE_NOOP, Reason

SWITCH_INTERVAL = 0.001
"""Seconds a thread may hold the GIL while another waits for it, during searches."""

Stop = Callable[[], bool]
Progress = Callable[[int, int], None]
T = TypeVar("T")
P = TypeVar("P")
Work = Callable[[Stop, Progress], T]
"""A search run on a pool thread: ``work(stop, progress)`` answers a ``T`` (``Work[Verdict]``)."""


_searches = 0  # searches submitted and not yet returned, in every worker (one interpreter)
_switch = 0.005  # the interpreter's switch interval before the first of them
_lock = threading.Lock()


def _interpreter_for_searches(on: bool) -> None:
    """Pause the garbage collector and shorten the switch interval while any search
    runs (see the module docstring); put both back when the last one returns.

    On at :meth:`SolverWorker.submit` (UI thread), off when the work returns (its pool
    thread), whether or not its answer is ever delivered: a window closed or dropped
    with a search running used to leave the collector off for the rest of the process
    (the test suite grew to 5 GB)."""
    global _searches, _switch
    with _lock:
        if on:
            if _searches == 0:
                _switch = sys.getswitchinterval()
                sys.setswitchinterval(min(_switch, SWITCH_INTERVAL))
            _searches += 1
            collector.pause()  # the collector's one owner: the launch may hold it too
        elif _searches > 0:
            _searches -= 1
            collector.resume()
            if _searches == 0:
                sys.setswitchinterval(_switch)


def searches_running() -> int:
    """How many submitted searches have not returned yet (tests check none is left)."""
    return _searches


def _stopper(jobs: dict[int, Job]) -> Callable[..., None]:
    """A slot that stops every job in ``jobs``; it holds the dict, not the worker."""

    def stop_all(*_: object) -> None:
        for job in list(jobs.values()):
            job.stop.set()

    return stop_all


class _Bridge(QObject):
    """Signals emitted from pool threads, delivered (queued) on the UI thread."""

    done = Signal(int)  # the answer waits in the job's box
    failed = Signal(int, str)
    progress = Signal(int, int, int)


class _Runnable(QRunnable):
    def __init__(self, job_id: int, work: Work[None], stop: threading.Event, bridge: _Bridge) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the job keeps it until its answer is handled
        self.job_id, self.work, self.stop, self.bridge = job_id, work, stop, bridge

    def run(self) -> None:  # runs on a pool thread: no widget here
        job_id, bridge = self.job_id, self.bridge

        def progress(done: int, total: int = 0) -> None:
            bridge.progress.emit(job_id, int(done), int(total))

        try:
            self.work(self.stop.is_set, progress)
        except Exception:  # noqa: BLE001 - reported on the UI thread, never lost silently
            bridge.failed.emit(job_id, traceback.format_exc())
            return
        finally:
            _interpreter_for_searches(False)
        bridge.done.emit(job_id)


class _Box(Generic[T]):
    """A search's answer, put by the pool thread before it signals ``done`` and taken by
    the UI thread once the queued signal arrives (the signal orders the two)."""

    def __init__(self, work: Work[T]) -> None:
        self.work = work
        self.answer: list[T] = []

    def run(self, stop: Stop, progress: Progress) -> None:
        self.answer.append(self.work(stop, progress))


@dataclass
class Job:
    """A search submitted to the worker, and whom to tell how it went."""

    id: int
    channel: str
    deliver: Callable[[], None]
    """Hands the answer to the caller's ``on_done``."""
    still_valid: Callable[[], bool]
    on_progress: Callable[[int, int], None] | None
    on_failed: Callable[[str], None] | None
    on_dropped: Callable[[], None] | None
    stop: threading.Event = field(default_factory=threading.Event)
    runnable: _Runnable | None = None


class SolverWorker(QObject):
    """Runs solver work on a small thread pool; answers arrive on the UI thread."""

    answered = Signal(int)  # a request's answer was handed to on_done
    dropped = Signal(int)  # a request's answer came back stale and was dropped

    def __init__(self, parent: QObject | None = None, threads: int = 2) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._bridge = _Bridge()
        queued = Qt.ConnectionType.QueuedConnection
        self._bridge.done.connect(self._done, queued)
        self._bridge.failed.connect(self._failed, queued)
        self._bridge.progress.connect(self._progress, queued)
        self._next_id = 0
        self._jobs: dict[int, Job] = {}  # requests whose answer has not come back yet
        self._latest: dict[str, int] = {}  # channel -> newest request id
        self._retired: list[_Runnable] = []  # kept alive until the pool is idle
        # A worker deleted with searches running (its window dropped without closing) stops
        # them first: Qt emits destroyed before it deletes the pool, whose destructor waits
        # for every thread, so a search left running would hang the UI thread there.
        self.destroyed.connect(_stopper(self._jobs))

    # -- asking ---------------------------------------------------------------
    def submit(
        self,
        channel: str,
        work: Work[T],
        on_done: Callable[[T], None],
        *,
        still_valid: Callable[[], bool] | None = None,
        on_progress: Callable[[int, int], None] | None = None,
        on_failed: Callable[[str], None] | None = None,
        on_dropped: Callable[[], None] | None = None,
    ) -> int:
        """Start ``work(stop, progress)`` off the UI thread; returns the request id.
        A request already running on ``channel`` is stopped and its answer dropped
        (``on_dropped`` is called, on the UI thread, when a stale answer is dropped)."""
        self.cancel(channel)
        if self._pool.activeThreadCount() == 0:
            self._retired.clear()
        self._next_id += 1
        box = _Box(work)
        job = Job(
            self._next_id, channel, lambda: on_done(box.answer[0]), still_valid or (lambda: True), on_progress,
            on_failed, on_dropped,
        )
        job.runnable = _Runnable(job.id, box.run, job.stop, self._bridge)
        self._jobs[job.id] = job
        self._latest[channel] = job.id
        _interpreter_for_searches(True)  # off again when the work returns, on its thread
        self._pool.start(job.runnable)
        return job.id

    def cancel(self, channel: str) -> None:
        """Stop the request running on ``channel``; its answer will be dropped."""
        current = self._latest.pop(channel, None)
        if current is not None and current in self._jobs:
            self._jobs[current].stop.set()

    def busy(self, channel: str | None = None) -> bool:
        """Whether a request (on ``channel``, or any) still waits for its answer."""
        if channel is None:
            return bool(self._jobs)
        return self._latest.get(channel) in self._jobs

    def current(self, channel: str) -> int | None:
        """The id of the request whose answer ``channel`` is waiting for."""
        job_id = self._latest.get(channel)
        return job_id if job_id in self._jobs else None

    def shutdown(self, msecs: int = 5000) -> bool:
        """Stop every request and wait for the threads (the window is closing)."""
        for job in self._jobs.values():
            job.stop.set()
        self._latest.clear()
        return bool(self._pool.waitForDone(msecs))

    # -- answers (UI thread) ------------------------------------------------------
    def _take(self, job_id: int) -> Job | None:
        job = self._jobs.pop(job_id, None)
        if job is None:
            return None
        if job.runnable is not None:  # its run() may still be returning on the pool thread
            self._retired.append(job.runnable)
            job.runnable = None
        if self._latest.get(job.channel) != job_id or job.stop.is_set() or not job.still_valid():
            if self._latest.get(job.channel) == job_id:
                del self._latest[job.channel]
            if job.on_dropped is not None:
                job.on_dropped()
            self.dropped.emit(job_id)
            return None
        del self._latest[job.channel]
        return job

    def _done(self, job_id: int) -> None:
        job = self._take(job_id)
        if job is not None:
            job.deliver()
            self.answered.emit(job_id)

    def _failed(self, job_id: int, text: str) -> None:
        job = self._take(job_id)
        if job is None:
            return
        if job.on_failed is not None:
            job.on_failed(text)
        else:
            print(f"paciencia: a search failed:\n{text}", file=sys.stderr)
        self.answered.emit(job_id)

    def _progress(self, job_id: int, done: int, total: int) -> None:
        job = self._jobs.get(job_id)
        if job is None or job.on_progress is None or self._latest.get(job.channel) != job_id:
            return
        job.on_progress(done, total)


# -- what the table asks the solvers (no Qt below: these run on the worker) -------------
_PROVEN_LOST = QT_TRANSLATE_NOOP("solver", "No way out: the solver proved that this position cannot be won.")


def hint_work(rules: Rules[P], pos: P) -> Work[HintAnswer] | None:
    """The search behind the hint of ``rules``' game (its declaration's ``hint_search``),
    or None when the hint is the rules' own (answered at once on the UI thread)."""
    load = registry.info(rules.game_id).hint_search
    if load is None:
        return None
    search = load()
    return lambda stop, progress: search.run(rules, pos, stop)


def hint_from_answer(rules: Rules[P], pos: P, answer: HintAnswer) -> Hint:
    """The hint to show for a solver's answer (UI thread; the rules' hint is the
    fallback and lends its wording when it suggests the same move)."""
    if isinstance(answer, str) and answer == "lost":
        return Hint(HintKind.NO_WAY_OUT, None, Reason(_PROVEN_LOST, context="solver"))
    if isinstance(answer, Hint):
        return answer
    heuristic = rules.hint(pos)
    if not isinstance(answer, Move) or heuristic.move == answer:
        return heuristic
    load = registry.info(rules.game_id).hint_search
    message = load().message if load is not None else _PROVEN_LOST
    drawing = isinstance(rules, HasStock) and rules.stock_move(pos) == answer  # the game's own stock move
    return Hint(HintKind.DRAW if drawing else HintKind.MOVE, answer, Reason(message, context="solver"))
