"""How a deck's files are read: only ordinary files, only inside the deck's own folder.

A deck is a stranger's folder. Opening a FIFO blocks for ever (``open`` waits for a
writer), a device can be read without end, and a symbolic link can point anywhere the
player can read (the importer used to copy such a "Preview" into the data folder). So
every file of a deck is opened here: without blocking, refused unless it is an
ordinary file, refused if it is a link that leads out of the deck's folder, and read
up to a limit.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..ordinary_files import NotOrdinaryFile, open_ordinary, read_ordinary
from .refusals import MSG_FILE_TOO_LARGE, MSG_LINK_OUT, MSG_NOT_A_FILE, MSG_UNREADABLE, DeckError, deck_reason

TEXT_LIMIT = 1024 * 1024
"""index.desktop, config.txt: a few hundred bytes in every known deck."""


def inside(folder: Path, path: Path) -> bool:
    """True if ``path``, links followed, is ``folder`` or lies under it."""
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError):  # a loop of links
        return False


def is_plain_file(path: Path) -> bool:
    """An ordinary file (links followed): never a FIFO, socket or device."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def usable_file(folder: Path, path: Path) -> bool:
    """An ordinary file inside ``folder``: what a deck may use, or an importer copy."""
    return is_plain_file(path) and inside(folder, path)


def check_file(folder: Path | None, path: Path) -> None:
    """DeckError unless ``path`` is an ordinary file (inside ``folder``, if given)."""
    if folder is not None and not inside(folder, path):
        raise DeckError(deck_reason(MSG_LINK_OUT, path=str(path)))
    if path.exists() and not is_plain_file(path):
        raise DeckError(deck_reason(MSG_NOT_A_FILE, path=str(path)))


def _refused(path: Path, e: OSError) -> DeckError:
    if isinstance(e, NotOrdinaryFile):
        return DeckError(deck_reason(MSG_NOT_A_FILE, path=str(path)))
    return DeckError(deck_reason(MSG_UNREADABLE, path=str(path), error=e.strerror or str(e)))


def open_plain(path: Path) -> int:
    """A file descriptor of ``path`` opened without blocking; DeckError unless it is an ordinary file."""
    try:
        return open_ordinary(path)
    except OSError as e:
        raise _refused(path, e) from e


def read_bytes(path: Path, limit: int, folder: Path | None = None) -> bytes:
    """At most ``limit`` bytes of an ordinary file (DeckError if there are more)."""
    if folder is not None:
        check_file(folder, path)
    try:
        data = read_ordinary(path, limit)
    except OSError as e:
        raise _refused(path, e) from e
    if len(data) > limit:
        raise DeckError(deck_reason(MSG_FILE_TOO_LARGE, path=str(path), limit=max(1, limit // (1024 * 1024))))
    return data


def read_text(path: Path, folder: Path | None = None) -> str:
    return read_bytes(path, TEXT_LIMIT, folder).decode("utf-8", errors="replace")


def signature(path: Path) -> list[int]:
    """Size and mtime of the deck's files: any edit changes it."""
    try:
        paths = [path] if path.is_file() else [p for p in sorted(path.iterdir()) if p.is_file()]
    except OSError:
        paths = []  # a folder that is absent or unreadable holds no files
    sig = [0, 0]
    for p in paths:
        try:
            st = p.stat()
        except OSError:
            continue
        sig[0] += st.st_size
        sig[1] = max(sig[1], st.st_mtime_ns)
    return sig
