"""What the command line's modules share (:mod:`.cli` decides between the window and a
subcommand, :mod:`.cli_parser` reads a subcommand's arguments, :mod:`.cli_commands` runs it):
the exit statuses, the subcommands' names and the words of a one-line error. Standard
library only: a launch of the window reads it before anything else."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable

from . import __version__
from .core.loading import Feature

SUBCOMMANDS = ("deal", "replay", "solve", "daily", "decks")
"""Kept here, not with the subcommands: a launch of the window decides it is one without
importing the game code the subcommands need (start-up, issue 11)."""
DESKTOP_FLAGS = ("--install-desktop", "--uninstall-desktop")
"""The menu entry of a pip or pipx install (:mod:`.desktop_install`): each comes alone."""
BAD_INPUT = 2
INTERRUPTED = 130  # as a shell reports a command ended by Ctrl+C


# Loaded only for the message or the answer that needs them, never at a launch of the window.
CLOSE_MATCHES: Feature[Callable[[str, list[str], int, float], list[str]]] = Feature("difflib:get_close_matches")
CLIP: Feature[Callable[[str, int], str]] = Feature("paciencia.core.codes:clip")
"""The game codes' module: a launch of the window imports it later (about 30 ms)."""
PYSIDE_VERSION: Feature[str] = Feature("PySide6:__version__")
QT_VERSION: Feature[Callable[[], str]] = Feature("PySide6.QtCore:qVersion")


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """``: did you mean 'solve'?`` when one of ``choices`` is close to ``word``, else nothing."""
    close = CLOSE_MATCHES()(word.lower(), list(choices), 1, 0.6)
    return f": did you mean {quote(close[0])}?" if close else ""


def quote(text: str, limit: int = 60) -> str:
    """``text`` in quotes for a message: at most ``limit`` characters, each printable."""
    return f"'{CLIP()(text, limit)}'"


def no_reader() -> int:
    """Standard output's reader has gone (``paciencia deal … | head``): it has what it wanted,
    and what is still buffered goes nowhere instead of into a traceback at exit."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 1


def print_version() -> None:
    """The app's version, then PySide6's and Qt's (QtCore needs no display)."""
    print(f"paciencia {__version__}")
    try:
        pyside, qt = PYSIDE_VERSION(), QT_VERSION()()
    except ImportError as e:
        print(f"PySide6 cannot be loaded: {e}")
        return
    print(f"PySide6 {pyside}, Qt {qt}")
