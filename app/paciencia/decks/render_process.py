"""The window's side of the render helper (issue 6): a heavy deck never freezes the window.

PySide6 holds Python's GIL while QtSvg parses or paints, even on a worker thread, so
decks that are not built in (any size, any author) are checked, parsed and rendered
in a helper process (:mod:`render_helper`); the UI thread only turns the pixels it
sends into pixmaps. Built-in decks stay on the worker threads (small, trusted, and
the default deck must not start a process at launch).

One helper for the whole app, started on first need, ended after ``IDLE_MS``
without work, started again when needed. Replies come through ``QProcess``'s
``readyReadStandardOutput`` on the UI thread, checked by :mod:`render_replies`. If
the helper cannot start, dies, or breaks the protocol, its work goes to the worker
threads (each job's ``fallback``); after one failed start, one broken reply or
``MAX_CRASHES`` deaths it is not tried again this session. POSIX only (the helper
polls its stdin with ``select``); ``PACIENCIA_RENDER_HELPER=0`` turns it off anywhere.
What a renderer or the deck page holds to use it is in :mod:`render_link`.
"""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QProcess, QProcessEnvironment, QTimer

from ..storage.files import ENV_HOME
from . import child
from .entry import DeckEntry
from .refusals import MSG_TOO_SLOW, DeckError, deck_reason
from .render_replies import (
    Desc,
    Fallback,
    Images,
    Job,
    OnEnd,
    OnImages,
    Spec,
    call,
    new_job,
    render_args,
    sort_out,
)
from .render_wire import BACKGROUND, NORMAL, URGENT, Frames, Message, WireError, entry_to_wire, frame

IDLE_MS = 20_000
"""A helper without work for this long ends (tests shorten it)."""
MAX_CRASHES = 3
SYNC_TIMEOUT_MS = 10_000
"""Longest wait for a card painted synchronously (then it is rendered here)."""
KILL_MS = 3_000
"""A helper asked to end (stdin closed) that is still running after this is killed."""
SILENCE_MS = 20_000
"""A helper with work that says nothing for this long is stuck: killed, its work goes to the
threads. (One step, a whole check or one card, takes a second at most for the decks known.)"""
ENV_SWITCH = "PACIENCIA_RENDER_HELPER"

def enabled() -> bool:
    return os.name == "posix" and os.environ.get(ENV_SWITCH, "1") != "0"


def command() -> tuple[str, list[str]]:
    """``python -P -m paciencia.decks.render_helper`` (frozen: ``paciencia --render-helper``)."""
    return child.command("paciencia.decks.render_helper", "--render-helper")


class RenderProcess(QObject):
    """The one helper process and the jobs it has been given."""

    def __init__(self) -> None:
        super().__init__()
        self._proc: QProcess | None = None
        self._frames = Frames()
        self._ready = False  # the helper said it is up
        self._jobs: dict[int, Job] = {}
        self._last_id = 0
        self._crashes = 0
        self.broken = False  # never try again this session
        self.starts = 0  # helpers started (tests, benchmarks)
        self.start_ms = 0  # how long the last one took to say it was ready (benchmarks)
        self._clock = QElapsedTimer()
        self._sync: int | None = None  # the job render_now waits for
        self._deferred: list[tuple[Message, bytes]] = []  # other replies read meanwhile, handed over after
        self._largest = 0  # bytes of the largest image asked of this helper: no frame may carry more
        self.complaint = ""  # why the helper was given up (tests, diagnosis)
        self._retired: list[QProcess] = []  # ended or ending helpers, dropped once out of their signals
        self._idle, self._silence = _timer(self.stop), _timer(self._stuck)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- state -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._proc is not None

    def pid(self) -> int:
        return self._proc.processId() if self._proc is not None else 0

    @property
    def busy(self) -> bool:
        return bool(self._jobs) or bool(self._deferred)

    def wait_for_reply(self, ms: int) -> None:
        """Block up to ``ms`` for the helper's next reply (tests, benchmarks, the self-test)."""
        if self._proc is not None:
            self._proc.waitForReadyRead(ms)

    # -- jobs ---------------------------------------------------------------------------
    def load(self, entry: DeckEntry | None, faces: Desc, on_end: OnEnd, fallback: Fallback,
             priority: int = NORMAL) -> int | None:
        """Check (if never checked) and parse a deck: ``on_end((entry, aspect))`` or the DeckError."""
        return self._submit("load", priority, (entry_to_wire(entry), list(faces), os.environ.get(ENV_HOME)),
                            Job([], None, on_end, fallback, kind="load"))

    def render(self, spec: Spec, width: int, dpr: float, elements: Iterable[str], background: bool,
               on_images: OnImages, on_end: OnEnd, fallback: Fallback, priority: int | None = None) -> int | None:
        """Render ``elements``; images arrive in batches (as fast as the pipe brings them)."""
        wanted = list(elements)
        if priority is None:
            priority = BACKGROUND if background else NORMAL
        return self._submit("render", priority, render_args(spec, width, dpr, wanted),
                            new_job(spec, width, dpr, wanted, on_images, on_end, fallback))

    def cancel(self, ids: Iterable[int]) -> None:
        gone = [i for i in ids if self._jobs.pop(i, None) is not None]
        if gone and self._proc is not None:
            self._proc.write(frame(["cancel", gone]))
        self._maybe_idle()

    def render_now(self, spec: Spec, width: int, dpr: float, elements: list[str],
                   timeout_ms: int = SYNC_TIMEOUT_MS) -> Images:
        """Elements rendered by the running helper, waiting for them; {} if none runs.

        For the few cards painted synchronously (the game chooser): the UI thread waits
        as long as it would take to render them itself, but never parses a deck the
        helper already holds. Other replies read meanwhile are handed over afterwards.
        """
        proc = self._proc
        if proc is None or self._sync is not None:
            return {}
        images: Images = {}
        ended: list[object] = []

        def take(more: Images) -> bool:
            images.update(more)
            return True

        job_id = self._submit("render", URGENT, render_args(spec, width, dpr, list(elements)),
                              new_job(spec, width, dpr, list(elements), take, ended.append,
                                   lambda rest: ended.append(None)))
        if job_id is None:
            return {}
        self._sync = job_id
        clock = QElapsedTimer()
        clock.start()
        try:
            proc.waitForBytesWritten(timeout_ms)
            while not ended and self._proc is proc:
                left = timeout_ms - clock.elapsed()
                if left <= 0 or not proc.waitForReadyRead(int(left)):
                    break
        finally:
            self._sync = None
            if not ended:
                self.cancel([job_id])
            if self._deferred:
                QTimer.singleShot(0, self._flush_deferred)
        return images

    def _submit(self, kind: str, priority: int, args: tuple[object, ...], job: Job) -> int | None:
        proc = self._process()
        if proc is None:
            return None
        self._last_id += 1
        self._jobs[self._last_id] = job
        w, h = job.image_size
        self._largest = max(self._largest, w * h * 4)
        self._frames.max_data = self._largest
        self._idle.stop()
        if not self._silence.isActive():
            self._silence.start(SILENCE_MS)
        proc.write(frame([kind, self._last_id, priority, *args]))
        return self._last_id

    # -- the process ----------------------------------------------------------------------
    def _process(self) -> QProcess | None:
        if self.broken or not enabled():
            return None
        if self._proc is None:
            # No Qt parent: the QProcess lives exactly as long as this client holds it.
            proc = QProcess()
            proc.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
            env = QProcessEnvironment()
            for name, value in child.environment(dict(os.environ)).items():
                env.insert(name, value)
            proc.setProcessEnvironment(env)
            proc.setWorkingDirectory(child.working_dir())
            proc.readyReadStandardOutput.connect(lambda p=proc: self._read(p))
            proc.finished.connect(lambda *_, p=proc: self._ended(p))
            proc.errorOccurred.connect(lambda error, p=proc: self._failed(p, error))
            self._proc, self._ready, self._frames = proc, False, Frames(self._largest)
            self.starts += 1
            self._clock.start()
            program, args = command()
            proc.start(program, args)
        return self._proc  # None if it failed to start right away (_failed ran)

    def _failed(self, proc: QProcess, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and proc is self._proc:
            self.broken = True  # no such program, or not executable: it will not get better
            self._retire(proc)
            self._rescue()

    def _ended(self, proc: QProcess) -> None:
        if proc is self._proc:  # not asked to end: it crashed (or was killed)
            self._retire(proc)
            self._crashes += 1
            if not self._ready or self._crashes >= MAX_CRASHES:
                self.broken = True
            self._rescue()
        QTimer.singleShot(0, self._sweep)

    def _retire(self, proc: QProcess) -> None:
        if proc is self._proc:
            self._proc = None
            self._idle.stop()
            self._silence.stop()
        if proc not in self._retired:
            self._retired.append(proc)

    def _sweep(self) -> None:
        """Let go of the helpers that have exited (never from inside one of their own signals)."""
        for proc in [p for p in self._retired if p.state() == QProcess.ProcessState.NotRunning]:
            self._retired.remove(proc)
            for signal in (proc.readyReadStandardOutput, proc.finished, proc.errorOccurred):
                signal.disconnect()  # the slots hold the process: let it go

    def _rescue(self, stuck: bool = False) -> None:
        """The helper is gone: its outstanding work goes to the worker threads, except a deck
        check it was stuck on (in this process it would hang the app instead)."""
        jobs, self._jobs = self._jobs, {}
        for job in jobs.values():
            if stuck and job.kind == "load":
                error = DeckError(deck_reason(MSG_TOO_SLOW, seconds=SILENCE_MS // 1000))
                QTimer.singleShot(0, lambda j=job, e=error: call(j.on_end, e))
            else:
                QTimer.singleShot(0, lambda j=job: j.fallback(list(j.remaining)))

    def stop(self) -> None:
        """End an idle helper: it exits when its stdin closes."""
        proc = self._proc
        if proc is None or self._jobs or self._sync is not None:
            return
        self._retire(proc)
        proc.closeWriteChannel()
        QTimer.singleShot(KILL_MS, lambda: _kill(proc))

    def shutdown(self) -> None:
        """The app quits: end the helper now.

        Killed, not asked: whatever it is doing is for a window that is closing, it writes
        nothing that a kill could leave half done, and waiting for it to wind down (its own
        Qt and interpreter teardown, or the card it is drawing) cost the quit up to a second
        (issue 11 item 15)."""
        proc = self._proc
        self._jobs.clear()
        if proc is not None:
            self._retire(proc)
            proc.closeWriteChannel()
            _kill(proc)
            proc.waitForFinished(1000)  # reaped at once: a killed process ends in milliseconds

    # -- replies ------------------------------------------------------------------------
    def _read(self, proc: QProcess) -> None:
        data = bytes(proc.readAllStandardOutput().data())
        if proc is not self._proc:
            return  # a helper being ended has nothing left for anyone
        if self._jobs:
            self._silence.start(SILENCE_MS)  # it is alive
        try:
            messages = self._frames.feed(data)
            if self._sync is None and not self._deferred:
                self._dispatch(messages)
            else:
                for message in messages:
                    if message[0][0] == "ready" or message[0][1:2] == [self._sync]:
                        self._dispatch([message])
                    else:
                        self._deferred.append(message)  # in order, after what was deferred before
        except (WireError, IndexError, TypeError) as e:
            self._misbehaved(proc, str(e))
            return
        self._maybe_idle()

    def _misbehaved(self, proc: QProcess, why: str) -> None:
        """The helper broke the protocol: it is ended and never started again this session;
        its work (and everything after) is drawn in this process."""
        print(f"paciencia: the render helper sent something wrong ({why:.200}); drawing cards here instead",
              file=sys.stderr)
        self.broken = True
        self.complaint = why
        self._deferred.clear()
        self._end(proc)

    def _flush_deferred(self) -> None:
        messages, self._deferred = self._deferred, []
        proc = self._proc
        try:
            self._dispatch(messages)
        except (WireError, IndexError, TypeError) as e:
            if proc is not None:
                self._misbehaved(proc, str(e))
            return
        self._maybe_idle()

    def _dispatch(self, messages: list[tuple[Message, bytes]]) -> None:
        """Replies to their jobs, once every one of them passed the checks (WireError if not)."""
        ready, events = sort_out(messages, self._jobs, self._last_id)
        if ready:
            self._ready = True
            self.start_ms = self._clock.elapsed()
        for job_id, images, ended, result in events:
            job = self._jobs.get(job_id)
            if job is None:
                continue  # cancelled by an owner meanwhile
            for element in images or ():
                job.remaining.remove(element)
            self._hand_over(job_id, job, images)
            if ended:
                self._jobs.pop(job_id, None)
                call(job.on_end, result)

    def _hand_over(self, job_id: int, job: Job, images: Images | None) -> None:
        if images and job.on_images is not None and call(job.on_images, images) is False:
            self.cancel([job_id])

    def _maybe_idle(self) -> None:
        if self._proc is not None and not self._jobs and self._sync is None:
            self._silence.stop()
            self._idle.start(IDLE_MS)

    def _stuck(self) -> None:
        if self._proc is not None and self._jobs:
            print(f"paciencia: the render helper said nothing for {SILENCE_MS // 1000} s; ending it",
                  file=sys.stderr)
            self._crashes += 1
            self.broken = self.broken or self._crashes >= MAX_CRASHES
            self._end(self._proc, stuck=True)

    def _end(self, proc: QProcess, stuck: bool = False) -> None:
        """End a helper that went wrong; its work goes to the threads (see _rescue)."""
        self._retire(proc)
        _kill(proc)
        self._rescue(stuck)


def _timer(slot: Callable[[], None]) -> QTimer:
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    return timer


def _kill(proc: QProcess) -> None:
    try:
        if proc.state() != QProcess.ProcessState.NotRunning:
            proc.kill()
    except RuntimeError:
        pass  # already exited and deleted


_client: RenderProcess | None = None
_made: list[RenderProcess] = []  # every client made (one in the app; tests make more)


def client() -> RenderProcess:
    """The app's helper (created on first use, on the UI thread; the process starts with the first job)."""
    global _client
    if _client is None:
        _client = RenderProcess()
        if not _made:
            atexit.register(_at_exit)  # a script or test that never quits the app still ends it cleanly
        _made.append(_client)
    return _client


def given_up() -> bool:
    """The helper failed for good this session (False while no client exists: none is made)."""
    return _client is not None and _client.broken


def _at_exit() -> None:
    for made in _made:
        try:
            made.shutdown()
        except RuntimeError:
            pass  # Qt already tore it down
