"""The rules of each game, as HTML resources in the game's own package (X-1). No Qt.

A game package holds its manual next to its code, one file a language::

    core/games/<game>/manual/en.html      the source, written in English
    core/games/<game>/manual/pt_BR.html   translations: the same HTML tags, in the same order
    core/games/<game>/manual/pt_PT.html

A translator edits the file of their language with any text editor; ``tools/translate.py
--check`` (and the i18n test) says when a game lacks a language or a translation lost or
gained a tag. The files are HTML fragments (Qt's rich-text subset: ``h3``, ``p``, ``b``,
``ul``, ``li``, ``sup``); line breaks between blocks are for the reader only.

:func:`rules_html` reads only ``manual/<language>.html`` inside the package it is given:
the language must look like a language tag (``en``, ``pt_BR``), so no path can be built
from it, and a file that resolves outside the package (a link) is not read.
"""

from __future__ import annotations

import re
from importlib import import_module
from pathlib import Path

from . import registry

SOURCE_LANGUAGE = "en"
MANUAL_FOLDER = "manual"

_LANGUAGE = re.compile(r"[a-z]{2,3}(?:_[A-Z]{2})?")
_GAME_ID = re.compile(r"[a-z][a-z0-9_]*")


class ManualError(ValueError):
    """A game has no manual to read (an unknown game, or its English file is missing)."""


def manual_dir(package: str | Path) -> Path:
    """The ``manual`` folder of a game: ``package`` is a game id (its declaration names the
    package that holds the manual, :attr:`GameInfo.manual`) or the package's folder."""
    if isinstance(package, Path):
        return package / MANUAL_FOLDER
    if not _GAME_ID.fullmatch(package):
        raise ManualError(f"not a game id: {package!r}")
    info = registry.find(package)
    if info is None or not info.manual:
        raise ManualError(f"no game {package!r} with a manual")
    module = import_module(info.manual)
    return Path(module.__file__ or "").parent / MANUAL_FOLDER


def manual_file(package: str | Path, language: str) -> Path | None:
    """``manual/<language>.html`` of ``package`` when it exists inside the package, else None."""
    if not _LANGUAGE.fullmatch(language):
        return None
    folder = manual_dir(package)
    path = folder / f"{language}.html"
    try:
        inside = path.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError):
        return None
    return path if inside and path.is_file() else None


def languages(package: str | Path) -> list[str]:
    """The languages a game's manual is written in, sorted (English among them when present)."""
    folder = manual_dir(package)
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.html") if manual_file(package, p.stem) is not None)


def rules_html(package: str | Path, language: str) -> str:
    """The rules of a game as HTML in ``language``, else in English.

    ``package`` is a game id or a game package's folder. A missing or unreadable translation falls back to English;
    a game without an English manual raises :class:`ManualError`.
    """
    for lang in (language, SOURCE_LANGUAGE):
        path = manual_file(package, lang)
        if path is None:
            continue
        try:
            return path.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as e:
            if lang == SOURCE_LANGUAGE:
                raise ManualError(f"cannot read {path}: {e}") from e
    raise ManualError(f"no manual for {package!r}: {manual_dir(package) / (SOURCE_LANGUAGE + '.html')} is missing")
