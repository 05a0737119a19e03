"""Atomic, versioned JSON files (T-3).

Every write goes to a temporary file in the same folder, is flushed and
fsynced, then replaces the old file, so a crash leaves either the old or the
new file, never half of one. A file that cannot be read (garbage, truncated,
wrong type, a newer format version) is renamed aside, never deleted, and the
caller gets defaults plus a notice to show the player once.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

APP_NAME = "paciencia"
ENV_HOME = "PACIENCIA_HOME"  # tests and portable installs put everything here


# The XDG base directories and their defaults, for Linux and the BSDs. Read here
# rather than through platformdirs, which costs 1.4 MB resident and ~10 ms at every
# launch for three lookups; Windows and macOS still ask platformdirs.
_XDG = {"config": ("XDG_CONFIG_HOME", ".config"), "data": ("XDG_DATA_HOME", ".local/share"),
        "cache": ("XDG_CACHE_HOME", ".cache")}


def _user_dir(kind: str) -> Path:
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / kind
    if sys.platform.startswith(("win", "darwin")):
        import platformdirs

        find = {"config": platformdirs.user_config_dir, "data": platformdirs.user_data_dir,
                "cache": platformdirs.user_cache_dir}[kind]
        return Path(find(APP_NAME))
    variable, default = _XDG[kind]
    base = os.environ.get(variable, "").strip()
    # The spec ignores a relative value, as platformdirs' Unix lookup does not: absolute only.
    root = Path(base) if base and os.path.isabs(base) else Path.home() / default
    return root / APP_NAME


def config_dir() -> Path:
    return _user_dir("config")


def data_dir() -> Path:
    return _user_dir("data")


def cache_dir() -> Path:
    """Files the app can always rebuild (rendered cards); safe to delete."""
    return _user_dir("cache")


class StoredFileError(Exception):
    """Why a stored file was set aside (``moved_to`` is where it now lies), or which of
    its values were refused while the rest was kept (``refused``, the file stays)."""

    def __init__(
        self, path: Path, problem: str, moved_to: Path | None, refused: list[str] | None = None
    ) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem
        self.moved_to = moved_to
        self.refused = refused or []


@dataclass
class Loaded:
    data: dict[str, Any] | None
    notice: StoredFileError | None = None
    version: int = 0
    """The format version the file was written in (older ones are migrated by the reader)."""


def write_json(path: Path, kind: str, version: int, payload: dict[str, Any]) -> None:
    doc = {"format": kind, "version": version, "data": payload}
    write_text(path, json.dumps(doc, ensure_ascii=False, indent=1))


def write_text(path: Path, text: str) -> None:
    """Atomic write: temporary file in the same folder, flush, fsync, replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path: Path) -> Path | None:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    try:
        os.replace(path, target)
        return target
    except OSError:
        return None


def read_json(path: Path, kind: str, version: int) -> Loaded:
    """Read a stored file; a missing file is not an error (data None, no notice)."""
    if not path.exists():
        return Loaded(None)
    problem: str | None = None
    data: Any = None
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(doc, dict) or doc.get("format") != kind:
            problem = "not a Paciência file of this kind"
        elif not isinstance(doc.get("version"), int):
            problem = "no format version"
        elif doc["version"] > version:
            problem = f"written by a newer version (format {doc['version']}, this app reads {version})"
        elif not isinstance(doc.get("data"), dict):
            problem = "no data"
        else:
            data = doc["data"]
    except (OSError, UnicodeDecodeError) as e:
        problem = f"unreadable ({e.__class__.__name__})"
    except json.JSONDecodeError as e:
        problem = f"damaged (line {e.lineno})"
    if problem is None:
        return Loaded(data, version=doc["version"])
    moved = set_aside(path)
    return Loaded(None, StoredFileError(path, problem, moved))
