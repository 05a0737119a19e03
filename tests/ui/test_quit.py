"""Ctrl+Q ends the app at once, and its render helper with it (issue 11 item 15, C-12).

Each test starts the real app in a child process (``quit_driver.py``: ``paciencia CODE`` with
Ctrl+Q pressed once the table is painted). A quit used to take 0.4-1.6 s, all of it the
interpreter's teardown (Qt objects and fonts freed one by one, thread pools joined) and the
render helper winding down: so the tests check that, once everything is written, the app
leaves without that teardown (the driver's exit handler never runs) and has already ended its
helper. ``bench/startup.py`` prints how long the quit takes (about 0.1 s).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from paciencia.decks.discover import imported_dir
from paciencia.paths import resources_dir
from paciencia.storage.settings import Settings, save_settings

APP = Path(__file__).resolve().parents[2] / "app"
DRIVER = Path(__file__).with_name("quit_driver.py")
TEARDOWN = "interpreter teardown"
"""What the driver's exit handler prints: only an exit through the interpreter's teardown runs it."""


def _run(tmp_path: Path, *args: str, after: str = "cards") -> tuple[int, dict[str, float]]:
    """The app quit by Ctrl+Q (pressed once the phase ``after`` is traced) without the
    interpreter's teardown; the render helper's pid (0: none ran) and the traced phases."""
    trace = tmp_path / "trace"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_TRACE=str(trace), QUIT_DRIVER_AFTER=after,
               PYTHONPATH=str(APP) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, str(DRIVER), *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, text=True)
    try:
        out, _ = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, out
    assert TEARDOWN not in out, "the app went through the interpreter's teardown"
    marks = {line.split()[0]: float(line.split()[1]) for line in trace.read_text().splitlines()}
    assert "key" in marks, marks
    helper = next(int(line.split()[1]) for line in out.splitlines() if line.startswith("helper "))
    return helper, marks


def _gone(pid: int) -> bool:
    """No such process, or only its exit status left (a zombie its new parent has not reaped)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except OSError:
        return True


def test_ctrl_q_quits_at_once(tmp_path):
    _, marks = _run(tmp_path, "paciencia://klondike/1")
    # The phases bench/startup.py reports, in the order a launch goes through them.
    phases = ["run_app", "imported", "qapp", "window", "started", "paint", "cards", "key", "close", "saved"]
    assert [marks[p] for p in phases] == sorted(marks[p] for p in phases), marks


def test_the_render_helper_ends_with_the_app(tmp_path):
    # A deck that is not built in is drawn by the render helper (decks/render_process.py);
    # Ctrl+Q comes while it is still drawing the table's cards, the case that waited longest.
    folder = imported_dir() / "quit-deck"
    folder.mkdir(parents=True)
    shutil.copy(resources_dir() / "decks" / "classic.svg", folder / "classic.svg")
    save_settings(Settings(deck="imported:quit-deck"))
    helper, _ = _run(tmp_path, "paciencia://freecell/617", after="paint")
    assert helper > 0, "the imported deck should have started the render helper"
    # Killed and reaped before the app left: not one that winds down after it.
    assert _gone(helper), f"the render helper {helper} outlived the app"


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_a_desktop_session_ending_the_app_quits_it_like_the_menu(tmp_path, name):
    """T-6 (issue 23, item 14): SIGTERM/SIGHUP save the game and the launch picture and exit 0."""
    from paciencia.storage.places import cache_dir
    from paciencia.storage.saved_game import load_saved_game

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_TRACE=str(tmp_path / "trace"),
               QUIT_DRIVER_MOVE="1", PYTHONPATH=str(APP) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, str(DRIVER), "paciencia://klondike/1"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == "ready":
                break
        os.kill(proc.pid, getattr(signal, name))
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err[-2000:]
    saved, notice = load_saved_game()
    assert notice is None and saved is not None and saved.game.moves == 1
    assert (cache_dir() / "window.launch").is_file()
