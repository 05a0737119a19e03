"""Opening a file that could be anything: only an ordinary file, never a wait, a bounded read.

A FIFO blocks ``open`` until a writer comes (for ever), a device can be read without end.
Decks are strangers' folders, and the app's own folders can hold whatever another
program put there; every such file is opened here (decks/deck_files.py, storage/files.py,
ui/launch/relaunch.py). No Qt, nothing but the standard library: a launch reads with it before
it imports the rest.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotOrdinaryFile(OSError):
    """A FIFO, socket, device or folder where a file was expected."""


def open_ordinary(path: Path | str, append: bool = False, follow: bool = True) -> int:
    """A blocking file descriptor of ``path``, opened without blocking first; NotOrdinaryFile
    unless it is an ordinary file (links followed, unless not ``follow``: then a link is an
    OSError), OSError if it cannot be opened. With ``append``, open for appending (made if
    missing, as 0644)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT if append else os.O_RDONLY
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0), 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotOrdinaryFile(f"{path}: not an ordinary file")
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_ordinary(path: Path, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of ``path`` (so a larger file is seen as too large without
    reading it all), as :func:`open_ordinary` opens it."""
    with os.fdopen(open_ordinary(path), "rb") as f:
        size = os.fstat(f.fileno()).st_size
        # Sized by the file, not the limit: a 64 MB limit would allocate 64 MB to read 4 MB.
        data = f.read(min(limit, size) + 1)
        if size < len(data) <= limit:  # it grew since: the rest, up to the limit
            data += f.read(limit + 1 - len(data))
        return data
