"""C-2: whatever connects to the instance socket, the window stays responsive and unchanged.

The server used to read each connection on the UI thread, waiting up to a second for a line of
any length: a silent client froze the window, a flood grew memory without bound, a deep JSON
nesting raised. Each such client is tried here against the running window.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from paciencia.ui.instance import instance_server
from paciencia.ui.instance.instance_protocol import MAX_ARG_CHARS, MAX_ARGS, MAX_LINE, TAKEN, request_line
from paciencia.ui.instance.instance_server import MAX_CLIENTS, InstanceServer, parse_request
from paciencia.ui.instance.single_instance import claim_or_hand_over

from .helpers import open_game
from .instance_helpers import runtime  # noqa: F401  (a fixture)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="clients connect with AF_UNIX")

CLIENT_MS = 400  # the server's patience with one client, shortened for the tests


class Client:
    """A raw client writing ``data`` from its own thread (a flood must not stall the test itself)."""

    def __init__(self, address: str, data: bytes = b"", repeat: int = 1) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(10)
        self.sock.connect(address)
        self.sent = 0
        self.error: OSError | None = None
        self.answer: bytes | None = None
        self.thread = threading.Thread(target=self._run, args=(data, repeat), daemon=True)
        self.thread.start()

    def _run(self, data: bytes, repeat: int) -> None:
        try:
            for _ in range(repeat):
                if data:
                    self.sock.sendall(data)
                    self.sent += len(data)
            self.answer = self.sock.recv(1)  # b"" once the server closes it
        except OSError as e:  # reset or broken pipe: the server cut it off
            self.error = e

    def done(self) -> bool:
        return not self.thread.is_alive()

    def close(self) -> None:
        try:
            self.sock.shutdown(socket.SHUT_RDWR)  # wakes the thread's recv (close alone does not)
        except OSError:
            pass  # the server closed it already
        self.sock.close()
        self.thread.join(5)


@pytest.fixture
def served(window, runtime, monkeypatch):  # noqa: F811
    """The running window with its server, as run() wires it; ``seen`` lists what was passed on."""
    monkeypatch.setattr(instance_server, "CLIENT_MS", CLIENT_MS)
    open_game(window, "klondike", 5, draw=1, passes=0)
    claim = claim_or_hand_over([])
    assert claim is not None and claim.address
    claim.server = InstanceServer(claim)
    seen: list[list[str]] = []
    claim.server.received.connect(seen.append)
    claim.server.received.connect(window.controller.open_remote)
    assert claim.server.listen()
    yield claim, seen
    claim.release()


def code(window) -> str:
    return str(window.controller.session.table.game.code)


def rss() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_a_launch_is_passed_on_as_a_request(served, window, qtbot):
    claim, seen = served
    client = Client(claim.address, request_line(["paciencia://freecell/617"]))
    qtbot.waitUntil(client.done, timeout=5000)
    assert client.answer == TAKEN and seen == [["paciencia://freecell/617"]]
    assert code(window) == "paciencia://freecell/617"  # the window's slot acted, not the server
    client.close()


def test_a_silent_client_neither_blocks_the_window_nor_keeps_its_place(served, window, qtbot, monkeypatch):
    """The window used to wait for a silent client's line (a second each). Given a minute of
    patience, a silent client is still waiting when a launch after it has been served: the
    window served it meanwhile. A silent client given CLIENT_MS is then closed, and no client
    keeps a place."""
    claim, seen = served
    monkeypatch.setattr(instance_server, "CLIENT_MS", 60_000)
    patient = Client(claim.address)  # connects, sends nothing, stays
    launch = Client(claim.address, request_line(["paciencia://spider/3?suits=1"]))
    qtbot.waitUntil(launch.done, timeout=30000)
    assert launch.answer == TAKEN and code(window) == "paciencia://spider/3?suits=1"
    assert not patient.done()  # still connected: served around, not waited for
    patient.close()
    monkeypatch.setattr(instance_server, "CLIENT_MS", CLIENT_MS)
    silent = Client(claim.address)
    qtbot.waitUntil(silent.done, timeout=30000)  # closed after CLIENT_MS
    assert silent.answer in (b"", None) and seen == [["paciencia://spider/3?suits=1"]]
    qtbot.waitUntil(lambda: not claim.server.clients, timeout=30000)
    silent.close()
    launch.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc for the memory")
def test_a_100_mb_flood_is_cut_off_at_the_line_limit(served, window, qtbot):
    claim, seen = served
    before = rss()
    flood = Client(claim.address, b"x" * 1_000_000, repeat=100)  # 100 MB, no newline
    qtbot.waitUntil(flood.done, timeout=20000)
    assert flood.error is not None or flood.answer == b""  # cut off
    assert flood.sent < 10_000_000  # not read: the kernel only buffers what was in flight
    assert rss() - before < 30_000_000  # and not read on the window's thread either
    assert seen == [] and code(window) == "paciencia://klondike/5?draw=1&passes=0&guaranteed=0"
    flood.close()


BAD_LINES = {
    "200 000-deep nesting": b"[" * 200_000 + b"]" * 200_000 + b"\n",
    "20 000-deep nesting (under the line limit)": b"[" * 20_000 + b"]" * 20_000 + b"\n",
    "garbage bytes": bytes(range(256)) * 8 + b"\n",
    "invalid UTF-8": b'["\xff\xfe"]\n',
    "not JSON": b"paciencia://freecell/1\n",
    "an object": b'{"args": ["paciencia://freecell/1"]}\n',
    "a string": b'"paciencia://freecell/1"\n',
    "a number": b"42\n",
    "a list of numbers": b"[1, 2]\n",
    "a nested list": b'[["paciencia://freecell/1"]]\n',
    "too many strings": json.dumps(["a"] * (MAX_ARGS + 1)).encode() + b"\n",
    "a long string": json.dumps(["p" * 5000]).encode() + b"\n",
    "a control character": b'["paciencia://freecell/1\\u0000"]\n',
    "a lone surrogate": b'["\\ud800"]\n',
    "a line over the limit": json.dumps(["a"] * (MAX_LINE // 4)).encode() + b"\n",
}


@pytest.mark.parametrize("line", BAD_LINES.values(), ids=BAD_LINES.keys())
def test_a_bad_request_is_dropped_with_no_effect(served, window, qtbot, line):
    claim, seen = served
    bad = Client(claim.address, line)
    qtbot.waitUntil(bad.done, timeout=5000)
    assert bad.answer != TAKEN
    assert seen == [] and code(window) == "paciencia://klondike/5?draw=1&passes=0&guaranteed=0"
    assert not claim.server.clients
    bad.close()
    good = Client(claim.address, request_line(["--game", "pyramid"]))  # the server still serves
    qtbot.waitUntil(good.done, timeout=5000)
    assert good.answer == TAKEN and seen == [["--game", "pyramid"]]
    good.close()


def test_a_crowd_of_clients_is_turned_away_and_a_launch_still_gets_through(served, window, qtbot):
    claim, seen = served
    crowd = []
    for _ in range(3 * MAX_CLIENTS):
        crowd.append(Client(claim.address))
        QApplication.processEvents()  # the server takes them (or turns them away) as they come
    qtbot.waitUntil(lambda: sum(c.done() for c in crowd) >= 2 * MAX_CLIENTS, timeout=5000)
    assert len(claim.server.clients) <= MAX_CLIENTS
    handed: list[object] = []
    # A real second launch retries while the crowd holds every place, until the silent ones time out.
    launch = threading.Thread(target=lambda: handed.append(claim_or_hand_over(["paciencia://freecell/9"])))
    launch.start()
    qtbot.waitUntil(lambda: not launch.is_alive(), timeout=10000)
    assert handed == [None] and seen == [["paciencia://freecell/9"]]
    for c in crowd:
        c.close()


def test_a_client_that_closes_mid_line_leaves_nothing(served, window, qtbot):
    claim, seen = served
    half = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    half.connect(claim.address)
    half.sendall(b'["paciencia://freecell/1"')  # no newline, then gone
    half.close()
    qtbot.waitUntil(lambda: not claim.server.clients, timeout=5000)
    assert seen == [] and code(window) == "paciencia://klondike/5?draw=1&passes=0&guaranteed=0"


@given(st.lists(st.text(), max_size=20))
def test_every_request_a_launch_sends_passes_the_servers_check(args):
    """A launch's own arguments always reach the window, however odd (cut and cleaned, not refused)."""
    line = request_line(args)
    assert len(line) <= MAX_LINE and line.endswith(b"\n") and line.count(b"\n") == 1
    parsed = parse_request(line[:-1])
    assert parsed is not None and len(parsed) == min(len(args), MAX_ARGS)
    for sent, got in zip(args[:MAX_ARGS], parsed, strict=True):
        if sent.isprintable() and len(sent) <= MAX_ARG_CHARS:
            assert got == sent


def test_eight_silent_clients_never_keep_a_launch_out(served, window, qtbot, monkeypatch):
    """Issue 36 §4: with every place held by an idle client (which the server would keep for
    its whole patience), a launch's link is taken at once: the longest-waiting client goes."""
    monkeypatch.setattr(instance_server, "CLIENT_MS", 60_000)  # the idle ones would stay for a minute
    claim, seen = served
    idle = []
    for _ in range(MAX_CLIENTS):
        idle.append(Client(claim.address))
        QApplication.processEvents()
    qtbot.waitUntil(lambda: len(claim.server.clients) == MAX_CLIENTS, timeout=5000)
    for n in range(12):  # the probe's twelve tries, each while the places are all held
        launch = Client(claim.address, request_line([f"paciencia://freecell/{n + 1}"]))
        qtbot.waitUntil(launch.done, timeout=3000)
        assert launch.answer == TAKEN, f"try {n + 1} was refused"
        launch.close()
        idle.append(Client(claim.address))  # the crowd fills the place again
        qtbot.waitUntil(lambda: len(claim.server.clients) == MAX_CLIENTS, timeout=5000)
    assert seen[-1] == ["paciencia://freecell/12"] and code(window) == "paciencia://freecell/12"
    for c in idle:
        c.close()
