"""The first instance's ear: reads later launches' requests without ever blocking the window (C-2).

Anything may connect to the socket (in practice only this user's processes:
:mod:`.socket_folder` keeps it in a private folder), so nothing a client
does may cost the window more than a few microseconds per event:

- lines are read as they arrive (``readyRead``), never waited for;
- a client gets ``MAX_LINE`` bytes (Qt buffers no more than that for it) and
  ``CLIENT_MS`` to send its line, then it is closed; at most ``MAX_CLIENTS``
  are served at once: when they are all taken, the one that has waited longest
  is closed to make room (a real launch writes its line the moment it connects,
  so idle clients can never keep a launch out, issue 36 §4);
- the line must be a JSON list of at most a few short printable strings
  (:func:`parse_request`); anything else is dropped with no effect.

A valid request is answered with one byte and passed on by ``received``: the
window decides what it means (and may ask the player first, C-13); the server
never acts on it.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from .instance_protocol import MAX_ARG_CHARS, MAX_ARGS, MAX_LINE, TAKEN, peer_uid
from .single_instance import Claim
from .socket_folder import current_uid

MAX_CLIENTS = 8
CLIENT_MS = 2000
"""A launch writes its line as soon as it connects; one that has not after this is closed."""
SWEEP_MS = 100


def parse_request(line: bytes) -> list[str] | None:
    """The arguments in one request line, or None if it is not exactly a short list of short strings."""
    if len(line) > MAX_LINE:
        return None
    try:
        value = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: deep nesting
        return None
    if not isinstance(value, list) or len(value) > MAX_ARGS:
        return None
    if not all(isinstance(a, str) and len(a) <= MAX_ARG_CHARS and a.isprintable() for a in value):
        return None  # isprintable() also refuses lone surrogates, which Qt cannot take
    return value


class _Client:
    __slots__ = ("data", "deadline")

    def __init__(self, deadline: float) -> None:
        self.data = bytearray()
        self.deadline = deadline


class InstanceServer(QObject):
    """Listens for later launches on the socket ``claim`` holds; ``received`` carries their arguments.

    Sockets are connected to bound methods (found again by ``sender()``), never to
    closures: Qt drops those connections with this object, and each socket's are
    cut before it is closed, so no Python code runs while Qt deletes one.
    """

    received = Signal(list)

    def __init__(self, claim: Claim, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.claim = claim
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self.clients: dict[QLocalSocket, _Client] = {}
        self.sweeper = QTimer(self)
        self.sweeper.setInterval(SWEEP_MS)
        self.sweeper.timeout.connect(self._sweep)

    def listen(self) -> bool:
        """Take over the claimed socket (POSIX: already listening, launches may be queued on it)."""
        if self.claim.descriptor >= 0:
            return bool(self.server.listen(self.claim.take_descriptor()))
        if self.claim.address is not None and os.name != "posix":
            return bool(self.server.listen(self.claim.address))  # Windows: a named pipe
        return False  # nowhere trustworthy to listen: this window works alone

    def close(self) -> None:
        for sock in list(self.clients):
            self._drop(sock)
        self.sweeper.stop()
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if not self._same_user(sock):
                sock.abort()
                sock.deleteLater()
                continue
            if len(self.clients) >= MAX_CLIENTS:  # full: the client that has waited longest goes
                self._drop(min(self.clients, key=lambda c: self.clients[c].deadline))
            sock.setReadBufferSize(MAX_LINE + 1)  # Qt reads no more than that from the kernel
            self.clients[sock] = _Client(time.monotonic() + CLIENT_MS / 1000)
            sock.readyRead.connect(self._ready)
            sock.disconnected.connect(self._gone)
            if not self.sweeper.isActive():
                self.sweeper.start()
            if sock.bytesAvailable():  # it wrote before the server took the socket over
                self._read(sock)

    @staticmethod
    def _same_user(sock: QLocalSocket) -> bool:
        if os.name != "posix":
            return True  # the pipe's access list (UserAccessOption) keeps others out
        fd = int(sock.socketDescriptor())
        owner = peer_uid(fd) if fd >= 0 else None
        return owner is None or owner == current_uid()

    def _ready(self) -> None:
        sock = self.sender()
        if isinstance(sock, QLocalSocket):
            self._read(sock)

    def _gone(self) -> None:
        sock = self.sender()
        if isinstance(sock, QLocalSocket):
            self._drop(sock)

    def _sweep(self) -> None:
        now = time.monotonic()
        for sock, client in list(self.clients.items()):
            if client.deadline <= now:
                self._drop(sock)  # silent or dripping: its time is up
        if not self.clients:
            self.sweeper.stop()

    def _read(self, sock: QLocalSocket) -> None:
        client = self.clients.get(sock)
        if client is None:
            return
        start = len(client.data)
        room = MAX_LINE + 1 - start
        client.data += bytes(sock.read(min(int(sock.bytesAvailable()), room)).data())
        end = client.data.find(b"\n", start)
        if end < 0:
            if len(client.data) > MAX_LINE:
                self._drop(sock)  # no line fits: a flood, not a launch
            return
        args = parse_request(bytes(client.data[:end]))
        if args is None:
            self._drop(sock)
            return
        self._let_go(sock)
        sock.write(TAKEN)
        sock.flush()  # now: the window may quit before the event loop would write it
        sock.disconnected.connect(sock.deleteLater)
        sock.disconnectFromServer()
        # Last, with no client state left: a slot may open a dialog and run events.
        self.received.emit(args)

    def _let_go(self, sock: QLocalSocket) -> None:
        del self.clients[sock]
        sock.readyRead.disconnect(self._ready)
        sock.disconnected.disconnect(self._gone)

    def _drop(self, sock: QLocalSocket) -> None:
        if sock not in self.clients:
            return
        self._let_go(sock)
        sock.abort()
        sock.deleteLater()


def serve(claim: Claim, on_request: Callable[[list[str]], None], parent: QObject) -> InstanceServer:
    """Start reading later launches' requests on the socket ``claim`` holds; each goes to
    ``on_request``. The claim keeps the server (released with it)."""
    server = claim.server = InstanceServer(claim, parent)
    server.received.connect(on_request)
    server.listen()
    return server
