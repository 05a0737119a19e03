"""One window per data folder (T-6): a second launch hands its link to the running window (C-2).

The desktop entry declares ``x-scheme-handler/paciencia``, so clicking a
``paciencia://`` link starts ``paciencia LINK``. If a window is already open on the
same files, that second process connects to the first one's local socket, sends its
arguments as one JSON line and exits (:mod:`.instance_protocol`); the running window
decides what to do with them (:mod:`.instance_server` reads and checks the line).

What one window at a time protects is the player's files, so the guarantee is tied to
the data folder, not to the environment a launch happens to have ($USER,
$XDG_RUNTIME_DIR, a socket file someone removed):

- the launch that holds ``fcntl.flock`` on ``instance.lock`` **in the data folder** is
  the first instance. The kernel drops the lock when the process ends, however it ends.
  It binds and listens at once, before its window exists (a launch 50 ms later already
  queues on that socket), and writes the socket's address into the lock file;
- the folder may be deleted under a running window, its lock file with it: a launch that
  then takes the lock of a new file still finds the window by its socket, named after the
  data folder's path, and hands over to it while it answers there;
- any other launch on that data folder finds the lock held, reads the address there,
  connects, checks that the peer is this user, sends its line and waits for the
  one-byte answer. A holder that does not answer yet (between its lock and its
  ``listen``) is retried for ``FIND_MS``; one that never does means a window is open
  on these files that this launch cannot reach: it says so (:class:`Unreachable`)
  and exits without writing anything;
- the socket lives in a private folder of this user's (:mod:`.socket_folder`), named
  after the data folder's real path, so two data folders never share one. A data
  folder that cannot hold the lock (not a folder, read-only) gets a window that
  writes nothing there anyway, alone.

Start-up cost decides the shape: every launch asks "is a window already
open?" before its own window exists, so on POSIX all this is done with
``_socket``, ``fcntl`` and ``os`` (tens of microseconds) instead of importing
QtNetwork (about 12 ms), and only a second launch loads the sending side. The
``QLocalServer`` adopts the listening socket after the first frame. On Windows,
Qt's named pipe is used as before.
"""

from __future__ import annotations

import os
import re
import stat
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ... import APP_ID
from ...core.loading import Feature
from ...digest import short_digest
from ...storage.places import data_dir
from .socket_folder import PATH_MAX, current_uid, is_private, private_folder

if os.name == "posix":  # the lock and the listening socket of every launch (Windows: Qt's named pipe)
    import _socket
    import fcntl

if TYPE_CHECKING:
    from pwd import struct_passwd

PROTOCOL = "paciencia.ui.instance.instance_protocol"
"""The sending side, loaded by a second launch only: the first never sends."""
SEND: Feature[Callable[[str, list[str], int], bool]] = Feature(f"{PROTOCOL}:send")
SEND_WITH_QT: Feature[Callable[[str, list[str], int], bool]] = Feature(f"{PROTOCOL}:send_with_qt")
ACCOUNT: Feature[Callable[[int], struct_passwd]] = Feature("pwd:getpwuid")
"""The account's record, asked only when the environment names no user (POSIX only)."""


class Server(Protocol):
    """The server reading a claim's socket (:class:`.instance_server.InstanceServer`), as
    the claim ends it."""

    def close(self) -> None: ...

    def deleteLater(self) -> None: ...  # noqa: N802 - Qt API

TIMEOUT_MS = 1000
"""How long a second launch waits on one connection (the running window may be busy)."""
FIND_MS = 2000
"""How long a launch keeps trying a first instance that holds the lock but does not answer."""
RETRY_S = 0.01
BACKLOG = 16
"""Launches that can queue before the window's server takes the socket over."""


def _user() -> str:
    """getpass.getuser()'s answer without importing getpass (and termios): 1 ms less per launch."""
    for variable in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        user = os.environ.get(variable)
        if user:
            return user
    try:
        return ACCOUNT()(os.getuid()).pw_name
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


# --- the launch ---------------------------------------------------------------------

class Claim:
    """What the first instance holds until it quits.

    ``address`` is where its server listens (None: nowhere trustworthy, so no
    server: the window works alone); ``descriptor`` the socket already listening
    there, until the server adopts it; ``lock`` the descriptor holding the flock;
    ``server`` the :class:`~.instance_server.InstanceServer` reading the socket, once it started
    (:func:`paciencia.ui.instance.instance_server.serve`).
    """

    # A plain class: @dataclass would cost every launch 0.8 ms to build its methods.
    __slots__ = ("address", "descriptor", "lock", "server")

    def __init__(self, address: str | None, descriptor: int = -1, lock: int = -1) -> None:
        self.address = address
        self.descriptor = descriptor
        self.lock = lock
        self.server: Server | None = None

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
        return None if SEND_WITH_QT()(name, args, timeout_ms) else Claim(name)
    lock = _open_lock()
    if lock < 0:
        return Claim(None)  # no data folder to lock: this window writes nothing there
    deadline = time.monotonic() + find_ms / 1000
    while True:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # held: a window is open on these files
            address = _holder_address(lock)
            if address is not None and SEND()(address, args, timeout_ms):
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
        path = os.path.join(folder, name + ".sock")
        while _answers(path):
            # A window still listens for this data folder, though its lock file went with the
            # folder (deleted while it ran, issue 36 §5): it is the first instance, not us.
            if SEND()(path, args, timeout_ms):
                os.close(lock)
                return None
            if time.monotonic() >= deadline:
                os.close(lock)
                raise Unreachable(str(data_dir()))
            time.sleep(RETRY_S)
        claim = _listen(path, lock)
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
    if not address.startswith("/") or "\n" in address or len(address.encode()) >= PATH_MAX:
        return None
    try:
        st = os.lstat(address)
    except OSError:
        return None
    if not stat.S_ISSOCK(st.st_mode) or st.st_uid != current_uid() or not is_private(os.path.dirname(address)):
        return None
    return address


def _answers(path: str) -> bool:
    """Whether a window of this user's listens at ``path`` (a crashed one's file refuses)."""
    try:
        st = os.lstat(path)
    except OSError:
        return False  # the usual launch: no socket file, one system call
    if not stat.S_ISSOCK(st.st_mode) or st.st_uid != current_uid():
        return False
    probe = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        probe.settimeout(TIMEOUT_MS / 1000)
        probe.connect(path)
        return True
    except OSError:  # refused: nobody listens there any more
        return False
    finally:
        probe.close()


def _listen(path: str, lock: int) -> Claim:
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


def send_to_running(args: list[str], name: str | None = None, timeout_ms: int = TIMEOUT_MS) -> bool:
    """True if a running app took ``args``; False if none answered (nothing is claimed)."""
    name = name or server_name()
    if os.name != "posix":
        return SEND_WITH_QT()(name, args, timeout_ms)
    lock = _open_lock()
    if lock < 0:
        return False
    try:
        address = _holder_address(lock)
    finally:
        os.close(lock)
    return address is not None and SEND()(address, args, timeout_ms)
