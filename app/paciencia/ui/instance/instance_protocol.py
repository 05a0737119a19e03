"""What a second launch says to the running window, and how it says it (C-2, T-6).

A request is one JSON line: a list of at most ``MAX_ARGS`` printable strings of at
most ``MAX_ARG_CHARS`` each (:func:`request_line` makes any arguments into one; the
window's :mod:`.instance_server` checks it). The server answers ``TAKEN`` once it has
the line, so the running window has the link before the second launch exits; a close
without it means "try again". Only this user's window is told anything: the peer on
the other end must be this user (``SO_PEERCRED`` where the system has it).

On POSIX the line goes through ``_socket`` (no QtNetwork before the window exists);
on Windows through Qt's named pipe.
"""

from __future__ import annotations

import _socket  # not socket: socket.py makes every constant an enum at import (1 MB resident)
import json
import os
import sys
from typing import TYPE_CHECKING

from ...core.loading import Feature
from .socket_folder import current_uid

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalSocket

LOCAL_SOCKET: Feature[type[QLocalSocket]] = Feature("PySide6.QtNetwork:QLocalSocket")
"""Qt's local socket (Windows: a named pipe): QtNetwork costs a launch about 12 ms."""

MAX_ARGS = 8
MAX_ARG_CHARS = 1024
"""A request is a JSON list of at most MAX_ARGS printable strings of at most MAX_ARG_CHARS each."""
MAX_LINE = 64 * 1024
"""Bytes the server reads before it gives up on a client (a valid request is far shorter)."""
TAKEN = b"1"
"""The server's answer once it has the line; a close without it means "try again"."""


def request_line(args: list[str]) -> bytes:
    """What a second launch sends: its arguments made into a request the server accepts
    (cut to length, unprintable characters replaced), so even a mangled argument reaches
    the window, which says what is wrong with it. At most 4 bytes a character: < MAX_LINE."""
    clean = ["".join(c if c.isprintable() else "\ufffd" for c in str(a)[:MAX_ARG_CHARS]) for a in args[:MAX_ARGS]]
    return (json.dumps(clean, ensure_ascii=False) + "\n").encode("utf-8")


def peer_uid(fd: int) -> int | None:
    """The user on the other end of a connected AF_UNIX socket; None where the system does not say."""
    option = getattr(_socket, "SO_PEERCRED", None)
    if option is None:
        return None
    dup = _socket.socket(fileno=os.dup(fd))
    try:
        cred = dup.getsockopt(_socket.SOL_SOCKET, option, 12)  # struct ucred: pid, uid, gid
    except OSError:
        return None
    finally:
        dup.close()
    return int.from_bytes(cred[4:8], sys.byteorder)


def send(path: str, args: list[str], timeout_ms: int) -> bool:
    """True if the window listening at ``path`` took ``args``."""
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout_ms / 1000)
        sock.connect(path)
        owner = peer_uid(sock.fileno())
        if owner is not None and owner != current_uid():
            return False  # not this user's window: it gets nothing
        sock.sendall(request_line(args))
        try:
            # The server answers once it has read the line, so the running window has
            # the link before this process exits; it closes without a word if it
            # turned the connection away (too many at once): try again.
            return sock.recv(1) == TAKEN
        except TimeoutError:
            return True  # a busy window (or one still starting): the line waits in its socket
    except OSError:  # no socket file, refused (nobody listens), reset
        return False
    finally:
        sock.close()


def send_with_qt(address: str, args: list[str], timeout_ms: int) -> bool:
    """:func:`send` through Qt's local socket (Windows: a named pipe)."""
    local_socket = LOCAL_SOCKET()
    sock = local_socket()
    sock.connectToServer(address)
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write(request_line(args))
    if not sock.waitForBytesWritten(timeout_ms):
        return False
    if sock.bytesAvailable() > 0 or sock.waitForReadyRead(timeout_ms):
        taken = bytes(sock.read(1).data()) == TAKEN
    else:  # still connected: a busy window that will read the line; closed: turned away
        taken = sock.state() == local_socket.LocalSocketState.ConnectedState
    sock.disconnectFromServer()
    if sock.state() != local_socket.LocalSocketState.UnconnectedState:
        sock.waitForDisconnected(timeout_ms)
    return taken
