"""Command line (V-6, B-3, B-4; issues 23 and 24): ``paciencia [paciencia://CODE] [--game GAME]``
starts the app; subcommands check deals.

    paciencia deal CODE [--format text|json] [--jobs N]
    paciencia solve CODE [--budget N] [--seconds S] [--output FILE] [--position FILE] [--jobs N]
    paciencia replay CODE FILE [--position FILE] [--jobs N]
    paciencia daily GAME [--date YYYY-MM-DD] [--OPTION VALUE …]
    paciencia decks [--check PATH | --import PATH]
    paciencia --install-desktop | --uninstall-desktop
    paciencia --version | --help

One code, one deal: every subcommand deals a code exactly as the app does, a guaranteed
code (``guaranteed=1``) included, whose deal is the first candidate its search proves
(K-14, B-3; ``--jobs`` searches that many candidates at once, with the same answer).
``solve`` on such a deal prints the proof that chose it.

Exit status: 0 for success (``replay``: only if the game is won; ``solve``: only if
solved), 1 when ``replay`` does not win or ``solve`` finds no solution, or when a launch
can open no window (no display, or system libraries Qt needs missing), 2 for bad input
(a malformed code, date, number or option, an unknown command, an unreadable or oversized
file, an illegal move), always said in one line on standard error.

**Window or command.** A subcommand is the first argument, and never opens a window. Any
other command line is a launch of the window, and every word of it must be one the window
or Qt takes (:func:`read_launch`), else it is refused here, before Qt is imported: a
mistyped command must not open a window, nor make Qt abort for want of a display. A
launch with ``--help``/``-h`` or ``--version`` anywhere in it prints that and opens nothing
(``--version`` loads QtCore for Qt's version, which needs no display).

``--install-desktop`` and ``--uninstall-desktop`` come alone: they add or remove this install's
menu entry, icons and ``paciencia://`` handler (:mod:`.desktop_install`), and open nothing.

A launch understands:

* one ``paciencia://`` link (also what the desktop's URL handler passes);
* ``--game NAME``, ``--self-test``, ``--fullscreen`` (handled by :mod:`.app` and the window);
* of Qt's own options, only those that change which display and look the window gets, each
  with one or two dashes and its value next (or after ``=``): ``-platform NAME``,
  ``-platformtheme NAME``, ``-style NAME``, ``-display NAME``. They are given to Qt as their
  environment variables (``QT_QPA_PLATFORM``, ``QT_QPA_PLATFORMTHEME``, ``QT_STYLE_OVERRIDE``,
  ``DISPLAY``, which Qt reads the same way), so that the window, and a window already open
  that a second launch hands its arguments to, see only the arguments meant for them.
  ``-session ID``, which an X11 session manager adds when it restarts the app, is accepted and
  dropped: the game in progress is restored by the app itself (T-4). Qt's other options
  (``-reverse``, ``-geometry``, ``-qwindowtitle``…) are debugging aids nobody's desktop
  passes: refused like any unknown option.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence

from . import collector, trace
from .cli_common import BAD_INPUT, DESKTOP_FLAGS, SUBCOMMANDS, did_you_mean, no_reader, print_version, quote
from .core.loading import Feature

HELP = ("-h", "--help")
VERSION = "--version"
SCHEME = "paciencia://"  # as core.codes.SCHEME, whose import (30 ms) a launch pays later
WINDOW_FLAGS = ("--self-test", "--fullscreen")
GAME = "--game"
QT_OPTIONS = {"platform": "QT_QPA_PLATFORM", "platformtheme": "QT_QPA_PLATFORMTHEME",
              "style": "QT_STYLE_OVERRIDE", "display": "DISPLAY", "session": None}
"""Qt's options a launch accepts, with the environment variable each is given to Qt as
(None: accepted and dropped)."""


# What the command line hands over to, each loaded when its turn comes (core/loading.py): a
# launch of the window never loads the subcommands, and Qt is loaded only for the window.
FREEZE_SUPPORT: Feature[Callable[[], None]] = Feature("multiprocessing:freeze_support")
RENDER_HELPER: Feature[Callable[[], int]] = Feature("paciencia.decks.render_helper:main")
COMMANDS: Feature[Callable[[Sequence[str]], int]] = Feature("paciencia.cli_parser:run_command")
DESKTOP: Feature[Callable[[Sequence[str]], int]] = Feature("paciencia.desktop_install:run_flag")
BEFORE_QT: Feature[Callable[[Sequence[str]], None]] = Feature("paciencia.ui.launch.before_qt:import_before_qt")
"""A launch's step 0 (ui/launch/bootstrap.py): what it imports before Qt."""
WINDOW: Feature[Callable[[Sequence[str], bool], int]] = Feature("paciencia.app:run_app")
"""The window; its second argument, ``leave``: end the process once the window has closed."""
QT_PAIR: Feature[Callable[[], str | None]] = Feature("paciencia.qt_pairs:check_installed")
NO_LIBRARY: Feature[Callable[[ImportError], str | None]] = Feature("paciencia.system_libs:import_failure")
EXIT_NO_WINDOW: Feature[int] = Feature("paciencia.system_libs:EXIT_NO_WINDOW")
GAME_IDS: Feature[Callable[[], tuple[str, ...]]] = Feature("paciencia.core.registry:ids")
"""The games ``--game`` may name (a launch of the window imports the registry next anyway)."""


class LaunchError(ValueError):
    """A word of a launch's command line that neither the window nor Qt takes."""


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # The bundle is also its own search worker (solvers/proof_pool.py, "spawn"):
        # such a start runs the worker and exits here.
        FREEZE_SUPPORT()()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--render-helper"]:
        # The frozen app started as its own render helper (decks/render_process.py):
        # no window, no argument parsing, nothing imported that the helper does not need.
        return RENDER_HELPER()()
    if argv and (argv[0] in SUBCOMMANDS or argv[0] in HELP):
        return COMMANDS()(argv)
    if argv and argv[0] in DESKTOP_FLAGS:
        return DESKTOP()(argv)
    try:
        window_args, environment = read_launch(argv)
    except LaunchError as e:
        print(f"paciencia: {e}", file=sys.stderr)
        return BAD_INPUT
    if any(arg in HELP for arg in argv):
        return COMMANDS()(["--help"])
    if VERSION in argv:
        try:
            print_version()
            sys.stdout.flush()
        except BrokenPipeError:
            return no_reader()
        return 0
    os.environ.update(environment)
    trace.mark("run_app")  # the window's launch begins, before Qt is imported (bench/startup.py)
    if "--self-test" not in window_args:
        collector.hold()  # until the table's first frame (ui/launch/bootstrap.py)
    try:
        BEFORE_QT()(window_args)
        try:
            run_app = WINDOW()  # Qt only when the window is wanted
        except ImportError as e:  # Qt is in the wheel; a system library it loads may not be
            said = NO_LIBRARY()(e)
            if said is None:
                raise
            print(f"paciencia: {said}", file=sys.stderr)
            return EXIT_NO_WINDOW()
        broken = QT_PAIR()()
        if broken is not None:  # a PySide6 that would abort this Python later (issue 33 §1)
            print(f"paciencia: {broken}", file=sys.stderr)
            return EXIT_NO_WINDOW()
        return run_app(window_args, True)
    finally:
        collector.release(set_aside=False)  # a launch that ended before its first frame (a hand-over, an error)


def read_launch(argv: Sequence[str]) -> tuple[list[str], dict[str, str]]:
    """A launch's arguments for the window and Qt's options as environment variables;
    LaunchError naming the first word that is neither (see the module's docstring)."""
    window: list[str] = []
    environment: dict[str, str] = {}
    link = ""
    words = list(argv)
    while words:
        word = words.pop(0)
        name, eq, value = word.partition("=")
        qt_name = name[2:] if name.startswith("--") else name[1:] if name.startswith("-") else ""
        if word in HELP or word == VERSION or word in WINDOW_FLAGS:
            window += [word] if word in WINDOW_FLAGS else []
        elif word.lower().startswith(SCHEME):
            if link:
                raise LaunchError(f"one link at a time, not {quote(link)} and {quote(word)}")
            link = word
            window.append(word)
        elif name == GAME:
            game = _game(word, eq, value, words)
            window += [word] if eq else [GAME, game]
        elif qt_name in QT_OPTIONS:
            given = _value(word, eq, value, words, "a value")
            variable = QT_OPTIONS[qt_name]
            if variable is not None:
                environment[variable] = given
        elif name in DESKTOP_FLAGS:
            raise LaunchError(f"{name} takes no other argument")
        elif word.startswith("-"):
            raise LaunchError(f"unknown option {quote(name)}" + did_you_mean(name, _known_options()))
        elif word in SUBCOMMANDS:
            raise LaunchError(f"a command comes first: paciencia {word} …")
        elif _looks_like_a_code(word):
            raise LaunchError(f"unknown command {quote(word)} (a game code is written {quote(SCHEME + word)})")
        else:
            raise LaunchError(f"unknown command {quote(word)}" + did_you_mean(word, SUBCOMMANDS))
    return window, environment


def _value(word: str, eq: str, value: str, words: list[str], what: str) -> str:
    """The value of an option written ``--name VALUE`` or ``--name=VALUE``."""
    if not eq:
        value = words.pop(0) if words else ""
    if not value or not eq and value.startswith("-"):  # the next option, not a value
        raise LaunchError(f"{word.partition('=')[0]} needs {what}")
    return value


def _game(word: str, eq: str, value: str, words: list[str]) -> str:
    ids = GAME_IDS()
    name = _value(word, eq, value, words, "a game: " + ", ".join(ids()))
    if name not in ids():
        raise LaunchError(f"unknown game {quote(name)} for --game (games: {', '.join(ids())})"
                          + did_you_mean(name, ids()))
    return name


def _known_options() -> list[str]:
    return [*HELP, VERSION, GAME, *WINDOW_FLAGS, *DESKTOP_FLAGS, *(f"-{name}" for name in QT_OPTIONS)]


def _looks_like_a_code(word: str) -> bool:
    """``klondike/12``: a game code without its ``paciencia://``."""
    game, slash, number = word.partition("/")
    return bool(slash) and game.isascii() and game.isalpha() and number[:1].isdigit()
