"""The window's own state (U-6): full screen (F11, ``--fullscreen``), the toolbar and the
status bar shown or hidden. Kept with the window's size when it closes (:mod:`.relaunch`)
and given back at the next launch; the first launch's size and place (:func:`first_geometry`).

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
FIRST_SIZE = (1280, 800)
"""The first window's size (width, height) on a screen with room for it and its frame."""
FRAME_ROOM = (16, 48)
"""What a usual window manager's frame adds to a window's width and height (borders, a title
bar): kept free around the first window, whose frame is unknown until it is shown."""

Rect = tuple[int, int, int, int]
"""x, y, width, height."""


def take_full_screen(argv: list[str]) -> tuple[bool, list[str]]:
    """Whether ``argv`` asks for full screen, and the arguments left for the game."""
    return FULL_SCREEN in argv, [arg for arg in argv if arg != FULL_SCREEN]


def bars_shown(acts: Mapping[str, QAction]) -> dict[str, bool]:
    return {name: acts[name].isChecked() for name in BARS if name in acts}


def show_bars(acts: Mapping[str, QAction], shown: Mapping[str, bool]) -> None:
    for name, on in shown.items():
        if name in acts:
            acts[name].setChecked(on)


def first_geometry(available: Rect, frame: tuple[int, int] = FRAME_ROOM, wanted: tuple[int, int] = FIRST_SIZE) -> Rect:
    """The first window on a screen whose free area (less panels and docks) is ``available``:
    the ``wanted`` size where that and the ``frame`` around it fit, else the area less the
    frame; centred there, frame included. Gives the frame's top left corner (where Qt moves a
    window to) and the window's own size, inside the frame (U-6)."""
    x, y, width, height = available
    frame_w, frame_h = frame
    inner_w = max(1, min(wanted[0], width - frame_w))
    inner_h = max(1, min(wanted[1], height - frame_h))
    return x + (width - inner_w - frame_w) // 2, y + (height - inner_h - frame_h) // 2, inner_w, inner_h


def within(outer: Rect, inner: Rect) -> bool:
    """Whether ``inner`` lies wholly in ``outer``."""
    ox, oy, ow, oh = outer
    ix, iy, iw, ih = inner
    return ox <= ix and oy <= iy and ix + iw <= ox + ow and iy + ih <= oy + oh
