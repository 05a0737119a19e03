"""The window's own state (U-6): full screen (F11, ``--fullscreen``), the toolbar and the
status bar shown or hidden. Kept with the window's size when it closes (:mod:`.relaunch`)
and given back at the next launch.

No Qt here: the launch (:mod:`.bootstrap`) reads the state before the table is built, and
shows the window as it was left; the F11 command is :mod:`.actions`'.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

FULL_SCREEN = "--fullscreen"
"""The window option that starts it full screen; the game arguments go on without it."""
BARS = ("show_toolbar", "show_status")
"""The commands that show the bars, by name (:mod:`.actions`)."""


def take_full_screen(argv: list[str]) -> tuple[bool, list[str]]:
    """Whether ``argv`` asks for full screen, and the arguments left for the game."""
    return FULL_SCREEN in argv, [arg for arg in argv if arg != FULL_SCREEN]


def bars_shown(acts: Mapping[str, QAction]) -> dict[str, bool]:
    return {name: acts[name].isChecked() for name in BARS if name in acts}


def show_bars(acts: Mapping[str, QAction], shown: Mapping[str, bool]) -> None:
    for name, on in shown.items():
        if name in acts:
            acts[name].setChecked(on)
