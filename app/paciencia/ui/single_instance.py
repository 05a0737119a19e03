"""One app per player: a second launch hands its link to the running window (C-2).

The desktop entry declares ``x-scheme-handler/paciencia``, so clicking a
``paciencia://`` link starts ``paciencia LINK``. If a window is already open,
that second process connects to the first one's local socket, sends its
arguments as one JSON line and exits; the running window opens the deal.
The server name is derived from the user and the app id (and from
``PACIENCIA_HOME`` when set, so tests and portable installs stay separate).
"""

from __future__ import annotations

import getpass
import hashlib
import json
import os
import re

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from .. import APP_ID
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
        name += "-" + hashlib.sha1(os.path.abspath(home).encode()).hexdigest()[:10]
    return name


def send_to_running(args: list[str], name: str | None = None, timeout_ms: int = TIMEOUT_MS) -> bool:
    """True if a running app took ``args``; False if none is listening."""
    sock = QLocalSocket()
    sock.connectToServer(name or server_name())
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
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        if self.server.listen(self.name):
            return True
        # a socket left behind by a crashed instance: nobody answered, so take it over
        QLocalServer.removeServer(self.name)
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
