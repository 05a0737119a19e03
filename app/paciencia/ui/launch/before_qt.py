"""Step 0 of a launch (:mod:`.bootstrap`): what a launch imports before Qt, and why.

Once PySide6 is loaded, each module that an import statement names for the first time has
its source read by PySide6 (to see whether it opts into ``from __feature__ import …``): a
file read and about 0.3 M instructions a module, some 170 modules at the launch of a link.
A module whose body ran before PySide6 was loaded is not read for the modules it imports
itself. So every launch imports here the Qt-free modules of its first step (the log, the
crash file, the single-instance claim, the window's state and painting), and a launch that
builds its table at once (a link, ``--game``, a new deal, a first launch's chooser) also the
Qt-free half of its table: what opens first, the flow between games (the player's files,
the records, the rules' core, the model of the table) and the games' declarations, and, when
the arguments name the game (a link, ``--game``), that game's rules and table. A launch that may resume the
game the last quit left paints the picture of that table first, with as little imported
as possible, and imports the table's half once the picture is on screen.

Only the standard library and Qt-free modules of this package are named here (checked by
``tests/ui/test_before_qt.py``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import TYPE_CHECKING

from ...core.loading import Feature
from ...storage.places import window_launch_file

if TYPE_CHECKING:
    from ...core.any_game import AnyGameInfo

FIRST_STEP = (
    "paciencia.logs",
    "paciencia.storage.crash_files",
    "paciencia.ui.instance.single_instance",
    "paciencia.ui.window.window_state",
    "paciencia.ui.launch.raster",
)
TABLE = (
    "paciencia.paths",
    "paciencia.storage.caches",
    "paciencia.decks.names",
    "paciencia.decks.refusals",
    "paciencia.decks.deck_files",
    "paciencia.play.opening",
    "paciencia.play.flow",
)
DEALT = ("paciencia.play.launch", "paciencia.play.table")
"""The table's model, which a launch that names its game builds before its first frame (a first
launch's chooser comes first, without it)."""
GAMES: Feature[Callable[[], tuple[AnyGameInfo, ...]]] = Feature("paciencia.core.registry:games")
SCHEME = "paciencia://"  # as core.codes.SCHEME, which this step does not need to import


def named_game(argv: Sequence[str]) -> str | None:
    """The game the arguments name, by a link or ``--game`` (read again, and checked, by the
    command line), else None."""
    for i, word in enumerate(argv):
        if word.startswith(SCHEME):
            return word[len(SCHEME):].partition("/")[0].partition("?")[0]
        if word == "--game" and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--game="):
            return word.partition("=")[2]
    return None


def import_before_qt(argv: Sequence[str]) -> None:
    """The modules of :data:`FIRST_STEP`, and those of :data:`TABLE` with the games'
    declarations (and the named game's rules and table) unless this launch may show the
    picture of the table the last quit left (no argument, and a picture kept: :mod:`.relaunch`)."""
    for name in FIRST_STEP:
        import_module(name)
    if not argv and os.path.exists(window_launch_file()):
        return
    for name in TABLE:
        import_module(name)
    game = named_game(argv)
    if game is not None:
        for name in DEALT:
            import_module(name)
    for info in GAMES()():
        if info.id == game:  # its rules (and the kit under them) and its table, loaded by name
            info.layout(info.rules({}), {})
