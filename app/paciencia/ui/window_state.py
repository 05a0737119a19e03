"""The window's own state (U-6): full screen (F11, ``--fullscreen``), the toolbar and the
status bar shown or hidden. Kept with the window's size when it closes (:mod:`.relaunch`)
and given back at the next launch.

Imports only what the launch has loaded already (it runs before the table is built).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

FULL_SCREEN = "--fullscreen"
"""The window option that starts it full screen; the game arguments go on without it."""
BARS = ("show_toolbar", "show_status")
"""The commands that show the bars, by name (:mod:`.actions`)."""


def take_full_screen(argv: list[str]) -> tuple[bool, list[str]]:
    """Whether ``argv`` asks for full screen, and the arguments left for the game."""
    return FULL_SCREEN in argv, [arg for arg in argv if arg != FULL_SCREEN]


def set_full_screen(window: QMainWindow, on: bool) -> None:
    """Full screen, or back to the window as it was (a maximised one stays maximised)."""
    from PySide6.QtCore import Qt

    if on != window.isFullScreen():
        window.setWindowState(window.windowState() ^ Qt.WindowState.WindowFullScreen)


def show_as_left(window: QMainWindow, full_screen: bool, maximized: bool) -> None:
    """Show the window full screen (maximised under it, if it was), maximised, or as it is."""
    if full_screen:
        from PySide6.QtCore import Qt

        under = Qt.WindowState.WindowMaximized if maximized else Qt.WindowState.WindowNoState
        window.setWindowState(Qt.WindowState.WindowFullScreen | under)
        window.show()
    elif maximized:
        window.showMaximized()
    else:
        window.show()


def bars_shown(acts: Mapping[str, QAction]) -> dict[str, bool]:
    return {name: acts[name].isChecked() for name in BARS if name in acts}


def show_bars(acts: Mapping[str, QAction], shown: Mapping[str, bool]) -> None:
    for name, on in shown.items():
        if name in acts:
            acts[name].setChecked(on)
