"""One window per data folder (T-6): a second launch hands its link to the running window (C-2).

The desktop entry declares ``x-scheme-handler/paciencia``, so clicking a
``paciencia://`` link starts ``paciencia LINK``. If a window is already open on the
same files, that second process connects to the first one's local socket, sends its
arguments as one JSON line and exits; the running window decides what to do with
them (:mod:`.instance_server` reads and checks the line).

What one window at a time protects is the player's files, so the guarantee is tied to
the data folder, not to the environment a launch happens to have ($USER,
$XDG_RUNTIME_DIR, a socket file someone removed):

- the launch that holds ``fcntl.flock`` on ``instance.lock`` **in the data folder** is
  the first instance. The kernel drops the lock when the process ends, however it ends.
  It binds and listens at once, before its window exists (a launch 50 ms later already
  queues on that socket), and writes the socket's address into the lock file;
- any other launch on that data folder finds the lock held, reads the address there,
  connects, checks that the peer is this user (``SO_PEERCRED`` where the system has
  it), sends its line and waits for the one-byte answer. A holder that does not answer
  yet (between its lock and its ``listen``) is retried for ``FIND_MS``; one that never
  does means a window is open on these files that this launch cannot reach: it says
  so (:class:`Unreachable`) and exits without writing anything;
- the socket lives in a **private folder** (socket paths are short, a data folder's
  may not be), ``paciencia-<uid>`` in ``$XDG_RUNTIME_DIR`` (when it is ours and 0700),
  else in the temp folder, else in the app's cache folder (made if missing). The
  folder is made 0700 and used only if it is a real folder owned by this user with no
  group or other access, in a parent nobody else can rename it in. A folder someone
  else made first is skipped: no data is ever sent to a socket this user did not make.
  The socket is named after the data folder's real path, so two data folders never
  share one. A data folder that cannot hold the lock (not a folder, read-only) gets a
  window that writes nothing there anyway, alone.

Start-up cost decides the shape: every launch asks "is a window already
open?" before its own window exists, so on POSIX all this is done with
``_socket``, ``fcntl`` and ``os`` (tens of microseconds) instead of importing
QtNetwork (about 12 ms). The ``QLocalServer`` adopts the listening socket
after the first frame. On Windows, Qt's named pipe is used as before.
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .. import APP_ID
from ..digest import short_digest
from ..storage.places import APP_NAME, cache_dir, data_dir

if TYPE_CHECKING:
    from .instance_server import InstanceServer


TIMEOUT_MS = 1000
"""How long a second launch waits on one connection (the running window may be busy)."""
FIND_MS = 2000
"""How long a launch keeps trying a first instance that holds the lock but does not answer."""
RETRY_S = 0.01
BACKLOG = 16
"""Launches that can queue before the window's server takes the socket over."""
MAX_ARGS = 8
MAX_ARG_CHARS = 1024
"""A request is a JSON list of at most MAX_ARGS printable strings of at most MAX_ARG_CHARS each."""
MAX_LINE = 64 * 1024
"""Bytes the server reads before it gives up on a client (a valid request is far shorter)."""
TAKEN = b"1"
"""The server's answer once it has the line; a close without it means "try again"."""
_PATH_MAX = 100  # AF_UNIX paths hold 107 bytes; keep a margin


def _user() -> str:
    """getpass.getuser()'s answer without importing getpass (and termios): 1 ms less per launch."""
    for variable in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        user = os.environ.get(variable)
        if user:
            return user
    try:
        import pwd

        return pwd.getpwuid(os.getuid()).pw_name
    except (ImportError, KeyError):
        return "player"


def server_name() -> str:
    """The socket's (and on Windows the pipe's) name: this user's, for this data folder."""
    user = _user()
    name = f"{APP_ID}-{re.sub(r'[^A-Za-z0-9_.-]', '_', user)}"
    return name + "-" + short_digest(os.path.realpath(data_dir()), 5)


LOCK_NAME = "instance.lock"
"""In the data folder: held by the window that owns the folder, and holding its socket's address."""


class Unreachable(RuntimeError):
    """A window holds the data folder but does not answer: this launch must not open another."""


def request_line(args: list[str]) -> bytes:
    """What a second launch sends: its arguments made into a request the server accepts
    (cut to length, unprintable characters replaced), so even a mangled argument reaches
    the window, which says what is wrong with it. At most 4 bytes a character: < MAX_LINE."""
    clean = ["".join(c if c.isprintable() else "\ufffd" for c in str(a)[:MAX_ARG_CHARS]) for a in args[:MAX_ARGS]]
    return (json.dumps(clean, ensure_ascii=False) + "\n").encode("utf-8")


# --- the private folder (POSIX) --------------------------------------------------------

def current_uid() -> int:
    return os.geteuid()


def _safe_parent(base: str) -> bool:
    """Nobody else can rename or replace a folder inside ``base``: it and every folder above it
    belong to this user or root, and any that others may write to is sticky (as /tmp is)."""
    path = os.path.realpath(base)  # /tmp is a link on macOS
    while True:
        try:
            st = os.lstat(path)
        except OSError:
            return False
        shared = st.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
        if not stat.S_ISDIR(st.st_mode) or st.st_uid not in (current_uid(), 0):
            return False
        if shared and not st.st_mode & stat.S_ISVTX:
            return False
        parent = os.path.dirname(path)
        if parent == path:
            return True
        path = parent


def _is_private(path: str) -> bool:
    """A real folder (not a link), owned by this user, closed to everyone else."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == current_uid() and not st.st_mode & 0o077


def _bases() -> Iterator[tuple[str, bool]]:
    """Where the private folder may go, best first, and whether to make that place if missing."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isabs(runtime) and _is_private(runtime):
        yield runtime, False
    yield tempfile.gettempdir(), False
    yield str(cache_dir()), True  # the app's own: made on first use anyway


def private_folder(name: str) -> str | None:
    """The first trustworthy folder for this user's socket and lock, made if needed; None if none is."""
    folder_name = f"{APP_NAME}-{current_uid()}"
    for base, make in _bases():
        folder = os.path.join(base, folder_name)
        if len(os.path.join(folder, name + ".sock").encode()) >= _PATH_MAX:
            continue
        try:
            if make:
                os.makedirs(base, 0o700, exist_ok=True)
        except OSError:
            continue
        if not _safe_parent(base):
            continue
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            pass  # ours from an earlier launch, or someone else's: _is_private tells
        except OSError:
            continue
        if _is_private(folder):
            return folder
    return None


# --- the launch ---------------------------------------------------------------------

class Claim:
    """What the first instance holds until it quits.

    ``address`` is where its server listens (None: nowhere trustworthy, so no
    server: the window works alone); ``descriptor`` the socket already listening
    there, until the server adopts it; ``lock`` the descriptor holding the flock;
    ``server`` the :class:`InstanceServer` reading the socket, once it started
    (:func:`paciencia.ui.instance_server.serve`).
    """

    # A plain class: @dataclass would cost every launch 0.8 ms to build its methods.
    __slots__ = ("address", "descriptor", "lock", "server")

    def __init__(self, address: str | None, descriptor: int = -1, lock: int = -1) -> None:
        self.address = address
        self.descriptor = descriptor
        self.lock = lock
        self.server: InstanceServer | None = None

    def __repr__(self) -> str:
        return f"Claim(address={self.address!r}, descriptor={self.descriptor}, lock={self.lock})"

    def take_descriptor(self) -> int:
        fd, self.descriptor = self.descriptor, -1
        return fd

    def release(self) -> None:
        """Stop being the first instance: the server and the socket file go, then the lock."""
        if self.server is not None:
            self.server.close()
            self.server.deleteLater()  # from the event loop, not whenever Python collects it
            self.server = None
        if self.descriptor >= 0:
            os.close(self.take_descriptor())
        if self.lock >= 0:
            if self.address:
                try:
                    os.unlink(self.address)  # still ours: we hold the lock
                except OSError:
                    pass
            os.close(self.lock)
            self.lock = -1


def claim_or_hand_over(args: list[str], name: str | None = None, timeout_ms: int = TIMEOUT_MS,
                       find_ms: int = FIND_MS) -> Claim | None:
    """None if a running window took ``args`` (this launch is done); else this launch's Claim.
    Unreachable if a window holds the data folder and never answers."""
    name = name or server_name()
    if os.name != "posix":
        return None if _send_with_qt(name, args, timeout_ms) else Claim(name)
    import fcntl

    lock = _open_lock()
    if lock < 0:
        return Claim(None)  # no data folder to lock: this window writes nothing there
    deadline = time.monotonic() + find_ms / 1000
    while True:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # held: a window is open on these files
            address = _holder_address(lock)
            if address is not None and _send(address, args, timeout_ms):
                os.close(lock)
                return None
            if time.monotonic() >= deadline:
                os.close(lock)
                raise Unreachable(str(data_dir())) from None
            time.sleep(RETRY_S)
            continue
        folder = private_folder(name)
        if folder is None:
            return Claim(None, lock=lock)  # the folder is ours; nowhere to listen
        claim = _listen(os.path.join(folder, name + ".sock"), lock)
        if claim.address is not None:
            _tell_address(lock, claim.address)
        return claim


def _open_lock() -> int:
    """The data folder's lock file, open (made with the folder if missing); -1 if it cannot be."""
    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC,
                     0o600)
    except OSError:
        return -1
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError("not an ordinary file")
    except OSError:
        os.close(fd)
        return -1
    return fd


def _tell_address(lock: int, address: str) -> None:
    """Write where this window listens into the lock file it holds."""
    try:
        os.ftruncate(lock, 0)
        os.pwrite(lock, (address + "\n").encode(), 0)
    except OSError:
        pass  # a later launch will not find this window: it says so and writes nothing


def _holder_address(lock: int) -> str | None:
    """Where the lock holder listens, if it said and the place is this user's socket in a
    private folder (nothing is ever sent anywhere else)."""
    try:
        raw = os.pread(lock, 4096, 0)
    except OSError:
        return None
    address = raw.decode("utf-8", "replace").strip()
    if not address.startswith("/") or "\n" in address or len(address.encode()) >= _PATH_MAX:
        return None
    try:
        st = os.lstat(address)
    except OSError:
        return None
    if not stat.S_ISSOCK(st.st_mode) or st.st_uid != current_uid() or not _is_private(os.path.dirname(address)):
        return None
    return address


def _listen(path: str, lock: int) -> Claim:
    import _socket

    try:
        os.unlink(path)  # a crashed instance's socket: only the data folder's lock holder listens
    except FileNotFoundError:
        pass
    except OSError:
        return Claim(None, lock=lock)
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.bind(path)
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        return Claim(None, lock=lock)
    return Claim(path, sock.detach(), lock)


def peer_uid(fd: int) -> int | None:
    """The user on the other end of a connected AF_UNIX socket; None where the system does not say."""
    import _socket

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


def send_to_running(args: list[str], name: str | None = None, timeout_ms: int = TIMEOUT_MS) -> bool:
    """True if a running app took ``args``; False if none answered (nothing is claimed)."""
    name = name or server_name()
    if os.name != "posix":
        return _send_with_qt(name, args, timeout_ms)
    lock = _open_lock()
    if lock < 0:
        return False
    try:
        address = _holder_address(lock)
    finally:
        os.close(lock)
    return address is not None and _send(address, args, timeout_ms)


def _send(path: str, args: list[str], timeout_ms: int) -> bool:
    # _socket, not socket: socket.py turns every constant into an enum at import
    # (1 MB resident, every launch); one AF_UNIX connection needs none of that.
    import _socket

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


def _send_with_qt(address: str, args: list[str], timeout_ms: int) -> bool:
    from PySide6.QtNetwork import QLocalSocket

    sock = QLocalSocket()
    sock.connectToServer(address)
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write(request_line(args))
    if not sock.waitForBytesWritten(timeout_ms):
        return False
    if sock.bytesAvailable() > 0 or sock.waitForReadyRead(timeout_ms):
        taken = bytes(sock.read(1).data()) == TAKEN
    else:  # still connected: a busy window that will read the line; closed: turned away
        taken = sock.state() == QLocalSocket.LocalSocketState.ConnectedState
    sock.disconnectFromServer()
    if sock.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        sock.waitForDisconnected(timeout_ms)
    return taken
