"""X-3: an error nobody caught is logged, and the first one on the UI thread is told in a dialog
that names the log, after the game is saved; the game goes on."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QMessageLogContext, QtMsgType
from PySide6.QtWidgets import QApplication, QMessageBox

from paciencia.ui.launch import crash_dialog
from paciencia.ui.launch.crash_dialog import OBJECT_NAME, CrashReporter, crash_box

ROOT = Path(__file__).resolve().parents[2]


def raised(message: str) -> tuple[type[BaseException], BaseException, Any]:
    try:
        raise RuntimeError(message)
    except RuntimeError as e:
        return type(e), e, e.__traceback__


def crash_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == OBJECT_NAME and w.isVisible()]


@pytest.fixture
def reporter(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[CrashReporter]:
    events: list[str] = []
    session = SimpleNamespace(table=SimpleNamespace(game=object()))
    controller = SimpleNamespace(session=session, save_game=lambda: events.append("saved"))
    window = SimpleNamespace(table=SimpleNamespace(session=session, controller=controller))
    monkeypatch.setattr(crash_dialog, "_main_window", lambda: window)
    real_box = crash_dialog.crash_box

    def box(*args: Any) -> QMessageBox:
        events.append("dialog")
        return real_box(*args[:4], None)

    monkeypatch.setattr(crash_dialog, "crash_box", box)
    made = CrashReporter(tmp_path / "log" / "paciencia.log")
    made.events = events  # type: ignore[attr-defined]
    yield made
    for shown in crash_boxes():
        shown.close()


def test_the_first_error_is_logged_and_told_after_saving(
    reporter: CrashReporter, qtbot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    reporter.excepthook(*raised("the first surprise"))
    assert "the first surprise" in caplog.text and "Traceback" in caplog.text
    qtbot.waitUntil(lambda: bool(crash_boxes()))
    assert reporter.events == ["saved", "dialog"]  # type: ignore[attr-defined]
    box = crash_boxes()[0]
    assert "RuntimeError: the first surprise" in box.text()
    assert "saved" in box.informativeText() and str(reporter.log_file.parent) in box.informativeText()  # type: ignore[union-attr]
    assert "the first surprise" in box.detailedText()

    reporter.excepthook(*raised("the second surprise"))  # logged, not told again
    qtbot.wait(50)
    assert "the second surprise" in caplog.text
    assert len(crash_boxes()) == 1 and reporter.events == ["saved", "dialog"]  # type: ignore[attr-defined]


def test_the_dialog_without_a_log_file_or_a_game(qapp: Any) -> None:
    box = crash_box("ValueError: x", "Traceback …", None, None, None)
    assert "No log file" in box.informativeText() and "saved" not in box.informativeText()
    assert "Open the Log Folder" not in [b.text() for b in box.buttons()]
    unsaved = crash_box("ValueError: x", "…", False, Path("/x/log/paciencia.log"), None)
    assert "could not be saved" in unsaved.informativeText() and "/x/log" in unsaved.informativeText()
    assert "Open the Log Folder" in [b.text() for b in unsaved.buttons()]
    unsaved.show()
    assert unsaved.close() and not unsaved.isVisible(), "a box that refuses to close stops the app from quitting"


def test_other_threads_and_interrupts(reporter: CrashReporter, qtbot: Any, caplog: pytest.LogCaptureFixture) -> None:
    reporter.install()
    try:
        worker = threading.Thread(target=lambda: 1 / 0, name="a-worker")
        worker.start()
        worker.join()
        assert "unexpected error in thread a-worker" in caplog.text and "ZeroDivisionError" in caplog.text
        passed: list[type[BaseException]] = []
        reporter._previous = lambda kind, error, tb: passed.append(kind)
        reporter.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
        assert passed == [KeyboardInterrupt]
        qtbot.wait(50)
        assert not crash_boxes() and reporter.events == []  # type: ignore[attr-defined]
    finally:
        reporter.uninstall()
    assert sys.excepthook is not reporter.excepthook and threading.excepthook is not reporter.thread_excepthook


def test_qt_messages_go_to_the_log(caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]) -> None:
    crash_dialog.qt_message(QtMsgType.QtWarningMsg, QMessageLogContext(), "QFont: a warning from Qt")
    crash_dialog.qt_message(QtMsgType.QtCriticalMsg, QMessageLogContext(), "a critical one")
    crash_dialog.qt_message(QtMsgType.QtDebugMsg, QMessageLogContext(), "a debug line someone asked for")
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records] == [
        ("qt", logging.WARNING, "QFont: a warning from Qt"),
        ("qt", logging.ERROR, "a critical one"),
    ]
    assert "a debug line someone asked for" in capsys.readouterr().err


SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication(sys.argv[:1])
from paciencia.app import run_app
from paciencia.ui.window.main_window import MainWindow
seen = {}
def window():
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
def fail():
    seen["game"] = window().controller.session.table.game
    raise RuntimeError("a bug in a slot")
def look():
    box = next((w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.objectName() == "crash" and w.isVisible()), None)
    seen["dialog"] = box.text() if box else None
    seen["kept"] = window().controller.session.table.game is seen["game"] and window().isVisible()
    window().close()
QTimer.singleShot(1500, fail)
QTimer.singleShot(2500, look)
code = run_app(["--game", "freecell"])
print("dialog:", seen.get("dialog"))
print("kept:", seen.get("kept"), "exit:", code, "hook restored:", sys.excepthook is sys.__excepthook__)
"""


@pytest.mark.slow
def test_the_window_keeps_the_game_after_an_error(tmp_path: Path) -> None:
    """The whole way, as the player meets it: run_app, an error in a slot, the dialog, the log;
    closing the window with the dialog still open ends the app."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        PACIENCIA_HOME=str(tmp_path / "home"),
        PYTHONPATH=str(ROOT / "app") + os.pathsep + env.get("PYTHONPATH", ""),
    )
    run = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "dialog: Paciência ran into an error it did not expect:\nRuntimeError: a bug in a slot" in run.stdout
    assert "kept: True exit: 0 hook restored: True" in run.stdout
    assert "RuntimeError: a bug in a slot" in run.stderr  # stderr still tells a developer
    log = (tmp_path / "home" / "log" / "paciencia.log").read_text(encoding="utf-8")
    assert "started" in log and "ERROR paciencia.crash" in log and "Traceback (most recent call last)" in log
    assert "RuntimeError: a bug in a slot" in log
    assert (tmp_path / "home" / "data" / "saved_game.json").is_file()
