"""Where the app's own files are: data shipped inside the ``paciencia`` package (X-3).

Everything the app loads at run time lives in the package, next to its modules, and is found
from the package's folder (the folder of this module, which is what ``importlib.resources``'
``files("paciencia")`` answers too: ``tests/packaging`` checks both agree), the way every
installation lays it out the same:

* ``resources/decks/*.svg`` and ``resources/backs/*.svg``: the built-in decks and card backs
  (made by ``tools/make_decks.py``);
* ``resources/icons/<APP_ID>.svg``: the app icon; ``resources/icons/toolbar/``: the toolbar's
  icons (``tools/make_toolbar_icons.py``); ``resources/previews/<deck>/``: the game chooser's
  previews of the built-in decks (``tools/make_previews.py``);
* ``translations/paciencia_<lang>.qm``: the compiled translations (``tools/translate.py``
  compiles them from the ``.ts`` files that translators edit, in the repository's
  ``translations/``, which the app never reads);
* each game's own data stays in its own package (``core/games/<game>/manual/*.html``,
  Pyramid's ``lists/*.txt``), read by ``core.manual`` and ``core.games.pyramid.levels``.

A source checkout (``app/paciencia``), a wheel installed by pip or pipx (``site-packages/
paciencia``), a Flatpak (``/app/lib/python3.x/site-packages/paciencia``) and the PyInstaller
bundle (whose modules live in ``sys._MEIPASS/paciencia``, where ``packaging/paciencia.spec``
puts the same files) all hold them at the same place inside the package: nothing here knows
the repository around it. (Not asked of ``importlib.resources`` itself: importing it costs a
launch 5-10 ms before its first frame, ``bench/startup.py``.) ``pyproject.toml``'s package data lists
these files once; the wheel and the bundle both take that list.

Qt opens these files by name, so the package must sit on a file system (pip and pipx install
it so). A package imported from a zip archive would have no folder to name: :func:`package_dir`
then answers the folder the archive's path names, where nothing is found, and the self-test
says which folder it looked in.

No Qt here: the core may ask for these folders too.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from . import APP_ID

ICON_NAME = f"{APP_ID}.svg"


@cache
def package_dir() -> Path:
    """The folder of the installed ``paciencia`` package."""
    return Path(os.path.abspath(__file__)).parent


def resources_dir() -> Path:
    """Built-in decks (``decks/``), backs (``backs/``) and icons (``icons/``)."""
    return package_dir() / "resources"


def translations_dir() -> Path:
    """The compiled translations (``paciencia_pt_BR.qm`` …)."""
    return package_dir() / "translations"


def icon_file() -> Path:
    """The scalable app icon (for the window icon where the desktop gives none)."""
    return resources_dir() / "icons" / ICON_NAME
