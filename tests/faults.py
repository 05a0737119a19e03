"""A disk a test can break: full, writing a few bytes at a time, failing to sync (T-6).

Every byte of the app's stored files reaches the disk through two calls,
:data:`paciencia.storage.appending.write` and :data:`~paciencia.storage.appending.sync`
(the journal's appends and every atomic write); this puts the failures a real disk has
in their place, as the system gives them: a full disk writes what fits and then answers
ENOSPC, a short write writes less than it was given, an I/O error fails the sync.
"""

from __future__ import annotations

import errno
import os

from paciencia.storage import appending

OK, FULL, SHORT, EIO = "ok", "full", "short", "eio"


class Disk:
    def __init__(self, monkeypatch) -> None:
        self.mode = OK
        self.room = 0
        """Bytes a full disk still takes before ENOSPC (then none, until it is freed)."""
        monkeypatch.setattr(appending, "write", self._write)
        monkeypatch.setattr(appending, "sync", self._sync)

    def fill(self, room: int = 10) -> None:
        self.mode, self.room = FULL, room

    def free(self) -> None:
        self.mode = OK

    def _write(self, fd: int, data) -> int:
        if self.mode == FULL:
            if self.room <= 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            n = os.write(fd, bytes(data[: self.room]))
            self.room -= n
            return n
        if self.mode == SHORT:
            return os.write(fd, bytes(data[:7]))
        return os.write(fd, data)

    def _sync(self, fd: int) -> None:
        if self.mode == EIO:
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        os.fsync(fd)
