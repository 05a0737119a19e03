"""Atomic, versioned JSON files (T-3).

Every write goes to a temporary file in the same folder, is flushed and
fsynced, then replaces the old file, so a crash leaves either the old or the
new file, never half of one. A file that cannot be read (garbage, truncated,
wrong type, a newer format version) is renamed aside, never deleted, and the
caller gets defaults plus a notice to show the player once.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Generic, NoReturn, TypeVar

from ..core.slotted import Frozen
from ..ordinary_files import read_ordinary
from . import appending
from .places import APP_NAME as APP_NAME
from .places import ENV_HOME as ENV_HOME
from .places import cache_dir as cache_dir
from .places import config_dir as config_dir
from .places import data_dir as data_dir
from .schema import Data, Format, Invalid

T = TypeVar("T")


class StoredFileError(Exception):
    """Why a stored file was set aside (``moved_to`` is where it now lies), or which of
    its values were refused while the rest was kept (``refused``, the file stays)."""

    def __init__(
        self, path: Path, problem: str, moved_to: Path | None, refused: list[str] | None = None,
        salvaged: int | None = None,
    ) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem
        self.moved_to = moved_to
        self.refused = refused or []
        self.salvaged = salvaged
        """For a saved game damaged after some moves: the move count it goes on from (T-6);
        ``moved_to`` is then a copy, the file itself stays until the next save."""

    @property
    def newer(self) -> bool:
        """The file is not damaged: a newer version of the app wrote it (it was set aside intact)."""
        return self.problem.startswith(NEWER)


class Loaded(Frozen, Generic[T]):
    """A stored file as read: its data as its format's schema types it (None if absent or
    set aside), why it was set aside, its version (:class:`~paciencia.core.slotted.Frozen`: every
    launch makes this class, issue 38)."""

    __slots__ = ("data", "notice", "version")

    data: T | None
    notice: StoredFileError | None
    version: int
    """The format version the file was written in (older ones are migrated by the reader)."""

    def __init__(self, data: T | None, notice: StoredFileError | None = None, version: int = 0) -> None:
        self.data, self.notice, self.version = data, notice, version


# -- the one JSON reader (T-3) ------------------------------------------------------------
# json.loads alone lets valid-looking JSON raise what no caller expects: a 4 301-digit
# number (ValueError from int()), nesting 200 000 deep (RecursionError), and it accepts
# NaN, Infinity and 1e999 (an infinite float) that the file formats never hold. Each of
# those crashed every launch before, and the file was never set aside. Here every one of
# them is a plain "damaged" answer.

LONGEST_NUMBER = 1000
"""Digits in one number. Python refuses more than 4 300 (a ValueError no caller expected);
a schema refuses any number above what a file holds, so a long but readable one (10**100
where a choice belongs) is one refused value, while a longer one is a damaged file."""


NEWER = "written by a newer version"
"""How a file of a newer format is refused (the start of its problem text)."""


class Unreadable(ValueError):
    """Bytes that are not a JSON document this app could have written (why in the message)."""


def _refuse_constant(name: str) -> NoReturn:
    raise Unreadable(f"{name} is not a number a stored file holds")


def _int(text: str) -> int:
    if len(text) > LONGEST_NUMBER:
        raise Unreadable(f"a number of {len(text)} digits")
    return int(text)


def _float(text: str) -> float:
    if len(text) > LONGEST_NUMBER:
        raise Unreadable(f"a number of {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):  # 1e999 parses as infinity
        raise Unreadable(f"{text} is too large")
    return value


def parse_json(raw: bytes | str, limit: int = 1 << 20) -> Any:
    """The JSON value in ``raw``, or Unreadable: too large, not UTF-8, not JSON, a
    number no file holds, or nested too deep for the parser. Untyped JSON, the edge:
    a caller narrows it, or hands it to a schema that types it."""
    if len(raw) > limit:
        raise Unreadable(f"{len(raw)} bytes, more than the {limit} this file may have")
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        return json.loads(text, parse_constant=_refuse_constant, parse_int=_int, parse_float=_float)
    except Unreadable:
        raise
    except UnicodeDecodeError:
        raise Unreadable("not UTF-8 text") from None
    except json.JSONDecodeError as e:
        raise Unreadable(f"damaged (line {e.lineno})") from None
    except RecursionError:
        raise Unreadable("nested too deep") from None
    except (ValueError, OverflowError, MemoryError) as e:
        raise Unreadable(f"unreadable ({e.__class__.__name__})") from None


def read_bounded(path: Path, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of ``path`` (so a larger file is seen as too large
    without reading all of it); OSError if it cannot be read or is no ordinary file (a
    FIFO: never waited on)."""
    return read_ordinary(path, limit)


def write_json(path: Path, kind: str, version: int, payload: Mapping[str, object], indent: int | None = None) -> None:
    """Compact unless asked: with ``indent`` the json module falls back to its pure-Python
    encoder, 12 times slower (340 ms instead of 28 for a 20 000-step saved game)."""
    doc = {"format": kind, "version": version, "data": payload}
    text = json.dumps(doc, ensure_ascii=False, indent=indent, separators=None if indent else (",", ":"))
    write_text(path, text)


def write_text(path: Path, text: str) -> None:
    """Atomic write of ``text`` as UTF-8 (:func:`write_bytes`)."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as e:
        # Text no UTF-8 file can hold (a file name's undecodable bytes, kept by Python as lone
        # surrogates): an OSError like a full disk, which every caller handles, never a crash.
        raise OSError(errno.EILSEQ, f"{path.name}: not UTF-8 text at character {e.start}") from None
    write_bytes(path, data)


def write_bytes(path: Path, data: bytes) -> None:
    """Atomic write: temporary file in the same folder, flush, fsync, replace, and fsync
    the folder (POSIX), so the rename itself survives a power cut. A folder that is gone
    (removed while the app runs) is made again; any failure leaves the old file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            appending.write_all(fd, data)
            appending.sync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """fsync a folder, where the platform can (not Windows: folders cannot be opened)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse it; the data itself is already synced
    finally:
        os.close(fd)


# What write_text leaves when it is killed between mkstemp and the rename: ".NAME.json."
# + mkstemp's 8 characters + ".tmp". Only that pattern, in our own folders, is removed.
_TEMPORARY = r"^\.[\w.-]+\.json\.[a-z0-9_]{8}\.tmp$"  # compiled by ``re`` when first used
STALE_AFTER = 60.0
"""Seconds: a younger temporary may be another instance's write in progress."""


def clean_stale_temporaries(now: float | None = None) -> list[Path]:
    """Remove interrupted writes' temporaries older than a minute from the config and data
    folders; answers what was removed."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    for folder in {config_dir(), data_dir()}:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not re.match(_TEMPORARY, name):
                continue
            path = folder / name
            try:
                st = path.lstat()
                if stat.S_ISREG(st.st_mode) and st.st_mtime < now - STALE_AFTER:
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed


FOLDER_PROBLEM = "not a folder"


def folder_notices() -> list[StoredFileError]:
    """A notice for each of the app's folders that exists but is not a folder (T-6): the
    app then runs on its defaults in memory and leaves that file alone (it is not ours)."""
    out = []
    for folder in dict.fromkeys((config_dir(), data_dir(), cache_dir())):
        try:
            if folder.is_dir():
                continue
            if folder.exists() or _file_above(folder):
                out.append(StoredFileError(folder, FOLDER_PROBLEM, None))
        except OSError as e:
            out.append(StoredFileError(folder, f"unusable ({e.__class__.__name__})", None))
    return out


def _file_above(folder: Path) -> bool:
    """Whether some folder above ``folder`` is in fact a file (``PACIENCIA_HOME`` one)."""
    for parent in folder.parents:
        if parent.exists():
            return not parent.is_dir()
    return False


def aside_name(path: Path, why: str = "broken") -> Path:
    """Where a damaged ``path`` goes (or its copy): ``NAME.broken-DATE`` (``NAME.newer-DATE``
    for a file of a newer version, which is not damaged), numbered if taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    return target


def set_aside(path: Path, why: str = "broken") -> Path | None:
    target = aside_name(path, why)
    try:
        os.replace(path, target)
        return target
    except OSError:
        return None


def refuse(path: Path, problem: str) -> StoredFileError:
    """Set ``path`` aside and say why (the notice the player reads once)."""
    return StoredFileError(path, problem, set_aside(path, "newer" if problem.startswith(NEWER) else "broken"))


def read_document(path: Path, fmt: Format[T]) -> tuple[Data, int]:
    """The data of a stored document of ``fmt``, migrated and checked, and the version
    it was written in; raises Unreadable or Invalid (OSError if it cannot be read)."""
    doc = parse_json(read_bounded(path, fmt.limit), fmt.limit)
    if not isinstance(doc, dict) or doc.get("format") != fmt.kind:
        raise Unreadable("not a Paciência file of this kind")
    version = doc.get("version")
    if type(version) is not int:
        raise Unreadable("no format version")
    if version > fmt.version:
        raise Unreadable(f"{NEWER} (format {version}, this app reads {fmt.version})")
    if version < fmt.oldest:
        raise Unreadable(f"format {version} is older than any this app reads")
    data = doc.get("data")
    if not isinstance(data, dict):
        raise Unreadable("no data")
    return fmt.upgrade(data, version), version


def read_stored(path: Path, fmt: Format[T]) -> Loaded[T]:
    """Read a stored file through its format: bounded parse, kind and version, migrations
    one step at a time, then the schema. A missing file is not an error (data None, no
    notice); anything else that fails sets the file aside with a notice. Values refused
    by a lenient schema keep the file and are named in the notice's ``refused``."""
    if not path.exists():
        return Loaded(None)
    try:
        raw, version = read_document(path, fmt)
        data, refused = fmt.check(raw)
    except OSError as e:
        return Loaded(None, refuse(path, f"unreadable ({e.__class__.__name__})"))
    except (Unreadable, Invalid) as e:
        return Loaded(None, refuse(path, str(e)))
    notice = None
    if refused:
        notice = StoredFileError(path, "values not allowed: " + "; ".join(refused), None, refused)
    return Loaded(data, notice, version)
