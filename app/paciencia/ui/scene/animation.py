"""Every animation duration in one place (U-3), and the animator that runs them.

The speed setting scales all durations: ``normal`` as written, ``fast`` at
half, ``off`` at zero (cards jump). Whatever runs, a new gesture calls
:meth:`Animator.finish`, which ends it at once and snaps every item to its
target: the scene then equals the model's position, so input is never
blocked for longer than an animation lasts.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    QVariantAnimation,
)

# Milliseconds at normal speed.
MOVE = 230
"""A card or run flying to its pile."""
DEAL_CARD = 200
DEAL_STAGGER = 22
"""Delay between two cards of the deal."""
FLIP = 170
"""A card turning over (scale-x)."""
STOCK = 160
"""Stock draw and recycle."""
CASCADE_STEP = 120
"""One card of an auto / auto-finish cascade."""
RUN_LEAVE = 380
"""Spider: a completed run flying to its pile."""
PAIR_LEAVE = 280
"""Pyramid: a pair flying to the discard."""
GLIDE_BACK = 190
"""An illegal drop returning."""
SHAKE = 320
"""The refusal shake."""
HINT = 1400
"""How long the hint highlight stays (not scaled: it is for reading)."""
CELEBRATION = 4500
"""The win celebration before the end screen."""

FRAME_MS = 14
"""Time between two frames of an animation: about 70 a second, so a frame that costs a
millisecond or two more than the one before still follows it within 16.7 ms (60 a
second) (bench/motion_bench.py). On a 60 Hz screen every refresh then finds a new frame,
placed by the time it was drawn. Qt's own timer (16.3 ms on average, up to 17.7, with a
slower frame on top) left a refresh now and then showing the frame it had already shown
(a visible hitch); at 14 ms that takes a frame 2.7 ms dearer than the one before."""

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0}


def scaled(ms: int, speed: str) -> int:
    return int(ms * SPEEDS.get(speed, 1.0))


Setter = Callable[[object], None]


class Animator(QObject):
    """Runs one group of animations at a time, plus a queue of later steps.

    Each animation is given the function that snaps its target to the end
    state, so :meth:`finish` can end everything exactly, even for
    animations whose end value the group would not reach by itself (a
    shake, a celebration).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = "normal"
        self._group: QParallelAnimationGroup | None = None
        self._snaps: list[Callable[[], None]] = []
        self._queue: list[Callable[[bool], None]] = []
        self._done_callbacks: list[Callable[[], None]] = []
        self._flushing = False
        self._step_due = False  # a queued step waits for the frame before it to be shown
        self._cut = False  # the running group ends at its next frame (end_group)
        self._t0 = 0.0
        self._frames = 0
        self._clock = QTimer(self)
        self._clock.setSingleShot(True)
        self._clock.setTimerType(Qt.TimerType.PreciseTimer)
        self._clock.timeout.connect(self._tick)
        # A step never waits for good for a frame that does not come (a hidden view).
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.setInterval(50)
        self._fallback.timeout.connect(self._run_due_step)

    @property
    def running(self) -> bool:
        return self._group is not None or bool(self._queue) or self._step_due

    def duration(self, ms: int) -> int:
        return scaled(ms, self.speed)

    # -- building -------------------------------------------------------
    def tween(
        self,
        setter: Setter,
        start: object,
        end: object,
        ms: int,
        snap: Callable[[], None],
        delay: int = 0,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        key_values: Iterable[tuple[float, object]] = (),
    ) -> None:
        """Animate ``setter`` from ``start`` to ``end``; ``snap`` sets the end state."""
        if self._step_due and self._group is None and not self._flushing:
            # A new animation while what followed the last one still waits for its frame:
            # that runs first, so nothing of the older animation comes after the newer.
            self._run_due_step()
        self._snaps.append(snap)
        if ms <= 0 or self._flushing:
            return
        group = self._ensure_group()
        anim = QVariantAnimation(group)
        anim.setStartValue(start)
        anim.setEndValue(end)
        for step, value in key_values:
            anim.setKeyValueAt(step, value)
        anim.setDuration(ms)
        anim.setEasingCurve(easing)
        anim.valueChanged.connect(setter)
        if delay > 0:
            seq = QSequentialAnimationGroup(group)
            seq.addPause(delay)
            anim.setParent(None)
            seq.addAnimation(anim)
            group.addAnimation(seq)
        else:
            group.addAnimation(anim)

    def move(
        self, setter: Setter, start: QPointF, end: QPointF, ms: int, snap: Callable[[], None], delay: int = 0
    ) -> None:
        if (start - end).manhattanLength() < 0.5:
            snap()
            return
        self.tween(setter, start, end, ms, snap, delay, QEasingCurve.Type.InOutCubic)

    def start(self, on_done: Callable[[], None] | None = None) -> None:
        """Run what was built; with nothing to animate, snap and finish now."""
        if on_done is not None:
            self._done_callbacks.append(on_done)
        group = self._group
        if group is None or group.animationCount() == 0 or self._flushing:
            self._group = None
            self._complete(run_queue=not self._flushing)
            return
        # The group is never started: it would run on Qt's shared animation timer, which
        # ticks every 15-17 ms (16.3 on average, measured) wherever a frame ends. The
        # animator sets the group's time itself, on a clock of its own (see _tick).
        self._t0 = time.perf_counter()
        self._frames = 0
        self._cut = False
        group.setCurrentTime(0)
        self._schedule()

    def then(self, step: Callable[[bool], None]) -> None:
        """Queue a later step; it gets ``animate=False`` if the queue is flushed by :meth:`finish`."""
        if self.running:
            self._queue.append(step)
        else:
            step(True)

    def finish(self) -> None:
        """End everything now: current animations snap, queued steps apply at once."""
        if self._flushing:
            return
        self._flushing = True
        try:
            while True:
                self._step_due = False
                self._fallback.stop()
                if self._group is not None:
                    group, self._group = self._group, None
                    self._clock.stop()
                    group.deleteLater()
                self._complete(run_queue=False)
                if not self._queue:
                    break
                self._queue.pop(0)(False)
        finally:
            self._flushing = False

    # -- internals ------------------------------------------------------
    def _ensure_group(self) -> QParallelAnimationGroup:
        if self._group is None:
            self._group = QParallelAnimationGroup(self)
        return self._group

    def _schedule(self) -> None:
        """The next frame at the next multiple of FRAME_MS from the start: the frames keep
        their phase when one is late (the next one is not pushed back with it)."""
        now = time.perf_counter()
        self._frames = max(self._frames + 1, int((now - self._t0) * 1000 / FRAME_MS) + 1)
        wait = self._t0 + self._frames * FRAME_MS / 1000 - now
        self._clock.start(max(0, round(wait * 1000)))

    def _tick(self) -> None:
        group = self._group
        if group is None:
            return
        elapsed = int((time.perf_counter() - self._t0) * 1000)
        total = group.totalDuration()
        if elapsed < total and not self._cut:
            group.setCurrentTime(elapsed)
            self._schedule()
            return
        group.setCurrentTime(total)
        self._on_finished()

    def _on_finished(self) -> None:
        group = self._group
        self._group = None
        if group is not None:
            group.deleteLater()
        self._snap_all()
        if self._queue or self._done_callbacks:
            # What follows the last frame (the next step laid out and its flights built, or
            # the end of a game recorded) waits until that frame is on screen, so the frame
            # in which a card lands is not late by it (bench/motion_bench.py: a cascade step
            # costs 3-4 ms, the end of a won game 20).
            self._step_due = True
            self._fallback.start()

    def end_group(self) -> None:
        """End the running group at its next frame, as if its time were up (an animation
        with nothing left to show); what follows it comes as after any group."""
        self._cut = self._group is not None

    def frame_painted(self) -> None:
        """The view painted a frame: what waited for it runs once it is shown."""
        if self._step_due:
            QTimer.singleShot(0, self, self._run_due_step)  # never after the animator is gone

    def _run_due_step(self) -> None:
        if not self._step_due:
            return
        self._step_due = False
        self._fallback.stop()
        if self._group is None:
            self._complete()

    def _snap_all(self) -> None:
        snaps, self._snaps = self._snaps, []
        for snap in snaps:
            snap()

    def _complete(self, run_queue: bool = True) -> None:
        self._snap_all()
        callbacks, self._done_callbacks = self._done_callbacks, []
        for cb in callbacks:
            cb()
        # Every step that does not start an animation is followed at once by the next one
        # (one that only arms a timer must not leave the rest waiting for good).
        while run_queue and self._queue and self._group is None and not self._step_due:
            step = self._queue.pop(0)
            step(True)

