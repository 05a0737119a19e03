import faulthandler
import gc
import os
import sys
from pathlib import Path

# Tests never touch the player's real settings, statistics or saved game.
os.environ.setdefault("PACIENCIA_HOME", str(Path(__file__).parent / ".." / "build" / "test-home"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")  # as the app paints (paciencia/ui/raster.py)
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "app"))

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

WATCHDOG_S = 240
"""A test (with its fixtures) that takes longer has hung: every thread's stack is printed and the
run ends, in minutes instead of CI's 90. faulthandler's own thread needs no GIL, so this works
even when a deadlock holds the GIL (pytest-timeout's thread could not fire then)."""


_stderr = 2


def pytest_configure(config):
    """The terminal's stderr, kept for the watchdog: during a test pytest captures fd 2, and
    what the watchdog printed there would vanish with the process."""
    global _stderr
    _stderr = os.dup(2)


@pytest.fixture(autouse=True)
def _watchdog():
    faulthandler.dump_traceback_later(WATCHDOG_S, exit=True, file=_stderr)
    yield
    faulthandler.cancel_dump_traceback_later()


# Property tests (docs/testing.md): every run, local or CI, draws the same cases, so the suite
# fails only on a change of the code, never on a case nobody has seen yet, and a failure
# replays as it is. Looking for new cases is a run of its own: HYPOTHESIS_PROFILE=explore.
# A test's own @settings (max_examples, health checks) still applies over the profile.
settings.register_profile(
    "fixed", derandomize=True, max_examples=100, deadline=None, print_blob=True, database=None)
settings.register_profile(
    "explore", derandomize=False, max_examples=1000, deadline=None, print_blob=True, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's own data folder: ``$PACIENCIA_HOME`` (settings, statistics, the saved game,
    caches, logs, imported decks) is a fresh empty ``tmp_path / "home"`` for every test, so no
    test reads what another wrote, and the player's files are never touched. Autouse: a test
    names ``home`` only to look into the folder. The folder itself is made by whoever writes
    first, as on a first launch. (Fixtures of a wider scope run before it and see the run's
    shared folder, set above.)"""
    folder = tmp_path / "home"
    monkeypatch.setenv("PACIENCIA_HOME", str(folder))
    return folder


@pytest.fixture
def helper(qapp, monkeypatch):
    """A fresh render-helper client for the test (not the process-wide one), ended afterwards."""
    from paciencia.decks import render_process

    monkeypatch.delenv(render_process.ENV_SWITCH, raising=False)
    old = render_process._client
    render_process._client = None
    client = render_process.client()
    yield client
    client.shutdown()
    render_process._client = old


@pytest.hookimpl(trylast=True)
def pytest_runtest_logfinish(nodeid, location):
    """Free what the test's windows held, before the next test.

    pytest-qt closes a test's widgets with ``deleteLater``, and Qt carries that out only when
    an event loop returns to the level the call was made at, which a test run never does: every
    window of the run stayed in memory to its end (6.2 GB for tests/ui). So the deferred
    deletions are delivered here, and Python's cycles (slots that hold their window) collected.
    """
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
