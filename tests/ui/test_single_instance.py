"""C-2 one app per player: a second launch, even 50 ms after the first, finds the running window
and hands it its link; no launch hands anything to a socket this user did not make, and none
exits without a window because of one (an untrusted, stale or silent socket: it starts as a
first instance)."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from clock import SleepingClock
from paciencia.ui.instance import instance_protocol, single_instance, socket_folder
from paciencia.ui.instance.instance_server import InstanceServer
from paciencia.ui.instance.single_instance import claim_or_hand_over, send_to_running, server_name

from .instance_helpers import child_env, runtime  # noqa: F401  (a fixture)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the socket folder and lock are POSIX")

# A launch: record what reaches the running window (the window decides what to do with it).
LAUNCH = r"""
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from paciencia.ui.launch import bootstrap
from paciencia.ui.window import controller, main_window

got, shown = [], []
open_remote = controller.AppController.open_remote
def record(self, args):
    got.append(args)
    open_remote(self, args)
controller.AppController.open_remote = record
app = QApplication(sys.argv[:1])
start = time.monotonic()
def check():
    shown[:] = [w for w in QApplication.topLevelWidgets() if isinstance(w, main_window.MainWindow) and w.isVisible()]
    if got or time.monotonic() - start > 20:
        app.quit()
timer = QTimer()
timer.timeout.connect(check)
timer.start(20)
code = bootstrap.run(sys.argv[1:], app)
print(json.dumps({"code": code, "window": bool(shown), "got": got}))
"""

HAND_OVER = (
    "import sys; from paciencia.ui.instance.single_instance import claim_or_hand_over;"
    "sys.exit(0 if claim_or_hand_over(sys.argv[2:], timeout_ms=int(sys.argv[1])) is None else 5)"
)


def test_server_name_is_per_user_and_home(monkeypatch, tmp_path):
    a = server_name()
    monkeypatch.setenv("PACIENCIA_HOME", str(tmp_path / "other"))
    assert server_name() != a and "paciencia" in server_name().lower()
    assert json.dumps(server_name())  # plain text


def test_two_launches_at_once_leave_one_window(runtime, tmp_path):  # noqa: F811
    """Both used to open a window (the server listened only after the first frame) and
    overwrite each other's saved game. Now exactly one stays; the other hands over its link
    (a double click on a link starts both within milliseconds: here, one right after the other)."""
    env = child_env(XDG_RUNTIME_DIR=str(runtime), PACIENCIA_HOME=str(tmp_path / "home"))
    links = ["paciencia://klondike/5", "paciencia://freecell/617"]
    first = subprocess.Popen([sys.executable, "-c", LAUNCH, links[0]], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    second = subprocess.Popen([sys.executable, "-c", LAUNCH, links[1]], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    outs = [p.communicate(timeout=90) for p in (first, second)]
    results = [json.loads(out.strip().splitlines()[-1]) for out, _ in outs]
    assert [p.returncode for p in (first, second)] == [0, 0], [err[-2000:] for _, err in outs]
    windows = [r["window"] for r in results]
    assert sorted(windows) == [False, True], results  # exactly one window
    kept = windows.index(True)
    assert results[kept]["got"] == [[links[1 - kept]]]  # the other launch's link reached it
    assert results[1 - kept]["got"] == []
    assert not list((runtime / f"paciencia-{os.geteuid()}").glob("*.sock"))  # gone with the window


def _serving(window) -> Any:
    """This process as the first instance, its server passing requests to ``window``."""
    claim = claim_or_hand_over([])
    assert claim is not None and claim.address
    claim.server = InstanceServer(claim)
    claim.server.received.connect(window.controller.open_remote)
    assert claim.server.listen()
    return claim


def test_a_second_launch_hands_its_link_to_the_running_window(window, qtbot, runtime):  # noqa: F811
    claim = _serving(window)
    try:
        proc = subprocess.Popen([sys.executable, "-c", HAND_OVER, "1000", "paciencia://freecell/617"],
                                env=child_env(), stdin=subprocess.DEVNULL)
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=20000)
        assert proc.returncode == 0
        qtbot.waitUntil(lambda: window.controller.session.table.game is not None, timeout=5000)
        assert str(window.controller.session.table.game.code) == "paciencia://freecell/617"
    finally:
        claim.release()
    assert not send_to_running(["x"], timeout_ms=200)  # nobody listening any more


def test_a_launch_while_the_first_is_starting_waits_in_its_socket(qtbot, runtime):  # noqa: F811
    """The first instance listens from its claim on; its server reads what queued meanwhile.
    Its socket file is never removed or replaced while it lives."""
    claim = claim_or_hand_over([])
    assert claim is not None and claim.address
    inode = os.stat(claim.address).st_ino
    proc = subprocess.Popen([sys.executable, "-c", HAND_OVER, "300", "paciencia://spider/8?suits=2"],
                            env=child_env(), stdin=subprocess.DEVNULL)
    try:
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=20000)
        assert proc.returncode == 0  # handed over: the line waits in the socket
        assert os.stat(claim.address).st_ino == inode
        seen: list[list[str]] = []
        claim.server = InstanceServer(claim)
        claim.server.received.connect(seen.append)
        assert claim.server.listen()
        qtbot.waitUntil(lambda: seen == [["paciencia://spider/8?suits=2"]], timeout=5000)
        assert os.stat(claim.address).st_ino == inode
    finally:
        claim.release()


def test_a_dead_instances_socket_is_replaced_not_taken_for_a_window(runtime):  # noqa: F811
    """After a crash the socket file stays and the lock is free: the next launch is the first."""
    folder = socket_folder.private_folder(server_name())
    assert folder is not None and folder.startswith(str(runtime))
    path = os.path.join(folder, server_name() + ".sock")
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(path)  # the file exists, nobody listens
    dead.close()
    assert not send_to_running(["paciencia://klondike/3"], timeout_ms=200)
    claim = claim_or_hand_over(["paciencia://klondike/3"])
    assert claim is not None and claim.address == path
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.connect(path)  # listening again, at the same place
    finally:
        probe.close()
        claim.release()
    assert not os.path.exists(path)


def test_a_lock_holder_that_never_answers_is_said_and_no_second_window_opens(runtime, monkeypatch):  # noqa: F811
    """T-6: a window holds the data folder (hung between its lock and its listen): a second
    window on the same files would lose one's moves, so the launch says so and opens none."""
    from paciencia.storage.places import data_dir

    data_dir().mkdir(parents=True, exist_ok=True)
    held = os.open(data_dir() / single_instance.LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(held, fcntl.LOCK_EX)
        before = sorted(p.name for p in data_dir().iterdir())
        clock = SleepingClock()  # the launch's own clock: it retries until find_ms is up, then says so
        monkeypatch.setattr(single_instance, "time", clock)
        with pytest.raises(single_instance.Unreachable):
            claim_or_hand_over(["paciencia://klondike/3"], find_ms=300)
        assert 0.3 <= clock.waited() < 0.3 + single_instance.RETRY_S + 1e-9 and clock.sleeps > 1
        assert sorted(p.name for p in data_dir().iterdir()) == before  # wrote nothing
        folder = socket_folder.private_folder(server_name())
        assert not os.path.exists(os.path.join(folder, server_name() + ".sock"))
    finally:
        os.close(held)


SECOND = {
    "another XDG_RUNTIME_DIR": lambda folder, env: env.update(XDG_RUNTIME_DIR=str(folder) + "-other"),
    "no XDG_RUNTIME_DIR": lambda folder, env: env.pop("XDG_RUNTIME_DIR"),
    "another $USER": lambda folder, env: env.update(USER="someone-else", LOGNAME="someone-else"),
}


@pytest.mark.parametrize("how", list(SECOND))
def test_the_window_on_a_data_folder_gets_the_link_whatever_the_second_launch_environment(
        window, qtbot, runtime, how):  # noqa: F811
    """T-6: one window per data folder, found through the folder's lock (not $XDG_RUNTIME_DIR
    or $USER, which made two windows on one set of files before)."""
    claim = claim_or_hand_over([])
    assert claim is not None and claim.address
    claim.server = InstanceServer(claim)
    claim.server.received.connect(window.controller.open_remote)
    assert claim.server.listen()
    other = Path(str(runtime) + "-other")
    other.mkdir(mode=0o700)
    env = child_env()
    SECOND[how](runtime, env)
    try:
        proc = subprocess.Popen([sys.executable, "-c", HAND_OVER, "1000", "paciencia://freecell/617"],
                                env=env, stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=20000)
        assert proc.returncode == 0, proc.stderr.read()
        qtbot.waitUntil(lambda: window.controller.session.table.game is not None, timeout=5000)
        assert str(window.controller.session.table.game.code) == "paciencia://freecell/617"
    finally:
        claim.release()
        shutil.rmtree(other, ignore_errors=True)


def test_a_removed_socket_file_does_not_make_a_second_window(runtime):  # noqa: F811
    claim = claim_or_hand_over([])
    assert claim is not None and claim.address
    os.unlink(claim.address)  # a cleaner of /run or /tmp took it
    try:
        with pytest.raises(single_instance.Unreachable):
            claim_or_hand_over(["paciencia://klondike/3"], find_ms=200)
    finally:
        claim.release()


def test_a_server_of_another_user_gets_nothing(runtime, monkeypatch, qtbot):  # noqa: F811
    """SO_PEERCRED: the peer must be this user, even inside the private folder."""
    claim = claim_or_hand_over([])
    assert claim is not None and claim.address
    if sys.platform.startswith("linux"):
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        probe.connect(claim.address)
        assert instance_protocol.peer_uid(probe.fileno()) == os.geteuid()
        probe.close()
    seen: list[list[str]] = []
    claim.server = InstanceServer(claim)
    claim.server.received.connect(seen.append)
    assert claim.server.listen()
    try:
        monkeypatch.setattr(instance_protocol, "peer_uid", lambda fd: os.geteuid() + 1)
        assert not send_to_running(["paciencia://freecell/1"], timeout_ms=300)
        with pytest.raises(single_instance.Unreachable):  # nothing sent, and no second window
            claim_or_hand_over(["paciencia://freecell/1"], timeout_ms=300, find_ms=200)
        qtbot.waitUntil(lambda: not claim.server.clients, timeout=2000)
        assert seen == []
    finally:
        claim.release()


HOSTILE = ["another user's", "open to all", "a link", "a file", "in a folder anyone can rename"]


@pytest.fixture
def shared_tmp(monkeypatch):
    """The temp folder with $XDG_RUNTIME_DIR unset (/tmp in real life), and a short cache folder."""
    made = [Path(tempfile.mkdtemp(prefix="pc-", dir="/tmp")) for _ in range(2)]
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(made[0]))
    monkeypatch.setattr(socket_folder, "cache_dir", lambda: made[1])
    yield made
    made[0].chmod(0o700)
    for path in made:
        shutil.rmtree(path, ignore_errors=True)


@pytest.mark.parametrize("kind", HOSTILE)
def test_no_link_goes_to_a_folder_someone_else_made(kind, shared_tmp):
    """Another local user creates the guessable folder (and a socket in it) first. Before, every
    launch handed its link there and exited without a window; now the trap gets nothing and the
    launch uses its own folder in the cache."""
    base, cache = shared_tmp
    name = server_name()
    folder = base / f"paciencia-{os.geteuid()}"
    trap_dir: Path | None = folder
    if kind == "a link":
        trap_dir = base / "elsewhere"
        trap_dir.mkdir(mode=0o700)
        folder.symlink_to(trap_dir)
    elif kind == "a file":
        folder.write_text("")
        trap_dir = None
    else:
        folder.mkdir(mode=0o700)
        if kind == "open to all":
            folder.chmod(0o777)
        elif kind == "in a folder anyone can rename":
            base.chmod(0o777)  # not sticky: anyone may swap our folder for theirs
        elif os.geteuid() == 0:
            os.chown(folder, 65534, 65534)
        else:
            pytest.skip("making another user's folder needs root")
    trap = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    if trap_dir is not None:
        trap.bind(str(trap_dir / (name + ".sock")))
        trap.listen(4)
    trap.setblocking(False)
    try:
        claim = claim_or_hand_over(["paciencia://freecell/617"], timeout_ms=300, find_ms=200)
        assert claim is not None  # a window of its own
        if trap_dir is not None:
            with pytest.raises(BlockingIOError):
                trap.accept()  # nobody ever connected
        assert claim.address == str(cache / f"paciencia-{os.geteuid()}" / (name + ".sock"))
        claim.release()
    finally:
        trap.close()


def test_with_no_folder_to_trust_a_launch_still_opens_its_window(shared_tmp, monkeypatch):
    base, cache = shared_tmp
    (base / f"paciencia-{os.geteuid()}").write_text("")
    monkeypatch.setattr(socket_folder, "cache_dir", lambda: base / "not-a-folder" / "cache")
    (base / "not-a-folder").write_text("")
    claim = claim_or_hand_over(["paciencia://freecell/617"], find_ms=200)
    assert claim is not None and claim.address is None
    assert not InstanceServer(claim).listen()  # the window works alone
    claim.release()


def test_a_deleted_data_folder_does_not_let_a_second_window_open(window, qtbot, runtime):  # noqa: F811
    """Issue 36 §5: the data folder (and instance.lock in it) deleted while a window runs;
    the next launch takes the lock of a new file, but still hands its link to the window."""
    import shutil

    from paciencia.storage.places import data_dir

    claim = _serving(window)
    try:
        shutil.rmtree(data_dir())
        proc = subprocess.Popen([sys.executable, "-c", HAND_OVER, "1000", "paciencia://freecell/618"],
                                env=child_env(), stdin=subprocess.DEVNULL)
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=20000)
        assert proc.returncode == 0  # handed over, no second window
        qtbot.waitUntil(lambda: window.controller.session.table.game is not None
                        and str(window.controller.session.table.game.code) == "paciencia://freecell/618", timeout=5000)
    finally:
        claim.release()
