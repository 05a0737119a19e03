"""Appending one whole line to a file so that no failure spoils what it held before (T-6).

``os.write`` may write part of what it is given (a full disk, a signal, a quota), and
``fsync`` may fail after the bytes are in the page cache. Either way the line must not
stay half there: the next line would be glued to it and the reader would lose both. So a
line is written in as many calls as it takes; if any of them fails, or the sync does, the
file is cut back to the length it had before, and the caller hears the error. The file
then holds exactly what it held before the append.

The caller also says how long it expects the file to be (what its own appends left):
a file of another length was changed by someone else (removed, rewritten, truncated), and
appending to it would build on something the caller does not know, so it is refused
with :class:`FileChanged` before a byte is written.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from ..ordinary_files import NotOrdinaryFile


class FileChanged(OSError):
    """The file is not the length the caller's own appends left: someone else changed it."""


def append_line(path: Path, line: bytes, expected_size: int) -> int:
    """Append ``line`` (ending in a newline) to ``path``, made if missing, and fsync it.

    ``expected_size`` is the length the file must have now (0: missing or empty). Answers
    the new length. Raises OSError (the file unchanged) on any failure, FileChanged when
    the file is not as expected, NotOrdinaryFile when it is a FIFO, a device or a folder.
    """
    if not line.endswith(b"\n"):
        raise ValueError("a line ends with a newline")
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK
    flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags, 0o600)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotOrdinaryFile(f"{path}: not an ordinary file")
        size = st.st_size
        if size != expected_size:
            raise FileChanged(f"{path}: {size} bytes where {expected_size} were left")
        try:
            write_all(fd, line)
            sync(fd)
        except BaseException:
            try:
                os.ftruncate(fd, size)  # the line never happened
            except OSError:
                pass  # the reader leaves out a last line without its newline
            raise
        return size + len(line)
    finally:
        os.close(fd)


# The two calls through which every byte of the app's stored files reaches the disk (this
# module's appends and :func:`paciencia.storage.files.write_bytes`): tests put a full disk,
# short writes and I/O errors here.
write = os.write
sync = os.fsync


def write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to ``fd``, in as many calls as the system takes (a short write
    is not an error, and not the end)."""
    view = memoryview(data)
    done = 0
    while done < len(view):
        n = write(fd, view[done:])
        if n <= 0:  # no error and no progress: never loop on it
            raise OSError(errno.EIO, "nothing was written")
        done += n
