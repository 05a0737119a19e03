"""Issue 26 §3: the cycle collector is held off during a launch and comes back whole
(paciencia/collector.py); the launch's own use is checked in tests/ui/test_first_frame.py.

The collector's state is the process's: a search an earlier test left running (ui tests'
windows) pauses it and turns it back on from its own thread whenever it returns. So each
check runs in a Python of its own, where nothing else holds the collector: it depends on
no earlier test and waits for nothing."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from paciencia import collector

TESTS = Path(__file__).resolve().parent
APP = TESTS.parent / "app"


class Cycle:
    def __init__(self) -> None:
        self.me = self


def in_a_fresh_interpreter(check: Callable[[], None]) -> None:
    """Run ``check``, a function of this module, in a new interpreter; its failure fails the
    test with the child's traceback. The timeout only bounds a hang."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(APP), str(TESTS)]))
    code = f"import {Path(__file__).stem} as t; t.{check.__name__}()"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]


def hold_release_and_sweep() -> None:
    assert gc.isenabled() and gc.get_freeze_count() == 0
    collector.hold()
    assert not gc.isenabled()
    Cycle()  # garbage in a cycle, made while held
    collector.release()
    assert gc.isenabled() and gc.get_freeze_count() > 0  # what existed is set aside
    collector.release()  # once only
    collector.sweep()
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    assert not [o for o in gc.get_objects() if isinstance(o, Cycle)]  # the cycle was freed


def turned_off_elsewhere() -> None:
    gc.disable()
    collector.hold()
    collector.release()
    collector.pause()
    collector.resume()
    assert not gc.isenabled() and gc.get_freeze_count() == 0


def launch_release_during_a_search() -> None:
    assert gc.isenabled()
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


def swept_before_the_release() -> None:
    """The table idle (the sweep) before the launch's release (its aids made later): nothing
    is set aside then, or it would stay aside for good."""
    collector.hold()
    collector.sweep()
    collector.release()
    assert gc.isenabled() and gc.get_freeze_count() == 0


def off_at_start() -> None:
    assert not gc.isenabled()  # fails: a fresh interpreter collects


def test_hold_release_and_sweep_leave_the_collector_as_it_was() -> None:
    in_a_fresh_interpreter(hold_release_and_sweep)


def test_a_collector_turned_off_elsewhere_stays_off() -> None:
    in_a_fresh_interpreter(turned_off_elsewhere)


def test_the_launchs_release_leaves_it_off_while_a_search_runs() -> None:
    """V-7: no collection while a search runs, whoever held the collector first."""
    in_a_fresh_interpreter(launch_release_during_a_search)


def test_a_sweep_before_the_launchs_release_leaves_nothing_aside() -> None:
    in_a_fresh_interpreter(swept_before_the_release)


def paused_around_a_search() -> None:
    from paciencia.core import shuffle
    from paciencia.core.games.klondike import solver
    from paciencia.core.games.klondike.rules import KlondikeRules
    from paciencia.core.search import Budget

    seen: list[bool] = []
    with collector.paused():
        seen.append(gc.isenabled())
    assert seen == [False] and gc.isenabled()
    with pytest.raises(RuntimeError), collector.paused():
        raise RuntimeError("the search failed")
    assert gc.isenabled()  # given back all the same
    # Klondike's solvers hold it while they run (issue 35), and give it back
    rules = KlondikeRules(1, 0)
    states: list[bool] = []
    solver.solve(rules, rules.deal(shuffle.shuffled(5)), Budget(positions=300),  # asks stop() on its way
                 stop=lambda: states.append(gc.isenabled()) or False)
    assert states and not any(states) and gc.isenabled()
    assert solver.solve.__name__ == "solve" and "every move the rules allow" in (solver.solve.__doc__ or "")


def test_a_search_holds_it_while_it_runs_and_gives_it_back() -> None:
    in_a_fresh_interpreter(paused_around_a_search)


def test_a_failing_check_fails_the_test() -> None:
    """The child's failure reaches the test (a child that cannot fail proves nothing)."""
    with pytest.raises(AssertionError, match="assert not gc.isenabled"):
        in_a_fresh_interpreter(off_at_start)
