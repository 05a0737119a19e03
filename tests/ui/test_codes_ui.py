"""C-2 in the window: the title and status show the code, Copy game code, Play game
number…, a link on the command line, and a link sent to the running app."""

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox  # noqa: E402

from paciencia.core.codes import GameCode, GameCodeError  # noqa: E402
from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.ui import commands  # noqa: E402
from paciencia.ui.dialogs.play_number import interpret  # noqa: E402
from paciencia.ui.main_window import MainWindow  # noqa: E402
from paciencia.ui.single_instance import InstanceServer, send_to_running, server_name  # noqa: E402

from .helpers import open_game  # noqa: E402

APP = Path(__file__).resolve().parents[2] / "app"


def test_title_and_status_show_the_code(window):
    open_game(window, "spider", 77, suits=2)
    code = "paciencia://spider/77?suits=2"
    assert "Spider" in window.windowTitle() and code in window.windowTitle()
    assert window.status.code.text() == code


def test_copy_game_code(window):
    open_game(window, "freecell", 11982)
    window.acts["copy"].trigger()
    assert QGuiApplication.clipboard().text() == "paciencia://freecell/11982"


def test_play_number_dialog(window):
    open_game(window, "klondike", 3, draw=3, passes=2)
    d = commands.make_play_number(window.controller)
    ok = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    d.entry.setText("4711")  # a number: this game with its options
    assert ok.isEnabled() and str(d.code) == "paciencia://klondike/4711?draw=3&passes=2&guaranteed=0"
    assert "4711" in d.feedback.text()
    for text, says in [
        ("0", "positive whole number"),
        ("12ab", "neither a deal number nor a game code"),
        ("paciencia://klondike/12?draw=2", "Bad value “2” for option “draw”: use 1, 3."),
        ("paciencia://golf/3", "Unknown game “golf”"),
        ("paciencia://spider/3?suits=4&suits=1", "given twice"),
    ]:
        d.entry.setText(text)
        assert not ok.isEnabled() and d.code is None, text
        assert says in d.feedback.text(), (text, d.feedback.text())
    d.entry.setText(" paciencia://pyramid/9?level=random ")  # a whole link: any game
    assert ok.isEnabled()
    d.accept()
    commands.open_checked(window.controller, d.code)
    assert str(window.controller.session.game.code) == "paciencia://pyramid/9?level=random"


def test_a_number_alone_needs_a_game():
    with pytest.raises(GameCodeError) as e:
        interpret("15", None)
    assert "needs a game" in str(e.value)


def test_pyramid_levels_refuse_numbers_outside_their_list(window, monkeypatch):
    from paciencia.core.games.pyramid import levels

    monkeypatch.setattr(levels, "numbers_set", lambda level: frozenset({"easy": [5, 8], "standard": [9, 12]}[level]))
    window.controller.settings.set_option("pyramid", "level", "easy")
    assert all(window.controller.code_for("pyramid").number in (5, 8) for _ in range(10))
    open_game(window, "pyramid", 5, level="easy")
    d = commands.make_play_number(window.controller)
    d.entry.setText("6")
    assert d.code is None and "not in the easy list" in d.feedback.text()
    d.entry.setText("8")
    assert d.code is not None


def test_a_link_on_the_command_line_opens_that_deal(qtbot):
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    w.controller.start(["paciencia://klondike/31?draw=3&passes=1"])
    assert str(w.controller.session.game.code) == "paciencia://klondike/31?draw=3&passes=1&guaranteed=0"
    assert w.controller.session.game.rules.draw == 3 and w.controller.session.game.rules.pass_limit == 1
    w.close()


def test_a_second_launch_hands_its_link_to_the_running_window(window, qtbot):
    server = InstanceServer()
    assert server.listen()
    server.received.connect(window.controller.open_remote)
    try:
        env = dict(os.environ, PYTHONPATH=str(APP) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        script = (
            "import sys; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
            "from paciencia.ui.single_instance import send_to_running;"
            "sys.exit(0 if send_to_running(sys.argv[1:]) else 5)"
        )
        proc = subprocess.Popen([sys.executable, "-c", script, "paciencia://freecell/617"], env=env)
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=20000)
        assert proc.returncode == 0
        qtbot.waitUntil(lambda: window.controller.session.game is not None, timeout=5000)
        assert str(window.controller.session.game.code) == "paciencia://freecell/617"
    finally:
        server.close()
    assert not send_to_running(["x"], timeout_ms=200)  # nobody listening any more


def test_remote_game_request_opens_that_game(window):
    window.controller.open_remote(["--game", "spider"])
    assert window.controller.session.game.code.game == "spider"
    window.controller.open_remote(["paciencia://klondike/0"])  # a bad link: said, nothing changes
    assert window.controller.session.game.code.game == "spider"
    assert "positive whole number" in window.status.currentMessage()


def test_server_name_is_per_user_and_home(monkeypatch, tmp_path):
    a = server_name()
    monkeypatch.setenv("PACIENCIA_HOME", str(tmp_path / "other"))
    assert server_name() != a and "paciencia" in server_name().lower()
    assert json.dumps(server_name())  # plain text
    assert isinstance(GameCode, type)


@pytest.fixture
def short_tmp():
    """A short runtime dir: socket paths hold about 100 bytes, pytest's tmp_path is longer."""
    import shutil
    import tempfile

    path = Path(tempfile.mkdtemp(prefix="pc-", dir="/tmp"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.mark.skipif(os.name != "posix", reason="the socket-file probe is POSIX only")
def test_a_dead_instances_socket_is_not_taken_for_a_running_window(short_tmp, monkeypatch):
    """C-2: after a crash the socket file stays; the next launch must open its own window."""
    import socket

    from paciencia.ui.single_instance import server_address

    tmp_path = short_tmp
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    path = server_address()
    assert path.startswith(str(tmp_path))
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(path)  # the file exists, nobody listens
    dead.close()
    assert os.path.exists(path)
    assert not send_to_running(["paciencia://klondike/3"], timeout_ms=200)
    server = InstanceServer()
    try:
        assert server.listen()  # the stale file is taken over
        assert server.server.fullServerName() == path
    finally:
        server.close()


def test_the_window_listens_for_later_launches_once_it_is_up(short_tmp, tmp_path):
    """A second launch finds the first one's server (started after its first frame)
    and the running window opens the link it was sent. Run in its own process: it
    goes through run() and its event loop, as a launch does."""
    script = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from paciencia.ui import main_window
from paciencia.ui.single_instance import send_to_running
app = QApplication([])
seen = {}
def probe():
    seen["sent"] = send_to_running(["paciencia://freecell/617"], timeout_ms=2000)
def finish():
    for w in QApplication.topLevelWidgets():
        if isinstance(w, main_window.MainWindow):
            seen["code"] = str(w.controller.session.game.code) if w.controller.session.game else None
            w.close()
    app.quit()
QTimer.singleShot(main_window.SERVE_AFTER_MS + 200, probe)
QTimer.singleShot(main_window.SERVE_AFTER_MS + 1000, finish)
code = main_window.run(["paciencia://klondike/5"])
print(code, seen.get("sent"), seen.get("code"))
"""
    env = dict(os.environ, PYTHONPATH=str(APP) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               XDG_RUNTIME_DIR=str(short_tmp), PACIENCIA_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert out.stdout.split() == ["0", "True", "paciencia://freecell/617"], out.stderr[-2000:]
