"""Crash files: what a native crash (a fault in Qt or in Python itself, a fatal signal) leaves
for the next launch to offer (issue 33 §3).

Each launch of the window calls :func:`arm`: Python's :mod:`faulthandler` then writes into a
file of this launch's own in the log folder (:func:`..logs.log_dir`),
``crash-<UTC time>-<pid>.txt``, on SIGSEGV, SIGFPE, SIGABRT, SIGBUS and SIGILL: "Fatal Python
error: Segmentation fault" (or the signal's name), the Python stack of every thread and, on
newer Pythons, the extension modules loaded. faulthandler writes from the signal handler in C,
where no other Python code could run. The file's first line, written by :func:`arm`, names the
version, the process, the time, Python and Qt. :func:`disarm`, at a launch's normal end,
removes the file while it holds that line alone: only a crash leaves one (a ``kill -9`` or a
power cut leaves the line alone, which the next launch removes unseen).

The launch holds an ``flock`` on its file while it runs. The next launch's :func:`last_crash`
reads only the files nobody holds, whose process is gone however it ended (a pid could not
tell: a Flatpak's sandbox gives the app the same pid at every launch), renames each one that
holds a crash ``….reported.txt``, so it is offered once, and returns the newest.

Safe: the file is made new (``O_EXCL``: never a FIFO's wait, a link followed or someone's file
written into); a crash file is read only if it is an ordinary file, not a link, and at most
:data:`READ_LIMIT` of it. Bounded: :func:`arm` keeps at most :data:`KEEP` crash files, reported
or not (a crash loop cannot fill the disk): the oldest beyond go, unless a running launch
holds them. Cheap: one listing of the log folder, a file made, a line written; faulthandler is
built in, ``fcntl`` is imported by the launch's single-instance claim anyway.

No Qt here.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import time
from pathlib import Path

if sys.platform != "win32":  # Windows: a file open in a running process cannot be renamed or removed
    import fcntl

from .. import __version__
from ..logs import log_dir
from ..ordinary_files import open_ordinary

PREFIX = "crash-"
SUFFIX = ".txt"
REPORTED = ".reported.txt"
"""A crash file once offered: ``crash-….reported.txt``."""
KEEP = 5
"""Crash files kept in the log folder, this launch's own included."""
READ_LIMIT = 256 * 1024
"""What is read of a crash file (faulthandler writes at most 100 frames of 100 threads)."""
_TRIES = 4
_NEW = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)


class Crash:
    """A crash an earlier launch left: its file (renamed as reported, if that could be done)
    and what is in it; ``earlier``: how many more crash files were found with it and marked
    reported unseen (a crash loop)."""

    # Plain classes: making these two as dataclasses would cost every launch 1.5 ms.
    __slots__ = ("path", "text", "earlier")

    def __init__(self, path: Path, text: str, earlier: int = 0) -> None:
        self.path, self.text, self.earlier = path, text, earlier


class _Armed:
    __slots__ = ("path", "fd", "header", "stderr_before")

    def __init__(self, path: Path, fd: int, header: int, stderr_before: bool) -> None:
        self.path, self.fd = path, fd
        self.header = header  # the first line's length: a file no longer than it holds no crash
        self.stderr_before = stderr_before  # faulthandler wrote to stderr before (PYTHONFAULTHANDLER, pytest)


_armed: _Armed | None = None


def arm(toolkit: str = "") -> Path | None:
    """Make this launch's crash file, point faulthandler at it, trim the old ones; the file, or
    None if none could be made (the launch goes on without it). Called again, it replaces
    what the last call made."""
    global _armed
    disarm()
    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path, fd = _make(folder)
    except OSError:
        return None
    header = (
        f"Paciência {__version__}, process {os.getpid()}, started {time.strftime('%Y-%m-%d %H:%M:%S %z')}: "
        f"Python {sys.version.split()[0]}{f', {toolkit}' if toolkit else ''}, {sys.platform}\n"
    ).encode("utf-8", "replace")
    try:
        _hold(fd)  # before the first byte: an unheld file with a line in it is a dead launch's
        os.write(fd, header)
        armed = _Armed(path, fd, len(header), faulthandler.is_enabled())
        faulthandler.enable(file=fd, all_threads=True)
    except (OSError, RuntimeError, ValueError):
        _remove_own(path, fd)
        os.close(fd)
        return None
    _armed = armed
    trim(folder)
    return path


def disarm() -> None:
    """This launch ended normally: faulthandler off (or back on stderr, where it was), and the
    crash file removed if nothing came after its first line."""
    global _armed
    armed, _armed = _armed, None
    if armed is None:
        return
    faulthandler.disable()
    if armed.stderr_before and sys.__stderr__ is not None:
        try:
            faulthandler.enable(file=sys.__stderr__, all_threads=True)
        except (OSError, RuntimeError, ValueError):
            pass  # stderr closed: nowhere to write
    try:
        if os.fstat(armed.fd).st_size <= armed.header:
            _remove_own(armed.path, armed.fd)
    except OSError:
        pass
    finally:
        os.close(armed.fd)


def own_file() -> Path | None:
    """This launch's crash file, while it is armed."""
    return _armed.path if _armed is not None else None


def last_crash() -> Crash | None:
    """The newest crash an earlier launch left in the log folder, not offered before; every
    such file found is marked reported (renamed). A file of a launch that ended without a
    crash in it (killed, a power cut) is removed."""
    folder = log_dir()
    try:
        names = _crash_names(folder)
    except OSError:
        return None
    own = own_file()
    found: list[Crash] = []
    for name in names:
        if name.endswith(REPORTED) or (own is not None and name == own.name):
            continue
        crash = _take(folder / name)
        if crash is not None:
            found.append(crash)
    if not found:
        return None
    return Crash(found[-1].path, found[-1].text, len(found) - 1)


def trim(folder: Path, keep: int = KEEP) -> None:
    """At most ``keep`` crash files in ``folder``: the oldest beyond go (whatever they are:
    a link or a FIFO is removed, never followed), but not one a running launch holds."""
    try:
        names = _crash_names(folder)
    except OSError:
        return
    for name in names[: max(0, len(names) - keep)]:
        path = folder / name
        if _held(path):
            continue
        try:
            os.unlink(path)
        except OSError:
            pass  # a folder by that name, or a read-only folder: left as it is


def _crash_names(folder: Path) -> list[str]:
    """The crash files' names, oldest first (they begin with the UTC time they were made)."""
    return sorted(n for n in os.listdir(folder) if n.startswith(PREFIX) and n.endswith(SUFFIX))


def _make(folder: Path) -> tuple[Path, int]:
    """A new file for this launch: a name nobody has (another launch in the same second with
    the same pid, as in two sandboxes, gets the next one)."""
    stamp = _stamp()
    for n in range(_TRIES):
        path = folder / f"{PREFIX}{stamp}-{os.getpid()}{f'-{n}' if n else ''}{SUFFIX}"
        try:
            return path, os.open(path, _NEW, 0o600)
        except FileExistsError:
            continue
    raise FileExistsError(f"{folder}: no free name for a crash file")


def _stamp() -> str:
    """Now in UTC, as a crash file's name begins: names sort as their files were made."""
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())


def _take(path: Path) -> Crash | None:
    """The crash in ``path`` if its launch is over and left one (then marked reported)."""
    try:
        fd = open_ordinary(path, follow=False)  # a link, a FIFO, a folder: not a crash file
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        if not _free(f.fileno(), path.name):
            return None  # its launch is running
        data = f.read(READ_LIMIT + 1)
    if not data:
        return None  # being made this instant: its header comes next
    text = data[:READ_LIMIT].decode("utf-8", "replace") + ("\n…\n" if len(data) > READ_LIMIT else "")
    if not text.partition("\n")[2].strip():
        try:
            os.unlink(path)  # its first line alone: that launch ended without a crash
        except OSError:
            pass
        return None
    reported = path.with_name(path.name[: -len(SUFFIX)] + REPORTED)
    try:
        os.replace(path, reported)
    except OSError:
        reported = path  # a read-only folder: offered again next time
    return Crash(reported, text)


def _hold(fd: int) -> None:
    """Hold this launch's file until the process ends (the lock goes with it, however it ends)."""
    if sys.platform == "win32":
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        pass  # a file system without locks: others fall back on the pid in its name


def _free(fd: int, name: str) -> bool:
    """Whether no running launch holds the file open as ``fd``."""
    if sys.platform == "win32":
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:  # no locks on this file system: whether the pid in the name runs
        return not _pid_runs(name)
    return True


def _held(path: Path) -> bool:
    """Whether a running launch holds ``path``; not for anything but an ordinary file."""
    try:
        fd = open_ordinary(path, follow=False)
    except OSError:
        return False
    try:
        return not _free(fd, path.name)
    finally:
        os.close(fd)


def _pid_runs(name: str) -> bool:
    parts = name[len(PREFIX):].split(".")[0].split("-")
    try:
        pid = int(parts[1])
        os.kill(pid, 0)
    except (IndexError, ValueError):
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def _remove_own(path: Path, fd: int) -> None:
    """Remove ``path`` if it is still the file open as ``fd`` (never another's put there since)."""
    try:
        mine, there = os.fstat(fd), os.lstat(path)
        if (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino):
            os.unlink(path)
    except OSError:
        pass
