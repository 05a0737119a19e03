"""Issue 26 §3: the cycle collector is held off during a launch and comes back whole
(paciencia/collector.py); the launch's own use is checked in tests/ui/test_first_frame.py."""

from __future__ import annotations

import gc

import pytest

from paciencia import collector


class Cycle:
    def __init__(self) -> None:
        self.me = self


@pytest.fixture(autouse=True)
def _no_search_running() -> None:
    """A search pauses the collector while it runs (ui/solver_worker.py): one left running by
    an earlier test's window must end first, or it would turn the collector back on here."""
    import sys
    import time

    worker = sys.modules.get("paciencia.ui.solver_worker")
    deadline = time.monotonic() + 30
    while worker is not None and worker.searches_running() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert gc.isenabled()


def test_hold_release_and_sweep_leave_the_collector_as_it_was() -> None:
    try:
        collector.hold()
        assert not gc.isenabled()
        Cycle()  # garbage in a cycle, made while held
        collector.release()
        assert gc.isenabled() and gc.get_freeze_count() > 0  # what existed is set aside
        collector.release()  # once only
        collector.sweep()
        assert gc.get_freeze_count() == 0 and gc.isenabled()
        assert not [o for o in gc.get_objects() if isinstance(o, Cycle)]  # the cycle was freed
    finally:
        gc.unfreeze()
        gc.enable()


def test_a_collector_turned_off_elsewhere_stays_off() -> None:
    gc.disable()
    try:
        collector.hold()
        collector.release()
        collector.pause()
        collector.resume()
        assert not gc.isenabled() and gc.get_freeze_count() == 0
    finally:
        gc.enable()


def test_the_launchs_release_leaves_it_off_while_a_search_runs() -> None:
    """V-7: no collection while a search runs, whoever held the collector first."""
    try:
        collector.hold()
        collector.pause()  # a search asked for in the launch's first instant
        collector.release()  # the first frame
        assert not gc.isenabled()
        collector.resume()  # the search returned: the last holder lets go
        assert gc.isenabled() and gc.get_freeze_count() > 0
        collector.pause()  # a search alone
        collector.pause()  # and another
        collector.resume()
        assert not gc.isenabled()
        collector.resume()
        collector.resume()  # one too many changes nothing
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()
