"""Every animation duration in one place (U-3), and the animator that runs them.

The speed setting scales all durations: ``normal`` as written, ``fast`` at
half, ``off`` at zero (cards jump). Whatever runs, a new gesture calls
:meth:`Animator.finish`, which ends it at once and snaps every item to its
target: the scene then equals the model's position, so input is never
blocked for longer than an animation lasts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QSequentialAnimationGroup,
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

    @property
    def running(self) -> bool:
        return self._group is not None or bool(self._queue)

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
        group.finished.connect(self._on_finished)
        group.start()

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
                if self._group is not None:
                    group, self._group = self._group, None
                    group.finished.disconnect(self._on_finished)
                    group.stop()
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

    def _on_finished(self) -> None:
        group = self._group
        self._group = None
        if group is not None:
            group.deleteLater()
        self._complete()

    def _complete(self, run_queue: bool = True) -> None:
        snaps, self._snaps = self._snaps, []
        for snap in snaps:
            snap()
        callbacks, self._done_callbacks = self._done_callbacks, []
        for cb in callbacks:
            cb()
        if run_queue and self._queue and self._group is None:
            step = self._queue.pop(0)
            step(True)


def is_running(anim: QAbstractAnimation | None) -> bool:
    return anim is not None and anim.state() == QAbstractAnimation.State.Running
