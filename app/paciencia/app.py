"""Starts the Qt application (the only entry into the UI layer).

Two flags are handled here, before any window exists:

``--self-test``
    runs :mod:`paciencia.selftest` headless and exits with its status
    (``make smoke`` runs it in the frozen bundle).
``--game NAME`` (a game's id: ``paciencia --help`` lists them)
    opens a new deal of that game at start, as the chooser's button does; the
    desktop entry's actions use it. A game code given too (``paciencia://…``)
    wins, being the more exact request.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from functools import partial
from typing import NoReturn

from . import APP_ID


class UsageError(ValueError):
    pass


def take_game(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """Split ``--game NAME`` / ``--game=NAME`` off ``argv``: (game or None, the rest)."""
    if not any(arg == "--game" or arg.startswith("--game=") for arg in argv):
        return None, list(argv)  # without the registry's import, which a launch pays for later
    from .core.registry import ids

    games = ids()
    game: str | None = None
    rest: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--game" or arg.startswith("--game="):
            if arg == "--game":
                if i + 1 >= len(args):
                    raise UsageError("--game needs a game: " + ", ".join(games))
                value = args[i + 1]
                i += 1
            else:
                value = arg.split("=", 1)[1]
            if value not in games:
                raise UsageError(f"unknown game {value!r} for --game; choose one of: " + ", ".join(games))
            game = value
        else:
            rest.append(arg)
        i += 1
    return game, rest


def run_app(argv: Sequence[str], leave: bool = False) -> int:
    """The window (or a hand-over to the one already open); its exit status.

    ``leave`` (the ``paciencia`` command): once the window has closed, end the process at
    once instead of returning (:func:`_leave_now`)."""
    from .trace import mark

    mark("run_app")
    argv = list(argv)
    if "--self-test" in argv:
        from .selftest import run_self_test

        return run_self_test([a for a in argv if a != "--self-test"])
    try:
        game, rest = take_game(argv)
    except UsageError as e:
        print(f"paciencia: {e}", file=sys.stderr)
        return 2

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    _spare_source_scan()
    from . import logs
    from .paths import icon_file
    from .ui.crash_dialog import CrashReporter
    from .ui.i18n import install_translators
    from .ui.identity import identify
    from .ui.launch import run
    from .ui.raster import paint_on_one_thread

    mark("imported")
    paint_on_one_thread()
    # The window's run() reuses this instance; made here so the names, the icon and the
    # --game request are in place before the window starts. "-name" is Qt's X11 option
    # for the instance part of WM_CLASS (identify() names the class).
    app = QApplication.instance() or QApplication([*sys.argv[:1], "-name", APP_ID, *argv])
    identify()
    # warnings and errors to the log file (and stderr); an unexpected error is logged
    # and, the first time, told in a dialog that keeps the game.
    reporter = CrashReporter(logs.setup())
    reporter.install()
    logs.started(toolkit_versions())
    icon = icon_file()
    if icon.is_file():
        QApplication.setWindowIcon(QIcon(str(icon)))
    if game is not None and not any(a.lower().startswith("paciencia://") for a in rest):
        _open_when_started(game)
    try:
        # A link stays first (the window's start() looks at argv[0]); --game goes on after it,
        # so a second launch hands it to the running window along with the rest.
        # the player's language (setting, else the system's), installed by the window just
        # before it makes its first text (after the picture of a resumed table, relaunch.py).
        code = run(rest + (["--game", game] if game is not None else []), partial(install_translators, app))
        mark("returned")
        if leave and not _owns_clipboard():
            _leave_now(code)
    finally:
        reporter.uninstall()
        logs.teardown()
    del app
    return code


def toolkit_versions() -> str:
    """``Qt 6.x.y, PySide6 6.x.y`` (the log's first line, the self-test)."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    return f"Qt {qVersion()}, PySide6 {pyside_version}"


def _spare_source_scan() -> None:
    """PySide6 6.x reads the source file of every module imported after it (``inspect.getsource``)
    to learn whether the module may use ``from __feature__ import …``: for the hundred modules of
    this package that the window imports, a file read each and about 30 ms of CPU at every launch
    (``bench/startup.py``). This package never uses ``__feature__``, so its modules are answered
    without being read: a module naming PySide6 gets the answer the scan gives, the others a
    "uses it" that changes nothing while no feature is selected. A PySide6 without that scan
    (another version) is left alone."""
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(scan) or getattr(scan, "spared", False):
        return

    ours = __name__.split(".")[0] + "."

    def uses_pyside(module: object) -> bool:
        name = getattr(module, "__name__", "")
        return True if isinstance(name, str) and name.startswith(ours) else bool(scan(module))

    uses_pyside.spared = True  # type: ignore[attr-defined]
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a private hook mypy cannot see)


def _owns_clipboard() -> bool:
    """Whether a copied game code lives only in this process (X11): Qt's own teardown then
    hands it to the clipboard manager, so it outlives the app."""
    from PySide6.QtGui import QGuiApplication

    clipboard = QGuiApplication.clipboard()
    return bool(clipboard.ownsClipboard() or clipboard.ownsSelection())


def _leave_now(code: int) -> NoReturn:
    """End the process at once: the window is closed, the game, settings and statistics are
    written and fsynced (T-3), the render helper is ended and the single-instance claim
    released. What the interpreter's own exit would add is only teardown, and it cost
    Ctrl+Q 0.4-1.6 s: Qt objects and fonts freed one by one, thread pools joined while they
    finish a card nobody will see (issue 11 item 15). A card cache file being written in
    that instant is left as a temporary that a later write removes (decks/disk_cache.py)."""
    import os

    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass  # closed or absent (a windowed bundle): nothing to lose
    os._exit(code)


def _open_when_started(game: str) -> None:
    """Once the window has started (saved game, last game or chooser), open ``game`` as its chooser does.

    Runs from the event loop, so only in the first instance: a second launch hands
    its arguments to the running window and exits before the loop starts.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow

    def open_game() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.chooser.chosen.emit(game)
                return

    QTimer.singleShot(0, open_game)
