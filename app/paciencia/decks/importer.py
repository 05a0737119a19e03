"""Importing a deck into the user's data folder, and removing it again.

A deck is validated *before* anything is copied, so a refused deck leaves
no trace. Only the files the deck needs are copied (never a whole folder
the player happened to pick), into a hidden temporary folder beside the
destination, which is then renamed into place: discovery never sees half a
deck, and a failure in the middle leaves nothing behind.
"""

from __future__ import annotations

import os
import re
import shutil
import unicodedata
import uuid
from pathlib import Path

from .deck_files import check_file, open_plain, usable_file
from .discover import DeckEntry, _listdir, imported_deck_path, imported_dir, quick_entry
from .formats import read_desktop
from .names import storable
from .refusals import MSG_COPY_FAILED, MSG_NOT_IMPORTED, DeckError, deck_reason
from .sources import DeckSource, PysolSource, SvgSource
from .validate import check_path
from .verdict_cache import VerdictCache

PREFIX = "imported:"


def safe_name(name: str) -> str:
    """A folder name made of ``a-z0-9-`` from the deck's name (accents dropped)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    return slug[:60] or "deck"


def _unique(folder: Path, stem: str) -> str:
    name, n = stem, 1
    while (folder / name).exists():
        n += 1
        name = f"{stem}-{n}"
    return name


def files_to_copy(source: DeckSource) -> list[Path]:
    """The deck's own files: nothing else that lies in the same folder, and never a link
    that leads out of it (a "Preview" linked to any file the player can read would be
    copied into the data folder) nor anything but an ordinary file."""
    folder = source.path if source.path.is_dir() else source.path.parent
    if isinstance(source, PysolSource):
        extra = [source.path / "config.txt"]
        extra += [p for p in source.path.iterdir()  # a name that is not UTF-8 is no file config.txt names
                  if (p.name.lower().startswith("back") or p.name == "COPYRIGHT") and storable(p.name) == p.name]
        wanted = sorted(set(extra) | set(source.files.values()))
    elif isinstance(source, SvgSource) and source.path.is_dir():  # a KDE folder
        wanted = [source.path / "index.desktop", source.svg_file]
        preview = read_desktop(source.path).get("Preview", "").strip()
        if preview and "/" not in preview:
            wanted.append(source.path / preview)
    else:
        wanted = [source.path]  # a single SVG file
    needed = {source.path / "config.txt", source.path / "index.desktop", getattr(source, "svg_file", source.path),
              *getattr(source, "files", {}).values()}
    for path in wanted:
        if path in needed:
            check_file(folder, path)  # validated already; refused if it changed meanwhile
    return [p for p in wanted if usable_file(folder, p)]


def import_deck(path: Path) -> DeckEntry:
    """Validate and copy a deck; DeckError (with the first problem) if refused.

    Either the deck is imported and its entry answered, or nothing is left behind: a
    failure after the copy is in place takes it away again."""
    path = Path(path)
    if path.is_file():
        path = path.resolve()  # the file the player picked, wherever a link put it: its folder is the deck's
    source, verdict = check_path(path, "imported")
    if source is None or not verdict.usable:
        assert verdict.reason is not None
        raise DeckError(verdict.reason)
    target_dir = imported_dir()
    name = _unique(target_dir, safe_name(source.name))
    tmp = target_dir / f".import-{uuid.uuid4().hex}"
    try:
        tmp.mkdir(parents=True)
        for f in files_to_copy(source):
            _copy(f, tmp / copy_name(source, f))
        os.rename(tmp, target_dir / name)
    except DeckError:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    except OSError as e:
        shutil.rmtree(tmp, ignore_errors=True)
        raise DeckError(deck_reason(MSG_COPY_FAILED, path=str(target_dir), error=e.strerror or str(e))) from e
    try:
        deck_path, _ = imported_deck_path(target_dir / name)
        entry = quick_entry(PREFIX + name, "imported", source.kind, deck_path)
        # The copy holds the very bytes just validated: record the verdict so the
        # first use does not check it again.
        entry = entry.replace(checked=True, aspect=verdict.aspect, index_depth=verdict.index_depth)

        VerdictCache.load().store(entry)
    except BaseException:
        shutil.rmtree(target_dir / name, ignore_errors=True)
        raise
    return entry


def copy_name(source: DeckSource, path: Path) -> str:
    """The name a deck's file gets in the copy: its own, but a lone SVG file (an AisleRiot
    theme) is named after the deck's folder, so a name that is not UTF-8 is not carried
    into the data folder (:mod:`.names`)."""
    if path == source.path and storable(path.name) != path.name:
        return safe_name(source.name) + path.suffix.lower()  # .svg or .svgz: how the format was told
    return path.name


def _copy(source: Path, target: Path) -> None:
    """The file's bytes (opened as an ordinary file, without blocking) into a new file."""
    fd = open_plain(source)
    with os.fdopen(fd, "rb") as src, target.open("xb") as dst:
        shutil.copyfileobj(src, dst)
    shutil.copystat(source, target)


def remove_deck(key: str) -> None:
    """Delete an imported deck; DeckError if ``key`` is not one."""
    name = key[len(PREFIX):] if key.startswith(PREFIX) else ""
    folder = imported_dir() / name
    if name and "/" not in name and not name.startswith(".") and not folder.is_dir():
        # The key of a folder whose name is not UTF-8 (put there by hand) is its storable form.
        folder = next((d for d in _listdir(imported_dir()) if storable(d.name) == name), folder)
    if not name or "/" in name or name.startswith(".") or not folder.is_dir():
        raise DeckError(deck_reason(MSG_NOT_IMPORTED, name=key))
    # Renamed first so the deck vanishes at once even if deleting its files
    # is interrupted; a leftover dot-folder is ignored by discovery.
    doomed = imported_dir() / f".remove-{uuid.uuid4().hex}"
    os.rename(folder, doomed)
    shutil.rmtree(doomed, ignore_errors=True)
