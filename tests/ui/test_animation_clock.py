"""U-3, issue 11 "Motion": the animator's own frame clock, and what waits for a frame.

Frames come at multiples of FRAME_MS from the animation's start, so one late frame does
not push the rest back; the work that follows a group (the next step of a cascade, the
end of a won game) runs once the group's last frame was painted, never inside it.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from paciencia.ui.launch import raster  # noqa: E402
from paciencia.ui.scene import animation as anim  # noqa: E402
from paciencia.ui.scene.animation import FRAME_MS, Animator  # noqa: E402


def _flying(qtbot, ms: int = 40) -> tuple[Animator, list[object]]:
    animator = Animator()
    values: list[object] = []
    animator.tween(values.append, 0.0, 1.0, ms, snap=lambda: values.append("landed"))
    return animator, values


@pytest.mark.parametrize("now_ms, frame, wait_ms", [(3.0, 1, 11), (47.5, 4, 8), (56.2, 5, 14)])
def test_a_late_frame_does_not_push_the_next_ones_back(qtbot, monkeypatch, now_ms, frame, wait_ms):
    # The 3rd frame (due at 42 ms) ended at 47.5 ms: the next is due at 56 ms, on the
    # animation's phase, not 14 ms after the late one (61.5 ms).
    animator = Animator()
    animator._t0, animator._frames = 100.0, frame - 2 if frame > 1 else 0
    monkeypatch.setattr(anim.time, "perf_counter", lambda: 100.0 + now_ms / 1000)
    animator._schedule()
    assert animator._frames == frame
    assert animator._clock.isActive() and animator._clock.interval() == wait_ms
    assert abs(100.0 + frame * FRAME_MS / 1000 - (100.0 + now_ms / 1000 + wait_ms / 1000)) < 0.001
    animator._clock.stop()


def test_the_animation_ends_on_its_end_value_and_in_its_time(qtbot):
    animator, values = _flying(qtbot, ms=120)
    animator.start()
    qtbot.waitUntil(lambda: "landed" in values, timeout=2000)
    numbers = [v for v in values if isinstance(v, float)]
    assert numbers == sorted(numbers) and numbers[-1] == 1.0
    assert 4 <= len(numbers) <= 120 // FRAME_MS + 2  # one value a frame, not one a millisecond


def test_the_next_step_waits_until_the_last_frame_is_painted(qtbot):
    animator, values = _flying(qtbot)
    steps: list[bool] = []
    animator.start()
    animator.then(steps.append)
    qtbot.waitUntil(lambda: "landed" in values, timeout=2000)
    assert steps == [] and animator.running  # not in the tick where the card landed
    animator._fallback.stop()  # only the painted frame may let it go now
    animator.frame_painted()
    qtbot.waitUntil(lambda: steps == [True], timeout=1000)
    assert not animator.running


def test_a_step_never_waits_for_good_for_a_frame_that_does_not_come(qtbot):
    animator, values = _flying(qtbot)
    steps: list[bool] = []
    animator.start()
    animator.then(steps.append)
    qtbot.waitUntil(lambda: steps == [True], timeout=2000)  # no view painted anything
    assert "landed" in values


def test_what_ends_a_group_waits_for_its_frame_too(qtbot):
    animator, values = _flying(qtbot)
    ended: list[str] = []
    animator.start(lambda: ended.append("recorded"))
    qtbot.waitUntil(lambda: "landed" in values, timeout=2000)
    assert ended == [] and animator.running
    animator.frame_painted()
    qtbot.waitUntil(lambda: ended == ["recorded"], timeout=1000)


def test_a_gesture_while_a_step_waits_runs_it_at_once_without_animation(qtbot):
    animator, values = _flying(qtbot)
    steps: list[bool] = []
    ended: list[str] = []
    animator.start(lambda: ended.append("recorded"))
    animator.then(steps.append)
    qtbot.waitUntil(lambda: "landed" in values, timeout=2000)
    animator.finish()
    assert ended == ["recorded"] and steps == [False] and not animator.running


def test_the_table_paints_on_one_thread_and_the_deck_helper_keeps_its_threads(monkeypatch):
    from paciencia.decks import child

    monkeypatch.delenv("QT_NO_GUI_THREADPOOL", raising=False)
    monkeypatch.delenv(raster.MARKER, raising=False)
    raster.paint_on_one_thread()
    assert os.environ["QT_NO_GUI_THREADPOOL"] == "1"
    assert "QT_NO_GUI_THREADPOOL" not in child.environment(dict(os.environ))
    # Set by the player (any value turns the pool off in Qt): kept, the helper's too.
    monkeypatch.setenv("QT_NO_GUI_THREADPOOL", "yes")
    monkeypatch.delenv(raster.MARKER, raising=False)
    raster.paint_on_one_thread()
    assert os.environ["QT_NO_GUI_THREADPOOL"] == "yes"
    assert child.environment(dict(os.environ))["QT_NO_GUI_THREADPOOL"] == "yes"


def test_every_step_runs_when_one_of_them_does_not_animate(qtbot):
    # verdict.py's step only arms a timer: the step queued after it must not wait for good.
    animator, values = _flying(qtbot)
    ran: list[str] = []
    animator.start()
    animator.then(lambda animate: ran.append("arms a timer"))
    qtbot.waitUntil(lambda: "landed" in values, timeout=2000)
    animator.then(lambda animate: ran.append("next"))  # queued during the wait
    animator.frame_painted()
    qtbot.waitUntil(lambda: ran == ["arms a timer", "next"], timeout=1000)
    assert not animator.running


def test_a_new_animation_during_the_wait_comes_after_what_waited(qtbot):
    animator, values = _flying(qtbot)
    order: list[str] = []
    animator.start(lambda: order.append("the old one ended"))
    qtbot.waitUntil(lambda: "landed" in values, timeout=2000)
    animator.tween(values.append, 0.0, 1.0, 400, snap=lambda: order.append("the new one ended"))
    animator.start()  # without finish() first
    assert order == ["the old one ended"]
    animator.finish()
    assert order == ["the old one ended", "the new one ended"]


def test_a_table_deleted_while_a_step_waits_is_left_alone(qtbot):
    import shiboken6
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    scene = QObject()
    animator = Animator(scene)
    ran: list[bool] = []
    animator.tween(lambda v: None, 0.0, 1.0, 30, snap=lambda: None)
    animator.start()
    animator.then(ran.append)
    qtbot.waitUntil(lambda: animator._step_due, timeout=2000)
    animator.frame_painted()
    shiboken6.delete(scene)  # the window closed before the next pass of the event loop
    QApplication.processEvents()
    qtbot.wait(80)
    assert ran == []


def test_a_group_with_nothing_left_to_show_ends_at_its_next_frame(qtbot):
    # The win celebration once every card has bounced off a small table: the end screen
    # comes then, not after seconds of empty felt.
    animator, values = _flying(qtbot, ms=3000)
    ended: list[str] = []
    animator.start(lambda: ended.append("end screen"))
    qtbot.waitUntil(lambda: len(values) >= 2, timeout=2000)
    shown = len(values)
    animator.end_group()
    qtbot.waitUntil(lambda: ended == ["end screen"], timeout=10000)
    assert values[shown:] == [1.0, "landed"]  # one frame more: its end value, then its end state
