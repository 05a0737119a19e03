"""Issue 33 §3: a native crash leaves a report in the log folder, and the next launch offers it
once, with the game back on the table; a normal end leaves nothing; the files are bounded and
opened safely (``storage/crash_files.py``, ``ui/launch/crash_dialog.py``)."""

from __future__ import annotations

import faulthandler
import fcntl
import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from paciencia import __version__
from paciencia.storage import crash_files
from paciencia.storage.crash_files import KEEP, READ_LIMIT, REPORTED, Crash, arm, disarm, last_crash
from paciencia.ui.launch.crash_dialog import LAST_CRASH, last_crash_box

ROOT = Path(__file__).resolve().parents[2]
QUIT_DRIVER = ROOT / "tests" / "ui" / "quit_driver.py"
CRASH_DRIVER = Path(__file__).with_name("crash_driver.py")
T = TypeVar("T")


@pytest.fixture
def log(home: Path) -> Iterator[Path]:
    """The log folder of the test's own home; whatever the test armed is disarmed after."""
    folder = home / "log"
    folder.mkdir(parents=True)
    was = faulthandler.is_enabled()
    yield folder
    disarm()
    assert faulthandler.is_enabled() == was


def crashes(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob("crash-*"))


def left(folder: Path, stamp: str, text: str = "header\nFatal Python error: Segmentation fault\n") -> Path:
    """A crash file as a launch that is not running any more left it."""
    path = folder / f"crash-{stamp}-4242.txt"
    path.write_text(text, encoding="utf-8")
    return path


def within(seconds: float, call: Callable[[], T]) -> T:
    """``call()``'s answer, which must come within ``seconds`` (a FIFO's open would block)."""
    answer: list[T] = []
    worker = threading.Thread(target=lambda: answer.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "blocked: a FIFO was opened as a file"
    return answer[0]


# -- the files ------------------------------------------------------------------------

def test_a_launch_arms_a_crash_file_and_a_normal_end_removes_it(log: Path) -> None:
    path = arm("Qt 6.x")
    assert path is not None and path.parent == log and crashes(log) == [path.name]
    assert path.name.startswith("crash-") and path.name.endswith(f"-{os.getpid()}.txt")
    header = path.read_text(encoding="utf-8")
    assert header.count("\n") == 1 and f"Paciência {__version__}" in header
    assert f"process {os.getpid()}" in header and "Qt 6.x" in header and "started" in header
    assert faulthandler.is_enabled() and crash_files.own_file() == path
    assert path.stat().st_mode & 0o077 == 0  # a report names the player's paths: theirs alone
    disarm()
    assert crashes(log) == [] and crash_files.own_file() is None


def test_a_file_with_a_crash_in_it_is_kept_at_the_end(log: Path) -> None:
    path = arm()
    assert path is not None
    with open(path, "a", encoding="utf-8") as f:  # what faulthandler writes at a fatal signal
        f.write("Fatal Python error: Aborted\n")
    disarm()
    assert crashes(log) == [path.name]


def test_the_next_launch_offers_a_dead_launchs_crash_once(log: Path) -> None:
    older = left(log, "20240101T000000Z")
    newest = left(log, "20240102T000000Z", "header\nFatal Python error: Aborted\n\nThread 0x1 …\n")
    quiet = left(log, "20240103T000000Z", "a launch killed -9: its first line alone\n")
    crash = last_crash()
    assert crash is not None and crash.earlier == 1 and "Fatal Python error: Aborted" in crash.text
    assert crash.path == log / newest.name.replace(".txt", REPORTED)
    assert crashes(log) == sorted([older.name.replace(".txt", REPORTED), crash.path.name])
    assert not quiet.exists()
    assert last_crash() is None, "offered once"


def test_a_running_launchs_file_is_neither_offered_nor_removed(log: Path) -> None:
    running = left(log, "20200101T000000Z")  # the oldest: the first to go if it were not held
    with open(running, "rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)  # as a running launch holds its own
        for n in range(2 * KEEP):
            left(log, f"2021010{n}T000000Z")
        assert arm() is not None
        assert running.exists() and len(crashes(log)) == KEEP + 1, "kept, beyond the bound"
        crash = last_crash()
        assert crash is not None and crash.path.name.startswith("crash-20210109T")
        assert crash.earlier == KEEP - 2 and running.exists(), "not offered, not marked"


def test_a_crash_loop_cannot_fill_the_disk(log: Path) -> None:
    loop = [left(log, f"2023{m:02d}{d:02d}T000000Z").name for m in range(1, 13) for d in range(1, 29)]
    reported = [left(log, "20240101T000000Z").rename(log / "crash-20240101T000000Z-1.reported.txt").name]
    path = arm()
    assert path is not None
    assert crashes(log) == sorted([*loop, *reported])[-(KEEP - 1):] + [path.name]
    big = left(log, "20240102T000000Z", "header\n" + "x" * (4 * READ_LIMIT))
    crash = last_crash()
    assert crash is not None and crash.path.name == big.name.replace(".txt", REPORTED)
    assert READ_LIMIT <= len(crash.text) < READ_LIMIT + 10, "read up to a bound"


def test_a_fifo_or_a_link_in_place_of_a_crash_file(log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    elsewhere = tmp_path / "not-the-apps.txt"
    elsewhere.write_text("someone's file\nFatal Python error: not a crash of ours\n", encoding="utf-8")
    monkeypatch.setattr(crash_files, "_stamp", lambda: "20250101T000000Z")
    pid = os.getpid()
    os.mkfifo(log / f"crash-20250101T000000Z-{pid}.txt")  # where this launch's file would go
    (log / f"crash-20250101T000000Z-{pid}-1.txt").symlink_to(elsewhere)  # and the next name
    os.mkfifo(log / "crash-20000101T000000Z-1.txt")  # as if an earlier launch had left them
    (log / "crash-20000101T000000Z-2.txt").symlink_to(elsewhere)
    path = within(5, arm)
    assert path == log / f"crash-20250101T000000Z-{pid}-2.txt"
    assert elsewhere.read_text(encoding="utf-8").startswith("someone's file"), "a link is never written through"
    assert within(5, last_crash) is None, "a FIFO blocks nobody, a link is not followed"
    disarm()
    for n in range(2 * KEEP):
        left(log, f"2025010{n % 10}T00000{n // 10}Z")
    within(5, lambda: crash_files.trim(log))
    assert len(crashes(log)) == KEEP and not (log / "crash-20000101T000000Z-2.txt").is_symlink()
    assert elsewhere.read_text(encoding="utf-8").startswith("someone's file"), "a trimmed link's target stays"


def test_no_crash_file_where_none_can_be_made(home: Path) -> None:
    home.mkdir()
    (home / "log").write_text("a file where the folder goes")
    assert arm() is None and last_crash() is None
    disarm()


# -- the dialog -----------------------------------------------------------------------

def test_the_dialog_tells_copies_and_stays_open(qapp: Any, tmp_path: Path) -> None:
    crash = Crash(tmp_path / "log" / "crash-1.reported.txt", "header\nFatal Python error: Segmentation fault\n")
    box = last_crash_box(crash, True, None)
    assert box.objectName() == LAST_CRASH and box.text() == "Paciência closed unexpectedly last time."
    assert "back on the table" in box.informativeText() and "crash-1.reported.txt" in box.informativeText()
    assert str(tmp_path / "log") in box.informativeText() and box.detailedText() == crash.text
    names = [b.text() for b in box.buttons()]
    assert {"Copy the Report", "Open the Log Folder", "Close"} <= set(names), names
    box.open()
    copy = next(b for b in box.buttons() if b.text() == "Copy the Report")
    copy.click()
    assert QApplication.clipboard().text() == crash.text and box.isVisible()
    box.button(QMessageBox.StandardButton.Close).click()
    assert not box.isVisible()
    assert "back on the table" not in last_crash_box(crash, False, None).informativeText()


# -- the whole way, as a player meets it ------------------------------------------------

def _env(home: Path, trace: Path, **more: str) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_HOME=str(home), PACIENCIA_TRACE=str(trace),
                PYTHONPATH=str(ROOT / "app") + os.pathsep + os.environ.get("PYTHONPATH", ""), **more)


def _launch(home: Path, trace: Path) -> dict[str, Any]:
    """A launch that looks for the last crash and ends normally: what it offered."""
    trace.unlink(missing_ok=True)
    run = subprocess.run([sys.executable, str(CRASH_DRIVER)], env=_env(home, trace), capture_output=True,
                         text=True, timeout=90, stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    seen: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return seen


@pytest.mark.slow
def test_a_native_crash_is_offered_once_by_the_next_launch_with_the_game_back(tmp_path: Path) -> None:
    home, trace = tmp_path / "home", tmp_path / "trace"
    folder = home / "log"
    # 1. a window with a move played, killed by SIGSEGV as a fault in Qt would end it
    proc = subprocess.Popen([sys.executable, str(QUIT_DRIVER), "paciencia://klondike/1"],
                            env=_env(home, trace, QUIT_DRIVER_MOVE="1"), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == "ready":
                break
        os.kill(proc.pid, signal.SIGSEGV)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGSEGV, err[-2000:]
    [name] = crashes(folder)
    report = (folder / name).read_text(encoding="utf-8")
    assert report.startswith(f"Paciência {__version__}, process {proc.pid}, started ")
    assert "Fatal Python error: Segmentation fault" in report
    assert "Current thread 0x" in report and "(most recent call first)" in report
    assert 'bootstrap.py", line' in report, "the Python stack of the window's thread"

    # 2. the next launch offers it after its first frame, with the game and its move back
    seen = _launch(home, trace)
    assert seen["offered"], seen
    assert seen["marks"]["paint"] <= seen["marks"]["crash-check"], "after the first frame"
    assert seen["title"] == "Paciência closed unexpectedly" and seen["modal_to"]
    assert seen["details"] == report and seen["copied"] and seen["open_after_copy"] and seen["closed"]
    assert "back on the table" in seen["informative"] and str(folder) in seen["informative"]
    assert seen["moves"] == 1, "the game played before the crash is back, with its move"
    assert crashes(folder) == [name.replace(".txt", REPORTED)], "marked reported; a normal end leaves no file"

    # 3. and never again
    seen = _launch(home, trace)
    assert not seen["offered"] and seen["moves"] == 1
    assert crashes(folder) == [name.replace(".txt", REPORTED)]
    assert (folder / "paciencia.log").read_text(encoding="utf-8").count("the last launch crashed") == 1
