"""When the event loop ends, no card is still being painted by the render pool (the interpreter's
teardown then frees Qt under it: a launch that quit at once crashed with exit -11 in CI)."""

from __future__ import annotations

import threading

import pytest

from paciencia.decks import render_pool


def test_finish_waits_for_the_running_job_and_drops_the_queued(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every worker holds a job that ends only once finish() has dropped the queue: finish
    must then wait for them to end, and what had not started never runs."""
    pool = render_pool.render_pool()
    workers = pool.maxThreadCount()
    started, dropped, ran = threading.Semaphore(0), threading.Event(), []

    def clear() -> None:
        real_clear()
        dropped.set()

    real_clear = pool.clear
    monkeypatch.setattr(pool, "clear", clear)

    def slow() -> None:
        started.release()
        assert dropped.wait(60)  # still running when finish() comes
        ran.append("slow")

    for _ in range(workers):
        render_pool.run_async(slow, lambda result: None)
    for n in range(20):
        render_pool.run_async(lambda n=n: ran.append(n), lambda result: None)
    for _ in range(workers):
        assert started.acquire(timeout=60)  # every worker is busy with a slow job
    render_pool.finish(msecs=60000)
    assert pool.activeThreadCount() == 0
    assert ran == ["slow"] * workers  # the running ones finished, and nothing queued ran
