"""Where the first instance's socket may live (T-6, C-2): a folder only this user can reach.

Socket paths are short and a data folder's may not be, so the socket goes in a
**private folder**, ``paciencia-<uid>``: in ``$XDG_RUNTIME_DIR`` when it is ours and
0700, else in the temp folder, else in the app's cache folder (made if missing). The
folder is made 0700 and used only if it is a real folder owned by this user with no
group or other access, in a parent nobody else can rename it in. A folder someone
else made first is skipped: no data is ever sent to a socket this user did not make.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterator

from ...storage.places import APP_NAME, cache_dir

PATH_MAX = 100
"""Bytes a socket's path may take: AF_UNIX paths hold 107, with a margin."""


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


def is_private(path: str) -> bool:
    """A real folder (not a link), owned by this user, closed to everyone else."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == current_uid() and not st.st_mode & 0o077


def _bases() -> Iterator[tuple[str, bool]]:
    """Where the private folder may go, best first, and whether to make that place if missing."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isabs(runtime) and is_private(runtime):
        yield runtime, False
    yield tempfile.gettempdir(), False
    yield str(cache_dir()), True  # the app's own: made on first use anyway


def private_folder(name: str) -> str | None:
    """The first trustworthy folder for this user's socket ``name``, made if needed; None if none is."""
    folder_name = f"{APP_NAME}-{current_uid()}"
    for base, make in _bases():
        folder = os.path.join(base, folder_name)
        if len(os.path.join(folder, name + ".sock").encode()) >= PATH_MAX:
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
            pass  # ours from an earlier launch, or someone else's: is_private tells
        except OSError:
            continue
        if is_private(folder):
            return folder
    return None
