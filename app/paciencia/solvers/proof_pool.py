"""Candidate searches in worker processes (B-3): a cold search uses every core, and the
window's process only sends work and reads answers.

:class:`ProofPool` keeps up to :func:`default_workers` processes, started with the
``spawn`` method the first time work is sent (a clean interpreter: nothing of Qt, no
inherited threads or locks; a frozen app starts itself, see ``cli.main``) and kept
until :meth:`ProofPool.close`. Each worker reads a :class:`~.guaranteed.ProofTask`
from its pipe, searches it and writes the answer back. There are no helper threads in
the calling process: whoever owns the pool calls :meth:`ProofPool.poll` (the window
from a timer on the UI thread, the command line in a loop), which hands out waiting
tasks and collects answers.

Priorities: a task of a lower priority number goes first; when it waits and every
worker is busy with a task of a higher number, that task is stopped and queued again
(the player waiting for a deal goes before the background search for the next one).
A task's stop flag is one slot of a shared array, read by the solver every 64
expansions (:class:`paciencia.core.search.Limits`); a worker also stops when the
process that started it is gone.

An answer is ``(task id, kind, value)``: ``"done"`` with the
:class:`~paciencia.core.search.SolveResult`, or ``"failed"`` with a text (the
search raised, or its worker died). A task stopped by :meth:`ProofPool.cancel`
gives no answer. Which worker ran a task never changes its answer: the provers are
deterministic and budgeted in positions.
"""

from __future__ import annotations

import heapq
import multiprocessing
import os
import signal
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Literal, Protocol

from ..core.search import SolveResult
from .guaranteed import ProofTask, run_task

FOREGROUND = 0
"""A search the player waits for."""
BACKGROUND = 1
"""A search done ahead of time (the next New game's deal)."""
MAX_WORKERS = 4
"""A card game keeps to a few cores even on a large machine."""

Outcome = Literal["done", "stopped", "failed"]
Answer = tuple[int, Outcome, SolveResult | str]
"""(task id, "done" / "stopped" / "failed", the result or the failure's traceback)."""


class Flags(Protocol):
    """The shared array of stop marks, one a worker (``RawArray("q", n)``): slot → the task
    id its worker must stop, 0 for none."""

    def __getitem__(self, slot: int, /) -> int: ...

    def __setitem__(self, slot: int, task_id: int, /) -> None: ...


def default_workers() -> int:
    return max(1, min(MAX_WORKERS, os.cpu_count() or 1))


def _serve(conn: Connection, cancel: Flags, slot: int, parent: int) -> None:
    """A worker process: search each task received until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is for the app

    def stopped_for(task_id: int) -> Callable[[], bool]:
        return lambda: cancel[slot] == task_id or os.getppid() != parent

    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        task_id, task = message
        stop = stopped_for(task_id)
        try:
            result = run_task(task, stop)
            answer: Answer = (task_id, "stopped" if stop() and result.verdict != "solved" else "done", result)
        except Exception:  # noqa: BLE001 - told to the caller, which decides
            answer = (task_id, "failed", traceback.format_exc())
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return


@dataclass(order=True)
class _Job:
    """A proof task in the pool's queue, by priority then arrival."""

    priority: int
    seq: int
    id: int = field(compare=False)
    task: ProofTask = field(compare=False)


class ProofPool:
    def __init__(self, workers: int | None = None) -> None:
        self.size = workers or default_workers()
        self._ctx = multiprocessing.get_context("spawn")
        self._cancel: Flags = self._ctx.RawArray("q", self.size)
        self._procs: list[BaseProcess | None] = [None] * self.size
        self._conns: list[Connection | None] = [None] * self.size
        self._running: list[_Job | None] = [None] * self.size
        self._preempted: set[int] = set()  # slots whose task was stopped for a more urgent one
        self._pending: list[_Job] = []
        self._cancelled: set[int] = set()  # running tasks whose answer nobody wants
        self._next = 0
        self.started = 0
        """Worker processes started so far (the bench reports it)."""
        self.closed = False

    # -- asking ----------------------------------------------------------------------
    def submit(self, task: ProofTask, priority: int = FOREGROUND) -> int:
        if self.closed:
            raise RuntimeError("the proof pool is closed")
        self._next += 1
        heapq.heappush(self._pending, _Job(priority, self._next, self._next, task))
        return self._next

    def cancel(self, task_id: int) -> None:
        """Forget a task: taken off the queue, or stopped where it runs (no answer comes)."""
        before = len(self._pending)
        self._pending = [j for j in self._pending if j.id != task_id]
        if len(self._pending) != before:
            heapq.heapify(self._pending)
            return
        for slot, job in enumerate(self._running):
            if job is not None and job.id == task_id:
                self._cancel[slot] = task_id
                self._cancelled.add(task_id)

    def busy(self) -> bool:
        return bool(self._pending) or any(j is not None for j in self._running)

    def start_workers(self) -> None:
        """Start every worker now rather than when first given work (the benchmark's
        warm pool: the app's is started by its first search ahead, soon after launch)."""
        for slot in range(self.size):
            if not self._alive(slot):
                self._spawn(slot)

    def _alive(self, slot: int) -> bool:
        proc = self._procs[slot]
        return proc is not None and proc.is_alive()

    # -- turning -------------------------------------------------------------------------
    def poll(self, timeout: float = 0.0) -> list[Answer]:
        """Hand out waiting tasks, wait up to ``timeout`` seconds for answers, return them."""
        self._dispatch()
        conns = [c for s, c in enumerate(self._conns) if c is not None and self._running[s] is not None]
        if not conns:
            return []
        answers: list[Answer] = []
        for conn in wait(conns, timeout):
            slot = self._conns.index(conn)  # type: ignore[arg-type]
            answers.extend(self._receive(slot))
        self._dispatch()
        return answers

    def _receive(self, slot: int) -> list[Answer]:
        job = self._running[slot]
        conn = self._conns[slot]
        assert job is not None and conn is not None
        try:
            task_id, kind, value = conn.recv()
        except (EOFError, OSError):
            self._lost(slot)
            task_id, kind, value = job.id, "failed", "the search process ended unexpectedly"
        self._running[slot] = None
        preempted = slot in self._preempted
        self._preempted.discard(slot)
        if task_id in self._cancelled:
            self._cancelled.discard(task_id)
            return []
        if kind == "stopped":
            if preempted:  # searched again from the start later: same task, same answer
                heapq.heappush(self._pending, job)
            return []
        return [(task_id, kind, value)]

    def _dispatch(self) -> None:
        while self._pending:
            job = self._pending[0]
            slot = self._idle_slot()
            if slot is None:
                self._preempt_for(job)
                return
            heapq.heappop(self._pending)
            self._start(slot, job)

    def _idle_slot(self) -> int | None:
        for slot in range(self.size):
            if self._running[slot] is None:
                return slot
        return None

    def _preempt_for(self, job: _Job) -> None:
        """Stop the least urgent running task if it is less urgent than ``job``."""
        candidates = [
            (running.priority, slot) for slot, running in enumerate(self._running)
            if running is not None and running.priority > job.priority and slot not in self._preempted
            and running.id not in self._cancelled
        ]
        if candidates:
            _priority, slot = max(candidates)
            running = self._running[slot]
            assert running is not None
            self._cancel[slot] = running.id
            self._preempted.add(slot)

    def _start(self, slot: int, job: _Job) -> None:
        if not self._alive(slot):
            self._spawn(slot)
        conn = self._conns[slot]
        assert conn is not None
        self._running[slot] = job
        # A task stopped for a more urgent one comes back with the same id: its old stop
        # mark must not stop it again at once (its answer would then be lost).
        self._cancel[slot] = 0
        try:
            conn.send((job.id, job.task))
        except OSError:  # it died meanwhile: the next poll reads its end and says so
            pass

    def _spawn(self, slot: int) -> None:
        self._lost(slot)
        ours, theirs = self._ctx.Pipe(duplex=True)
        proc = self._ctx.Process(
            target=_serve, args=(theirs, self._cancel, slot, os.getpid()), name=f"paciencia-proof-{slot}", daemon=True
        )
        proc.start()
        theirs.close()  # only the worker holds that end: its death reads as the end of the pipe
        self._procs[slot], self._conns[slot] = proc, ours
        self.started += 1

    def _lost(self, slot: int) -> None:
        conn, proc = self._conns[slot], self._procs[slot]
        self._conns[slot] = self._procs[slot] = None
        if conn is not None:
            conn.close()
        if proc is not None:
            proc.join(0.1)
            if proc.is_alive():
                proc.kill()
                proc.join(1)

    def close(self) -> None:
        """Stop every task and end the workers (the app is closing)."""
        self.closed = True
        self._pending.clear()
        for slot in range(self.size):
            job = self._running[slot]
            if job is not None:
                self._cancel[slot] = job.id
            conn = self._conns[slot]
            if conn is not None:
                try:
                    conn.send(None)
                except OSError:
                    pass
            self._running[slot] = None
        for slot in range(self.size):
            proc = self._procs[slot]
            if proc is not None:
                proc.join(1.0)
            self._lost(slot)
