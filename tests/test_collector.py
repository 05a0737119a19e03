"""Issue 26 §3: the cycle collector is held off during a launch and comes back whole
(paciencia/collector.py); the launch's own use is checked in tests/ui/test_first_frame.py."""

from __future__ import annotations

import gc

from paciencia import collector


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_hold_release_and_sweep_leave_the_collector_as_it_was() -> None:
    assert gc.isenabled()
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
        assert not gc.isenabled() and gc.get_freeze_count() == 0
    finally:
        gc.enable()
