"""One app per player: a second launch hands its link to the running window (C-2).

The desktop entry declares ``x-scheme-handler/paciencia``, so clicking a
``paciencia://`` link starts ``paciencia LINK``. If a window is already open,
that second process connects to the first one's local socket, sends its
arguments as one JSON line and exits; the running window opens the deal.
The server name is derived from the user and the app id (and from
``PACIENCIA_HOME`` when set, so tests and portable installs stay separate).

Start-up cost decides the shape: every launch asks "is a window already
open?" before its own window exists, so on POSIX the question is asked with
Python's ``socket`` (a few hundred microseconds) instead of importing
QtNetwork (about 12 ms). The server is still a ``QLocalServer`` (it hands
connections to the event loop), listening on the same absolute path the
client connects to, and it is started just after the first frame.
"""

from __future__ import annotations

import getpass
import json
import os
import re
import tempfile

from PySide6.QtCore import QObject, Signal

from .. import APP_ID
from ..digest import short_digest
from ..storage.files import ENV_HOME

TIMEOUT_MS = 1000


def server_name() -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "player"
    name = f"{APP_ID}-{re.sub(r'[^A-Za-z0-9_.-]', '_', user)}"
    home = os.environ.get(ENV_HOME)
    if home:
        name += "-" + short_digest(os.path.abspath(home), 5)
    return name


def server_address(name: str | None = None) -> str:
    """Where the server listens: an absolute socket path on POSIX, Qt's pipe name elsewhere."""
    name = name or server_name()
    if os.name != "posix":
        return name
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    base = runtime if runtime and os.path.isdir(runtime) else tempfile.gettempdir()
    path = os.path.join(base, name)
    # AF_UNIX paths hold 107 bytes; a deep runtime dir falls back to the temp dir.
    return path if len(path.encode()) < 100 else os.path.join("/tmp", name)


def send_to_running(args: list[str], name: str | None = None, timeout_ms: int = TIMEOUT_MS) -> bool:
    """True if a running app took ``args``; False if none is listening."""
    address = server_address(name)
    if os.name != "posix":
        return _send_with_qt(address, args, timeout_ms)
    # _socket, not socket: socket.py turns every constant into an enum at import
    # (1 MB resident, every launch); one AF_UNIX connection needs none of that.
    import _socket

    line = (json.dumps(list(args)) + "\n").encode("utf-8")
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout_ms / 1000)
        sock.connect(address)
        sock.sendall(line)
        try:
            # The server closes once it has read the line; wait for that so the
            # running window has the link before this process exits. A busy
            # window reads it later: the line is already in its socket.
            sock.recv(1)
        except OSError:
            pass
    except OSError:  # no socket file, refused (a dead instance's socket), timeout
        return False
    finally:
        sock.close()
    return True


def _send_with_qt(address: str, args: list[str], timeout_ms: int) -> bool:
    from PySide6.QtNetwork import QLocalSocket

    sock = QLocalSocket()
    sock.connectToServer(address)
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write((json.dumps(list(args)) + "\n").encode("utf-8"))
    ok = sock.waitForBytesWritten(timeout_ms)
    sock.disconnectFromServer()
    if sock.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        sock.waitForDisconnected(timeout_ms)
    return ok


class InstanceServer(QObject):
    """Listens for later launches; ``received`` carries their arguments."""

    received = Signal(list)

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self.name = server_address(name)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        if self.server.listen(self.name):
            return True
        # a socket left behind by a crashed instance: nobody answered, so take it over
        self.server.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        # The client writes its one line right after connecting, so the line is read
        # here at once (waiting at most TIMEOUT_MS): no per-socket state, no callbacks.
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            data = bytearray()
            while b"\n" not in data and (sock.bytesAvailable() or sock.waitForReadyRead(TIMEOUT_MS)):
                data += bytes(sock.readAll().data())
            sock.disconnectFromServer()
            sock.deleteLater()
            try:
                args = json.loads(bytes(data).split(b"\n", 1)[0].decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                continue
            if isinstance(args, list):
                self.received.emit([str(a) for a in args])
