"""The window's side of the render helper (issue 6): a heavy deck never freezes the window.

PySide6 holds Python's GIL while QtSvg parses or paints, even on a worker
thread, so with a big deck the worker threads of :mod:`render_pool` still
froze the UI thread for as long as a parse (KDE's Dondorf: 11 MB of SVG).
Decks that are not built in (system and imported KDE, AisleRiot, PySol
decks: any size, any author) are therefore checked, parsed and rendered in
a helper process (:mod:`render_helper`); the UI thread only turns the pixels
it sends into pixmaps. Built-in decks stay on the worker threads: they are
small and trusted, and the default deck must not start a process at launch
(start-up time and memory are compared with other apps).

One helper for the whole app, started on first need, ended after
``IDLE_MS`` without work (the parsed decks' memory goes back), started again
when needed. Replies come through ``QProcess``'s ``readyReadStandardOutput``
on the UI thread: no thread here. If the helper cannot start, or dies with
work outstanding, that work goes to the worker threads (each job's
``fallback``); after ``MAX_CRASHES`` deaths, or one failed start, the helper
is not tried again until the app restarts.

POSIX only (the helper polls its stdin with ``select``); elsewhere every deck
uses the worker threads. ``PACIENCIA_RENDER_HELPER=0`` does the same anywhere
(benchmarks, diagnosis).

This module is the process client only; what a renderer or the deck page holds
to use it (its decks, its jobs by card size) is in :mod:`render_link`.
"""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QProcess, QProcessEnvironment, QTimer
from PySide6.QtGui import QImage

from .render_wire import BACKGROUND, NORMAL, URGENT, Frames, error_from, frame
from .sources import AisleriotSource, DeckSource, PysolSource, SvgSource

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

Desc = tuple[str, str, str]  # path, origin, kind: what open_deck takes
Spec = tuple[Desc, "Desc | None", float]  # faces, back, aspect
Images = dict[str, QImage]
OnImages = Callable[[Images], bool]  # False: nobody wants the rest (the job is cancelled)
OnEnd = Callable[[Any], None]  # the result, None (all images sent) or the exception
Fallback = Callable[[list[str]], None]  # the elements never received: render them on the threads


def enabled() -> bool:
    return os.name == "posix" and os.environ.get(ENV_SWITCH, "1") != "0"


def describe(source: DeckSource | None) -> Desc | None:
    """How the helper opens the same deck; None for a source made in code (tests)."""
    if type(source) in (SvgSource, AisleriotSource, PysolSource):
        assert source is not None
        return str(source.path), source.origin, source.kind
    return None


def command() -> tuple[str, list[str]]:
    if getattr(sys, "frozen", False):
        return sys.executable, ["--render-helper"]  # cli.main hands over to render_helper.main
    return sys.executable, ["-m", "paciencia.decks.render_helper"]


def _environment() -> QProcessEnvironment:
    env = QProcessEnvironment.systemEnvironment()
    env.insert("QT_QPA_PLATFORM", "offscreen")
    if not getattr(sys, "frozen", False):
        # The folder holding the package, first: the helper runs this very code even when
        # the app was started from a source tree that is not installed.
        app_dir = str(Path(__file__).resolve().parents[2])
        old = env.value("PYTHONPATH", "")
        env.insert("PYTHONPATH", app_dir + (os.pathsep + old if old else ""))
    return env


class _Job:
    __slots__ = ("remaining", "on_images", "on_end", "fallback")

    def __init__(self, remaining: list[str], on_images: OnImages | None, on_end: OnEnd,
                 fallback: Fallback) -> None:
        self.remaining, self.on_images, self.on_end, self.fallback = remaining, on_images, on_end, fallback


class RenderProcess(QObject):
    """The one helper process and the jobs it has been given."""

    def __init__(self) -> None:
        super().__init__()
        self._proc: QProcess | None = None
        self._frames = Frames()
        self._ready = False  # the helper said it is up
        self._jobs: dict[int, _Job] = {}
        self._last_id = 0
        self._crashes = 0
        self.broken = False  # never try again this session
        self.starts = 0  # helpers started (tests, benchmarks)
        self.start_ms = 0  # how long the last one took to say it was ready (benchmarks)
        self._clock = QElapsedTimer()
        self._sync: int | None = None  # the job render_now waits for
        self._deferred: list[tuple[Any, ...]] = []  # other replies read meanwhile, handed over after
        self._retired: list[QProcess] = []  # ended or ending helpers, dropped once out of their signals
        self._idle = QTimer()
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self.stop)
        self._silence = QTimer()
        self._silence.setSingleShot(True)
        self._silence.timeout.connect(self._stuck)
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
    def load(self, entry: Any, faces: Desc, on_end: OnEnd, fallback: Fallback) -> int | None:
        """Check (if never checked) and parse a deck: ``on_end((entry, aspect))`` or the DeckError."""
        from ..storage.files import ENV_HOME

        return self._submit("load", NORMAL, (entry, faces, os.environ.get(ENV_HOME)),
                            _Job([], None, on_end, fallback))

    def render(self, spec: Spec, width: int, dpr: float, elements: Iterable[str], background: bool,
               on_images: OnImages, on_end: OnEnd, fallback: Fallback) -> int | None:
        """Render ``elements``; images arrive in batches (as fast as the pipe brings them)."""
        wanted = list(elements)
        return self._submit("render", BACKGROUND if background else NORMAL, (spec, width, dpr, wanted),
                            _Job(list(wanted), on_images, on_end, fallback))

    def cancel(self, ids: Iterable[int]) -> None:
        gone = [i for i in ids if self._jobs.pop(i, None) is not None]
        if gone and self._proc is not None:
            self._proc.write(frame(("cancel", gone)))
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
        ended: list[Any] = []

        def take(more: Images) -> bool:
            images.update(more)
            return True

        job_id = self._submit("render", URGENT, (spec, width, dpr, list(elements)),
                              _Job(list(elements), take, ended.append, lambda rest: ended.append(None)))
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

    def _submit(self, kind: str, priority: int, args: tuple[Any, ...], job: _Job) -> int | None:
        proc = self._process()
        if proc is None:
            return None
        self._last_id += 1
        self._jobs[self._last_id] = job
        self._idle.stop()
        if not self._silence.isActive():
            self._silence.start(SILENCE_MS)
        proc.write(frame((kind, self._last_id, priority, *args)))
        return self._last_id

    # -- the process ----------------------------------------------------------------------
    def _process(self) -> QProcess | None:
        if self.broken or not enabled():
            return None
        if self._proc is None:
            # No Qt parent: the QProcess lives exactly as long as this client holds it.
            proc = QProcess()
            proc.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
            proc.setProcessEnvironment(_environment())
            proc.readyReadStandardOutput.connect(lambda p=proc: self._read(p))
            proc.finished.connect(lambda *_, p=proc: self._ended(p))
            proc.errorOccurred.connect(lambda error, p=proc: self._failed(p, error))
            self._proc, self._ready, self._frames = proc, False, Frames()
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

    def _rescue(self) -> None:
        """The helper is gone: its outstanding work goes to the worker threads."""
        jobs, self._jobs = self._jobs, {}
        for job in jobs.values():
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
        """The app quits: end the helper now."""
        proc = self._proc
        self._jobs.clear()
        if proc is not None:
            self._retire(proc)
            proc.closeWriteChannel()
            if not proc.waitForFinished(1000):
                _kill(proc)
                proc.waitForFinished(1000)

    # -- replies ------------------------------------------------------------------------
    def _read(self, proc: QProcess) -> None:
        data = proc.readAllStandardOutput().data()
        if proc is not self._proc:
            return  # a helper being ended has nothing left for anyone
        if self._jobs:
            self._silence.start(SILENCE_MS)  # it is alive
        messages = self._frames.feed(data)
        if self._sync is None and not self._deferred:
            self._dispatch(messages)
        else:
            for message in messages:
                if message[0] == "ready" or message[1] == self._sync:
                    self._dispatch([message])
                else:
                    self._deferred.append(message)  # in order, after what was deferred before
        self._maybe_idle()

    def _flush_deferred(self) -> None:
        messages, self._deferred = self._deferred, []
        self._dispatch(messages)
        self._maybe_idle()

    def _dispatch(self, messages: list[tuple[Any, ...]]) -> None:
        batch: dict[int, Images] = {}  # one hand-over per job and read, not one per image
        for message in messages:
            kind = message[0]
            if kind == "ready":
                self._ready = True
                self.start_ms = self._clock.elapsed()
                continue
            job_id = message[1]
            job = self._jobs.get(job_id)
            if job is None:
                continue  # cancelled meanwhile
            if kind == "image":
                _, _, element, width, height, stride, pixels = message
                image = QImage(pixels, width, height, stride, QImage.Format.Format_ARGB32_Premultiplied)
                batch.setdefault(job_id, {})[element] = image.copy()  # own the pixels
                if element in job.remaining:
                    job.remaining.remove(element)
                continue
            self._hand_over(job_id, job, batch.pop(job_id, None))
            self._jobs.pop(job_id, None)
            if kind == "loaded":
                _call(job.on_end, (message[2], message[3]))
            elif kind == "done":
                _call(job.on_end, None)
            else:  # "error"
                _call(job.on_end, error_from(message[2]))
        for job_id, images in batch.items():
            job = self._jobs.get(job_id)
            if job is not None:
                self._hand_over(job_id, job, images)

    def _hand_over(self, job_id: int, job: _Job, images: Images | None) -> None:
        if images and job.on_images is not None and _call(job.on_images, images) is False:
            self.cancel([job_id])

    def _maybe_idle(self) -> None:
        if self._proc is not None and not self._jobs and self._sync is None:
            self._silence.stop()
            self._idle.start(IDLE_MS)

    def _stuck(self) -> None:
        if self._proc is not None and self._jobs:
            print(f"paciencia: the render helper said nothing for {SILENCE_MS // 1000} s; ending it",
                  file=sys.stderr)
            _kill(self._proc)  # then _ended hands its work to the threads


def _call(callback: Callable[[Any], Any], arg: Any) -> Any:
    """A job's callback; its exception is reported like a slot's, and the other replies still go out."""
    try:
        return callback(arg)
    except Exception:  # noqa: BLE001 - one failing owner must not cost the others their cards
        sys.excepthook(*sys.exc_info())
        return None


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


def wait_idle(timeout_ms: int = 60_000) -> bool:
    """Run the event loop until the helper has no work left (tests, benchmarks)."""
    clock = QElapsedTimer()
    clock.start()
    while _client is not None and _client.busy and clock.elapsed() < timeout_ms:
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents()
        if _client.busy:
            _client.wait_for_reply(20)
    return _client is None or not _client.busy

