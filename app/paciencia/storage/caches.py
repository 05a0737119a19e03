"""Reading a cache (issue 23): checked like a stored file (T-3), dropped quietly when it fails.

A cache (the deck verdicts, the guaranteed deals searched ahead, the rendered cards, the
launch picture) holds only what the app can compute again. It is read as every stored
file is (:mod:`.files`: the one bounded, FIFO-safe reader, its kind and version, then its
:mod:`.schema`), but one that fails is not set aside for the player to look at nor
announced: it is deleted (the next write rebuilds it) and the reason goes to the log.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path
from typing import TypeVar

from .files import Unreadable, read_document
from .schema import Format, Invalid

log = logging.getLogger(__name__)
T = TypeVar("T")


def read_cache(path: Path, fmt: Format[T]) -> T | None:
    """The checked data of the cache file ``path`` (migrated to ``fmt``'s version), or None:
    absent, or failing anything (not an ordinary file, unreadable, damaged, another kind,
    a newer version, refused by the schema), and then dropped and logged."""
    try:
        data, _version = read_document(path, fmt)
        checked, _refused = fmt.check(data)
    except FileNotFoundError:
        return None
    except (OSError, Unreadable, Invalid) as e:
        drop(path, str(e) or e.__class__.__name__)
        return None
    return checked


def drop(path: Path, why: str) -> None:
    """Delete a cache file that failed its check (never a folder), saying why in the log."""
    log.warning("cache %s dropped: %s", path, why)
    try:
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            os.unlink(path)
    except OSError:
        pass  # gone already, or not ours to delete: it is ignored all the same
