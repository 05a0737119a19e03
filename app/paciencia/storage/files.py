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
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

APP_NAME = "paciencia"
ENV_HOME = "PACIENCIA_HOME"  # tests and portable installs put everything here


# Where each kind of file lives without PACIENCIA_HOME: platformdirs on every platform (T-3).
# Linux and the BSDs: $XDG_CONFIG_HOME, $XDG_DATA_HOME, $XDG_CACHE_HOME, else ~/.config,
# ~/.local/share, ~/.cache; macOS ~/Library/Application Support and ~/Library/Caches; Windows
# %LOCALAPPDATA%\paciencia\paciencia. The calls are the ones the app made on Windows and macOS
# before, so no folder moves there. It costs about 0.5 MB and a few ms, once, at the first lookup
# (the import is here, not at the top: the command-line tools that never store a file skip it).
_FIND = {"config": "user_config_dir", "data": "user_data_dir", "cache": "user_cache_dir"}

# Decision on invalid XDG values. The XDG spec says a relative path in these variables is invalid
# and must be ignored; the app always ignored it, and platformdirs does too since 4.11.8 (the
# version pyproject.toml asks for). An older platformdirs honours it, which would put the files
# under whatever folder the app was started from, and a first start would not find the existing
# ones: so a relative answer falls back to the same default the app always used. A value with
# blanks around an absolute path is not absolute either; the old code stripped the blanks, now it
# counts as unset like any other invalid value.
_UNIX_DEFAULT = {"config": ".config", "data": ".local/share", "cache": ".cache"}


def _user_dir(kind: str) -> Path:
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / kind
    import platformdirs

    path = Path(getattr(platformdirs, _FIND[kind])(APP_NAME))
    if not path.is_absolute():
        path = Path.home() / _UNIX_DEFAULT[kind] / APP_NAME
    return path


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
