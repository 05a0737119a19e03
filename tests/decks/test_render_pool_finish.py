"""When the event loop ends, no card is still being painted by the render pool (the interpreter's
teardown then frees Qt under it: a launch that quit at once crashed with exit -11 in CI)."""

from __future__ import annotations

import threading
import time

from paciencia.decks import render_pool


def test_finish_waits_for_the_running_job_and_drops_the_queued(qapp) -> None:
    pool = render_pool.render_pool()
    started, ran = threading.Event(), []

    def slow() -> None:
        started.set()
        time.sleep(0.3)
        ran.append("slow")

    for _ in range(pool.maxThreadCount()):
        render_pool.run_async(slow, lambda result: None)
    for n in range(20):
        render_pool.run_async(lambda n=n: ran.append(n), lambda result: None)
    assert started.wait(5)
    render_pool.finish()
    assert pool.activeThreadCount() == 0
    assert ran.count("slow") == pool.maxThreadCount()  # the running ones finished
    assert len(ran) < pool.maxThreadCount() + 20  # and what had not started was dropped
