"""Where the app's own files are: from the source tree, or inside a frozen bundle.

The app loads data it ships (card decks and backs, the Pyramid level lists,
compiled translations, the app icon). Run from the source tree, they live in
the repository's ``resources/``, ``translations/`` and ``packaging/icons/``.
In the PyInstaller bundle (``packaging/paciencia.spec``) the same folders are
copied next to the frozen modules, under ``sys._MEIPASS``, as ``resources/``,
``translations/`` and ``icons/``.

No Qt here: the core and the solvers may ask for ``resources_dir()`` too
(the Pyramid level lists).
"""

from __future__ import annotations

import sys
from pathlib import Path

SOURCE_ROOT = Path(__file__).resolve().parents[2]
"""The repository: ``app/paciencia/paths.py`` → ``app/`` → the root."""

ICON_NAME = "io.github.paciencia.Paciencia.svg"


def frozen_root() -> Path | None:
    """The bundle's data folder when running frozen by PyInstaller, else None."""
    base = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and base:
        return Path(base)
    return None


def _base() -> Path:
    return frozen_root() or SOURCE_ROOT


def resources_dir() -> Path:
    """Built-in decks (``decks/``), backs (``backs/``), Pyramid lists (``pyramid/``)."""
    return _base() / "resources"


def translations_dir() -> Path:
    """The compiled translations (``paciencia_pt_BR.qm`` …)."""
    return _base() / "translations"


def icon_file() -> Path:
    """The scalable app icon (for the window icon where the desktop gives none)."""
    root = frozen_root()
    if root is not None:
        return root / "icons" / ICON_NAME
    return SOURCE_ROOT / "packaging" / "icons" / ICON_NAME
